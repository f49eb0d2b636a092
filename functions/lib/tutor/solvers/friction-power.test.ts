import { describe, expect, it } from 'vitest';
import { solveFrictionPower } from './friction-power.ts';
import { fmt, parseNumber } from './numbers.ts';
import { itDeclines, itSolvesCertainly, random } from './testing.ts';

/** The number of the bold answer, "**P ≈ 164,94 W**". */
const answerNumber = (text: string) =>
  parseNumber(/\n\*\*P[^*]*?[=≈] (-?\d+(?:[.,]\d+)*) (?:W|kW|HP|CV)\*\*/.exec(text)?.[1] ?? 'x');

const rad = (degrees: number) => (degrees * Math.PI) / 180;

describe('solveFrictionPower', () => {
  itSolvesCertainly(solveFrictionPower, [
    [
      'Un cajón de 40 kg es arrastrado sobre un piso horizontal con velocidad constante de 1,5 m/s. Si el coeficiente de rozamiento es 0,25, ¿qué potencia desarrolla la fuerza que lo arrastra?',
      ['**P = 147 W**'],
    ],
    [
      'Un operario arrastra una caja de 50 kg a velocidad constante, recorriendo 12 m en 8 s sobre un piso con μ = 0,3. Considerando g = 10 m/s², ¿cuál es la potencia que desarrolla?',
      ['**P = 225 W**'],
    ],
    [
      'Un motor sube un bloque de 100 kg por una rampa inclinada 30° sin rozamiento, con velocidad constante de 2 m/s. Con g = 10 m/s², ¿qué potencia desarrolla el motor, en kW?',
      ['**P = 1 kW**'],
    ],
    [
      'Un motor sube un bloque de 50 kg por un plano inclinado de 30° con velocidad constante de 0,5 m/s. El coeficiente de rozamiento es 0,2. ¿Qué potencia desarrolla el motor?',
      ['**P ≈ 164,94 W**'],
    ],
    [
      'Un trineo de 20 kg es arrastrado con velocidad constante de 2 m/s por una cuerda que forma 37° con la horizontal. El coeficiente de rozamiento es 0,1 y g = 10 m/s². ¿Qué potencia desarrolla la cuerda, en kW?',
      ['**P ≈ 0,037 kW**'],
    ],
    [
      'Un bloque de 10 kg es arrastrado 5 m sobre un piso horizontal por una fuerza horizontal de 60 N durante 4 s. El coeficiente de rozamiento es 0,2. ¿Qué potencia media desarrolla la fuerza?',
      ['**P de la fuerza aplicada = 75 W**'],
    ],
    [
      'Se arrastra un cajón de 20 kg a lo largo de 8 m con una fuerza horizontal de 100 N, en 4 s. El coeficiente de rozamiento cinético es 0,25 y g = 10 m/s². ¿Cuál es la potencia neta?',
      ['**P neta = 100 W**'],
    ],
    [
      'Se arrastra un cajón de 20 kg a lo largo de 8 m con una fuerza horizontal de 100 N, en 4 s. El coeficiente de rozamiento cinético es 0,25 y g = 10 m/s². ¿Qué potencia disipa el rozamiento?',
      ['**P del rozamiento = -100 W**'],
    ],
  ]);

  it('states no result when a datum is left out, and asks about it', () => {
    const reply = solveFrictionPower(
      'Un cajón de 40 kg es arrastrado durante 10 s sobre un piso horizontal con velocidad constante de 1,5 m/s y μ = 0,25. ¿Qué potencia desarrolla la fuerza?',
    );

    expect(reply?.certain).toBe(false);
    expect(reply?.text).toContain('10');
    expect(reply?.text).not.toContain('147');
  });

  itDeclines('leaves to others a problem not its own: %s', solveFrictionPower, [
    // No power is asked.
    'Un cajón de 40 kg es arrastrado con velocidad constante de 1,5 m/s y μ = 0,25. ¿Qué fuerza hace falta?',
    // No friction and no incline.
    'Un cajón de 40 kg se mueve con velocidad constante de 1,5 m/s. ¿Qué potencia desarrolla la fuerza?',
    // A body going down the plane.
    'Un bloque de 50 kg baja por un plano inclinado de 30° con velocidad constante de 0,5 m/s y μ = 0,2. ¿Qué potencia disipa el rozamiento?',
    // A force too weak to drag it.
    'Un bloque de 10 kg es empujado 5 m por una fuerza horizontal de 10 N durante 4 s, con μ = 0,2. ¿Qué potencia media desarrolla la fuerza?',
    // A static coefficient.
    'Un cajón de 40 kg con μs = 0,5 es arrastrado con velocidad constante de 1 m/s. ¿Qué potencia desarrolla la fuerza?',
  ]);

  it('answers drags at constant speed whose forces balance back (seeded)', () => {
    const next = random(32);
    for (let i = 0; i < 150; i++) {
      const m = 5 + Math.round(next() * 95);
      const mu = Math.round((0.1 + next() * 0.5) * 100) / 100;
      const v = Math.round((0.5 + next() * 4) * 10) / 10;
      const kind = i % 3;
      const angle = 10 + Math.round(next() * 30);
      const g = 10;
      const problem =
        kind === 0
          ? `Un bloque de ${fmt(m)} kg es arrastrado sobre un piso horizontal con velocidad constante de ${fmt(v)} m/s. El coeficiente de rozamiento es ${fmt(mu)} y g = 10 m/s². ¿Qué potencia desarrolla la fuerza?`
          : kind === 1
            ? `Un bloque de ${fmt(m)} kg es arrastrado con velocidad constante de ${fmt(v)} m/s por una cuerda que forma ${angle}° con la horizontal. El coeficiente de rozamiento es ${fmt(mu)} y g = 10 m/s². ¿Qué potencia desarrolla la cuerda?`
            : `Un motor sube un bloque de ${fmt(m)} kg por un plano inclinado de ${angle}° con velocidad constante de ${fmt(v)} m/s. El coeficiente de rozamiento es ${fmt(mu)} y g = 10 m/s². ¿Qué potencia desarrolla el motor?`;
      const reply = solveFrictionPower(problem);
      expect(reply?.certain, problem).toBe(true);
      const P = answerNumber(reply?.text ?? '');
      const a = rad(angle);
      // The force that the answer implies, put back in the balance of forces along the motion.
      const residual =
        kind === 0
          ? P / v - mu * m * g
          : kind === 1
            ? P / v - mu * (m * g - (P / v / Math.cos(a)) * Math.sin(a))
            : P / v - m * g * Math.sin(a) - mu * m * g * Math.cos(a);
      expect(Math.abs(residual), problem).toBeLessThan(0.01 * (P / v) + 0.01);
    }
  });

  it('answers the mean power of a drag whose work over the time adds back (seeded)', () => {
    const next = random(3200);
    for (let i = 0; i < 100; i++) {
      const m = 2 + Math.round(next() * 30);
      const mu = Math.round((0.1 + next() * 0.4) * 100) / 100;
      const F = Math.ceil(mu * m * 10) + 5 + Math.round(next() * 100);
      const d = 1 + Math.round(next() * 20);
      const t = 1 + Math.round(next() * 10);
      const net = i % 2 === 0;
      const problem = `Un bloque de ${m} kg es arrastrado ${d} m sobre un piso horizontal por una fuerza horizontal de ${F} N durante ${t} s. El coeficiente de rozamiento es ${fmt(mu)} y g = 10 m/s². ¿Cuál es la potencia ${net ? 'neta' : 'media de la fuerza'}?`;
      const reply = solveFrictionPower(problem);
      expect(reply?.certain, problem).toBe(true);
      const P = answerNumber(reply?.text ?? '');
      const work = net ? (F - mu * m * 10) * d : F * d;
      expect(Math.abs(P * t - work), problem).toBeLessThan(0.01 * Math.abs(work) + 0.05 * t);
    }
  });
});
