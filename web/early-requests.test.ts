import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { earlyRequestsScript } from './early-requests.ts';
import { CONNECTION_MESSAGE } from './src/lib/offline-caches.ts';

/** Runs the area's early script as a browser would at `pathname`: the addresses it asked for. */
function started(pathname: string, script = earlyRequestsScript()): string[] {
  const asked: string[] = [];
  const window: { ingresaEarly?: { at: number; requests: Record<string, unknown> } } = {};
  runInNewContext(script, {
    window,
    navigator: {},
    location: { pathname },
    fetch: (url: string, init: { credentials: string; headers: Record<string, string> }) => {
      expect(init).toEqual({ credentials: 'same-origin', headers: { accept: 'application/json' } });
      asked.push(url);
      return Promise.resolve({});
    },
  });
  expect(Object.keys(window.ingresaEarly?.requests ?? {})).toEqual(asked);
  return asked;
}

describe('the subscriber area’s early reads', () => {
  it('start the session check on every page of the area, and each page’s own reads', () => {
    expect(started('/content')).toEqual(['/api/auth/session']);
    expect(started('/content/estadisticas')).toEqual(['/api/auth/session']);
    expect(started('/content/dashboard')).toEqual([
      '/api/auth/session',
      '/api/dashboard?',
      '/api/practice/plan?',
    ]);
    expect(started('/content/dashboard/')).toEqual([
      '/api/auth/session',
      '/api/dashboard?',
      '/api/practice/plan?',
    ]);
    expect(started('/content/educational/fisica')).toEqual(['/api/auth/session', '/api/educational/fisica']);
    expect(started('/content/educational/quimica/ejercicio/qui-12')).toEqual([
      '/api/auth/session',
      '/api/educational/quimica/ejercicios/qui-12',
    ]);
    expect(started('/content/simulador/sim-1')).toEqual(['/api/auth/session', '/api/simulators/sim-1']);
  });

  it('start nothing outside the area, and keep a segment an address segment', () => {
    expect(started('/contenido')).toEqual([]);
    expect(started('/plans')).toEqual([]);
    expect(started('/content/educational/a%2Fb')).toEqual(['/api/auth/session', '/api/educational/a%2Fb']);
    // A segment that is not valid percent-encoding stops the script; the page then asks by itself.
    expect(started('/content/educational/%E0%A4%A')).toEqual(['/api/auth/session']);
  });

  it('keeps what the service worker says of the connection before the area’s code listens', () => {
    let heard: (event: { data: unknown }) => void = () => undefined;
    const window: { ingresaEarly?: { online?: boolean } } = {};
    runInNewContext(earlyRequestsScript(), {
      window,
      navigator: {
        serviceWorker: { addEventListener: (_type: string, listener: typeof heard) => (heard = listener) },
      },
      location: { pathname: '/content/dashboard' },
      fetch: () => Promise.resolve({}),
    });
    heard({ data: { type: 'otra-cosa', online: false } });
    expect(window.ingresaEarly?.online).toBeUndefined();
    heard({ data: { type: CONNECTION_MESSAGE, online: false } });
    expect(window.ingresaEarly?.online).toBe(false);
    heard({ data: { type: CONNECTION_MESSAGE, online: true } });
    expect(window.ingresaEarly?.online).toBe(true);
  });

  it('fetches the area’s chunks on every page, the page’s own, and KaTeX’s where it shows formulas', () => {
    const script = earlyRequestsScript(undefined, {
      chunksOf: (module) => [`assets/${module.split('/').at(-1)}.js`, 'assets/shared.js'],
      formulas: ['assets/katex.js', 'assets/katex.css'],
    });
    const preloaded = (pathname: string) => {
      const links: Record<string, string>[] = [];
      const document = {
        createElement: () => ({}),
        head: { appendChild: (link: Record<string, string>) => links.push(link) },
      };
      runInNewContext(script, {
        window: {},
        navigator: {},
        document,
        location: { pathname },
        fetch: () => Promise.resolve({}),
      });
      return links;
    };
    const module = (href: string) => ({ rel: 'modulepreload', crossOrigin: '', href });
    expect(preloaded('/content/dashboard')).toEqual([
      module('/assets/content-app.tsx.js'),
      module('/assets/shared.js'),
      module('/assets/dashboard-page.tsx.js'),
    ]);
    expect(preloaded('/content/simulador/sim-1')).toEqual([
      module('/assets/content-app.tsx.js'),
      module('/assets/shared.js'),
      module('/assets/player-page.tsx.js'),
      module('/assets/katex.js'),
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/katex.css' },
    ]);
  });

  it('refuses a declaration it cannot start as the page would', () => {
    const write = { route: { method: 'POST' as const, path: '/api/x' } };
    expect(() => earlyRequestsScript([{ page: '/content/x', requests: [write] }])).toThrow(/only reads/);
    const unnamed = { route: { method: 'GET' as const, path: '/api/x/{id}' } };
    expect(() => earlyRequestsScript([{ page: '/content/x/:id', requests: [unnamed] }])).toThrow(/\{id\}/);
  });
});
