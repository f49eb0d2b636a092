import { describe, expect, inject, it } from 'vitest';
import { watchErrors, whenHydrated } from './browser.ts';
import { desktop, usePage } from './fixture.ts';
import { signInAsSubscriber } from './sign-in.ts';

describe('the tutor during a simulator', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: desktop });

  it('says on the player that it does not solve, and the server declines to', async () => {
    const { page } = ui;
    await signInAsSubscriber(page, baseUrl);
    await page.goto(`${baseUrl}/content/simuladores`);
    await (await whenHydrated(page.getByRole('button', { name: 'Crear simulador' }))).click();
    await page.waitForURL(/\/content\/simulador\//);
    const errors = watchErrors(page);

    await page.getByRole('button', { name: 'Abrir tutor IA' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tutor IA' });
    await expect(dialog.getByRole('note').textContent()).resolves.toContain(
      'Mientras hacés el simulador, el tutor no resuelve ejercicios',
    );
    await dialog.getByLabel('Tu consulta al tutor').fill('Resolvé 2x + 3 = 11');
    await page.keyboard.press('Enter');
    await dialog
      .locator('.tutor-message--tutor')
      .getByText(/^Tenés un simulador en curso/)
      .waitFor();
    expect(await dialog.locator('.tutor-message--tutor').last().textContent()).not.toMatch(/x = 4/);
    expect(errors).toEqual([]);
  });
});
