import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { keys } from '../../functions/lib/data/keys.ts';
import { localDynamoClient } from '../../infra/local/dynamodb.ts';
import { SESSION_CAPACITY } from '../../shared/domain/daily-session.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot } from './browser.ts';
import { usePage } from './fixture.ts';

/**
 * «Tu sesión de hoy» on a 360 × 740 phone (#30): the dashboard's first button says what the session
 * holds; the session runs the review due and the plan's exercises through the usual endpoints with a
 * progress bar, survives a reload, and ends with the streak, the goal and what improved.
 */

const patiently = { timeout: 15_000 };
const handset = { width: 360, height: 740 };
const wide = { width: 1280, height: 900 };

type Choice = Extract<(typeof contentBank.matematicas.exercises)[number], { kind: 'multiple-choice' }>;
const missed = contentBank.matematicas.exercises
  .filter((exercise): exercise is Choice => exercise.kind === 'multiple-choice')
  .filter((exercise) => exercise.topic === 'trigonometria')
  .slice(0, 2);

/** Practice answers of `missed` wrong two days ago: the review has them due now. */
async function seedMisses(userId: string) {
  const client = DynamoDBDocumentClient.from(localDynamoClient(inject('dynamoDbEndpoint')));
  for (const [index, exercise] of missed.entries()) {
    const at = new Date(Date.now() - 2 * 24 * 3600_000 - (20 - index) * 60_000).toISOString();
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
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** Where an element ends, measured from the top of the page. */
const bottomOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);

describe('the daily session on a phone', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: handset, signIn: 'subscriber' });
  const progress = () => ui.page.getByRole('progressbar', { name: 'Avance de tu sesión' });

  it('starts first on the dashboard, with the essentials in two screens and the rest folded', async () => {
    const { page, errors, student } = ui;
    const goal = await page.request.post(`${baseUrl}/api/practice/goal`, {
      data: { dailyGoal: 10, reminder: false },
    });
    expect(goal.status()).toBe(200);
    await seedMisses(student.userId);

    await page.goto(`${baseUrl}/content/dashboard`);
    const start = page.getByRole('link', { name: /^Tu sesión de hoy/ });
    // Two due, and the goal's ten: ten exercises, at 75 s each.
    await expect
      .poll(() => start.textContent(), patiently)
      .toBe('Tu sesión de hoy10 ejercicios · unos 13 min');
    const first = page.locator('main a[href], main button, main summary').first();
    expect(await first.textContent()).toBe(await start.textContent());
    expect(await start.getAttribute('href')).toBe('/content/sesion');
    const startBox = await start.boundingBox();
    const titleBox = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(startBox?.y ?? 1e9).toBeLessThan(titleBox?.y ?? 0);

    // The essentials end within two screens: the goal, the review and the plan's next step.
    await page.locator('.learn-today__item').first().waitFor(patiently);
    const twoScreens = 2 * handset.height;
    expect(await bottomOf(page, '.learn-goal .learn-goal__streak')).toBeLessThanOrEqual(twoScreens);
    expect(await bottomOf(page, '.learn-review__count')).toBeLessThanOrEqual(twoScreens);
    expect(await bottomOf(page, '.learn-today__item')).toBeLessThanOrEqual(twoScreens);
    // The rest is folded: closed disclosures that open with their summary.
    const folds = page.locator('details.dash-fold');
    expect(await folds.count()).toBeGreaterThanOrEqual(3);
    for (const open of await folds.evaluateAll((all) => all.map((fold) => (fold as HTMLDetailsElement).open)))
      expect(open).toBe(false);
    const booklets = page.locator('summary', { hasText: 'Cuadernillos para descargar' });
    await booklets.click();
    await page.getByRole('button', { name: /^Descargar el cuadernillo de Física/ }).waitFor();
    await booklets.click();

    await noHorizontalScroll(page);
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await screenshot(page, 'daily-session-dashboard-360');
    expect(errors).toEqual([]);
  });

  it('runs the whole session through the usual endpoints, survives a reload and celebrates the day', async () => {
    const { page, errors, student } = ui;
    const answers: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && /\/(answer|verificar)$/.test(path)) answers.push(path);
    });
    await page.getByRole('link', { name: /^Tu sesión de hoy/ }).click();
    await page.waitForURL(`${baseUrl}/content/sesion`);
    await progress().waitFor(patiently);
    const total = Number(await progress().getAttribute('aria-valuemax'));
    expect(total).toBe(10);
    expect(total).toBeLessThanOrEqual(SESSION_CAPACITY);
    expect(await progress().getAttribute('aria-valuenow')).toBe('0');
    expect(await page.locator('.session__progress-text strong').textContent()).toBe(`0 de ${total}`);
    // The review comes first; nothing the tab keeps holds a key before it is answered.
    expect(await page.locator('.session__card-title').textContent()).toMatch(/^Repaso/);
    const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(kept).toContain('daily_session:');
    expect(kept).not.toMatch(/correctAnswer|respuestaCorrecta|explicacion/);
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await noHorizontalScroll(page);
    await screenshot(page, 'daily-session-question-360');

    for (let index = 0; index < total; index++) {
      const [exercise] = missed.slice(index, index + 1);
      // The review's items are answered right, the plan's with their first option: both are sent.
      await page
        .locator('.session-option')
        .nth(exercise ? exercise.correctAnswer : 0)
        .click();
      await page.getByRole('button', { name: 'Responder' }).click();
      const sheet = page.getByRole('dialog');
      await sheet.waitFor(patiently);
      await expect.poll(() => progress().getAttribute('aria-valuenow'), patiently).toBe(String(index + 1));
      expect(await page.locator('.session__progress-text strong').textContent()).toBe(
        `${index + 1} de ${total}`,
      );
      if (exercise)
        expect(await sheet.getByRole('heading', { level: 2 }).textContent()).toBe('¡Bien! Te salió.');
      await expect
        .poll(() => sheet.locator('.sheet__tick').textContent(), patiently)
        .toContain(`${index + 1}/10 hoy`);
      if (index === 2) {
        await screenshot(page, 'daily-session-sheet-360');
        // A reload goes on where it was: three done, the fourth on screen.
        await page.reload();
        await progress().waitFor(patiently);
        expect(await progress().getAttribute('aria-valuenow')).toBe('3');
        expect(await page.getByRole('dialog').count()).toBe(0);
        // The dashboard's button knows where it stands, and takes the student back there.
        await page.goto(`${baseUrl}/content/dashboard`);
        const start = page.getByRole('link', { name: /^Tu sesión de hoy/ });
        expect(await start.textContent()).toBe(`Tu sesión de hoySeguí: 3 de ${total} · unos 9 min más`);
        await start.click();
        await expect.poll(() => progress().getAttribute('aria-valuenow'), patiently).toBe('3');
        continue;
      }
      await sheet.getByRole('button', { name: 'Continuar' }).click();
      await sheet.waitFor({ state: 'detached' });
      // The next exercise starts with the focus on its heading, so a screen reader starts from it.
      if (index < total - 1)
        expect(await page.evaluate(() => document.activeElement?.className)).toBe('session__card-title');
    }
    expect(answers).toHaveLength(total);
    expect(answers.filter((path) => path.startsWith('/api/practice/review/'))).toHaveLength(2);

    const end = page.getByRole('heading', { level: 1, name: '¡Terminaste tu sesión de hoy!' });
    await end.waitFor(patiently);
    const summary = page.getByRole('region', { name: 'Cómo te fue hoy' });
    await expect.poll(() => summary.getAttribute('aria-busy'), patiently).toBe('false');
    expect(await page.locator('.session__lead').first().textContent()).toMatch(
      /^Respondiste bien \d+ de 10 ejercicios\.$/,
    );
    expect(await summary.textContent()).toContain('¡Cumpliste tu meta de hoy!');
    expect(await summary.textContent()).toContain('día de racha');
    expect(await summary.textContent()).toContain('¡Primer día de tu racha!');
    expect(await summary.textContent()).toContain('Lo que mejoraste hoy');
    expect(await page.locator('.session-drawing').getAttribute('aria-hidden')).toBe('true');
    // The goal's own endpoint agrees: ten answers counted today, the goal met.
    const goal = await (await page.request.get(`${baseUrl}/api/practice/goal`)).json();
    expect(goal.goal).toMatchObject({ doneToday: 10, metToday: true, streak: 1 });
    expect(student.userId).toBeTruthy();
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await noHorizontalScroll(page);
    await screenshot(page, 'daily-session-end-360');

    await page.setViewportSize(wide);
    await screenshot(page, 'daily-session-end-1280');
    await page.getByRole('link', { name: 'Volver a tu panel' }).click();
    // The button knows today's session is done, and offers another round.
    await expect
      .poll(() => page.getByRole('link', { name: /^Tu sesión de hoy/ }).textContent(), patiently)
      .toMatch(/^Tu sesión de hoyHecha ✓ · otra tanda: \d+ ejercicios · unos \d+ min$/);
    await page.locator('.learn-today__item').first().waitFor(patiently);
    expect(await page.locator('details.dash-fold[open]').count()).toBeGreaterThanOrEqual(3);
    await screenshot(page, 'daily-session-dashboard-1280');
    await page.setViewportSize(handset);
    expect(errors).toEqual([]);
  });

  it('says kindly that nothing is due when there is no review and no plan for today', async () => {
    const { page, errors } = ui;
    await page.route('**/api/practice/plan*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.plan.today.items = [];
      await route.fulfill({ response, json: body });
    });
    // Today's session, finished, shows its end again; another round finds nothing left.
    await page.goto(`${baseUrl}/content/sesion`);
    await page.getByRole('heading', { level: 1, name: '¡Terminaste tu sesión de hoy!' }).waitFor(patiently);
    await page.getByRole('button', { name: 'Hacer otra tanda' }).click();
    await page.getByRole('heading', { level: 1, name: '¡Estás al día!' }).waitFor(patiently);
    expect(await page.getByRole('link', { name: 'Ir a practicar' }).getAttribute('href')).toBe(
      '/content/educational',
    );
    const line = page.locator('.session-drawing__line');
    expect(await line.evaluate((element) => getComputedStyle(element).animationName)).toBe('session-draw');
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await screenshot(page, 'daily-session-empty-360');

    // Whoever asks for less motion gets the drawing still.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await line.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.unroute('**/api/practice/plan*');
    expect(errors).toEqual([]);
  });
});
