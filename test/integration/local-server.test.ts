import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalServer, loadHandlers } from '../../infra/local/server.ts';
import { routeList } from '../../shared/api/routes.ts';
import { writeTestSite } from '../test-site.ts';
import { pointAtLocalServices } from './environment.ts';

const samples: Record<string, string> = {
  email: 'ana%40mail.com',
  user: 'user12345',
  subject: 'fisica',
  exercise: 'fis-mecanica-001',
  id: 'abc12345',
};

describe('local HTTP server', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    pointAtLocalServices();
    const staticDir = writeTestSite({
      'index.html': '<h1>inicio</h1>',
      '404.html': '<h1>no está</h1>',
      'assets/app-abc123.js': 'console.log(1);',
    });
    server = createLocalServer({ handlers: await loadHandlers(), staticDir });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('routes /api/health through the event adapter into the real handler', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, database: { reachable: true } });
  });

  it('answers every route of the table with JSON and no 5xx, even for an empty or malformed request', async () => {
    for (const route of routeList) {
      const url = base + route.path.replace(/\{(\w+)\}/g, (_m, name: string) => samples[name] ?? 'x');
      const response = await fetch(url, {
        method: route.method,
        headers: { 'content-type': 'application/json' },
        ...(route.method === 'POST' ? { body: '{}' } : {}),
      });
      const body = (await response.json()) as { success: boolean; message?: string };
      expect(response.status, route.name).toBeLessThan(500);
      if (response.status >= 400)
        expect(body, route.name).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it('answers unknown API paths and wrong methods with JSON errors', async () => {
    const unknown = await fetch(`${base}/api/no-existe`);
    const wrongMethod = await fetch(`${base}/api/health`, { method: 'DELETE' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      success: false,
      message: 'No encontramos esa dirección de la API.',
    });
    expect(wrongMethod.status).toBe(405);
  });

  it('serves the site with the CloudFront path rule and security headers, 404 page for the rest', async () => {
    const home = await fetch(`${base}/`);
    // A single segment such as /no-existe is a keyword: the generic SEO page (ADR 0011).
    const missing = await fetch(`${base}/no/existe`);
    expect(await home.text()).toContain('inicio');
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('no está');
  });

  it('caches what the site manifest calls content-hashed for a year, and revalidates the pages', async () => {
    const home = await fetch(`${base}/`);
    const script = await fetch(`${base}/assets/app-abc123.js`);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });
});
