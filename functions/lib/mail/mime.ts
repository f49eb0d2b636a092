import { randomUUID } from 'node:crypto';

/**
 * The raw message SES's SendRawEmail takes (RFC 5322 + MIME): SendEmail cannot carry headers of our own
 * such as List-Unsubscribe, so every e-mail is built here. Text and HTML as multipart/alternative, UTF-8,
 * quoted-printable bodies (readable Spanish stays short), non-ASCII header text as RFC 2047 words.
 */

export interface MimeMessage {
  /** Already in header form, e.g. `=?UTF-8?B?…?= <no-responder@ingresa.test>`. */
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (ASCII), e.g. List-Unsubscribe. */
  headers?: Readonly<Record<string, string>>;
  date?: Date;
}

const CRLF = '\r\n';
/** An encoded word is at most 75 characters: `=?UTF-8?B?` + 60 base64 characters + `?=`. */
const ENCODED_WORD_BYTES = 45;
const QP_LINE = 76;

/** Header text as is when it is printable ASCII, else as RFC 2047 base64 words, folded between words. */
export function encodeHeaderText(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  const words: string[] = [];
  let chunk = '';
  for (const character of text) {
    // Characters are never split across words: each word must decode to whole UTF-8 sequences.
    if (Buffer.byteLength(chunk + character) > ENCODED_WORD_BYTES) {
      words.push(chunk);
      chunk = '';
    }
    chunk += character;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word, 'utf8').toString('base64')}?=`).join(`${CRLF} `);
}

function encodeQuotedPrintableLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  const lines: string[] = [];
  let current = '';
  bytes.forEach((byte, index) => {
    // Spaces and tabs stay literal except at the end of a line, where transports may strip them.
    const literal =
      (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && index < bytes.length - 1);
    const token = literal
      ? String.fromCharCode(byte)
      : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    if (current.length + token.length > QP_LINE - 1) {
      lines.push(`${current}=`);
      current = '';
    }
    current += token;
  });
  lines.push(current);
  return lines.join(CRLF);
}

/** RFC 2045 quoted-printable of UTF-8 text; its line breaks become CRLF hard breaks. */
export function quotedPrintable(text: string): string {
  return text.replace(/\r\n?/g, '\n').split('\n').map(encodeQuotedPrintableLine).join(CRLF);
}

function header(name: string, value: string): string {
  // Only a fold (CRLF then a space) may break a value: anything else would start a header of its own.
  if (/\r\n(?![ \t])|\r(?!\n)|(?<!\r)\n/.test(value)) throw new Error(`header ${name} has a line break`);
  if (/[\r\n]/.test(name) || !/^[\x21-\x39\x3b-\x7e]+$/.test(name))
    throw new Error(`bad header name ${name}`);
  return `${name}: ${value}`;
}

/** `Tue, 02 Dec 2025 22:00:00 +0000`, the RFC 5322 date. */
function rfc5322Date(date: Date): string {
  return date.toUTCString().replace(/GMT$/, '+0000');
}

function part(contentType: string, body: string): string {
  return [
    `Content-Type: ${contentType}; charset=UTF-8`,
    'Content-Transfer-Encoding: quoted-printable',
    '',
    quotedPrintable(body),
  ].join(CRLF);
}

/** The whole message, CRLF line ends, ready for SendRawEmail's RawMessage.Data. */
export function buildMimeMessage(message: MimeMessage): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(message.from)?.[1] ?? 'ingresa.local';
  const lines = [
    header('From', message.from),
    header('To', message.to),
    header('Subject', encodeHeaderText(message.subject)),
    header('Date', rfc5322Date(message.date ?? new Date())),
    header('Message-ID', `<${randomUUID()}@${domain}>`),
    header('MIME-Version', '1.0'),
    ...Object.entries(message.headers ?? {}).map(([name, value]) => header(name, value)),
  ];
  if (message.html === undefined) {
    return [...lines, part('text/plain', message.text)].join(CRLF);
  }
  const boundary = `=_ingresa_${randomUUID().replaceAll('-', '')}`;
  return [
    ...lines,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    part('text/plain', message.text),
    `--${boundary}`,
    part('text/html', message.html),
    `--${boundary}--`,
    '',
  ].join(CRLF);
}
