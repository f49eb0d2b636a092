import { describe, expect, it } from 'vitest';
import { deleteErrorMessage, exportErrorMessage, exportFileName } from './download.ts';

describe('the data export', () => {
  it('names the file after the local day, with two-digit month and day', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe('ingresa-mis-datos-2026-01-05.json');
    expect(exportFileName(new Date(2026, 10, 25, 0, 0))).toBe('ingresa-mis-datos-2026-11-25.json');
  });

  it('says what went wrong in Spanish, preferring the server’s own message', () => {
    expect(exportErrorMessage({ status: 0, message: undefined })).toMatch(/Revisá tu conexión/);
    expect(exportErrorMessage({ status: 401, message: undefined })).toMatch(/Volvé a ingresar/);
    expect(exportErrorMessage({ status: 429, message: 'Ya descargaste tus datos varias veces hoy.' })).toBe(
      'Ya descargaste tus datos varias veces hoy.',
    );
    expect(exportErrorMessage({ status: 500, message: undefined })).toBe(
      'No pudimos preparar tus datos. Probá de nuevo en unos minutos.',
    );
  });
});

describe('the account deletion', () => {
  it('shows the server’s message when it gave one, and a Spanish one otherwise', () => {
    const mercadoPago =
      'No pudimos cancelar tu suscripción en Mercado Pago, así que todavía no eliminamos tu cuenta.';
    expect(deleteErrorMessage({ status: 503, message: mercadoPago })).toBe(mercadoPago);
    expect(deleteErrorMessage({ status: 0, message: undefined })).toMatch(/tu cuenta sigue activa/);
    expect(deleteErrorMessage({ status: 404, message: undefined })).toBe(
      'No pudimos eliminar tu cuenta. Probá de nuevo en unos minutos.',
    );
  });
});
