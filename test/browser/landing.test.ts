import { describe, expect, inject, it } from 'vitest';
import { SUPPORT_EMAIL } from '../../shared/domain/contact.ts';
import { screenshot, watchErrors, whenHydrated } from './browser.ts';
import { desktop, usePage } from './fixture.ts';

describe('the main landing page', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: desktop });

  it('is prerendered with every section, the claims and the plans, before any JavaScript runs', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    for (const anchor of ['id="features"', 'id="pricing"', 'id="faq"']) expect(html).toContain(anchor);
    expect(html).toContain('Más de 700 estudiantes ya se prepararon con Ingresá');
    expect(html).toContain('Preparación tradicional vs. Ingresá');
    expect(html).toContain('60 preguntas de opción múltiple');
    expect(html).toContain('$ 42.440');
    expect(html).toContain('Ahorrás 86 %');
    expect(html).toContain('Equivale a $ 3.537 por mes');
    expect(html).toContain('Ahorrás $ 272.160 frente a 52 semanas del Plan Semanal');
    expect(html).not.toContain('% OFF');
    expect(html).toContain('Más conveniente');
    expect(html).toContain('$ 6.050');
    expect(html).toContain(`href="mailto:${SUPPORT_EMAIL}"`);
    expect(html.match(/class="feature"/g)).toHaveLength(6);
    expect(html.match(/<details name="faq"/g)).toHaveLength(6);
    expect(html).toContain('"@type":"FAQPage"');
  });

  it('hydrates cleanly and keeps one FAQ answer open at a time', async () => {
    const { page } = ui;
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/`);
    const items = page.locator('#faq details');
    const open = () => items.evaluateAll((all) => all.map((item) => (item as HTMLDetailsElement).open));
    expect(await open()).toEqual([false, false, false, false, false, false]);

    await page.getByText('¿Cómo es el examen de ingreso a la UTN?').click();
    await expect.poll(open).toEqual([true, false, false, false, false, false]);
    await expect(items.first().getByText('60 preguntas').isVisible()).resolves.toBe(true);

    await page.getByText('¿Puedo cancelar cuando quiera?').click();
    await expect.poll(open).toEqual([false, false, false, false, true, false]);

    await page.getByText('¿Puedo cancelar cuando quiera?').click();
    await expect.poll(open).toEqual([false, false, false, false, false, false]);
    expect(errors).toEqual([]);
  });

  it('draws each subject and each feature: decorative pictures, hidden from screen readers', async () => {
    const { context } = ui;
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 360, height: 780 });
    await phone.goto(`${baseUrl}/`);
    const subjects = phone.getByRole('region', { name: 'Las tres materias del ingreso' });
    await subjects.scrollIntoViewIfNeeded();
    const names = await subjects.getByRole('heading', { level: 3 }).allTextContents();
    expect(names).toEqual(['Matemática', 'Física', 'Química']);
    // The drawings are images without a name: the roles of the section leave them out.
    expect(await subjects.getByRole('img').count()).toBe(0);
    const drawings = subjects.locator('img');
    expect(await drawings.count()).toBe(3);
    for (const drawing of await drawings.all()) {
      expect(await drawing.getAttribute('alt')).toBe('');
      await drawing.scrollIntoViewIfNeeded();
      await expect
        .poll(() => drawing.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      const response = await fetch(`${baseUrl}${await drawing.getAttribute('src')}`);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect((await response.arrayBuffer()).byteLength).toBeLessThanOrEqual(4 * 1024);
    }
    const icons = phone.locator('#features .feature svg');
    expect(await icons.count()).toBe(6);
    expect(await icons.evaluateAll((all) => all.map((icon) => icon.getAttribute('aria-hidden')))).toEqual(
      Array(6).fill('true'),
    );
    await screenshot(phone, 'landing-drawings-360');
    await phone.close();
  });

  it('takes the navbar links to the features, the plans and the FAQ', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}/`);
    const nav = page.getByRole('navigation', { name: 'Principal' });
    for (const [label, id] of [
      ['Planes', 'pricing'],
      ['FAQ', 'faq'],
      ['Qué incluye', 'features'],
    ] as const) {
      await nav.getByRole('link', { name: label }).click();
      await page.waitForURL(`${baseUrl}/#${id}`);
      await expect
        .poll(() => page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top))
        .toBeLessThan(200);
    }
  });

  it('opens the hamburger menu on a phone and closes it once a link is followed', async () => {
    const { context } = ui;
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 360, height: 780 });
    await phone.goto(`${baseUrl}/`);
    const planes = phone.getByRole('link', { name: 'Planes', exact: true });
    expect(await planes.isVisible()).toBe(false);
    const toggle = phone.getByRole('button', { name: 'Menú' });
    await toggle.click();
    await planes.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await screenshot(phone, 'landing-menu-360');
    await planes.click();
    await phone.waitForURL(`${baseUrl}/#pricing`);
    await planes.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await phone.close();
  });

  it('starts the checkout from the landing’s pricing', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}/#pricing`);
    await (await whenHydrated(page.getByRole('button', { name: 'Elegir Plan Premium' }))).click();
    await page.getByRole('dialog').getByText('Casi listo').waitFor();
  });

  it('looks right on a phone and on a desktop', async () => {
    const { page } = ui;
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width < 769 ? 780 : 900 });
      await page.goto(`${baseUrl}/`);
      await page.getByRole('heading', { level: 1, name: 'Prepará tu ingreso a la UTN' }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `landing-full-${width}`);
    }
  });
});
