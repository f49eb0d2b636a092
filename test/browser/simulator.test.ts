import { describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './axe.ts';
import { screenshot, watchErrors } from './browser.ts';
import { usePage } from './fixture.ts';
import { signInAsSubscriber } from './sign-in.ts';

describe('an exam simulator, start to finish', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: { width: 390, height: 844 } });

  it('configures a 10-question simulator, answers every question and shows the results', async () => {
    const { page } = ui;
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
      // Right and wrong are said in words and a sign on the options, not only by their colour.
      const marks = await page.locator('.option__mark').allTextContents();
      const verdict = await page.locator('.player__verdict').textContent();
      expect(marks.sort()).toEqual(
        verdict?.includes('¡Correcto!') ? ['✓ Tu respuesta · Correcta'] : ['✓ Correcta', '✗ Tu respuesta'],
      );
      expect(verdict).toMatch(/^(✓¡Correcto!|✗Incorrecto)$/);
      if (i === 1) await screenshot(page, 'simulator-feedback-390');
      // The answer sheet (#30) rises over the page; «Continuar» leaves the student on the verdict.
      await page.getByRole('dialog').getByRole('button', { name: 'Continuar' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page
        .getByRole('button', { name: i === 10 ? 'Finalizar simulador' : 'Siguiente pregunta' })
        .click();
    }

    await page.getByRole('heading', { name: 'Resultados del simulador' }).waitFor();
    const metrics = await page.locator('.metrics li').allTextContents();
    const count = (pattern: RegExp) =>
      Number(metrics.map((text) => pattern.exec(text)?.[1]).find(Boolean) ?? 0);
    const correct = count(/^(\d+) correctas?$/);
    const incorrect = count(/^(\d+) incorrectas?$/);
    expect(correct + incorrect).toBe(10);
    expect(metrics).toContain(`${correct * 10} % de precisión`);
    const topics = await page.locator('.results__topics tbody th').allTextContents();
    expect(topics.sort()).toEqual(['Electricidad', 'Mecánica']);
    // Ten questions: the mark on the exam's 10-point scale is the number right.
    const pass = await page.locator('.results__pass').textContent();
    const mark = `Tu nota: ${correct}/10 (${correct} de 10 correctas)`;
    if (correct === 4) expect(pass).toContain(`✓${mark}Aprobarías: justo el 4 que pide el ingreso.`);
    else if (correct > 4)
      expect(pass).toContain(
        `✓${mark}Aprobarías: ${correct - 4} punto${correct === 5 ? '' : 's'} sobre el 4.`,
      );
    else
      expect(pass).toContain(
        `✗${mark}Te falta${correct === 3 ? ' 1 punto' : `n ${4 - correct} puntos`} para el 4.`,
      );

    await page.getByRole('button', { name: 'Revisar respuestas' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'review-title');
    const review = page.getByRole('region', { name: 'Revisar respuestas' });
    const items = review.getByRole('article');
    expect(await items.count()).toBe(10);
    const outcomes = await review.locator('.review__outcome').allTextContents();
    expect(outcomes.filter((text) => text === '✓ Correcta')).toHaveLength(correct);
    expect(outcomes.filter((text) => text === '✗ Incorrecta')).toHaveLength(10 - correct);
    // Every question shows the student's choice (the first option) and the right one, with the explanation.
    for (let i = 0; i < 10; i++) {
      const item = items.nth(i);
      expect(await item.locator('.option').first().textContent()).toContain('Tu respuesta');
      expect(await item.locator('.option__mark--right').count()).toBe(1);
      expect((await item.locator('.player__steps li').count()) > 0).toBe(true);
    }
    await review.getByLabel('Ver solo las incorrectas y sin responder').check();
    expect(await items.count()).toBe(10 - correct);
    await review.getByLabel('Ver solo las incorrectas y sin responder').uncheck();
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
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
    const { page } = ui;
    await page.goto(`${baseUrl}/content/simulador`);
    await page.getByText('ID de simulador no válido').waitFor();
  });
});
