import { describe, expect, it } from 'vitest';
import { PRODUCTION_SITE_URL } from '../../../shared/site-settings.ts';
import { canonicalUrl, renderHead, renderRobots, SITE_URL } from './meta.ts';
import { GENERIC_SEO_FILE, prerenderedPages } from './pages.ts';

const meta = { title: 'Una página | Ingresá', description: 'Lo que dice.', keywords: ['ingreso utn'] };

describe('the <head> of a prerendered page', () => {
  it('names the page’s own address canonical, also for link previews', () => {
    const head = renderHead(meta, '/ingreso/ingenieria-civil/');
    expect(head).toContain(`<link rel="canonical" href="${SITE_URL}/ingreso/ingenieria-civil" />`);
    expect(head).toContain(`<meta property="og:url" content="${SITE_URL}/ingreso/ingenieria-civil" />`);
  });

  it('names no address when one file is served at many', () => {
    const head = renderHead({ ...meta, noindex: true, canonical: false }, '/palabra-clave');
    expect(head).not.toContain('rel="canonical"');
    expect(head).not.toContain('og:url');
    expect(head).not.toContain('palabra-clave');
    expect(head).toContain('<meta name="robots" content="noindex, follow" />');
    expect(head).toContain('<meta property="og:title" content="Una página | Ingresá" />');
  });
});

describe('the prerendered pages', () => {
  it('leave only the generic keyword page without a canonical URL', () => {
    const unnamed = prerenderedPages.filter((page) => page.meta.canonical === false);
    expect(unnamed.map((page) => page.file)).toEqual([GENERIC_SEO_FILE]);
    const [generic] = unnamed;
    expect(generic?.seo?.generic).toBe(true);
    expect(generic?.meta.noindex).toBe(true);
    expect(JSON.stringify(generic?.meta)).not.toContain(canonicalUrl(generic?.path ?? ''));
  });
});

describe('the site address', () => {
  it('is the production site unless the build names another (VITE_SITE_URL, web/build.ts)', () => {
    expect(SITE_URL).toBe(PRODUCTION_SITE_URL);
  });
});

describe('robots.txt', () => {
  it('lets crawlers in and names the sitemap on an indexable site', () => {
    const robots = renderRobots();
    expect(robots).toContain('Allow: /\n');
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  it('turns every crawler away from a copy that is not indexable', () => {
    expect(renderRobots({ indexable: false })).toBe('User-agent: *\nDisallow: /\n');
  });
});
