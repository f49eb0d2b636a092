import { describe, expect, it } from 'vitest';
import { sessionRoute } from '../../../shared/api/routes/auth.ts';
import { healthRoute } from '../../../shared/api/routes/health.ts';
import * as z from '../../../shared/api/zod.ts';
import { checkLight } from './light-contract.ts';
import { lightContract, lightRoute } from './lighten.ts';
import { sessionRoute as lightSessionRoute } from './session-route.prebuilt.ts';

/** What zod's safeParse gives, in the shape checkLight answers. */
function zodResult(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  return parsed.success ? { success: true, data: parsed.data } : { success: false };
}

const subscription = {
  planId: 'annual',
  planName: 'Plan Anual',
  status: 'active',
  expirationDate: '2027-03-01T00:00:00.000Z',
  daysRemaining: 120,
};
const session = { success: true, user: { id: 'user-1234', email: 'ana@example.com', subscription } };
const pendingCheckout = {
  planId: 'weekly',
  planName: 'Plan Semanal',
  initPoint: 'https://mp.test/checkout?id=1',
};

const sessionAnswers: [string, unknown][] = [
  ['a session', session],
  [
    'every optional field',
    {
      ...session,
      user: {
        ...session.user,
        subscription: {
          ...subscription,
          cancelAtPeriodEnd: false,
          nextChargeDate: null,
          nextChargeAmount: 4500,
          pendingCheckout,
        },
      },
    },
  ],
  [
    'a link to trim',
    {
      ...session,
      user: {
        ...session.user,
        subscription: {
          ...subscription,
          pendingCheckout: { ...pendingCheckout, initPoint: `  ${pendingCheckout.initPoint}\n` },
        },
      },
    },
  ],
  [
    'unknown keys (stripped)',
    {
      ...session,
      extra: 1,
      user: { ...session.user, role: 'admin', subscription: { ...subscription, secret: 'x' } },
    },
  ],
  [
    'a null pending checkout',
    { ...session, user: { ...session.user, subscription: { ...subscription, pendingCheckout: null } } },
  ],
  ['no user', { success: true }],
  ['success false', { ...session, success: false }],
  [
    'an unknown status',
    { ...session, user: { ...session.user, subscription: { ...subscription, status: 'paused' } } },
  ],
  [
    'a fractional day count',
    { ...session, user: { ...session.user, subscription: { ...subscription, daysRemaining: 1.5 } } },
  ],
  [
    'a negative day count',
    { ...session, user: { ...session.user, subscription: { ...subscription, daysRemaining: -1 } } },
  ],
  [
    'a missing nullable field',
    { ...session, user: { ...session.user, subscription: { ...subscription, expirationDate: undefined } } },
  ],
  [
    'a link that is no address',
    {
      ...session,
      user: {
        ...session.user,
        subscription: { ...subscription, pendingCheckout: { ...pendingCheckout, initPoint: 'not a url' } },
      },
    },
  ],
  [
    'a string for a number',
    { ...session, user: { ...session.user, subscription: { ...subscription, daysRemaining: '3' } } },
  ],
  ['an array for the user', { ...session, user: [] }],
  ['null', null],
  ['text', 'ok'],
];

const health = {
  success: true,
  status: 'ok',
  stage: 'local',
  database: { table: 'ingresa', reachable: true, latencyMs: 4 },
  time: '2026-11-27T12:00:00.000Z',
};
const healthAnswers: [string, unknown][] = [
  ['a healthy answer', health],
  ['an unreachable database', { ...health, database: { ...health.database, reachable: false } }],
  ['no latency', { ...health, database: { table: 'ingresa', reachable: true } }],
  ['an error body', { success: false, message: 'Sin base de datos' }],
];

describe('light contracts', () => {
  it.each(sessionAnswers)('read the session answer as zod does: %s', (_case, answer) => {
    expect(checkLight(lightRoute(sessionRoute).response, answer)).toEqual(
      zodResult(sessionRoute.response, answer),
    );
  });

  it.each(healthAnswers)('read the health answer as zod does: %s', (_case, answer) => {
    expect(checkLight(lightRoute(healthRoute).response, answer)).toEqual(
      zodResult(healthRoute.response, answer),
    );
  });

  it('keep what a route needs to be called, as plain data', () => {
    expect(lightSessionRoute).toMatchObject({ method: 'GET', path: '/api/auth/session', access: 'session' });
    expect(JSON.parse(JSON.stringify(lightSessionRoute))).toEqual(lightSessionRoute);
  });

  it('check formats by their pattern, lengths, bounds and unions like zod', () => {
    const schema = z.object({
      code: z.string().regex(/^\d{6}$/),
      email: z.email().optional(),
      name: z.string().min(2).max(5),
      score: z.number().positive().lte(10),
      tags: z.array(z.enum(['a', 'b'])).max(2),
      either: z.union([z.literal(1), z.string()]),
      anything: z.unknown(),
    });
    const light = lightContract(schema);
    const base = { code: '123456', name: 'Ana', score: 10, tags: ['a'], either: 1, anything: { x: 1 } };
    for (const value of [
      base,
      { ...base, email: 'ana@example.com' },
      { ...base, email: 'ana@' },
      { ...base, code: '12345' },
      { ...base, name: 'A' },
      { ...base, name: 'Anabella' },
      { ...base, score: 0 },
      { ...base, score: 10.5 },
      { ...base, tags: ['a', 'b', 'a'] },
      { ...base, tags: ['c'] },
      { ...base, either: 'uno' },
      { ...base, either: 2 },
    ])
      expect(checkLight(light, value)).toEqual(zodResult(schema, value));
  });

  it('trim a string before the checks after it, as zod does', () => {
    const schema = z.object({ unit: z.string().trim().max(3).optional() });
    const light = lightContract(schema);
    for (const value of [
      { unit: ' m/s ' },
      { unit: '  km ' },
      { unit: 'km/h' },
      { unit: '' },
      {},
      { unit: 3 },
    ])
      expect(checkLight(light, value)).toEqual(zodResult(schema, value));
  });

  it('check a record’s every value and an array’s exact length, as zod does', () => {
    const schema = z.object({
      stats: z.record(z.string(), z.object({ right: z.number().int() })),
      week: z.array(z.number()).length(3),
    });
    const light = lightContract(schema);
    const base = {
      stats: { algebra: { right: 2, extra: true }, trigonometria: { right: 0 } },
      week: [1, 2, 3],
    };
    for (const value of [
      base,
      { ...base, stats: {} },
      { ...base, stats: { algebra: { right: 1.5 } } },
      { ...base, stats: { algebra: null } },
      { ...base, stats: [] },
      { ...base, week: [1, 2] },
      { ...base, week: [1, 2, 3, 4] },
      JSON.parse('{"stats": {"__proto__": {"right": 1}, "a": {"right": 1}}, "week": [1, 2, 3]}'),
    ])
      expect(checkLight(light, value)).toEqual(zodResult(schema, value));
  });

  it('count a string’s length in characters, as zod does (an emoji is one)', () => {
    const schema = z.string().min(2).max(3);
    const light = lightContract(schema);
    for (const value of ['ab', 'a😀', '😀😀😀', '😀😀😀😀', '😀', 'abcd'])
      expect(checkLight(light, value)).toEqual(zodResult(schema, value));
  });

  it('reject unknown keys of a strict object and keep those of a loose one', () => {
    for (const schema of [z.strictObject({ a: z.string() }), z.looseObject({ a: z.string() })])
      for (const value of [{ a: 'x' }, { a: 'x', b: 1 }])
        expect(checkLight(lightContract(schema), value)).toEqual(zodResult(schema, value));
  });

  it.each([
    ['a transform', z.string().transform((text) => text.length)],
    ['a refinement', z.string().refine((text) => text !== 'x')],
    ['a default', z.object({ a: z.string().default('x') })],
    ['a lowercased string', z.string().toLowerCase()],
    ['a date', z.date()],
    ['a record of an enum’s keys (every key required)', z.record(z.enum(['a', 'b']), z.number())],
    ['a record of checked keys', z.record(z.string().min(2), z.number())],
    ['a loose record', z.looseRecord(z.string(), z.number())],
  ])('refuse %s, which only zod parses', (_case, schema) => {
    expect(() => lightContract(schema as z.ZodType)).toThrow(/no light form/);
  });
});
