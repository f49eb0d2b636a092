import path from 'node:path';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './fixture.ts';

/** A made-up origin the test serves itself: nothing leaves the machine. */
const origin = 'http://link.test';

let script: string;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, 'link-harness.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  });
  script = bundle.outputFiles[0]?.text ?? '';
});

describe('the site’s Link and NavLink, clicked in Chromium (MemoryRouter at /inicio)', () => {
  const session = useBrowser();

  async function harness(): Promise<Page> {
    const page = await session.open();
    await page.route(`${origin}/**`, (route) =>
      new URL(route.request().url()).pathname === '/harness.js'
        ? route.fulfill({ contentType: 'text/javascript', body: script })
        : route.fulfill({
            contentType: 'text/html',
            body: '<!doctype html><html lang="es"><body><div id="root"></div><script type="module" src="/harness.js"></script></body></html>',
          }),
    );
    await page.goto(`${origin}/`);
    await page.locator('#where').waitFor();
    return page;
  }

  const where = (page: Page) => page.locator('#where').textContent();
  const clicks = (page: Page) => page.evaluate(() => window.clicks);
  /** Lets React render whatever the click set off, before asserting that nothing changed. */
  const settle = (page: Page) =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

  it('renders a real anchor whose href is the path', async () => {
    const page = await harness();

    expect(await page.getByRole('link', { name: 'Planes', exact: true }).getAttribute('href')).toBe(
      '/planes',
    );
  });

  it('navigates inside the app on a plain click, with its state, and keeps the document', async () => {
    const page = await harness();

    await page.getByRole('link', { name: 'Planes', exact: true }).click();

    await expect.poll(() => where(page)).toBe('/planes {"from":"inicio"} PUSH');
    expect(await clicks(page)).toEqual(['document: defaultPrevented=true']);
    expect(page.url()).toBe(`${origin}/`);
  });

  it('replaces the history entry when asked to', async () => {
    const page = await harness();

    await page.getByRole('link', { name: 'Lista' }).click();

    await expect.poll(() => where(page)).toBe('/inicio?vista=lista null REPLACE');
  });

  it.each([['Control'], ['Meta'], ['Shift']] as const)(
    'leaves a click with %s to the browser (new tab or window)',
    async (modifier) => {
      const page = await harness();

      await page.getByRole('link', { name: 'Planes', exact: true }).click({ modifiers: [modifier] });
      await settle(page);

      expect(await clicks(page)).toEqual(['document: defaultPrevented=false']);
      expect(await where(page)).toBe('/inicio null POP');
    },
  );

  it('leaves a link with target="_blank" to the browser', async () => {
    const page = await harness();

    await page.getByRole('link', { name: 'En otra pestaña' }).click();
    await settle(page);

    expect(await clicks(page)).toEqual(['document: defaultPrevented=false']);
    expect(await where(page)).toBe('/inicio null POP');
  });

  it('runs the onClick it was given before navigating', async () => {
    const page = await harness();

    await page.getByRole('link', { name: 'Observada' }).click();

    await expect.poll(() => where(page)).toBe('/observada null PUSH');
    expect(await clicks(page)).toEqual([
      'handler: defaultPrevented=false',
      'document: defaultPrevented=true',
    ]);
  });

  it('does not navigate when that onClick prevents the default', async () => {
    const page = await harness();

    await page.getByRole('link', { name: 'Cancelada' }).click();
    await settle(page);

    expect(await clicks(page)).toEqual(['handler: preventDefault', 'document: defaultPrevented=true']);
    expect(await where(page)).toBe('/inicio null POP');
  });

  it('marks a NavLink current once the app navigates to its page', async () => {
    const page = await harness();
    const section = page.getByRole('link', { name: 'Sección planes' });
    expect(await section.getAttribute('aria-current')).toBeNull();

    await page.getByRole('link', { name: 'Planes', exact: true }).click();

    await expect.poll(() => section.getAttribute('aria-current')).toBe('page');
    expect(await section.getAttribute('class')).toBe('active');
  });
});
