import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot, watchErrors } from './browser.ts';
import { signInAsSubscriber } from './sign-in.ts';

describe('an exam simulator, start to finish', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ locale: 'es-AR', viewport: { width: 390, height: 844 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('configures a 10-question simulator, answers every question and shows the results', async () => {
    const errors = watchErrors(page);
    await signInAsSubscriber(page, baseUrl);
    await page.goto(`${baseUrl}/content/simuladores`);
    await page.getByRole('heading', { name: 'Simuladores de examen' }).waitFor();
    expect(await page.getByLabel('Materia').inputValue()).toBe('matematicas');
    expect(await page.getByLabel('Cantidad de preguntas').inputValue()).toBe('20');
    expect(await page.getByLabel('Dificultad').inputValue()).toBe('medio');
    expect(await page.getByLabel('Tiempo límite').inputValue()).toBe('60');
    await page.getByLabel('Materia').selectOption('fisica');
    await page.getByLabel('Cantidad de preguntas').selectOption('10');
    await page.getByLabel('Mecánica').check();
    await page.getByLabel('Electricidad').check();
    await page.getByRole('button', { name: 'Crear simulador' }).click();
    await page.waitForURL(/\/content\/simulador\/[\w-]+$/);

    for (let i = 1; i <= 10; i++) {
      await page.getByText(`Pregunta ${i} de 10`).waitFor();
      const send = page.getByRole('button', { name: 'Enviar respuesta' });
      expect(await send.isDisabled()).toBe(true);
      await page.locator('.option').first().click();
      if (i === 2) {
        // A reload keeps the option chosen but not yet sent.
        await page.reload();
        await page.getByText('Pregunta 2 de 10').waitFor();
        expect(await page.getByRole('radio').first().isChecked()).toBe(true);
        expect(await send.isEnabled()).toBe(true);
      }
      await send.click();
      const feedback = page.getByRole('status').filter({ hasText: /Correcto|Incorrecto/ });
      await feedback.waitFor();
      if (i === 1) await screenshot(page, 'simulator-feedback-390');
      await page
        .getByRole('button', { name: i === 10 ? 'Finalizar simulador' : 'Siguiente pregunta' })
        .click();
    }

    await page.getByRole('heading', { name: 'Resultados del simulador' }).waitFor();
    const metrics = await page.locator('.metrics').textContent();
    const correct = Number(/Correctas(\d+)/.exec(metrics ?? '')?.[1]);
    const incorrect = Number(/Incorrectas(\d+)/.exec(metrics ?? '')?.[1]);
    expect(correct + incorrect).toBe(10);
    expect(metrics).toMatch(new RegExp(`Precisión${correct * 10}%`));
    const topics = await page.locator('.results__topics tbody th').allTextContents();
    expect(topics.sort()).toEqual(['Electricidad', 'Mecánica']);
    await screenshot(page, 'simulator-results-390');

    await page.reload();
    await page.getByRole('heading', { name: 'Resultados del simulador' }).waitFor();
    expect(
      Number(await page.evaluate(() => localStorage.getItem('ingresa_finished_work_at'))),
    ).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Ver historial' }).click();
    const history = page.getByRole('heading', { name: 'Tu historial' });
    await history.waitFor();
    // It lands on the history itself, not on the top of the configurator.
    await page.waitForFunction(() => document.activeElement?.id === 'history-title');
    const box = await history.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect(box?.y).toBeLessThan(page.viewportSize()?.height ?? 0);
    expect(await page.locator('.simulators__list').last().textContent()).toContain(`${correct * 10}%`);
    expect(errors).toEqual([]);
  });

  it('says the id is not valid when the simulator page has none', async () => {
    await page.goto(`${baseUrl}/content/simulador`);
    await page.getByText('ID de simulador no válido').waitFor();
  });
});
