import { describe, expect, it } from 'vitest';
import { entityGrants } from './grants.ts';
import { routeList } from './routes.ts';

describe('entityGrants', () => {
  it('adds only what the access check touches: the session, and the subscription for content', () => {
    const data = { reads: ['statCounter'], writes: [] } as const;
    expect(entityGrants({ name: 'a', access: 'public', data })).toEqual({
      reads: ['statCounter'],
      writes: [],
    });
    expect(entityGrants({ name: 'b', access: 'session', data })).toEqual({
      reads: ['session', 'statCounter'],
      writes: ['session'],
    });
    expect(entityGrants({ name: 'c', access: 'subscription', data })).toEqual({
      reads: ['session', 'statCounter', 'subscription'],
      writes: ['session'],
    });
  });

  it('grants the user profile only to routes that declare it', () => {
    for (const route of routeList) {
      expect(entityGrants(route).reads.includes('user'), route.name).toBe(route.data.reads.includes('user'));
    }
  });
});
