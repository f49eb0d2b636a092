import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { keys } from '../../functions/lib/data/keys.ts';
import { localDynamoClient } from '../../infra/local/dynamodb.ts';
import { newTally, practise } from './activity.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot } from './browser.ts';
import { phone, usePage } from './fixture.ts';

/** Vitest polls for one second by default; a page on a busy two-core machine can take longer. */
const patiently = { timeout: 15_000 };

type Exercise = (typeof contentBank.matematicas.exercises)[number];
const missed = contentBank.matematicas.exercises
  .filter((exercise) => exercise.topic === 'geometria' && exercise.kind === 'multiple-choice')
  .slice(0, 2) as (Exercise & { kind: 'multiple-choice' })[];

/**
 * Two practice answers missed two days ago, written as the verify endpoint stores them, so their review
 * is due now without the test waiting for the schedule's day (a written exercise, ADR 0078).
 */
async function seedMissedAnswers(userId: string) {
  const client = DynamoDBDocumentClient.from(localDynamoClient(inject('dynamoDbEndpoint')));
  for (const [index, exercise] of missed.entries()) {
    const at = new Date(Date.now() - 2 * 24 * 60 * 60_000 - (20 - index) * 60_000).toISOString();
    await client.send(
      new PutCommand({
        TableName: inject('tableName'),
        Item: {
          ...keys.attempt(userId, at, exercise.id),
          exerciseId: exercise.id,
          subject: 'matematicas',
          topic: exercise.topic,
          correct: false,
          at,
          source: 'practice',
          timeSpentSeconds: 45,
        },
      }),
    );
  }
  client.destroy();
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

describe('the learning loop on the dashboard, on a phone', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: phone, signIn: 'subscriber' });
  const card = (name: string) => ui.page.getByRole('region', { name });

  async function openDashboard() {
    await ui.page.goto(`${baseUrl}/content/dashboard`);
    await card('Repaso de hoy')
      .getByText(/para repasar|al día|Todavía no tenés/)
      .first()
      .waitFor(patiently);
    await card('Tu meta diaria')
      .getByText(/hoy|¿Cuántos ejercicios por día\?/)
      .first()
      .waitFor(patiently);
  }

  it('starts with an empty review, asks for a goal and plans the weeks to the exam', async () => {
    const { page, errors } = ui;
    await openDashboard();
    // "Repaso de hoy" is the first card of the dashboard.
    const firstCard = page.locator('.dash section').first();
    expect(await firstCard.getAttribute('aria-labelledby')).toBe('learn-review-title');
    expect(await card('Repaso de hoy').textContent()).toContain('Todavía no tenés ejercicios para repasar.');
    const goal = card('Tu meta diaria');
    expect(await goal.getByRole('radio', { name: '20 (recomendada)' }).isChecked()).toBe(true);
    const plan = card('Tu plan hasta el examen');
    await plan.getByRole('heading', { name: 'Hoy toca' }).waitFor(patiently);
    const practiceLinks = plan.getByRole('link', { name: /^Practicá / });
    expect(await practiceLinks.count()).toBeGreaterThan(0);
    expect(await practiceLinks.first().getAttribute('href')).toMatch(
      /^\/content\/educational\/\w+\?tab=ejercicios&tema=/,
    );

    expect(await accessibilityViolations(page, '.dash')).toEqual([]);
    await noHorizontalScroll(page);
    await screenshot(page, 'dashboard-loop-new-360');

    await goal.getByRole('radio', { name: '10' }).check();
    await goal.getByRole('checkbox', { name: /Mandame un recordatorio por e-mail a las 19/ }).check();
    await goal.getByRole('button', { name: 'Guardar mi meta' }).click();
    await goal
      .getByRole('status')
      .getByText(
        '¡Listo! Tu meta es de 10 ejercicios por día. Si a las 19 todavía te falta, te mandamos un recordatorio.',
      )
      .waitFor(patiently);
    await expect
      .poll(() => goal.locator('.learn-goal__numbers').textContent(), patiently)
      .toBe('0 de 10 ejercicios hoy');
    expect(
      await goal.getByRole('progressbar', { name: 'Tu meta de hoy' }).getAttribute('aria-valuetext'),
    ).toBe('0 de 10 ejercicios');
    expect(await goal.textContent()).toContain('Cumplí tu meta hoy para empezar una racha.');
    expect(await goal.textContent()).toContain('recordatorio por e-mail a las 19');
    expect(await accessibilityViolations(page, '.dash')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('reviews the missed exercises one at a time, with the key only after answering', async () => {
    const { page, errors, student } = ui;
    await seedMissedAnswers(student.userId);
    await openDashboard();
    const review = card('Repaso de hoy');
    await expect.poll(() => review.textContent(), patiently).toContain('2 ejercicios para repasar ahora');
    expect(await review.getByRole('list', { name: 'Temas del repaso' }).textContent()).toContain('Geometría');
    await screenshot(page, 'dashboard-loop-review-due-360');

    await review.getByRole('link', { name: 'Empezar el repaso' }).click();
    await page.waitForURL(`${baseUrl}/content/repaso`);
    await page.getByText('Ejercicio 1 de 2').waitFor(patiently);
    expect(await page.locator('.daily-review').textContent()).not.toContain('PASO 1');
    expect(await accessibilityViolations(page, '.daily-review')).toEqual([]);
    await noHorizontalScroll(page);
    await screenshot(page, 'review-question-360');

    // Soonest due first: the exercise missed first.
    const [first, second] = missed as [(typeof missed)[number], (typeof missed)[number]];
    const option = (index: number) => page.locator('.daily-review-option').nth(index);
    await option(first.correctAnswer).click();
    await page.getByRole('button', { name: 'Responder' }).click();
    // The answer sheet (#30) says the verdict first; «Continuar» leaves the student on its explanation.
    await page.getByRole('dialog').getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.locator('.daily-review-verdict').textContent()).toContain('¡Bien! Te salió.');
    expect(await page.locator('.daily-review-verdict').textContent()).toMatch(
      /Lo volvés a ver (mañana|en \d+ días)/,
    );
    await page.getByRole('button', { name: 'Siguiente ejercicio' }).click();

    await page.getByText('Ejercicio 2 de 2').waitFor(patiently);
    await option((second.correctAnswer + 1) % second.options.length).click();
    await page.getByRole('button', { name: 'Responder' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByText('Esta vez no.', { exact: false }).waitFor(patiently);
    expect(await page.locator('.daily-review-verdict').textContent()).toContain('Vuelve mañana.');
    await page.getByRole('heading', { name: 'Resolución paso a paso' }).waitFor();
    expect(await page.locator('.daily-review-option--right').count()).toBe(1);
    expect(await accessibilityViolations(page, '.daily-review')).toEqual([]);
    await noHorizontalScroll(page);
    await screenshot(page, 'review-answered-wrong-360');

    await page.getByRole('button', { name: 'Terminar el repaso' }).click();
    await page.getByRole('heading', { name: '¡Terminaste el repaso!' }).waitFor();
    expect(await page.locator('.daily-review').textContent()).toContain(
      'Respondiste bien 1 de 2 ejercicios.',
    );
    await page.getByRole('link', { name: 'Volver a tu panel' }).click();
    await page.waitForURL(`${baseUrl}/content/dashboard`);
    await expect.poll(() => review.textContent(), patiently).toContain('¡Tu repaso está al día!');
    expect(await review.textContent()).toContain('Tu próximo repaso: mañana.');
    // The two daily-review answers count for the day, like any practice answer.
    await expect
      .poll(() => card('Tu meta diaria').locator('.learn-goal__numbers').textContent(), patiently)
      .toBe('2 de 10 ejercicios hoy');
    expect(errors).toEqual([]);
  });

  it('celebrates the goal met once, without motion for whoever asks for less, and starts the streak', async () => {
    const { page, errors } = ui;
    await practise(page, baseUrl, newTally(), {
      subject: 'matematicas',
      topic: 'ecuaciones',
      correct: 8,
      wrong: 0,
    });

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openDashboard();
    const goal = card('Tu meta diaria');
    await expect
      .poll(() => goal.locator('.learn-goal__numbers').textContent(), patiently)
      .toBe('10 de 10 ejercicios hoy');
    const met = goal.locator('.learn-goal__met');
    expect(await met.textContent()).toBe('¡Cumpliste tu meta de hoy!');
    expect(await met.getAttribute('class')).toContain('learn-goal__met--burst');
    expect(await met.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    expect(await goal.textContent()).toContain('Racha: 1 día');
    expect(await goal.textContent()).toContain('¡Primer día de tu racha! Volvé mañana para seguirla.');
    const today = goal.getByRole('list', { name: 'Tus últimos 7 días' }).getByRole('listitem').last();
    expect(await today.textContent()).toContain('10 ejercicios, meta cumplida');

    // The burst plays once a day: the next visit shows the goal met, quietly.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openDashboard();
    await expect
      .poll(() => goal.locator('.learn-goal__met').getAttribute('class'), patiently)
      .toBe('learn-goal__met');
    await page.evaluate(() => localStorage.removeItem('ingresa_goal_celebrated'));
    await openDashboard();
    await expect
      .poll(
        () => goal.locator('.learn-goal__met').evaluate((element) => getComputedStyle(element).animationName),
        patiently,
      )
      .toBe('learn-pop');

    expect(await accessibilityViolations(page, '.dash')).toEqual([]);
    await noHorizontalScroll(page);
    await screenshot(page, 'dashboard-loop-goal-met-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'dashboard-loop-goal-met-1280');
    await page.setViewportSize(phone);
    expect(errors).toEqual([]);
  });

  it('lets the reminder be turned off from its page, and says when the link is broken', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}/recordatorios/baja`);
    await page.getByRole('heading', { name: 'Recordatorio diario' }).waitFor(patiently);
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await noHorizontalScroll(page);
    await page.getByRole('button', { name: 'Dejar de recibir recordatorios' }).click();
    await page
      .getByRole('alert')
      .getByText(
        'El enlace para dejar de recibir recordatorios no es válido. Podés apagarlos desde tu panel.',
      )
      .waitFor(patiently);
    await screenshot(page, 'reminder-unsubscribe-360');
  });
});
