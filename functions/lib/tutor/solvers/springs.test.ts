import { describe, expect, it } from 'vitest';
import { fmt, fmtResult } from './numbers.ts';
import { solveSpring } from './springs.ts';

describe('solveSpring: Hooke’s law and the elastic energy', () => {
  it.each([
    [
      'Un resorte se estira 5 cm cuando se le aplica una fuerza de 20 N. ¿Cuál es su constante elástica, en N/m?',
      '**k = 400 N/m**',
    ],
    [
      'Se cuelga un cuerpo de 2 kg de un resorte de constante 400 N/m. Tomando g = 10 m/s², ¿cuánto se alarga el resorte, en cm?',
      '**x = 5 cm**',
    ],
    [
      'Un resorte de constante elástica 200 N/m está comprimido 10 cm. ¿Qué energía potencial elástica almacena?',
      '**E = 1 J**',
    ],
    [
      'Un resorte tiene una constante de 50 N/cm. ¿Qué fuerza hay que hacer para estirarlo 4 cm?',
      '**F = 200 N**',
    ],
    [
      'Un resorte de constante 800 N/m almacena 4 J de energía potencial elástica. ¿Cuántos metros está comprimido?',
      '**x = 0,1 m**',
    ],
    [
      'Al colgarle un cuerpo de 3 kg, un resorte se alarga 6 cm. Con g = 9,8 m/s², ¿cuál es la constante elástica del resorte?',
      '**k = 490 N/m**',
    ],
  ])('%s', (problem, answer) => {
    const reply = solveSpring(problem);
    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain(answer);
  });

  it('reads «cuánto hay que estirarlo para que almacene 2 J» as the elongation asked', () => {
    expect(
      solveSpring(
        '¿Cuánto hay que estirar un resorte de k = 250 N/m para que almacene 2 J de energía elástica? Expresalo en metros.',
      )?.text,
    ).toContain('**x ≈ 0,13 m**');
  });

  it('reads the same spring under another force, and an elongation from two lengths', () => {
    expect(
      solveSpring('Al aplicarle 12 N, un resorte se alarga 3 cm. Si se le aplican 20 N, se alargará:')?.text,
    ).toContain('**x₂ = 5 cm**');
    expect(
      solveSpring(
        'Un resorte de 40 cm de longitud natural mide 46 cm cuando se le cuelga un cuerpo de 3 kg. Con g = 10 m/s², ¿cuál es su constante elástica?',
      )?.text,
    ).toContain('**k = 500 N/m**');
  });

  it('reads two masses hung from the same spring in proportion, g cancelling', () => {
    expect(
      solveSpring(
        'Un resorte cuelga del techo: con una pesa de 2 kg se estira 4 cm. ¿Cuánto se estirará con una pesa de 5 kg?',
      )?.text,
    ).toContain('**x₂ = 10 cm**');
  });

  it('gives the work to stretch a spring further as ½·k·(x₂² − x₁²)', () => {
    expect(
      solveSpring(
        'Un resorte de constante 500 N/m está estirado 4 cm. ¿Cuánto trabajo hay que hacer para estirarlo 4 cm más?',
      )?.text,
    ).toContain('**W = 1,2 J**');
  });

  it('reads a constant in kN/m', () => {
    expect(
      solveSpring(
        'Un resorte de constante 2 kN/m se comprime 5 cm. ¿Qué energía potencial elástica almacena?',
      )?.text,
    ).toContain('**E = 2,5 J**');
  });

  it('leaves alone a spring that launches a body (an energy balance)', () => {
    expect(
      solveSpring('Un resorte de 400 N/m comprimido 10 cm lanza un bloque de 1 kg. ¿Con qué velocidad sale?'),
    ).toBeUndefined();
  });

  it('states no result when a datum is left out of its reading', () => {
    const reply = solveSpring(
      'Un resorte de 30 cm de largo natural se estira 5 cm con una fuerza de 20 N. ¿Cuál es su constante?',
    );
    expect(reply?.certain ?? false).toBe(false);
    expect(reply?.text ?? '').not.toContain('**k =');
  });

  it('finds k, x and the energy back from problems built on known answers (seeded)', () => {
    let seed = 32;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let i = 0; i < 40; i++) {
      const k = 50 * (1 + Math.floor(next() * 30));
      const cm = 1 + Math.floor(next() * 25);
      const force = (k * cm) / 100;
      const energy = 0.5 * k * (cm / 100) ** 2;
      expect(
        solveSpring(
          `Un resorte se estira ${cm} cm con una fuerza de ${fmt(force, 4)} N. ¿Cuál es su constante?`,
        )?.text,
      ).toContain(`**k = ${fmt(k)} N/m**`);
      expect(
        solveSpring(
          `Un resorte de constante ${k} N/m soporta una fuerza de ${fmt(force, 4)} N. ¿Cuánto se estira, en cm?`,
        )?.text,
      ).toContain(`**x = ${fmt(cm)} cm**`);
      expect(
        solveSpring(`Un resorte de constante ${k} N/m se comprime ${cm} cm. ¿Qué energía elástica almacena?`)
          ?.text,
      ).toMatch(new RegExp(`\\*\\*E [=≈] ${fmtResult(energy).replace('.', '\\.')} J\\*\\*`));
    }
  });
});

describe('solveSpring: a small result keeps its digits', () => {
  it('states 0,025 m for a 4 N weight on 160 N/m, not «0,03 m»', () => {
    const reply = solveSpring(
      'Un cuerpo de 400 g está atado a un resorte de constante 160 N/m. ¿Cuánto se estira el resorte si el cuerpo cuelga en equilibrio? g = 10 m/s²',
    );

    expect(reply?.certain).toBe(true);
    expect(reply?.text).toContain('**x = 0,025 m**');
  });
});

describe('solveSpring: the length with another load', () => {
  const answerOf = (problem: string) => {
    const reply = solveSpring(problem);
    return reply?.certain ? reply.text.split('\n').find((line) => /^\*\*L₂/.test(line)) : undefined;
  };

  it.each([
    // x₁ = 5 cm with 1 kg; with 3 kg, 15 cm: 30 + 15 = 45 cm.
    [
      'Un resorte tiene una longitud de 30 cm sin carga. Al colgarle 1 kg mide 35 cm. ¿Qué longitud tendrá si se le cuelgan 3 kg?',
      '**L₂ = 45 cm**',
    ],
    // x₁ = 3 cm with 6 N; with 10 N, 5 cm: 12 + 5 = 17 cm.
    [
      'Sin carga, un resorte mide 12 cm; con una fuerza de 6 N se alarga hasta 15 cm. ¿Cuánto medirá si se lo estira con 10 N?',
      '**L₂ = 17 cm**',
    ],
    // g given cancels: x₁ = 0,1 m with 2 kg; with 5 kg, 0,25 m: 0,5 + 0,25 = 0,75 m.
    [
      'La longitud natural de un resorte es 0,5 m y, con 2 kg colgados, mide 0,6 m. ¿Qué largo tiene con 5 kg? (g = 10 m/s²)',
      '**L₂ = 0,75 m**',
    ],
  ])('%s', (problem, expected) => {
    expect(answerOf(problem)).toBe(expected);
  });

  it.each([
    // Neither length said to be the unloaded one.
    'Un resorte mide 30 cm con 1 kg colgado y 35 cm con 2 kg. ¿Qué longitud tendrá con 3 kg?',
    // A mass and a force: two kinds of load.
    'Un resorte mide 30 cm sin carga y 35 cm con 1 kg colgado. ¿Qué longitud tendrá si se lo estira con 20 N?',
  ])('declines: %s', (problem) => {
    expect(answerOf(problem)).toBeUndefined();
  });
});
