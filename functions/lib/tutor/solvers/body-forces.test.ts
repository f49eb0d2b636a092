import { describe, expect, it } from 'vitest';
import { bodyForcesSolver, solveBodyForces } from './body-forces.ts';
import { fmt } from './numbers.ts';
import { solveProblem } from './solve-problem.ts';
import { answerNumbers, itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

describe('solveBodyForces', () => {
  itSolvesItsExamples(bodyForcesSolver);

  itSolvesCertainly(solveBodyForces, [
    // The friction given as a force in newtons, with the mass: a = F_r/m; the distance in the unit asked.
    [
      'Un disco de 200 g desliza sobre una mesa horizontal con una rapidez inicial de 150 cm/s y se detiene por una fuerza de rozamiento de 0,3 N. ¿Cuántos centímetros recorre hasta detenerse?',
      ['**d = 75 cm (0,75 m)**'],
    ],
    [
      'Un bloque de 2 kg que desliza a 4 m/s por un piso horizontal se detiene por una fuerza de rozamiento de 4 N. ¿Cuánto tarda en detenerse?',
      ['**t = 2 s**'],
    ],
    [
      'Sobre un cuerpo de 4 kg apoyado en un piso liso actúan dos fuerzas horizontales: una de 30 N hacia la derecha y otra de 10 N hacia la izquierda. ¿Qué aceleración adquiere el cuerpo?',
      ['**a = 5 m/s² hacia la derecha**'],
    ],
    [
      'Sobre un carrito de 2 kg, en una superficie horizontal sin rozamiento, se aplican una fuerza de 6 N hacia la izquierda y otra de 2 N hacia la derecha. ¿Cuál es la fuerza resultante y qué aceleración produce?',
      ['**F neta = 4 N hacia la izquierda; a = 2 m/s² hacia la izquierda**'],
    ],
    [
      'Un bloque de 10 kg apoyado sobre un piso horizontal es arrastrado por una cuerda que forma 37° con la horizontal y ejerce una fuerza de 50 N. El coeficiente de rozamiento cinético es 0,2. Con g = 10 m/s², sen 37° = 0,6 y cos 37° = 0,8, ¿cuál es la aceleración del bloque?',
      ['**a = 2,6 m/s²**'],
    ],
    [
      'Un auto que va a 20 m/s frena bloqueando las ruedas sobre un asfalto con coeficiente de rozamiento cinético 0,8. ¿Qué distancia recorre hasta detenerse? (g = 10 m/s²)',
      ['**d = 25 m**'],
    ],
    [
      'Un disco de hockey de 0,2 kg se desliza sobre el hielo a 10 m/s y se detiene por el rozamiento; el coeficiente de rozamiento es 0,1. ¿Cuánto tarda en detenerse? (g = 10 m/s²)',
      ['**t = 10 s**'],
    ],
  ]);

  itDeclines('leaves to others a problem not its own: %s', solveBodyForces, [
    // Which way each force points is not said.
    'Sobre un cuerpo de 4 kg apoyado en un piso liso actúan dos fuerzas horizontales de 30 N y 10 N. ¿Qué aceleración adquiere?',
    // The friction is not said.
    'Sobre un cuerpo de 4 kg actúan dos fuerzas horizontales: 30 N hacia la derecha y 10 N hacia la izquierda. ¿Qué aceleración adquiere?',
    // A pull that does not beat the friction leaves it at rest.
    'Un bloque de 50 kg es arrastrado por una cuerda que forma 30° con la horizontal y ejerce 20 N. El coeficiente de rozamiento es 0,5. ¿Cuál es su aceleración?',
    // On an incline.
    'Un bloque de 5 kg es arrastrado por una cuerda que forma 30° con la horizontal por un plano inclinado. ¿Cuál es su aceleración?',
  ]);

  it('states no result when a datum is left over', () => {
    const reply = solveBodyForces(
      'Un auto de 1000 kg que va a 20 m/s frena durante 3 s bloqueando las ruedas sobre un asfalto con coeficiente de rozamiento 0,8. ¿Qué distancia recorre hasta detenerse?',
    );

    expect(reply === undefined || !reply.certain).toBe(true);
  });

  it('gives accelerations whose forces balance back along the floor (seeded)', () => {
    const next = random(612);
    for (let i = 0; i < 100; i++) {
      const m = 2 + Math.round(next() * 30);
      const F = Math.round(m * 10 * (0.5 + next()));
      const alpha = 10 + Math.round(next() * 50);
      const mu = Math.round(next() * 30) / 100;
      const problem = `Un bloque de ${m} kg apoyado sobre un piso horizontal es arrastrado por una cuerda que forma ${alpha}° con la horizontal y ejerce una fuerza de ${F} N. El coeficiente de rozamiento es ${fmt(mu)} y g = 10 m/s². ¿Cuál es la aceleración del bloque?`;
      const reply = solveBodyForces(problem);
      const rad = (alpha * Math.PI) / 180;
      const normal = m * 10 - F * Math.sin(rad);
      const moves = normal > 0 && F * Math.cos(rad) > mu * normal && mu > 0;
      if (!moves) continue;
      expect(reply?.certain, problem).toBe(true);
      const [a = Number.NaN] = answerNumbers(reply?.text ?? '');
      expect(Math.abs(m * a + mu * normal - F * Math.cos(rad)), problem).toBeLessThan(0.01 * F + 0.05);
    }
  });

  it('reads a push below the horizontal, which presses the body against the floor', () => {
    const reply = solveBodyForces(
      'Una persona empuja un carrito de 20 kg con una fuerza de 100 N que forma 30° hacia abajo con la horizontal. Sin rozamiento, ¿qué aceleración adquiere el carrito?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**a ≈ 4,33 m/s²**');
    const rubbing = solveBodyForces(
      'Se empuja un cajón de 10 kg con una fuerza de 100 N que forma 37° hacia abajo con la horizontal. El coeficiente de rozamiento es 0,2, g = 10 m/s², sen 37° = 0,6 y cos 37° = 0,8. ¿Qué aceleración adquiere?',
    );
    // N = 100 + 60 = 160 N, F_r = 32 N, a = (80 − 32)/10.
    expect(rubbing?.text).toContain('**a = 4,8 m/s²**');
  });

  it('gives the constant force that stops a body in a given time, checked by the impulse', () => {
    const reply = solveBodyForces(
      'Un cuerpo de 3 kg se mueve con una velocidad de 4 m/s. ¿Qué fuerza constante hay que aplicarle para detenerlo en 2 s?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**F = 6 N, en contra del movimiento**');
  });

  it('gives the least force that sets a body at rest moving, the static friction at its top', () => {
    const reply = solveBodyForces(
      'Un cuerpo de 5 kg está sobre una superficie horizontal. Si el coeficiente de rozamiento estático es 0,4, ¿cuál es la fuerza horizontal mínima para ponerlo en movimiento? (g = 10 m/s²)',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**F mín = 20 N**');
  });

  it('adds two perpendicular forces by Pythagoras before dividing by the mass', () => {
    const reply = solveBodyForces(
      'Sobre un cuerpo de 5 kg actúan dos fuerzas perpendiculares de 30 N y 40 N. ¿Qué aceleración adquiere?',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**a = 10 m/s²**');
  });

  it('gives the friction coefficient from a stop on a level floor, by distance or by time', () => {
    expect(
      solveBodyForces(
        'Un cuerpo de 2 kg se lanza por un piso horizontal con 10 m/s y se detiene después de recorrer 25 m. ¿Cuál es el coeficiente de rozamiento? (g = 10 m/s²)',
      )?.text,
    ).toContain('**μ = 0,2**');
    expect(
      solveBodyForces(
        'Un disco se lanza sobre el hielo a 6 m/s y se detiene en 20 s. ¿Cuál es el coeficiente de rozamiento? (g = 10 m/s²)',
      )?.text,
    ).toContain('**μ = 0,03**');
  });
});

describe('a body a force at an angle does not move', () => {
  itSolvesCertainly(solveBodyForces, [
    [
      'Un bloque de 100 N está en reposo sobre un piso horizontal. Se tira de él con una fuerza de 40 N que forma 30° por encima de la horizontal, y no se mueve. ¿Cuánto vale la fuerza normal?',
      ['**N = 80 N**'],
    ],
    [
      'Se tira de un baúl de 400 N con una soga que forma 53° con el piso, con una fuerza de 100 N, y el baúl no se mueve. Tomando sen 53° = 0,8, ¿cuánto vale la fuerza normal?',
      ['**N = 320 N**'],
    ],
    [
      'Una caja de 20 kg está sobre el piso y se la empuja con una fuerza de 50 N dirigida 37° por debajo de la horizontal, pero no se mueve. ¿Cuánto vale la fuerza de rozamiento? (g = 10 m/s², sen 37° = 0,6, cos 37° = 0,8)',
      ['**F_r = 40 N**'],
    ],
  ]);

  itDeclines('leaves a body with a given μ to the readings that check it: %s', solveBodyForces, [
    'Un bloque de 100 N está en reposo sobre un piso horizontal con coeficiente de rozamiento 0,5. Se tira de él con una fuerza de 40 N que forma 30° por encima de la horizontal, y no se mueve. ¿Cuánto vale la fuerza normal?',
  ]);

  it('balances both axes for any pull (seeded)', () => {
    const next = random(2426);
    for (let i = 0; i < 60; i++) {
      const P = 100 + Math.round(next() * 900);
      const F = 5 + Math.round(next() * 90);
      const theta = 5 + Math.round(next() * 80);
      const problem = `Un bloque de ${P} N está en reposo sobre un piso horizontal. Se tira de él con una fuerza de ${F} N que forma ${theta}° con la horizontal y no se mueve. ¿Cuánto valen la normal y la fuerza de rozamiento?`;
      const reply = solveBodyForces(problem);
      expect(reply?.certain, problem).toBe(true);
      const [N = Number.NaN, f = Number.NaN] = answerNumbers(reply?.text ?? '');
      const rad = (theta * Math.PI) / 180;
      expect(Math.abs(N + F * Math.sin(rad) - P), problem).toBeLessThan(0.01 * P);
      expect(Math.abs(f - F * Math.cos(rad)), problem).toBeLessThan(0.01 * F + 0.01);
    }
  });
});

describe('a body a force at an angle does not move: the greatest friction', () => {
  itDeclines('%s', solveBodyForces, [
    'Un bloque de 100 N está en reposo sobre un piso horizontal. Se tira de él con una fuerza de 40 N que forma 30° por encima de la horizontal, y no se mueve. ¿Cuál es la fuerza de rozamiento máxima?',
  ]);
});

describe('two perpendicular forces on a smooth floor, and the least force with both coefficients', () => {
  itSolvesCertainly(solveBodyForces, [
    // «sin rozamiento» says there is none: it is no friction to leave out.
    [
      'Sobre un cuerpo de 2 kg, apoyado en una superficie horizontal sin rozamiento, actúan dos fuerzas horizontales perpendiculares entre sí, de 6 N y 8 N. ¿Cuál es el módulo de su aceleración?',
      ['**a = 5 m/s²**'],
    ],
    [
      'Dos fuerzas perpendiculares de 30 N y 40 N actúan sobre un bloque de 10 kg apoyado en un piso liso. ¿Qué aceleración adquiere?',
      ['**a = 5 m/s²**'],
    ],
    [
      'Un carrito de 500 g, en una mesa horizontal sin fricción, recibe dos fuerzas que forman 90° entre sí: 5 N y 12 N. ¿Con qué aceleración se mueve?',
      ['**a = 26 m/s²**'],
    ],
    // The kinetic coefficient given too: the start asks the static top, μc acts once it moves.
    [
      '¿Qué fuerza horizontal mínima hay que hacer para que empiece a moverse un cajón de 40 kg apoyado en un piso horizontal, si μe = 0,5 y μc = 0,4? (Usá g = 10 m/s².)',
      ['**F mín = 200 N**', 'μc = 0,4'],
    ],
    [
      'Un cajón de 50 kg descansa en un piso horizontal. Los coeficientes de rozamiento son μe = 0,6 y μc = 0,3. ¿Cuál es la fuerza horizontal mínima para ponerlo en movimiento? (g = 10 m/s²)',
      ['**F mín = 300 N**'],
    ],
  ]);

  itDeclines('%s', solveBodyForces, [
    // A friction given with the perpendicular forces is another problem.
    'Sobre un bloque de 10 kg apoyado en un piso con μ = 0,2 actúan dos fuerzas horizontales perpendiculares de 30 N y 40 N. ¿Qué aceleración adquiere?',
    // Keeping it moving asks the kinetic friction, not the static top.
    'Un cajón de 50 kg descansa en un piso horizontal. Los coeficientes de rozamiento son μe = 0,6 y μc = 0,3. ¿Qué fuerza horizontal mínima hay que hacer para mantenerlo en movimiento con velocidad constante? (g = 10 m/s²)',
  ]);
});

describe('a bounce off a wall: the impulse and the mean force', () => {
  itSolvesCertainly(solveBodyForces, [
    [
      'Una pelota de 0,4 kg llega perpendicularmente a una pared a 10 m/s y rebota en sentido contrario a 8 m/s. El contacto dura 0,02 s. ¿Qué fuerza media ejerce la pared sobre la pelota?',
      ['**F media = 360 N, hacia afuera de la pared**'],
    ],
    // In grams, the speeds in another order of words: m·(v₁ + v₂)/t = 0,06·40/0,004 = 600 N.
    [
      'Una pelota de tenis de 60 g golpea de frente contra una pared a 25 m/s y vuelve en sentido opuesto a 15 m/s. Si el choque dura 0,004 s, ¿cuál es la fuerza media que recibe la pelota?',
      ['**F media = 600 N, hacia afuera de la pared**'],
    ],
    // The impulse alone, with no time: 0,5·(6 + 4) = 5 N·s.
    [
      'Una pelota de 0,5 kg choca perpendicularmente contra una pared a 6 m/s y rebota a 4 m/s. ¿Qué impulso le da la pared?',
      ['**J = 5 N·s, hacia afuera de la pared**'],
    ],
  ]);

  itDeclines('%s', solveBodyForces, [
    // No contact time: the mean force is not given.
    'Una pelota de 0,4 kg llega perpendicularmente a una pared a 10 m/s y rebota en sentido contrario a 8 m/s. ¿Qué fuerza media ejerce la pared sobre la pelota?',
    // An oblique hit changes only the normal component.
    'Una pelota de 0,4 kg llega a una pared a 10 m/s formando 30° con ella y rebota a 8 m/s. El contacto dura 0,02 s. ¿Qué fuerza media ejerce la pared?',
  ]);
});

describe('a bounce off the floor is not read as one off a wall', () => {
  // The floor's force carries the weight besides m·Δv/t.
  itDeclines('%s', solveBodyForces, [
    'Una pelota de 0,4 kg cae al piso a 10 m/s y rebota a 8 m/s; el contacto dura 0,02 s. ¿Qué fuerza media ejerce el piso sobre la pelota?',
  ]);
});

describe('solveBodyForces: the kinetic coefficient from the friction force on a level surface', () => {
  it.each([
    // μ = 0,3 / (0,2 · 10) = 0,15.
    [
      'Un disco de 200 g desliza sobre una mesa horizontal y se detiene por una fuerza de rozamiento de 0,3 N (g = 10 m/s²). ¿Cuál es el coeficiente de rozamiento entre el disco y la mesa?',
      '**μ = 0,15**',
    ],
    // μ = 120 / (40 · 10) = 0,3.
    [
      'Un cajón de 40 kg se desliza por un piso horizontal y el rozamiento con el piso vale 120 N. Usá g = 10 m/s². ¿Cuánto vale el coeficiente de rozamiento cinético?',
      '**μ = 0,3**',
    ],
    // μ = 98 / (50 · 9,8) = 0,2.
    [
      'Un trineo de 50 kg frena sobre la nieve horizontal; la fuerza de fricción es de 98 N. ¿Cuál es el coeficiente de rozamiento? (g = 9,8 m/s²)',
      '**μ = 0,2**',
    ],
  ])('%s', (problem, answer) => {
    const reply = solveBodyForces(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it.each([
    // At rest: the friction that holds it is no μ·N.
    'Un bloque de 10 kg está en reposo sobre una mesa horizontal y el rozamiento vale 20 N. ¿Cuál es el coeficiente de rozamiento? (g = 10 m/s²)',
    // The static coefficient asked of a body that slides.
    'Un cajón de 40 kg se desliza por un piso horizontal y el rozamiento con el piso vale 120 N. Usá g = 10 m/s². ¿Cuánto vale el coeficiente de rozamiento estático?',
    // A speed the reading does not use.
    'Un disco de 200 g desliza sobre una mesa horizontal con una rapidez inicial de 150 cm/s y se detiene por una fuerza de rozamiento de 0,3 N (g = 10 m/s²). ¿Cuál es el coeficiente de rozamiento entre el disco y la mesa?',
  ])('states no result: %s', (problem) => {
    expect(solveBodyForces(problem)?.certain ?? false).toBe(false);
  });
});

describe('a rebound «con la misma rapidez»: one speed said, the same one back', () => {
  it.each([
    [
      'Una pelota de 0,4 kg choca perpendicularmente contra una pared a 10 m/s y rebota con la misma rapidez. ¿Cuál es el módulo del impulso que recibe la pelota?',
      '**J = 8 N·s, hacia afuera de la pared**',
    ],
    [
      'Una pelota de tenis de 60 g golpea de frente una pared a 25 m/s y sale despedida con la misma rapidez en sentido contrario. Si el contacto dura 0,005 s, ¿qué fuerza media ejerció la pared?',
      '**F media = 600 N, hacia afuera de la pared**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveBodyForces(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // A bounce off the floor: the weight adds to the floor's force.
    'Una pelota de 0,4 kg choca contra el piso a 10 m/s y rebota con la misma rapidez. ¿Cuál es el impulso?',
    // The force asked with no contact time.
    'Una pelota de 0,4 kg choca contra una pared a 10 m/s y rebota con la misma rapidez. ¿Qué fuerza media ejerce la pared?',
  ])('states no result for %s', (problem) => {
    expect(solveBodyForces(problem)?.certain ?? false).toBe(false);
  });
});

describe('a body stopped by the brakes’ force, given in newtons with its mass', () => {
  it.each([
    [
      'Un camión de 8 t que viaja a 54 km/h frena hasta detenerse. Si la fuerza de frenado es constante y vale 20.000 N, calculá la distancia que recorre hasta detenerse.',
      '**d = 45 m**',
    ],
    [
      'Un auto de 1.200 kg circula a 72 km/h cuando el conductor frena. La fuerza de frenado vale 6.000 N. ¿Qué distancia recorre hasta detenerse?',
      '**d = 40 m**',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveBodyForces(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it.each([
    // Brakes on for 2 s only: it does not stop.
    'Un auto de 1.200 kg circula a 72 km/h cuando el conductor frena durante 2 s. La fuerza de frenado vale 6.000 N. ¿Qué distancia recorre?',
    // Asked in km.
    'Un camión de 8 t que viaja a 54 km/h frena hasta detenerse. Si la fuerza de frenado es constante y vale 20.000 N, calculá la distancia que recorre hasta detenerse, en km.',
  ])('states no result for %s', (problem) => {
    expect(solveProblem(problem).certain).toBe(false);
  });
});
