import { createRoutesFromChildren, matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from './app.tsx';
import { buildOf, pageTable } from './page-table.ts';
import { accessibilityWalk, prerenderedPages } from './pages.ts';

/** The declaration the router shows at a location (with its ranking of routes), if any. */
const declaredAt = (location: string) => matchRoutes([...pageTable], location)?.[0]?.route;

describe('the page table', () => {
  it('declares each path once', () => {
    const paths = pageTable.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('is the router: one route per declared page, in order, then the 404', () => {
    const routes = createRoutesFromChildren(pageRoutes());
    expect(routes.map((route) => route.path)).toEqual([...pageTable.map((page) => page.path), '*']);
  });

  it('is the prerender list: each declared prerendered page once, hydrated as declared, with its head', () => {
    const declared = pageTable.filter((page) => page.prerender);
    for (const page of declared) {
      const path = page.path.replace(/\/\*$/, '');
      const written = prerenderedPages.filter((entry) => entry.path === path);
      expect(written, page.path).toHaveLength(1);
      expect(written[0]?.hydrate, page.path).toBe(page.prerender === 'hydrate');
      expect(buildOf(page).meta, page.path).toBe(written[0]?.meta);
    }
  });

  it('declares every prerendered page: each renders a declared route (a subscriber one only as a shell), or the 404 none', () => {
    for (const page of prerenderedPages) {
      const at = page.renderAt ?? page.path;
      const route = declaredAt(at);
      if (page.path === '/404') expect(route, at).toBeUndefined();
      else {
        expect(route, at).toBeDefined();
        // What a subscriber sees depends on the session: never rendered into the HTML.
        if (route?.access === 'subscriber') expect(page.hydrate, at).toBe(false);
        // A page declared with `prerender` is written from its declaration, not from the SEO documents.
        if (page.seo) expect(route?.prerender, at).toBeUndefined();
      }
    }
  });

  it('gives each shell the spinner its route shows while loading', () => {
    const content = prerenderedPages.find((page) => page.path === '/content');
    expect(content?.loading).toBe('Cargando tu espacio de estudio…');
    const verification = prerenderedPages.find((page) => page.path === '/email-verification');
    expect(verification?.loading).toBe('Cargando…');
    for (const page of prerenderedPages.filter((entry) => entry.hydrate))
      expect(page.loading).toBeUndefined();
  });

  it('is the accessibility walk: exactly the pages that declare a visit, each a public prerendered page', () => {
    const declared = pageTable.flatMap((page) => buildOf(page).accessibility?.name ?? []);
    expect(accessibilityWalk.map((visit) => visit.name)).toEqual(declared);
    expect(new Set(declared).size).toBe(declared.length);
    const prerendered = new Set(prerenderedPages.map((page) => page.path));
    for (const visit of accessibilityWalk) {
      const path = new URL(visit.at, 'http://localhost').pathname;
      expect(prerendered.has(path), visit.at).toBe(true);
      expect(declaredAt(path)?.access, visit.at).toBe('public');
    }
  });
});
