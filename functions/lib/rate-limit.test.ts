import { describe, expect, it } from 'vitest';
import { sendLimits } from './auth/limits.ts';
import { formatWait } from './rate-limit.ts';

describe('formatWait', () => {
  it.each([
    [0.2, '1 segundo'],
    [30, '30 segundos'],
    [60, '1 minuto'],
    [61, '2 minutos'],
    [3000, '50 minutos'],
    [3599, '1 hora'],
    [3600, '1 hora'],
    [7200, '2 horas'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatWait(seconds)).toBe(text);
  });
});

describe('send limits', () => {
  it('are the agreed numbers: 60 s apart, 5 an hour, 20 a day per e-mail; 30 an hour per address', () => {
    const limits = sendLimits('ana@mail.com', '1.2.3.4');
    expect(limits.map((l) => [l.kind, l.subject, l.kind === 'window' ? l.max : 1, l.seconds])).toEqual([
      ['cooldown', 'ana@mail.com', 1, 60],
      ['window', 'ana@mail.com', 5, 3600],
      ['window', 'ana@mail.com', 20, 86_400],
      ['window', '1.2.3.4', 30, 3600],
    ]);
  });
});
