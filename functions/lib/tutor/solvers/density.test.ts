import { describe, expect, it } from 'vitest';
import { solveDensity } from './density.ts';
import { fmt } from './numbers.ts';

describe('solveDensity', () => {
  it('gives a density from a mass and a volume, in the unit the question asks first', () => {
    const reply = solveDensity(
      'Un bloque de 2 kg ocupa un volumen de 800 cm³. ¿Cuál es su densidad en g/cm³?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**ρ = 2,5 g/cm³ = 2.500 kg/m³**');
  });

  it('gives a mass from a density and a volume in litres or millilitres, in an options stem', () => {
    const reply = solveDensity(
      'Un líquido de densidad 0,8 g/cm³ llena un recipiente de 5 L. Indicar la opción correcta: la masa del líquido es\nA) 6,25 kg\nB) 40 kg\nC) 4 kg\nD) 0,4 kg\nE) Ninguna de las anteriores',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**m = 4 kg = 4.000 g**');
    expect(solveDensity('¿Qué masa de mercurio (ρ = 13,6 g/cm³) hay en 250 mL?')?.text).toContain('3.400 g');
  });

  it('gives a volume from a density and a mass', () => {
    const reply = solveDensity('¿Qué volumen ocupan 540 g de aluminio, cuya densidad es 2700 kg/m³?');

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('0,2 L = 200 cm³');
  });

  it('leaves alone a body under a liquid, a datum it does not read, and a magnitude the data already give', () => {
    expect(
      solveDensity('Un cuerpo de 2 kg y 800 cm³ se sumerge en agua. ¿Cuál es el empuje?'),
    ).toBeUndefined();
    expect(
      solveDensity('Un bloque de 2 kg ocupa 800 cm³ a 20 °C y mide 10 cm de lado. ¿Cuál es su densidad?'),
    ).toBeUndefined();
    expect(solveDensity('Un bloque de 2 kg ocupa 800 cm³. ¿Cuál es su masa?')).toBeUndefined();
  });

  it('finds back the density of bodies built from known values (seeded)', () => {
    let seed = 11;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 40; i++) {
      const grams = Math.round(next() * 5000 + 10);
      const cubicCm = Math.round(next() * 2000 + 10);
      const reply = solveDensity(
        `Un cuerpo de ${grams} g ocupa ${cubicCm} cm³. ¿Cuál es su densidad en g/cm³?`,
      );
      expect(reply?.certain).toBe(true);
      expect(reply?.text).toContain(`${fmt(grams / cubicCm, 4)} g/cm³`);
    }
  });
});

describe('solveDensity: a body given by its measures', () => {
  it.each([
    [
      'Un bloque macizo de 5 cm × 4 cm × 10 cm tiene una masa de 540 g. Determine su densidad en kg/m³.',
      '**ρ = 2.700 kg/m³',
    ],
    [
      'Un tanque cilíndrico de 1,2 m de diámetro y 1,5 m de altura está lleno de gasoil, de densidad 850 kg/m³. Hallar la masa de gasoil que contiene.',
      '**m ≈ 1.441,991 kg',
    ],
    [
      'Una esfera maciza de 3 cm de radio tiene una masa de 300 g. ¿Cuál es su densidad en g/cm³?',
      '**ρ ≈ 2,6526 g/cm³',
    ],
    ['Un cubo de 20 cm de arista es de madera de densidad 0,6 g/cm³. ¿Cuál es su masa?', '**m = 4,8 kg'],
    [
      'Una caja de 2 m de largo, 50 cm de ancho y 40 cm de alto se llena de arena de densidad 1,5 g/cm³. ¿Qué masa de arena contiene?',
      '**m = 600 kg',
    ],
  ])('%s', (problem, line) => {
    const reply = solveDensity(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(line);
  });

  it('leaves alone a body whose measures do not give its volume', () => {
    for (const problem of [
      'Un ladrillo de 20 cm × 10 cm tiene una masa de 2 kg. ¿Cuál es su densidad?',
      'Un cilindro de 10 cm de altura tiene una masa de 2 kg. ¿Cuál es su densidad?',
      'Un bloque de 5 cm × 4 cm × 10 cm y 540 g se apoya sobre una mesa de 80 cm de alto. ¿Cuál es su densidad?',
    ])
      expect(solveDensity(problem)?.certain ?? false, problem).toBe(false);
  });
});

describe('solveDensity: a mass asked in tonnes', () => {
  it('says the mass in tonnes when they are asked', () => {
    const reply = solveDensity(
      'Se llena con arena la caja de un camión, que mide 4,2 m de largo, 20 dm de ancho y 150 cm de alto. La densidad de la arena es 1,6 g/cm³. ¿Cuál es la masa de arena que transporta, en toneladas?',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**m = 20,16 t = 20.160 kg**');
  });
});
