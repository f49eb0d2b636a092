import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeList } from '../shared/api/routes.ts';
import { activeStudentRoutes } from './monitoring.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Every source file a module reaches through relative imports, itself included. */
function reachable(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry) || !existsSync(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  for (const [, specifier] of source.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
    reachable(path.resolve(path.dirname(entry), specifier ?? ''), seen);
  }
  return seen;
}

/** A call that records a metric line carrying the user's id. */
const recordsAStudent = (source: string) =>
  [...source.matchAll(/recordMetrics\(([\s\S]*?)\);/g)].some(([, args]) => /\buserId\b/.test(args ?? ''));

const handlerOf = (name: string) => path.join(root, 'functions', name, 'handler.ts');

describe('active-student routes', () => {
  it('are the routes the route table declares activeStudent', () => {
    expect(activeStudentRoutes.map((route) => route.name).sort()).toEqual(
      routeList
        .filter((route) => route.activeStudent === true)
        .map((route) => route.name)
        .sort(),
    );
    expect(activeStudentRoutes.length).toBeGreaterThan(0);
  });

  it.each(activeStudentRoutes.map((route) => route.name))(
    '%s can record a line with the student’s id',
    (name) => {
      expect(existsSync(handlerOf(name))).toBe(true);
      const files = [...reachable(handlerOf(name))];
      expect(files.some((file) => recordsAStudent(readFileSync(file, 'utf8')))).toBe(true);
    },
  );

  it('sees a handler that records no student as one', () => {
    expect(recordsAStudent('recordMetrics({ Logins: 1 }, { userId: user.id });')).toBe(true);
    expect(recordsAStudent('recordMetrics({ WebhookFailures: 1 }, { type: delivery.type });')).toBe(false);
    expect(
      [...reachable(handlerOf('health'))].some((file) => recordsAStudent(readFileSync(file, 'utf8'))),
    ).toBe(false);
  });
});
