import { describe, expect, it } from 'vitest';
import { answerLimits, startLimits, viewLimits } from './limits.ts';

const figures = (limits: ReturnType<typeof startLimits>) =>
  limits.map((l) => [l.scope, l.subject, l.kind === 'window' ? l.max : 1, l.seconds]);

describe('trial limits', () => {
  it('let an address start 10 trials an hour and 30 a day', () => {
    expect(figures(startLimits('1.2.3.4'))).toEqual([
      ['trial-start-hour', '1.2.3.4', 10, 3600],
      ['trial-start-day', '1.2.3.4', 30, 86_400],
    ]);
  });

  it('let a trial take 20 answers an hour (five plus retries) and an address 150', () => {
    expect(figures(answerLimits('1.2.3.4', 'trial-id'))).toEqual([
      ['trial-answer', 'trial-id', 20, 3600],
      ['trial-answer-address', '1.2.3.4', 150, 3600],
    ]);
    expect(figures(viewLimits('1.2.3.4'))).toEqual([['trial-view', '1.2.3.4', 150, 3600]]);
  });

  it('explain a refused start in Spanish, with the wait and the way to the plans', () => {
    const [hourly] = startLimits('1.2.3.4');
    expect(hourly?.message('20 minutos')).toBe(
      'Ya hiciste varias pruebas gratis desde tu conexión. Podés empezar otra en 20 minutos, o mirar los planes para practicar sin límites.',
    );
  });
});
