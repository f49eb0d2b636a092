import { describe, expect, it } from 'vitest';
import { foldText } from '../text.ts';
import { consecutiveByFact } from './number-parts-consecutive.ts';

const read = (text: string) => consecutiveByFact(foldText(text));
const squares = 'Tres números naturales consecutivos cumplen que la suma de sus cuadrados es 365.';

describe('consecutiveByFact', () => {
  it('finds the numbers by the sum of their squares, and what is asked of them', () => {
    expect(read(`${squares} Encontrá los tres números.`)?.answer).toBe('**Los números son 10, 11 y 12**');
    expect(read(`${squares} Calculá el producto del menor por el mayor.`)?.answer).toContain(
      '**10 · 12 = 120**',
    );
    expect(
      read(
        'Dos números naturales pares consecutivos cumplen que la suma de sus cuadrados es 340. ¿Cuál es el mayor?',
      )?.answer,
    ).toContain('**El mayor es 14**');
  });

  it('reads a product', () => {
    expect(
      read('El producto de tres números naturales consecutivos es 210. Hallá los tres números.')?.answer,
    ).toBe('**Los números son 5, 6 y 7**');
  });

  it('leaves alone two runs that fit, no run, another question and an extra number', () => {
    // Integers: −12, −11, −10 fit too.
    expect(
      read(
        'Tres números enteros consecutivos cumplen que la suma de sus cuadrados es 365. Encontrá los números.',
      ),
    ).toBeUndefined();
    expect(
      read(
        'Tres números naturales consecutivos cumplen que la suma de sus cuadrados es 366. Encontrá los tres números.',
      ),
    ).toBeUndefined();
    expect(read(`${squares} Calculá la suma de los tres números.`)).toBeUndefined();
    expect(read(`${squares} Encontrá los tres números y sumale 4 al mayor.`)).toBeUndefined();
  });
});
