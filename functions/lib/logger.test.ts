import { afterEach, describe, expect, it, vi } from 'vitest';

/** The JSON lines a logger wrote to stdout while `act` ran. */
function linesOf(act: () => void): Record<string, unknown>[] {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    act();
  } finally {
    spy.mockRestore();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('createLogger', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('marks the lines of the first invocation a container serves as the cold start, later ones not', async () => {
    vi.stubEnv('LOG_LEVEL', 'info');
    const { createLogger } = await import('./logger.ts');
    const [first, again, child, second, plain] = linesOf(() => {
      createLogger({ awsRequestId: 'req-1' }).info('first');
      createLogger({ awsRequestId: 'req-1', route: 'health' }).info('first again');
      createLogger({ awsRequestId: 'req-1' }).child({ userId: 'u1' }).info('child');
      createLogger({ awsRequestId: 'req-2' }).info('second');
      createLogger().info('no invocation');
    });
    expect(first).toMatchObject({ message: 'first', coldStart: true, awsRequestId: 'req-1' });
    expect(again).toMatchObject({ coldStart: true });
    expect(child).toMatchObject({ coldStart: true, userId: 'u1' });
    expect(second).toMatchObject({ message: 'second', coldStart: false });
    expect(plain).not.toHaveProperty('coldStart');
  });
});
