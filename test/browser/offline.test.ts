import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { offlineCaches } from '../../web/src/lib/offline-caches.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot, screenshotsDir } from './browser.ts';
import { desktop, usePage } from './fixture.ts';

/** Vitest polls for one second by default; a page on a busy two-core machine can take longer. */
const patiently = { timeout: 20_000 };

const BANNER = 'Sin conexión — seguís practicando';

describe('the installable app, offline (#34)', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: desktop, signIn: 'subscriber', serviceWorkers: 'allow' });

  const metric = (name: string) =>
    ui.page
      .locator('.dash-metric', { has: ui.page.getByText(name, { exact: true }) })
      .locator('dd')
      .first();
  /** The booklets this device keeps, by the address they are kept under. */
  const keptBooklets = () =>
    ui.page.evaluate(async (name) => {
      const cache = (await caches.has(name)) ? await caches.open(name) : undefined;
      return cache ? (await cache.keys()).map((request) => new URL(request.url).pathname) : [];
    }, offlineCaches.booklets);
  const dashboardLoaded = async () => {
    await ui.page.getByRole('heading', { name: 'Dashboard' }).waitFor(patiently);
    await expect.poll(() => metric('Preguntas respondidas').textContent(), patiently).toBe('0');
  };

  it('meets Chromium’s install criteria: a parsed manifest with its icons and an active service worker', async () => {
    const { page, context } = ui;
    const manifest = await page.request.get(`${baseUrl}/manifest.webmanifest`);
    expect(manifest.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
    const script = await page.request.get(`${baseUrl}/sw.js`);
    expect(script.headers()['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers()['cache-control']).toBe('no-cache');

    const cdp = await context.newCDPSession(page);
    const found = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
      parsed?: {
        name?: string;
        startUrl?: string;
        icons?: { url: string; sizes: string[]; purpose?: string }[];
      };
    };
    expect(found.url).toBe(`${baseUrl}/manifest.webmanifest`);
    expect(found.errors).toEqual([]);

    const worker = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return { scope: registration.scope, state: registration.active?.state };
      });
    await expect.poll(worker, patiently).toEqual({ scope: `${baseUrl}/`, state: 'activated' });
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), patiently)
      .toBe(true);
    const installability = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's contexts are incognito profiles, where Chromium never offers to install: every other
    // criterion (manifest, icons, start URL, display, an active worker) must be met.
    expect(
      installability.installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
    ).toEqual([]);
    await cdp.detach();
  });

  it('opens a page seen before without a connection, says so calmly, and says when it is back', async () => {
    const { page, context } = ui;
    // Seen once under the worker's control: the page and the dashboard's read are kept.
    await page.goto(`${baseUrl}/content/dashboard`);
    await dashboardLoaded();
    expect(await page.getByText(BANNER).count()).toBe(0);

    await context.setOffline(true);
    try {
      await page.reload();
      await dashboardLoaded();
      const banner = page.getByRole('status').filter({ hasText: BANNER });
      await banner.waitFor(patiently);
      expect(await banner.textContent()).toContain(
        'Practicá con los paquetes que descargaste: tus respuestas se envían solas cuando vuelva la conexión.',
      );
      await screenshot(page, 'offline-dashboard-1280');
      expect(await accessibilityViolations(page, 'body')).toEqual([]);
      await page.setViewportSize({ width: 360, height: 780 });
      await screenshot(page, 'offline-dashboard-360');
      expect(await accessibilityViolations(page, 'body')).toEqual([]);
      await page.setViewportSize(desktop);
      // A new booklet needs the network; the ones already downloaded are files on the device.
      await page
        .getByRole('button', { name: /^Descargar el cuadernillo de / })
        .first()
        .click();
      await page
        .getByRole('alert')
        .filter({ hasText: /^Sin conexión\. Los cuadernillos que ya descargaste/ })
        .waitFor(patiently);
    } finally {
      await context.setOffline(false);
    }
    // The next request that reaches the network takes the banner away, without a reload.
    await page.getByRole('link', { name: 'Estadísticas' }).first().click();
    await page.waitForURL(`${baseUrl}/content/estadisticas`);
    await page.getByText(BANNER).waitFor({ state: 'detached', ...patiently });
  });

  it('answers a page never opened here with the offline page, which offers to try it again', async () => {
    const { page, context } = ui;
    await context.setOffline(true);
    try {
      await page.goto(`${baseUrl}/privacidad?desde=inicio`);
      await page.getByRole('heading', { name: 'Sin conexión', level: 1 }).waitFor(patiently);
      expect(page.url()).toBe(`${baseUrl}/privacidad?desde=inicio`);
      expect(await page.getByRole('link', { name: 'Probar de nuevo' }).getAttribute('href')).toBe(
        '/privacidad?desde=inicio',
      );
      expect(await page.getByRole('link', { name: 'Ir a tu panel' }).getAttribute('href')).toBe(
        '/content/dashboard',
      );
      // The mark the header draws comes from the precache too.
      expect(await page.evaluate(() => fetch('/favicon.svg').then((response) => response.status))).toBe(200);
      await screenshot(page, 'offline-page-1280');
      expect(await accessibilityViolations(page, 'body')).toEqual([]);
      // The subscriber area opens from its kept shell at any of its addresses.
      await page.goto(`${baseUrl}/content/estadisticas`);
      await page.getByRole('navigation').first().waitFor(patiently);
      expect(page.url()).toBe(`${baseUrl}/content/estadisticas`);
    } finally {
      await context.setOffline(false);
    }
  });

  it('opens a mini class read before without a connection', async () => {
    const { page, context } = ui;
    const [miniClass] = contentBank.fisica.miniClasses;
    if (!miniClass) throw new Error('the bank has no physics mini class');
    const opening = miniClass.body.split('\n')[0]?.slice(0, 60) ?? '';
    const address = `${baseUrl}/content/educational/fisica/mini-clase/${miniClass.id}`;
    const title = page.getByRole('heading', { level: 1, name: miniClass.title });
    // Read once online, with the worker in control of the page.
    await page.goto(address);
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), patiently)
      .toBe(true);
    await title.waitFor(patiently);
    await page.getByText(opening).first().waitFor(patiently);

    await context.setOffline(true);
    try {
      await page.goto(`${baseUrl}/content/dashboard`);
      await dashboardLoaded();
      await page.goto(address);
      await title.waitFor(patiently);
      await page.getByText(opening).first().waitFor(patiently);
      await page.getByRole('status').filter({ hasText: BANNER }).waitFor(patiently);
      expect(await accessibilityViolations(page, 'body')).toEqual([]);
    } finally {
      await context.setOffline(false);
    }
  });

  it('keeps a booklet downloaded in the app and opens it from the dashboard without a connection', async () => {
    const { page, context } = ui;
    await page.goto(`${baseUrl}/content/dashboard`);
    await dashboardLoaded();
    const fetched = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar el cuadernillo de Matemática' }).click();
    const online = await fetched;
    expect(online.suggestedFilename()).toBe('ingresa-cuadernillo-matematicas.pdf');
    const bytes = readFileSync(await online.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await expect.poll(keptBooklets, patiently).toEqual(['/cuadernillos-guardados/matematicas.pdf']);
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), patiently)
      .toBe(true);

    await context.setOffline(true);
    try {
      await page.reload();
      await dashboardLoaded();
      // Only the booklet kept has its copy to open; the copy is looked up in the cache after the page shows.
      await expect
        .poll(() => page.getByRole('button', { name: /^Abrir guardado/ }).count(), patiently)
        .toBe(1);
      // The card with a saved copy keeps its two buttons on one row, as tall as the other cards' one.
      const buttonTops = await page
        .locator('.dash-booklet')
        .first()
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
      expect(buttonTops).toHaveLength(2);
      expect(new Set(buttonTops).size).toBe(1);
      await screenshot(page, 'offline-booklets-1280');
      await page.setViewportSize({ width: 360, height: 780 });
      await page.locator('.dash-booklets').scrollIntoViewIfNeeded();
      await page.locator('.dash-booklets').screenshot({ path: `${screenshotsDir}/offline-booklets-360.png` });
      expect(await accessibilityViolations(page, '.dash-booklets')).toEqual([]);
      await page.setViewportSize(desktop);
      const opened = page.waitForEvent('download');
      await page
        .getByRole('button', { name: 'Abrir guardado el cuadernillo de Matemática, sin conexión' })
        .click();
      const copy = await opened;
      expect(copy.suggestedFilename()).toBe('ingresa-cuadernillo-matematicas.pdf');
      expect(readFileSync(await copy.path()).equals(bytes)).toBe(true);
    } finally {
      await context.setOffline(false);
    }
  });

  it('forgets the student’s kept reads at logout', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}/content/dashboard`);
    await dashboardLoaded();
    const kept = () =>
      page.evaluate(async (name) => {
        const cache = (await caches.has(name)) ? await caches.open(name) : undefined;
        return cache ? (await cache.keys()).map((request) => new URL(request.url).pathname) : [];
      }, offlineCaches.privateReads);
    await expect.poll(kept, patiently).toContain('/api/dashboard');
    expect(await kept()).toContain('/api/auth/session');

    await page.getByRole('button', { name: /^Tu cuenta/ }).click();
    await page.locator('#profile-menu').getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await expect.poll(kept, patiently).toEqual([]);
    await expect.poll(keptBooklets, patiently).toEqual([]);
  });
});
