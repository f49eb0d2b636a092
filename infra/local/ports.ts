import net from 'node:net';

export class PortBusyError extends Error {
  constructor(
    readonly port: number,
    readonly variable: string,
  ) {
    super(
      `Port ${port} is already in use (${variable}). Stop the program using it (lsof -i :${port}) ` +
        `or choose another port, e.g. ${variable}=${port + 100} npm start`,
    );
  }
}

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

const handedOut = new Set<number>();

/**
 * A free port for tests and tools that start their own services, drawn below the ephemeral range
 * (32768 and up on Linux), so no outgoing connection or `listen(0)` elsewhere on the machine
 * can take it between the draw and the service's own listen.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (handedOut.has(port)) continue;
    if ((await isPortFree(port)) && (await isPortFree(port, '0.0.0.0'))) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error('no free port between 20000 and 32000');
}
