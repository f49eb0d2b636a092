import { describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './axe.ts';
import { screenshot, watchErrors } from './browser.ts';
import { reachCheckoutAsNewStudent, scrollsSideways } from './checkout.ts';
import { desktop, usePage } from './fixture.ts';
import { signInAsSubscriber } from './sign-in.ts';

const date = /\d{2}\/\d{2}\/\d{4}/;

describe('"Mi suscripción"', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: desktop });

  const detail = (term: string) =>
    ui.page
      .locator('.account-details div')
      .filter({ has: ui.page.getByRole('term').getByText(term, { exact: true }) });

  it('shows the plan, its state, the next charge and the approved payment, and cancels from there', async () => {
    const { page } = ui;
    await reachCheckoutAsNewStudent(page, baseUrl, 'Plan Semanal');
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await page.waitForURL(/\/subscription\/success/);
    await page.getByRole('link', { name: 'Ir a mi panel' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    const errors = watchErrors(page);
    await page.getByRole('button', { name: /^Tu cuenta/ }).click();
    await screenshot(page, 'my-subscription-menu-1280');
    await page.locator('#profile-menu').getByRole('link', { name: 'Mi suscripción' }).click();
    await page.waitForURL(`${baseUrl}/content/suscripcion`);
    await page.getByRole('heading', { level: 1, name: 'Mi suscripción' }).waitFor();
    const payments = page.getByRole('table', { name: /Tus pagos/ });
    await payments.waitFor();

    expect(await detail('Plan').locator('dd').textContent()).toBe('Plan Semanal');
    expect(await detail('Estado').locator('dd').textContent()).toBe('Activa');
    expect(await detail('Pagado hasta').locator('dd').textContent()).toMatch(date);
    expect(await detail('Próximo cobro').locator('dd').textContent()).toMatch(
      /^\d{2}\/\d{2}\/\d{4} · \$ 6\.050$/,
    );
    const rows = payments.locator('tbody tr');
    expect(await rows.count()).toBe(1);
    const cells = await rows.first().locator('th, td').allTextContents();
    expect(cells).toEqual([expect.stringMatching(date), 'Plan Semanal', '$ 6.050', 'Aprobado']);
    expect(await page.getByRole('heading', { name: 'Cómo cambiar de plan' }).isVisible()).toBe(true);
    expect(await page.getByRole('main').textContent()).toContain('elegí el Plan Premium');

    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await screenshot(page, 'my-subscription-1280');
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await scrollsSideways(page)).toBe(false);
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await screenshot(page, 'my-subscription-360');

    await page.getByRole('button', { name: 'Cancelar suscripción' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar suscripción' });
    await dialog.getByRole('button', { name: 'Sí, cancelar' }).click();
    await expect(dialog.getByRole('status').textContent()).resolves.toMatch(
      /podés seguir estudiando hasta el/,
    );
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByText('No se renueva').waitFor();
    expect(await detail('Estado').locator('dd').textContent()).toMatch(
      /^Cancelada — acceso hasta el \d{2}\/\d{2}\/\d{4}$/,
    );
    expect(await page.getByRole('button', { name: 'Cancelar suscripción' }).count()).toBe(0);
    // The page draws itself anew after the dialog closes; the focus reaches its heading once it has.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 10_000 })
      .toBe('Tu plan');
    expect(await page.getByRole('main').textContent()).toContain('Ya cancelaste tu suscripción');
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'my-subscription-cancelled-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(errors).toEqual([]);
  });

  it('says when Mercado Pago’s payments could not be read, retries, and says when there are none', async () => {
    const { browser } = ui;
    const fresh = await browser.newContext({ locale: 'es-AR', viewport: { width: 360, height: 780 } });
    const tab = await fresh.newPage();
    try {
      await signInAsSubscriber(tab, baseUrl);
      // The client asks a read three times before it gives up (callApi): all three fail here.
      let failures = 3;
      await tab.route('**/api/subscriptions/payments', (route) =>
        failures-- > 0
          ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false}' })
          : route.continue(),
      );
      await tab.goto(`${baseUrl}/content/suscripcion`);
      const section = tab.getByRole('region', { name: 'Tus pagos' });
      const alert = section.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toContain('No pudimos traer tus pagos de Mercado Pago.');
      await screenshot(tab, 'my-subscription-payments-error-360');
      await alert.getByRole('button', { name: 'Reintentar' }).click();
      await section.getByText('Todavía no hay pagos registrados.').waitFor();
      expect(await tab.locator('.account-details').textContent()).toContain('Plan Premium');
      expect(await tab.getByText(/ · \$ 42\.440$/).count()).toBe(1);
      expect(await accessibilityViolations(tab, 'html')).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
