import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FunctionDefinition } from '../shared/api/route-definition.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The file whose `handler` export serves a route: `functions/<route name>/handler.ts`. */
export function handlerEntry(route: FunctionDefinition): string {
  return path.join(repoRoot, 'functions', route.name, 'handler.ts');
}
