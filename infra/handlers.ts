import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteDefinition } from '../shared/api/routes.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The file whose `handler` export serves a route: its own folder once built, the 501 handler before. */
export function handlerEntry(route: RouteDefinition): string {
  const folder = route.implemented ? route.name : 'not-implemented';
  return path.join(repoRoot, 'functions', folder, 'handler.ts');
}
