import { describe, expect, it } from 'vitest';
import { solveCalorimetry } from './calorimetry.ts';
import { solveEnergyBalance } from './energy-balance.ts';
import { solvePower } from './power.ts';
import { itSolvesCertainly } from './testing.ts';

/** Stages of a process read one at a time on the energy and heat pages (#32, session 26). */
describe('calorimetry: one stage of a warming with changes of state', () => {
  const process =
    'Se desea convertir 200 g de hielo a −20 °C en vapor de agua a 100 °C. Datos: c hielo = 0,5 cal/(g °C); Lf = 80 cal/g; c agua = 1 cal/(g °C); Lv = 540 cal/g.';
  itSolvesCertainly(solveCalorimetry, [
    [`${process} ¿Cuánto calor hace falta para llevar el hielo hasta 0 °C?`, ['**Q₁ = 2.000 cal**']],
    [`${process} ¿Cuánto calor hace falta para fundirlo?`, ['**Q₂ = 16.000 cal**']],
    [`${process} ¿Cuánto calor hace falta para vaporizar el agua?`, ['**Q₄ = 108.000 cal**']],
    [`${process} ¿Cuál es el calor total del proceso?`, ['**Q = 146.000 cal**']],
    // A question that tells the process itself asks its whole heat, whatever latent heats it names.
    [
      '¿Cuánta energía se necesita para llevar 3 kg de hielo a −10 °C hasta agua líquida a 0 °C? Datos: c(hielo) = 2100 J/(kg·°C); calor latente de fusión = 334.000 J/kg.',
      ['**Q = 1.065.000 J**'],
    ],
    [
      'Hallá el calor necesario para fundir y calentar 50 g de hielo a −10 °C hasta agua a 20 °C. c hielo = 0,5 cal/(g °C); Lf = 80 cal/g; c agua = 1 cal/(g °C).',
      ['**Q = 5.250 cal**'],
    ],
    [
      'Se calientan 500 g de hielo a −10 °C hasta agua a 30 °C. c hielo = 0,5 cal/(g °C); Lf = 80 cal/g; c agua = 1 cal/(g °C). ¿Cuánto calor hace falta para fundir el hielo?',
      ['**Q₂ = 40.000 cal**'],
    ],
  ]);
  it('does not answer a stage the process lacks, a stage and the total at once, or another temperature', () => {
    expect(
      solveCalorimetry(`${process} ¿Cuánto calor hace falta para llevar el hielo hasta −5 °C?`),
    ).toBeUndefined();
    expect(solveCalorimetry(`${process} ¿Cuál es el calor total para fundirlo?`)).toBeUndefined();
    expect(
      solveCalorimetry(
        'Se calientan 500 g de hielo a 0 °C hasta agua a 30 °C. Lf = 80 cal/g; c agua = 1 cal/(g °C). ¿Cuánto calor hace falta para llevar el hielo hasta 0 °C?',
      ),
    ).toBeUndefined();
  });
});

describe('energy balance: the stretch after a ramp or a spring', () => {
  const ramp =
    'Un bloque de 2 kg se suelta desde lo alto de una rampa de 5 m de altura y llega a la base con una rapidez de 8 m/s. A continuación recorre un tramo horizontal cuyo coeficiente de rozamiento cinético es 0,4. (g = 10 m/s²)';
  itSolvesCertainly(solveEnergyBalance, [
    [`${ramp} ¿Qué distancia recorre en el tramo horizontal hasta detenerse?`, ['**d = 8 m**']],
    [
      `${ramp} ¿Cuánta energía mecánica se perdió en la rampa?`,
      ['**energía perdida = 36 J**', 'tramo horizontal que viene después'],
    ],
    [
      'Un trineo llega al pie de una colina con una rapidez de 6 m/s y sigue por un tramo horizontal con coeficiente de rozamiento 0,3. Con g = 10 m/s², ¿qué distancia recorre hasta detenerse?',
      ['**d = 6 m**'],
    ],
    [
      'Sobre una mesa horizontal, un bloque de 500 g está apoyado contra un resorte de constante 200 N/m comprimido 20 cm. Al soltarlo, el bloque se separa del resorte en una zona sin rozamiento y luego entra en un tramo donde el coeficiente de rozamiento cinético es 0,25. Considerá g = 10 m/s². Calculá la distancia que recorre en el tramo con rozamiento hasta frenar.',
      ['**d = 3,2 m**'],
    ],
  ]);
  it('does not take the coefficient of the ramp itself for the next stretch, nor a distance on the ramp', () => {
    // The loss asked with no stretch after: the coefficient is the ramp's own, unread here.
    expect(
      solveEnergyBalance(
        'Un bloque de 2 kg se suelta desde lo alto de una rampa de 5 m de altura con coeficiente de rozamiento 0,4 y llega a la base con una rapidez de 8 m/s. Con g = 10 m/s², ¿cuánta energía se perdió en la rampa?',
      )?.certain,
    ).not.toBe(true);
    expect(solveEnergyBalance(`${ramp} ¿Qué distancia recorre sobre la rampa?`)?.certain).not.toBe(true);
    // A speed not said at the foot of the ramp.
    expect(
      solveEnergyBalance(
        'Un bloque de 2 kg se lanza a 8 m/s desde lo alto de una rampa de 5 m de altura; luego sigue por un tramo horizontal con coeficiente de rozamiento 0,4. ¿Qué distancia recorre hasta detenerse?',
      )?.certain,
    ).not.toBe(true);
  });
});

describe('power: an equivalence the statement gives is used to state the result in that unit too', () => {
  itSolvesCertainly(solvePower, [
    [
      'Un automóvil sube por una ruta con velocidad constante de 72 km/h, y la fuerza de tracción que le imprime el motor es de 2000 N. La potencia desarrollada por el motor es (1 HP = 746 W):',
      ['**P ≈ 53,62 HP**'],
    ],
    [
      'Un montacargas eleva una carga de 500 kg a velocidad constante de 0,5 m/s (g = 10 m/s²; 1 CV = 735 W). ¿Qué potencia desarrolla?',
      ['**P = 2.500 W** (= 2,5 kW) (≈ 3,4 CV)'],
    ],
  ]);
});
