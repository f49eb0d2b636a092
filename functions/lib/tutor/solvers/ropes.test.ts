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
      ['**T en cada cuerda ≈ 57,74 N**'],
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
    // Blocks named by letters, pulled from one by its letter, with friction on both.
    [
      'Dos bloques, A de 3 kg y B de 7 kg, unidos por una cuerda, apoyan sobre una mesa horizontal. Tirando del bloque A con una fuerza horizontal de 50 N, ¿cuál es la aceleración y la tensión de la cuerda? El coeficiente de rozamiento con la mesa es 0,1 (g = 10 m/s²).',
      ['**a = 4 m/s²; T = 35 N**'],
    ],
    [
      'Dos cajas, A de 8 kg y B de 2 kg, están sobre el suelo unidas por una soga. Se tira de A con una fuerza horizontal de 45 N y A arrastra a B. El coeficiente de rozamiento de las dos cajas con el suelo es 0,25 (g = 10 m/s²). ¿Cuál es la tensión de la soga?',
      ['**T = 9 N**'],
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
      ['**T en cada cuerda = 80 N**'],
    ],
    [
      'Una lámpara de 6 kg cuelga de dos cables iguales que forman cada uno 60° con la vertical. ¿Qué tensión soporta cada cable? (g = 10 m/s²)',
      ['**T en cada cuerda = 60 N**'],
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
      ['**T en la cuerda de 30° = 40 N; T en la cuerda de 60° ≈ 69,28 N**'],
    ],
    [
      'Un cuerpo de 120 N cuelga en reposo de dos cuerdas: una horizontal, atada a una pared, y otra que forma 30° con el techo horizontal. Calculá la tensión de la cuerda inclinada.',
      ['**T en la cuerda de 30° = 240 N**'],
    ],
    [
      'Un cuerpo de 120 N cuelga en reposo de dos cuerdas: una horizontal, atada a una pared, y otra que forma 30° con el techo horizontal. ¿Cuál es la tensión de la cuerda horizontal?',
      ['**T en la cuerda horizontal ≈ 207,85 N**'],
    ],
    // Angles from the vertical: 90° − θ above the horizontal; the rope named by the angle typed.
    [
      'Un cartel de 80 N cuelga de dos cuerdas que forman 30° y 45° con la vertical. ¿Cuál es la tensión de cada cuerda?',
      [
        '**T en la cuerda de 30° con la vertical ≈ 58,56 N; T en la cuerda de 45° con la vertical ≈ 41,41 N**',
      ],
    ],
    [
      'Un cuerpo de 120 N cuelga en reposo de dos cuerdas: una horizontal, atada a una pared, y otra que forma 30° con la vertical. ¿Cuál es la tensión de la cuerda inclinada?',
      ['**T en la cuerda de 30° con la vertical ≈ 138,56 N**'],
    ],
    // Wires and cords are ropes too; two equal ones that form an angle between them share it.
    [
      'Un farol de 150 N cuelga en equilibrio de dos alambres que forman 45° y 30° con la horizontal. ¿Cuál es la tensión del alambre de 30°?',
      ['**T en la cuerda de 30° ≈ 109,81 N**'],
    ],
    [
      'Una lámpara de 35 N cuelga de dos cordones iguales que forman entre sí un ángulo de 120°. ¿Qué tensión soporta cada cordón?',
      ['**T en cada cuerda = 35 N**'],
    ],
    [
      'Una lámpara de 40 N cuelga del punto medio de un cable cuyas dos mitades forman cada una 30° con la horizontal. ¿Cuál es la tensión en cada mitad?',
      ['**T en cada cuerda = 40 N**'],
    ],
    // The sine and cosine given for 37° serve 53° too.
    [
      'Un cuerpo de 500 N cuelga de dos cuerdas atadas al techo, que forman con él ángulos de 37° y 53°. Tomando sen 37° = 0,6 y cos 37° = 0,8, ¿cuál es la tensión de la cuerda que forma 53° con el techo?',
      ['**T en la cuerda de 53° = 400 N**'],
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
      const [, t1 = Number.NaN, , t2 = Number.NaN] = answerNumbers(reply?.text ?? '');
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
    // The hand pushes the 3 kg block; «este empuja al de 2 kg» names the other one.
    [
      'Dos cajas de 3 kg y 2 kg están apoyadas una contra otra sobre un piso sin rozamiento. Empujás horizontalmente la de 3 kg con 20 N, y esta empuja a la de 2 kg. ¿Qué fuerza hace la de 3 kg sobre la de 2 kg?',
      ['**fuerza entre los bloques = 8 N**'],
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

  // Exam wordings of a weight on two ropes: «cada tramo», «sus dos tramos forman entre sí», ropes
  // perpendicular to each other, «1 kgf = 9,8 N», and a rope's force written «ai + bj».
  itSolvesCertainly(solveRopes, [
    [
      'Un semáforo de 300 N cuelga del punto medio de un cable, y cada tramo del cable forma 15° con la horizontal. Calcular la tensión del cable.',
      ['**T en cada cuerda ≈ 579,56 N**'],
    ],
    [
      'Un cuadro que pesa 40 N está colgado de un clavo mediante un alambre cuyos dos tramos forman entre sí un ángulo de 90°. ¿Cuál es la tensión en cada tramo?',
      ['**T en cada cuerda ≈ 28,28 N**'],
    ],
    [
      'Un cuerpo de 5 kg cuelga en reposo de dos cuerdas perpendiculares entre sí, una de las cuales forma 30° con la horizontal. La tensión de esa cuerda es: (considerar g = 10 m/s²)',
      ['**T en la cuerda de 30° = 25 N**'],
    ],
    [
      'Un cuerpo de 10 kgf cuelga de dos cuerdas que forman 60° con la horizontal cada una. Expresar en newtons la tensión de cada cuerda (1 kgf = 9,8 N).',
      ['**T en cada cuerda ≈ 56,58 N**'],
    ],
    [
      'Un objeto que pesa 200 N cuelga en equilibrio de dos cuerdas: la cuerda 1 tira hacia arriba y a la izquierda formando 40° con la horizontal, y la cuerda 2 tira hacia arriba y a la derecha formando 60° con la horizontal. Escribir la fuerza F1 que hace la cuerda 1 en la forma ai + bj.',
      ['**F1 ≈ -77,79i + 65,27j N (|F1| ≈ 101,54 N, hacia la izquierda y arriba)**'],
    ],
    [
      'Un cuerpo que pesa 150 N está colgado de dos cuerdas. Una forma 50° con la horizontal y tira hacia la izquierda; la otra forma 30° con la horizontal y tira hacia la derecha. Escribir la fuerza F2 de la segunda cuerda en la forma F2 = Fx i + Fy j.',
      ['**F2 ≈ 84,79i + 48,95j N (|F2| ≈ 97,91 N, hacia la derecha y arriba)**'],
    ],
  ]);

  itDeclines('leaves alone a rope force whose side or rope is not said: %s', solveRopes, [
    // Both ropes said to pull to the left.
    'Un objeto que pesa 200 N cuelga de dos cuerdas: la cuerda 1 tira hacia la izquierda formando 40° con la horizontal, y la cuerda 2 tira hacia la izquierda formando 60° con la horizontal. Escribir F1 en la forma ai + bj.',
    // No side said at all.
    'Un objeto que pesa 200 N cuelga de dos cuerdas que forman 40° y 60° con la horizontal. Escribir F1 en la forma ai + bj.',
    // Perpendicular ropes with both angles typed is no single reading.
    'Un cuerpo de 50 N cuelga de dos cuerdas perpendiculares entre sí que forman 30° y 50° con la horizontal. ¿Cuál es la tensión de cada cuerda?',
  ]);

  it('states no result when «una fuerza 2 veces mayor» is left over, no rope named «fuerza 2»', () => {
    expect(
      solveRopes(
        'Un objeto que pesa 200 N cuelga de dos cuerdas: la cuerda 1 tira hacia la izquierda formando 40° con la horizontal, y la cuerda 2 tira hacia la derecha formando 60° con la horizontal con una fuerza 2 veces mayor. Escribir F1 en la forma ai + bj.',
      )?.certain,
    ).toBe(false);
  });

  it('writes a rope force whose components hold the weight with the other rope (seeded)', () => {
    const next = random(4419);
    for (let i = 0; i < 40; i++) {
      const a = 5 + Math.round(next() * 80);
      const b = 5 + Math.round(next() * 80);
      const P = 10 + Math.round(next() * 490);
      // Two ropes at the same angle are the symmetric reading, which writes no vector.
      if (a === b) continue;
      const ask = (k: 1 | 2) =>
        answerNumbers(
          solveRopes(
            `Un objeto que pesa ${P} N cuelga de dos cuerdas: la cuerda 1 tira hacia la izquierda formando ${a}° con la horizontal, y la cuerda 2 tira hacia la derecha formando ${b}° con la horizontal. Escribir la fuerza F${k} que hace la cuerda ${k} en la forma ai + bj.`,
          )?.text ?? '',
        );
      const [, x1 = Number.NaN, y1 = Number.NaN] = ask(1);
      const [, x2 = Number.NaN, y2 = Number.NaN] = ask(2);
      expect(Math.abs(x1 + x2)).toBeLessThan(0.02);
      expect(Math.abs(y1 + y2 - P)).toBeLessThan(0.02);
      expect(x1).toBeLessThan(0);
    }
  });
});

describe('solveRopes: a part of a tension asked', () => {
  it('states the horizontal or vertical component of a tension asked, not the tension whole', () => {
    // The tension whole, 579,56 N, was once stated for its horizontal part (≈ 559,81 N).
    for (const [problem, part] of [
      [
        'Un semáforo de 300 N cuelga del punto medio de un cable, y cada tramo forma 15° con la horizontal. ¿Cuál es la componente horizontal de la tensión?',
        '**T_x en cada cuerda ≈ 559,81 N**',
      ],
      [
        'Un cartel de 80 N cuelga de dos cuerdas que forman 30° con la horizontal cada una. Hallar la componente vertical de la tensión de cada cuerda.',
        '**T_y en cada cuerda = 40 N**',
      ],
    ] as const) {
      const reply = solveRopes(problem);
      expect(reply?.certain, problem).toBe(true);
      expect(reply?.text).toContain(part);
    }
  });

  itSolvesCertainly(solveRopes, [
    [
      // One rope horizontal «y otra» at an angle, not «dos cuerdas».
      'Una lámpara de 80 N está sostenida por un cable horizontal y por otro que forma 30° con la horizontal. Calcular la tensión del cable horizontal.',
      ['**T en la cuerda horizontal ≈ 138,56 N**'],
    ],
    [
      // A weight in kgf: the tension in kgf too.
      'Un cuerpo de 20 kgf pende de dos cuerdas que forman con la vertical ángulos de 30° y 60°. ¿Cuál es la tensión de la cuerda que forma 60° con la vertical?',
      ['(= 10 kgf)'],
    ],
  ]);

  itSolvesCertainly(solveRopes, [
    [
      // The angle from the cable's length and how far apart its ends are.
      'Un farol de 60 N cuelga del punto medio de un alambre de 5 m atado a dos postes a la misma altura, separados 4 m. ¿Qué tensión soporta el alambre?',
      ['**T = 50 N**'],
    ],
    [
      // The angle from the sag of the midpoint.
      'Una bolsa de 100 N cuelga del punto medio de una soga atada a dos árboles a la misma altura, separados 8 m; el punto medio baja 3 m. Calcular la tensión de la soga.',
      ['**T ≈ 83,33 N**'],
    ],
  ]);

  itDeclines('leaves a sagging cable whose ends are not said level: %s', solveRopes, [
    'Un farol de 60 N cuelga del punto medio de un alambre de 5 m atado a dos postes separados 4 m. ¿Qué tensión soporta el alambre?',
  ]);
});

describe('solveRopes: blocks in a row pulled at an end, and two bodies hung one from the other pulled up', () => {
  itSolvesCertainly(solveRopes, [
    // T = F·(masses behind)/M: 40·5/10.
    [
      'Tres bloques de 5 kg, 3 kg y 2 kg están en fila sobre un piso sin rozamiento, unidos por sogas en ese orden. Tirás del bloque de 5 kg con una fuerza horizontal de 40 N. ¿Cuál es la tensión de la soga que une el bloque de 5 kg con el de 3 kg?',
      ['**T entre 5 kg y 3 kg = 20 N**'],
    ],
    // Pulled at the last block: behind the rope between 3 kg and 2 kg are 2 + 1 kg, 50·3/10.
    [
      'Cuatro carritos de 1 kg, 2 kg, 3 kg y 4 kg están unidos por cuerdas, en ese orden, sobre una mesa horizontal sin fricción. Se tira del de 4 kg con 50 N. ¿Cuál es la tensión de la cuerda entre el de 2 kg y el de 3 kg?',
      ['**T entre 3 kg y 2 kg = 15 N**'],
    ],
    // With friction: a = 36/12 − 0,1·10 = 2, T = 6·(2 + 1).
    [
      'Tres cajas de 2 kg, 4 kg y 6 kg, unidas por sogas en ese orden, se arrastran por un piso con μ = 0,1 tirando de la de 2 kg con una fuerza horizontal de 36 N. ¿Qué tensión soporta la soga que une la de 4 kg con la de 6 kg? (g = 10 m/s²)',
      ['**T entre 4 kg y 6 kg = 18 N**'],
    ],
    [
      'Tres bloques de 5 kg, 3 kg y 2 kg están en fila sobre un piso sin rozamiento, unidos por sogas en ese orden. Se tira del bloque de 5 kg con una fuerza horizontal de 40 N. ¿Cuál es la tensión de cada soga?',
      ['**T entre 5 kg y 3 kg = 20 N; T entre 3 kg y 2 kg = 8 N**'],
    ],
    // The acceleration they share, alone or with a tension.
    [
      'Tres bloques de 5 kg, 3 kg y 2 kg están en fila sobre un piso sin rozamiento, unidos por sogas en ese orden. Tirás del bloque de 5 kg con una fuerza horizontal de 40 N. ¿Cuál es la aceleración del conjunto?',
      ['**a = 4 m/s²**'],
    ],
    [
      'Tres cajas de 2 kg, 4 kg y 6 kg, unidas por sogas en ese orden, se arrastran por un piso con μ = 0,1 tirando de la de 2 kg con una fuerza horizontal de 36 N. ¿Cuál es la aceleración y cuál la tensión de la soga que une la de 4 kg con la de 6 kg? (g = 10 m/s²)',
      ['**a = 2 m/s²; T entre 4 kg y 6 kg = 18 N**'],
    ],
    // a = 60/4 − 10 = 5 m/s², T = 1·(10 + 5).
    [
      'Un cuerpo de 3 kg cuelga de una soga que sostenés con la mano, y de él cuelga, con otra soga, un cuerpo de 1 kg. Tirás hacia arriba de la soga de arriba con 60 N. ¿Cuál es la tensión de la soga que une los dos cuerpos? (Usá g = 10 m/s².)',
      ['**T = 15 N**'],
    ],
    [
      'De un dinamómetro que tirás hacia arriba con 90 N cuelga un bloque de 4 kg, y de él pende, atado con un hilo, otro bloque de 2 kg. ¿Qué tensión soporta el hilo que une los bloques? (g = 10 m/s²)',
      ['**T = 30 N**'],
    ],
    [
      'Un balde de 5 kg cuelga de una cuerda, y de él cuelga con otra cuerda una pesa de 3 kg. Se tira de la cuerda de arriba hacia arriba con 120 N. ¿Cuál es la tensión de la cuerda de abajo? (g = 9,8 m/s²)',
      ['**T = 45 N**'],
    ],
  ]);

  itDeclines('%s', solveRopes, [
    // No order said: which blocks the rope joins is not known.
    'Tres bloques de 5 kg, 3 kg y 2 kg están en fila sobre un piso sin rozamiento, unidos por sogas. Se tira del bloque de 5 kg con una fuerza horizontal de 40 N. ¿Cuál es la tensión de la soga que une el bloque de 5 kg con el de 3 kg?',
    // Pulled at a middle block.
    'Tres bloques de 5 kg, 3 kg y 2 kg están en fila sobre un piso sin rozamiento, unidos por sogas en ese orden. Se tira del bloque de 3 kg con una fuerza horizontal de 40 N. ¿Cuál es la tensión de la soga que une el bloque de 5 kg con el de 3 kg?',
    // No rope joins the first and the last.
    'Tres bloques de 5 kg, 3 kg y 2 kg están en fila sobre un piso sin rozamiento, unidos por sogas en ese orden. Se tira del bloque de 5 kg con una fuerza horizontal de 40 N. ¿Cuál es la tensión de la soga que une el bloque de 5 kg con el de 2 kg?',
    // The force does not beat the friction: the tensions are not fixed.
    'Tres cajas de 2 kg, 4 kg y 6 kg, unidas por sogas en ese orden, están sobre un piso con μ = 0,5; se tira de la de 2 kg con una fuerza horizontal de 36 N. ¿Qué tensión soporta la soga que une la de 4 kg con la de 6 kg? (g = 10 m/s²)',
    // The force pulls the lower body down.
    'Un cuerpo de 3 kg cuelga de una soga, y de él cuelga con otra soga un cuerpo de 1 kg. Se tira hacia abajo del cuerpo de 1 kg con 60 N. ¿Cuál es la tensión de la soga que une los dos cuerpos? (g = 10 m/s²)',
    // No force given.
    'Un cuerpo de 3 kg cuelga de una soga que sostenés con la mano, y de él cuelga, con otra soga, un cuerpo de 1 kg. Tirás hacia arriba de la soga de arriba. ¿Cuál es la tensión de la soga que une los dos cuerpos? (Usá g = 10 m/s².)',
  ]);
});

describe('solveRopes: one component of the tension of two symmetric ropes', () => {
  it.each([
    // T = 300 / (2 sen 15°) ≈ 579,56 N; T_x = T cos 15° ≈ 559,81 N.
    [
      'Un semáforo de 300 N cuelga del punto medio de un cable, y cada tramo forma 15° con la horizontal. ¿Cuál es la componente horizontal de la tensión de cada tramo?',
      '**T_x en cada cuerda ≈ 559,81 N**',
    ],
    // T = 80 N; T_x = 80 cos 30° ≈ 69,28 N.
    [
      'Un cartel de 80 N cuelga en equilibrio de dos cuerdas que forman cada una 30° con la horizontal. ¿Cuánto vale la componente horizontal de la tensión de cada cuerda?',
      '**T_x en cada cuerda ≈ 69,28 N**',
    ],
    // P = 60 N, T = 60 / (2 cos 60°) = 60 N; T_x = 60 sen 60° ≈ 51,96 N.
    [
      'Una lámpara de 6 kg cuelga de dos cables iguales que forman cada uno 60° con la vertical. ¿Cuál es la componente horizontal de la tensión en cada cable? (g = 10 m/s²)',
      '**T_x en cada cuerda ≈ 51,96 N**',
    ],
    // T_y = P / 2 = 40 N.
    [
      'Un cartel de 80 N cuelga en equilibrio de dos cuerdas que forman cada una 30° con la horizontal. ¿Cuánto vale la componente vertical de la tensión de cada cuerda?',
      '**T_y en cada cuerda = 40 N**',
    ],
  ])('%s', (problem, answer) => {
    const reply = ropesSolver.solve(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it.each([
    // Both components asked.
    'Un cartel de 80 N cuelga en equilibrio de dos cuerdas que forman cada una 30° con la horizontal. ¿Cuánto valen las componentes horizontal y vertical de la tensión?',
    // Ropes at different angles: a component is not read there.
    'Un cartel de 80 N cuelga de dos cuerdas, una a 30° y otra a 60° con la horizontal. ¿Cuál es la componente horizontal de la tensión de la primera?',
  ])('states no result: %s', (problem) => {
    expect(ropesSolver.solve(problem)?.certain ?? false).toBe(false);
  });
});

describe('solveRopes: «la otra cuerda» of two perpendicular ropes', () => {
  it.each([
    // T₁ cos 30° = T₂ cos 60°, T₁ sen 30° + T₂ sen 60° = 50 → T₁ = 25 N, T₂ ≈ 43,3 N.
    [
      'Un cuerpo de 5 kg cuelga en reposo de dos cuerdas perpendiculares entre sí, una de las cuales forma 30° con la horizontal. ¿Cuál es la tensión de la otra cuerda? (considerar g = 10 m/s²)',
      '**T en la cuerda perpendicular a ella (60° con la horizontal) ≈ 43,3 N**',
    ],
    // T₁ cos 60° = T₂ cos 30°, T₁ sen 60° + T₂ sen 30° = 80 → T₂ = 40 N.
    [
      'Una maceta de 8 kg pende de dos sogas perpendiculares entre sí, una de las cuales forma 60° con la horizontal. ¿Cuánto vale la tensión de la otra? Usá g = 10 m/s².',
      '**T en la cuerda perpendicular a ella (30° con la horizontal) = 40 N**',
    ],
  ])('%s', (problem, answer) => {
    const reply = ropesSolver.solve(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it('states no result for «la otra cuerda» of ropes not said to be perpendicular', () => {
    const reply = ropesSolver.solve(
      'Un cuerpo de 5 kg cuelga en reposo de dos cuerdas, una de las cuales forma 30° con la horizontal. ¿Cuál es la tensión de la otra cuerda? (considerar g = 10 m/s²)',
    );
    expect(reply?.certain ?? false).toBe(false);
  });
});

describe('two blocks in contact named by letters, the force applied on one of them', () => {
  it.each([
    [
      'Dos bloques, A de 6 kg y B de 4 kg, están en contacto sobre una superficie horizontal sin rozamiento. Se aplica una fuerza horizontal de 30 N sobre A, que a su vez empuja a B. La fuerza que A ejerce sobre B es:',
      '**fuerza entre los bloques = 12 N**',
    ],
    [
      'Los bloques A (3 kg) y B (5 kg) están apoyados uno contra otro sobre una mesa horizontal sin rozamiento. Empujamos al bloque B con una fuerza horizontal de 40 N. ¿Qué fuerza ejerce B sobre A?',
      '**fuerza entre los bloques = 15 N**',
    ],
    [
      'Dos cajas, A de 10 kg y B de 15 kg, están juntas sobre un piso horizontal. El coeficiente de rozamiento de ambas con el piso es 0,2. Se aplica sobre A una fuerza horizontal de 100 N. Calcule la fuerza que A ejerce sobre B. (g = 10 m/s²)',
      '**fuerza entre los bloques = 60 N**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveRopes(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // The block pushed is not said.
    'Dos bloques, A de 6 kg y B de 4 kg, están en contacto sobre una superficie horizontal sin rozamiento. Se aplica una fuerza horizontal de 30 N. ¿Qué fuerza ejerce A sobre B?',
    // Nothing said of the friction.
    'Dos bloques, A de 6 kg y B de 4 kg, están en contacto sobre una superficie horizontal. Se aplica una fuerza horizontal de 30 N sobre A. ¿Qué fuerza ejerce A sobre B?',
  ])('states no result for %s', (problem) => {
    expect(solveRopes(problem)?.certain ?? false).toBe(false);
  });
});

describe('solveRopes: the two ropes’ angle changed by a later «¿y si formaran…?»', () => {
  it.each([
    [
      'Un semáforo de 20 kg cuelga en reposo del punto medio de dos cables iguales, cada uno de los cuales forma 30° con la horizontal. Considere g = 10 m/s². ¿Y si los cables formaran 60° con la horizontal? Calcule la nueva tensión de cada uno.',
      '**T en cada cuerda ≈ 115,47 N**',
    ],
    [
      'Un cartel de 80 N cuelga de dos cuerdas que forman cada una 30° con la horizontal. Si las cuerdas formaran 45° con la horizontal, ¿cuál sería la tensión de cada una?',
      '**T en cada cuerda ≈ 56,57 N**',
    ],
    [
      // 2·T·sen 53° = 120 with sen 53° from the calculator: T ≈ 75,13 N.
      'Una lámpara de 120 N está sostenida por dos sogas que forman cada una 37° con la horizontal. ¿Y si las sogas formaran 53°? ¿Qué tensión soportaría cada una?',
      '75,13 N',
    ],
  ])('%s', (message, expected) => {
    const reply = solveRopes(message);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // The new angle measured from another line than the statement's.
    'Un cartel de 80 N cuelga de dos cuerdas que forman cada una 30° con la horizontal. Si las cuerdas formaran 45° con la vertical, ¿cuál sería la tensión de cada una?',
    // Another datum changed beside the angle.
    'Un cartel de 80 N cuelga de dos cuerdas que forman cada una 30° con la horizontal. Si las cuerdas formaran 45° con la horizontal y el cartel pesara el doble, ¿cuál sería la tensión?',
  ])('states no result: %s', (message) => {
    expect(solveRopes(message)?.certain).not.toBe(true);
  });
});
