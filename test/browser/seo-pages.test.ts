import { describe, expect, inject, it } from 'vitest';
import { loadPathRewrite, MAX_FUNCTION_BYTES, pathRewriteFor } from '../../infra/site/path-rewrite.ts';
import { readSiteManifest } from '../../web/site-manifest.ts';
import { SITE_URL } from '../../web/src/app/meta.ts';
import { footerGuides } from '../../web/src/features/chrome/site-footer.tsx';
import { genericSeoPage, ingresoPages } from '../../web/src/features/seo/ingreso-pages.ts';
import type { SeoPageContent } from '../../web/src/features/seo/seo-copy.ts';
import { seoDocuments } from '../../web/src/features/seo/seo-documents.ts';
import { seoPages } from '../../web/src/features/seo/seo-pages.ts';
import { screenshot, watchErrors } from './browser.ts';
import { desktop, usePage } from './fixture.ts';

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => entities[entity] ?? entity);

/** What a crawler that runs no JavaScript reads in a page. */
function readPage(html: string) {
  const attribute = (pattern: RegExp) => {
    const match = pattern.exec(html);
    return match?.[1] === undefined ? undefined : decode(match[1]);
  };
  const meta = (key: 'name' | 'property' | 'http-equiv', name: string) =>
    attribute(new RegExp(`<meta ${key}="${name}" content="([^"]*)"`));
  const body = html.slice(html.indexOf('<body'));
  const jsonLd = attribute(/<script type="application\/ld\+json">(.*?)<\/script>/s);
  const data = /<script type="application\/json" id="seo-data">(.*?)<\/script>/s.exec(html)?.[1];
  return {
    title: attribute(/<title>(.*?)<\/title>/s),
    description: meta('name', 'description'),
    keywords: meta('name', 'keywords'),
    robots: meta('name', 'robots'),
    language: meta('http-equiv', 'content-language'),
    geo: meta('name', 'geo.region'),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: meta('property', 'og:title'),
    ogUrl: meta('property', 'og:url'),
    twitterCard: meta('name', 'twitter:card'),
    twitterDescription: meta('name', 'twitter:description'),
    structuredData: jsonLd ? (JSON.parse(jsonLd) as { '@graph': Record<string, unknown>[] }) : undefined,
    data: data ? (JSON.parse(data) as { content: SeoPageContent; generic: boolean }) : undefined,
    h1: attribute(/<h1[^>]*>(.*?)<\/h1>/s),
    h2s: [...body.matchAll(/<h2[^>]*>(.*?)<\/h2>/gs)].map((match) => decode(match[1] ?? '')),
    text: decode(body.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ')).replace(
      /\s+/g,
      ' ',
    ),
  };
}

describe('the SEO landing pages', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: desktop });

  it.each(seoDocuments.map((document) => [document.path, document.content] as const))(
    '%s carries its own tags and copy in the raw HTML',
    async (path, content) => {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      const html = readPage(await response.text());
      expect(html.title).toBe(content.title);
      expect(html.description).toBe(content.description);
      expect(html.keywords).toBe(content.keywords.join(', '));
      expect(html.robots).toBe('index, follow');
      expect(html.language).toBe('es-AR');
      expect(html.geo).toBe('AR');
      expect(html.canonical).toBe(`${SITE_URL}${path}`);
      expect(html.ogUrl).toBe(`${SITE_URL}${path}`);
      expect(html.ogTitle).toBe(content.title);
      expect(html.twitterCard).toBe('summary_large_image');
      expect(html.twitterDescription).toBe(content.description);
      expect(html.structuredData?.['@graph']).toContainEqual(
        expect.objectContaining({
          '@type': 'WebPage',
          url: `${SITE_URL}${path}`,
          headline: content.heroTitle,
        }),
      );
      expect(html.h1).toBe(content.heroTitle);
      expect(html.h2s).toEqual(expect.arrayContaining(content.sections.map((section) => section.title)));
      expect(html.text).toContain(content.heroSubtitle);
      for (const section of content.sections)
        for (const paragraph of section.content.split(/\n\s*\n/))
          expect(html.text).toContain(paragraph.trim().replace(/\s+/g, ' '));
      expect(html.data).toEqual({ content, generic: false });
    },
  );

  it('gives every page the layout: three badges, alternating sections, the closing call to action', async () => {
    const html = await (await fetch(`${baseUrl}/ingreso`)).text();
    expect(html.match(/class="seo-badge"/g)).toHaveLength(3);
    expect(html).toContain('seo-section seo-section--tinted');
    expect(html).toMatch(/href="\/plans"[^>]*>Comenzar mi preparación</);
    // A visitor sees what the simulators are like, not a login form (#30).
    expect(html).toMatch(/href="\/simulador-utn"[^>]*>Ver simuladores</);
    expect(await (await fetch(`${baseUrl}/simulador-utn`)).text()).toMatch(
      /href="\/probar"[^>]*>Ver simuladores</,
    );
  });

  it('shows a keyword’s own page under /ingreso/ too, naming the top-level page canonical', async () => {
    const [first] = seoPages;
    if (!first) return;
    const html = readPage(await (await fetch(`${baseUrl}/ingreso/${first.slug}`)).text());
    expect(html.h1).toBe(first.heroTitle);
    expect(html.canonical).toBe(`${SITE_URL}/${first.slug}`);
  });

  it('answers a keyword without a page with the generic page, kept out of the index', async () => {
    for (const path of ['/ingreso-ingenieria-aeroespacial-utn', '/ingreso/ingenieria-aeroespacial']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      const raw = await response.text();
      const html = readPage(raw);
      expect(html.title).toBe(genericSeoPage.title);
      expect(html.robots).toBe('noindex, follow');
      expect(html.h1).toBe(genericSeoPage.heroTitle);
      expect(html.data).toEqual({ content: genericSeoPage, generic: true });
      // One file answers every such keyword: any address written in it would be wrong for the others.
      expect(html.canonical).toBeUndefined();
      expect(html.ogUrl).toBeUndefined();
      expect(raw).not.toContain('/palabra-clave');
    }
  });

  it.each([
    '/ingreso-ingenieria-aeroespacial-utn',
    '/ingreso/ingenieria-aeroespacial',
    '/ingreso-ingenieria-naval-utn/',
  ])('hydrates the generic page at %s and names that address canonical', async (path) => {
    const { page } = ui;
    const errors = watchErrors(page);
    const expected = `${SITE_URL}${path.replace(/\/$/, '')}`;
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: genericSeoPage.heroTitle }).waitFor();
    await expect.poll(() => page.locator('link[rel="canonical"]').getAttribute('href')).toBe(expected);
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(expected);
    expect(await page.locator('meta[property="og:url"]').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('says the keyword is not valid, and asks to check the address, when it is not a keyword', async () => {
    const { page } = ui;
    const response = await page.goto(`${baseUrl}/ingreso/Palabra_Rara`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Error: Keyword no válida' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Revisá que la URL esté bien escrita');
    await screenshot(page, 'seo-invalid-keyword-1280');
  });

  it('sends an address in capitals to its lower-case page', async () => {
    const response = await fetch(`${baseUrl}/Ingreso/Ingenieria-Civil`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/ingreso/ingenieria-civil');
  });

  it('hydrates a keyword page without errors, and its links lead on', async () => {
    const { page } = ui;
    const errors = watchErrors(page);
    const [document] = seoDocuments;
    if (!document) return;
    await page.goto(`${baseUrl}${document.path}`);
    await page.getByRole('heading', { level: 1, name: document.content.heroTitle }).waitFor();
    await page.getByRole('link', { name: 'Comenzar mi preparación' }).click();
    // A visitor sees both plans (the e-mail is asked when a plan is chosen); /plans asks the session
    // cookie who is there, and a visitor without one is answered 401.
    await page.waitForURL(/\/plans$/);
    await page.getByRole('heading', { name: 'Elegí tu plan' }).waitFor();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/plans');
    expect(errors.filter((error) => !error.includes('/api/auth/session'))).toEqual([]);
  });

  it('loads the copy when the app itself navigates into a keyword page', async () => {
    const { page } = ui;
    const target = seoDocuments.find((document) => document.path.startsWith('/ingreso/'));
    if (!target) return;
    await page.goto(`${baseUrl}/estado`);
    await page.getByRole('heading', { name: 'Estado del servicio' }).waitFor();
    await page.evaluate((path) => {
      history.pushState({}, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, target.path);
    await page.getByRole('heading', { level: 1, name: target.content.heroTitle }).waitFor();
    expect(await page.title()).toBe(target.content.title);
  });

  it('keeps every page’s copy out of the JavaScript each page loads', async () => {
    const scripts = readSiteManifest(inject('siteDir')).pages.find(
      (page) => page.path === '/ingreso',
    )?.scripts;
    expect(scripts?.length).toBeGreaterThan(0);
    const code = (
      await Promise.all((scripts ?? []).map(async (file) => (await fetch(`${baseUrl}/${file}`)).text()))
    ).join('\n');
    for (const content of [genericSeoPage, ...ingresoPages, ...seoPages.slice(0, 20)]) {
      expect(code).not.toContain(content.heroSubtitle);
      expect(code).not.toContain(content.sections[0]?.content.slice(0, 80));
    }
  });

  it('lists every indexable page in sitemap.xml, and robots.txt points at it', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const urls = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    for (const document of seoDocuments) expect(urls).toContain(`${SITE_URL}${document.path}`);
    expect(urls).toContain(`${SITE_URL}/`);
    expect(urls).not.toContain(`${SITE_URL}/palabra-clave`);
    expect(urls.some((url) => url?.includes('/content'))).toBe(false);
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /content/');
  });

  it('links the footer’s guides to pages with their own copy, not to the generic page', () => {
    const paths = seoDocuments.map((document) => document.path);
    for (const guide of footerGuides) expect(paths).toContain(guide.href);
  });

  it('fits the built site’s routing in a CloudFront Function, resolving every listed page', () => {
    const source = pathRewriteFor(inject('siteDir'));
    expect(Buffer.byteLength(source)).toBeLessThan(MAX_FUNCTION_BYTES);
    const rewrite = loadPathRewrite(source);
    for (const document of seoDocuments)
      expect(rewrite(document.path)).toEqual({ kind: 'file', uri: `${document.path}/index.html` });
  });

  it('looks right on a phone and on a desktop', async () => {
    const { page } = ui;
    const [first] = seoDocuments;
    if (!first) return;
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width < 769 ? 780 : 900 });
      await page.goto(`${baseUrl}${first.path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await screenshot(page, `seo-page-${width}`);
    }
  });
});
