import { describe, expect, inject, it } from 'vitest';
import { accessibilityWalk } from '../../web/src/app/pages.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot } from './browser.ts';
import { usePage } from './fixture.ts';

describe('accessibility of the public pages (axe-core)', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage();

  // Every page that declares a visit in web/src/app/page-table.ts.
  const pages = accessibilityWalk.map(({ name, at, heading }) => [name, at, heading] as const);

  for (const width of [360, 1280]) {
    it.each(pages)(`has no violations on the %s page (%s) at ${width} px`, async (name, path, heading) => {
      const { page } = ui;
      await page.setViewportSize({ width, height: width < 769 ? 780 : 900 });
      if (name === 'plans') {
        // Without a stored e-mail the plans page sends the visitor to log in.
        await page.goto(`${baseUrl}/login`);
        await page.evaluate(() => sessionStorage.setItem('user_email', 'alguien@ejemplo.com.ar'));
      }
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }).waitFor();
      // The countdown's figures and the lazy chunks arrive after hydration.
      await page.waitForLoadState('networkidle');
      expect(await accessibilityViolations(page, 'html')).toEqual([]);
      await screenshot(page, `a11y-${name}-${width}`);
    });
  }

  it('has no violations with an FAQ answer and the phone menu open', async () => {
    const { page } = ui;
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${baseUrl}/`);
    await page.getByText('¿Cómo funciona el tutor con IA?').click();
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'FAQ' }).waitFor();
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
  });
});
