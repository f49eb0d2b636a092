import { describe, expect, it } from 'vitest';
import { deleteAccountRoute, exportAccountRoute } from '../../../shared/api/routes/account.ts';
import { entities } from '../../../shared/data/entities.ts';
import { byKeyEntities, studentEntities } from '../data/account.ts';
import { byKeyDeletions, exportSections } from './account.ts';

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

const declared = Object.entries(entities);

describe('the account’s deletion and export, against the entity declarations', () => {
  it('say how account deletion finds each byKey entity’s items, and only those', () => {
    const byKey = declared.filter(([, d]) => d.deletion === 'byKey').map(([name]) => name);
    expect([...byKeyEntities].sort()).toEqual(byKey.sort());
    expect(Object.keys(byKeyDeletions).sort()).toEqual(byKey.sort());
  });

  it('say where the account export shows each student partition, or why it leaves it out', () => {
    expect(Object.keys(exportSections).sort()).toEqual([...studentEntities].sort());
    for (const [entity, section] of Object.entries(exportSections))
      if (typeof section !== 'string') expect(section.leftOut, entity).not.toBe('');
  });

  it('are what the routes declare they read and write (the grants and the local check)', () => {
    const exported = Object.entries(exportSections).filter(([, section]) => typeof section === 'string');
    expect(sorted(exportAccountRoute.data.reads)).toEqual(sorted(exported.map(([entity]) => entity)));
    const reached = [...studentEntities, ...byKeyEntities];
    expect(sorted(deleteAccountRoute.data.writes)).toEqual(sorted(reached));
    expect(deleteAccountRoute.data.reads).toEqual(expect.arrayContaining([...studentEntities]));
  });
});
