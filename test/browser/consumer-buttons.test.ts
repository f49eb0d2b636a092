import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { consumerLinks } from '../../web/src/components/legal-links.tsx';
import { mailsTo } from '../integration/mailbox.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot, screenshotsDir, watchErrors, whenHydrated } from './browser.ts';
import { scrollsSideways } from './checkout.ts';
import { phone, useBrowser, usePage } from './fixture.ts';
import { seedStudent } from './seed.ts';

/**
 * "Botón de arrepentimiento" and "Botón de baja de servicio" (Ley 24.240 art. 34, Res. SCI 424/2020,
 * Disp. 954/2025): in plain sight on the landing's first screen and in every footer, and usable by a
 * visitor with no login.
 */
const [withdrawal, cancellation] = consumerLinks;
const CODE = /Tu código de identificación: (ARR|BAJ)-[A-Z0-9]+/;

/** The first screen only, as a visitor sees it on arrival (screenshot() takes the whole page). */
async function firstScreen(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`) });
}

/** Whether the element is inside the viewport and is what a tap at its centre reaches (nothing covers it). */
async function inPlainSight(page: Page, name: string, scope: string): Promise<boolean> {
  const link = page.locator(scope).getByRole('link', { name, exact: true });
  return link.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inside = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return inside && box.width > 0 && (hit === element || element.contains(hit));
  });
}

/** The mailed confirmation link, as a path on the local site (the mail names the production address). */
async function mailedLink(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = await mailsTo(inject('sesEndpoint'), email);
    const link = mails
      .map((mail) => mail.body.text?.match(/\/confirmar-solicitud\?token=[A-Za-z0-9_.-]+/)?.[0])
      .find(Boolean);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no confirmation link mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the consumer-law buttons from the landing, as a visitor', () => {
  const baseUrl = inject('baseUrl');
  const ui = useBrowser();

  it.each([
    [360, 640],
    [1280, 800],
  ])('shows both on the first screen at %i × %i and each opens its page', async (width, height) => {
    const page = await ui.open({ viewport: { width, height } });
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Prepará tu ingreso a la UTN' }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(await page.evaluate(() => scrollY)).toBe(0);
    for (const link of consumerLinks)
      expect(await inPlainSight(page, link.label, '.landing-hero')).toBe(true);
    await firstScreen(page, `consumer-landing-first-screen-${width}`);

    for (const link of [cancellation, withdrawal]) {
      const button = page.locator('.landing-hero').getByRole('link', { name: link.label, exact: true });
      await (await whenHydrated(button)).click();
      await page.waitForURL(`${baseUrl}${link.href}`);
      await page.getByRole('heading', { level: 1, name: link.label }).waitFor();
      await page.goBack();
      await page.waitForURL(`${baseUrl}/`);
    }
    expect(errors).toEqual([]);
  });

  it('reaches both from the landing’s footer too', async () => {
    const page = await ui.open({ viewport: phone });
    await page.goto(`${baseUrl}/`);
    const footer = page.locator('footer.site-footer');
    const link = footer.getByRole('link', { name: withdrawal.label, exact: true });
    await (await whenHydrated(link)).click();
    await page.waitForURL(`${baseUrl}${withdrawal.href}`);
    await page.getByRole('heading', { level: 1, name: withdrawal.label }).waitFor();
  });
});

describe('the consumer-law buttons in every footer', () => {
  const baseUrl = inject('baseUrl');

  it.each([
    ['the landing', '/', 'footer.site-footer'],
    ['an SEO page', '/ingreso', 'footer.site-footer'],
    ['a keyword page', '/utn-fisica', 'footer.site-footer'],
    ['the admission guide', '/como-es-el-ingreso', 'footer.site-footer'],
    ['the trial', '/probar', 'footer.site-footer'],
    ['the terms', '/terminos', 'footer.site-footer'],
    ['the privacy policy', '/privacidad', 'footer.site-footer'],
    ['the baja page', '/baja', 'footer.site-footer'],
    ['the confirmation page', '/confirmar-solicitud', 'footer.site-footer'],
    ['the 404 page', '/no/existe', 'footer.site-footer'],
    ['/login, under the card', '/login', 'main.auth'],
  ])('are in the prerendered HTML of %s (%s), without JavaScript', async (_name, path, scope) => {
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    const [tag, className] = scope.split('.');
    const start = html.indexOf(`<${tag} class="${className}`);
    expect(start).toBeGreaterThan(-1);
    const part = html.slice(start, html.indexOf(`</${tag}>`, start));
    for (const link of consumerLinks) expect(part).toContain(`<a href="${link.href}">${link.label}</a>`);
  });
});

describe('the consumer-law buttons in the subscriber area', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: phone, signIn: 'subscriber' });

  it('are in the content footer, and the form offers the signed-in student’s address', async () => {
    const { page, student } = ui;
    const footer = page.locator('footer.content-footer');
    for (const link of consumerLinks)
      expect(await footer.getByRole('link', { name: link.label, exact: true }).getAttribute('href')).toBe(
        link.href,
      );
    await (await whenHydrated(footer.getByRole('link', { name: cancellation.label, exact: true }))).click();
    await page.waitForURL(`${baseUrl}${cancellation.href}`);
    await expect.poll(() => page.getByLabel('El e-mail de tu cuenta').inputValue()).toBe(student.email);
  });
});

describe('asking for a baja or an arrepentimiento as a visitor', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: phone, perTest: true });

  it('gives the identification code at once and asks to confirm from the e-mail', async () => {
    const { page, errors } = ui;
    await page.goto(`${baseUrl}/baja`);
    const field = page.getByLabel('El e-mail de tu cuenta');
    await whenHydrated(field);
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'consumer-baja-360');

    await field.fill(`visitante-${randomUUID().slice(0, 8)}@ejemplo.com.ar`);
    await page.getByRole('button', { name: 'Dar de baja mi suscripción' }).click();
    const result = page.getByRole('region', { name: /Recibimos tu pedido de baja de servicio/ });
    await expect.poll(() => result.textContent(), { timeout: 15_000 }).toMatch(CODE);
    expect(await result.textContent()).toMatch(/Recibido el \d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2}/);
    expect(await result.textContent()).toContain('Revisá tu e-mail para confirmarlo');
    // Focus moves to the answer, so a screen reader reads it at once.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('consumer-result-title');
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'consumer-baja-code-360');
    expect(errors).toEqual([]);
  });

  it('says in Spanish what is wrong with the address, on the field', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}/arrepentimiento`);
    const field = page.getByLabel('El e-mail de tu cuenta');
    const send = page.getByRole('button', { name: 'Arrepentirme de la compra' });
    await whenHydrated(send);

    await send.click();
    await page.getByRole('alert').getByText('Escribí el e-mail de tu cuenta.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);

    await field.fill('hola@');
    await field.press('Enter');
    await page.getByRole('alert').getByText('Ingresá un email válido.').waitFor();
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
  });

  it('carries out the request from the mailed link only when the student presses "Confirmar"', async () => {
    const { page, errors } = ui;
    const student = await seedStudent();
    await page.goto(`${baseUrl}/arrepentimiento`);
    const field = page.getByLabel('El e-mail de tu cuenta');
    await whenHydrated(field);
    await field.fill(student.email);
    await page.getByRole('button', { name: 'Arrepentirme de la compra' }).click();
    const asked = page.getByRole('region', { name: /Recibimos tu pedido de arrepentimiento/ });
    await expect.poll(() => asked.textContent(), { timeout: 15_000 }).toMatch(CODE);
    const code = (await asked.locator('.consumer-code__value').textContent()) ?? '';
    expect(code).toMatch(/^ARR-/);

    const confirmations: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/consumer-requests/confirm')) confirmations.push(request.method());
    });
    await page.goto(`${baseUrl}${await mailedLink(student.email)}`);
    const confirm = page.getByRole('button', { name: 'Confirmar', exact: true });
    await whenHydrated(confirm);
    await page.waitForLoadState('networkidle');
    expect(confirmations).toEqual([]);
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await screenshot(page, 'consumer-confirm-360');

    await confirm.click();
    const done = page.getByRole('region', { name: /Recibimos tu pedido de arrepentimiento/ });
    await expect.poll(() => done.textContent(), { timeout: 15_000 }).toContain(code);
    // A student without a subscription: nothing to refund or end.
    expect(await done.textContent()).toContain('No encontramos una suscripción');
    expect(confirmations).toEqual(['POST']);
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await screenshot(page, 'consumer-confirm-done-360');
    expect(errors).toEqual([]);
  });

  it('says a link without a token, or a refused one, cannot work and how to ask again', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}/confirmar-solicitud`);
    await page.getByRole('heading', { level: 1, name: 'No pudimos confirmar tu pedido' }).waitFor();
    expect(await accessibilityViolations(page, 'html')).toEqual([]);

    await page.goto(`${baseUrl}/confirmar-solicitud?token=${'x'.repeat(40)}`);
    await (await whenHydrated(page.getByRole('button', { name: 'Confirmar', exact: true }))).click();
    await page.getByRole('heading', { level: 1, name: 'No pudimos confirmar tu pedido' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(/enlace de confirmación/);
    const again = page.locator('main');
    expect(await again.getByRole('link', { name: 'botón de baja de servicio' }).getAttribute('href')).toBe(
      '/baja',
    );
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await screenshot(page, 'consumer-confirm-invalid-360');
  });
});

describe('the consumer-law pages at 1280 px', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: { width: 1280, height: 800 } });

  it.each([
    ['/arrepentimiento', withdrawal.label],
    ['/baja', cancellation.label],
    ['/confirmar-solicitud?token=abcdefghijklmnopqrstuvwxyz', 'Confirmá tu pedido'],
  ])('lays out %s without violations', async (pagePath, heading) => {
    const { page } = ui;
    await page.goto(`${baseUrl}${pagePath}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, `consumer${pagePath.split('?')[0]?.replace('/', '-')}-1280`);
  });
});
