import { describe, expect, it } from 'vitest';
import { encodeSender } from './ses.ts';

describe('encodeSender', () => {
  it('encodes a non-ASCII display name as RFC 2047 and leaves ASCII alone', () => {
    expect(encodeSender('Ingresá <no-responder@ingresa.com.ar>')).toBe(
      '=?UTF-8?B?SW5ncmVzw6E=?= <no-responder@ingresa.com.ar>',
    );
    expect(encodeSender('Ingresa <a@b.com>')).toBe('Ingresa <a@b.com>');
    expect(encodeSender('a@b.com')).toBe('a@b.com');
  });
});
