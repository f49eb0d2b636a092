import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../../infra/handlers.ts';
import { freePort, isPortFree } from '../../infra/local/ports.ts';

function startScript(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'infra/local/start.ts'), '--no-build'],
    {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

/** An address of this machine that other machines could reach, when it has one. */
function externalAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address && !address.internal && address.family === 'IPv4')?.address;
}

function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe('npm start (infra/local/start.ts)', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('prints what runs where, serves health on loopback only, keeps data under DATA_DIR for its owner alone and stops every child on Ctrl-C', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ingresa-data-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // As a folder made by hand or by an earlier version would be: readable to everyone.
    await chmod(dataDir, 0o755);
    const [port, dynamoDbPort, sesPort, mercadoPagoPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    const { child, output } = startScript({
      PORT: String(port),
      DYNAMODB_PORT: String(dynamoDbPort),
      SES_PORT: String(sesPort),
      MERCADOPAGO_PORT: String(mercadoPagoPort),
      DATA_DIR: dataDir,
    });
    cleanups.push(async () => void child.kill('SIGKILL'));

    await waitFor(() => output().includes('Press Ctrl-C') || child.exitCode !== null, 60_000);
    expect(output()).toContain(`http://localhost:${port}`);
    expect(output()).toContain(`http://127.0.0.1:${dynamoDbPort}`);
    expect(output()).toContain(`http://127.0.0.1:${sesPort}`);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const outside = externalAddress();
    if (outside) expect(await accepts(outside, port)).toBe(false);
    expect(await modeOf(dataDir)).toBe(0o700);
    expect(await modeOf(path.join(dataDir, 'dynamodb'))).toBe(0o700);
    expect(await modeOf(path.join(dataDir, 'local-secrets.json'))).toBe(0o600);

    child.kill('SIGINT');
    expect(await exited(child)).toBe(0);
    expect(await isPortFree(dynamoDbPort)).toBe(true);
    expect(await isPortFree(sesPort)).toBe(true);
    expect(await isPortFree(mercadoPagoPort)).toBe(true);
    expect(await isPortFree(port)).toBe(true);
    expect(existsSync(path.join(dataDir, 'dynamodb', 'shared-local-instance.db'))).toBe(true);
    for (const file of await readdir(path.join(dataDir, 'dynamodb')))
      expect(await modeOf(path.join(dataDir, 'dynamodb', file)), file).toBe(0o600);
    // Starts a JVM and three servers from scratch: slow on a busy two-core machine.
  }, 60_000);

  it.skipIf(!externalAddress())(
    'listens where HOST says, e.g. on every interface',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ingresa-data-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const port = await freePort();
      const { child, output } = startScript({
        DATA_DIR: dataDir,
        HOST: '0.0.0.0',
        PORT: String(port),
        DYNAMODB_PORT: String(await freePort()),
        SES_PORT: String(await freePort()),
        MERCADOPAGO_PORT: String(await freePort()),
      });
      cleanups.push(async () => void child.kill('SIGKILL'));

      await waitFor(() => output().includes('Press Ctrl-C') || child.exitCode !== null, 60_000);
      expect(output()).toContain(`Listening on      0.0.0.0:${port} (set by HOST)`);
      const health = await fetch(`http://${externalAddress()}:${port}/api/health`);
      expect(health.status).toBe(200);
      child.kill('SIGINT');
      expect(await exited(child)).toBe(0);
    },
    60_000,
  );

  it('says which port is busy and how to choose another', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => blocker.close(() => resolve())));
    const busy = (blocker.address() as net.AddressInfo).port;
    const { child, output } = startScript({
      PORT: String(busy),
      DYNAMODB_PORT: String(await freePort()),
      SES_PORT: String(await freePort()),
      MERCADOPAGO_PORT: String(await freePort()),
    });

    expect(await exited(child)).toBe(1);
    expect(output()).toContain(`Port ${busy} is already in use (PORT)`);
    expect(output()).toContain(`PORT=${busy + 100} npm start`);
  });

  it('says how to install Java when it is missing', async () => {
    const { child, output } = startScript({
      PATH: path.dirname(process.execPath),
      PORT: String(await freePort()),
      DYNAMODB_PORT: String(await freePort()),
      SES_PORT: String(await freePort()),
      MERCADOPAGO_PORT: String(await freePort()),
    });

    expect(await exited(child)).toBe(1);
    expect(output()).toContain('apt-get install -y openjdk-17-jre-headless');
  });
});
