import { describe, expect, it } from 'vitest';
import { solveInclinedPlane } from './dynamics.ts';
import { inclineSlideSolver, solveInclineSlide } from './incline-slide.ts';
import { fmt } from './numbers.ts';
import { answerNumbers, itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

describe('solveInclineSlide', () => {
  itSolvesItsExamples(inclineSlideSolver);

  itSolvesCertainly(solveInclineSlide, [
    [
      'Un bloque de 10 kg está en reposo sobre un plano inclinado 30°. ¿Cuánto vale la fuerza de rozamiento que lo sostiene? (g = 10 m/s²)',
      ['**F_r = 50 N, plano arriba**'],
    ],
    [
      'Una caja de 20 kg permanece quieta sobre una rampa de 37°. ¿Cuánto valen la fuerza de rozamiento y la normal? (g = 10 m/s², sen 37° = 0,6, cos 37° = 0,8)',
      ['F_r = 120 N', 'N = 160 N'],
    ],
    [
      'Una caja de 30 kg se suelta desde el reposo en lo alto de un plano inclinado de 5 m de largo y 37° sin rozamiento. ¿Con qué velocidad llega al pie del plano? (g = 10 m/s², sen 37° = 0,6)',
      ['**v ≈ 7,75 m/s**'],
    ],
    [
      'Un bloque se suelta desde el reposo en lo alto de un plano inclinado de 8 m de longitud y 30°, con coeficiente de rozamiento 0,2. ¿Cuánto tarda en llegar abajo? (g = 10 m/s²)',
      ['**t ≈ 2,21 s**'],
    ],
  ]);

  itDeclines('leaves to others a problem not its own: %s', solveInclineSlide, [
    // Thrown up the plane: the incline solver's.
    'Un cuerpo se lanza hacia arriba por un plano inclinado de 30° y 5 m de largo con 10 m/s. ¿Hasta dónde llega?',
    // Given μ at rest: whether it slides is another question.
    'Un bloque de 10 kg está en reposo sobre un plano inclinado 30° con coeficiente de rozamiento 0,7. ¿Cuánto vale la fuerza de rozamiento?',
    // The friction of a sliding body is not said.
    'Un bloque se suelta desde el reposo en lo alto de un plano inclinado de 8 m de longitud y 30°. ¿Cuánto tarda en llegar abajo?',
  ]);

  it('leaves a body at rest to it, never an acceleration from the incline solver', () => {
    expect(
      solveInclinedPlane(
        'Un bloque de 10 kg está en reposo sobre un plano inclinado 30°. ¿Cuánto vale la fuerza de rozamiento que lo sostiene? (g = 10 m/s²)',
      ),
    ).toBeUndefined();
  });

  it('gives speeds at the bottom that match the energy the plane gives back (seeded)', () => {
    const next = random(622);
    for (let i = 0; i < 100; i++) {
      const L = 1 + Math.round(next() * 20);
      const theta = 20 + Math.round(next() * 45);
      const mu = Math.round(next() * 20) / 100;
      const friction = mu > 0 ? `con coeficiente de rozamiento ${fmt(mu)}` : 'sin rozamiento';
      const problem = `Un bloque se suelta desde el reposo en lo alto de un plano inclinado de ${L} m de largo y ${theta}°, ${friction}. ¿Con qué velocidad llega abajo? (g = 10 m/s²)`;
      const reply = solveInclineSlide(problem);
      const rad = (theta * Math.PI) / 180;
      const a = 10 * (Math.sin(rad) - mu * Math.cos(rad));
      if (!(a > 0)) continue;
      expect(reply?.certain, problem).toBe(true);
      const [v = Number.NaN] = answerNumbers(reply?.text ?? '');
      // ½v² = g·h − μ·g·cos θ·L, per unit of mass.
      expect(
        Math.abs(0.5 * v * v - 10 * L * Math.sin(rad) + mu * 10 * Math.cos(rad) * L),
        problem,
      ).toBeLessThan(0.01 * 10 * L + 0.05);
    }
  });

  it('gives the force that pushes a body up the plane with a given acceleration', () => {
    const reply = solveInclineSlide(
      '¿Qué fuerza paralela al plano hay que aplicar a un cuerpo de 20 kg para que suba por un plano inclinado de 30° sin rozamiento con una aceleración de 1 m/s²? (g = 10 m/s²)',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**F = 120 N, paralela al plano**');
  });

  it('reads a body on the plane joined over a pulley to one that hangs, whichever way they move', () => {
    expect(
      solveInclineSlide(
        'Un bloque de 4 kg se encuentra sobre un plano inclinado de 30° sin rozamiento y está unido por una cuerda que pasa por una polea a un cuerpo de 6 kg que cuelga. ¿Cuál es la aceleración del sistema y la tensión de la cuerda? (g = 10 m/s²)',
      )?.text,
    ).toContain('**a = 4 m/s²; T = 36 N**');
    // The block on the plane wins: 10 · 10 · 0,5 = 50 N against 20 N.
    expect(
      solveInclineSlide(
        'Un bloque de 10 kg está sobre un plano inclinado de 30° sin rozamiento, unido por una cuerda que pasa por una polea a un cuerpo de 2 kg que cuelga. ¿Cuál es la aceleración? (g = 10 m/s²)',
      )?.text,
    ).toContain('**a = 2,5 m/s²**');
    // Balanced by friction: no motion to state.
    expect(
      solveInclineSlide(
        'Un bloque de 10 kg está sobre un plano inclinado de 30° con coeficiente de rozamiento 0,5, unido por una cuerda que pasa por una polea a un cuerpo de 5 kg que cuelga. ¿Cuál es la aceleración? (g = 10 m/s²)',
      ),
    ).toBeUndefined();
  });

  it('keeps the tension that moves both bodies consistent with Newton for each (seeded)', () => {
    const next = random(649);
    for (let i = 0; i < 100; i++) {
      const m1 = 1 + Math.round(next() * 20);
      const m2 = 1 + Math.round(next() * 20);
      const theta = 15 + Math.round(next() * 50);
      const problem = `Un bloque de ${m1} kg está sobre un plano inclinado de ${theta}° sin rozamiento, unido por una cuerda que pasa por una polea a un cuerpo de ${m2} kg que cuelga. ¿Cuál es la aceleración y la tensión de la cuerda? (g = 10 m/s²)`;
      const reply = solveInclineSlide(problem);
      const along = m1 * 10 * Math.sin((theta * Math.PI) / 180);
      if (Math.abs(m2 * 10 - along) < 1e-9) continue;
      expect(reply?.certain, problem).toBe(true);
      const [a = Number.NaN, T = Number.NaN] = answerNumbers(reply?.text ?? '');
      const hangingDown = m2 * 10 > along;
      expect(Math.abs(m2 * 10 - T - (hangingDown ? 1 : -1) * m2 * a), problem).toBeLessThan(0.05 + 0.01 * T);
      expect(Math.abs(Math.abs(T - along) - m1 * a), problem).toBeLessThan(0.05 + 0.01 * T);
    }
  });

  it('reads «se deja en reposo» with a question about the static friction as a body that stays', () => {
    const reply = solveInclineSlide(
      'Un bloque de 15 kg se deja en reposo sobre una rampa de 37°. ¿Cuánto vale la fuerza de rozamiento estático que actúa sobre él? (g = 10 m/s², sen 37° = 0,6)',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**F_r = 90 N, plano arriba**');
    expect(
      solveInclinedPlane(
        'Un bloque de 15 kg se deja en reposo sobre una rampa de 37°. ¿Cuánto vale la fuerza de rozamiento estático que actúa sobre él? (g = 10 m/s², sen 37° = 0,6)',
      ),
    ).toBeUndefined();
  });
});

describe('a body held still on a smooth incline', () => {
  itSolvesCertainly(solveInclineSlide, [
    [
      'Sobre un plano inclinado 30° sin rozamiento se apoya un bloque que pesa 60 N. ¿Qué fuerza horizontal hay que aplicarle para que no deslice?',
      ['**F ≈ 34,64 N**'],
    ],
    [
      'Un bloque de 50 N está en reposo sobre un plano inclinado 30° sin rozamiento, sujeto por una cuerda paralela al plano. ¿Cuál es la tensión de la cuerda?',
      ['**T = 25 N**'],
    ],
    [
      'Un bloque de 50 N está en reposo sobre un plano inclinado 30° sin rozamiento, sujeto por una cuerda paralela al plano. ¿Cuánto vale la fuerza normal?',
      ['**N ≈ 43,3 N**'],
    ],
    [
      'Un bloque de 200 N está en reposo sobre una rampa sin rozamiento inclinada 30°. Lo sostiene una cuerda paralela a la rampa que pasa por una polea en lo alto y de cuyo otro extremo cuelga un cuerpo. ¿Cuánto debe pesar el cuerpo que cuelga?',
      ['**P₂ = 100 N**'],
    ],
  ]);

  itDeclines('leaves what it cannot be sure of: %s', solveInclineSlide, [
    // A plane not said to be smooth: a friction could hold part of the weight.
    'Un bloque de 50 N está en reposo sobre un plano inclinado 30°, sujeto por una cuerda paralela al plano. ¿Cuál es la tensión de la cuerda?',
    // What holds it is not said.
    'Un bloque de 50 N está en reposo sobre un plano inclinado 30° sin rozamiento. ¿Qué fuerza lo sostiene?',
  ]);

  it('balances the weight along and across the plane for any angle (seeded)', () => {
    const next = random(2424);
    for (let i = 0; i < 60; i++) {
      const P = 10 + Math.round(next() * 490);
      const theta = 5 + Math.round(next() * 80);
      const problem = `Un bloque que pesa ${P} N está en reposo sobre un plano inclinado ${theta}° sin rozamiento, por una fuerza horizontal. ¿Cuánto vale esa fuerza y cuánto la fuerza normal?`;
      const reply = solveInclineSlide(problem);
      expect(reply?.certain, problem).toBe(true);
      const [F = Number.NaN, N = Number.NaN] = answerNumbers(reply?.text ?? '');
      const rad = (theta * Math.PI) / 180;
      expect(Math.abs(F * Math.cos(rad) - P * Math.sin(rad)), problem).toBeLessThan(0.01 * P);
      expect(Math.abs(N - P * Math.cos(rad) - F * Math.sin(rad)), problem).toBeLessThan(0.01 * P);
    }
  });
});

describe('a body held on a smooth incline: what it must not answer', () => {
  itDeclines('%s', solveInclineSlide, [
    // The weight given is the hung body's: the one on the plane is asked, not this reading's.
    'Un bloque está en reposo sobre un plano inclinado 30° sin rozamiento, unido por una cuerda que pasa por una polea a un cuerpo de 50 N que cuelga. ¿Cuánto pesa el bloque?',
  ]);

  it('reads «la fuerza que ejerce el plano» as the normal', () => {
    const reply = solveInclineSlide(
      'Un bloque de 50 N está en reposo sobre un plano inclinado 30° sin rozamiento, sujeto por una cuerda paralela al plano. ¿Qué fuerza ejerce el plano sobre el bloque?',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**N ≈ 43,3 N**');
  });
});

describe('solveInclineSlide: the question first, the data after it', () => {
  it('reads «Hallar la velocidad… Datos: g = 10 m/s², sen 37° = 0,6…» as asking the speed', () => {
    const reply = solveInclineSlide(
      'Hallar la velocidad con que llega al pie de un tobogán de 8 m de largo un cajón que se suelta desde el reposo en su parte más alta, si el tobogán está inclinado 37° y el coeficiente de rozamiento es 0,25. Datos: g = 10 m/s², sen 37° = 0,6, cos 37° = 0,8.',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**v = 8 m/s**');
  });

  itSolvesCertainly(solveInclineSlide, [
    [
      // Static friction helps to hold it: P·sen θ − μe·P·cos θ.
      'Un cajón de 20 kg está sobre una rampa inclinada 37° con coeficiente de rozamiento estático 0,5. ¿Cuál es la mínima fuerza paralela a la rampa que hay que hacer para que no deslice? (g = 10 m/s²; sen 37° = 0,6; cos 37° = 0,8)',
      ['**F = 40 N, paralela al plano, plano arriba**'],
    ],
    [
      // Up at constant speed with kinetic friction: P·sen θ + μ·P·cos θ.
      'Calcular la fuerza paralela al plano que hace subir con velocidad constante un bloque de 10 kg por un plano inclinado 37°, con coeficiente de rozamiento dinámico 0,25. (g = 10 m/s²; sen 37° = 0,6; cos 37° = 0,8)',
      ['**F = 80 N, paralela al plano hacia arriba**'],
    ],
  ]);

  itDeclines('leaves a force with friction whose case it cannot tell: %s', solveInclineSlide, [
    // Neither up nor down is said.
    'Un bloque de 10 kg está sobre un plano inclinado 30° con coeficiente de rozamiento estático 0,3. ¿Qué fuerza paralela al plano hay que aplicar?',
  ]);
  itSolvesCertainly(solveInclineSlide, [
    [
      // «para mantenerlo en reposo»: held still, as «está en reposo» says.
      '¿Qué fuerza horizontal hay que aplicar a un bloque de 20 kg para mantenerlo en reposo sobre un plano inclinado liso de 45°? (g = 10 m/s²)',
      ['**F = 200 N**'],
    ],
  ]);
});

describe('solveInclineSlide: the force of a pull at a constant speed, with a distance and a time', () => {
  it('says why the distance and the time do not change the force', () => {
    const reply = solveInclineSlide(
      'Un baúl de 30 kg es arrastrado con velocidad constante hacia arriba por una rampa sin rozamiento inclinada 30°, mediante una fuerza paralela a la rampa. El baúl recorre 5 m en 10 s. Considere g = 10 m/s². Calcular la intensidad de la fuerza aplicada.',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**F = 150 N**');
  });
});

describe('solveInclinedPlane: a power asked of a pull up the plane', () => {
  it('leaves it to the energy readings instead of stating the force', () => {
    expect(
      solveInclinedPlane(
        'Un cajón de 20 kg sube con velocidad constante de 2 m/s por una rampa inclinada 30° arrastrado por una fuerza paralela a la rampa, sin rozamiento. ¿Qué potencia desarrolla la fuerza? Considere g = 10 m/s².',
      ),
    ).toBeUndefined();
  });
});

describe('solveInclineSlide: the coefficient from a release, or from the angle it starts to slide at', () => {
  itSolvesCertainly(solveInclineSlide, [
    // a = v²/(2L) = 3,6 m/s²; μ = (10·0,6 − 3,6)/(10·0,8).
    [
      'Se suelta un bloque de 2 kg desde el reposo en lo alto de un plano inclinado 37° y, después de recorrer 5 m a lo largo del plano, llega abajo a 6 m/s. ¿Cuál es el coeficiente de rozamiento cinético? (Tomá sen 37° ≈ 0,6, cos 37° ≈ 0,8 y g = 10 m/s².)',
      ['**μ = 0,3**'],
    ],
    // By the time: a = 2L/t² = 4 m/s²; μ = (5 − 4)/(10·cos 30°).
    [
      'Un cuerpo parte del reposo desde lo alto de una rampa de 8 m de largo inclinada 30° y tarda 2 s en llegar abajo. ¿Cuál es el coeficiente de rozamiento? (g = 10 m/s²)',
      ['**μ ≈ 0,115**'],
    ],
    [
      'Una caja se deja deslizar desde el reposo por un plano inclinado 30° de 10 m de longitud y llega al pie con 8 m/s. Calculá el coeficiente de rozamiento cinético. (g = 10 m/s²)',
      ['**μ ≈ 0,208**'],
    ],
    // μ = tg θ: the static one when it starts to slide, the kinetic one at a constant speed.
    [
      'Inclinás de a poco una tabla con un bloque apoyado encima. El bloque empieza a deslizar justo cuando la tabla forma 37° con la horizontal. ¿Cuál es el coeficiente de rozamiento estático? (Tomá sen 37° ≈ 0,6 y cos 37° ≈ 0,8.)',
      ['**μₑ = 0,75**'],
    ],
    [
      'Se va inclinando una tabla con una moneda encima; la moneda comienza a resbalar cuando la tabla forma 30° con la horizontal. ¿Cuánto vale el coeficiente de rozamiento estático?',
      ['**μₑ ≈ 0,577**'],
    ],
    [
      'Un bloque de 3 kg baja por un plano inclinado 37° con velocidad constante. ¿Cuál es el coeficiente de rozamiento cinético? (sen 37° = 0,6; cos 37° = 0,8)',
      ['**μc = 0,75**'],
    ],
  ]);

  itDeclines('%s', solveInclineSlide, [
    // Starting to slide says the static coefficient, not the kinetic one asked.
    'Inclinás de a poco una tabla con un bloque apoyado encima. El bloque empieza a deslizar justo cuando la tabla forma 37° con la horizontal. ¿Cuál es el coeficiente de rozamiento cinético? (Tomá sen 37° ≈ 0,6 y cos 37° ≈ 0,8.)',
    // A speed at the middle of the plane, not at the end of its length.
    'Un bloque se suelta desde el reposo en lo alto de un plano inclinado 37° de 10 m de largo y a la mitad del plano lleva 6 m/s. ¿Cuál es el coeficiente de rozamiento? (sen 37° = 0,6; cos 37° = 0,8; g = 10 m/s²)',
    // No speed nor time at the bottom.
    'Se suelta un bloque de 2 kg desde el reposo en lo alto de un plano inclinado 37° y recorre 5 m a lo largo del plano. ¿Cuál es el coeficiente de rozamiento cinético? (Tomá sen 37° ≈ 0,6, cos 37° ≈ 0,8 y g = 10 m/s².)',
    // Faster than a smooth plane allows (a = 10 m/s² > g·sen θ): no coefficient fits.
    'Se suelta un bloque de 2 kg desde el reposo en lo alto de un plano inclinado 37° y, después de recorrer 5 m a lo largo del plano, llega abajo a 10 m/s. ¿Cuál es el coeficiente de rozamiento cinético? (Tomá sen 37° ≈ 0,6, cos 37° ≈ 0,8 y g = 10 m/s².)',
  ]);
});

describe('solveInclineSlide: at rest with the static coefficient given, the weight in newtons, the least static coefficient', () => {
  it.each([
    // tg 30° ≈ 0,577 ≤ 0,8: it stays; F_r = 50 sen 30° = 25 N.
    [
      'Un bloque de 50 N está en reposo sobre un plano inclinado 30°, con rozamiento (coeficiente estático 0,8). ¿Cuánto vale la fuerza de rozamiento?',
      '**F_r = 25 N, plano arriba**',
    ],
    // tg 37° = 0,75 ≤ 0,9; F_r = 20 · 10 · 0,6 = 120 N.
    [
      'Una caja de 20 kg permanece en reposo sobre una rampa de 37° (sen 37° = 0,6; cos 37° = 0,8). El coeficiente de rozamiento estático es 0,9. ¿Cuánto vale la fuerza de rozamiento? (g = 10 m/s²)',
      '**F_r = 120 N, plano arriba**',
    ],
    // F_r = 80 sen 20° ≈ 27,36 N.
    [
      'Un cuerpo de 80 N está en reposo sobre un plano inclinado 20°. ¿Cuánto vale la fuerza de rozamiento?',
      '**F_r ≈ 27,36 N, plano arriba**',
    ],
    // μₑ = tg 30° ≈ 0,577.
    [
      '¿Cuál es el coeficiente de rozamiento estático mínimo para que un cuerpo apoyado en un plano inclinado de 30° no deslice?',
      '**μₑ mínimo ≈ 0,577**',
    ],
    // μₑ = 0,6 / 0,8 = 0,75.
    [
      'Una caja de 12 kg está sobre una rampa de 37° (sen 37° = 0,6; cos 37° = 0,8). ¿Qué coeficiente de rozamiento estático mínimo hace falta para que no resbale?',
      '**μₑ mínimo = 0,75**',
    ],
    // μₑ = tg 20° ≈ 0,364.
    [
      '¿Qué coeficiente de rozamiento mínimo necesita un bloque sobre un plano inclinado de 20° para que quede en reposo?',
      '**μₑ mínimo ≈ 0,364**',
    ],
  ])('%s', (problem, answer) => {
    const reply = inclineSlideSolver.solve(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it.each([
    // tg 45° = 1 > 0,5: it could not stay at rest.
    'Un bloque de 50 N está en reposo sobre un plano inclinado 45°, con coeficiente de rozamiento estático 0,5. ¿Cuánto vale la fuerza de rozamiento?',
    // A kinetic coefficient beside a body at rest.
    'Un bloque de 50 N está en reposo sobre un plano inclinado 30°, con coeficiente de rozamiento cinético 0,3. ¿Cuánto vale la fuerza de rozamiento?',
    // The kinetic coefficient asked for a body that must not slide.
    '¿Cuál es el coeficiente de rozamiento cinético mínimo para que un cuerpo apoyado en un plano inclinado de 30° no deslice?',
    // A force applied too.
    'Un bloque de 5 kg está sobre un plano inclinado de 30° y se le aplica una fuerza de 10 N. ¿Cuál es el coeficiente de rozamiento estático mínimo para que no deslice?',
  ])('states no result: %s', (problem) => {
    expect(inclineSlideSolver.solve(problem)?.certain ?? false).toBe(false);
  });
});

describe('solveInclineSlide: the mass that must hang to hold a body still on a smooth plane', () => {
  it.each([
    // m₂ = 10·sen 30° = 5 kg (g cancels).
    [
      'Un bloque de 10 kg está sobre un plano inclinado 30° sin rozamiento, unido por una cuerda que pasa por una polea en lo alto del plano a un cuerpo que cuelga. ¿Qué masa debe tener el cuerpo que cuelga para que el sistema quede en reposo?',
      '**m₂ = 5 kg**',
    ],
    // 20·sen 60° ≈ 17,32 kg.
    [
      'Un carrito de 20 kg está en un plano inclinado 60° sin rozamiento, atado con una soga que pasa por una polea en lo alto del plano a una pesa que cuelga. ¿Qué masa debe tener la pesa que cuelga para que el carrito esté en equilibrio?',
      '**m₂ ≈ 17,32 kg**',
    ],
    // 20·0,6 = 12 kg with the sine given.
    [
      'Sobre un plano inclinado 37° sin rozamiento hay un carrito de 20 kg, atado con una soga que pasa por una polea en lo alto del plano a una pesa que cuelga. ¿Qué masa debe tener la pesa que cuelga para que el carrito esté en equilibrio? (sen 37° = 0,6)',
      '**m₂ = 12 kg**',
    ],
  ])('%s', (problem, answer) => {
    const reply = solveInclineSlide(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it.each([
    // Friction on the plane: a range of masses holds it.
    'Un bloque de 10 kg está sobre un plano inclinado 30° con rozamiento, unido por una cuerda que pasa por una polea en lo alto del plano a un cuerpo que cuelga. ¿Qué masa debe tener el cuerpo que cuelga para que el sistema quede en reposo?',
    // The hung mass given, the other asked: not this reading.
    'De una polea en lo alto de un plano inclinado 30° sin rozamiento cuelga una pesa de 4 kg, atada a un bloque que está sobre el plano en equilibrio. ¿Qué masa tiene el bloque?',
    // A weight in N given, a mass asked with no g.
    'Un cuerpo de 200 N está sobre un plano inclinado 30° sin rozamiento, unido por una cuerda que pasa por una polea en lo alto del plano a un cuerpo que cuelga. ¿Qué masa debe tener el cuerpo que cuelga para que el sistema quede en reposo?',
  ])('leaves %s unsure', (problem) => {
    expect(solveInclineSlide(problem)?.certain).not.toBe(true);
  });
});

describe('solveInclineSlide: pushed up at constant speed on a plane given by its height and length', () => {
  it.each([
    // sen θ = 1,2/3,6 = 1/3, cos θ = √8/3 ≈ 0,9428: 900/3 + 0,1·900·0,9428 ≈ 384,85 N.
    [
      'Para subir un cajón de 900 N a la caja de un camión, que está a 1,2 m del suelo, se usa una tabla de 3,6 m como plano inclinado. Si el coeficiente de rozamiento entre el cajón y la tabla es 0,1, ¿qué fuerza paralela a la tabla hay que hacer para subirlo con velocidad constante?',
      '**F ≈ 384,85 N, paralela al plano hacia arriba**',
    ],
    // sen θ = 3/5, cos θ = 0,8: 500·0,6 + 0,2·500·0,8 = 380 N.
    [
      'Se sube un baúl de 50 kg con velocidad constante por una rampa de 5 m de largo que llega a 3 m de altura, empujándolo con una fuerza paralela a la rampa. El coeficiente de rozamiento cinético es 0,2. ¿Qué fuerza hay que hacer? (g = 10 m/s²)',
      '**F = 380 N, paralela al plano hacia arriba**',
    ],
  ])('%s', (problem, answer) => {
    const reply = solveInclineSlide(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it.each([
    // A base and a height: the longer length is no plane's length.
    'Se sube un baúl de 50 kg con velocidad constante por una rampa de base horizontal 4 m y 3 m de altura, empujándolo con una fuerza paralela a la rampa. El coeficiente de rozamiento cinético es 0,2. ¿Qué fuerza hay que hacer? (g = 10 m/s²)',
    // A mass and a weight both typed.
    'Un cajón de 90 kg que pesa 900 N se sube con velocidad constante por una tabla de 3,6 m que llega a 1,2 m de altura, con una fuerza paralela a la tabla; el coeficiente de rozamiento es 0,1. ¿Qué fuerza hay que hacer?',
  ])('leaves %s unsure', (problem) => {
    expect(solveInclineSlide(problem)?.certain).not.toBe(true);
  });
});

describe('solveInclineSlide: the speed of a body on an incline joined to one that hangs', () => {
  const STEM =
    'Un bloque de 8 kg está sobre un plano inclinado 30° sin rozamiento, unido por una cuerda que pasa por una polea ideal en lo alto del plano a un cuerpo de 6 kg que cuelga verticalmente. El sistema parte del reposo (g = 10 m/s²).';
  it.each([
    // a = (60 − 40)/14 ≈ 1,4286 m/s²; v = √(2 · 1,4286 · 0,7) ≈ 1,41 m/s.
    [`${STEM} Determine la rapidez del cuerpo que cuelga cuando descendió 70 cm.`, '**v ≈ 1,41 m/s**'],
    // a = 20/14; v = √(2 · 20/14 · 1,4) = 2 m/s.
    [`${STEM} ¿Qué velocidad tienen los cuerpos después de recorrer 1,4 m?`, '**v = 2 m/s**'],
  ])('%s', (problem, answer) => {
    const reply = solveInclineSlide(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it.each([
    // The hanging body goes down here: «cuando subió» is not this motion.
    `${STEM} Determine la rapidez del cuerpo que cuelga cuando subió 70 cm.`,
    // Not said to start from rest.
    'Un bloque de 8 kg está sobre un plano inclinado 30° sin rozamiento, unido por una cuerda que pasa por una polea ideal a un cuerpo de 6 kg que cuelga (g = 10 m/s²). Determine la rapidez del cuerpo que cuelga cuando descendió 70 cm.',
  ])('leaves alone: %s', (problem) => {
    expect(solveInclineSlide(problem)?.certain ?? false).toBe(false);
  });
});

describe('solveInclineSlide, pushed up by a horizontal force', () => {
  it.each([
    [
      'Una caja de 10 kg sube por una rampa inclinada 37°, empujada por una fuerza horizontal de 150 N. El coeficiente de rozamiento cinético es 0,2. ¿Cuál es su aceleración? (g = 10 m/s², sen 37° = 0,6, cos 37° = 0,8)',
      'a = 2,6 m/s², plano arriba',
    ],
    [
      'Un bloque de 2 kg es empujado hacia arriba por un plano inclinado 45° sin rozamiento con una fuerza horizontal de 40 N. Calcular la aceleración. (g = 9,8 m/s²)',
      'a ≈ 7,21 m/s², plano arriba',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveInclineSlide(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('declines a push too weak to take the body up, and a friction not given', () => {
    expect(
      solveInclineSlide(
        'Un bloque de 5 kg sube por un plano inclinado 30° sin rozamiento, empujado por una fuerza horizontal de 20 N. ¿Cuál es su aceleración? (g = 10 m/s²)',
      )?.certain ?? false,
    ).toBe(false);
    expect(
      solveInclineSlide(
        'Un bloque de 5 kg sube por un plano inclinado 30°, empujado por una fuerza horizontal de 80 N. ¿Cuál es su aceleración? (g = 10 m/s²)',
      )?.certain ?? false,
    ).toBe(false);
  });
});

describe('solveInclineSlide, the friction of a body sent up that stops', () => {
  it.each([
    [
      'Un bloque de 5 kg se lanza hacia arriba por un plano inclinado 37° a 10 m/s y se detiene después de recorrer 5 m. ¿Cuánto vale la fuerza de rozamiento? (g = 10 m/s², sen 37° = 0,6)',
      'F_r = 20 N',
    ],
    [
      'Un cuerpo de 4 kg sube por una rampa inclinada 30° con una velocidad inicial de 6 m/s, recorre 3 m y se detiene. Suponiendo constante la fuerza de rozamiento, determinar su valor. (g = 10 m/s²)',
      'F_r = 4 N',
    ],
  ])('%s', (problem, expected) => {
    const reply = solveInclineSlide(problem);

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(expected);
  });

  it('declines a stop too long for the weight alone to allow', () => {
    expect(
      solveInclineSlide(
        'Un cuerpo de 2 kg se lanza hacia arriba por un plano inclinado 30° a 4 m/s y se detiene a los 10 m. ¿Cuánto vale la fuerza de rozamiento? (g = 10 m/s²)',
      )?.certain ?? false,
    ).toBe(false);
  });
});
