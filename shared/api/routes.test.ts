import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handlerEntry } from '../../infra/handlers.ts';
import { entityPrefixes } from '../data/table.ts';
import type { Identity, RequestPart } from './route-definition.ts';
import { type RouteDefinition, routeList, routes } from './routes.ts';
import * as z from './zod.ts';

/** Every call of spec §7: the table's calls and the declared paths. */
const specCalls = [
  'POST /api/auth/send-verification',
  'POST /api/auth/verify-code',
  'POST /api/subscriptions/create',
  'POST /api/subscriptions/update-status',
  'POST /api/chat/tutor',
  'GET /api/subscriptions/check-status',
  'GET /api/subscriptions/status-by-email/{email}',
  'POST /api/feedback/submit',
  'GET /api/feedback/user/{user}',
  'GET /api/statistics/dashboard/{user}',
  'GET /api/educational',
  'GET /api/educational/{subject}',
  'GET /api/educational/{subject}/mini-clases/{id}',
  'GET /api/educational/{subject}/ejercicios/{exercise}',
  'POST /api/educational/{subject}/ejercicios/{exercise}/verificar',
  'GET /api/educational/{subject}/ejercicios',
  'GET /api/simulators',
  'GET /api/simulators/history/{user}',
  'POST /api/simulators/create',
  'GET /api/simulators/{id}',
  'POST /api/simulators/{id}/answer',
  'POST /api/simulators/{id}/complete',
  'GET /api/statistics/overview/{user}',
  'GET /api/statistics/subjects/{user}',
  'GET /api/statistics/topics/{user}',
  'GET /api/statistics/progress/{user}',
  'POST /api/waitlist',
];

const keyOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

describe('route table', () => {
  it('has an entry for every call of the spec', () => {
    const declared = new Set(routeList.map(keyOf));
    expect(specCalls.filter((call) => !declared.has(call))).toEqual([]);
  });

  it('has unique names and unique method + path pairs', () => {
    expect(new Set(routeList.map((r) => r.name)).size).toBe(routeList.length);
    expect(new Set(routeList.map(keyOf)).size).toBe(routeList.length);
  });

  it('declares a params contract for exactly the path parameters of each path', () => {
    for (const route of routeList) {
      const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const schema = route.request.params as z.ZodObject | undefined;
      const inContract = schema ? Object.keys(schema.shape).sort() : [];
      expect(inContract, route.name).toEqual(inPath);
    }
  });

  it('puts every content call behind an active subscription', () => {
    const content = routeList.filter((r) => /^\/api\/(educational|simulators|statistics)/.test(r.path));
    expect(content.length).toBeGreaterThan(10);
    for (const route of content) expect(route.access, route.name).toBe('subscription');
  });

  it('needs a session for calls that act on a user', () => {
    for (const route of routeList.filter((r) =>
      /\{(user|email)\}|\/subscriptions\/|\/feedback\//.test(r.path),
    )) {
      expect(route.access, route.name).not.toBe('public');
    }
  });

  it('names only known entities in its data access', () => {
    for (const route of routeList) {
      for (const entity of [...route.data.reads, ...route.data.writes])
        expect(entityPrefixes).toHaveProperty(entity);
    }
  });

  it('has a handler file for every route', () => {
    for (const route of routeList) expect(existsSync(handlerEntry(route)), route.name).toBe(true);
  });

  it('validates requests with Spanish messages', () => {
    const result = routes.sendVerification.request.body.safeParse({ email: ' Ana@Mail.COM ' });
    expect(result.success && result.data.email).toBe('ana@mail.com');
    const bad = routes.sendVerification.request.body.safeParse({ email: 'ana' });
    expect(bad.error?.issues[0]?.message).toBe('Ingresá un email válido.');
    const missing = routes.verifyCode.request.body.safeParse({ email: 'ana@mail.com' });
    expect(missing.error?.issues[0]?.message).toBe('Falta el código.');
  });
});

/** Request fields whose name says they identify a user, and the session identity each one is. */
const identityFields: Record<string, Identity> = {
  user: 'userId',
  userId: 'userId',
  email: 'email',
  userEmail: 'email',
};

function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  if (schema instanceof z.ZodOptional) return fieldsOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  throw new Error('a request part must be an object schema, so its fields can be checked');
}

/** What is wrong with a route's ownership declaration, in words; empty when it is sound. */
function ownershipProblems(route: RouteDefinition): string[] {
  const declared = route.owner === 'none' ? {} : route.owner;
  if (route.access === 'public')
    return route.owner === 'none' ? [] : ['a public route has no session to compare its owner with'];
  const problems: string[] = [];
  for (const part of ['params', 'query', 'body'] as const satisfies readonly RequestPart[]) {
    const fields = fieldsOf(route.request[part]);
    for (const field of fields) {
      const identity = identityFields[field];
      if (identity && declared[part]?.[field] !== identity)
        problems.push(`${part}.${field} names a user but is not declared as the caller's ${identity}`);
    }
    for (const field of Object.keys(declared[part] ?? {})) {
      if (!fields.includes(field))
        problems.push(`declares ${part}.${field}, which the request does not have`);
    }
  }
  return problems;
}

describe('ownership declarations', () => {
  it('declare every request field that names a user, on every route with a session', () => {
    const problems = routeList.flatMap((route) => ownershipProblems(route).map((p) => `${route.name}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('are checked: an undeclared user field, a missing field or a public owner is reported', () => {
    const base = routes.statisticsOverview;
    expect(ownershipProblems({ ...base, owner: 'none' })).toEqual([
      "params.user names a user but is not declared as the caller's userId",
    ]);
    expect(ownershipProblems({ ...base, owner: { params: { user: 'email' } } })).toEqual([
      "params.user names a user but is not declared as the caller's userId",
    ]);
    expect(
      ownershipProblems({ ...base, owner: { params: { user: 'userId' }, body: { userId: 'userId' } } }),
    ).toEqual(['declares body.userId, which the request does not have']);
    expect(ownershipProblems({ ...routes.waitlist, owner: { body: { email: 'email' } } })).toEqual([
      'a public route has no session to compare its owner with',
    ]);
  });
});
