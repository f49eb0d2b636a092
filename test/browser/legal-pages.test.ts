import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SUPPORT_EMAIL } from '../../shared/domain/contact.ts';
import { formatArs, plans } from '../../shared/domain/subscription-plans.ts';
import { SITE_URL } from '../../web/src/app/meta.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot, watchErrors } from './browser.ts';
import { scrollsSideways } from './checkout.ts';
import { desktop, usePage } from './fixture.ts';

const legalPages = [
  {
    name: 'privacy',
    path: '/privacidad',
    link: 'Política de privacidad',
    sections: ['Qué datos guardamos', 'Tus derechos y cómo ejercerlos', 'Autoridad de control'],
    says: [
      'Ley 25.326',
      'artículos 14 a 16',
      'Mercado Pago',
      'Amazon Web Services (AWS)',
      '«Descargar mis datos»',
      '«Eliminar mi cuenta»',
      'Agencia de Acceso a la Información Pública',
    ],
  },
  {
    name: 'terms',
    path: '/terminos',
    link: 'Términos y condiciones',
    sections: ['Qué incluye la suscripción', 'Renovación automática', 'Derecho de arrepentimiento'],
    says: [
      `${formatArs(plans.annual.priceArs)} por año`,
      `${formatArs(plans.weekly.priceArs)} por semana`,
      'Ley 24.240',
      '10 días corridos',
      'No garantizamos que apruebes',
    ],
  },
] as const;

/** The hrefs of the legal links a footer (or any part of the page) carries. */
async function legalHrefs(page: Page, selector: string): Promise<(string | null)[]> {
  const scope = page.locator(selector);
  return Promise.all(
    legalPages.map((legal) =>
      scope.getByRole('link', { name: legal.link, exact: true }).getAttribute('href'),
    ),
  );
}

describe('the privacy policy and the terms (Ley 25.326, Ley 24.240)', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: desktop });

  it.each([
    ['the landing', '/', 'footer.site-footer'],
    ['an SEO page', '/ingreso', 'footer.site-footer'],
    ['the 404 page', '/no/existe', 'footer.site-footer'],
    ['/login, under the card', '/login', 'main.auth'],
  ])('links both pages from %s', async (_name, path, selector) => {
    const { page } = ui;
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await legalHrefs(page, selector)).toEqual(['/privacidad', '/terminos']);
  });

  it.each(legalPages)(
    'serves $path prerendered: headings, date and copy without JavaScript',
    async (legal) => {
      const response = await fetch(`${baseUrl}${legal.path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${legal.link} | Ingresá</title>`);
      expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${legal.path}" />`);
      expect(html).toContain('<meta name="robots" content="index, follow" />');
      expect(html).toContain(`<h1>${legal.link}</h1>`);
      expect(html).toContain('Última actualización: 25/11/2026');
      for (const section of legal.sections) expect(html).toContain(`>${section}</h2>`);
      const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
      expect(sitemap).toContain(`<loc>${SITE_URL}${legal.path}</loc>`);
    },
  );

  it.each(legalPages)('reaches $path from the footer, and hydrates it cleanly', async (legal) => {
    const { page } = ui;
    await page.goto(`${baseUrl}/`);
    await page.locator('footer.site-footer').getByRole('link', { name: legal.link }).click();
    await page.waitForURL(`${baseUrl}${legal.path}`);
    await page.getByRole('heading', { level: 1, name: legal.link }).waitFor();

    const errors = watchErrors(page);
    await page.reload();
    await page.waitForLoadState('networkidle');
    const main = page.getByRole('main');
    expect(await page.title()).toBe(`${legal.link} | Ingresá`);
    expect(await main.getByText('Última actualización: 25/11/2026').isVisible()).toBe(true);
    const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.slice(0, 2)).toEqual(['En pocas palabras', 'En esta página']);
    for (const section of legal.sections) expect(headings).toContain(section);
    const text = (await main.textContent()) ?? '';
    for (const phrase of legal.says) expect(text).toContain(phrase);
    expect(await main.getByRole('link', { name: SUPPORT_EMAIL }).first().getAttribute('href')).toBe(
      `mailto:${SUPPORT_EMAIL}`,
    );
    // The index jumps to its section.
    const [first] = legal.sections;
    await page.getByRole('navigation', { name: 'En esta página' }).getByRole('link', { name: first }).click();
    await page.waitForURL(/#/);
    await expect.poll(() => page.getByRole('heading', { name: first }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  for (const width of [360, 1280]) {
    it.each(legalPages)(
      `has no axe violations on $path at ${width} px, and fits the screen`,
      async (legal) => {
        const { page } = ui;
        await page.setViewportSize({ width, height: width < 769 ? 780 : 900 });
        await page.goto(`${baseUrl}${legal.path}`);
        await page.getByRole('heading', { level: 1, name: legal.link }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await accessibilityViolations(page, 'html')).toEqual([]);
        expect(await scrollsSideways(page)).toBe(false);
        await screenshot(page, `legal-${legal.name}-${width}`);
      },
    );
  }

  it('keeps the account-deleted notice out of search engines and the sitemap', async () => {
    const html = await (await fetch(`${baseUrl}/cuenta-eliminada`)).text();
    expect(html).toContain('<meta name="robots" content="noindex, follow" />');
    expect(html).toContain('Eliminamos tu cuenta');
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/cuenta-eliminada');
  });
});
