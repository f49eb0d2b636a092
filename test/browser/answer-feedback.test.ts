import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { keys } from '../../functions/lib/data/keys.ts';
import { localDynamoClient } from '../../infra/local/dynamodb.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot } from './browser.ts';
import { usePage } from './fixture.ts';

/**
 * The moment after an answer, on a 360 × 740 phone (#30): a sheet rises from the bottom with the
 * verdict, a small animation (none for whoever asks for less motion), today's answers against the
 * daily goal ("+1 · 1/20 hoy") and «Continuar» always in reach; the focus goes into it, Escape or
 * «Continuar» close it, and the focus comes back to the next step.
 */

const patiently = { timeout: 15_000 };
const handset = { width: 360, height: 740 };

type Choice = Extract<(typeof contentBank.matematicas.exercises)[number], { kind: 'multiple-choice' }>;
const choices = contentBank.matematicas.exercises.filter(
  (exercise): exercise is Choice => exercise.kind === 'multiple-choice',
);
const exercise = choices.find((candidate) => candidate.topic === 'funciones') as Choice;
const reviewed = choices.filter((candidate) => candidate.topic === 'trigonometria').slice(0, 2);

/** Practice answers of `reviewed` missed two days ago: the review has them due now. */
async function seedMisses(userId: string) {
  const client = DynamoDBDocumentClient.from(localDynamoClient(inject('dynamoDbEndpoint')));
  for (const [index, missed] of reviewed.entries()) {
    const at = new Date(Date.now() - 2 * 24 * 3600_000 - (20 - index) * 60_000).toISOString();
    await client.send(
      new PutCommand({
        TableName: inject('tableName'),
        Item: {
          ...keys.attempt(userId, at, missed.id),
          exerciseId: missed.id,
          subject: 'matematicas',
          topic: missed.topic,
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

/** The sheet hugs the bottom of the screen, the full width of a phone. */
async function expectAtTheBottom(page: Page) {
  const sheet = page.getByRole('dialog');
  // Once it has risen.
  await expect
    .poll(async () => {
      const box = await sheet.boundingBox();
      return Math.round((box?.y ?? 0) + (box?.height ?? 0));
    }, patiently)
    .toBe(740);
  expect(Math.round((await sheet.boundingBox())?.width ?? 0)).toBe(360);
  const continueBox = await page.getByRole('dialog').getByRole('button', { name: 'Continuar' }).boundingBox();
  expect((continueBox?.y ?? 0) + (continueBox?.height ?? 0)).toBeLessThanOrEqual(740);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const focusInSheet = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));

describe('answer feedback on a phone', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: handset, signIn: 'subscriber' });

  it('rises as a sheet on an exercise with the verdict, the day against the goal and «Continuar»', async () => {
    const { page, errors } = ui;
    const goal = await page.request.post(`${baseUrl}/api/practice/goal`, {
      data: { dailyGoal: 20, reminder: false },
    });
    expect(goal.status()).toBe(200);
    await page.goto(`${baseUrl}/content/educational/matematicas/ejercicio/${exercise.id}`);
    await page.getByRole('button', { name: 'Verificar respuesta' }).waitFor(patiently);
    await page.locator('.edu-option').nth(exercise.correctAnswer).click();
    await page.getByRole('button', { name: 'Verificar respuesta' }).click();

    const sheet = page.getByRole('dialog');
    await sheet.waitFor(patiently);
    expect(await sheet.getByRole('heading', { level: 2 }).textContent()).toBe('¡Correcto!');
    expect(await focusedText(page)).toBe('¡Correcto!');
    await expectAtTheBottom(page);
    const tick = sheet.locator('.sheet__tick');
    await expect
      .poll(() => tick.locator('[aria-hidden="true"]').textContent(), patiently)
      .toBe('+1 · 1/20 hoy');
    expect(await tick.locator('.visually-hidden').textContent()).toBe(
      'Sumaste 1: llevás 1 de los 20 ejercicios de tu meta de hoy.',
    );
    expect(
      await sheet.locator('.sheet__icon').evaluate((element) => getComputedStyle(element).animationName),
    ).not.toBe('none');
    // Tab stays in the sheet.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInSheet(page)).toBe(true);
    }
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await screenshot(page, 'answer-sheet-exercise-360');

    await sheet.getByRole('button', { name: 'Continuar' }).click();
    await sheet.waitFor({ state: 'detached' });
    expect(await focusedText(page)).toBe('Siguiente ejercicio');

    // Opened again from the page, it says the same without playing the moment again.
    await page.getByRole('button', { name: 'Ver explicación' }).click();
    await sheet.waitFor();
    expect(await sheet.locator('.sheet__tick').count()).toBe(0);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await focusedText(page)).toBe('Siguiente ejercicio');
    expect(errors).toEqual([]);
  });

  it('rises on the review too, and closes back to the verdict and its explanation', async () => {
    const { page, student, errors } = ui;
    await seedMisses(student.userId);
    await page.goto(`${baseUrl}/content/repaso`);
    await page.getByText('Ejercicio 1 de 2').waitFor(patiently);
    const [first, second] = reviewed as [Choice, Choice];
    await page.locator('.daily-review-option').nth(first.correctAnswer).click();
    await page.getByRole('button', { name: 'Responder' }).click();

    const sheet = page.getByRole('dialog');
    await sheet.waitFor(patiently);
    expect(await sheet.getByRole('heading', { level: 2 }).textContent()).toBe('¡Bien! Te salió.');
    expect(await focusInSheet(page)).toBe(true);
    await expectAtTheBottom(page);
    await expect
      .poll(() => sheet.locator('.sheet__tick [aria-hidden="true"]').textContent(), patiently)
      .toBe('+1 · 2/20 hoy');
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await screenshot(page, 'answer-sheet-review-right-360');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await focusedText(page)).toMatch(/^✓ ¡Bien! Te salió\./);
    await page.getByRole('button', { name: 'Siguiente ejercicio' }).click();

    await page.getByText('Ejercicio 2 de 2').waitFor(patiently);
    await page
      .locator('.daily-review-option')
      .nth((second.correctAnswer + 1) % second.options.length)
      .click();
    await page.getByRole('button', { name: 'Responder' }).click();
    await sheet.waitFor(patiently);
    expect(await sheet.getByRole('heading', { level: 2 }).textContent()).toBe('Esta vez no');
    expect(await sheet.textContent()).toContain('Vuelve mañana');
    await expect
      .poll(() => sheet.locator('.sheet__tick [aria-hidden="true"]').textContent(), patiently)
      .toBe('+1 · 3/20 hoy');
    await screenshot(page, 'answer-sheet-review-wrong-360');
    await sheet.getByRole('button', { name: 'Continuar' }).click();
    await sheet.waitFor({ state: 'detached' });
    expect(await focusedText(page)).toMatch(/^✗ Esta vez no\./);
    const verdict = await page.locator('.daily-review-verdict').boundingBox();
    expect(verdict?.y).toBeGreaterThanOrEqual(0);
    expect(verdict?.y).toBeLessThan(740);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'review-answered-1280');
    await page.setViewportSize(handset);
    expect(errors).toEqual([]);
  });

  it('keeps still for whoever asks for less motion', async () => {
    const { page } = ui;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const next = choices.find((candidate) => candidate.topic === 'funciones' && candidate.id !== exercise.id);
    await page.goto(`${baseUrl}/content/educational/matematicas/ejercicio/${next?.id}`);
    await page.getByRole('button', { name: 'Verificar respuesta' }).waitFor(patiently);
    const wrong = next ? (next.correctAnswer + 1) % next.options.length : 1;
    await page.locator('.edu-option').nth(wrong).click();
    await page.getByRole('button', { name: 'Verificar respuesta' }).click();
    // A wrong multiple-choice try keeps the key hidden: no sheet, the retry message on the page.
    await page.locator('.edu-verdict--retry').waitFor(patiently);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page
      .locator('.edu-option')
      .nth(next?.correctAnswer ?? 0)
      .click();
    await page.getByRole('button', { name: 'Verificar respuesta' }).click();
    const sheet = page.getByRole('dialog');
    await sheet.waitFor(patiently);
    for (const part of ['', ' .sheet__icon']) {
      expect(
        await page
          .locator(`dialog${part}`)
          .first()
          .evaluate((element) => getComputedStyle(element).animationName),
      ).toBe('none');
    }
    // The retry counted the first try of the day, not this one: no "+1".
    await expect
      .poll(() => sheet.locator('.sheet__tick [aria-hidden="true"]').textContent(), patiently)
      .toBe('4/20 hoy');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'answer-sheet-exercise-1280');
    await page.setViewportSize(handset);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
  });
});
