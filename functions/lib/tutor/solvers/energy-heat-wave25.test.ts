import { describe, expect, it } from 'vitest';
import { solveCalorimetry } from './calorimetry.ts';
import { solvePower } from './power.ts';
import { itSolvesCertainly } from './testing.ts';
import { solveThermalExpansion } from './thermal-expansion.ts';

/** Readings fixed on the second blind set of energy, fluids and heat pages (#32, session 25). */
describe('thermal expansion: the change asked in other words', () => {
  itSolvesCertainly(solveThermalExpansion, [
    // A stem that ends in the verb before its options.
    [
      'Una varilla de acero (α = 1,2 · 10⁻⁵ 1/°C) mide 2 m a 20 °C. Al calentarla hasta 120 °C, se alarga:\nA) 2,4 mm\nB) 0,24 mm',
      ['**ΔL = 0,0024 m = 2,4 mm**'],
    ],
    [
      'Un riel de acero de 12 m está a 15 °C (α = 1,2 · 10⁻⁵ 1/°C). Si un día de sol llega a 45 °C, se dilata:',
      ['**ΔL = 0,00432 m = 4,32 mm**'],
    ],
    // The unit counted: «¿cuántos cm se alarga?», «¿cuántos litros aumenta?».
    [
      'Un puente de acero (α = 1,2 · 10⁻⁵ °C⁻¹) mide 250 m en una mañana de invierno a −5 °C. ¿Cuántos cm se alarga en un día de verano a 40 °C?',
      ['**ΔL = 13,5 cm**'],
    ],
    [
      'Un cable de cobre (α = 1,7 · 10⁻⁵ 1/°C) mide 40 m a 10 °C. Se lo enfría hasta −20 °C. ¿Cuántos mm se acorta?',
      ['**ΔL = 20,4 mm**'],
    ],
    // A liquid's coefficient «de la nafta», its volume in litres.
    [
      'Un tanque contiene 500 L de nafta a 10 °C. El coeficiente de dilatación volumétrica de la nafta es 9,5 · 10⁻⁴ 1/°C. Despreciando la dilatación del tanque, ¿cuántos litros aumenta el volumen de la nafta si la temperatura sube a 35 °C?',
      ['**ΔV = 11,875 L**'],
    ],
  ]);

  it('stays unsure without the coefficient or with a stem that asks something else', () => {
    for (const problem of [
      'Un puente de acero mide 250 m en una mañana de invierno a −5 °C. ¿Cuántos cm se alarga en un día de verano a 40 °C?',
      'Una varilla de acero (α = 1,2 · 10⁻⁵ 1/°C) mide 2 m a 20 °C. Al calentarla hasta 120 °C, su longitud final es:',
    ]) {
      const reply = solveThermalExpansion(problem);
      if (problem.includes('final')) expect(reply?.text ?? '').not.toMatch(/\*\*ΔL/);
      else expect(reply?.certain ?? false, problem).toBe(false);
    }
  });
});

describe('power: the efficiency of «un motor eléctrico» that lifts a load', () => {
  itSolvesCertainly(solvePower, [
    [
      'Un motor eléctrico que consume 2 kW levanta una carga de 300 kg hasta una altura de 12 m en 30 s. Determine el rendimiento del motor, en porcentaje (g = 9,8 m/s²).',
      ['**η = 58,8 %**'],
    ],
    [
      'Una grúa con un motor eléctrico de 5 kW eleva un contenedor de 400 kg a 15 m de altura en 20 s. ¿Cuál es el rendimiento del motor? (g = 10 m/s²)',
      ['**η = 60 %**'],
    ],
  ]);

  it('leaves a circuit alone: a voltage or a current typed', () => {
    const reply = solvePower(
      'Un motor eléctrico conectado a 220 V consume 2 kW y levanta una carga de 300 kg hasta 12 m en 30 s. ¿Cuál es su rendimiento? (g = 9,8 m/s²)',
    );
    expect(reply?.certain ?? false).toBe(false);
  });
});

describe('power: a cabin and its load «de X kg cada una» lifted together', () => {
  itSolvesCertainly(solvePower, [
    [
      'Un ascensor de 600 kg transporta 5 personas de 70 kg cada una y sube 30 m con velocidad constante en 25 s. Considere g = 10 m/s². Halle la potencia útil del motor en kW.',
      ['m = 600 + 5 \\cdot 70 = 950', '**P = 11,4 kW**'],
    ],
    [
      'Un montacargas de 400 kg lleva 10 cajas de 25 kg cada una y sube 12 m en 20 s a velocidad constante. ¿Qué potencia desarrolla el motor? (g = 9,8 m/s²)',
      ['**P = 3.822 W**'],
    ],
  ]);

  it('stays unsure when the count has no mass of its own, or the masses are no cabin and its load', () => {
    for (const problem of [
      'Un ascensor de 600 kg transporta 5 personas y sube 30 m con velocidad constante en 25 s. Considere g = 10 m/s². Halle la potencia útil del motor en kW.',
      'Una grúa de 3000 kg levanta 4 vigas de 200 kg cada una a 10 m de altura en 40 s. ¿Qué potencia desarrolla? (g = 10 m/s²)',
    ]) {
      const reply = solvePower(problem);
      expect(reply?.certain ?? false, problem).toBe(false);
    }
  });
});

describe('calorimetry: «vapor de agua» is steam, stage by stage', () => {
  itSolvesCertainly(solveCalorimetry, [
    [
      'Se desea convertir 200 g de hielo a −20 °C en vapor de agua a 100 °C. ¿Cuánto calor hace falta? Datos: c hielo = 0,5 cal/(g °C); Lf = 80 cal/g; c agua = 1 cal/(g °C); Lv = 540 cal/g.',
      ['**Q = 146.000 cal**'],
    ],
    [
      '¿Qué energía hay que darle a 100 g de agua a 40 °C para transformarla en vapor de agua a 100 °C? (c agua = 1 cal/(g °C); Lv = 540 cal/g)',
      ['**Q = 60.000 cal**'],
    ],
  ]);

  it('stays unsure without the latent heat of vaporization', () => {
    const reply = solveCalorimetry(
      'Se desea convertir 200 g de hielo a −20 °C en vapor de agua a 100 °C. ¿Cuánto calor hace falta? Datos: c hielo = 0,5 cal/(g °C); Lf = 80 cal/g; c agua = 1 cal/(g °C).',
    );
    expect(reply?.certain ?? false).toBe(false);
  });
});
