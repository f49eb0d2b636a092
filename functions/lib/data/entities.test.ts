import { readdirSync } from 'node:fs';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { type Entity, entities } from '../../../shared/data/entities.ts';
import { entityPrefixes, tableDefinition } from '../../../shared/data/table.ts';
import { studentEntities, studentPartitions } from './account.ts';
import { keys } from './keys.ts';
import { touchedEntities } from './touched-entities.ts';

const declared = Object.entries(entities) as [Entity, (typeof entities)[Entity]][];

/** Every key an access pattern builds from sample ids (one per parameter), as a list. */
function sampleKeys(builder: unknown, first = 'u-1'): { pk: string }[] {
  const build = builder as (...ids: unknown[]) => { pk: string } | { pk: string }[];
  const ids = Array.from({ length: build.length }, (_, i) => (i === 0 ? first : `id${i}`));
  return [build(...ids)].flat();
}

const entityOf = (pk: string) => touchedEntities('GetItemCommand', { Key: { pk, sk: 'x' } }).reads;

describe('the entity declarations (shared/data/entities.ts)', () => {
  it('give every entity a prefix of its own that starts no other', () => {
    for (const [name, { prefix }] of declared) {
      for (const [other, declaration] of declared) {
        if (other !== name)
          expect(declaration.prefix.startsWith(prefix), `${other} starts with ${name}`).toBe(false);
      }
    }
  });

  it('build every key inside its own entity’s prefix, as the local check and IAM read it', () => {
    for (const [name, declaration] of declared) {
      for (const [pattern, builder] of Object.entries(declaration.keys)) {
        for (const key of sampleKeys(builder)) expect(entityOf(key.pk), `${name}.${pattern}`).toEqual([name]);
      }
    }
  });

  it('name each access pattern once, so keys.ts holds every one of them', () => {
    const patterns = declared.flatMap(([, declaration]) => Object.keys(declaration.keys));
    expect(patterns.length).toBeGreaterThan(40);
    expect(new Set(patterns).size, 'a pattern named by two entities').toBe(patterns.length);
    expect(Object.keys(keys).sort()).toEqual([...patterns].sort());
  });

  it('are the prefixes of table.ts and the entities of its indexes', () => {
    expect(entityPrefixes).toEqual(Object.fromEntries(declared.map(([name, { prefix }]) => [name, prefix])));
    for (const index of tableDefinition.globalSecondaryIndexes) expect(entities).toHaveProperty(index.entity);
  });

  it('delete with the account every partition declared as the student’s, and only those', () => {
    const partitionEntities = declared.filter(([, d]) => d.deletion === 'partition').map(([name]) => name);
    expect([...studentEntities].sort()).toEqual(partitionEntities.sort());
    expect(Object.keys(studentPartitions('u-1')).sort()).toEqual(partitionEntities.sort());
    for (const [entity, pk] of Object.entries(studentPartitions('u-1')))
      expect(entityOf(pk)).toEqual([entity]);
  });

  it('keep every item of a student’s partition entity under that student’s partition', () => {
    for (const entity of studentEntities) {
      for (const [pattern, builder] of Object.entries(entities[entity].keys)) {
        for (const key of sampleKeys(builder, 'u-1'))
          expect(key.pk, `${entity}.${pattern}`).toBe(studentPartitions('u-1')[entity]);
      }
    }
  });
});

const entityModules = new URL('../../../shared/data/entities/', import.meta.url);

describe('the entity modules (shared/data/entities/<entity>.ts)', () => {
  it('declare each entity of the list, one module each, each of its item schemas a zod schema', async () => {
    const found: string[] = [];
    for (const file of readdirSync(entityModules).filter((name) => name.endsWith('.ts'))) {
      const module: Record<string, unknown> = await import(new URL(file, entityModules).href);
      const names = Object.keys(entities).filter((name) =>
        Object.values(module).includes(entities[name as Entity]),
      ) as Entity[];
      expect(names, `${file} declares one entity`).toHaveLength(1);
      const [name = 'health'] = names;
      expect(module[name], `${file} exports it as ${name}`).toBe(entities[name]);
      const camel = file.replace(/\.ts$/, '').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
      expect(name, `${file} is named after its entity`).toBe(camel);
      for (const [exported, value] of Object.entries(module)) {
        if (exported.endsWith('Item') || exported.endsWith('Schema'))
          expect(value, `${file}: ${exported} is a zod schema`).toHaveProperty('_zod');
      }
      found.push(name);
    }
    expect(found.sort()).toEqual(Object.keys(entities).sort());
  });

  it('leave their item schemas out of a bundle that only builds keys', async () => {
    const bundle = await build({
      entryPoints: [new URL('./keys.ts', import.meta.url).pathname],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      external: ['zod'],
    });
    const text = bundle.outputFiles.map((file) => file.text).join('');
    expect(text).toContain('USER#');
    expect(text, 'an itemSchema(...) call without its /* @__PURE__ */ annotation').not.toContain(
      'itemSchema(',
    );
    // A constant a schema alone reads must be pure too: the careers behind the profile's exam target.
    expect(text, 'careerIds without its /* @__PURE__ */ annotation').not.toContain('careerNames');
  });
});
