import { describe, expect, inject, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { screenshot } from './browser.ts';
import { desktop, usePage } from './fixture.ts';

describe('the educational system', () => {
  const baseUrl = inject('baseUrl');
  /** The session lives in the cookie and in this tab's sessionStorage, so every test reuses the tab. */
  const ui = usePage({ viewport: desktop, signIn: 'subscriber' });

  async function atWidth(width: number) {
    const { page } = ui;
    await page.setViewportSize({ width, height: width < 769 ? 780 : 900 });
  }

  async function openFirstSubject() {
    const { page } = ui;
    await page.goto(`${baseUrl}/content/educational`);
    await page.getByRole('link', { name: 'Estudiar Matemática' }).click();
    await page.waitForURL(`${baseUrl}/content/educational/matematicas`);
    await page.getByRole('tablist').waitFor();
  }

  /** The first multiple-choice exercise of the subject's list; resolves to the index of its key. */
  async function openMultipleChoiceExercise(): Promise<number> {
    const { page } = ui;
    await page.goto(`${baseUrl}/content/educational/matematicas?tab=ejercicios`);
    const card = page.locator('.edu-card', { hasText: 'Opción múltiple' }).first();
    await card.getByRole('link', { name: /^Resolver/ }).click();
    await page.waitForURL(/\/content\/educational\/matematicas\/ejercicio\//);
    await page.getByRole('button', { name: 'Verificar respuesta' }).waitFor();
    const id = new URL(page.url()).pathname.split('/').pop();
    const exercise = contentBank.matematicas.exercises.find((e) => e.id === id);
    if (exercise?.kind !== 'multiple-choice') throw new Error(`not a multiple-choice exercise: ${id}`);
    return exercise.correctAnswer;
  }

  it('lists the subjects with their counts and explains the three steps', async () => {
    const { page } = ui;
    await page.getByRole('link', { name: 'Sistema Educativo' }).click();
    await page.waitForURL(`${baseUrl}/content/educational`);

    const cards = page.locator('.edu-subject');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(3);
    expect(await cards.first().textContent()).toMatch(/Matemática.*\d+ temas.*\d+ ejercicios/s);
    for (const step of ['Elegí la materia', 'Estudiá el temario', 'Practicá'])
      await expect(page.getByRole('heading', { name: step }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'educational-list-1280');
    await atWidth(360);
    await screenshot(page, 'educational-list-360');
    await atWidth(1280);
  });

  it('shows the syllabus, mini classes and exercises of a subject in tabs, with the keyboard too', async () => {
    const { page } = ui;
    await openFirstSubject();

    const syllabusTab = page.getByRole('tab', { name: /Temario/ });
    expect(await syllabusTab.getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('.edu-topic').count()).toBe(6);
    await screenshot(page, 'educational-subject-syllabus-1280');

    await syllabusTab.focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/tab=mini-clases/);
    await page.locator('[role="tab"][aria-selected="true"]', { hasText: 'Mini clases' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Mini clases/);
    const previews = await page.locator('.edu-card__text').allTextContents();
    expect(previews.length).toBeGreaterThan(0);
    for (const preview of previews) {
      expect([...preview].length).toBeLessThanOrEqual(151);
      expect(preview).not.toMatch(/\$|\\frac|\*\*/);
    }
    await screenshot(page, 'educational-subject-mini-classes-1280');

    await page.getByRole('tab', { name: /Ejercicios/ }).click();
    await page.locator('[role="tab"][aria-selected="true"]', { hasText: 'Ejercicios' }).waitFor();
    const exerciseCards = page.locator('.edu-card');
    expect(await exerciseCards.count()).toBeGreaterThan(0);
    expect(await exerciseCards.first().textContent()).toMatch(/Opción múltiple|Verdadero o falso/);
    await atWidth(360);
    await screenshot(page, 'educational-subject-exercises-360');
    await atWidth(1280);
  });

  it('filters mini classes and exercises by topic and clears the filter', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}/content/educational/matematicas?tab=ejercicios&tema=funciones`);

    await page.getByText('Tema:').waitFor();
    expect(await page.locator('.edu-chip').textContent()).toBe('Tema: Funciones · ver todos');
    const topics = await page.locator('.edu-card .tag--primary').allTextContents();
    expect(new Set(topics)).toEqual(new Set(['Funciones']));
    const filtered = await page.getByRole('tab', { name: /Ejercicios/ }).textContent();

    await page.getByRole('link', { name: 'ver todos' }).click();
    await page.waitForURL((url) => !url.searchParams.has('tema'));
    await expect.poll(() => page.getByRole('tab', { name: /Ejercicios/ }).textContent()).not.toBe(filtered);
    expect(await page.locator('.edu-chip').count()).toBe(0);
  });

  it('falls back to the syllabus for an unknown tab', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}/content/educational/matematicas?tab=videos`);

    const syllabusTab = page.getByRole('tab', { name: /Temario/ });
    await syllabusTab.waitFor();
    expect(await syllabusTab.getAttribute('aria-selected')).toBe('true');
  });

  it('reads a mini class with its formulas typeset and a link to practise the topic', async () => {
    const { page } = ui;
    await openFirstSubject();
    await page.getByRole('tab', { name: /Mini clases/ }).click();
    await page
      .getByRole('link', { name: /^Leer más/ })
      .first()
      .click();
    await page.waitForURL(/\/mini-clase\//);

    await page.getByRole('heading', { level: 1 }).waitFor();
    // KaTeX arrives in its own chunk after the page renders.
    await page.locator('.edu-content .katex').first().waitFor();
    expect(await page.locator('.edu-content').first().textContent()).not.toMatch(/\$|\*\*/);
    expect(await page.locator('.edu-content__heading').count()).toBeGreaterThan(0);
    expect(await page.locator('.edu-content__list li').count()).toBeGreaterThan(0);
    const practise = page.getByRole('link', { name: /^Practicar ejercicios de/ });
    expect(await practise.getAttribute('href')).toMatch(/\?tab=ejercicios&tema=[a-z-]+$/);
    await screenshot(page, 'educational-mini-class-1280');
    await atWidth(360);
    await screenshot(page, 'educational-mini-class-360');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await atWidth(1280);

    await practise.click();
    await page.waitForURL(/tab=ejercicios&tema=/);
  });

  it('verifies the chosen answer and explains it step by step in a dialog', async () => {
    const { page } = ui;
    const key = await openMultipleChoiceExercise();
    const verify = page.getByRole('button', { name: 'Verificar respuesta' });
    expect(await verify.isDisabled()).toBe(true);
    const options = page.getByRole('radio');
    expect(await options.count()).toBe(4);
    expect(await page.locator('.edu-option__letter').allTextContents()).toEqual(['A.', 'B.', 'C.', 'D.']);

    await options.first().focus();
    await page.keyboard.press('ArrowDown');
    expect(await options.nth(1).isChecked()).toBe(true);
    await page.locator('.edu-option').first().click();
    await expect.poll(() => options.first().isChecked()).toBe(true);
    await expect.poll(() => verify.isEnabled()).toBe(true);
    await screenshot(page, 'educational-exercise-selected-1280');
    await page.locator('.edu-option').nth(key).click();
    await verify.click();

    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('¡Correcto!');
    expect(await dialog.locator('.edu-step').count()).toBeGreaterThan(0);
    expect(await dialog.locator('.edu-step__label').first().textContent()).toBe('Paso 1');
    expect(await dialog.locator('.edu-final').textContent()).toMatch(/^Resultado.+/);
    expect(await dialog.getByText('Tu respuesta', { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByText('Respuesta correcta', { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByText('Intermedia').isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: /^Más ejercicios de/ }).getAttribute('href')).toMatch(
      /tab=ejercicios&tema=/,
    );
    await screenshot(page, 'educational-result-1280');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('.edu-option--correct').count()).toBe(1);
    expect(await page.locator('.edu-option--wrong').count()).toBe(0);
    expect(await options.first().isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Ver explicación' }).click();
    await dialog.waitFor();
    await atWidth(360);
    await screenshot(page, 'educational-result-360');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await screenshot(page, 'educational-exercise-answered-360');
    await atWidth(1280);
  });

  it('keeps focus inside the result dialog', async () => {
    const { page } = ui;
    await page.evaluate(() => localStorage.removeItem('ingresa_finished_work_at'));
    const key = await openMultipleChoiceExercise();
    await page.locator('.edu-option').nth(key).click();
    await page.getByRole('button', { name: 'Verificar respuesta' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // A finished exercise is what lets the feedback modal ask on the dashboard.
    expect(
      Number(await page.evaluate(() => localStorage.getItem('ingresa_finished_work_at'))),
    ).toBeGreaterThan(0);

    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('answers a true-or-false exercise', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}/content/educational/fisica?tab=ejercicios`);
    const card = page.locator('.edu-card', { hasText: 'Verdadero o falso' }).first();
    await card.getByRole('link', { name: /^Resolver/ }).click();
    await page.waitForURL(/\/ejercicio\//);

    const options = page.getByRole('radio');
    await options.first().waitFor();
    expect(await page.locator('.edu-option__text').allTextContents()).toEqual(['Verdadero', 'Falso']);
    await page.getByRole('radio', { name: 'Falso' }).check();
    await page.getByRole('button', { name: 'Verificar respuesta' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await page.getByRole('dialog').locator('.edu-step').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
  });

  it('fits a 360 px phone without scrolling sideways on the exercise page', async () => {
    const { page } = ui;
    await atWidth(360);
    await openMultipleChoiceExercise();

    await screenshot(page, 'educational-exercise-360');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await atWidth(1280);
    await screenshot(page, 'educational-exercise-1280');
  });

  it('moves to the next exercise of the topic and reports a problem', async () => {
    const { page } = ui;
    await openMultipleChoiceExercise();
    const first = page.url();
    await page.getByRole('link', { name: 'Ejercicio siguiente' }).click();
    await page.waitForURL((url) => url.href !== first);
    await page.getByRole('link', { name: 'Ejercicio anterior' }).waitFor();

    await page.getByRole('button', { name: 'Reportar un problema' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reportar un problema' });
    await dialog.waitFor();
    const send = dialog.getByRole('button', { name: 'Enviar reporte' });
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: /error de tipeo/ }).check();
    await dialog.getByLabel('Comentario (opcional)').fill('En la segunda opción falta un paréntesis.');
    await screenshot(page, 'educational-report-1280');
    await send.click();
    await dialog.getByRole('status').waitFor();
    expect(await dialog.getByRole('status').textContent()).toMatch(/^¡Gracias por avisarnos!/);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
  });

  it('says when a subject, mini class or exercise does not exist', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}/content/educational/astronomia`);
    await page.getByRole('heading', { name: 'Materia no encontrada' }).waitFor();
    expect(await page.getByRole('link', { name: 'Volver a las materias' }).getAttribute('href')).toBe(
      '/content/educational',
    );

    await page.goto(`${baseUrl}/content/educational/matematicas/mini-clase/no-existe`);
    await page.getByRole('heading', { name: 'Mini clase no encontrada' }).waitFor();

    await page.goto(`${baseUrl}/content/educational/matematicas/ejercicio/mat-no-existe-999`);
    await page.getByRole('heading', { name: 'Ejercicio no encontrado' }).waitFor();
  });

  it('ran without console errors or failed requests other than the expected 404s', () => {
    const { errors } = ui;
    expect(errors.filter((error) => !/\b404\b/.test(error))).toEqual([]);
  });
});
