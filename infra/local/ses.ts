import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sesModule from 'aws-ses-v2-local';

type StartSes = (config?: { host?: string; port?: number }) => Promise<Server>;
const startServer = ((sesModule as unknown as { default?: StartSes }).default ??
  sesModule) as unknown as StartSes;

export interface LocalSes {
  endpoint: string;
  stop(): Promise<void>;
}

/** aws-ses-v2-local: the real SES client sends to it; GET /store lists the mails, / shows them. */
export async function startLocalSes(options: { port: number }): Promise<LocalSes> {
  const originalLog = console.log;
  console.log = () => undefined; // the library announces itself on stdout; the start script does that
  let server: Server;
  try {
    server = await startServer({ host: '127.0.0.1', port: options.port });
  } finally {
    console.log = originalLog;
  }
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
