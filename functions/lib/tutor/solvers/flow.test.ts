import { describe, expect, it } from 'vitest';
import { solveFlow, solveOutflow } from './flow.ts';
import { solveKinematics } from './kinematics.ts';

const sure = (problem: string) => {
  const reply = solveFlow(problem);
  expect(reply?.certain, reply?.text).toBe(true);
  return reply?.text ?? '';
};

describe('water through a pipe or a hose', () => {
  it('applies continuity where the pipe narrows or widens', () => {
    expect(
      sure(
        'Por una tubería de 10 cm de diámetro el agua circula a 1,5 m/s. Luego la tubería se reduce a 5 cm de diámetro. ¿Qué velocidad tiene el agua en la parte angosta?',
      ),
    ).toContain('**v₂ = 6 m/s**');
    expect(
      sure(
        'Por un caño de 2 cm de radio el agua circula a 4 m/s y más adelante el caño se ensancha a 4 cm de radio. ¿Con qué velocidad circula en la parte ancha?',
      ),
    ).toContain('**v₂ = 1 m/s**');
  });

  it('finds the flow by section and speed, and the time to fill a volume', () => {
    expect(
      sure(
        'Un tanque de 600 litros se llena con una manguera de 4 cm² de sección por la que el agua sale a 5 m/s. ¿Cuánto tiempo tarda?',
      ),
    ).toContain('**t = 300 s = 5 min**');
  });

  it('is never read as a motion, whose distance a diameter is not', () => {
    expect(
      solveKinematics(
        'Por una manguera de 2 cm de diámetro sale agua a 1,5 m/s. ¿Cuánto tarda en llenar un tanque de 2 m³?',
      ),
    ).toBeUndefined();
    expect(
      sure(
        'Por una manguera de 2 cm de diámetro sale agua a 1,5 m/s. ¿Cuánto tiempo tarda en llenar un tanque de 2 m³?',
      ),
    ).toContain('= 70,74 min = 1,18 h**');
  });

  it('leaves alone what it cannot place (two speeds, no section, no pipe)', () => {
    expect(solveFlow('Un auto va a 20 m/s y otro a 30 m/s. ¿Cuál es la velocidad relativa?')).toBeUndefined();
    expect(solveFlow('Por una cañería circula agua a 2 m/s. ¿Cuál es el caudal?')).toBeUndefined();
  });

  it('keeps A₁·v₁ = A₂·v₂ for seeded diameters and speeds', () => {
    let seed = 5;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return 1 + (seed % n);
    };
    for (let k = 0; k < 40; k++) {
      const [d1, d2, v1] = [next(20), next(20), next(9)];
      if (d1 === d2) continue;
      const text = sure(
        `Por una cañería de ${d1} cm de diámetro circula agua a ${v1} m/s. Más adelante la cañería pasa a ${d2} cm de diámetro. ¿Qué velocidad tiene el agua allí?`,
      );
      const v2 = (v1 * d1 * d1) / (d2 * d2);
      const stated = Number(
        (/\*\*v₂ = ([\d.,]+) m\/s\*\*/.exec(text)?.[1] ?? '').replace(/\./g, '').replace(',', '.'),
      );
      expect(Math.abs(stated - v2), text).toBeLessThanOrEqual(0.006);
    }
  });
});

describe('a level pipe that narrows: its flow and the pressure past the narrowing', () => {
  it('finds the flow where the speed is known, in L/s', () => {
    expect(
      sure(
        'Por una tubería de 10 cm de diámetro circula agua a 2 m/s; luego se angosta a 5 cm de diámetro. Calcular el caudal en L/s.',
      ),
    ).toContain('≈ 15,71 L/s**');
  });

  it('finds the pressure at the narrow part with Bernoulli, and not a speed for it', () => {
    const oil =
      'Por un caño horizontal de 8 cm de diámetro circula aceite (ρ = 800 kg/m³) a 1 m/s con una presión de 120 kPa; más adelante el caño se reduce a 4 cm de diámetro.';
    expect(sure(`${oil} ¿Cuál es la presión en la parte angosta?`)).toContain('**p₂ = 114 kPa**');
    expect(sure(`${oil}\nCalcular la presión en el tramo angosto.`)).toContain('**p₂ = 114 kPa**');
    // Water's density when none is given.
    expect(
      sure(
        'Por una cañería horizontal de 4 cm de diámetro circula agua a 3 m/s con una presión de 200 kPa; luego se angosta a 2 cm de diámetro. ¿Qué presión hay en el tramo angosto?',
      ),
    ).toContain('**p₂ = 132,5 kPa**');
  });

  it('declines a pressure it cannot place: a pipe not said level, or the pressure of the narrow part given', () => {
    expect(
      solveFlow(
        'Por un caño de 8 cm de diámetro circula agua a 1 m/s con una presión de 120 kPa; más adelante el caño se reduce a 4 cm de diámetro. ¿Cuál es la presión en la parte angosta?',
      ),
    ).toBeUndefined();
    expect(
      solveFlow(
        'Por un caño horizontal de 8 cm de diámetro circula agua a 1 m/s; más adelante se reduce a 4 cm de diámetro, donde la presión es de 100 kPa. ¿Cuál es la presión en la parte ancha?',
      )?.certain,
    ).not.toBe(true);
    expect(
      solveFlow(
        'Por una cañería horizontal de 6 cm de diámetro circula agua a 2 m/s con una presión de 150 kPa; luego se angosta a 3 cm de diámetro.\nCalcular la presión en el tramo angosto, en atm.',
      ),
    ).toBeUndefined();
  });

  it('gives pressures that keep p + ½ ρ v² the same at both sections', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const d1 = 4 + (seed % 7) * 2;
      const d2 = d1 / 2;
      const v1 = 1 + (seed % 3);
      const p1 = 150 + seed * 10;
      const text = sure(
        `Por una cañería horizontal de ${d1} cm de diámetro circula agua a ${v1} m/s con una presión de ${p1} kPa; luego se angosta a ${d2} cm de diámetro. ¿Cuál es la presión en el tramo angosto?`,
      );
      const p2 = Number(
        (/\*\*p₂ = ([\d.,]+) kPa\*\*/.exec(text)?.[1] ?? '').replace(/\./g, '').replace(',', '.'),
      );
      const v2 = v1 * 4;
      expect(p2 * 1000 + 500 * v2 * v2).toBeCloseTo(p1 * 1000 + 500 * v1 * v1, 0);
    }
  });
});

describe('solveOutflow: water leaving a hole in a tank (Torricelli)', () => {
  const answerOf = (problem: string) => {
    const reply = solveOutflow(problem);
    return reply?.certain ? reply.text.split('\n').find((line) => /^\*\*[Qv] /.test(line)) : undefined;
  };

  it.each([
    // v = √(2 · 10 · 5) = 10 m/s; Q = 10⁻⁴ · 10 = 10⁻³ m³/s = 1 L/s.
    [
      'Un depósito abierto tiene un agujero de 1 cm² en su pared, 5 m por debajo de la superficie libre del agua. ¿Cuántos litros por segundo salen? (g = 10 m/s²)',
      '**Q = 1 L/s**',
    ],
    // v = √(2 · 9,8 · 0,8) ≈ 3,96 m/s.
    [
      'Un tanque abierto tiene un orificio pequeño a una profundidad de 80 cm. ¿Con qué velocidad sale el agua? (g = 9,8 m/s²)',
      '**v = 3,96 m/s**',
    ],
    // v = √(2 · 10 · 0,45) = 3 m/s; Q = 5 · 10⁻⁴ · 3 = 1,5 · 10⁻³ m³/s = 90 L/min.
    [
      'En la pared de un tanque hay un orificio de 5 cm² a 45 cm por debajo del nivel del agua. Calculá el caudal en L/min. (g = 10 m/s²)',
      '**Q = 90 L/min**',
    ],
  ])('%s', (problem, expected) => {
    expect(answerOf(problem)).toBe(expected);
  });

  it.each([
    // No g given: 9,8 or 10 changes the result.
    'Un tanque abierto tiene un orificio pequeño a una profundidad de 80 cm. ¿Con qué velocidad sale el agua?',
    // The flow asked without the hole's size.
    'Un tanque abierto tiene un orificio a una profundidad de 80 cm. ¿Cuál es el caudal? (g = 10 m/s²)',
    // A datum left out: the tank's height.
    'Un tanque de 3 m de alto tiene un orificio a una profundidad de 80 cm. ¿Con qué velocidad sale el agua? (g = 10 m/s²)',
  ])('declines: %s', (problem) => {
    expect(answerOf(problem)).toBeUndefined();
  });
});
