import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { INSTALL_DISMISSED_KEY } from '../../web/src/features/offline/install-prompt.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot, watchErrors } from './browser.ts';
import { desktop, phone, useBrowser } from './fixture.ts';
import { signInAsSubscriber } from './sign-in.ts';

/**
 * The offer to install the app (#34): held until a calm moment of the subscriber area (the end of the
 * day's session), never on a public page; Chromium's dialog behind «Instalar», Safari's steps on an
 * iPhone, and «Ahora no» remembered. Chromium never fires `beforeinstallprompt` in Playwright's
 * incognito contexts, so the tests dispatch one whose `prompt()` they count. The service worker is
 * blocked here so that `page.route` sees the area's reads (offline.test.ts covers the worker).
 */

const patiently = { timeout: 20_000 };
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const OFFER = 'Instalá Ingresá en tu teléfono';
const HINT = 'Sumá Ingresá a tu pantalla de inicio';

/**
 * Dispatches a `beforeinstallprompt` like Chromium's: its `prompt()` counts in `window.installPrompts`
 * and the student's choice is `outcome`. Says whether the page kept it (prevented the mini-infobar).
 */
const offerToInstall = (page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') =>
  page.evaluate((choice) => {
    const counted = window as unknown as { installPrompts?: number };
    counted.installPrompts ??= 0;
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => {
        counted.installPrompts = (counted.installPrompts ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }, outcome);

/** A frame and a moment: what the event would have shown is on screen by then. */
const settled = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));

const prompts = (page: Page) =>
  page.evaluate(() => (window as unknown as { installPrompts?: number }).installPrompts ?? 0);

describe('the offer to install the app at a calm moment (#34)', () => {
  const baseUrl = inject('baseUrl');
  const session = useBrowser();

  /** A subscriber signed in whose session today is a single exercise of the plan. */
  async function studentWithShortSession(options: BrowserContextOptions = {}) {
    const context = await session.browser.newContext({
      locale: 'es-AR',
      viewport: phone,
      serviceWorkers: 'block',
      ...options,
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.route('**/api/practice/plan*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.plan.today.items = body.plan.today.items
        .slice(0, 1)
        .map((item: object) => ({ ...item, suggested: 1 }));
      await route.fulfill({ response, json: body });
    });
    await page.route('**/api/practice/goal*', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const body = await response.json();
      body.goal.dailyGoal = 1;
      await route.fulfill({ response, json: body });
    });
    return { context, page, errors };
  }

  /** From the dashboard, through the one exercise of the session, to its end. */
  async function finishTodaysSession(page: Page) {
    await page.getByRole('link', { name: /^Tu sesión de hoy/ }).click();
    await page.waitForURL(`${baseUrl}/content/sesion`);
    const progress = page.getByRole('progressbar', { name: 'Avance de tu sesión' });
    await progress.waitFor(patiently);
    expect(await progress.getAttribute('aria-valuemax')).toBe('1');
    await page.locator('.session-option').first().click(patiently);
    await page.getByRole('button', { name: 'Responder' }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('button', { name: 'Continuar' }).click(patiently);
    await endOfSession(page);
  }

  const endOfSession = async (page: Page) => {
    await page.getByRole('heading', { level: 1, name: '¡Terminaste tu sesión de hoy!' }).waitFor(patiently);
    await expect
      .poll(() => page.getByRole('region', { name: 'Cómo te fue hoy' }).getAttribute('aria-busy'), patiently)
      .toBe('false');
  };

  it('keeps the browser’s offer off the public pages and the dashboard, and makes it at the end of the session', async () => {
    const { context, page, errors } = await studentWithShortSession();
    try {
      // A public page carries none of the area's code: the event goes by untouched, nothing is offered.
      await page.goto(`${baseUrl}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor(patiently);
      expect(await offerToInstall(page)).toBe(false);
      await settled(page);
      expect(await page.getByText(OFFER).count()).toBe(0);

      await signInAsSubscriber(page, baseUrl);
      await page.getByRole('link', { name: /^Tu sesión de hoy/ }).waitFor(patiently);
      // The area holds it back (no mini-infobar), and the dashboard is no calm moment.
      expect(await offerToInstall(page)).toBe(true);
      await settled(page);
      expect(await page.getByText(OFFER).count()).toBe(0);

      await finishTodaysSession(page);
      const offer = page.getByRole('region', { name: OFFER });
      await offer.waitFor(patiently);
      expect(await offer.textContent()).toContain('seguís practicando aunque se corte la señal');
      expect(await accessibilityViolations(page, 'html')).toEqual([]);
      await offer.scrollIntoViewIfNeeded();
      await screenshot(page, 'install-offer-360');
      await page.setViewportSize(desktop);
      await screenshot(page, 'install-offer-1280');
      expect(await accessibilityViolations(page, 'html')).toEqual([]);

      await offer.getByRole('button', { name: 'Instalar' }).click();
      await expect.poll(() => prompts(page)).toBe(1);
      await offer.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('makes the offer under the results of a simulator just finished, not on the landing nor when they are reread', async () => {
    const context = await session.browser.newContext({
      locale: 'es-AR',
      viewport: phone,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto(`${baseUrl}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor(patiently);
      expect(await offerToInstall(page)).toBe(false);
      await settled(page);
      expect(await page.getByText(OFFER).count()).toBe(0);

      const student = await signInAsSubscriber(page, baseUrl);
      const created = await page.request.post(`${baseUrl}/api/simulators/create`, {
        data: {
          userId: student.userId,
          subject: 'fisica',
          difficulty: 'medio',
          numQuestions: 10,
          timeLimit: 30,
          selectedTopics: [],
          mode: 'practice',
        },
      });
      expect(created.status(), await created.text()).toBe(200);
      const { id } = (await created.json()).simulator as { id: string };
      // Nine answered already: the player opens at the last question.
      for (let index = 0; index < 9; index++) {
        const answered = await page.request.post(`${baseUrl}/api/simulators/${id}/answer`, {
          data: { questionIndex: index, userAnswer: 0, timeSpent: 20 },
        });
        expect(answered.status(), await answered.text()).toBe(200);
      }
      await page.goto(`${baseUrl}/content/simulador/${id}`);
      await page.getByText('Pregunta 10 de 10').waitFor(patiently);
      expect(await offerToInstall(page)).toBe(true);
      await settled(page);
      expect(await page.getByText(OFFER).count()).toBe(0);

      await page.locator('.option').first().click();
      await page.getByRole('button', { name: 'Enviar respuesta' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Continuar' }).click(patiently);
      await page.getByRole('button', { name: 'Finalizar simulador' }).click();
      await page.getByRole('heading', { name: 'Resultados del simulador' }).waitFor(patiently);
      const offer = page.getByRole('region', { name: OFFER });
      await offer.waitFor(patiently);
      await offer.scrollIntoViewIfNeeded();
      await screenshot(page, 'install-offer-simulator-360');
      expect(await accessibilityViolations(page, 'html')).toEqual([]);

      // The same results read again later are no such moment.
      await page.reload();
      await page.getByRole('heading', { name: 'Resultados del simulador' }).waitFor(patiently);
      expect(await offerToInstall(page)).toBe(true);
      await settled(page);
      expect(await page.getByText(OFFER).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps quiet after «Ahora no», also after a reload', async () => {
    const { context, page, errors } = await studentWithShortSession({ viewport: desktop });
    try {
      await signInAsSubscriber(page, baseUrl);
      await page.getByRole('link', { name: /^Tu sesión de hoy/ }).waitFor(patiently);
      expect(await offerToInstall(page)).toBe(true);
      await finishTodaysSession(page);
      const offer = page.getByRole('region', { name: OFFER });
      await offer.getByRole('button', { name: 'Ahora no' }).click(patiently);
      await offer.waitFor({ state: 'detached' });
      expect(await prompts(page)).toBe(0);
      expect(
        Number(await page.evaluate((key) => localStorage.getItem(key), INSTALL_DISMISSED_KEY)),
      ).toBeGreaterThan(0);

      // The finished session shows its end again after a reload; the browser offers again: no card.
      await page.reload();
      await endOfSession(page);
      expect(await offerToInstall(page)).toBe(true);
      await settled(page);
      expect(await page.getByText(OFFER).count()).toBe(0);
      // Once the quiet days are over, the same moment offers it again: the card was not gone for good.
      await page.evaluate((key) => localStorage.setItem(key, '1'), INSTALL_DISMISSED_KEY);
      await page.reload();
      await endOfSession(page);
      expect(await offerToInstall(page)).toBe(true);
      await page.getByRole('region', { name: OFFER }).waitFor(patiently);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('tells an iPhone how to add Ingresá to its home screen, at the same moment, with the same «Ahora no»', async () => {
    const { context, page, errors } = await studentWithShortSession({ userAgent: IPHONE, hasTouch: true });
    try {
      await page.goto(`${baseUrl}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor(patiently);
      expect(await page.getByText(HINT).count()).toBe(0);

      await signInAsSubscriber(page, baseUrl);
      await page.getByRole('link', { name: /^Tu sesión de hoy/ }).waitFor(patiently);
      expect(await page.getByText(HINT).count()).toBe(0);
      await finishTodaysSession(page);
      const hint = page.getByRole('region', { name: HINT });
      await hint.waitFor(patiently);
      expect(await hint.textContent()).toContain('Tocá Compartir y después «Agregar a inicio»');
      // Safari has no install dialog to open: no «Instalar».
      expect(await hint.getByRole('button', { name: 'Instalar' }).count()).toBe(0);
      expect(await accessibilityViolations(page, 'html')).toEqual([]);
      await hint.scrollIntoViewIfNeeded();
      await screenshot(page, 'install-hint-ios-360');

      await hint.getByRole('button', { name: 'Ahora no' }).click();
      await hint.waitFor({ state: 'detached' });
      await page.reload();
      await endOfSession(page);
      await page.getByRole('button', { name: 'Hacer otra tanda' }).waitFor();
      expect(await page.getByText(HINT).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
