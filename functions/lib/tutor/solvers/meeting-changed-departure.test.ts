import { describe, expect, it } from 'vitest';
import { meetingReply } from './meeting.ts';
import { answerNumbers, expectCertain, random } from './testing.ts';

describe('meetingReply: a chase asked again with another departure time', () => {
  const chase =
    'A las 10:00 sale de una estación un tren de carga a 40 km/h. A las 10:30 sale de la misma estación, por la misma vía paralela y en el mismo sentido, un tren de pasajeros a 100 km/h.';

  it('reads the later departure the question names and says so', () => {
    // 1 h of head start: 40 km, closed at 60 km/h in 2/3 h; the passenger train has gone 66,67 km.
    const reply = meetingReply(
      `${chase} Si el tren de pasajeros hubiera salido a las 11:00, ¿a qué distancia de la estación alcanzaría al de carga?`,
    );
    expectCertain(reply, ['Con el tren de pasajeros saliendo a las 11:00', '66,67 km']);
  });

  it('declines when the body the condition names has no clock time of its own', () => {
    const reply = meetingReply(
      `${chase} Si el colectivo hubiera salido a las 11:00, ¿a qué distancia de la estación alcanzaría al de carga?`,
    );
    expect(reply?.certain).not.toBe(true);
  });

  it('finds a place that both positions reach at once (seeded)', () => {
    const next = random(3405);
    for (let i = 0; i < 30; i++) {
      const slow = 10 + Math.round(next() * 40);
      const fast = slow + 10 + Math.round(next() * 50);
      const delay = 10 + Math.round(next() * 40);
      const reply = meetingReply(
        `A las 8:00 sale de la plaza una moto a ${slow} km/h. A las 8:05 sale de la misma plaza, en el mismo sentido, un auto a ${fast} km/h. Si el auto hubiera salido a las 8:${String(delay).padStart(2, '0')}, ¿a qué distancia de la plaza alcanzaría a la moto?`,
      );
      expect(reply?.certain).toBe(true);
      const place = (slow * fast * (delay / 60)) / (fast - slow);
      expect(
        answerNumbers(reply?.text ?? '').some((value) => Math.abs(value - place) < 0.006 * place + 0.006),
      ).toBe(true);
    }
  });
});

describe('meetingReply: the one at constant speed said ahead in its own sentence', () => {
  it('reads «X m delante de él, pasa…» as the lead of the body that passes', () => {
    // ½·1·t² = 60 + 8t ⇒ t² − 16t − 120 = 0 ⇒ t = 8 + √184 ≈ 21,56 s.
    expectCertain(
      meetingReply(
        'Una camioneta arranca desde el reposo con aceleración constante de 1 m/s². En ese mismo momento, 60 m delante de ella, pasa un ciclista que va a 8 m/s constantes en el mismo sentido. ¿Cuánto tarda la camioneta en alcanzar al ciclista?',
      ),
      't ≈ 21,56 s',
    );
  });
});
