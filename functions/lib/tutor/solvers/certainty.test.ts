import { describe, expect, it } from 'vitest';
import {
  answersEachPartsKind,
  answersTheQuestion,
  statementData,
  uncertainReply,
  unusedData,
} from './certainty.ts';
import { fromText } from './declaration.ts';
import { workedReply } from './reply.ts';

describe('statementData', () => {
  it.each([
    ['un auto recorre 150 km en 2,5 h', [150, 2.5]],
    ['una pileta de 1.500 L se llena en 3 h', [1500, 3]],
    ['un cuerpo acelera a 2 m/s² durante 4 s', [2, 4]],
    ['un cuerpo acelera a 2 m/s^2 durante 4 s', [2, 4]],
    ['una caja de 250 cm3', [250]],
    ['masa molar del H2SO4', []],
    ['2H2 + O2 -> 2H2O con 3 moles de O2', [2, 2, 3]],
    ['x^2 - 5x + 6 = 0', [5, 6, 0]],
    ['log2(x) + log2(x-2) = 3', [2, 3]],
    ['3,01·10^23 moléculas', [3.01, 10]],
    ['2,5e-3 mol', [0.0025]],
  ])('reads %s as %j', (statement, data) => {
    expect(statementData(statement)).toEqual(data);
  });

  it('leaves a five-options statement’s options out: they are candidates, not data', () => {
    expect(
      statementData(
        '¿Cuánto tarda en recorrer 100 m a 5 m/s?\nA) 10 s\nB) 20 s\nC) 25 s\nD) 50 s\nE) Ninguna',
      ),
    ).toEqual([100, 5]);
    expect(statementData('¿Cuánto tarda en recorrer 100 m a 5 m/s? A) 10 s B) 20 s C) 25 s')).toEqual([
      100, 5,
    ]);
  });
});

describe('unusedData', () => {
  it('reads no datum in a unit’s power («cm³», «m/s²»), but does in a number’s', () => {
    const drip =
      'Una canilla gotea 3 gotas por segundo y cada gota tiene 0,05 cm³. ¿Cuántos litros se pierden en un día?';
    expect(unusedData(drip, '1 L = 1.000 cm³.\n\n**0,05 cm³ = 0,00005 L**')).toEqual([3]);
    expect(unusedData('Un cuerpo de 2 kg cae. ¿Cuánto pesa?', '**P = 19,6 kg·m/s²**')).toEqual([2]);
    expect(unusedData('Calculá el cubo de 2 elevado a la 3.', '**2^3 = 8**')).toEqual([]);
  });

  it('does not count a datum named only in the closing question as used', () => {
    const problem =
      '¿Cuánto pesa un cuerpo de 12 kg en la Tierra (g = 9,8 m/s²) y en la Luna (g = 1,6 m/s²)?';
    const reply =
      '## Peso\n\n1. $P = 12 \\cdot 9{,}8 = 117{,}6$ N.\n\n**P = 117,6 N**\n\n¿Cuánto pesaría en la Luna, donde g ≈ 1,6 m/s²?';
    expect(unusedData(problem, reply)).toEqual([1.6]);
  });

  it('leaves out the atomic masses given aside for a reading that weighs nothing, and only those', () => {
    const dilution =
      'Se diluyen 250 mL de KOH 2 M con agua hasta 1 L. ¿Cuál es la nueva molaridad? (K = 39; O = 16; H = 1)';
    const diluted = '**Datos:** C₁ = 2 M; V₁ = 250 mL; V₂ = 1 L.\n\n**C₂ = 0,5 M**';
    expect(unusedData(dilution, diluted)).toEqual([]);
    // The 1 L is a datum still: only «H = 1» goes, not every 1.
    expect(unusedData(dilution, '**Datos:** C = 2 M; V = 250 mL.\n\n**C = 2 M**')).toEqual([1]);
    // A reading that weighs, or a question that asks a mass, is held by the masses given.
    expect(unusedData(dilution, `${diluted}\nMasa molar de KOH = 56,1 g/mol`)).toEqual([39, 16]);
    const grams = '¿Cuántos gramos de KOH hay en 250 mL de solución 2 M? (K = 39; O = 16; H = 1)';
    expect(unusedData(grams, '**Datos:** V = 250 mL; M = 2 M.\n\n**n = 0,5 mol**')).toEqual([39, 16, 1]);
    // A symbol whose value is no atomic mass of that element, or a value with a unit, is a datum.
    const volume = 'Se diluyen 250 mL de KOH 2 M hasta V = 50 L. ¿Cuál es la nueva molaridad? (K = 39)';
    expect(unusedData(volume, diluted)).toEqual([50]);
    expect(unusedData('Un cuerpo con F = 19 N sube. ¿Cuál es su aceleración?', '**a = 2 m/s²**')).toEqual([
      19,
    ]);
  });

  it('counts a number in words with its measure, not a digit of the same value elsewhere', () => {
    const problem =
      'Una persona de 50 kg sube tres pisos de 3 m cada uno. ¿Cuánto aumenta su energía potencial?';
    expect(unusedData(problem, 'Ep = 50 · 9,8 · 3 = 1470 J')).toEqual(['tres pisos']);
    expect(unusedData(problem, 'h = 3 pisos · 3 m = 9 m; Ep = 50 · 9,8 · 9')).toEqual([]);
    expect(unusedData('dos autos salen a 60 km/h', 'v = 60 km/h')).toEqual([]);
  });

  it('finds every datum written in the reply, in LaTeX or with thousands points', () => {
    const reply = String.raw`$E = \frac{1}{2} \cdot 1000 \cdot 20^2$ con $v = 2{,}5$; **E = 200.000 J**`;
    expect(unusedData('un auto de 1000 kg a 2,5 m/s recorre 200000 m', reply)).toEqual([]);
  });

  it('names the data the reply never writes, once each', () => {
    expect(
      unusedData('un cuerpo de 10 kg, una fuerza de 50 N, μ = 0,2, 10 m', 'W = 50 · 10 = 500 J'),
    ).toEqual([0.2]);
    expect(unusedData('3 kg y 3 kg y 7 s', 'm = 3 kg')).toEqual([7]);
  });
});

const worked = workedReply({
  title: 'Trabajo de una fuerza',
  data: 'F = 50 N; d = 5 m',
  steps: [
    String.raw`Trabajo de una fuerza constante: $W = F \cdot d \cdot \cos\alpha = 50 \cdot 5 \cdot 1 = 250\ \text{J}$.`,
  ],
  answer: '**W = 250 J**',
  closing: '¿Y si la fuerza fuera perpendicular?',
});

describe('fromText', () => {
  const solve = fromText((problem) => (problem.includes('trabajo') ? worked : undefined));

  it('is certain when the reply writes every datum of the statement', () => {
    expect(solve('qué trabajo hace una fuerza de 50 N en 5 m')).toEqual({ text: worked, certain: true });
  });

  it('leaves a problem that is not its kind to the next solver', () => {
    expect(solve('masa molar del agua')).toBeUndefined();
  });

  it('states no result when a datum was left out: the reading, the method and a question', () => {
    const reply = solve(
      'un cuerpo de 10 kg, fuerza de 50 N, lo desplaza 5 m con μ = 0,2: trabajo de cada fuerza',
    );

    expect(reply?.certain).toBe(false);
    expect(reply?.text).not.toContain('250');
    expect(reply?.text).not.toContain('**W');
    expect(reply?.text).toContain('F = 50 N; d = 5 m');
    expect(reply?.text).toContain('los datos 10 y 0,2');
    expect(reply?.text).toContain(String.raw`$W = F \cdot d \cdot \cos\alpha$`);
    expect(reply?.text).toMatch(/¿[^?]+\?/);
  });

  it('takes a sharper check of the solver’s own when given one', () => {
    const strict = fromText(() => worked, { certain: () => false });
    const reply = strict('fuerza de 50 N en 5 m');

    expect(reply?.certain).toBe(false);
    expect(reply?.text).toContain('no estoy seguro de haber leído bien qué te piden');
    expect(reply?.text).not.toContain('250');
  });
});

describe('answersTheQuestion', () => {
  const reply = (result: string) =>
    `## Plano inclinado\n\n**Datos:** m = 8 kg.\n\n1. Paso: $a = 3$.\n\n${result}\n\n¿Por qué?`;

  it('wants a quantity of the kind asked for in the result', () => {
    expect(
      answersTheQuestion(
        'Un bloque de 8 kg sube el plano. ¿Cuánto vale la fuerza?',
        reply('**a ≈ 3,2 m/s²**'),
      ),
    ).toBe(false);
    expect(
      answersTheQuestion('¿Cuántos gramos son 2 moles de CO2?', reply('**2 mol de CO₂ pesan 88 g.**')),
    ).toBe(true);
    expect(
      answersTheQuestion(
        'Un bloque de 8 kg sube el plano. ¿Cuánto vale la fuerza?',
        reply('**F ≈ 52,78 N**'),
      ),
    ).toBe(true);
    expect(answersTheQuestion('Se suelta desde 45 m. ¿Cuánto tarda en caer?', reply('**v = 30 m/s**'))).toBe(
      false,
    );
    expect(answersTheQuestion('Resolvé 2x + 3 = 7', reply('**x = 2**'))).toBe(true);
    // «¿Cuánto tardaría…?», the conditional, asks a time too.
    expect(answersTheQuestion('¿Cuánto tardaría en recorrer 27 km?', reply('**v = 36 km/h**'))).toBe(false);
    expect(answersTheQuestion('¿Cuánto tardaría en recorrer 27 km?', reply('**t = 0,75 h**'))).toBe(true);
  });

  it('reads what follows «Se pide:» as the question', () => {
    const stone =
      'Una piedra de 2 kg se deja caer desde 30 m y llega al suelo a 20 m/s. Considere g = 10 m/s². Se pide:';
    expect(
      answersTheQuestion(`${stone} La energía mecánica inicial de la piedra.`, reply('**h = 50 m**')),
    ).toBe(false);
    expect(
      answersTheQuestion(`${stone} La energía mecánica inicial de la piedra.`, reply('**Em = 600 J**')),
    ).toBe(true);
    expect(
      answersTheQuestion(
        'Un auto frena en 40 m. Se solicita: el tiempo de frenado.',
        reply('**a = 5 m/s²**'),
      ),
    ).toBe(false);
  });

  it('takes no connector after a number for a unit: «x < −6 o x > 2» answers a distance on the line', () => {
    const asked = 'Hallar los números reales cuya distancia a −2 es mayor que 4.';
    expect(answersTheQuestion(asked, reply('**Solución: x < -6 o x > 2**'))).toBe(true);
    expect(answersTheQuestion(asked, reply('**Soluciones: x = 2 y x = 5**'))).toBe(true);
    expect(answersTheQuestion('¿A qué distancia está el barco?', reply('**t = 4 s**'))).toBe(false);
  });

  it('reads «¿cuántos segundos…?» as a time asked, even beside the speed it gives', () => {
    const asked =
      'Parte del reposo y recorre 16 m en 4 s. ¿Cuántos segundos después tendrá una velocidad de 20 m/s?';
    expect(answersTheQuestion(asked, reply('**t = 10 s**'))).toBe(true);
    expect(answersTheQuestion('¿Cuántos metros recorre en 3 s?', reply('**v = 6 m/s**'))).toBe(false);
  });

  it('wants a statement in parts answered part by part, and a count when asked how many', () => {
    expect(
      answersTheQuestion(
        'Se suelta desde 45 m.\na) ¿Cuánto tarda?\nb) ¿Con qué velocidad llega?',
        reply('**t = 3 s**'),
      ),
    ).toBe(false);
    expect(
      answersTheQuestion(
        '¿Cuántas soluciones tiene sen(2x) = 0 en [0; 2π)?',
        reply('**x ∈ { 0; π/2; π; 3π/2 }**'),
      ),
    ).toBe(false);
    expect(
      answersTheQuestion(
        '¿Cuántas soluciones tiene sen(2x) = 0 en [0; 2π)?',
        reply('**4 soluciones: 0; π/2; π; 3π/2**'),
      ),
    ).toBe(true);
  });

  it('reads «¿a qué temperatura…?» as a temperature asked, even beside the pressure it names', () => {
    const asked =
      '¿A qué temperatura 0,5 mol de oxígeno, en un tanque de 12,3 L, tienen una presión de 1 atm?';
    expect(answersTheQuestion(asked, reply('**T = 300 K (27 °C)**'))).toBe(true);
    expect(answersTheQuestion(asked, reply('**V = 24,6 L**'))).toBe(false);
    expect(answersTheQuestion('Calcular la temperatura final del agua.', reply('**T = 35 °C**'))).toBe(true);
    // A temperature named as the condition of another quantity is not what is asked.
    expect(answersTheQuestion('¿Qué volumen ocupa a esa temperatura?', reply('**V = 24,6 L**'))).toBe(true);
  });

  it('does not take "no real roots" for an equation in the complex numbers', () => {
    expect(
      answersTheQuestion(
        'Resolvé en los números complejos z² + 2z + 5 = 0.',
        reply('**La ecuación no tiene raíces reales**'),
      ),
    ).toBe(false);
  });
});

describe('uncertainReply', () => {
  it('keeps no computed value from the steps, even in a formula', () => {
    const text = workedReply({
      title: 'Ecuación lineal',
      data: 'la ecuación 2x = 10',
      steps: [String.raw`Dividí por 2: $x = \frac{10}{2} = 5$.`, 'Queda x = 5.'],
      answer: '**x = 5**',
      closing: '¿Por qué?',
    });
    const reply = uncertainReply(text, [7]);

    expect(reply).toContain('1. Dividí por 2.');
    expect(reply).not.toMatch(/x = 5|= 5/);
  });
});

describe('the gate on random data (seeded)', () => {
  // mulberry32: the same draws on every run.
  function random(seed: number) {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const units = ['m', 'kg', 's', 'km/h', 'm/s²', 'N', 'J', 'L', 'g', '°C'];
  const asTyped = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 3 });
  const inLatex = (value: number) => asTyped.format(value).replace(/,/g, '{,}');

  it('finds every datum a reply writes in LaTeX, and names the one it leaves out', () => {
    const draw = random(20_261_129);
    for (let round = 0; round < 300; round++) {
      const count = 2 + Math.floor(draw() * 4);
      const data = Array.from({ length: count }, () => {
        const scale = [1, 10, 1000, 100_000][Math.floor(draw() * 4)] as number;
        return Math.round(draw() * scale * 1000) / 1000 || 1;
      });
      const statement = data
        .map((value, i) => `dato ${asTyped.format(value)} ${units[i % units.length]}`)
        .join(', ');
      const reply = data.map((value) => `$${inLatex(value)}$`).join(' · ');

      expect(unusedData(statement, reply), statement).toEqual([]);
      const left = Math.floor(draw() * count);
      const partial = data
        .filter((_, i) => i !== left)
        .map((value) => `$${inLatex(value)}$`)
        .join(' · ');
      const expected = data.some((value, i) => i !== left && value === data[left]) ? [] : [data[left]];
      expect(unusedData(statement, partial), statement).toEqual(expected);
    }
  });
});

describe('answersEachPartsKind', () => {
  const reply = (result: string) => `## Niveles\n\n**Datos:** n = 3.\n\n1. Paso.\n\n${result}\n\n¿Por qué?`;

  it('takes the kind each part names first, and energies in eV and lengths in nm or after a power of ten', () => {
    const parts = [
      '¿Qué energía?',
      '¿Qué longitud de onda tiene el fotón cuando el electrón pasa de n = 3 a n = 2?',
    ];
    expect(answersEachPartsKind(parts, reply('**E ≈ 1,89 eV; λ ≈ 6,58 · 10⁻⁷ m**'))).toBe(true);
    expect(answersEachPartsKind(parts, reply('**E ≈ 1,89 eV; λ ≈ 658 nm**'))).toBe(true);
    // A time is no wavelength: the part's «cuando» is a condition, not what it asks.
    expect(answersEachPartsKind(parts, reply('**E ≈ 1,89 eV; t = 2 s**'))).toBe(false);
    expect(
      answersEachPartsKind(['¿Cuánto tarda?', '¿Qué distancia recorre?'], reply('**t = 4 s; d = 40 m**')),
    ).toBe(true);
  });
});

describe('a trig ratio the statement gives', () => {
  it('is a table value to compute with, not a datum: the angle stays one', () => {
    expect(
      statementData(
        'Tira con 100 N de una soga a 37° de la horizontal a lo largo de 10 m (sen 37° = 0,6; cos 37° = 0,8; g = 10 m/s²).',
      ),
    ).toEqual([100, 37, 10, 37, 37, 10]);
    // «sen α = 0,6» gives no angle: its value is the datum.
    expect(statementData('Un plano inclinado con sen α = 0,6 y 5 m de largo.')).toEqual([0.6, 5]);
  });
});
