import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CachedExamTarget, parseCachedTarget, readCachedTarget } from './exam-target-cache.ts';
import { cacheTarget, forgetAccountTarget, subscribeCachedTarget } from './exam-target-store.ts';
import { visitorPickToCarry } from './exam-target-sync.ts';
import { EXAM_TARGET_KEY } from './storage-keys.ts';

/** A browser's window as far as the cache uses it: its events and a localStorage in memory. */
function fakeWindow() {
  const items = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
  return Object.assign(new EventTarget(), { localStorage, items });
}

const account: CachedExamTarget = {
  regional: 'frc',
  code: 'FRC',
  career: 'sistemas',
  examDate: '2027-07-01',
  owner: 'account',
};
const visitor: CachedExamTarget = {
  regional: 'frba',
  code: 'FRBA',
  career: null,
  examDate: null,
  owner: 'visitor',
};

describe('the browser’s copy of the student’s exam', () => {
  let window: ReturnType<typeof fakeWindow>;
  beforeEach(() => {
    window = fakeWindow();
    Object.assign(globalThis, { window });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('is kept under ingresa_exam_target and read back as written', () => {
    cacheTarget(account);
    expect(JSON.parse(window.items.get(EXAM_TARGET_KEY) ?? 'null')).toEqual(account);
    expect(readCachedTarget()).toEqual(account);
  });

  it('tells this tab’s readers when it is written, not when a logout forgets it', () => {
    let changes = 0;
    const stop = subscribeCachedTarget(() => changes++);
    cacheTarget(account);
    cacheTarget(visitor);
    cacheTarget(account);
    forgetAccountTarget();
    stop();
    cacheTarget(account);
    expect(changes).toBe(3);
    expect(readCachedTarget()).toEqual(account);
  });

  it('forgets the account’s exam at logout and keeps a visitor’s own pick', () => {
    cacheTarget(account);
    forgetAccountTarget();
    expect(readCachedTarget()).toBeNull();
    cacheTarget(visitor);
    forgetAccountTarget();
    expect(readCachedTarget()).toEqual(visitor);
  });

  it('reads nothing without storage, as in a page rendered at build time', () => {
    Reflect.deleteProperty(globalThis, 'window');
    expect(readCachedTarget()).toBeNull();
  });
});

describe('reading what was stored', () => {
  it('takes only the shape this version writes', () => {
    expect(parseCachedTarget(JSON.stringify(account))).toEqual(account);
    expect(parseCachedTarget(null)).toBeNull();
    expect(parseCachedTarget('{"regional":')).toBeNull();
    expect(parseCachedTarget('"frc"')).toBeNull();
    expect(parseCachedTarget(JSON.stringify({ ...account, owner: 'someone' }))).toBeNull();
  });

  it('drops a field that is not what it says, and a code without its regional', () => {
    expect(
      parseCachedTarget(
        JSON.stringify({ ...account, regional: 'FRC; drop', examDate: '1/7/2027', career: '<b>' }),
      ),
    ).toEqual({ regional: null, code: null, career: null, examDate: null, owner: 'account' });
  });
});

describe('a visitor’s pick joining the account', () => {
  const empty = { regional: null, career: null, examDate: null };

  it('carries what the account lacks when it has no faculty yet', () => {
    expect(visitorPickToCarry(empty, visitor)).toEqual({ regional: 'frba' });
    expect(
      visitorPickToCarry({ ...empty, examDate: '2027-02-22' }, { ...visitor, examDate: '2027-07-01' }),
    ).toEqual({ regional: 'frba' });
    expect(visitorPickToCarry(empty, { ...visitor, career: 'civil', examDate: '2027-07-01' })).toEqual({
      regional: 'frba',
      career: 'civil',
      examDate: '2027-07-01',
    });
  });

  it('carries nothing over a faculty the account chose, nor the account’s own copy, nor no pick', () => {
    expect(visitorPickToCarry({ ...empty, regional: 'frc' }, visitor)).toBeNull();
    expect(visitorPickToCarry(empty, { ...visitor, owner: 'account' })).toBeNull();
    expect(visitorPickToCarry(empty, { ...visitor, regional: null, code: null })).toBeNull();
    expect(visitorPickToCarry(empty, null)).toBeNull();
  });
});
