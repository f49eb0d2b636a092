import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './axe.ts';
import { screenshotsDir, watchErrors } from './browser.ts';
import { useContext } from './fixture.ts';

/** The prerendered button only works once React has hydrated the page. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
}

/** The viewport only: a full-page capture stretches the window and moves the fixed chat panel. */
async function screenshot(page: Page, name: string) {
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`) });
}

/** Holds every tutor request back a little, so the typing indicator can be seen. */
async function slowTutor(page: Page, ms = 800) {
  await page.route('**/api/chat/tutor', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

describe('the AI tutor chat widget', () => {
  const baseUrl = inject('baseUrl');
  const ui = useContext({ viewport: { width: 1280, height: 800 } });

  it('opens from the keyboard, answers step by step with typeset formulas, and closes with Escape', async () => {
    const { context } = ui;
    const page = await context.newPage();
    const errors = watchErrors(page);
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(tutor-chat|katex)-/.test(request.url())) chunks.push(request.url());
    });
    await slowTutor(page);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    expect(chunks).toEqual([]);

    // The launcher is the page's last control: Shift+Tab from the top of the page reaches it.
    const launcher = page.getByRole('button', { name: 'Abrir tutor IA' });
    await page.keyboard.press('Shift+Tab');
    expect(await launcher.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Tutor IA' });
    await dialog.waitFor();
    const input = dialog.getByLabel('Tu consulta al tutor');
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    // Behind the open modal the launcher is inert and hidden, out of the accessibility tree.
    expect(await page.locator('.tutor-launcher').getAttribute('aria-expanded')).toBe('true');
    const messages = dialog.locator('.tutor-message');
    await messages.first().getByText('Soy tu').waitFor();
    const send = dialog.getByRole('button', { name: 'Enviar consulta' });

    // Blank messages are never sent.
    expect(await send.isDisabled()).toBe(true);
    await page.keyboard.type('   ');
    await page.keyboard.press('Enter');
    expect(await send.isDisabled()).toBe(true);
    expect(await messages.count()).toBe(1);
    await input.fill('');

    // Shift+Enter writes a new line; Enter sends.
    await page.keyboard.type('Resolvé 2x + 3 = 11');
    await page.keyboard.press('Shift+Enter');
    expect(await input.inputValue()).toBe('Resolvé 2x + 3 = 11\n');
    expect(await messages.count()).toBe(1);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');

    await dialog.locator('.tutor-message--user').getByText('Resolvé 2x + 3 = 11').waitFor();
    const typing = dialog.getByRole('status').filter({ hasText: 'El tutor está escribiendo' });
    await typing.waitFor();
    expect(await input.inputValue()).toBe('');
    await page.keyboard.type('otra pregunta');
    expect(await send.isDisabled()).toBe(true);
    await page.keyboard.press('Enter');
    await input.fill('');

    const answer = dialog.locator('.tutor-message--tutor').nth(1);
    await answer.getByRole('heading', { name: 'Ecuación lineal' }).waitFor();
    await typing.waitFor({ state: 'detached' });
    expect(await answer.locator('strong').first().textContent()).toContain('x = 4');
    await answer.locator('.katex').first().waitFor();
    expect(await answer.locator('ol > li').count()).toBeGreaterThanOrEqual(2);
    expect(await answer.locator('time').textContent()).toMatch(/^\d{2}:\d{2}$/);
    expect(await messages.count()).toBe(3);
    expect(chunks.some((url) => url.includes('/tutor-chat-'))).toBe(true);

    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThan(480);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(1200);
    await screenshot(page, 'tutor-1280');

    // Focus stays inside the dialog: with nothing to send, the text box is its last control.
    const close = dialog.getByRole('button', { name: 'Cerrar tutor' });
    await close.focus();
    await page.keyboard.press('Shift+Tab');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await close.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => launcher.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await launcher.getAttribute('aria-expanded')).toBe('false');

    // The conversation is still there when the student comes back.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    expect(await messages.count()).toBe(3);
    await dialog.getByRole('button', { name: 'Cerrar tutor' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps an answer that arrives while the chat is closed and shows it on reopening', async () => {
    const { context } = ui;
    const page = await context.newPage();
    await slowTutor(page, 1500);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    const launcher = page.getByRole('button', { name: 'Abrir tutor IA' });
    await launcher.click();
    const dialog = page.getByRole('dialog', { name: 'Tutor IA' });
    await dialog.getByLabel('Tu consulta al tutor').fill('¿Cómo me preparo para el ingreso?');
    await page.keyboard.press('Enter');
    await dialog.getByRole('status').filter({ hasText: 'El tutor está escribiendo' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.waitForResponse('**/api/chat/tutor');
    await launcher.click();
    const answer = dialog.locator('.tutor-message--tutor').nth(1);
    await answer.getByRole('heading', { name: 'Cómo prepararte para el ingreso' }).waitFor();
    const [heading, log] = await Promise.all([
      answer.getByRole('heading').boundingBox(),
      page.locator('.tutor-chat__log').boundingBox(),
    ]);
    // The answer is taller than the log: it is shown from its heading, right at the top.
    const offset = (heading?.y ?? 0) - (log?.y ?? 0);
    expect(offset).toBeGreaterThanOrEqual(0);
    expect(offset).toBeLessThan(60);
    await page.close();
  });

  it('shows an injection attempt as plain text and never runs it', async () => {
    const { context } = ui;
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Abrir tutor IA' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tutor IA' });
    const input = dialog.getByLabel('Tu consulta al tutor');
    await input.waitFor();

    const attack =
      '<img src=x onerror="window.__pwned=1"> **<script>window.__pwned=2</script>** $\\href{javascript:alert(1)}{x}$';
    await input.fill(attack);
    await page.keyboard.press('Enter');
    await dialog.locator('.tutor-message--user').getByText(attack).waitFor();
    await dialog.locator('.tutor-message--tutor').nth(1).waitFor();

    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(await dialog.locator('img, script, iframe, a').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('answers a failure with the spec reply and a used-up quota with the server words', async () => {
    const { context } = ui;
    const page = await context.newPage();
    let calls = 0;
    await page.route('**/api/chat/tutor', (route) => {
      calls++;
      return calls === 1
        ? route.fulfill({ status: 500, json: { success: false, message: 'Error interno' } })
        : route.fulfill({
            status: 429,
            json: { success: false, message: 'Ya usaste las 8 consultas de prueba al tutor.' },
          });
    });
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Abrir tutor IA' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tutor IA' });
    const input = dialog.getByLabel('Tu consulta al tutor');

    await input.fill('¿Qué es un mol?');
    await page.keyboard.press('Enter');
    await dialog
      .locator('.tutor-message--tutor')
      .getByText('Lo siento, hubo un error al procesar tu consulta. Por favor, intentá de nuevo.')
      .waitFor();
    await input.fill('¿Y un ion?');
    await page.keyboard.press('Enter');
    await dialog
      .locator('.tutor-message--tutor')
      .getByText('Ya usaste las 8 consultas de prueba al tutor.')
      .waitFor();
    await page.close();
  });

  it('is on every page and opens full screen and usable on a 360 px phone', async () => {
    const page = await ui.open({ viewport: { width: 360, height: 740 } });
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/login`);
    const launcher = page.getByRole('button', { name: 'Abrir tutor IA' });
    await launcher.waitFor();
    const button = await launcher.boundingBox();
    expect(button?.width).toBeGreaterThanOrEqual(44);
    expect((button?.x ?? 0) + (button?.width ?? 0)).toBeLessThanOrEqual(360);

    await launcher.click();
    const dialog = page.getByRole('dialog', { name: 'Tutor IA' });
    await dialog.waitFor();
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 740 });

    await dialog.getByRole('button', { name: 'Convertí 72 km/h a m/s' }).click();
    const answer = dialog.locator('.tutor-message--tutor').nth(1);
    await answer.getByText('72 km/h = 20 m/s').waitFor();
    await answer.locator('.katex').first().waitFor();
    const input = dialog.getByLabel('Tu consulta al tutor');
    const inputBox = await input.boundingBox();
    expect((inputBox?.y ?? 0) + (inputBox?.height ?? 0)).toBeLessThanOrEqual(740);
    const send = await dialog.getByRole('button', { name: 'Enviar consulta' }).boundingBox();
    expect((send?.x ?? 0) + (send?.width ?? 0)).toBeLessThanOrEqual(360);
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.locator('.tutor-chat__log').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(
      true,
    );
    await screenshot(page, 'tutor-360');

    expect(await accessibilityViolations(page, '.tutor-chat')).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => launcher.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });
});
