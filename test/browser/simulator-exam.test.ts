import { describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './axe.ts';
import { screenshot, watchErrors } from './browser.ts';
import { phone, usePage } from './fixture.ts';
import { signInAsSubscriber } from './sign-in.ts';

describe('a simulator in exam mode, on a phone', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: phone });

  const atWidth = async (width: number, name: string) => {
    const { page } = ui;
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await screenshot(page, `${name}-${width}`);
  };

  it('gives no feedback until the end, lets answers change, then shows the review', async () => {
    const { page } = ui;
    const errors = watchErrors(page);
    const answerReplies: string[] = [];
    page.on('response', async (response) => {
      if (/\/api\/simulators\/[\w-]+\/answer$/.test(response.url()))
        answerReplies.push(await response.text());
    });
    await signInAsSubscriber(page, baseUrl);
    await page.goto(`${baseUrl}/content/simuladores`);
    await page.getByRole('heading', { name: 'Simuladores de examen' }).waitFor();

    // The spec's simulator stays the default; the exam is a clear, described choice.
    const practice = page.getByRole('radio', { name: 'Práctica' });
    const exam = page.getByRole('radio', { name: 'Examen' });
    expect(await practice.isChecked()).toBe(true);
    expect(await exam.getAttribute('aria-describedby')).toBe('mode-exam-hint');
    expect(await page.locator('#mode-exam-hint').textContent()).toBe(
      'Como el ingreso real: ves si acertaste y las explicaciones recién al terminar.',
    );
    await exam.check();
    await page.getByLabel('Cantidad de preguntas').selectOption('10');
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    await atWidth(1280, 'simulator-configurator');
    await atWidth(360, 'simulator-configurator');
    await page.getByRole('button', { name: 'Crear simulador' }).click();
    await page.waitForURL(/\/content\/simulador\/[\w-]+$/);

    await page.getByText('Pregunta 1 de 10').waitFor();
    await page.getByText('Modo examen:').waitFor();
    await page.locator('.option').nth(1).click();
    await page.getByText('Respuesta guardada: B. Podés cambiarla hasta que finalices.').waitFor();
    expect(await page.getByText(/Correcto|Incorrecto/).count()).toBe(0);
    expect(await page.locator('.option__mark, .player__steps').count()).toBe(0);

    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('Pregunta 2 de 10').waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'question-text');
    // A choice the server did not get, after the client's own three tries, is said and can be sent again.
    await page.route('**/api/simulators/*/answer', (route) => route.abort(), { times: 3 });
    await page.locator('.option').first().click();
    await page.getByText('No pudimos guardar tu respuesta.').waitFor();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByText('Respuesta guardada: A.', { exact: false }).waitFor();

    // A reload comes back to the same question with the same choice.
    await page.reload();
    await page.getByText('Pregunta 2 de 10').waitFor();
    expect(await page.getByRole('radio').first().isChecked()).toBe(true);
    await page.getByText('Respuesta guardada: A.', { exact: false }).waitFor();

    // Back to the first question from the map, to change its answer: the last choice counts.
    await page.getByRole('button', { name: 'Pregunta 1, respondida' }).click();
    await page.getByText('Pregunta 1 de 10').waitFor();
    expect(await page.getByRole('radio').nth(1).isChecked()).toBe(true);
    await page.locator('.option').first().click();
    await page.getByText('Respuesta guardada: A.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Pregunta 3, sin responder' }).count()).toBe(1);
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    await atWidth(1280, 'simulator-exam');
    await atWidth(360, 'simulator-exam');

    await page.getByRole('button', { name: 'Finalizar examen' }).click();
    await page
      .getByText('Te quedan 8 preguntas sin responder: cuentan como incorrectas. ¿Finalizás el examen?')
      .waitFor();
    await page.getByRole('button', { name: 'Sí, finalizar' }).click();

    await page.getByRole('heading', { name: 'Resultados del simulador' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'results-title');
    expect(await page.locator('.results__about').textContent()).toContain('Modo examen');
    expect(await page.locator('.results__score').textContent()).toMatch(
      /^Tu nota: \d(,\d)?\/10 \([0-2] de 10 correctas\)$/,
    );
    expect(await page.locator('.results__pass-text').textContent()).toMatch(
      /^Te falta(n)? \d(,\d)? puntos? para el 4\.$/,
    );
    const review = page.getByRole('region', { name: 'Revisar respuestas' });
    const items = review.getByRole('article');
    expect(await items.count()).toBe(10);
    const outcomes = await review.locator('.review__outcome').allTextContents();
    expect(outcomes.slice(2)).toEqual(Array(8).fill('– Sin responder (cuenta como incorrecta)'));
    for (const index of [0, 1]) {
      const options = items.nth(index).locator('.option');
      expect(await options.first().textContent()).toContain('Tu respuesta');
      expect(await items.nth(index).locator('.option__mark--right').count()).toBe(1);
      expect(await items.nth(index).locator('.player__steps li').count()).toBeGreaterThan(0);
    }
    // Unanswered questions show the right option only.
    expect(await items.nth(5).getByText('Tu respuesta').count()).toBe(0);
    expect(await items.nth(5).locator('.option__mark--right').textContent()).toBe('✓ Correcta');
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    await atWidth(1280, 'simulator-exam-results');
    await atWidth(360, 'simulator-exam-results');

    // No answer reply before the end said whether it was right.
    expect(answerReplies.length).toBeGreaterThanOrEqual(3);
    for (const reply of answerReplies) expect(reply).not.toMatch(/isCorrect|correctAnswer|explanation/);

    await page.getByRole('link', { name: 'Ver historial' }).click();
    await page.getByRole('heading', { name: 'Tu historial' }).waitFor();
    await page.locator('.simulators__list').last().getByText('Examen', { exact: false }).waitFor();
    // Only the answer aborted on purpose failed.
    expect(errors.filter((error) => !error.includes('net::ERR_FAILED'))).toEqual([]);
  });
});
