import { describe, expect, inject, it } from 'vitest';
import { PRODUCTION_SITE_URL } from '../../shared/site-settings.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot, watchErrors } from './browser.ts';
import { useContext } from './fixture.ts';

describe('the site in Chromium against the local stack', () => {
  const baseUrl = inject('baseUrl');
  const ui = useContext();

  it('renders the prerendered landing and hydrates it', async () => {
    const { context } = ui;
    const raw = await (await fetch(`${baseUrl}/`)).text();
    expect(raw.replace(/<[^>]+>/g, '')).toContain('Prepará tu ingreso a la UTN');
    expect(raw).toContain(`<link rel="canonical" href="${PRODUCTION_SITE_URL}/" />`);

    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/`);
    await expect(page.title()).resolves.toBe('Ingresá | Preparación para el ingreso a la UTN');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Prepará tu ingreso a la UTN');
    await screenshot(page, 'landing-1280');

    await page.getByRole('link', { name: 'Ingresar', exact: true }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Acceder' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the service health in green when the API and the table answer', async () => {
    const { context } = ui;
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${baseUrl}/estado`);
    const health = page.getByTestId('health');
    await health.getByText('Todo funciona con normalidad').waitFor();
    expect(await health.getAttribute('class')).toContain('status--ok');
    const color = await health.evaluate((el) => getComputedStyle(el).color);
    expect(color).toBe('rgb(15, 123, 63)');
    await screenshot(page, 'status-360');
    await page.close();
  });

  it('renders the subscriber area as a client-side app from its shell, behind the access gate', async () => {
    const { context } = ui;
    const raw = await (await fetch(`${baseUrl}/content/educational/fisica`)).text();
    expect(raw).toContain('Cargando tu espacio de estudio');

    const page = await context.newPage();
    await page.goto(`${baseUrl}/content/educational/fisica`);
    // The login leads back to the page asked for afterwards (#30).
    await page.waitForURL(`${baseUrl}/login?volver=%2Fcontent%2Feducational%2Ffisica`);
    await page.close();
  });

  it('answers an unknown address with the 404 page, its drawing hidden from screen readers', async () => {
    const { context } = ui;
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/esta/pagina-no-existe`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'No encontramos esta página' }).waitFor();
    const drawing = page.locator('main img.illustration');
    expect(await drawing.getAttribute('alt')).toBe('');
    expect(await drawing.getAttribute('src')).toMatch(/^\/assets\/error-[\w-]+\.svg$/);
    await expect
      .poll(() => drawing.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width < 769 ? 780 : 900 });
      await screenshot(page, `not-found-${width}`);
    }
    await page.close();
  });

  it('preloads one subset typeface on every page, served as woff2 and cached for a year', async () => {
    const preloads = await Promise.all(
      ['/', '/login', '/plans', '/ingreso', '/esta/pagina-no-existe'].map(async (path) => {
        const html = await (await fetch(`${baseUrl}${path}`)).text();
        return html.match(
          /<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/,
        )?.[1];
      }),
    );
    const [font] = preloads;
    expect(font).toMatch(/^\/assets\/figtree-[\w-]+\.woff2$/);
    expect(new Set(preloads)).toEqual(new Set([font]));

    const response = await fetch(`${baseUrl}${font}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('font/woff2');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(bytes.length).toBeLessThanOrEqual(40 * 1024);
  });

  it('draws the landing in Figtree from the first paint, with nothing shifting when it arrives', async () => {
    const { context } = ui;
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 780 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        loaded: [...document.fonts].some((face) => face.family === 'Figtree' && face.status === 'loaded'),
        heading: getComputedStyle(document.querySelector('h1') as Element).fontFamily,
        button: getComputedStyle(document.querySelector('button') as Element).fontFamily,
        timer: getComputedStyle(document.querySelector('[role="timer"]') as Element).fontVariantNumeric,
        // The subset keeps Figtree's tabular figures: with them a 1 is as wide as a 0.
        widths: ['normal', 'tabular-nums'].map((variant) =>
          ['1111', '0000'].map((figures) => {
            const probe = document.createElement('span');
            probe.textContent = figures;
            probe.style.cssText = `font: 32px Figtree; font-variant-numeric: ${variant}; position: absolute`;
            document.body.append(probe);
            const width = probe.getBoundingClientRect().width;
            probe.remove();
            return width;
          }),
        ),
      };
    });
    expect(fonts.loaded).toBe(true);
    expect(fonts.heading).toMatch(/^Figtree,/);
    expect(fonts.button).toMatch(/^Figtree,/);
    expect(fonts.timer).toBe('tabular-nums');
    const [proportional, tabular] = fonts.widths as [number[], number[]];
    expect(proportional[0]).toBeLessThan(proportional[1] as number);
    expect(tabular[0]).toBeCloseTo(tabular[1] as number, 1);
    const shift = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shift).toBeLessThanOrEqual(0.04);
    await page.close();
  });
});
