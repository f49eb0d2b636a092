import { describe, expect, it } from 'vitest';
import { quadraticModel, solveQuadraticModel } from './quadratic-model.ts';
import { expectCertain, random } from './testing.ts';

const solve = (problem: string) => solveQuadraticModel(problem);
const ball =
  'La altura (en metros) de un proyectil lanzado desde el suelo está dada por h(t) = −5t² + 30t, con t en segundos.';

describe('solveQuadraticModel', () => {
  it.each([
    [
      'Se lanza una pelota hacia arriba y su altura, en metros, a los t segundos es h(t) = −5t² + 20t + 1,5. Calcular la altura máxima que alcanza.',
      '**h_máx = 21,5**',
    ],
    [`${ball} ¿En qué instante alcanza la altura máxima?`, '**t = 3**'],
    [`${ball} ¿Cuál es esa altura máxima?`, '**h_máx = 45**'],
    [`${ball} ¿Cuánto tiempo tarda en volver al suelo?`, '**t = 6**'],
    [
      'El costo de producir x unidades es C(x) = 2x² − 40x + 500. ¿Cuál es el costo mínimo?',
      '**C_mín = 300**',
    ],
    [
      'Una piedra se arroja desde un puente y su altura sobre el agua es h(t) = −5t² + 10t + 15. ¿Cuánto tarda en caer al agua?',
      '**t = 3**',
    ],
    // Where the maximum is, asked as a quantity of the variable; «tocar el suelo» without «al».
    [
      'La ganancia de un kiosco es G(x) = −2x² + 120x − 1000. ¿Cuántas unidades debe vender para obtener la ganancia máxima?',
      '**x = 30**',
    ],
    ['La altura de una pelota es h(t) = −5t² + 20t + 25. ¿Cuánto tarda en tocar el suelo?', '**t = 5**'],
  ])('%s', (problem, expected) => {
    expectCertain(solve(problem), expected);
  });

  it.each([
    // A speed asked when the maximum is reached is not the function's value.
    `${ball} ¿Qué velocidad tiene cuando alcanza la altura máxima?`,
    // A number outside the formula: a value at a time, not the vertex.
    `${ball} ¿A qué altura está a los 2 s?`,
    // A maximum of an upward parabola does not exist.
    'El costo es C(x) = 2x² − 40x + 500. ¿Cuál es el costo máximo?',
    // Two things asked.
    `${ball} ¿Cuál es la altura máxima y cuánto tarda en volver al suelo?`,
    // A unit asked other than the function's (the time spent above a height is read since wave 26).
    'La altura de un proyectil es h(t) = −5t² + 30t. ¿Cuál es la altura máxima en centímetros?',
    'La ganancia es G(x) = −x² + 40x − 300. ¿Cuál es la ganancia máxima en pesos si G está en miles de pesos?',
  ])('declines what it cannot answer with every datum: %s', (problem) => {
    expect(solve(problem)?.certain).not.toBe(true);
  });

  it('reads the time spent above a height between the two instants it is reached', () => {
    const reply = solve('Una pelota sigue h(t) = −5t² + 20t. ¿Cuánto tiempo está por encima de 15 m?');
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**Δt = 2** (entre t = 1 y t = 3)');
  });

  it('solves its own examples', () => {
    for (const example of quadraticModel.examples) expect(solve(example)?.certain).toBe(true);
  });
});

describe('solveQuadraticModel, checked back', () => {
  it('finds the top of h(t) = −5t² + bt + c, which no other t exceeds', () => {
    const next = random(5);
    for (let trial = 0; trial < 40; trial++) {
      const b = 10 * (1 + Math.floor(next() * 6));
      const c = Math.floor(next() * 30);
      const reply = solve(
        `La altura de una pelota es h(t) = −5t² + ${b}t + ${c}. Calcular la altura máxima.`,
      );
      const top = Number(/\*\*h_máx = (-?\d+(?:,\d+)?)\*\*/.exec(reply?.text ?? '')?.[1]?.replace(',', '.'));
      const h = (t: number) => -5 * t * t + b * t + c;
      expect(reply?.certain).toBe(true);
      expect(top).toBeCloseTo(h(b / 10), 9);
      for (let t = 0; t <= 12; t += 0.25) expect(h(t)).toBeLessThanOrEqual(top + 1e-9);
    }
  });
});

describe('solveQuadraticModel: the count that makes the quantity extreme (#32)', () => {
  it.each([
    // x_v = −40/(−2) = 20 mesas (the maximum G(20) = 100 is not what is asked).
    [
      'Un taller estima que su ganancia al fabricar x mesas es G(x) = −x² + 40x − 300. ¿Cuántas mesas debe fabricar para que la ganancia sea máxima?',
      '**x = 20**',
    ],
    // Ustedeo, a minimum: x_v = 80/4 = 20 sillas.
    [
      'El costo de producir x sillas es C(x) = 2x² − 80x + 1000. ¿Cuántas sillas hay que producir para que el costo sea mínimo?',
      '**x = 20**',
    ],
    // Voseo, another noun: x_v = 60/(2·3) = 10 bicicletas.
    [
      'El ingreso por vender x bicicletas es I(x) = −3x² + 60x. ¿Cuántas bicicletas tenés que vender para que el ingreso sea máximo?',
      '**x = 10**',
    ],
  ])('states where, not the extreme value: %s', (problem, expected) => {
    const reply = solve(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
    expect(reply?.text).not.toMatch(/\*\*[A-Z]_máx|\*\*[A-Z]_mín/);
  });

  it('still states the value when the value is asked', () => {
    expect(
      solve(
        'Un taller estima que su ganancia al fabricar x mesas es G(x) = −x² + 40x − 300. ¿Cuál es la ganancia máxima?',
      )?.text,
    ).toContain('**G_máx = 100**');
  });
});

describe('solveQuadraticModel: the body named between the verb and the ground (#32)', () => {
  it.each([
    // −5t² + 20t + 25 = 0 ⇔ t² − 4t − 5 = 0 ⇒ t = 5.
    [
      'Su altura sobre el suelo, en metros, a los t segundos es h(t) = −5t² + 20t + 25. ¿En qué instante llega la pelota al suelo?',
      '**t = 5**',
    ],
    // t² − 2t − 3 = 0 ⇒ t = 3.
    ['La altura de una piedra es h(t) = −5t² + 10t + 15. ¿Cuándo toca la piedra el suelo?', '**t = 3**'],
  ])('%s', (problem, expected) => {
    const reply = solve(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });
});

describe('solveQuadraticModel: when the extreme is reached, and its value in the same question (#32)', () => {
  it.each([
    // «¿Cuándo es máxima?» asks where: x_v = 20 (not G_máx = 100).
    ['La ganancia es G(x) = −x² + 40x − 300. ¿Cuándo es máxima?', ['**x = 20**']],
    // Both in one question: t_v = 2, h(2) = −20 + 40 + 25 = 45.
    [
      'Su altura sobre el suelo, en metros, a los t segundos es h(t) = −5t² + 20t + 25. ¿En qué instante alcanza la altura máxima y cuál es esa altura?',
      ['**t = 2**', '**h_máx = 45**'],
    ],
    // Voseo, a minimum: C(x) = 2x² − 40x + 300, x_v = 10, C(10) = 100.
    [
      'El costo es C(x) = 2x² − 40x + 300. ¿En qué valor de x es mínimo y cuánto vale ese costo?',
      ['**x = 10**', '**C_mín = 100**'],
    ],
  ])('%s', (problem, expected) => {
    const reply = solve(problem);
    expect(reply?.certain).toBe(true);
    for (const text of expected) expect(reply?.text).toContain(text);
  });
  it('leaves «cuándo» that asks another quantity at the extreme', () => {
    expect(
      solve(
        'La altura de una pelota es h(t) = −5t² + 20t + 1. ¿Qué velocidad tiene cuando alcanza la altura máxima?',
      )?.certain,
    ).not.toBe(true);
  });
});
