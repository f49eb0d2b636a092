import { describe, expect, it } from 'vitest';
import { solveNewton } from './dynamics.ts';
import { solvePushSpeed } from './push-speed.ts';
import { answerNumbers, random } from './testing.ts';

const bold = (reply: string | undefined) => reply?.split('\n').find((line) => line.startsWith('**v')) ?? '';

describe('solvePushSpeed: the final speed by the work of each force', () => {
  it.each([
    [
      'Un bloque de 4 kg que se mueve a 2 m/s sobre una mesa horizontal es empujado con una fuerza horizontal de 30 N durante 6 m. Si μ = 0,25 y g = 9,8 m/s², ¿con qué velocidad termina?',
      '**v ≈ 8,04 m/s**',
    ],
    [
      'Un cajón de 20 kg en reposo es arrastrado 10 m sobre un piso horizontal con una fuerza de 100 N que forma 37° con la horizontal, hacia arriba. El coeficiente de rozamiento es 0,2; g = 10 m/s², sen 37° = 0,6 y cos 37° = 0,8. ¿Cuál es su velocidad final?',
      '**v ≈ 7,21 m/s**',
    ],
    [
      'Se empuja un carrito de 10 kg, inicialmente en reposo, con una fuerza de 50 N dirigida 30° por debajo de la horizontal a lo largo de 4 m, sin rozamiento. ¿Qué velocidad alcanza? (g = 10 m/s²)',
      '**v ≈ 5,89 m/s**',
    ],
    // The distance named again in the question is the same one.
    [
      'Sobre un bloque de 5 kg que parte del reposo en un piso horizontal actúa una fuerza de 50 N que forma un ángulo de 37° por encima de la horizontal y lo desplaza 3 m. El coeficiente de rozamiento es 0,5. Considere g = 10 m/s², sen 37° = 0,6 y cos 37° = 0,8. Hallar la velocidad del bloque al cabo de los 3 m.',
      '**v = 6 m/s**',
    ],
    // The friction given in newtons, not as μ.
    [
      'Un carrito de 50 kg que se mueve a 4 m/s sobre un piso horizontal es empujado por una fuerza horizontal de 150 N a lo largo de 5 m, mientras el rozamiento le opone una fuerza de 50 N. ¿Con qué velocidad termina ese tramo?',
      '**v = 6 m/s**',
    ],
  ])('%s', (message, expected) => {
    expect(bold(solvePushSpeed(message))).toBe(expected);
  });

  it('answers through solve_newton when no Newton reading takes the statement', () => {
    expect(
      bold(
        solveNewton(
          'Un bloque de 4 kg que se mueve a 2 m/s sobre una mesa horizontal es empujado con una fuerza horizontal de 30 N durante 6 m. Si μ = 0,25 y g = 9,8 m/s², ¿con qué velocidad termina?',
        ),
      ),
    ).toBe('**v ≈ 8,04 m/s**');
  });

  it.each([
    // The angle's side is not said.
    'Un cajón de 20 kg en reposo se mueve 10 m por el piso con una fuerza de 100 N que forma 37° con la horizontal; μ = 0,2. ¿Cuál es su velocidad final?',
    // No friction said either way.
    'Un bloque de 4 kg en reposo es empujado con una fuerza de 30 N durante 6 m. ¿Con qué velocidad termina?',
    // The push cannot beat the friction from rest.
    'Un bloque de 10 kg en reposo sobre el piso es empujado con 20 N a lo largo de 5 m, con μ = 0,5 y g = 10 m/s². ¿Qué velocidad alcanza?',
    // The force brakes it.
    'Un bloque de 2 kg se mueve a 6 m/s y recorre 5 m sobre una superficie con μ = 0,2 mientras una fuerza de 10 N lo frena. ¿Con qué velocidad termina? g = 10 m/s²',
    // The net work is asked, not the speed.
    'Un bloque de 10 kg en reposo es empujado con 80 N a lo largo de 5 m, con μ = 0,4 y g = 10 m/s². ¿Cuál es el trabajo neto?',
    // Another distance in the question is another instant.
    'Un bloque de 5 kg en reposo es empujado por el piso con una fuerza horizontal de 40 N a lo largo de 8 m, con μ = 0,2 y g = 10 m/s². ¿Qué velocidad tiene a los 3 m?',
    // A friction force and a coefficient both.
    'Un carrito de 50 kg que se mueve a 4 m/s es empujado por una fuerza horizontal de 150 N a lo largo de 5 m; el rozamiento le opone una fuerza de 50 N y μ = 0,1. ¿Con qué velocidad termina?',
  ])('leaves alone: %s', (message) => {
    expect(solvePushSpeed(message)).toBeUndefined();
  });

  it('gives the speed Newton and the MRUV give (seeded)', () => {
    const next = random(19);
    for (let trial = 0; trial < 30; trial++) {
      const m = 1 + Math.floor(next() * 30);
      const v0 = 1 + Math.floor(next() * 10);
      const mu = (1 + Math.floor(next() * 5)) / 10;
      const force = Math.ceil(mu * m * 10) + 1 + Math.floor(next() * 100);
      const d = 1 + Math.floor(next() * 20);
      const reply = solvePushSpeed(
        `Un bloque de ${m} kg que se mueve a ${v0} m/s sobre el piso es empujado con una fuerza horizontal de ${force} N a lo largo de ${d} m, con μ = ${String(mu).replace('.', ',')} y g = 10 m/s². ¿Con qué velocidad termina?`,
      );
      const a = (force - mu * m * 10) / m;
      expect(answerNumbers(reply ?? '')[0]).toBeCloseTo(Math.sqrt(v0 * v0 + 2 * a * d), 2);
    }
  });
});
