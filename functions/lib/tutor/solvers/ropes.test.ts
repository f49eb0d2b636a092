import { describe, expect, it } from 'vitest';
import { ropesSolver, solveRopes } from './ropes.ts';
import { answerNumbers, itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

describe('solveRopes', () => {
  itSolvesItsExamples(ropesSolver);

  itSolvesCertainly(solveRopes, [
    // A table is horizontal without saying so; one angle for «dos cuerdas que forman» is each one's.
    [
      'Dos bloques de 3 kg y 5 kg, unidos por una cuerda, son arrastrados sobre una mesa sin rozamiento por una fuerza de 40 N aplicada al de 5 kg. ¿Cuál es la tensión de la cuerda?',
      ['**T = 15 N**'],
    ],
    [
      'Un cuerpo de 10 kg cuelga de dos cuerdas que forman 60° con la horizontal. ¿Cuál es la tensión de cada cuerda? (g = 10 m/s²)',
      ['**T ≈ 57,74 N en cada cuerda**'],
    ],
    [
      'Se levanta un balde de 12 kg con una soga, con una aceleración de 1,5 m/s² hacia arriba. ¿Qué tensión soporta la soga? (g = 9,8 m/s²)',
      ['**T = 135,6 N**'],
    ],
    [
      'Una grúa baja una carga de 500 kg con un cable, con una aceleración de 2 m/s² hacia abajo. ¿Cuál es la tensión del cable? (g = 10 m/s²)',
      ['**T = 4.000 N**'],
    ],
    [
      'Dos bloques de 3 kg y 2 kg, unidos por una cuerda, están sobre una mesa horizontal sin rozamiento. Se tira del bloque de 3 kg con una fuerza horizontal de 20 N. ¿Cuál es la tensión de la cuerda que une los bloques?',
      ['**T = 8 N**'],
    ],
    [
      'Dos cajas de 4 kg y 6 kg, atadas con una cuerda, están sobre un piso horizontal con coeficiente de rozamiento 0,2. Se aplica a la caja de 4 kg una fuerza horizontal de 50 N. ¿Cuál es la aceleración y cuál es la tensión de la cuerda? (g = 10 m/s²)',
      ['**a = 3 m/s²; T = 30 N**'],
    ],
    [
      'Del techo cuelga, de una cuerda, un cuerpo de 2 kg; debajo de él, atado con otra cuerda, cuelga un cuerpo de 3 kg. ¿Cuál es la tensión de cada cuerda? (g = 10 m/s²)',
      ['**T superior = 50 N; T inferior = 30 N**'],
    ],
    [
      'Un cartel de 80 N cuelga en equilibrio de dos cuerdas que forman cada una 30° con la horizontal. ¿Cuál es la tensión de cada cuerda?',
      ['**T = 80 N en cada cuerda**'],
    ],
    [
      'Una lámpara de 6 kg cuelga de dos cables iguales que forman cada uno 60° con la vertical. ¿Qué tensión soporta cada cable? (g = 10 m/s²)',
      ['**T = 60 N en cada cuerda**'],
    ],
  ]);

  itDeclines('leaves to others a problem not its own: %s', solveRopes, [
    // An elevator's cable is the elevator solver's.
    'Un ascensor de 600 kg sube con una aceleración de 2 m/s². ¿Cuál es la tensión del cable?',
    // A pulley is the pulley solver's.
    'Dos cuerpos de 3 kg y 2 kg cuelgan de una cuerda que pasa por una polea. ¿Cuál es la tensión?',
    // Which way it accelerates is not said.
    'Se levanta un balde de 12 kg con una soga, con una aceleración de 1,5 m/s². ¿Qué tensión soporta la soga?',
    // Two ropes at different angles, and one tension asked without saying which.
    'Un cartel de 80 N cuelga de dos cuerdas que forman 30° y 60° con la horizontal. ¿Cuál es la tensión de la cuerda?',
    // Two cords at an angle between them, not said to be equal: their tensions may differ.
    'Una lámpara de 35 N cuelga de dos cordones que forman entre sí un ángulo de 120°. ¿Qué tensión soporta cada cordón?',
    // Angles from the vertical and from the horizontal at once: no one reference to read them from.
    'Un cartel de 80 N cuelga de dos cuerdas: una forma 30° con la vertical y la otra 45° con la horizontal. ¿Cuál es la tensión de cada cuerda?',
    // An axis or a wall named for the angles: not measured from the horizontal.
    'Un cartel de 80 N cuelga de dos cuerdas que forman 30° y 45° con el eje vertical. ¿Cuál es la tensión de cada cuerda?',
    'Un cartel de 80 N cuelga de dos cuerdas que forman 30° y 45° con la pared. ¿Cuál es la tensión de cada cuerda?',
  ]);

  itSolvesCertainly(solveRopes, [
    // Two ropes at different angles: a system of two equations, each rope told by its angle.
    [
      'Un cartel de 80 N cuelga de dos cuerdas que forman 30° y 60° con la horizontal. ¿Cuál es la tensión de cada cuerda?',
      ['**T = 40 N en la cuerda de 30°; T ≈ 69,28 N en la cuerda de 60°**'],
    ],
    [
      'Un cuerpo de 120 N cuelga en reposo de dos cuerdas: una horizontal, atada a una pared, y otra que forma 30° con el techo horizontal. Calculá la tensión de la cuerda inclinada.',
      ['**T = 240 N en la cuerda de 30°**'],
    ],
    [
      'Un cuerpo de 120 N cuelga en reposo de dos cuerdas: una horizontal, atada a una pared, y otra que forma 30° con el techo horizontal. ¿Cuál es la tensión de la cuerda horizontal?',
      ['**T ≈ 207,85 N en la cuerda horizontal**'],
    ],
    // Angles from the vertical: 90° − θ above the horizontal; the rope named by the angle typed.
    [
      'Un cartel de 80 N cuelga de dos cuerdas que forman 30° y 45° con la vertical. ¿Cuál es la tensión de cada cuerda?',
      [
        '**T ≈ 58,56 N en la cuerda de 30° con la vertical; T ≈ 41,41 N en la cuerda de 45° con la vertical**',
      ],
    ],
    [
      'Un cuerpo de 120 N cuelga en reposo de dos cuerdas: una horizontal, atada a una pared, y otra que forma 30° con la vertical. ¿Cuál es la tensión de la cuerda inclinada?',
      ['**T ≈ 138,56 N en la cuerda de 30° con la vertical**'],
    ],
    // Wires and cords are ropes too; two equal ones that form an angle between them share it.
    [
      'Un farol de 150 N cuelga en equilibrio de dos alambres que forman 45° y 30° con la horizontal. ¿Cuál es la tensión del alambre de 30°?',
      ['**T ≈ 109,81 N en la cuerda de 30°**'],
    ],
    [
      'Una lámpara de 35 N cuelga de dos cordones iguales que forman entre sí un ángulo de 120°. ¿Qué tensión soporta cada cordón?',
      ['**T = 35 N en cada cuerda**'],
    ],
    [
      'Una lámpara de 40 N cuelga del punto medio de un cable cuyas dos mitades forman cada una 30° con la horizontal. ¿Cuál es la tensión en cada mitad?',
      ['**T = 40 N en cada cuerda**'],
    ],
    // The sine and cosine given for 37° serve 53° too.
    [
      'Un cuerpo de 500 N cuelga de dos cuerdas atadas al techo, que forman con él ángulos de 37° y 53°. Tomando sen 37° = 0,6 y cos 37° = 0,8, ¿cuál es la tensión de la cuerda que forma 53° con el techo?',
      ['**T = 400 N en la cuerda de 53°**'],
    ],
  ]);

  it('balances the weight with the tensions of two ropes at any two angles (seeded)', () => {
    const next = random(3210);
    for (let i = 0; i < 60; i++) {
      const a = 5 + Math.round(next() * 80);
      const b = a + 1 + Math.round(next() * (84 - a));
      const P = 10 + Math.round(next() * 990);
      const problem = `Un cartel de ${P} N cuelga de dos cables que forman ${a}° y ${b}° con la horizontal. ¿Cuál es la tensión de cada cable?`;
      const reply = solveRopes(problem);
      expect(reply?.certain, problem).toBe(true);
      const [t1 = Number.NaN, , t2 = Number.NaN] = answerNumbers(reply?.text ?? '');
      const rad = (d: number) => (d * Math.PI) / 180;
      expect(Math.abs(t1 * Math.cos(rad(a)) - t2 * Math.cos(rad(b))), problem).toBeLessThan(0.01 * P);
      expect(Math.abs(t1 * Math.sin(rad(a)) + t2 * Math.sin(rad(b)) - P), problem).toBeLessThan(0.01 * P);
    }
  });

  it('states no result when a datum is left over', () => {
    const reply = solveRopes(
      'Se levanta un balde de 12 kg con una soga de 3 m, con una aceleración de 1,5 m/s² hacia arriba. ¿Qué tensión soporta la soga?',
    );

    expect(reply === undefined || !reply.certain).toBe(true);
  });

  it('gives tensions that satisfy Newton for the block the rope drags (seeded)', () => {
    const next = random(614);
    for (let i = 0; i < 100; i++) {
      const m1 = 1 + Math.round(next() * 20);
      const m2 = m1 + 1 + Math.round(next() * 20);
      const F = Math.round((m1 + m2) * (1 + next() * 10));
      const problem = `Dos bloques de ${m1} kg y ${m2} kg, unidos por una cuerda, están sobre una mesa horizontal sin rozamiento. Se tira del bloque de ${m2} kg con una fuerza horizontal de ${F} N. ¿Cuál es la aceleración y cuál es la tensión de la cuerda?`;
      const reply = solveRopes(problem);
      expect(reply?.certain, problem).toBe(true);
      const [a = Number.NaN, T = Number.NaN] = answerNumbers(reply?.text ?? '');
      expect(Math.abs(T - m1 * a), problem).toBeLessThan(0.02 * T + 0.02);
      expect(Math.abs(F - T - m2 * a), problem).toBeLessThan(0.02 * F + 0.05);
    }
  });

  it('holds the weight of a body that hangs still', () => {
    const reply = solveRopes(
      'Un cuerpo de 10 kg cuelga de una cuerda. ¿Cuál es la tensión de la cuerda? (g = 9,8 m/s²)',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**T = 98 N**');
  });
});

describe('two blocks side by side, pushed', () => {
  itSolvesCertainly(solveRopes, [
    [
      'Dos bloques apoyados uno contra otro sobre una mesa horizontal, m₁ = 2 kg y m₂ = 3 kg, son empujados por una fuerza horizontal F aplicada sobre m₁. El coeficiente de rozamiento de cada bloque con la mesa es 0,2 (g = 10 m/s²). ¿Cuánto debe valer F para que los bloques aceleren a 150 cm/s²?',
      ['**F = 17,5 N**'],
    ],
    [
      'Dos bloques de 2 kg y 3 kg apoyados uno contra otro sobre una mesa horizontal sin rozamiento son empujados por una fuerza horizontal de 10 N aplicada sobre el de 2 kg. ¿Qué fuerza ejerce el primero sobre el segundo?',
      ['**fuerza entre los bloques = 6 N**'],
    ],
  ]);

  itDeclines('leaves alone a push on a block it cannot name: %s', solveRopes, [
    'Dos bloques de 2 kg y 3 kg apoyados uno contra otro sobre una mesa sin rozamiento son empujados por una fuerza horizontal de 10 N. ¿Qué fuerza ejerce uno sobre el otro?',
  ]);

  it('finds a contact force that moves the other block with the same acceleration (seeded)', () => {
    const next = random(53);
    for (let i = 0; i < 30; i++) {
      const m1 = Math.round(1 + next() * 10);
      const m2 = m1 + Math.round(1 + next() * 10);
      const F = Math.round(5 + next() * 100);
      const [N] = answerNumbers(
        solveRopes(
          `Dos bloques de ${m1} kg y ${m2} kg apoyados uno contra otro sobre una mesa horizontal sin rozamiento son empujados por una fuerza horizontal de ${F} N aplicada sobre el de ${m1} kg. ¿Qué fuerza ejerce el primero sobre el segundo?`,
        )?.text ?? '',
      );
      expect(N).toBeCloseTo((m2 * F) / (m1 + m2), 1);
    }
  });
});
