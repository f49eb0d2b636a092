import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { lambdaEsbuildOptions } from '../../../infra/bundling.ts';
import { handlerEntry } from '../../../infra/handlers.ts';
import type { RouteDefinition } from '../../../shared/api/route-definition.ts';
import { answerTrialRoute, startTrialRoute, trialRoute } from '../../../shared/api/routes/trial.ts';
import { contentBank } from '../../content/bank.ts';
import { trialItems } from '../../content/trial/index.ts';

const trialRoutes: RouteDefinition[] = [startTrialRoute, trialRoute, answerTrialRoute];

async function bundled(route: RouteDefinition): Promise<string> {
  const result = await build({
    ...lambdaEsbuildOptions,
    sourcemap: false,
    entryPoints: [handlerEntry(route)],
    write: false,
    logLevel: 'error',
  });
  return result.outputFiles.map((file) => file.text).join('\n');
}

describe('the public trial Lambdas', () => {
  it('are public, and get neither the content catalog nor any grant beyond trials and rate limits', () => {
    for (const route of trialRoutes) {
      expect(route.access, route.name).toBe('public');
      expect(route.services ?? [], route.name).toEqual([]);
      for (const entity of [...route.data.reads, ...route.data.writes])
        expect(['trial', 'rateLimit'], route.name).toContain(entity);
    }
  });

  it.each(trialRoutes.map((route) => [route.name, route] as const))(
    '%s bundles the trial pool and nothing of the subscribers’ bank, within the Lambda budget',
    async (_name, route) => {
      const code = await bundled(route);
      const bankIds = Object.values(contentBank).flatMap((subject) => subject.exercises.map((e) => e.id));
      expect(bankIds.filter((id) => code.includes(id))).toEqual([]);
      expect(code.includes(trialItems.fisica[0]?.id ?? '-'), 'bundles the trial items').toBe(true);
      expect(gzipSync(code).length / 1024).toBeLessThan(150);
    },
    30_000,
  );
});
