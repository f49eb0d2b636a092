import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs `run` as a Lambda container would: the modules a route ships beside its handler written by
 * `prepare` into a fresh task root, and the environment saying so (INGRESA_BUNDLE, LAMBDA_TASK_ROOT),
 * restored afterwards whatever happens.
 */
export async function inLambdaTask(
  prepare: (root: string) => Promise<unknown>,
  run: () => Promise<void>,
): Promise<void> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'lambda-task-'));
  await prepare(root);
  const saved = {
    INGRESA_BUNDLE: process.env.INGRESA_BUNDLE,
    LAMBDA_TASK_ROOT: process.env.LAMBDA_TASK_ROOT,
  };
  Object.assign(process.env, { INGRESA_BUNDLE: 'lambda', LAMBDA_TASK_ROOT: root });
  try {
    await run();
  } finally {
    for (const [key, value] of Object.entries(saved))
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
  }
}
