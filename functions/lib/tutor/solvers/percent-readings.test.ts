import { describe, expect, it } from 'vitest';
import { fmt, parseNumber } from './numbers.ts';
import { solveProportions } from './proportions.ts';
import { expectCertain, random } from './testing.ts';

describe('percentages read the other way round', () => {
  it.each([
    ['El 15 % de un número es 45. ¿Cuál es el número?', 'El número es 300'],
    ['¿De qué número es 36 el 12 %?', 'El número es 300'],
    ['¿Qué porcentaje de 80 es 12?', '15 %'],
    ['¿Qué porcentaje representan 45 de 180?', '25 %'],
    ['En un curso de 40 alumnos aprobaron 28. ¿Qué porcentaje de alumnos aprobó?', '70 %'],
    [
      'En una caja hay 60 tornillos y 15 están oxidados. ¿Qué porcentaje de los tornillos está oxidado?',
      '25 %',
    ],
    [
      'Después de un descuento del 15 % pagué $ 6.800. ¿Cuál era el precio original?',
      'Precio original: $ 8.000',
    ],
    ['Un precio aumentó un 20 % y ahora es $ 3.600. ¿Cuánto costaba antes?', 'Precio original: $ 3.000'],
    // The complement of the group counted.
    ['En un curso de 40 alumnos aprobaron 26. ¿Qué porcentaje de alumnos desaprobó?', '35 %'],
    ['En un curso de 40 alumnos aprobaron 28. ¿Qué porcentaje desaprobó?', '30 %'],
    ['De 40 alumnos, 12 no aprobaron. ¿Qué porcentaje aprobó?', '70 %'],
    ['A la clase de un curso de 30 alumnos asistieron 24. ¿Qué porcentaje de alumnos no asistió?', '20 %'],
    // Another percentage of the whole found.
    ['El 30 % de un número es 45. ¿Cuánto es el 70 % de ese número?', 'El 70 % del número es 105'],
    ['El 12 % de cierto número es 18. ¿Cuál es el 40 % de dicho número?', 'El 40 % del número es 60'],
    // The change in pesos, from the price after it or before it.
    [
      'Después de un aumento del 20 %, un artículo cuesta $ 1800. ¿De cuántos pesos fue el aumento?',
      'El aumento fue de $ 300',
    ],
    [
      'Con un descuento del 15 % se pagaron $ 1700 por unas zapatillas. ¿Cuánto dinero se ahorró?',
      'Se ahorró $ 300',
    ],
    ['Después de un descuento del 15 % pagué $ 6.800. ¿Cuánto ahorré?', 'Se ahorró $ 1.200'],
    [
      'Tras un recargo del 10 % la cuota quedó en $ 5500. ¿De cuánto fue el recargo?',
      'El recargo fue de $ 500',
    ],
    ['Un celular cuesta $ 2000 y tiene un 15 % de descuento. ¿Cuánto dinero se ahorra?', 'Se ahorró $ 300'],
  ])('%s', (statement, expected) => {
    expectCertain(solveProportions(statement), `**${expected}**`);
  });

  it.each([
    // Another group than the one counted.
    'De 250 personas encuestadas, 90 prefieren el té. ¿Qué porcentaje prefiere el café?',
    // A count and a question both denied, a count said with a word of its own: not read.
    'De 40 alumnos, 12 no aprobaron. ¿Qué porcentaje no aprobó?',
    'De 40 alumnos, 12 desaprobaron. ¿Qué porcentaje aprobó?',
    // Another percentage of another number.
    'El 30 % de un número es 45. ¿Cuánto es el 70 % de 200?',
    // The change with the price said both ways, or its percentage asked.
    'Un artículo costaba $ 2000 y después de un aumento del 20 % se pagó más. ¿De cuántos pesos fue el aumento?',
    'Con un descuento del 15 % se pagaron $ 1700. ¿Cuánto fue el aumento?',
    // A measure, not a count of things.
    'Un tanque de 500 litros se llena con 20 litros por minuto. ¿Qué porcentaje se llenó?',
    // A share of the price before, not that price.
    'Con un descuento del 15 % se pagaron $ 1700. ¿Qué porcentaje del precio original se pagó?',
    'Un precio aumentó un 20 % y ahora es $ 1800. ¿Cuánto aumentó respecto del precio original?',
  ])('leaves alone «%s»', (statement) => {
    expect(solveProportions(statement)?.certain).not.toBe(true);
  });

  it('gives back a whole that the percentage takes to the part (seeded)', () => {
    const next = random(32_2001);
    for (let i = 0; i < 40; i++) {
      const p = 5 * (1 + Math.floor(next() * 19));
      const whole = 20 * (1 + Math.floor(next() * 50));
      const part = (p * whole) / 100;
      const reply = solveProportions(`El ${p} % de un número es ${fmt(part, 4)}. ¿Cuál es el número?`);
      const found = parseNumber(/El número es ([\d.,]+)/.exec(reply?.text ?? '')?.[1] ?? 'NaN');

      expect(reply?.certain).toBe(true);
      expect(Math.abs((found * p) / 100 - part)).toBeLessThan(1e-6);
    }
  });

  it('gives back a price that the discount takes to the price paid (seeded)', () => {
    const next = random(32_2002);
    for (let i = 0; i < 40; i++) {
      const p = 5 * (1 + Math.floor(next() * 12));
      const before = 400 * (1 + Math.floor(next() * 40));
      const paid = before * (1 - p / 100);
      const reply = solveProportions(
        `Con un descuento del ${p} % un artículo se pagó $ ${fmt(paid, 2)}. ¿Cuál era su precio original?`,
      );
      const found = parseNumber(/Precio original: \$ ([\d.,]+)/.exec(reply?.text ?? '')?.[1] ?? 'NaN');

      expect(reply?.certain).toBe(true);
      expect(Math.abs(found * (1 - p / 100) - paid)).toBeLessThan(0.01);
    }
  });
});

describe('a price before successive changes', () => {
  it.each([
    [
      'El precio de un artículo se aumentó un 20 % y, un mes después, el nuevo precio se rebajó un 15 %. Si ahora cuesta $ 8.160, ¿cuál era el precio original?',
      'Precio original: $ 8.000',
    ],
    [
      'Un televisor tuvo un aumento del 10 % y luego un descuento del 10 %. Ahora cuesta $ 99.000. ¿Cuál era el precio inicial?',
      'Precio original: $ 100.000',
    ],
    [
      'Un producto aumentó un 30 %, después otro 20 %. Hoy vale $ 15.600. ¿Cuánto costaba antes de los aumentos?',
      'Precio original: $ 10.000',
    ],
    [
      // The change named after its percentage («el 21 % de IVA»), not the discount of the clause before.
      'Después de una rebaja del 20 % y de sumarle el 10,5 % de IVA al precio rebajado, se pagaron $ 17.680. ¿Cuál era el precio original?',
      'Precio original: $ 20.000',
    ],
  ])('%s', (problem, answer) => {
    expectCertain(solveProportions(problem), `**${answer}**`);
  });

  it('finds the price back for seeded chains of two changes', () => {
    const next = random(2029);
    for (let k = 0; k < 40; k++) {
      const before = 1000 * (1 + Math.floor(next() * 50));
      const up = 5 * (1 + Math.floor(next() * 8));
      const down = 5 * (1 + Math.floor(next() * 8));
      const after = Math.round(before * (1 + up / 100) * (1 - down / 100) * 100) / 100;
      const problem = `Un artículo aumentó un ${up} % y después se rebajó un ${down} %. Ahora cuesta $ ${fmt(after, 2)}. ¿Cuál era el precio original?`;
      const reply = solveProportions(problem);
      expectCertain(reply, 'Precio original');
      const stated = /Precio original: \$ ([\d.,]+)/.exec(reply?.text ?? '')?.[1] ?? '';
      expect(Math.abs((parseNumber(stated) ?? Number.NaN) - before), problem).toBeLessThan(0.01);
    }
  });
});

describe('the price without the IVA a price includes (#32)', () => {
  it.each([
    // 605.000 / 1,21 = 500.000.
    [
      'Un celular cuesta $ 605.000 con IVA del 21 % incluido. ¿Cuál es el precio sin IVA?',
      'Precio sin IVA: $ 500.000',
    ],
    // The IVA already in the price is undone, not applied again: 2500 / 1,21 ≈ 2066,12.
    [
      'Un artículo cuesta $ 2500 con IVA del 21 % incluido. ¿Cuál es el precio sin IVA?',
      'Precio sin IVA: $ 2.066,12',
    ],
    // 121.000 / 1,105 ≈ 109.502,26 (the reduced rate).
    [
      'Un kilo de carne cuesta $ 121.000 con el IVA (10,5 %) incluido. ¿Cuál es su precio neto, sin IVA?',
      'Precio sin IVA: $ 109.502,26',
    ],
  ])('%s', (problem, answer) => {
    expectCertain(solveProportions(problem), `**${answer}**`);
  });
});
