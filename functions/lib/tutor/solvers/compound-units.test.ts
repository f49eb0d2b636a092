import { describe, expect, it } from 'vitest';
import { solveConversion } from './units.ts';

const answer = (message: string) =>
  solveConversion(message)
    ?.split('\n')
    .find((line) => line.startsWith('**') && !line.startsWith('**Datos')) ?? '';

describe('solveConversion: a density and a weight in kgf', () => {
  it.each([
    ['La densidad de un material es 2,7 g/cm³. ¿Cuánto vale en kg/m³?', '**2,7 g/cm³ = 2.700 kg/m³**'],
    ['Expresá una densidad de 920 kg/m³ en g/cm³.', '**920 kg/m³ = 0,92 g/cm³**'],
    ['El mercurio tiene 13,6 g/cm³; pasalo a kg/L', '**13,6 g/cm³ = 13,6 kg/L**'],
    ['Un cuerpo pesa 35 kgf. Expresá su peso en newtons, con g = 9,8 m/s².', '**35 kgf = 343 N**'],
    ['Pasá 50 kgf a N, con g = 10 m/s²', '**50 kgf = 500 N**'],
    ['¿Cuántos kgf son 196 N?', '**196 N = 20 kgf**'],
  ])('%s', (message, expected) => {
    expect(answer(message)).toBe(expected);
  });

  it('leaves alone a statement with another number, and one that converts nothing', () => {
    expect(solveConversion('Un bloque de 2,7 g/cm³ ocupa 10 cm³. ¿Cuánto vale su densidad en kg/m³?')).toBe(
      undefined,
    );
    expect(solveConversion('Un cuerpo de 35 kgf se apoya en 2 m². ¿Cuánto vale la fuerza en N?')).toBe(
      undefined,
    );
    expect(solveConversion('Una fuerza de 20 N actúa sobre un cuerpo.')).toBe(undefined);
  });

  it('brings a density back to its value (seeded)', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 40; i++) {
      const grams = (Math.round(next() * 200) + 1) / 10;
      const there = answer(`Pasá ${grams.toFixed(1).replace('.', ',')} g/cm³ a kg/m³`);
      const value = Number(
        (/= ([\d.,]+) kg\/m³/.exec(there)?.[1] ?? 'NaN').replace(/\./g, '').replace(',', '.'),
      );
      expect(value / 1000, there).toBeCloseTo(grams, 6);
    }
  });
});

describe('solveConversion: the order with its pronoun, as exams write it', () => {
  it.each([
    ['La densidad de un aceite es de 920 kg/m³. Expresarla en g/cm³.', '**920 kg/m³ = 0,92 g/cm³**'],
    ['La densidad del cobre es 8,9 g/cm³. Convertirla a kg/m³.', '**8,9 g/cm³ = 8.900 kg/m³**'],
  ])('%s', (message, expected) => {
    expect(answer(message)).toBe(expected);
  });
});
