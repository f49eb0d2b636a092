import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sesModule from 'aws-ses-v2-local';

type StartSes = (config?: { host?: string; port?: number }) => Promise<Server>;
const startServer = ((sesModule as unknown as { default?: StartSes }).default ??
  sesModule) as unknown as StartSes;

export interface LocalSes {
  endpoint: string;
  stop(): Promise<void>;
}

/** A header of a stored mail as it was sent (unfolded, not decoded), in the shape the library uses. */
export interface StoredHeader {
  name: string;
  value: string;
}

/** The header block of a raw message, unfolded. */
export function rawHeaders(raw: string): StoredHeader[] {
  const end = raw.search(/\r?\n\r?\n/);
  const head = (end === -1 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  return head.split(/\r?\n/).flatMap((line) => {
    const colon = line.indexOf(':');
    return colon > 0 ? [{ name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() }] : [];
  });
}

/** What the library leaves out of a SendRawEmail's stored mail: its headers and configuration set. */
interface RawExtras {
  headers: StoredHeader[];
  configurationSetName?: string;
}

const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'expect']);

function forwardable(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) =>
      value === undefined || HOP_HEADERS.has(name)
        ? []
        : [[name, Array.isArray(value) ? value.join(', ') : value]],
    ),
  );
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/**
 * aws-ses-v2-local: the real SES client sends to it; GET /store lists the mails, / shows them. The
 * library parses SendRawEmail's message into subject, text and HTML but drops its headers, which the
 * tests read (List-Unsubscribe): it listens on a port of its own behind this small proxy, which passes
 * every call through, keeps each raw message's headers and adds them to its mail in GET /store as
 * `headers: [{name, value}]` (with `configurationSetName` when the send named one). The rest of the
 * stored format is the library's.
 */
export async function startLocalSes(options: { port: number }): Promise<LocalSes> {
  const originalLog = console.log;
  console.log = () => undefined; // the library announces itself on stdout; the start script does that
  let library: Server;
  try {
    library = await startServer({ host: '127.0.0.1', port: 0 });
  } finally {
    console.log = originalLog;
  }
  const libraryUrl = `http://127.0.0.1:${(library.address() as AddressInfo).port}`;
  const extras = new Map<string, RawExtras>();

  const proxy = http.createServer(async (req, res) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const method = req.method ?? 'GET';
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      const upstream = await fetch(`${libraryUrl}${req.url ?? '/'}`, {
        method,
        headers: forwardable(req.headers),
        ...(method === 'GET' || method === 'HEAD' ? {} : { body }),
      });
      let payload = Buffer.from(await upstream.arrayBuffer());
      if (method === 'POST' && path === '/' && upstream.ok) {
        const form = new URLSearchParams(body.toString('utf8'));
        const messageId = /<MessageId>([^<]+)<\/MessageId>/.exec(payload.toString('utf8'))?.[1];
        const data = form.get('RawMessage.Data');
        if (form.get('Action') === 'SendRawEmail' && messageId && data) {
          const configurationSetName = form.get('ConfigurationSetName');
          extras.set(messageId, {
            headers: rawHeaders(Buffer.from(data, 'base64').toString('utf8')),
            ...(configurationSetName ? { configurationSetName } : {}),
          });
        }
      } else if (method === 'GET' && path === '/store' && upstream.ok) {
        const store = JSON.parse(payload.toString('utf8')) as { emails: { messageId: string }[] };
        for (const email of store.emails) Object.assign(email, extras.get(email.messageId));
        payload = Buffer.from(JSON.stringify(store));
      } else if (method === 'POST' && path === '/clear-store' && upstream.ok) {
        extras.clear();
      }
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([name]) =>
            !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name),
        ),
      );
      res.writeHead(upstream.status, headers).end(payload);
    } catch (error) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end(`local SES proxy: ${String(error)}`);
    }
  });
  try {
    await new Promise<void>((resolve, reject) => {
      proxy.once('error', reject);
      proxy.listen(options.port, '127.0.0.1', () => resolve());
    });
  } catch (error) {
    await close(library);
    throw error;
  }
  const { port } = proxy.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      await close(proxy);
      await close(library);
    },
  };
}
