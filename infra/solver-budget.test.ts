import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { familyNames } from '../functions/lib/tutor/solvers/families/names.ts';
import { bundleSolvers, withChunks } from './bundle-solvers.ts';

/** ADR 0089 and ADR 0095: what a message whose cues name one family loads, with the base, in KB gzip. */
const BUDGET_KB = 150;

const outDir = mkdtempSync(path.join(tmpdir(), 'solver-budget-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const gzipKb = (files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0) / 1024;

describe('the solver modules a message loads', () => {
  it(`stay within ${BUDGET_KB} KB gzip for the base and any one family (npm run bench -- lambdas prints them)`, async () => {
    const { modules } = await bundleSolvers(outDir);
    const base = [modules.core, modules.math];
    const lines = familyNames
      .filter((family) => family !== 'math')
      .map((family) => {
        const files = new Set([...base, modules[family]].flatMap((entry) => [...withChunks(entry)]));
        return { family, kb: Math.round(gzipKb(files) * 10) / 10 };
      });
    expect(lines.filter((line) => line.kb > BUDGET_KB)).toEqual([]);
  }, 120_000);
});
