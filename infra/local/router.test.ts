import { describe, expect, it } from 'vitest';
import { routeList } from '../../shared/api/routes.ts';
import { createRouter } from './router.ts';

const router = createRouter(routeList);

describe('local router', () => {
  it('prefers literal segments over parameters, like API Gateway', () => {
    const match = router.match('GET', '/api/simulators/history/abc12345');
    expect(match && 'route' in match && match.route.name).toBe('simulators-history');
    const byId = router.match('GET', '/api/simulators/abc12345');
    expect(byId && 'route' in byId && byId.pathParameters).toEqual({ id: 'abc12345' });
  });

  it('gives the route key API Gateway would', () => {
    const match = router.match('POST', '/api/educational/fisica/ejercicios/fis-1/verificar');
    expect(match && 'routeKey' in match && match.routeKey).toBe(
      'POST /api/educational/{subject}/ejercicios/{exercise}/verificar',
    );
  });

  it('tells a wrong method from an unknown path', () => {
    expect(router.match('DELETE', '/api/health')).toEqual({ methodNotAllowed: true });
    expect(router.match('GET', '/api/nothing-here')).toBeUndefined();
  });
});
