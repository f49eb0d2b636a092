import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { mailsTo } from '../integration/mailbox.ts';
import { screenshot, watchErrors, whenHydrated } from './browser.ts';
import { usePage } from './fixture.ts';
import { codeFromMailbox } from './mailbox.ts';
import { seedStudent } from './seed.ts';

describe('logging in with an e-mailed code', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: { width: 390, height: 844 }, perTest: true });

  async function askForCode(email: string) {
    const { page } = ui;
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Acceder' }).click();
    await page.waitForURL(/\/email-verification\?/);
  }

  it('takes a new student from /login through the code to choosing a plan', async () => {
    const { context, page } = ui;
    const errors = watchErrors(page);
    const email = `nueva-${randomUUID().slice(0, 8)}@ejemplo.com.ar`;
    await askForCode(email);
    expect(new URL(page.url()).searchParams.get('next')).toBe('checkout');
    expect(new URL(page.url()).searchParams.get('email')).toBe(email);

    const verify = page.getByRole('button', { name: 'Verificar código' });
    expect(await verify.isDisabled()).toBe(true);
    const code = await codeFromMailbox(email);
    await page.getByLabel('Dígito 1 de 6').focus();
    await page.keyboard.type(code.slice(0, 5));
    await screenshot(page, 'verification-390');
    expect(await verify.isDisabled()).toBe(true);
    // The sixth digit sends the code by itself.
    await page.keyboard.type(code.slice(5));

    await page.waitForURL(`${baseUrl}/plans`);
    const stored = await page.evaluate(() => ({ ...sessionStorage }));
    expect(stored).toMatchObject({
      user_email: email,
      subscription_email: email,
      user_id: expect.any(String),
    });
    const cookie = (await context.cookies()).find((c) => c.name === 'ingresa_session');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  it('takes a subscriber to the dashboard, and logging out clears the session', async () => {
    const { context, page } = ui;
    const { email } = await seedStudent({ subscription: 'active' });
    await askForCode(email);
    expect(new URL(page.url()).searchParams.get('next')).toBeNull();
    const code = await codeFromMailbox(email);
    await page.getByLabel('Dígito 1 de 6').focus();
    await page.evaluate(
      (text) => {
        const data = new DataTransfer();
        data.setData('text', text);
        document.activeElement?.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      },
      code.slice(0, 4),
    );
    for (let i = 1; i <= 4; i++)
      expect(await page.getByLabel(`Dígito ${i} de 6`).inputValue()).toBe(code[i - 1]);
    expect(await page.getByLabel('Dígito 5 de 6').inputValue()).toBe('');
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text', text);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, code.slice(4));
    await page.waitForURL(`${baseUrl}/content/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // On a phone the sections sit behind the menu button, which closes once a section is chosen.
    await page.getByRole('button', { name: 'Menú' }).click();
    const sections = page.getByRole('navigation', { name: 'Secciones' });
    await sections.getByRole('link', { name: 'Sistema Educativo' }).click();
    await page.waitForURL(`${baseUrl}/content/educational`);
    // The menu closes itself when the page changes, and a click that lands before the new page settles is
    // undone by it; NavLink marks itself active on the render after the URL changes. Open it until it stays.
    const toggle = page.getByRole('button', { name: 'Menú' });
    await expect
      .poll(
        async () => {
          if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
          return sections.locator('a.active', { hasText: 'Sistema Educativo' }).isVisible();
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    await page.getByRole('button', { name: /^Tu cuenta/ }).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect((await context.cookies()).find((c) => c.name === 'ingresa_session')).toBeUndefined();
  });

  it('shows the server message for a wrong code and keeps the student on the page', async () => {
    const { page } = ui;
    const { email } = await seedStudent({ subscription: 'active' });
    await askForCode(email);
    const code = await codeFromMailbox(email);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Dígito 1 de 6').focus();
    await page.keyboard.type(wrong);
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'El código no es correcto. Te quedan 4 intentos.',
    );
    // The caret goes back to the first box, so a phone's keyboard stays open for the next try.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Dígito 1 de 6');
    const resend = page.getByRole('button', { name: 'Reenviar código' });
    expect((await resend.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    // The code went out a moment ago: another can be asked for when the countdown ends.
    expect(await resend.isDisabled()).toBe(true);
    await expect(page.locator('#resend-wait').textContent()).resolves.toMatch(
      /^Podés pedir otro código en (1:00|0:[0-5]\d)\.$/,
    );
  });

  it('a second "Acceder" within a minute goes back to the code just sent, says when it went and counts down to "Reenviar código"', async () => {
    const { page } = ui;
    const errors = watchErrors(page);
    const { email } = await seedStudent({ subscription: 'active' });
    await askForCode(email);
    const code = await codeFromMailbox(email);
    const mailed = (await mailsTo(inject('sesEndpoint'), email)).length;
    await page.waitForFunction(() => document.querySelector('.auth__lead')?.textContent?.includes(' a las '));
    const sentAt = await page.locator('.auth__lead').textContent();
    expect(sentAt).toMatch(/ a las \d{2}:\d{2}\. Vale por 10 minutos\.$/);

    await page.goBack();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Acceder' }).click();
    await page.waitForURL(/\/email-verification\?/);
    const time = /a las (\d{2}:\d{2})/.exec(sentAt ?? '')?.[1];
    await expect(page.locator('.form-notice').textContent()).resolves.toBe(
      `Ya te enviamos un código a las ${time}: usá ese, vale por 10 minutos.`,
    );
    expect(await page.getByRole('button', { name: 'Reenviar código' }).isDisabled()).toBe(true);
    const first = await page.locator('.auth__countdown').textContent();
    await page.waitForFunction(
      (before) => document.querySelector('.auth__countdown')?.textContent !== before,
      first,
    );
    await screenshot(page, 'verification-again-390');
    // No second e-mail: the code from the first one logs in.
    expect((await mailsTo(inject('sesEndpoint'), email)).length).toBe(mailed);
    await page.getByLabel('Dígito 1 de 6').focus();
    await page.keyboard.type(code);
    await page.waitForURL(`${baseUrl}/content/dashboard`);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  it('"Acceder" right after the checkout\'s e-mail step sent a code goes to that code, with nothing new mailed', async () => {
    const { page } = ui;
    const errors = watchErrors(page);
    const email = `casi-${randomUUID().slice(0, 8)}@ejemplo.com.ar`;
    await page.goto(`${baseUrl}/#pricing`);
    await (await whenHydrated(page.getByRole('button', { name: 'Elegir Plan Semanal' }))).click();
    const modal = page.getByRole('dialog', { name: '¡Casi listo!' });
    await modal.getByLabel('Email').fill(email);
    await modal.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/email-verification\?.*next=checkout/);
    const code = await codeFromMailbox(email);

    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await (await whenHydrated(page.getByRole('button', { name: 'Acceder' }))).click();
    await page.waitForURL(/\/email-verification\?.*next=checkout/);
    await expect(page.locator('.form-notice').textContent()).resolves.toMatch(
      /^Ya te enviamos un código a las \d{2}:\d{2}: usá ese, vale por 10 minutos\.$/,
    );
    expect(await page.getByRole('button', { name: 'Reenviar código' }).isDisabled()).toBe(true);
    expect(await mailsTo(inject('sesEndpoint'), email)).toHaveLength(1);
    expect(await codeFromMailbox(email)).toBe(code);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  it('asks for the e-mail again when the verification page has none', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}/email-verification`);
    await page.getByRole('link', { name: 'Volver al inicio de sesión' }).click();
    await page.waitForURL(`${baseUrl}/login`);
  });
});
