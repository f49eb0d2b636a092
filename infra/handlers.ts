import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteDefinition } from '../shared/api/routes.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The file whose `handler` export serves a route: `functions/<route name>/handler.ts`. */
export function handlerEntry(route: RouteDefinition): string {
  return path.join(repoRoot, 'functions', route.name, 'handler.ts');
}
