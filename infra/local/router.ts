import type { RouteDefinition } from '../../shared/api/routes.ts';
import { at } from '../../shared/lib/must.ts';

export interface RouteMatch<R> {
  route: R;
  routeKey: string;
  pathParameters: Record<string, string>;
}

interface Compiled<R> {
  route: R;
  method: string;
  pattern: RegExp;
  names: string[];
  staticSegments: number;
}

/** Matches like API Gateway HTTP APIs: the route with the most literal segments wins. */
export function createRouter<R extends Pick<RouteDefinition, 'method' | 'path'>>(routes: readonly R[]) {
  const compiled: Compiled<R>[] = routes
    .map((route) => {
      const names: string[] = [];
      const segments = route.path.split('/').filter(Boolean);
      const pattern = segments
        .map((segment) => {
          const [, name] = /^\{(\w+)\}$/.exec(segment) ?? [];
          if (name !== undefined) {
            names.push(name);
            return '([^/]+)';
          }
          return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        })
        .join('/');
      return {
        route,
        method: route.method,
        pattern: new RegExp(`^/${pattern}/?$`),
        names,
        staticSegments: segments.length - names.length,
      };
    })
    .sort((a, b) => b.staticSegments - a.staticSegments);

  return {
    match(method: string, pathname: string): RouteMatch<R> | { methodNotAllowed: true } | undefined {
      let pathMatched = false;
      for (const candidate of compiled) {
        const found = candidate.pattern.exec(pathname);
        if (!found) continue;
        pathMatched = true;
        if (candidate.method !== method) continue;
        const pathParameters: Record<string, string> = {};
        candidate.names.forEach((name, i) => {
          pathParameters[name] = at(found, i + 1, 'path parameter');
        });
        return {
          route: candidate.route,
          routeKey: `${candidate.route.method} ${candidate.route.path}`,
          pathParameters,
        };
      }
      return pathMatched ? { methodNotAllowed: true } : undefined;
    },
  };
}
