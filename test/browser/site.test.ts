import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot, watchErrors } from './browser.ts';

describe('the site in Chromium against the local stack', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ locale: 'es-AR' });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('renders the prerendered landing and hydrates it', async () => {
    const raw = await (await fetch(`${baseUrl}/`)).text();
    expect(raw).toContain('Prepará tu ingreso a la UTN');
    expect(raw).toContain('<link rel="canonical" href="https://ingresa.com.ar/" />');

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
    const raw = await (await fetch(`${baseUrl}/content/educational/fisica`)).text();
    expect(raw).toContain('Cargando tu espacio de estudio');

    const page = await context.newPage();
    await page.goto(`${baseUrl}/content/educational/fisica`);
    await page.waitForURL(`${baseUrl}/login`);
    await page.close();
  });

  it('answers an unknown address with the 404 page', async () => {
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/esta/pagina-no-existe`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'No encontramos esta página' }).waitFor();
    await page.close();
  });
});
