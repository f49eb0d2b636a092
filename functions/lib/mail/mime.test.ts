import { describe, expect, it } from 'vitest';
import { buildMimeMessage, encodeHeaderText, quotedPrintable } from './mime.ts';

/** Undoes quoted-printable as a mail reader would: soft breaks joined, `=XX` bytes back to UTF-8. */
function decodeQuotedPrintable(encoded: string): string {
  const joined = encoded.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=') {
      bytes.push(Number.parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(joined.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8').replace(/\r\n/g, '\n');
}

function decodeHeaderText(value: string): string {
  return value
    .replace(/\?=\r\n =\?/g, '?==?')
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/g, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));
}

describe('encodeHeaderText', () => {
  it('leaves ASCII alone and encodes Spanish as folded words of at most 75 characters', () => {
    expect(encodeHeaderText('123456 is your code')).toBe('123456 is your code');
    const subject = 'Te faltan 20 ejercicios para no cortar tu racha de 12 días: ¡seguí así, ñandú!';
    const encoded = encodeHeaderText(subject);
    expect(encoded.split('\r\n ').every((word) => word.length <= 75 && word.startsWith('=?UTF-8?B?'))).toBe(
      true,
    );
    expect(decodeHeaderText(encoded)).toBe(subject);
  });
});

describe('quotedPrintable', () => {
  it('round-trips accents, long lines, equals signs and trailing spaces with lines of at most 76', () => {
    const text = `Código: 123456 = válido \nUna línea larga ${'ñ'.repeat(60)} y más texto que sigue.\n\tfin `;
    const encoded = quotedPrintable(text);
    expect(encoded.split('\r\n').every((line) => line.length <= 76)).toBe(true);
    expect(encoded).not.toMatch(/[ \t]\r\n|[ \t]$/);
    expect(decodeQuotedPrintable(encoded)).toBe(text);
  });
});

describe('buildMimeMessage', () => {
  it('writes text and HTML as multipart/alternative with the headers asked for', () => {
    const raw = buildMimeMessage({
      from: 'Ingresa <no-responder@ingresa.test>',
      to: 'estudiante@example.com',
      subject: 'Tu código',
      text: 'Hola',
      html: '<p>Hola</p>',
      headers: { 'List-Unsubscribe': '<https://ingresa.test/x>' },
      date: new Date('2025-12-02T22:00:00Z'),
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toContain('Date: Tue, 02 Dec 2025 22:00:00 +0000');
    expect(head).toMatch(/Message-ID: <[0-9a-f-]{36}@ingresa\.test>/);
    expect(head).toContain('List-Unsubscribe: <https://ingresa.test/x>');
    const boundary = /boundary="([^"]+)"/.exec(raw)?.[1];
    expect(boundary).toBeDefined();
    expect(body).toBe(
      `--${boundary}\r\nContent-Type: text/plain; charset=UTF-8\r\nContent-Transfer-Encoding: quoted-printable`,
    );
    expect(raw.endsWith(`--${boundary}--\r\n`)).toBe(true);
    expect(raw).not.toMatch(/[^\r]\n/);
  });

  it('refuses a header value that would inject another header', () => {
    expect(() =>
      buildMimeMessage({
        from: 'a@b.com',
        to: 'c@d.com\r\nBcc: e@f.com',
        subject: 's',
        text: 't',
      }),
    ).toThrow(/line break/);
  });
});
