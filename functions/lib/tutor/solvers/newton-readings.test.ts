import { describe, expect, it } from 'vitest';
import { solveInclinedPlane, solveNewton } from './dynamics.ts';
import { solverDeclarations } from './registry.ts';
import { solveRopes } from './ropes.ts';

/** The bold result's number: «**a = 4 m/s²**» → 4. */
const resultOf = (reply: string | undefined) => {
  const bold = /^\*\*(?!Datos)[^*=]*=\s*(-?[\d.]+(?:,\d+)?)/m.exec(reply ?? '')?.[1];
  return bold === undefined ? Number.NaN : Number(bold.replace(/\./g, '').replace(',', '.'));
};

describe("Newton's second law as exams phrase it", () => {
  it('adds two forces «de igual dirección y sentido»', () => {
    const reply = solveNewton(
      'Dos fuerzas de 20 N y 15 N, de igual dirección y sentido, actúan sobre un cuerpo de 7 kg apoyado en un plano horizontal liso. ¿Cuál es la aceleración que adquiere?',
    );
    expect(resultOf(reply)).toBe(5);
    const opposite = solveNewton(
      'Dos fuerzas de 30 N y 12 N, de igual dirección y sentido contrario, actúan sobre un cuerpo de 6 kg apoyado en un piso liso. ¿Cuál es su aceleración?',
    );
    expect(resultOf(opposite)).toBe(3);
  });

  it('takes the mass from a weight («un cuerpo que pesa 49 N»), with g = 9,8 unless said', () => {
    const reply = solveNewton(
      'Un cuerpo que pesa 49 N se mueve sobre un piso horizontal sin rozamiento, empujado por una fuerza horizontal de 20 N. ¿Qué aceleración adquiere?',
    );
    expect(reply).toContain('con g = 9,8 m/s²');
    expect(resultOf(reply)).toBe(4);
    const withTen = solveNewton(
      'Un cuerpo pesa 150 N en un lugar donde g = 10 m/s². ¿Qué aceleración le produce una fuerza neta de 45 N?',
    );
    expect(withTen).toContain('con g = 10 m/s²');
    expect(resultOf(withTen)).toBe(3);
  });

  it('finds the mass from a net force and the acceleration it gives, checked back', () => {
    const reply = solveNewton(
      'Un cuerpo adquiere una aceleración de 2,5 m/s² cuando sobre él actúa una fuerza neta de 45 N. ¿Cuál es su masa?',
    );
    expect(resultOf(reply)).toBe(18);
    expect(reply).toContain('Verificación');
  });

  it('leaves a mass asked with a friction coefficient alone (its reading is not this one)', () => {
    expect(
      solveNewton(
        'Un cuerpo acelera a 2 m/s² sobre un piso con coeficiente de rozamiento 0,2 cuando lo empujan con 30 N. ¿Cuál es su masa?',
      ),
    ).toBeUndefined();
  });

  it('finds F = m·a back from random weights and forces (property)', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 40; i++) {
      const m = 1 + Math.floor(next() * 30);
      const a = 1 + Math.floor(next() * 8);
      const weight = Math.round(m * 9.8 * 10) / 10;
      const reply = solveNewton(
        `Un cuerpo que pesa ${String(weight).replace('.', ',')} N está sobre un piso horizontal liso y lo empuja una fuerza horizontal de ${m * a} N. ¿Cuál es su aceleración?`,
      );
      expect(resultOf(reply), `${weight} N, ${m * a} N`).toBeCloseTo(a, 2);
    }
  });
});

describe('a load on a rope that goes down speeding up', () => {
  it('reads «desciende con una aceleración» as an acceleration downwards: T = m (g − a)', () => {
    const reply = solveRopes(
      'Un cuerpo de 25 kg suspendido de un cable desciende con una aceleración de 1,8 m/s². Calculá la tensión del cable (g = 9,8 m/s²).',
    );
    expect(reply?.certain).toBe(true);
    expect(resultOf(reply?.text)).toBe(200);
  });

  it('reads «asciende frenando» as an acceleration downwards too', () => {
    const reply = solveRopes(
      'Un balde de 10 kg colgado de una soga asciende frenando con una aceleración de 2 m/s². ¿Cuál es la tensión de la soga? (g = 10 m/s²)',
    );
    expect(resultOf(reply?.text)).toBe(80);
  });
});

describe('forces asked on an incline and on a rope', () => {
  it('gives the force that holds a body at rest on a smooth incline, F = m g sen θ', () => {
    const reply = solveInclinedPlane(
      '¿Qué fuerza paralela al plano se necesita para mantener en reposo un cuerpo de 8 kg sobre un plano inclinado liso de 30°? (g = 10 m/s²)',
    );
    expect(resultOf(reply)).toBe(40);
    // With a friction said but not given, part of the weight may be held by it: no answer.
    expect(
      solveInclinedPlane(
        '¿Qué fuerza paralela al plano se necesita para mantener en reposo un cuerpo de 8 kg sobre un plano inclinado de 30° con rozamiento? (g = 10 m/s²)',
      ),
    ).toBeUndefined();
  });

  it('answers no acceleration when a force is asked that no reading gives', () => {
    const reply = solveInclinedPlane(
      '¿Qué fuerza hay que hacer sobre un cuerpo de 8 kg apoyado en un plano inclinado de 30° con rozamiento 0,2 para que no deslice? (g = 10 m/s²)',
    );
    expect(reply ?? '').not.toMatch(/\*\*a =/);
  });

  it('does not answer F = m·a for a load lifted on a rope', () => {
    expect(
      solveNewton(
        'Un balde de 10 kg colgado de una soga asciende frenando con una aceleración de 2 m/s². ¿Cuál es la fuerza que hace la soga? (g = 10 m/s²)',
      ),
    ).toBeUndefined();
  });

  it('reads a friction coefficient «con el piso» for two boxes dragged by a rope', () => {
    const reply = solveRopes(
      'Dos cajas de 3 kg y 5 kg, unidas por una soga, son arrastradas sobre el piso por una fuerza horizontal de 40 N aplicada a la de 5 kg. El coeficiente de rozamiento con el piso es 0,2 para ambas (g = 10 m/s²). ¿Cuál es la tensión de la soga?',
    );
    expect(reply?.certain).toBe(true);
    expect(resultOf(reply?.text)).toBe(15);
  });
});

describe('a rope pulling up, a fall against the air, a force asked in kgf', () => {
  it('gives the acceleration of a load pulled up by a rope with a given force, checked back', () => {
    const reply = solveRopes(
      'Un bloque de 3 kg es tirado verticalmente hacia arriba mediante una cuerda con una fuerza de 45 N. ¿Con qué aceleración sube? (g = 10 m/s²)',
    );
    expect(reply?.certain).toBe(true);
    expect(resultOf(reply?.text)).toBe(5);
    expect(
      solveRopes(
        'Un bloque de 3 kg es tirado verticalmente hacia arriba mediante una cuerda con una fuerza de 20 N. ¿Con qué aceleración sube? (g = 10 m/s²)',
      ),
    ).toBeUndefined();
  });

  it('gives a = (m g − R)/m for a body falling against the air', () => {
    const reply = solveNewton(
      'Un cuerpo de 2 kg cae verticalmente y el aire le opone una resistencia constante de 4 N. ¿Cuál es su aceleración? (g = 10 m/s²)',
    );
    expect(resultOf(reply)).toBe(8);
  });

  it('states a force asked in kgf in kgf too, and asks the equivalence when g is not 9,8', () => {
    const newton = solverDeclarations.find((declared) => declared.name === 'solve_newton');
    const reply = newton?.solve(
      '¿Qué fuerza, en kgf, hay que aplicar horizontalmente a un cuerpo de 49 kg apoyado en un piso liso para que acelere a 2 m/s²?',
    );
    expect(reply?.text).toContain('**F = 98 N** (= 10 kgf, con 1 kgf = 9,8 N)');
    const withTen = newton?.solve(
      '¿Qué fuerza, en kgf, hay que aplicar a un cuerpo de 50 kg apoyado en un piso liso para que acelere a 2 m/s²? (g = 10 m/s²)',
    );
    expect(withTen?.certain).toBe(false);
  });
});

describe('Newton in CGS units', () => {
  it('reads a force in dyn and states the acceleration asked in cm/s²', () => {
    const newton = solverDeclarations.find((declared) => declared.name === 'solve_newton');
    const reply = newton?.solve(
      'Una fuerza de 2000 dyn actúa sobre un cuerpo de 50 g. ¿Qué aceleración le produce, en cm/s²?',
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**a = 0,4 m/s²** (= 40 cm/s², 1 m/s² = 100 cm/s²)');
  });
});

describe('g written in words', () => {
  it('reads «tomando la aceleración de la gravedad como 10 m/s²» as g = 10, not as an acceleration', () => {
    const reply = solveNewton(
      'Un cuerpo que pesa 200 N es empujado horizontalmente sobre un piso liso con una fuerza de 50 N. Tomando la aceleración de la gravedad como 10 m/s², ¿cuál es su aceleración?',
    );
    expect(reply).toContain('con g = 10 m/s²');
    expect(resultOf(reply)).toBe(2.5);
  });
});

describe('an acceleration given in cm/s²', () => {
  it('is passed to m/s² before F = m·a, so every datum is used', () => {
    const reply = solveNewton(
      'Un cuerpo de 3 kg se mueve con una aceleración de 200 cm/s². ¿Cuál es la fuerza neta que actúa sobre él?',
    );
    expect(reply).toContain('200 cm/s² = 2 m/s²');
    expect(resultOf(reply)).toBe(6);
  });
});

describe('bodies whose weight acts along the motion are no floor problem', () => {
  it('leaves a lifted or falling body given by its weight alone (a = F/m would be wrong)', () => {
    expect(
      solveNewton(
        'Un cuerpo que pesa 49 N es levantado por una cuerda con una fuerza de 60 N. ¿Cuál es su aceleración?',
      ),
    ).toBeUndefined();
    expect(
      solveNewton(
        'Un cuerpo que pesa 49 N cae y el aire le opone una resistencia de 9 N. ¿Cuál es su aceleración?',
      ),
    ).toBeUndefined();
  });

  it('leaves the mass of a body pulled up by a rope alone (m = F/a holds for a net force)', () => {
    expect(
      solveNewton(
        'Un cuerpo sube con una aceleración de 2 m/s² tirado por una cuerda con una fuerza de 60 N. ¿Cuál es su masa?',
      ),
    ).toBeUndefined();
  });
});

describe('a force in kgf with g = 10 m/s²', () => {
  it('is not sure which kgf the statement means, and asks', () => {
    const newton = solverDeclarations.find((declared) => declared.name === 'solve_newton');
    const reply = newton?.solve(
      'Un cuerpo de 10 kg apoyado sobre un piso horizontal liso es empujado por una fuerza horizontal de 5 kgf. Con g = 10 m/s², ¿cuál es su aceleración?',
    );
    expect(reply?.certain).toBe(false);
    expect(reply?.text).toContain('¿Cuál usan?');
    const said = newton?.solve(
      'Un cuerpo de 10 kg apoyado sobre un piso horizontal liso es empujado por una fuerza horizontal de 5 kgf. Con g = 10 m/s² y 1 kgf = 10 N, ¿cuál es su aceleración?',
    );
    expect(said?.certain).toBe(true);
  });
});
