import { describe, expect, it } from 'vitest';
import { solveLiquidPressure } from './fluids-pressure.ts';
import { expectCertain } from './testing.ts';

const tank =
  'Un tanque abierto contiene agua hasta una altura de 3 m. Su fondo es un cuadrado de 2 m de lado. Considere g = 10 m/s² y presión atmosférica 101.300 Pa.';
const sub =
  'Un submarino navega a 120 m de profundidad en el mar (densidad del agua de mar 1.025 kg/m³; g = 9,8 m/s²). Tiene una escotilla circular de 60 cm de diámetro.';
const layers =
  'Un tanque abierto contiene 2 m de agua y, flotando sobre ella, una capa de aceite de 50 cm de espesor (densidad del aceite 0,8 g/cm³). La presión atmosférica es de 101 300 Pa y g = 9,8 m/s².';
const uTube =
  'En un tubo en U que contiene agua se vierte aceite por una de las ramas. En el equilibrio, la columna de aceite mide 12 cm, medida desde la superficie de separación, y equilibra a una columna de agua de 9,6 cm (g = 9,8 m/s²; densidad del agua 1000 kg/m³).';

describe('solveLiquidPressure', () => {
  it.each([
    // The layer's thickness said before its liquid: «una capa de 30 cm de alcohol».
    [
      'Un recipiente abierto contiene 1,5 m de agua y, sobre ella, una capa de 30 cm de alcohol (ρ = 790 kg/m³). ¿Cuál es la presión manométrica en el fondo? (g = 10 m/s²)',
      '**p = 17.370 Pa**',
    ],
    [`${tank} Calcular la presión hidrostática en el fondo.`, '**p = 30.000 Pa**'],
    [`${tank} Calcular la presión absoluta en el fondo.`, '**p = 131.300 Pa**'],
    [
      `${tank} Calcular la fuerza que ejerce el agua sobre el fondo (solo la presión del agua).`,
      '**F = 120.000 N**',
    ],
    [`${sub} ¿Cuál es la presión hidrostática a esa profundidad?`, '**p = 1.205.400 Pa**'],
    [`${sub} ¿Qué fuerza ejerce el agua sobre la escotilla, debida a esa presión?`, '**F ≈ 340.818,82 N**'],
    [
      `${sub} Si el submarino asciende hasta 40 m de profundidad, ¿cuánto disminuye la presión hidrostática?`,
      '**Δp = 803.600 Pa (disminuye)**',
    ],
    [
      `${layers} Calcule la presión manométrica en la superficie de separación entre el aceite y el agua.`,
      '**p = 3.920 Pa**',
    ],
    [`${layers} Calcule la presión absoluta en el fondo del tanque.`, '**p = 124.820 Pa**'],
    [
      `${uTube} ¿Cuál es la presión manométrica en el nivel de la superficie de separación, en Pa?`,
      '**p = 940,8 Pa**',
    ],
    [`${uTube} ¿Qué desnivel, en cm, hay entre las superficies libres de ambas ramas?`, '**Δh = 2,4 cm**'],
    [
      'Un manómetro de mercurio de tubo abierto está conectado a un tanque de gas; el mercurio queda 15 cm más alto en la rama abierta que en la rama unida al tanque. Si la presión atmosférica es de 760 mmHg, ¿cuál es la presión absoluta del gas, en mmHg?',
      '**p = 910 mmHg**',
    ],
    // Variants: the mercury lower in the open branch; a pool's water and its mass.
    [
      'Un manómetro de mercurio de tubo abierto está conectado a un tanque de gas; el mercurio queda 40 mm más bajo en la rama abierta que en la rama unida al tanque. Si la presión atmosférica es de 760 mmHg, ¿cuál es la presión absoluta del gas, en mmHg?',
      '**p = 720 mmHg**',
    ],
    [
      'Una pileta rectangular mide 8 m de largo, 4 m de ancho y está llena de agua hasta 1,6 m de profundidad (g = 9,8 m/s²). Calcular la masa de agua en toneladas.',
      '51,2 t**',
    ],
    [
      'Una pileta rectangular mide 10 m de largo, 5 m de ancho y está llena de agua hasta 2 m de profundidad (g = 10 m/s²). Calcular la presión hidrostática en el fondo.',
      '**p = 20.000 Pa**',
    ],
  ])('%s', (problem, answer) => {
    expectCertain(solveLiquidPressure(problem), answer);
  });

  it('leaves alone what it cannot read whole', () => {
    // No g.
    expect(
      solveLiquidPressure(
        'Un tanque abierto contiene agua hasta una altura de 3 m. Calcular la presión hidrostática en el fondo.',
      ),
    ).toBeUndefined();
    // Sea water without its density.
    expect(
      solveLiquidPressure(
        'Un buzo está a 20 m de profundidad en el mar (g = 10 m/s²). ¿Cuál es la presión hidrostática a esa profundidad?',
      ),
    ).toBeUndefined();
    // The force on the bottom with the atmosphere given and not said apart: which one is meant is not clear.
    expect(solveLiquidPressure(`${tank} Calcular la fuerza sobre el fondo.`)).toBeUndefined();
    // An extra number the reading does not know.
    expect(
      solveLiquidPressure(`${tank} El agua está a 20 °C. Calcular la presión absoluta en el fondo.`),
    ).toBeUndefined();
    // The U-tube's density of the oil asked is another reading's; a manometer asked in pascals is not read.
    expect(
      solveLiquidPressure(
        'Un manómetro de mercurio de tubo abierto está conectado a un tanque de gas; el mercurio queda 15 cm más alto en la rama abierta que en la rama unida al tanque. Si la presión atmosférica es de 760 mmHg, ¿cuál es la presión absoluta del gas, en Pa?',
      ),
    ).toBeUndefined();
    expect(solveLiquidPressure(`${uTube} ¿Cuál es la densidad del aceite?`)).toBeUndefined();
  });
});
