import { describe, expect, it } from 'vitest';
import { complexNumbers, solveComplex } from './complex.ts';
import {
  answerLine,
  expectCertain,
  fraction,
  itDeclines,
  itSolvesCertainly,
  itSolvesItsExamples,
  random,
} from './testing.ts';

const solve = (problem: string) => solveComplex(problem);

describe('solveComplex', () => {
  itSolvesCertainly(solve, [
    // An equation in x «en C» or «en ℂ» is in the complex numbers: solved, and shown with its own x.
    ['Resolvé x^2 + 4 = 0 en C.', ['**x = 2i o x = -2i**']],
    ['Resolvé en ℂ la ecuación x² − 2x + 5 = 0.', ['$x^{2} - 2x + 5 = 0$', '**x = 1 + 2i o x = 1 - 2i**']],
    ['Hallá las raíces complejas de x² + 9 = 0.', ['**x = 3i o x = -3i**']],
    // «b ∈ ℝ tal que», «a ∈ R tal que»: the parameter named with its set.
    ['Hallar b ∈ ℝ tal que (b − 2i)/(1 + i) sea imaginario puro.', ['**b = 2**']],
    ['Determinar a ∈ R tal que (a + 2i)(1 − 3i) sea real.', ['**a = 2/3 = 0,6667**']],
    // «parte real nula» is imaginary pure; «parte imaginaria igual a cero», real.
    ['¿Qué valor de b hace que (3 + bi)(1 + i) tenga parte real nula?', ['**b = 3**']],
    // An operation with its own conjugate, said in words.
    ['Expresar en forma binómica el producto de z₁ = −2 + i por su conjugado.', ['**z₁ · z₁̄ = 5**']],
    ['Hallar la suma de z = 5 − 2i y su conjugado.', ['**z + z̄ = 10**']],
    // The conjugate named after «su conjugado» is asked once, not conjugated back to z.
    ['Si z = −2 + 7i, ¿cuál es su conjugado z̄?', ['**El conjugado es z̄ = -2 - 7i**']],
    // The multiplicative inverse, when it is the thing asked.
    ['El inverso multiplicativo de z = 1 + i es:', ['**(1)/(z) = 1/2 - 1/2i**']],
    ['Hallar el valor de k para que (k + i)(2 − i) tenga parte imaginaria igual a cero.', ['**k = 2**']],
    [
      'Sea z = 2 + 3i y z̄ su conjugado. El resultado de z + z̄ · i es: A) 5 + i B) −1 + 5i C) 2 + 6i D) 5 − 5i E) Ninguna respuesta anterior es correcta',
      ['$\\bar{z} = 2 - 3i$', '**z + z̄ · i = 5 + 5i**'],
    ],
    [
      'Dados z₁ = 3 − 2i y z₂ = −1 + 4i, el producto z₁ · z₂ escrito en forma binómica es:',
      ['-3 + 12i + 2i - 8i^2', '**z₁ · z₂ = 5 + 14i**'],
    ],
    ['Si z = (1 + 2i)², ¿cuánto vale el módulo |z|?', ['$z = -3 + 4i$', '**|z| = 5**']],
    // «El conjugado de … es:», and the conjugate of a power.
    ['El conjugado de 3i − 2 es:', ['**El conjugado es conj(3i - 2) = -2 - 3i**']],
    ['El conjugado del número z = 4 − i es:', ['**El conjugado es z̄ = 4 + i**']],
    ['Calculá el conjugado de (1 + i)².', ['**El conjugado es conj((1 + i)^2) = -2i**']],
    // a and b real: the unknown is z = a + bi.
    ['Hallá a y b reales tal que (a + bi)(2 − i) = 5.', ['**z = 2 + i**', '**a = 2; b = 1**']],
    ['Hallá a y b reales tal que (a + bi)(1 + i) = 3 − i.', ['**a = 1; b = -2**']],
    // «calculá su conjugado», «calculá: su conjugado»: the conjugate asked with the possessive.
    ['Dado z = 3 + 4i, calculá su conjugado.', ['**El conjugado es z̄ = 3 - 4i**']],
    // Powers of ±i past the fortieth: the exponent is taken modulo 4.
    ['Siendo i la unidad imaginaria, el valor de i⁴⁷ es:', ['47 dividido 4 da resto 3', '**i^47 = -i**']],
    ['Calculá (−i)^102 + i^1001.', ['**(-i)^102 + i^1001 = -1 + i**']],
    ['¿Cuál es la parte real de (1 + i)⁴?', ['(1 + i)^2 = 2i', '**Re((1 + i)^4) = -4**']],
    ['calculá i^27', ['resto 3', '**i^27 = -i**']],
    ['calculá (3 + 2i)/(1 - i)', ['conjugado del denominador, $1 + i$', '**(3 + 2i)/(1 - i) = 1/2 + 5/2i**']],
    [
      'Hallá el número complejo z que cumple (2 + i) · z = 7 − i. Dalo en forma binómica.',
      ['**z = 13/5 - 9/5i**'],
    ],
    ['hallá z sabiendo que 2z + z̄ = 3 - i', ['Parte real: $3x = 3$', '**z = 1 - i**']],
    [
      'Resolvé en el conjunto de los números complejos la ecuación z² + 2z + 5 = 0.',
      ['\\Delta = b^2 - 4ac = -16', '**z = -1 + 2i o z = -1 - 2i**'],
    ],
    ['resolvé z² = −4', ['**z = 2i o z = -2i**']],
    ['resolvé en C: z² − 2z + 3 = 0', ['**z = 1 + √2 i o z = 1 - √2 i**']],
    [
      '¿Para qué valor real de k el producto (k + 3i)(2 − i) es un número imaginario puro?',
      ['parte real $2k + 3$', '**k = -3/2 = -1,5**'],
    ],
    ['¿Para qué valor de m el número (2 + mi)(1 + i) es real?', ['$m + 2 = 0$', '**m = -2**']],
  ]);

  itDeclines('leaves what is not a complex number alone: %s', solve, [
    // An operation with the conjugate that is not the thing asked: not read at all (|z| would be answered).
    'Hallar el módulo del producto de z = 3 + 4i por su conjugado.',
    'Hallar el módulo del inverso de z = 3 + 4i.',
    // Two things asked of one number: a reply states one of them.
    '¿Cuál es el conjugado de z = 3 − 4i? ¿Y su módulo?',
    'Dado z = 3 − 4i, indicá su parte real y su parte imaginaria.',
    'un circuito con I = 2 A y R = 5 Ω, ¿qué tensión tiene?',
    // A graph of position told in words: its «módulo» is a speed's, its x = 0 a position (was «|x| = 0»).
    'En un gráfico posición-tiempo, un móvil está en x = 0 en t = 0 y llega a x = 40 m en t = 4 s. ¿Cuál es el módulo de su velocidad?',
    'resolvé 2x + 3 = 7',
    'calculá 3 + 4',
    // A number in exponential or polar form is not the binomial it starts with (z = 2).
    'Si z = 2 e^(iπ/3), calculá z³.',
    'Si z = 2 (cos 60° + i sen 60°), calculá z + 1.',
    // Roots are not read: «−√3 + i» must not become «3 + i».
    'Calculá el módulo de z = −√3 + i.',
    'Calculá √-4 + 3i.',
    'Un cuerpo a 20 °C se calienta: expresá 5 x 10 en C.',
    // Two results asked: answering the last one alone would leave the first unanswered.
    'Sea z = 3 + 4i. Calculá z · z̄ y |z|.',
  ]);

  itSolvesItsExamples(complexNumbers);
});

const binomial = (re: number, im: number) =>
  im === 0 ? `${re}` : `${re} ${im < 0 ? '−' : '+'} ${Math.abs(im) === 1 ? '' : Math.abs(im)}i`;
/** The a + bi a reply states, read back as numbers. */
function readBack(text: string): [number, number] {
  const shown = /= ([^=]+)$/.exec(answerLine(text))?.[1]?.replace(/\s+/g, '');
  if (!shown) throw new Error(`no result in ${text}`);
  const m = /^(?:(-?[\d/]+)(?=[+-]|$))?(?:([+-]?)([\d/]*)i)?$/.exec(shown);
  if (!m) throw new Error(`not a + bi: ${shown}`);
  const im =
    m[2] === undefined && !shown.endsWith('i') ? 0 : (m[2] === '-' ? -1 : 1) * (m[3] ? fraction(m[3]) : 1);
  return [m[1] ? fraction(m[1]) : 0, im];
}

describe('solveComplex, checked back', () => {
  it('multiplies and divides two numbers as the definition says', () => {
    const next = random(32);
    const int = () => Math.floor(next() * 19) - 9;
    for (let k = 0; k < 200; k++) {
      const [a, b, c] = [int(), int() || 1, int()];
      const d = int() || 2;
      const product = solve(`Dados z₁ = ${binomial(a, b)} y z₂ = ${binomial(c, d)}, calculá z₁ · z₂`);
      expect(product && readBack(product.text)).toEqual([a * c - b * d, a * d + b * c]);
      const quotient = solve(`Dados z₁ = ${binomial(a, b)} y z₂ = ${binomial(c, d)}, calculá z₁ / z₂`);
      const [re, im] = readBack(quotient?.text ?? '');
      // (re + im·i)(c + d·i) must give back a + b·i.
      expect(re * c - im * d).toBeCloseTo(a, 9);
      expect(re * d + im * c).toBeCloseTo(b, 9);
    }
  });

  it('solves a·z = w for the z that was used to build it', () => {
    const next = random(7);
    const int = () => Math.floor(next() * 13) - 6;
    for (let k = 0; k < 200; k++) {
      const [x, y, p] = [int(), int(), int()];
      const q = int() || 1;
      // (p + qi)(x + yi)
      const w = [p * x - q * y, p * y + q * x] as const;
      const reply = solve(`Hallá z tal que (${binomial(p, q)}) · z = ${binomial(w[0], w[1])}`);
      expect(reply?.certain).toBe(true);
      expect(readBack(reply?.text ?? '')).toEqual([x + 0, y + 0]);
    }
  });

  it('raises i to any power by the remainder of the exponent divided by 4', () => {
    const next = random(47);
    const cycle: [number, number][] = [
      [1, 0],
      [0, 1],
      [-1, 0],
      [0, -1],
    ];
    for (let k = 0; k < 100; k++) {
      const n = Math.floor(next() * 2000);
      const reply = solve(`Calculá i^${n}`);
      expect(reply?.certain, `i^${n}`).toBe(true);
      expect(readBack(reply?.text ?? '')).toEqual(cycle[n % 4]);
    }
  });
});

describe('solveComplex, the exams’ wording', () => {
  it('works out the number a statement defines when that number is what is asked', () => {
    expectCertain(solve('Expresar en forma binómica el número complejo z = (1 + 2i)/(2 − i) + i¹⁴.'), [
      '**z = -1 + i**',
      '$z = \\frac{1 + 2i}{2 - i} + i^{14}$',
    ]);
    expectCertain(solve('El número complejo w = (3 − i)(1 + i) es igual a:'), '**w = 4 + 2i**');
    // A number defined and nothing asked of it is not an order to work it out.
    expect(solve('Sea z = (1 + i)². Graficalo en el plano.')?.certain).not.toBe(true);
  });

  it('finds the parameter of a number written with its name', () => {
    expectCertain(
      solve('¿Para qué valor real de k el número z = (k + 2i)/(1 + i) es imaginario puro?'),
      '**k = -2**',
    );
  });

  it('keeps the number a part or a conjugate was taken of off the result line', () => {
    const reply = solve('El conjugado del número complejo w = (2 + i)² es:');
    expectCertain(reply, '**El conjugado es w̄ = 3 - 4i**');
    const resultLine = reply?.text.split('\n').find((line) => line.startsWith('**El conjugado'));
    expect(resultLine).not.toContain('3 + 4i');
  });

  it('states the modulus or a part of the one solution of a linear equation when that is asked', () => {
    expectCertain(
      solve('Hallar el módulo del número complejo z que verifica z·(2 − i) = 5 + 5i.'),
      '**|z| = √10 ≈ 3,16**',
    );
    expectCertain(solve('Hallá z tal que (1 + i)·z = 3 − i. ¿Cuál es la parte real de z?'), '**Re(z) = 1**');
    // A rounding asked in an aside is how to write the result, not a factor.
    expectCertain(
      solve('Hallar el módulo de (1 + 3i)/(1 − i) (redondear a dos decimales).'),
      '**|(1 + 3i)/(1 - i)| = √5 ≈ 2,24**',
    );
    expect(solve('Hallar el módulo de (1 + 3i)/(1 − i) (redondear a un decimal).')).toBeUndefined();
    // Two roots have no one modulus.
    expect(solve('Hallar el módulo de las soluciones de z² + 2z + 5 = 0.')?.certain).not.toBe(true);
  });
});

describe('solveComplex, the notation and the words of a second round', () => {
  it('reads Re( ) and Im( ) as the part asked, and leaves an operation on a part', () => {
    expectCertain(solve('Dados z₁ = 2 + i y z₂ = 3 − i, calcular Re(z₁ · z₂).'), '= 7**');
    expectCertain(solve('Si z = 3 − 4i, ¿cuánto vale Im(z²)?'), '= -24**');
    // «|z| + Re(z)» is one number made of two: it was read as z itself; now Re(z) = (z + z̄)/2.
    expectCertain(solve('Si z = 3 − 4i, entonces |z| + Re(z) es igual a:'), '**|z| + Re(z) = 8**');
  });

  it('writes an operation named in words with the numbers’ names', () => {
    expectCertain(
      solve('El cociente entre z₁ = 4 + 2i y z₂ = 1 − i tiene parte imaginaria igual a:'),
      '**Im((z₁)/(z₂)) = 3**',
    );
    expectCertain(
      solve('Dados z₁ = 3 + 2i y z₂ = 1 − i, calcular el producto entre z₁ y z₂.'),
      '**z₁ · z₂ = 5 - i**',
    );
    expectCertain(solve('El módulo de la suma de z₁ = 1 + i y z₂ = 2 + 3i es:'), '**|z₁ + z₂| = 5**');
  });
});

describe('solveComplex, a quadratic with a complex coefficient', () => {
  it('takes the square root of Δ exactly and keeps the root a condition names', () => {
    expectCertain(solve('Resolver en ℂ: z² = 3 + 4i.'), '**z = 2 + i o z = -2 - i**');
    expectCertain(
      solve('El número complejo z = a + bi, con a > 0, que verifica z² = −5 + 12i es:'),
      '**z = 2 + 3i**',
    );
    expectCertain(solve('Hallá z tal que z² = −7 + 24i y su parte real es positiva.'), '**z = 3 + 4i**');
    // A square root without rational parts is not stated.
    expect(solve('Resolver en ℂ: z² = 1 + i.')?.certain).not.toBe(true);
  });

  it('finds the roots it builds, checked back', () => {
    const next = random(12);
    const int = () => Math.floor(next() * 11) - 5;
    for (let k = 0; k < 60; k++) {
      // Both parts nonzero: then z² has an imaginary part, the case of a complex coefficient.
      const [x, y] = [int() || 2, int() || 1];
      // (x + yi)² = (x² − y²) + 2xy·i
      const w = [x * x - y * y, 2 * x * y] as const;
      const reply = solve(`Resolver en ℂ: z² = ${binomial(w[0], w[1])}.`);
      expect(reply?.certain, `z² = ${binomial(w[0], w[1])}`).toBe(true);
      // Both square roots, x + yi and −x − yi, written as the reply writes them.
      const plain = (re: number, im: number) =>
        `z=${binomial(re + 0, im + 0)}`.replace(/\s+/g, '').replace(/−/g, '-');
      const shown = answerLine(reply?.text ?? '').replace(/\s+/g, '');
      expect(shown).toContain(plain(x, y));
      expect(shown).toContain(plain(-x, -y));
    }
  });

  describe('a sum of consecutive powers of i', () => {
    itSolvesCertainly(solve, [
      ['Siendo i la unidad imaginaria, la suma S = 1 + i + i² + i³ + … + i¹⁰ es igual a:', ['**S = i**']],
      ['Calcular i + i² + i³ + ... + i²⁰²⁵.', ['**S = i**']],
      ['Hallar el valor de i² + i³ + i⁴ + … + i¹⁴.', ['**S = -1**']],
    ]);
    // Another question about the sum, coefficients on the terms, or a pattern it does not follow.
    itDeclines('declines %s', solve, [
      'Calcular (1 + i + i² + … + i⁹)².',
      'Calcular el módulo de S = 1 + i + i² + … + i⁹.',
      'Calcular 1 + 2i + 3i² + … + 10i⁹.',
      'Calcular i + i³ + i⁵ + … + i²¹.',
    ]);

    it('adds the powers it is given, checked term by term', () => {
      const next = random(31);
      const powers = [
        [1, 0],
        [0, 1],
        [-1, 0],
        [0, -1],
      ] as const;
      for (let k = 0; k < 40; k++) {
        const first = Math.floor(next() * 3);
        const last = first + 2 + Math.floor(next() * 60);
        const term = (e: number) => (e === 0 ? '1' : e === 1 ? 'i' : `i^${e}`);
        const reply = solve(`Calcular ${term(first)} + ${term(first + 1)} + … + ${term(last)}.`);
        let [re, im] = [0, 0];
        for (let e = first; e <= last; e++) {
          const [a, b] = powers[e % 4] ?? [0, 0];
          re += a;
          im += b;
        }
        expect(reply?.certain, `${first}…${last}`).toBe(true);
        const shown = answerLine(reply?.text ?? '').replace(/\s+/g, '');
        const pure = im === 0 ? '0' : `${im === 1 ? '' : im === -1 ? '-' : im}i`;
        const sum = re === 0 ? pure : binomial(re, im);
        expect(shown).toBe(`S=${sum.replace(/\s+/g, '').replace(/−/g, '-')}`);
      }
    });
  });
});

describe('solveComplex: a part or a conjugate inside the operation asked (#32)', () => {
  it.each([
    ['Si z = 3 − 4i, entonces |z| + Re(z) es igual a:', '**|z| + Re(z) = 8**'],
    ['Sea w = 5 + 12i. Calcular |w| − Im(w).', '**|w| - Im(w) = 1**'],
    ['Dado z = 6 − 8i, ¿cuánto vale Re(z) + Im(z)?', '**Re(z) + Im(z) = -2**'],
    ['El producto de z = 2 − 3i por su conjugado es:', '**z · z̄ = 13**'],
    ['Si z = 2 − 3i, el producto de z por su conjugado es:', '**z · z̄ = 13**'],
    ['Dado z = 1 + 5i, calculá el producto de z por su conjugado.', '**z · z̄ = 26**'],
    ['La suma de z₁ = 3 − 2i y el conjugado de z₂ = 1 + 4i es:', '**z₁ + z₂̄ = 4 - 6i**'],
    ['Calculá el producto del conjugado de z₁ = 1 + i por z₂ = 2 − i.', '**z₁̄ · z₂ = 1 - 3i**'],
  ])('%s', (problem, expected) => {
    expectCertain(solveComplex(problem), expected);
  });

  it('leaves alone what it does not read', () => {
    // The modulus of the product with the conjugate: another thing asked than the product.
    expect(solveComplex('Si z = 2 − 3i, el módulo del producto de z por su conjugado es:')?.certain).not.toBe(
      true,
    );
    // A product of parts the answer cannot write back as the statement did: not stated sure.
    expect(solveComplex('Dado z = 6 + 8i, ¿cuánto vale Re(z) · Im(z)?')?.certain).not.toBe(true);
    // A part of a whole expression inside an operation: not read as a name's.
    expect(solveComplex('Si z = 3 − 4i, calcular |z| + Re(z²).')?.certain).not.toBe(true);
  });
});

describe('solveComplex: a z beside an x and a y', () => {
  it('leaves a real system in x, y and z to the systems, even when z is asked', () => {
    expect(
      solveComplex('Resolver el sistema x + y + z = 6 ; x − y = 1 ; x + 2z = 8 e indicar el valor de z.'),
    ).toBeUndefined();
    expect(solveComplex('Si z = 2 + 3i y x = 1, y = 2, calculá z + x + y en C.')).not.toBeUndefined();
  });
});
