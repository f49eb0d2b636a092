import { describe, expect, it } from 'vitest';
import { projectileReply } from './projectile.ts';
import { answerNumbers, expectCertain, itDeclines, random } from './testing.ts';

describe('projectileReply: thrown upward from a height, its top measured from a stated level', () => {
  const cliff =
    'Desde lo alto de un peñasco, a 30 m sobre el nivel del agua, se tira una piedra a 20 m/s con un ángulo de 30° por encima de la horizontal. Usá g = 10 m/s² y sen 30° = 0,5.';

  it('adds the launch height when the top is measured from the water', () => {
    // v_y = 10 m/s: it rises 100 / 20 = 5 m over the rock, 35 m over the water.
    expectCertain(
      projectileReply(`${cliff} ¿Qué altura máxima alcanza sobre el nivel del agua?`),
      '**H = 35 m**',
    );
  });

  it('leaves the launch height out when the top is measured from where it left', () => {
    expectCertain(
      projectileReply(`${cliff} ¿Qué altura máxima alcanza respecto del punto de lanzamiento?`),
      '**H = 5 m**',
    );
  });

  it('does not say which level when the question does not', () => {
    expect(projectileReply(`${cliff} ¿Qué altura máxima alcanza?`)?.certain).not.toBe(true);
  });

  it('reads «a 20 m del suelo» as the height a throw leaves from', () => {
    // t = √(2·20/10) = 2 s; v₀ = 24 / 2 = 12 m/s.
    expectCertain(
      projectileReply(
        'Un chico, asomado a un balcón situado a 20 m del suelo, arroja horizontalmente una pelota que cae a 24 m del pie del edificio. ¿Con qué velocidad la arrojó? (g = 10 m/s²)',
      ),
      '**v₀ = 12 m/s**',
    );
  });
});

describe('projectileReply: thrown upward from a height toward a target ahead', () => {
  const shot =
    'Una jugadora tira al aro desde 1,8 m de altura, con una velocidad de 8 m/s que forma 60° con la horizontal. El aro está a 4 m de distancia horizontal. Con g = 10 m/s².';

  it('finds the time to be above the target, from the horizontal alone', () => {
    // v_x = 8 · cos 60° = 4 m/s: 1 s to cover 4 m.
    expectCertain(
      projectileReply(`${shot} ¿Cuánto tarda la pelota en llegar a la vertical del aro?`),
      '**t = 1 s**',
    );
  });

  it('finds the height above the floor there', () => {
    // y = 1,8 + 6,9282 · 1 − 5 · 1² ≈ 3,73 m.
    expectCertain(
      projectileReply(`${shot} ¿A qué altura del piso pasa por la vertical del aro?`),
      '**y ≈ 3,73 m**',
    );
  });

  it('finds the speed there', () => {
    // v_y = 6,9282 − 10 = −3,0718; v = √(16 + 9,436) ≈ 5,04 m/s.
    expectCertain(
      projectileReply(`${shot} ¿Qué rapidez tiene al pasar por la vertical del aro?`),
      '**v ≈ 5,04 m/s**',
    );
  });

  itDeclines('asks what the target does not answer: %s', projectileReply, [
    // When it reaches the floor is another moment than above the hoop.
    `${shot} ¿Cuánto tarda en llegar al piso?`,
    // A throw at an angle from a height with two lengths and no target named.
    'Desde una terraza de 12 m de altura se lanza una piedra a 15 m/s que forma 30° con la horizontal, hacia un poste a 9 m. ¿Cuánto tarda?',
  ]);

  it('states the height at the target that substitutes back into the energy balance (seeded)', () => {
    const next = random(3401);
    for (let i = 0; i < 40; i++) {
      const h = 1 + Math.round(next() * 20) / 10;
      const v0 = 8 + Math.round(next() * 8);
      const x = 2 + Math.round(next() * 4);
      const reply = projectileReply(
        `Un jugador lanza la pelota hacia el aro desde ${String(h).replace('.', ',')} m de altura, a ${v0} m/s y formando 53° con la horizontal. El aro está a ${x} m de distancia horizontal. Datos: g = 10 m/s²; sen 53° = 0,8; cos 53° = 0,6. ¿A qué altura del piso pasa por la vertical del aro?`,
      );
      const t = x / (0.6 * v0);
      const y = h + 0.8 * v0 * t - 5 * t * t;
      if (y <= 0) {
        expect(reply?.certain).not.toBe(true);
        continue;
      }
      expect(reply?.certain).toBe(true);
      const [stated] = answerNumbers(reply?.text ?? '');
      expect(stated).toBeCloseTo(y, 1);
    }
  });
});

describe('projectileReply: the launch angle for a range on level ground', () => {
  it('gives both complementary angles', () => {
    // sen 2α = 10 · 90 / 30² = 1: 45° alone.
    expectCertain(
      projectileReply(
        'Una pelota se patea desde el suelo horizontal a 30 m/s. ¿Con qué ángulo de elevación hay que patearla para que caiga a 90 m? (g = 10 m/s²)',
      ),
      '**α = 45°**',
    );
    // sen 2α = 10 · 40 / 20² · ... = 10·20/400 = 0,5: 15° or 75°.
    expectCertain(
      projectileReply(
        'Un cañón dispara proyectiles a 20 m/s sobre un campo llano. ¿Con qué ángulo de tiro debe dispararse para que el proyectil caiga a 20 m? (g = 10 m/s²)',
      ),
      '**α = 15° o α = 75°**',
    );
  });

  itDeclines('a range it cannot reach, or from a height: %s', projectileReply, [
    'Una pelota se patea desde el suelo a 10 m/s. ¿Con qué ángulo de elevación hay que patearla para que caiga a 50 m? (g = 10 m/s²)',
    'Desde una terraza de 10 m de altura se lanza una piedra a 20 m/s. ¿Con qué ángulo de elevación debe lanzarse para que caiga a 30 m? (g = 10 m/s²)',
  ]);

  it('finds angles whose range substitutes back (seeded)', () => {
    const next = random(3402);
    for (let i = 0; i < 40; i++) {
      const v0 = 10 + Math.round(next() * 40);
      const range = Math.round(next() * ((v0 * v0) / 10)) + 1;
      const reply = projectileReply(
        `Un proyectil se lanza desde un terreno horizontal a ${v0} m/s. ¿Con qué ángulo de elevación debe lanzarse para que caiga a ${range} m? (g = 10 m/s²)`,
      );
      if (range > (v0 * v0) / 10) continue;
      expect(reply?.certain).toBe(true);
      for (const deg of answerNumbers(reply?.text ?? '')) {
        expect((v0 * v0 * Math.sin((2 * deg * Math.PI) / 180)) / 10).toBeCloseTo(range, -0.3);
      }
    }
  });
});
