import { describe, expect, it } from 'vitest';
import { replyFor, TUTOR_FAILURE_REPLY } from './api.ts';

describe('replyFor', () => {
  it('shows the tutor answer', () => {
    expect(replyFor({ ok: true, data: { response: '**x = 4**' } })).toBe('**x = 4**');
  });

  it('shows the server message when the quota is used up', () => {
    const message = 'Ya usaste las 8 consultas de prueba al tutor.';

    expect(replyFor({ ok: false, status: 429, message })).toBe(message);
  });

  it.each([
    { ok: false, status: 0, message: undefined },
    { ok: false, status: 503, message: 'El tutor no está disponible' },
    { ok: false, status: 429, message: undefined },
    { ok: false, status: 400, message: 'Escribí tu consulta.' },
  ] as const)('falls back to the failure reply for status $status', (result) => {
    expect(replyFor(result)).toBe(TUTOR_FAILURE_REPLY);
  });
});
