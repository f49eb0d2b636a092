import { describe, expect, it } from 'vitest';
import { itSolvesCertainly, itSolvesItsExamples } from './testing.ts';
import { solveTrigArc, trigArc } from './trig-arc.ts';

const solve = (problem: string) => solveTrigArc(problem);

describe('solveTrigArc: an arc and a sector from two of radius, angle, arc and area', () => {
  itSolvesCertainly(solve, [
    // The radius from the arc and its angle (written set, exs-mat-20505).
    [
      'Un arco de 15 m de longitud corresponde a un ángulo central de 1,2 rad. ¿Cuánto mide el radio de la circunferencia?',
      ['**r = 12,5 m**'],
    ],
    [
      'Hallá el radio de una circunferencia en la que un arco de 6π cm abarca un ángulo central de 120°.',
      ['**r = 9 cm**'],
    ],
    // The angle from an area and a radius; the radius from an area and an angle.
    [
      'Un sector circular de 5 cm de radio tiene un área de 20 cm². ¿Cuánto mide su ángulo central?',
      ['**θ = 1,6 rad (≈ 91,67°)**'],
    ],
    [
      'Un sector circular tiene un área de 6π m² y un ángulo central de 60°. Hallar su radio.',
      ['**r = 6 m**'],
    ],
    [
      'Un arco mide 12 cm en una circunferencia de 8 cm de radio. Calculá el área del sector correspondiente.',
      ['**A = 48 cm²**'],
    ],
    [
      'En una circunferencia de 9 cm de diámetro, ¿qué área tiene un sector de 80°?',
      ['**A = 9π/2 cm² ≈ 14,1372 cm²**'],
    ],
    // A pendulum's parts, as the engine reads them (written set, exs-mat-20504).
    [
      'El extremo de un péndulo de 60 cm de longitud describe, en una oscilación, un ángulo de 24°. Calcular el ángulo barrido, expresado en radianes;',
      ['**θ = 2π/15 rad ≈ 0,4189 rad**'],
    ],
    [
      'El extremo de un péndulo de 60 cm de longitud describe, en una oscilación, un ángulo de 24°. Calcular la longitud del arco que recorre el extremo del péndulo, en cm.',
      ['**s = 8π cm ≈ 25,1327 cm**'],
    ],
    // The diameter asked is twice the radius (a sure reply once stated the radius for it).
    [
      'Un arco de 3π cm corresponde a un ángulo de 45°. ¿Cuánto mide el diámetro de la circunferencia?',
      ['**d = 24 cm**'],
    ],
    [
      'Un arco de 3π cm corresponde a un ángulo de 45°. ¿Cuánto miden el radio y el diámetro?',
      ['**r = 12 cm**', '**d = 24 cm**'],
    ],
    [
      'La longitud de un arco de circunferencia es 12 cm y su radio 4 cm. Calcular el ángulo central en grados sexagesimales.',
      ['**θ ≈ 171,89°**'],
    ],
    [
      'Un hilo de 45 cm sostiene una pesa que barre un ángulo de 0,8 rad. ¿Qué arco recorre la pesa?',
      ['**s = 36 cm**'],
    ],
  ]);
  itSolvesItsExamples(trigArc);

  it('is never sure with a measure missing, too many, or a swing told by its amplitude', () => {
    for (const problem of [
      'Un arco de 15 m de longitud corresponde a un ángulo central. ¿Cuánto mide el radio de la circunferencia?',
      'Un arco de 15 m corresponde a un ángulo central de 1,2 rad en una circunferencia de 10 m de radio. ¿Cuánto mide el radio?',
      'Un péndulo de 1 m oscila con una amplitud de 10°. ¿Cuánto mide el arco que recorre en un período?',
      'Un arco de 20 cm corresponde a un ángulo central de 2 rad. ¿Cuánto mide el radio, en metros?',
      'Un sector circular de 4 m de radio. ¿Cuál es su área?',
    ])
      expect(solve(problem)?.certain, problem).not.toBe(true);
  });

  it('checks back: the area from both relations agrees, on a seeded sweep', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let k = 0; k < 40; k++) {
      const r = 1 + Math.round(next() * 40);
      const degrees = 10 + Math.round(next() * 300);
      const s = (r * degrees * Math.PI) / 180;
      const reply = solve(
        `En una circunferencia de ${r} cm de radio, ¿cuánto mide el arco que abarca un ángulo central de ${degrees}°?`.replace(
          /¿cuánto mide el arco que abarca un ángulo central de (\d+)°\?/,
          'un ángulo central de $1° abarca un arco. ¿Cuánto mide el arco?',
        ),
      );
      expect(reply?.certain).toBe(true);
      const stated = /\*\*s [=≈][^*]*?≈?\s*([\d.,]+) cm\*\*/.exec(reply?.text ?? '')?.[1] ?? '';
      expect(Number(stated.replace(/\./g, '').replace(',', '.'))).toBeCloseTo(s, 3);
    }
  });
});

describe('solveTrigArc: a point on the rim of a wheel that turns an angle (#32)', () => {
  itSolvesCertainly(solveTrigArc, [
    [
      'Una polea de 40 cm de diámetro gira un ángulo de 270°. ¿Qué distancia recorre un punto de su borde?',
      ['**s = 30π cm ≈ 94,2478 cm**'],
    ],
    [
      'Un disco de 12 cm de radio rota 60°. ¿Qué distancia recorre un punto de su borde? (Considerar π = 3,14)',
      ['**s = 4π cm ≈ 12,5664 cm** (con π ≈ 3,14: 12,56 cm)'],
    ],
  ]);

  it('leaves whole turns and turning speeds to other readings', () => {
    expect(
      solveTrigArc('Una rueda de 30 cm de radio gira 3 vueltas. ¿Qué distancia recorre un punto del borde?'),
    ).toBeUndefined();
    expect(
      solveTrigArc('Una rueda de 30 cm de radio gira a 2 rad/s. ¿Qué distancia recorre en 5 s?'),
    ).toBeUndefined();
  });
});
