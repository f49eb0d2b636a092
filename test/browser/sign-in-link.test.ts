import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { linkMessages } from '../../functions/lib/auth/verify-link.ts';
import { routes } from '../../shared/api/routes.ts';
import { SIGN_IN_LINK_PATH } from '../../shared/domain/sign-in-link.ts';
import { mailsTo } from '../integration/mailbox.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot } from './browser.ts';
import { phone, usePage } from './fixture.ts';
import { linkTokenFromMailbox } from './mailbox.ts';
import { seedStudent } from './seed.ts';

/** #29 (ADR 0064): the one-click link of the login e-mail, opened from the local mailbox in Chromium. */
describe('signing in with the link in the code e-mail', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: phone, perTest: true });

  /** Asks for a code as another device would (the link is opened elsewhere) and returns the mail's link. */
  async function mailedLink(email: string, purpose?: 'checkout'): Promise<string> {
    const before = (await mailsTo(inject('sesEndpoint'), email)).length;
    const asked = await fetch(`${baseUrl}${routes.sendVerification.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, ...(purpose ? { purpose } : {}) }),
    });
    expect(asked.status).toBe(200);
    expect((await mailsTo(inject('sesEndpoint'), email)).length).toBe(before + 1);
    return `${baseUrl}${SIGN_IN_LINK_PATH}#${await linkTokenFromMailbox(email)}`;
  }

  it('takes a subscriber from the mailed link to the dashboard, signed in, after a mail client fetched it first', async () => {
    const { context, page, errors } = ui;
    const { email } = await seedStudent({ subscription: 'active' });
    const link = await mailedLink(email);
    // A mail client's preview fetches the address: no fragment reaches a server, and nothing is used.
    const preview = await fetch(link);
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain('Ingresando a tu cuenta');

    await page.goto(link);
    await page.waitForURL(`${baseUrl}/content/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const cookie = (await context.cookies()).find((c) => c.name === 'ingresa_session');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  it('takes a new buyer to the plans, signed in', async () => {
    const { page } = ui;
    const email = `nueva-${randomUUID().slice(0, 8)}@ejemplo.com.ar`;
    await page.goto(await mailedLink(email, 'checkout'));
    await page.waitForURL(`${baseUrl}/plans`);
    expect(await page.evaluate(() => sessionStorage.getItem('user_email'))).toBe(email);
  });

  it('says a used link no longer signs in, with a way back to /login, and is accessible at 360 px', async () => {
    const { page } = ui;
    const { email } = await seedStudent({ subscription: 'active' });
    const link = await mailedLink(email);
    const first = await ui.open();
    await first.goto(link);
    await first.waitForURL(`${baseUrl}/content/dashboard`);

    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Este enlace no sirve para ingresar' }).waitFor();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(linkMessages.used);
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await screenshot(page, 'sign-in-link-used-360');
    await page.getByRole('link', { name: 'Volver a ingresar' }).click();
    await page.waitForURL(`${baseUrl}/login`);
  });

  it('says so when the address has no token', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}${SIGN_IN_LINK_PATH}`);
    await page.getByRole('heading', { level: 1, name: 'Este enlace no sirve para ingresar' }).waitFor();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(linkMessages.invalid);
  });
});
