import { readFile } from 'node:fs/promises';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { keys } from '../../functions/lib/data/keys.ts';
import { localDynamoClient } from '../../infra/local/dynamodb.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot, watchErrors } from './browser.ts';
import { reachCheckoutAsNewStudent, scrollsSideways } from './checkout.ts';
import { desktop, phone, useBrowser, usePage } from './fixture.ts';

const fileName = /^ingresa-mis-datos-\d{4}-\d{2}-\d{2}\.json$/;

/** The user id the table keeps for an e-mail, read straight from the running stack's table. */
async function accountOf(email: string): Promise<unknown> {
  const client = DynamoDBDocumentClient.from(localDynamoClient(inject('dynamoDbEndpoint')));
  try {
    const { Item } = await client.send(
      new GetCommand({ TableName: inject('tableName'), Key: keys.userByEmail(email) }),
    );
    return Item?.userId;
  } finally {
    client.destroy();
  }
}

async function openProfileMenuItem(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: /^Tu cuenta/ }).click();
  await page.locator('#profile-menu').getByRole('button', { name }).click();
}

describe('the student’s own data from the profile menu (Ley 25.326)', () => {
  const baseUrl = inject('baseUrl');

  describe('"Descargar mis datos"', () => {
    const ui = usePage({ viewport: desktop, signIn: 'subscriber' });

    it('links the privacy policy and the terms from the subscriber area’s footer', async () => {
      const { page } = ui;
      const footer = page.locator('footer.content-footer');
      expect(await footer.getByRole('link', { name: 'Política de privacidad' }).getAttribute('href')).toBe(
        '/privacidad',
      );
      expect(await footer.getByRole('link', { name: 'Términos y condiciones' }).getAttribute('href')).toBe(
        '/terminos',
      );
    });

    it('downloads everything kept about the student as a JSON file named after the day', async () => {
      const { page } = ui;
      const errors = watchErrors(page);
      const downloading = page.waitForEvent('download');
      await openProfileMenuItem(page, 'Descargar mis datos');
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(fileName);
      const data = JSON.parse(await readFile(await download.path(), 'utf8'));
      expect(data.user.email).toBe(ui.student.email);
      expect(Date.parse(data.exportedAt)).not.toBeNaN();
      expect(data.subscription).toMatchObject({ planId: 'annual' });
      for (const list of ['agreements', 'attempts', 'statistics', 'simulators', 'feedback', 'tutorChat'])
        expect(Array.isArray(data[list])).toBe(true);

      const dialog = page.getByRole('dialog', { name: 'Descargar mis datos' });
      await expect
        .poll(() => dialog.getByRole('status').textContent())
        .toBe(
          `Listo: descargamos ${download.suggestedFilename()}. Si no lo ves, buscalo en la carpeta de descargas.`,
        );
      expect(await accessibilityViolations(page, 'html')).toEqual([]);
      await screenshot(page, 'account-download-1280');

      const again = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Descargar de nuevo' }).click();
      expect((await again).suggestedFilename()).toBe(download.suggestedFilename());

      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
        'profile-menu',
      );
      expect(errors).toEqual([]);
    });

    it('says in Spanish when the export failed, and retries', async () => {
      const { page } = ui;
      // The client asks a read three times before it gives up (callApi): all three fail here.
      let failures = 3;
      await page.route('**/api/account/export', (route) =>
        failures-- > 0
          ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false}' })
          : route.continue(),
      );
      await page.setViewportSize({ width: 360, height: 780 });
      await openProfileMenuItem(page, 'Descargar mis datos');
      const dialog = page.getByRole('dialog', { name: 'Descargar mis datos' });
      const alert = dialog.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toBe(
        'No pudimos preparar tus datos. Probá de nuevo en unos minutos.',
      );
      expect(await accessibilityViolations(page, 'html')).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, 'account-download-error-360');

      const downloading = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Reintentar' }).click();
      expect((await downloading).suggestedFilename()).toMatch(fileName);
      expect(await alert.count()).toBe(0);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.unroute('**/api/account/export');
      await page.setViewportSize({ width: 1280, height: 900 });
    });
  });

  describe('"Eliminar mi cuenta"', () => {
    const ui = useBrowser();

    it('deletes only once ELIMINAR is typed, cancelling the subscription, and the student is logged out', async () => {
      const page = await ui.open({ viewport: phone });
      // A real subscription: a live Mercado Pago agreement the deletion has to cancel first.
      const { email } = await reachCheckoutAsNewStudent(page, baseUrl, 'Plan Semanal');
      await page.getByRole('button', { name: 'Aprobar pago' }).click();
      await page.waitForURL(/\/subscription\/success/);
      await page.getByRole('link', { name: 'Ir a mi panel' }).click();
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      expect(await accountOf(email)).toEqual(expect.any(String));

      await openProfileMenuItem(page, 'Eliminar mi cuenta');
      const dialog = page.getByRole('dialog', { name: 'Eliminar mi cuenta' });
      await dialog.waitFor();
      const text = (await dialog.textContent()) ?? '';
      expect(text).toContain('Cancelamos tu suscripción en Mercado Pago: no se te cobra nada más.');
      expect(text).toContain('Perdés el tiempo que ya pagaste');
      expect(text).toContain('No se puede recuperar.');

      const confirmation = dialog.getByLabel('Escribí ELIMINAR para confirmar');
      const remove = dialog.getByRole('button', { name: 'Eliminar mi cuenta' });
      expect(await remove.isDisabled()).toBe(true);
      for (const typed of ['ELIMINA', 'eliminar', 'BORRAR']) {
        await confirmation.fill(typed);
        expect(await remove.isDisabled()).toBe(true);
      }
      await confirmation.fill('ELIMINAR');
      expect(await remove.isEnabled()).toBe(true);
      expect(await accessibilityViolations(page, 'html')).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, 'account-delete-360');
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(await accessibilityViolations(page, 'html')).toEqual([]);
      await screenshot(page, 'account-delete-1280');
      await page.setViewportSize({ width: 360, height: 780 });

      // Mercado Pago could not cancel: nothing is deleted and the server says so.
      const refusal =
        'No pudimos cancelar tu suscripción en Mercado Pago, así que todavía no eliminamos tu cuenta. Intentá de nuevo en unos minutos.';
      await page.route('**/api/account/delete', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: refusal }),
        }),
      );
      await remove.click();
      await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(refusal);
      expect(page.url()).toBe(`${baseUrl}/content/dashboard`);
      await screenshot(page, 'account-delete-error-360');
      await page.unroute('**/api/account/delete');

      const errors = watchErrors(page);
      await remove.click();
      await page.waitForURL(`${baseUrl}/cuenta-eliminada`);
      await page.getByRole('heading', { level: 1, name: 'Eliminamos tu cuenta' }).waitFor();
      expect(await page.getByRole('main').textContent()).toContain('no se te va a cobrar de nuevo');
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('ingresa_logout'))).toMatch(/^\d+$/);
      expect(await accessibilityViolations(page, 'html')).toEqual([]);
      await screenshot(page, 'account-deleted-360');
      expect(errors).toEqual([]);

      await page.goto(`${baseUrl}/content/dashboard`);
      await page.waitForURL(`${baseUrl}/login`);
      // The e-mail belongs to no account any more.
      expect(await accountOf(email)).toBeUndefined();
    });
  });
});
