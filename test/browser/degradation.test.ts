import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './browser.ts';
import { desktop, phone, usePage } from './fixture.ts';

const busy = {
  status: 503,
  contentType: 'application/json',
  headers: { 'retry-after': '1' },
  body: JSON.stringify({
    success: false,
    message: 'Hay mucha demanda en este momento. Probá de nuevo en unos segundos.',
  }),
};

describe('a busy server, as a student meets it', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: phone, signIn: 'subscriber', perTest: true });

  it('loads a page after two busy answers, telling the student it is retrying', async () => {
    const { page } = ui;
    let refusals = 2;
    await page.route(/\/api\/educational$/, async (route) => {
      if (refusals-- > 0) return route.fulfill(busy);
      return route.continue();
    });
    await page.goto(`${baseUrl}/content/educational`);
    await page.getByRole('status').filter({ hasText: 'estamos reintentando' }).waitFor();
    await screenshot(page, 'retrying-360');
    await page.setViewportSize(desktop);
    await screenshot(page, 'retrying-1280');
    await page.setViewportSize(phone);
    await page
      .getByRole('link', { name: /Matemática/ })
      .first()
      .waitFor();
    expect(refusals).toBeLessThan(0);
    expect(await page.locator('.retry-notice').textContent()).toBe('');
  });

  it('says plainly that a simulator answer was not saved, keeps the choice, and saves it when sent again', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}/content/simuladores`);
    await page.getByRole('button', { name: 'Crear simulador' }).click();
    await page.waitForURL(/\/content\/simulador\/[\w-]+$/);
    await page.getByText('Pregunta 1 de').waitFor();
    let refused = 0;
    await page.route('**/api/simulators/*/answer', (route) => {
      refused += 1;
      return route.fulfill(busy);
    });
    await page.locator('.option').first().click();
    await page.getByRole('button', { name: 'Enviar respuesta' }).click();

    await page.getByRole('alert').filter({ hasText: 'No pudimos guardar tu respuesta' }).waitFor();
    expect(refused).toBe(3);
    await screenshot(page, 'answer-not-saved-360');
    await page.setViewportSize(desktop);
    await screenshot(page, 'answer-not-saved-1280');
    await page.setViewportSize(phone);
    expect(await page.getByRole('radio').first().isChecked()).toBe(true);
    expect(await page.getByText(/Correcto|Incorrecto|Respuesta enviada/).count()).toBe(0);

    await page.unroute('**/api/simulators/*/answer');
    await page.getByRole('button', { name: 'Enviar respuesta' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Correcto|Incorrecto/ })
      .waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'No pudimos guardar' }).count()).toBe(0);
  });
});
