import { describe, expect, it } from 'vitest';
import { circuitSolver, solveCircuit } from './circuits.ts';
import { answerNumbers, itDeclines, itSolvesCertainly, itSolvesItsExamples, random } from './testing.ts';

describe('solveCircuit', () => {
  itSolvesItsExamples(circuitSolver);

  itSolvesCertainly(solveCircuit, [
    [
      'Por una resistencia de 2 kΩ circula una corriente de 3 mA. ¿Cuál es la tensión aplicada?',
      ['**V = 6 V**'],
    ],
    ['Una lámpara de 100 W se conecta a 220 V. ¿Cuál es su resistencia?', ['**R = 484 Ω**']],
    [
      'Tres resistencias de 5 Ω, 10 Ω y 15 Ω se conectan en serie. ¿Cuál es la resistencia equivalente?',
      ['**R_eq = 30 Ω**'],
    ],
    [
      'Dos resistencias de 4 Ω y 8 Ω se conectan en serie a una pila de 6 V. ¿Qué corriente circula por el circuito?',
      ['**I = 0,5 A**'],
    ],
    [
      'tengo dos resistencias de 3 ohm y 6 ohm en paralelo conectadas a 12 V, que corriente sale de la pila?',
      ['**I = 6 A**'],
    ],
    ['Una resistencia de 50 Ω se conecta a 10 V. ¿Qué corriente circula, en mA?', ['**I = 200 mA**']],
  ]);

  itDeclines('leaves alone what is not a simple circuit: %s', solveCircuit, [
    'Un auto recorre 150 km en 2 h, ¿cuál es su velocidad?',
    'Dos resistencias de 4 Ω y 8 Ω en serie, en paralelo con otra de 6 Ω, a 12 V. ¿Qué corriente circula?',
    'Dos resistencias de 6 Ω y 3 Ω en paralelo a 12 V. ¿Qué corriente circula por cada una?',
  ]);

  it('asks for the missing datum instead of answering', () => {
    const reply = solveCircuit('Una resistencia de 10 Ω. ¿Qué corriente circula?');

    expect(reply?.certain).toBe(false);
    expect(reply?.text).not.toMatch(/\*\*I =/);
  });

  it('is not certain when a datum is left out', () => {
    const reply = solveCircuit(
      'Una resistencia de 10 Ω se conecta a 20 V durante 5 minutos. ¿Qué corriente circula?',
    );

    expect(reply?.certain).toBe(false);
    expect(reply?.text).not.toMatch(/I [=≈] 2 A/);
  });

  it('finds the current that gave the voltage, in series and in parallel (checked back)', () => {
    const next = random(3201);
    for (let round = 0; round < 200; round++) {
      const rs = [1, 2, 3].map(() => 1 + Math.floor(next() * 99));
      const series = next() < 0.5;
      const req = series ? rs.reduce((a, b) => a + b, 0) : 1 / rs.reduce((a, b) => a + 1 / b, 0);
      const current = 1 + Math.floor(next() * 9);
      const voltage = current * req;
      if (Math.abs(voltage - Math.round(voltage * 100) / 100) > 1e-9) continue;
      const written = String(Math.round(voltage * 100) / 100).replace('.', ',');
      const reply = solveCircuit(
        `Tres resistencias de ${rs[0]} Ω, ${rs[1]} Ω y ${rs[2]} Ω se conectan en ${series ? 'serie' : 'paralelo'} a una fuente de ${written} V. ¿Qué corriente circula?`,
      );

      expect(reply?.certain).toBe(true);
      expect(answerNumbers(reply?.text ?? '')[0]).toBeCloseTo(current, 2);
    }
  });
});
