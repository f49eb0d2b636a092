/**
 * Algebra read the way exam pages write it (#32, session 25, the set math-exam-pages-2-algebra): the
 * domain of an equation asked alone (never answered with its solution), and a later part that evaluates
 * an expression at the solution an earlier part found, ordered in ustedeo («calcule»), after a part that
 * only said «Resuelva la ecuación.»; a later part on the letter an earlier part found («Con el valor de k
 * hallado, factorice P(x)»), the letter's value written into the statement; a root said as a fact («se
 * sabe que x = 3 es una de sus raíces»); a double root at an irrational parameter (k = ±4√3); work rates
 * with times in hours and minutes, and a first stretch said «durante 2 horas» before another «se le suma»
 * (the worker «Un pintor termina de pintar…» named by the noun, not by «de»). Each with
 * variants in other words and a near miss that must stay unsure or answer what it asks; every value
 * worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { numbersIn } from '../../../content/exam-style/helpers.ts';
import { statedResult } from '../evaluation/exam-style.ts';
import { answerOfflineDetailed } from '../offline/engine.ts';

const reply = (message: string) => answerOfflineDetailed({ message, passages: [] });

/** The numbers a reply states as its result (its bold lines, not its steps). */
const stated = async (message: string) => {
  const answer = await reply(message);
  return { certain: answer.certain, numbers: numbersIn(statedResult(answer.text)), text: answer.text };
};

describe('the domain of an equation, asked alone', () => {
  it.each([
    // x > 0 and x − 3 > 0: (3; +∞).
    ['Indique el dominio de la ecuación log x + log(x − 3) = 1.', [3]],
    [
      'Se da la ecuación log x + log(x − 3) = 1, donde log es el logaritmo decimal. Indique el dominio de la ecuación.',
      [3],
    ],
    // x + 2 ≥ 0: [−2; +∞).
    ['Determiná el dominio de la ecuación √(x + 2) = x − 4.', [-2]],
    // x ≠ 2 and x ≠ −4.
    ['¿Cuál es el dominio de la ecuación 5/(x − 2) = 3/(x + 4)?', [-4, 2]],
  ])('%s states the domain, not a solution', async (message, bounds) => {
    const { certain, numbers, text } = await stated(message);
    expect(certain).toBe(true);
    expect(text).toMatch(/Dominio de la ecuación/);
    for (const bound of bounds) expect(numbers).toContain(bound);
    // log x + log(x − 3) = 1 has the solution 5; √(x + 2) = x − 4 has 7: neither is stated.
    expect(numbers).not.toContain(5);
    expect(numbers).not.toContain(7);
  });

  it('an equation to solve «teniendo en cuenta su dominio» is still solved, not answered with its domain', async () => {
    const { certain, text } = await stated(
      'Resolver la ecuación log x + log(x − 3) = 1 teniendo en cuenta su dominio.',
    );
    expect(certain).toBe(true);
    expect(text).toMatch(/\*\*Solución: x = 5\*\*/);
    expect(text).not.toMatch(/Dominio de la ecuación/);
  });

  it('never answers «qué valores no puede tomar x» with the equation’s solution', async () => {
    const { certain, numbers } = await stated(
      'Se da la ecuación 3/(x − 1) − 2/(x + 1) = 10/(x² − 1). Indique qué valores no puede tomar x.',
    );
    // The solution is x = 5: sure only if it states the excluded 1 and −1 instead.
    if (certain) expect(numbers).toEqual(expect.arrayContaining([1, -1]));
    expect(certain && numbers.includes(5)).toBe(false);
  });
});

describe('a later part evaluates an expression at the earlier part’s solution', () => {
  it.each([
    // x = 5; 3/(5 − 1) = 0,75.
    [
      'Se da la ecuación 3/(x − 1) − 2/(x + 1) = 10/(x² − 1).\na) Resuelva la ecuación.\nb) Con la solución obtenida, calcule el valor de 3/(x − 1).',
      [5, 0.75],
    ],
    // x = 5; log₅ 25 + 1 = 3.
    [
      'Se da la ecuación log x + log(x − 3) = 1.\na) Resuélvala.\nb) Con la solución hallada, calcule log₅(x²) + 1.',
      [5, 3],
    ],
    // x = 13 (4(x − 2) − 3(x + 1) = 2); 2 · 13 − 6 = 20.
    [
      'Dada la ecuación (x − 2)/3 − (x + 1)/4 = 1/6:\na) Resolver.\nb) Con el valor obtenido, halle el valor de 2x − 6.',
      [13, 20],
    ],
    // (1; 2; 3): 1 + 4 + 9 = 14.
    [
      'Dado el sistema\nx + y + z = 6\n2x − y + z = 3\nx + 2y − z = 2\na) Resuélvalo.\nb) Con la solución obtenida, calcule x² + y² + z².',
      [1, 2, 3, 14],
    ],
  ])('%s', async (message, values) => {
    const { certain, numbers } = await stated(message);
    expect(certain).toBe(true);
    for (const value of values) expect(numbers.some((n) => Math.abs(n - value) < 1e-6)).toBe(true);
  });

  it('a later part that asks to solve another equation is not the earlier value put in', async () => {
    const { certain, numbers } = await stated(
      'Se da la ecuación 3/(x − 1) − 2/(x + 1) = 10/(x² − 1).\na) Resuelva la ecuación.\nb) Con la solución obtenida, calcule k tal que kx = 20.',
    );
    // k · 5 = 20 ⇒ k = 4: sure only with that value.
    if (certain) expect(numbers).toContain(4);
  });
});

describe('a later part on the letter an earlier part found', () => {
  it.each([
    // P(3) = 15 + 3k = 0 ⇒ k = −5; x³ − 2x² − 5x + 6 = (x − 3)(x + 2)(x − 1); P(−1) = 8.
    [
      'Dado el polinomio P(x) = x³ − 2x² + kx + 6, se sabe que x = 3 es una de sus raíces.\na) Determine el valor de k.\nb) Con el valor de k hallado, factorice P(x) e indique las otras dos raíces.\nc) Calcule el resto de dividir P(x) por (x + 1).',
      [-5, -2, 1, 8],
    ],
    // P(2) = 4m − 4 = 0 ⇒ m = 1; x³ + x² − 4x − 4 = (x + 1)(x − 2)(x + 2).
    [
      'Sea P(x) = x³ + mx² − 4x − 4.\na) Hallá m para que P(x) sea divisible por (x − 2).\nb) Con ese valor, hallá todas las raíces de P(x).',
      [1, -2, -1, 2],
    ],
    // 4 − 2k + 12 = 0 ⇒ k = 8; x² + 8x + 12 = 0 ⇒ −6 and −2; Δ = k² − 48 = 0 ⇒ k = ±4√3 ≈ ±6,93.
    [
      'En la ecuación x² + kx + 12 = 0, k es un número real.\na) Determine k sabiendo que x = −2 es solución.\nb) Para ese valor de k, halle la otra solución.\nc) ¿Para qué valores de k la ecuación tiene una raíz doble?',
      [8, -6, 4 * Math.sqrt(3), -4 * Math.sqrt(3)],
    ],
  ])('%s', async (message, values) => {
    const { certain, numbers } = await stated(message);
    expect(certain).toBe(true);
    for (const value of values) expect(numbers.some((n) => Math.abs(n - value) < 1e-6)).toBe(true);
  });

  it('a part that gives the letter a value of its own is not read with the earlier one', async () => {
    // b) asks at k = 1, not at a)'s k = 8: x² + x + 12 = 0 has no real roots; never −6 nor −2.
    const { numbers } = await stated(
      'En la ecuación x² + kx + 12 = 0, k es un número real.\na) Determine k sabiendo que x = −2 es solución.\nb) Para k = 1, halle las soluciones reales.',
    );
    expect(numbers).not.toContain(-6);
  });

  it('the root said as a fact of the polynomial', async () => {
    for (const [message, value] of [
      [
        'Dado el polinomio P(x) = x³ − 2x² + kx + 6, se sabe que x = 3 es una de sus raíces. Determine el valor de k.',
        -5,
      ],
      // P(−1) = −2 + a + 3 + 1 = 0 ⇒ a = −2.
      ['Sabiendo que x = −1 es una de las raíces de P(x) = 2x³ + ax² − 3x + 1, hallá el valor de a.', -2],
    ] as const) {
      const { certain, numbers } = await stated(message);
      expect(certain).toBe(true);
      expect(numbers).toContain(value);
    }
    // No root given: k is not determined.
    const { certain } = await stated('Dado el polinomio P(x) = x³ − 2x² + kx + 6, determine el valor de k.');
    expect(certain).toBe(false);
  });

  it('a double root at an irrational value of the parameter, and a rational one still exact', async () => {
    const irrational = await stated('Hallá m para que x² − mx + 5 = 0 tenga raíces iguales.');
    expect(irrational.certain).toBe(true);
    expect(irrational.text).toMatch(/m = -2√5 o m = 2√5/);
    const rational = await stated('¿Para qué valores de k la ecuación x² + kx + 9 = 0 tiene una raíz doble?');
    expect(rational.text).toMatch(/k = -6 o k = 6/);
    // Two real distinct roots: Δ = k² − 48 > 0 is not a linear condition, not this reading's.
    const distinct = await stated(
      '¿Para qué valores de k la ecuación x² + kx + 12 = 0 tiene dos raíces reales distintas?',
    );
    expect(distinct.certain).toBe(false);
  });
});

describe('work rates in exam-page wording', () => {
  it.each([
    // 360 min = 6 h; 1/4 + 1/6 = 5/12 ⇒ 2,4 h = 144 min.
    [
      'Una canilla sola llena un tanque en 4 h; otra, sola, lo llena en 360 min. Si se abren las dos juntas con el tanque vacío, ¿cuántos minutos tarda en llenarse?',
      144,
    ],
    // 3 h = 180 min; 1/90 + 1/180 = 1/60 ⇒ 60 min.
    [
      'Una bomba llena un depósito en 90 minutos y otra lo llena en 3 horas. ¿Cuánto tiempo tardan las dos juntas?',
      60,
    ],
    // In 2 h the painter does 1/3; the rest 2/3 at 1/6 + 1/9 = 5/18 per hour ⇒ 2,4 h.
    [
      'Un pintor termina de pintar una sala en 6 horas; su ayudante, trabajando solo, tardaría 9 horas. Si el pintor trabaja solo durante 2 horas y recién entonces se le suma el ayudante, ¿cuánto tiempo más tardan entre los dos en terminar?',
      2.4,
    ],
    // Both for 1 h do 1/4 + 1/12 = 1/3; the rest 2/3 at 1/4 per hour (B left) ⇒ 8/3 h ≈ 2,67 h.
    [
      'La bomba A llena un tanque en 4 h y la bomba B en 12 h. Funcionan juntas durante 1 h y luego la bomba B se descompone. ¿Cuánto tiempo más tarda la A sola en llenarlo?',
      8 / 3,
    ],
  ])('%s', async (message, value) => {
    const { certain, numbers } = await stated(message);
    expect(certain).toBe(true);
    expect(numbers.some((n) => Math.abs(n - value) < 0.01)).toBe(true);
  });

  it('a working day is no 24 h, and a stretch with no one joining or leaving is no stage', async () => {
    expect(
      (await stated('Un albañil levanta una pared en 2 días y otro en 30 horas. ¿Cuánto tardan juntos?'))
        .certain,
    ).toBe(false);
    const { certain } = await stated(
      'Un pintor termina de pintar una sala en 6 horas; su ayudante, trabajando solo, tardaría 9 horas. Si trabajan juntos durante 2 horas, ¿cuánto tiempo más tardan en terminar?',
    );
    expect(certain).toBe(false);
  });
});
