/**
 * Where the smoke test reads the login code e-mail it asked for. Three kinds:
 * - `local`: the local SES of `npm start` (http://127.0.0.1:$SES_PORT, 8005 unless set);
 * - `http(s)://…`: any mailbox answering `GET <url>/store?since=<epoch s>` with aws-ses-v2-local's JSON
 *   (`{emails: [{destination: {to}, subject, body: {text, html}, at}]}`), e.g. a local SES elsewhere;
 * - `s3://bucket/prefix`: SES receiving with a receipt rule whose S3 action writes each message to that
 *   bucket under that prefix (raw MIME), read with the default AWS credentials and AWS_REGION.
 */

export interface ReceivedMail {
  to: string[];
  subject: string;
  text?: string;
  html?: string;
  headers: { name: string; value: string }[];
}

export interface Inbox {
  describe: string;
  /** The newest mail to `to` that arrived at or after `since`, waiting up to `timeoutMs` for one. */
  waitFor(to: string, since: Date, timeoutMs: number): Promise<ReceivedMail>;
}

const POLL_MS = 500;

async function poll<T>(timeoutMs: number, look: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await look();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${what} within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  headers?: { name: string; value: string }[];
  at: number;
}

function sesStoreInbox(url: string): Inbox {
  const base = url.replace(/\/+$/, '');
  return {
    describe: `${base}/store`,
    waitFor: (to, since, timeoutMs) =>
      poll(
        timeoutMs,
        async () => {
          const response = await fetch(`${base}/store?since=${Math.floor(since.getTime() / 1000)}`);
          if (!response.ok) throw new Error(`${base}/store answered ${response.status}`);
          const { emails } = (await response.json()) as { emails: StoredMail[] };
          const mail = emails.filter((m) => m.destination.to.some((address) => address.includes(to))).at(-1);
          return (
            mail && {
              to: mail.destination.to,
              subject: mail.subject,
              ...(mail.body.text === undefined ? {} : { text: mail.body.text }),
              ...(mail.body.html === undefined ? {} : { html: mail.body.html }),
              headers: mail.headers ?? [],
            }
          );
        },
        `mail to ${to} in ${base}/store`,
      ),
  };
}

// --- A small MIME reader, enough for the product's own mail (RFC 5322, 2045, 2047). ---

interface MimeEntity {
  headers: { name: string; value: string }[];
  body: string;
}

function splitEntity(raw: string): MimeEntity {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = head
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .flatMap((line) => {
      const colon = line.indexOf(':');
      return colon > 0 ? [{ name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() }] : [];
    });
  return { headers, body };
}

const headerOf = (entity: MimeEntity, name: string) =>
  entity.headers.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;

/** RFC 2047 encoded words (B and Q, UTF-8 or Latin-1) back to text. */
export function decodeHeaderText(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_, charset: string, encoding: string, text: string) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
                  String.fromCharCode(Number.parseInt(hex, 16)),
                ),
              'latin1',
            );
      return bytes.toString(/^utf-?8$/i.test(charset) ? 'utf8' : 'latin1');
    });
}

function decodeBody(entity: MimeEntity): string {
  const encoding = (headerOf(entity, 'content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = /charset="?([^";]+)"?/i.exec(headerOf(entity, 'content-type') ?? '')?.[1] ?? 'utf-8';
  const bytes =
    encoding === 'base64'
      ? Buffer.from(entity.body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            entity.body
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          )
        : Buffer.from(entity.body, 'latin1');
  return bytes.toString(/^utf-?8$/i.test(charset) ? 'utf8' : 'latin1').replace(/\r\n/g, '\n');
}

/** The text and HTML parts of a message, looking inside multipart/* at any depth. */
function textParts(entity: MimeEntity, found: { text?: string; html?: string } = {}) {
  const type = headerOf(entity, 'content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = entity.body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      // The line break before a delimiter belongs to the delimiter (RFC 2046), not to the part.
      textParts(splitEntity(part.replace(/^\r?\n/, '').replace(/\r?\n$/, '')), found);
    }
  } else if (/^text\/plain/i.test(type)) found.text ??= decodeBody(entity);
  else if (/^text\/html/i.test(type)) found.html ??= decodeBody(entity);
  return found;
}

/** A raw message as the smoke test reads it. */
export function readRawMail(raw: string): ReceivedMail {
  const entity = splitEntity(raw);
  const addresses = (name: string) =>
    (headerOf(entity, name) ?? '')
      .split(',')
      .map((a) => /<([^>]+)>/.exec(a)?.[1] ?? a.trim())
      .filter(Boolean);
  return {
    to: [...addresses('to'), ...addresses('x-original-to')],
    subject: decodeHeaderText(headerOf(entity, 'subject') ?? ''),
    ...textParts(entity),
    headers: entity.headers,
  };
}

function s3Inbox(url: URL): Inbox {
  const bucket = url.hostname;
  const prefix = url.pathname.replace(/^\/+/, '');
  return {
    describe: `s3://${bucket}/${prefix}`,
    waitFor: async (to, since, timeoutMs) => {
      const { GetObjectCommand, ListObjectsV2Command, S3Client } = await import('@aws-sdk/client-s3');
      const s3 = new S3Client({
        region: process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1',
        followRegionRedirects: true,
      });
      const read = new Set<string>();
      try {
        return await poll(
          timeoutMs,
          async () => {
            const listed = [];
            let token: string | undefined;
            do {
              const page = await s3.send(
                new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
              );
              listed.push(...(page.Contents ?? []));
              token = page.NextContinuationToken;
            } while (token);
            const fresh = listed
              .filter(
                (o) =>
                  o.Key && !read.has(o.Key) && (o.LastModified?.getTime() ?? 0) >= since.getTime() - 5000,
              )
              .sort((a, b) => (b.LastModified?.getTime() ?? 0) - (a.LastModified?.getTime() ?? 0));
            for (const object of fresh) {
              read.add(object.Key as string);
              const got = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: object.Key }));
              const mail = readRawMail((await got.Body?.transformToString('latin1')) ?? '');
              if (mail.to.some((address) => address.toLowerCase() === to.toLowerCase())) return mail;
            }
            return undefined;
          },
          `mail to ${to} under s3://${bucket}/${prefix}`,
        );
      } finally {
        s3.destroy();
      }
    },
  };
}

/** The inbox an `--inbox=` value names. */
export function inboxFor(value: string): Inbox {
  if (value === 'local') return sesStoreInbox(`http://127.0.0.1:${process.env.SES_PORT ?? 8005}`);
  const url = new URL(value);
  if (url.protocol === 's3:') return s3Inbox(url);
  if (url.protocol === 'http:' || url.protocol === 'https:') return sesStoreInbox(value);
  throw new Error(`--inbox must be local, an http(s) mailbox URL or s3://bucket/prefix, not ${value}`);
}
