import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, watchErrors, whenHydrated } from './browser.ts';
import { desktop, usePage } from './fixture.ts';
import { enterMailedCode } from './sign-in.ts';

describe('buying a subscription', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: desktop, perTest: true });

  /** Landing pricing → "Casi listo" → code from the local mailbox → Mercado Pago's checkout page. */
  async function reachCheckout(planName: 'Plan Premium' | 'Plan Semanal') {
    const { page } = ui;
    const email = `compra-${randomUUID().slice(0, 8)}@ejemplo.com.ar`;
    await page.goto(`${baseUrl}/#pricing`);
    const choose = page.getByRole('button', { name: `Elegir ${planName}` });
    await whenHydrated(choose);
    await choose.click();
    const modal = page.getByRole('dialog', { name: '¡Casi listo!' });
    await modal.waitFor();
    expect(await modal.textContent()).toContain(planName);
    await modal.getByLabel('Email').fill('sin-arroba');
    await modal.getByRole('button', { name: 'Continuar' }).click();
    await expect(modal.getByRole('alert').textContent()).resolves.toBe('Por favor, ingresá un email válido');
    await modal.getByLabel('Email').fill(`  ${email.toUpperCase()} `);
    await screenshot(page, 'checkout-modal-1280');
    await modal.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/email-verification\?.*next=checkout/);
    await enterMailedCode(page, email);
    await page.waitForURL(/\/checkout\/preapproval\//);
    expect(await page.textContent('body')).toContain(planName);
    return email;
  }

  it('goes from the landing’s pricing to the dashboard through Mercado Pago', async () => {
    const { page } = ui;
    const errors = watchErrors(page);
    await reachCheckout('Plan Premium');
    await page.getByRole('button', { name: 'Aprobar pago' }).click();

    await page.waitForURL(/\/subscription\/success/);
    const details = page.locator('.result__details');
    await details.waitFor();
    const text = await details.textContent();
    expect(text).toContain('Plan Premium');
    expect(text).toContain('Activa');
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(text).toMatch(/Días restantes(36[4-6])/);
    await screenshot(page, 'subscription-success-1280');

    await page.getByRole('link', { name: 'Ir a mi panel' }).click();
    await page.waitForURL(`${baseUrl}/content/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(errors).toEqual([]);

    await page.getByRole('button', { name: /^Tu cuenta/ }).click();
    await page.getByRole('button', { name: 'Cancelar suscripción' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar suscripción' });
    await dialog.getByRole('button', { name: 'Sí, cancelar' }).click();
    await expect(dialog.getByRole('status').textContent()).resolves.toMatch(
      /podés seguir estudiando hasta el/,
    );
  });

  it('shows the failure page when the payment is rejected, and keeps the area closed', async () => {
    const { page } = ui;
    await reachCheckout('Plan Semanal');
    await page.getByRole('button', { name: 'Rechazar pago' }).click();
    await page.waitForURL(/\/subscription\/failure/);
    await page.getByRole('heading', { name: 'No pudimos procesar tu pago' }).waitFor();
    const body = await page.textContent('main');
    expect(body).toContain('No se realizó ningún cargo');
    expect(body).toContain('Fondos insuficientes');
    await page.goto(`${baseUrl}/content/dashboard`);
    await page.waitForURL(`${baseUrl}/plans`);
  });

  it('shows the pending page when the payment stays in review', async () => {
    const { page } = ui;
    const email = await reachCheckout('Plan Semanal');
    await page.getByRole('button', { name: 'Dejar pendiente' }).click();
    await page.waitForURL(/\/subscription\/pending\?email=/);
    await page.getByRole('heading', { name: 'Tu pago está en verificación' }).waitFor();
    const body = await page.textContent('main');
    expect(body).toContain('hasta 24 horas');
    expect(body).toContain(email);
  });

  it('shows the plans to a visitor and asks for the e-mail when a plan is chosen', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}/plans?plan=annual&autoSelect=true`);
    const modal = page.getByRole('dialog', { name: '¡Casi listo!' });
    await modal.waitFor();
    expect(await modal.textContent()).toContain('Plan Premium');
    await modal.getByRole('button', { name: 'Cancelar' }).click();
    expect(page.url()).toBe(`${baseUrl}/plans?plan=annual`);
    await page.getByRole('button', { name: 'Elegir Plan Semanal' }).click();
    expect(await page.getByRole('dialog', { name: '¡Casi listo!' }).textContent()).toContain('Plan Semanal');
  });

  it('takes "Mirá los planes" on /login to the plans, not back to /login', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('link', { name: 'Mirá los planes' }).click();
    await page.waitForURL(`${baseUrl}/plans`);
    await page.getByRole('heading', { name: 'Elegí tu plan' }).waitFor();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${baseUrl}/plans`);
  });
});
