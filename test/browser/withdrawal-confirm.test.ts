import { describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './axe.ts';
import { screenshot, watchErrors, whenHydrated } from './browser.ts';
import { reachCheckoutAsNewStudent, scrollsSideways } from './checkout.ts';
import { phone, useBrowser } from './fixture.ts';

describe('«Arrepentirme de la compra» for the student signed in', () => {
  const baseUrl = inject('baseUrl');
  const ui = useBrowser();

  it('asks once what is lost, refunds, and the area then explains the refund', async () => {
    const page = await ui.open({ viewport: phone });
    const errors = watchErrors(page);
    await reachCheckoutAsNewStudent(page, baseUrl, 'Plan Semanal');
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await page.waitForURL(/\/subscription\/success/);

    await page.goto(`${baseUrl}/arrepentimiento`);
    await (await whenHydrated(page.getByRole('button', { name: 'Arrepentirme de la compra' }))).click();
    const question = page.getByRole('region', { name: '¿Te arrepentís de la compra?' });
    await question.getByText('Se te devuelven $ 6.050 y tu acceso termina hoy.').waitFor();
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'withdrawal-confirm-360');

    // "Volver" leaves everything as it was.
    await question.getByRole('button', { name: 'Volver' }).click();
    await page.getByRole('button', { name: 'Arrepentirme de la compra' }).click();
    await page.getByRole('button', { name: 'Sí, arrepentirme' }).click();
    await page.getByText(/Tu código de identificación: ARR-/).waitFor();

    await page.goto(`${baseUrl}/content/dashboard`);
    await page.waitForURL(`${baseUrl}/plans`);
    await page.getByRole('heading', { name: 'Te devolvimos el pago' }).waitFor();
    expect(errors.filter((error) => !/403/.test(error))).toEqual([]);
  });
});
