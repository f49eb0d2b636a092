import type { Entity } from '../data/table.ts';
import type { Access, FunctionDefinition } from './route-definition.ts';

export interface EntityGrants {
  reads: Entity[];
  writes: Entity[];
}

/**
 * Entities the access check itself touches: the session (read, and refreshed now and then) and, for
 * content, the subscription. Anything else, the user's profile included, a route declares itself.
 */
function entitiesForAccess(access: Access): EntityGrants {
  if (access === 'public') return { reads: [], writes: [] };
  if (access === 'session') return { reads: ['session'], writes: ['session'] };
  return { reads: ['session', 'subscription'], writes: ['session'] };
}

/**
 * What a function may touch: what it declares plus what its access check needs. IAM grants exactly
 * this in AWS (infra/route-permissions.ts); locally the data client refuses anything outside it.
 */
export function entityGrants(definition: FunctionDefinition & { access?: Access }): EntityGrants {
  const implied = entitiesForAccess(definition.access ?? 'public');
  const distinct = (entities: readonly Entity[]) => [...new Set(entities)].sort();
  return {
    reads: distinct([...definition.data.reads, ...implied.reads]),
    writes: distinct([...definition.data.writes, ...implied.writes]),
  };
}
