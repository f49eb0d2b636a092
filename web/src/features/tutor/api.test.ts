import { describe, expect, it } from 'vitest';
import { ownErrorMessage } from '../../lib/api.ts';
import { replyFor, TUTOR_BUSY_REPLY, TUTOR_FAILURE_REPLY } from './api.ts';

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
    { ok: false, status: 400, message: 'Escribí tu consulta.' },
  ] as const)('falls back to the failure reply for status $status', (result) => {
    expect(replyFor(result)).toBe(TUTOR_FAILURE_REPLY);
  });
});

describe('a throttled request', () => {
  it('asks to wait a few seconds when the gateway, not the quota, says no', () => {
    expect(replyFor({ ok: false, status: 429, message: undefined })).toBe(TUTOR_BUSY_REPLY);
  });

  it('never shows a gateway’s English body: only the product’s own error shape carries a message', () => {
    expect(ownErrorMessage({ message: 'Too Many Requests' })).toBeUndefined();
    expect(ownErrorMessage({ success: false, message: 'Esperá un minuto.' })).toBe('Esperá un minuto.');
    expect(ownErrorMessage(undefined)).toBeUndefined();
    expect(ownErrorMessage('texto')).toBeUndefined();
  });
});
