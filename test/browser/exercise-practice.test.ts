import { describe, expect, inject, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot } from './browser.ts';
import { desktop, usePage } from './fixture.ts';

const topicExercises = contentBank.matematicas.exercises.filter((e) => e.topic === 'funciones');
const choices = topicExercises.flatMap((e) => (e.kind === 'multiple-choice' ? [e] : []));
const [retried, revealed] = choices as [(typeof choices)[number], (typeof choices)[number]];
const wrongOption = (exercise: typeof retried) => (exercise.correctAnswer + 1) % exercise.options.length;
const nextInTopic = (id: string) => topicExercises[topicExercises.findIndex((e) => e.id === id) + 1]?.id;

describe('practising an exercise: retry, "Ver solución", marks in the list and the next step', () => {
  const baseUrl = inject('baseUrl');
  const topicList = `${baseUrl}/content/educational/matematicas?tab=ejercicios&tema=funciones`;
  const exercisePage = (id: string) => `${baseUrl}/content/educational/matematicas/ejercicio/${id}`;
  /** Every answer the browser received from the verify endpoint, in order. */
  const verifications: unknown[] = [];
  const ui = usePage({
    viewport: desktop,
    signIn: 'subscriber',
    prepare: async (page) => {
      page.on('response', async (response) => {
        if (response.url().endsWith('/verificar')) verifications.push(await response.json());
      });
    },
  });

  async function atWidth(width: number) {
    await ui.page.setViewportSize({ width, height: width < 769 ? 780 : 900 });
  }

  /** Picks an option the way a student does, by tapping its box. */
  const pick = (index: number) => ui.page.locator('.edu-option').nth(index).click();
  const activeText = () => ui.page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  const cardOf = (id: string) => ui.page.locator('.edu-card', { has: ui.page.locator(`a[href$="/${id}"]`) });

  it('shows a topic list without marks before the student has done anything', async () => {
    const { page } = ui;
    await page.goto(topicList);
    await page.locator('.edu-card').first().waitFor();
    expect(await page.locator('.edu-state-tag').count()).toBe(0);
    expect(await page.locator('.edu-progress').count()).toBe(0);
  });

  it('lets a wrong answer be tried again without showing the key', async () => {
    const { page } = ui;
    await page.goto(exercisePage(retried.id));
    const verify = page.getByRole('button', { name: 'Verificar respuesta' });
    await verify.waitFor();
    expect(await page.getByRole('button', { name: 'Ver solución' }).count()).toBe(0);

    const wrong = wrongOption(retried);
    await pick(wrong);
    await verify.click();

    const retryMessage = page.locator('.edu-verdict--retry .edu-verdict__text');
    await retryMessage.waitFor();
    expect(await retryMessage.textContent()).toBe(
      `✗ No es la ${String.fromCharCode(65 + wrong)}. Probá de nuevo.`,
    );
    // Focus moves to the message, so a screen reader says it and the options are one Shift+Tab away.
    expect(await activeText()).toBe(await retryMessage.textContent());
    expect(await page.getByRole('radio').nth(wrong).isDisabled()).toBe(true);
    expect(await page.locator('.edu-option--wrong').textContent()).toMatch(/Incorrecta$/);
    expect(await page.locator('.edu-option--correct').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await verify.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Ver solución' }).isVisible()).toBe(true);
    expect(verifications.at(-1)).toMatchObject({ data: { esCorrecta: false, solucion: null } });
    expect(JSON.stringify(verifications.at(-1))).not.toContain('PASO 1');

    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await screenshot(page, 'exercise-retry-1280');
    await atWidth(360);
    await screenshot(page, 'exercise-retry-360');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await atWidth(1280);
  });

  it('celebrates the right retry, explains it, says the first try is what counts and offers the next exercise', async () => {
    const { page } = ui;
    await pick(retried.correctAnswer);
    await page.getByRole('button', { name: 'Verificar respuesta' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('¡Correcto!');
    expect(await activeText()).toBe('¡Correcto!');
    expect(await dialog.locator('.edu-step').count()).toBeGreaterThan(0);
    expect(await dialog.getByRole('link', { name: 'Siguiente ejercicio' }).getAttribute('href')).toBe(
      `/content/educational/matematicas/ejercicio/${nextInTopic(retried.id)}`,
    );
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await atWidth(360);
    await screenshot(page, 'exercise-retry-correct-dialog-360');
    await atWidth(1280);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Back on the page, focus waits on the next step.
    expect(await activeText()).toBe('Siguiente ejercicio');
    expect(await page.locator('.edu-verdict__text').textContent()).toBe('✓ ¡Correcto! Esta vez sí.');
    expect(await page.locator('.edu-verdict__note').textContent()).toBe(
      'En tus estadísticas queda el primer intento.',
    );
    expect(await page.locator('.edu-exercise__header .edu-state-tag').textContent()).toBe('✓ Resuelto');
    expect(await page.getByRole('link', { name: 'Volver a los ejercicios de Funciones' }).count()).toBe(1);
    expect(verifications.at(-1)).toMatchObject({ data: { esCorrecta: true, primerIntento: false } });
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await screenshot(page, 'exercise-retry-correct-1280');
    await atWidth(360);
    await screenshot(page, 'exercise-retry-correct-360');
    await atWidth(1280);

    // The keyboard takes the student on: Enter on the focused link, focus on the new exercise's title.
    await page.keyboard.press('Enter');
    await page.waitForURL(exercisePage(nextInTopic(retried.id) ?? ''));
    await page.getByRole('button', { name: 'Verificar respuesta' }).waitFor();
    expect(await activeText()).toBe('Ejercicio de Funciones');
  });

  it('shows the solution when asked after a wrong try', async () => {
    const { page } = ui;
    await page.goto(exercisePage(revealed.id));
    await pick(wrongOption(revealed));
    await page.getByRole('button', { name: 'Verificar respuesta' }).click();
    await page.locator('.edu-verdict--retry').waitFor();

    await page.getByRole('button', { name: 'Ver solución' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Solución');
    expect(await dialog.getByText('Respuesta correcta', { exact: true }).isVisible()).toBe(true);
    // The last wrong try stays in view beside the key.
    expect(await dialog.getByText('Tu respuesta', { exact: true }).isVisible()).toBe(true);
    expect(await dialog.locator('.edu-step').count()).toBeGreaterThan(0);
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await screenshot(page, 'exercise-solution-dialog-1280');

    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'detached' });
    const key = String.fromCharCode(65 + revealed.correctAnswer);
    expect(await page.locator('.edu-verdict__text').textContent()).toBe(
      `→ Solución: la respuesta correcta es la ${key}.`,
    );
    expect(await page.locator('.edu-option--correct .edu-option__letter').textContent()).toBe(`${key}.`);
    expect(await page.getByRole('button', { name: 'Ver solución' }).count()).toBe(0);
    expect(await page.getByRole('radio').nth(revealed.correctAnswer).isDisabled()).toBe(true);
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await atWidth(360);
    await screenshot(page, 'exercise-solution-360');
    await atWidth(1280);
  });

  it('marks what the student did in the topic list, with a word and an icon', async () => {
    const { page } = ui;
    await page.getByRole('link', { name: 'Volver a los ejercicios de Funciones' }).first().click();
    await page.waitForURL(topicList);
    await page.locator('.edu-progress').waitFor();

    expect(await cardOf(retried.id).locator('.edu-state-tag').textContent()).toBe('✓ Resuelto');
    expect(await cardOf(revealed.id).locator('.edu-state-tag').textContent()).toBe('↻ Intentado');
    expect(await page.locator('.edu-state-tag').count()).toBe(2);
    expect(await page.locator('.edu-progress__text').textContent()).toBe(
      `Resolviste 1 de ${topicExercises.length} ejercicios · 1 intentado sin resolver`,
    );
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await screenshot(page, 'exercise-list-marks-1280');
    await atWidth(360);
    await screenshot(page, 'exercise-list-marks-360');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await atWidth(1280);

    // An exercise already tried opens with "Ver solución" at hand and its mark.
    await page.goto(exercisePage(revealed.id));
    await page.getByRole('button', { name: 'Ver solución' }).waitFor();
    expect(await page.locator('.edu-exercise__header .edu-state-tag').textContent()).toBe('↻ Intentado');
  });

  it('ran without console errors or failed requests', () => {
    const { errors } = ui;
    expect(errors).toEqual([]);
  });
});
