import { describe, expect, it } from 'vitest';
import { simpleMachinesSolver, solveSimpleMachine } from './simple-machines.ts';
import { answerNumbers, itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

describe('solveSimpleMachine', () => {
  itSolvesItsExamples(simpleMachinesSolver);

  itSolvesCertainly(solveSimpleMachine, [
    [
      'Con una polea fija se sube un balde de 12 kg con velocidad constante. ¿Qué fuerza hay que hacer? (g = 10 m/s²)',
      ['**F = 120 N**'],
    ],
    ['¿Qué fuerza sostiene una carga de 300 N con una polea móvil de peso despreciable?', ['**F = 150 N**']],
    [
      'Se levanta una carga de 90 kgf con una polea móvil que pesa 10 kgf. ¿Qué fuerza hay que aplicar en el extremo libre?',
      ['**F = 50 kgf**'],
    ],
    [
      // The weight typed is set aside by the question: the load alone.
      'Con una polea móvil que pesa 20 N se levanta una carga de 380 N. ¿Qué fuerza hay que hacer si se desprecia el peso de la polea?',
      ['**F = 190 N**'],
    ],
    [
      'Un aparejo potencial de 4 poleas móviles equilibra una resistencia de 800 N. Determinar la potencia.',
      ['**F = 50 N**'],
    ],
    [
      'Un aparejo potencial de 3 poleas móviles sostiene un cuerpo de 40 kg. Calcular la ventaja mecánica. Considere g = 10 m/s².',
      ['**VM = 8**'],
    ],
    [
      'Un aparejo factorial de 4 poleas (2 fijas y 2 móviles) sostiene 600 N. ¿Qué fuerza hay que hacer?',
      ['**F = 150 N**'],
    ],
    [
      'El cilindro de un torno tiene 8 cm de radio y su manivela mide 40 cm. ¿Qué fuerza hay que aplicar para subir 250 N?',
      ['**F = 50 N**'],
    ],
    [
      'Para cargar un tambor de 600 N a una plataforma que está a 1 m del suelo se usa una rampa de 4 m sin rozamiento. ¿Qué fuerza paralela a la rampa hay que hacer?',
      ['**F = 150 N**'],
    ],
    [
      // «si no hay rozamiento»: a smooth ramp too.
      'Se sube un piano de 300 kg por una rampa de 6 m hasta una altura de 1,5 m. ¿Qué fuerza paralela a la rampa hay que hacer si no hay rozamiento? (g = 10 m/s²)',
      ['**F = 750 N**'],
    ],
  ]);

  itDeclines('leaves to others a problem not its own: %s', solveSimpleMachine, [
    // Two bodies on a pulley that accelerate: Atwood's machine.
    'Dos cuerpos de 3 kg y 5 kg cuelgan de una polea fija. ¿Cuál es la aceleración?',
    // A datum the reading does not use (the time).
    'Con una polea móvil se sube una carga de 400 N en 5 s. ¿Qué fuerza hay que hacer?',
    // A drum given by its diameter: not read.
    'Un torno tiene un cilindro de 20 cm de diámetro y una manivela de 50 cm. ¿Qué fuerza levanta 300 N?',
    // An incline with friction.
    'Un barril de 900 N se sube por una rampa de 3 m hasta una altura de 1 m, con rozamiento de 100 N. ¿Qué fuerza paralela hay que hacer?',
  ]);

  it('gives the aparejo potencial a force that, doubled once per movable pulley, is the load (seeded)', () => {
    const next = random(1021);
    for (let i = 0; i < 100; i++) {
      const pulleys = 1 + Math.floor(next() * 5);
      const load = 10 * (1 + Math.round(next() * 300));
      const problem = `Un aparejo potencial tiene ${pulleys} poleas móviles. ¿Qué fuerza equilibra una carga de ${load} N?`;
      const reply = solveSimpleMachine(problem);
      expect(reply?.certain, problem).toBe(true);
      const [force = Number.NaN] = answerNumbers(reply?.text ?? '');
      expect(Math.abs(force * 2 ** pulleys - load), problem).toBeLessThan(
        0.0001 * load * 2 ** pulleys + 0.01,
      );
    }
  });

  it('balances the torno by moments: force times crank is load times drum radius (seeded)', () => {
    const next = random(1022);
    for (let i = 0; i < 100; i++) {
      const drum = 5 + Math.round(next() * 15);
      const crank = drum + 10 + Math.round(next() * 60);
      const load = 50 + Math.round(next() * 950);
      const problem = `Un torno tiene un cilindro de ${drum} cm de radio y una manivela de ${crank} cm. ¿Qué fuerza hay que aplicar para levantar ${load} N?`;
      const [force = Number.NaN] = answerNumbers(solveSimpleMachine(problem)?.text ?? '');
      expect(Math.abs(force * crank - load * drum), problem).toBeLessThan(
        0.0001 * load * drum + crank * 0.0001,
      );
    }
  });

  itSolvesCertainly(solveSimpleMachine, [
    [
      // The count of pulleys from the force and the load.
      '¿Cuántas poleas móviles tiene un aparejo potencial en el que una fuerza de 50 N equilibra una carga de 400 N?',
      ['**n = 3 poleas móviles**'],
    ],
    [
      '¿Cuántas poleas móviles debe tener un aparejo factorial para que una fuerza de 100 N equilibre una carga de 600 N?',
      ['**n = 3 poleas móviles**'],
    ],
    [
      // A fixed pulley that only turns the rope of a movable one.
      'Se levanta una carga de 300 N con una polea móvil y una polea fija que cambia la dirección de la cuerda. ¿Qué fuerza hay que hacer?',
      ['**F = 150 N**'],
    ],
  ]);

  itDeclines('leaves a count that does not come out whole: %s', solveSimpleMachine, [
    '¿Cuántas poleas móviles debe tener un aparejo potencial para que una fuerza de 30 N equilibre una carga de 400 N?',
  ]);

  it('leaves the load asked of a force given to others when the machine is no set of pulleys', () => {
    expect(
      solveSimpleMachine(
        'Un torno tiene un cilindro de 10 cm de radio y una manivela de 50 cm. Si se aplica una fuerza de 40 N en la manivela, ¿qué peso puede levantar?',
      )?.certain,
    ).not.toBe(true);
  });
});

describe('solveSimpleMachine: a movable pulley with a fixed one, the pulleys said light all at once', () => {
  itSolvesCertainly(solveSimpleMachine, [
    [
      'Con un aparejo formado por una polea fija y una polea móvil ideales (la carga cuelga de la móvil, sostenida por los dos tramos de soga), subís una carga de 60 kg a velocidad constante. ¿Con qué fuerza tirás del extremo libre de la soga? (Usá g = 10 m/s²; las poleas y la soga tienen masa despreciable.)',
      ['**F = 300 N**'],
    ],
    [
      'Se levanta un balde de 400 N con una polea móvil combinada con una polea fija; las poleas son ideales. ¿Qué fuerza hay que hacer para subirlo a velocidad constante?',
      ['**F = 200 N**'],
    ],
    [
      'Una carga de 50 kg cuelga de una polea móvil y la soga pasa por una polea fija. Si las poleas tienen masa despreciable, ¿con qué fuerza hay que tirar de la soga para sostenerla? (g = 9,8 m/s²)',
      ['**F = 245 N**'],
    ],
    [
      'Un aparejo con una polea fija y una móvil sostiene una carga de 500 N. ¿Qué fuerza hay que hacer? (poleas ideales)',
      ['**F = 250 N**'],
    ],
  ]);

  it.each([
    // A pulley's weight typed and every pulley said massless.
    'Con un aparejo formado por una polea fija y una polea móvil que pesa 20 N, subís una carga de 400 N a velocidad constante. ¿Con qué fuerza tirás? (las poleas y la soga tienen masa despreciable.)',
    // The ceiling's force on the fixed pulley, not yours; an acceleration.
    'Con una polea fija y una polea móvil ideales sostenés una carga de 600 N. ¿Qué fuerza hace el techo sobre la polea fija? (las poleas son ideales)',
    'Con un aparejo formado por una polea fija y una polea móvil ideales, subís una carga de 60 kg con una aceleración de 1 m/s². ¿Con qué fuerza tirás? (g = 10 m/s²)',
  ])('states no result: %s', (problem) => {
    expect(solveSimpleMachine(problem)?.certain ?? false).toBe(false);
  });

  it('states no result for two movable pulleys of no named arrangement', () => {
    expect(
      solveSimpleMachine(
        'Con dos poleas móviles y una fija (las poleas son ideales) se sube una carga de 60 kg. ¿Qué fuerza hay que hacer? (g = 10 m/s²)',
      )?.certain ?? false,
    ).toBe(false);
  });
});

describe('solveSimpleMachine: the pulleys read the other way round, the load a force balances', () => {
  itSolvesCertainly(solveSimpleMachine, [
    // 150·2³ = 1200 N.
    [
      'Un aparejo potencial tiene 3 poleas móviles. ¿Qué resistencia equilibra una fuerza de 150 N?',
      ['**R = 1.200 N**'],
    ],
    // Factorial, 2 movable: 25·2·2 = 100 kgf.
    [
      'Con un aparejo factorial de 2 poleas móviles, ¿qué carga se puede sostener haciendo una fuerza de 25 kgf?',
      ['**R = 100 kgf**'],
    ],
    // One movable pulley, light: 40·2 = 80 N.
    [
      'Se tira con 40 N de la soga de una polea móvil de peso despreciable. ¿Qué peso se equilibra?',
      ['**R = 80 N**'],
    ],
    // Two movable pulleys in a potential one: 12,5·4 = 50 N.
    [
      'Si en un aparejo potencial de dos poleas móviles hacés una fuerza de 12,5 N, ¿cuál es la carga que sostenés?',
      ['**R = 50 N**'],
    ],
  ]);

  itDeclines('leaves a load it cannot read from the force alone: %s', solveSimpleMachine, [
    // Another unit asked.
    'Un aparejo potencial tiene 3 poleas móviles. ¿Qué resistencia equilibra una fuerza de 150 N, expresada en kgf?',
    // The pulleys weigh: F is no longer R/2ⁿ.
    'Un aparejo potencial tiene 3 poleas móviles de 10 N cada una. ¿Qué resistencia equilibra una fuerza de 150 N?',
    // A mass asked, and no g.
    'Un aparejo potencial tiene 3 poleas móviles. ¿Qué masa equilibra una fuerza de 150 N?',
    // The count of pulleys missing.
    'Un aparejo potencial equilibra una fuerza de 150 N. ¿Qué resistencia sostiene?',
  ]);
});
