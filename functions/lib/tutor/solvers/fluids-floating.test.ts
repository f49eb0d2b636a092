import { describe, expect, it } from 'vitest';
import { solveFloatingBlock } from './fluids-floating.ts';
import { expectCertain } from './testing.ts';

const raft =
  'Una balsa de troncos tiene forma de prisma de 3 m de largo, 2 m de ancho y 25 cm de alto. La densidad de la madera es 600 kg/m³ y la balsa flota en un lago de agua dulce (1000 kg/m³).';
const ice =
  'Un cubo de hielo de 20 cm de arista, cuya densidad es 0,92 g/cm³, flota en agua de mar de densidad 1,03 g/cm³.';

describe('solveFloatingBlock', () => {
  it.each([
    [`${raft} ¿Qué profundidad, en cm, queda sumergida la balsa sin carga?`, '**h = 15 cm sumergidos**'],
    [`${raft} ¿Qué carga máxima, en kg, puede llevar sin que el agua la cubra?`, '**m = 600 kg**'],
    [
      `${raft} ¿Cuántas personas de 75 kg pueden subir como máximo?`,
      '**Pueden subir como máximo 8 personas**',
    ],
    [`${ice} Halle la masa del cubo en kg.`, '**m = 7,36 kg**'],
    [`${ice} ¿Cuántos cm sobresale el cubo por encima del agua?`, '**Sobresale h ≈ 2,14 cm**'],
    [
      `${ice} ¿Qué masa, en kg, hay que apoyar sobre el cubo para que su cara superior quede justo al ras del agua?`,
      '**m = 0,88 kg**',
    ],
    // Variants: a slab given as «2 m × 1,5 m», water's density not written, a mass instead of a density.
    [
      'Una plancha de madera de 2 m × 1,5 m y 20 cm de espesor flota en un lago. La densidad de la madera es 650 kg/m³ (agua: 1.000 kg/m³; g = 10 m/s²). ¿Cuánto pesa la plancha?',
      '**P = 3.900 N**',
    ],
    [
      'Una balsa de 4 m de largo, 2 m de ancho y 30 cm de alto, de madera de densidad 500 kg/m³, flota en agua. ¿Qué carga máxima puede llevar sin hundirse?',
      '**m = 1.200 kg**',
    ],
    [
      'Un cubo macizo de 10 cm de arista y 0,6 kg de masa se coloca en un recipiente con agua (g = 10 m/s²). ¿Qué volumen del cubo queda sumergido, en cm³?',
      '**V_sum = 600 cm³**',
    ],
    [
      'Un cubo macizo de 10 cm de arista y 0,6 kg de masa se coloca en un recipiente con agua (g = 10 m/s²). ¿Qué fuerza vertical hay que hacer sobre el cubo para sumergirlo por completo?',
      '**F = 4 N**',
    ],
    [
      'Un cubo macizo de 10 cm de arista y 0,6 kg de masa se coloca en un recipiente con agua. Calcule la densidad del cubo e indique si flota o se hunde.',
      '**ρ = 600 kg/m³ = 0,6 g/cm³: flota**',
    ],
  ])('%s', (problem, answer) => {
    expectCertain(solveFloatingBlock(problem), answer);
  });

  it('leaves alone a missing datum, an unread number, a weight with no g and a body held under', () => {
    // No body density nor mass.
    expect(
      solveFloatingBlock(
        'Una balsa de 3 m de largo, 2 m de ancho y 25 cm de alto flota en agua. ¿Qué profundidad queda sumergida?',
      ),
    ).toBeUndefined();
    // A number the reading does not know (a temperature).
    expect(
      solveFloatingBlock(`${raft} El agua está a 15 °C. ¿Qué profundidad, en cm, queda sumergida?`),
    ).toBeUndefined();
    // A weight with no g given.
    expect(solveFloatingBlock(`${raft} ¿Cuánto pesa la balsa?`)).toBeUndefined();
    // Another liquid with no density.
    expect(
      solveFloatingBlock(
        'Un cubo de madera de 10 cm de arista y densidad 600 kg/m³ flota en aceite. ¿Cuántos cm sobresale?',
      ),
    ).toBeUndefined();
    // Tied under water: not floating free.
    expect(
      solveFloatingBlock(
        'Un cubo de madera de 10 cm de arista y densidad 600 kg/m³ está atado al fondo de un tanque con agua, totalmente sumergido. ¿Qué volumen queda sumergido?',
      ),
    ).toBeUndefined();
    // A body denser than the liquid does not float: no depth.
    expect(
      solveFloatingBlock(
        'Un cubo de 10 cm de arista y densidad 2700 kg/m³ se apoya flotando en agua. ¿Qué profundidad queda sumergida?',
      ),
    ).toBeUndefined();
    // Two questions at once.
    expect(solveFloatingBlock(`${ice} ¿Cuántos cm sobresale y cuál es su masa?`)).toBeUndefined();
  });
});
