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

/** A port the OS has just handed out, for tests that start their own services. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
