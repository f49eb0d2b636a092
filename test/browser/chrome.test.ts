import { describe, expect, inject, it } from 'vitest';
import { SUPPORT_EMAIL } from '../../shared/domain/contact.ts';
import { countdownAt } from '../../web/src/features/chrome/countdown.ts';
import { screenshot, watchErrors } from './browser.ts';
import { desktop, usePage } from './fixture.ts';

describe('header, footer and countdown', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: desktop });

  async function chromeAt(path: string, ready: string) {
    const { page } = ui;
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: ready }).waitFor();
    return {
      countdown: await page.getByRole('timer').count(),
      publicNav: await page.getByRole('navigation', { name: 'Principal' }).count(),
      header: await page.locator('header.site-header').count(),
      footer: await page.locator('footer.site-footer').count(),
    };
  }

  it.each([
    ['/', 'Prepará tu ingreso a la UTN', { countdown: 1, publicNav: 1, header: 1, footer: 1 }],
    ['/estado', 'Estado del servicio', { countdown: 1, publicNav: 1, header: 1, footer: 1 }],
    [
      '/ingreso',
      'Ingreso a la UTN: todo lo que necesitás saber para aprobar',
      { countdown: 1, publicNav: 0, header: 1, footer: 1 },
    ],
    ['/login', 'Ingresá a tu cuenta', { countdown: 0, publicNav: 0, header: 0, footer: 0 }],
  ] as const)('%s shows the chrome its kind of page has', async (path, heading, expected) => {
    expect(await chromeAt(path, heading)).toEqual(expected);
  });

  it('hides header, footer and countdown on the payment result pages', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}/login`);
    await page.evaluate(() => sessionStorage.setItem('subscription_email', 'alguien@ejemplo.com.ar'));
    const none = { countdown: 0, publicNav: 0, header: 0, footer: 0 };
    expect(await chromeAt('/subscription/failure', 'No pudimos procesar tu pago')).toEqual(none);
    expect(
      await chromeAt('/subscription/pending?email=alguien%40ejemplo.com.ar', 'Tu pago está en verificación'),
    ).toEqual(none);
  });

  it('gives the SEO landing pages their simple header: the logo and the way in', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}/ingreso`);
    const header = page.locator('header.site-header');
    expect(await header.getByRole('link').allTextContents()).toEqual(['Ingresá', 'Ingresar']);
    expect(await header.getByRole('link', { name: 'Ingresar' }).getAttribute('href')).toBe('/login');
  });

  it('counts down each second to the next intake’s first exam (fake clock on 2026-11-29)', async () => {
    const { context } = ui;
    const clockPage = await context.newPage();
    const dayBefore = Date.parse('2026-11-29T08:00:00-03:00');
    await clockPage.clock.install({ time: dayBefore - 10_000 });
    await clockPage.goto(`${baseUrl}/`);
    await clockPage.clock.pauseAt(dayBefore);
    const value = clockPage.getByTestId('countdown-value');
    await expect.poll(() => value.textContent()).toBe('1 día 00 h 00 min 00 s');
    expect(await clockPage.locator('.countdown__label').textContent()).toBe('Ingreso UTN 2027');
    await clockPage.clock.runFor(1000);
    await expect.poll(() => value.textContent()).toBe('0 días 23 h 59 min 59 s');
    await clockPage.clock.runFor(61_000);
    await expect.poll(() => value.textContent()).toBe('0 días 23 h 58 min 58 s');
    await clockPage.close();
  });

  it('says "Comienza hoy" on the first exam day, and the next day aims at the following intake', async () => {
    const { context } = ui;
    const clockPage = await context.newPage();
    const twoSecondsBefore = Date.parse('2026-11-30T07:59:58-03:00');
    await clockPage.clock.install({ time: twoSecondsBefore - 10_000 });
    await clockPage.goto(`${baseUrl}/utn-ingreso`);
    await clockPage.clock.pauseAt(twoSecondsBefore);
    const value = clockPage.getByTestId('countdown-value');
    await expect.poll(() => value.textContent()).toBe('0 días 00 h 00 min 02 s');
    await clockPage.clock.runFor(2000);
    await expect.poll(() => value.textContent()).toBe('Comienza hoy');
    await clockPage.clock.runFor(24 * 3_600_000);
    await expect.poll(() => value.textContent()).toMatch(/^8\d días/);
    expect(await clockPage.locator('.countdown__label').textContent()).toBe('Ingreso UTN 2027');
    await clockPage.close();
  });

  it('on 2026-11-24 shows the next intake, and hides when the calendar knows none', async () => {
    const { browser, context } = ui;
    const early = await context.newPage();
    await early.clock.install({ time: Date.parse('2026-11-24T12:00:00-03:00') });
    await early.goto(`${baseUrl}/`);
    await expect.poll(() => early.getByTestId('countdown-value').textContent()).toMatch(/^5 días 20 h/);
    await early.close();
    // A clock belongs to the whole browser context: the far future gets a context of its own.
    const lateContext = await browser.newContext({ locale: 'es-AR' });
    const late = await lateContext.newPage();
    await late.clock.install({ time: Date.parse('2028-06-01T12:00:00-03:00') });
    await late.goto(`${baseUrl}/`);
    await expect.poll(() => late.locator('.countdown').count()).toBe(0);
    await lateContext.close();
  });

  it('names the year of the intake it aims at, in the raw HTML and after hydration', async () => {
    const { page } = ui;
    const label = countdownAt(Date.now())?.label as string;
    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).toContain(`<span class="countdown__label">${label}</span>`);
    await page.goto(`${baseUrl}/`);
    expect(await page.locator('.countdown__label').textContent()).toBe(label);
  });
});

describe('the subscriber area’s navbar', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: desktop, signIn: 'subscriber' });

  it('replaces the site header with the sections, and keeps the countdown and a content footer', async () => {
    const { page } = ui;
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/content/dashboard`);
    const sections = page.getByRole('navigation', { name: 'Secciones' });
    await sections.waitFor();
    expect(await sections.getByRole('link').allTextContents()).toEqual([
      'Dashboard',
      'Sistema Educativo',
      'Simuladores',
      'Estadísticas',
    ]);
    expect(await page.locator('header.site-header').count()).toBe(0);
    expect(await page.locator('footer.site-footer').count()).toBe(0);
    expect(await page.locator('footer.content-footer').textContent()).toContain(SUPPORT_EMAIL);
    // The countdown comes with a chunk of its own, after the navbar.
    await expect.poll(() => page.getByRole('timer').count(), { timeout: 15_000 }).toBe(1);
    expect(errors).toEqual([]);
  });

  it('marks Sistema Educativo active on every educational page', async () => {
    const { page } = ui;
    const sections = page.getByRole('navigation', { name: 'Secciones' });
    for (const path of [
      '/content/educational',
      '/content/educational/fisica',
      '/content/educational/fisica?tab=ejercicios',
    ]) {
      await page.goto(`${baseUrl}${path}`);
      await sections.locator('a.active').waitFor();
      expect(await sections.locator('a.active').allTextContents()).toEqual(['Sistema Educativo']);
    }
  });

  it('shows the student and the level, with support, cancel and logout in the profile menu', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}/content/dashboard`);
    const profile = page.getByRole('button', { name: /^Tu cuenta/ });
    expect(await profile.textContent()).toContain(ui.student.email);
    expect(await profile.textContent()).toContain('Principiante');
    const menu = page.locator('#profile-menu');
    expect(await menu.isVisible()).toBe(false);
    await profile.click();
    await menu.waitFor();
    expect(await profile.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('link', { name: 'Soporte por email' }).getAttribute('href')).toBe(
      `mailto:${SUPPORT_EMAIL}`,
    );
    await screenshot(page, 'content-profile-menu-1280');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    await profile.click();
    await menu.getByRole('button', { name: 'Cancelar suscripción' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar suscripción' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Volver' }).click();
  });

  it('folds the sections into a menu on a phone', async () => {
    const { page } = ui;
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${baseUrl}/content/dashboard`);
    const sections = page.getByRole('navigation', { name: 'Secciones' });
    const simulators = page.getByRole('link', { name: 'Simuladores' });
    await page.getByRole('button', { name: 'Menú' }).waitFor();
    expect(await simulators.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menú' }).click();
    await screenshot(page, 'content-menu-360');
    await sections.getByRole('link', { name: 'Simuladores' }).click();
    await page.waitForURL(`${baseUrl}/content/simuladores`);
    await simulators.waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('logs out from the profile menu, clearing the session', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}/content/dashboard`);
    await page.getByRole('button', { name: /^Tu cuenta/ }).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });
});
