import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { keys } from '../../functions/lib/data/keys.ts';
import { localDynamoClient } from '../../infra/local/dynamodb.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot, screenshotsDir } from './browser.ts';
import { useBrowser } from './fixture.ts';
import { signInAsSubscriber } from './sign-in.ts';

/**
 * The actions a student taps on a 360 × 740 phone (#30): the simulator player starts each question at
 * its top with the focus on it, keeps its actions in a bar at the bottom of the screen and takes the
 * student to the verdict after an answer; the tutor's button never lies over a button or a link; the
 * results fit the screen and draw the topics as bars.
 */

const patiently = { timeout: 15_000 };
const handset = { width: 360, height: 740 };

function table() {
  return {
    client: DynamoDBDocumentClient.from(localDynamoClient(inject('dynamoDbEndpoint'))),
    TableName: inject('tableName'),
  };
}

/** A simulator made through the API with the signed-in student's cookie. */
async function createSimulator(
  page: Page,
  student: { userId: string },
  body: Record<string, unknown>,
): Promise<string> {
  const response = await page.request.post(`${inject('baseUrl')}/api/simulators/create`, {
    data: { userId: student.userId, ...body },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).simulator.id;
}

/** The options' keys of a simulator, as the server stored them. */
async function storedKeys(userId: string, id: string): Promise<number[]> {
  const { client, TableName } = table();
  const { Item } = await client.send(new GetCommand({ TableName, Key: keys.simulator(userId, id) }));
  client.destroy();
  const questions = (Item?.questions ?? []) as { correctAnswer: number }[];
  return questions.map((question) => question.correctAnswer);
}

/** Two practice answers missed two days ago, so the review has them due now. */
async function seedMisses(userId: string) {
  const { client, TableName } = table();
  const missed = contentBank.matematicas.exercises
    .filter((exercise) => exercise.topic === 'geometria' && exercise.kind === 'multiple-choice')
    .slice(2, 4);
  for (const [index, exercise] of missed.entries()) {
    const at = new Date(Date.now() - 2 * 24 * 3600_000 - (20 - index) * 60_000).toISOString();
    await client.send(
      new PutCommand({
        TableName,
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

const launcherOf = (page: Page) => page.locator('.tutor-launcher');

/**
 * The points of a control the tutor's button lies over: its centre and corners, each asked of
 * `elementFromPoint` (only those on screen).
 */
function pointsUnderLauncher(control: Locator): Promise<string[]> {
  return control.evaluate((element) => {
    const launcher = document.querySelector('.tutor-launcher');
    const rect = element.getBoundingClientRect();
    const inset = 2;
    const points: [string, number, number][] = [
      ['centro', rect.left + rect.width / 2, rect.top + rect.height / 2],
      ['arriba a la izquierda', rect.left + inset, rect.top + inset],
      ['arriba a la derecha', rect.right - inset, rect.top + inset],
      ['abajo a la izquierda', rect.left + inset, rect.bottom - inset],
      ['abajo a la derecha', rect.right - inset, rect.bottom - inset],
    ];
    return points
      .filter(([, x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight)
      .filter(([, x, y]) => {
        const top = document.elementFromPoint(x, y);
        return Boolean(top && launcher?.contains(top));
      })
      .map(([name]) => name);
  });
}

/**
 * Every visible button and button-like link of the page, each scrolled to the bottom, the middle and the
 * top of the screen: the tutor's button lies over none of their points, once it has moved aside.
 */
async function expectNothingCovered(page: Page, where: string) {
  const controls = page.locator('main .button, main button[type="submit"]');
  const count = await controls.count();
  let checked = 0;
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    if (!(await control.isVisible())) continue;
    for (const block of ['end', 'center', 'start'] as const) {
      await control.evaluate((element, at) => element.scrollIntoView({ block: at }), block);
      const name = (await control.textContent())?.trim();
      await expect.poll(() => pointsUnderLauncher(control), { timeout: 3_000 }).toEqual([]);
      expect(name, where).toBeTruthy();
      checked += 1;
    }
  }
  expect(checked, `${where}: buttons checked`).toBeGreaterThan(0);
}

/** Nothing wider than the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, where).toBeLessThanOrEqual(widths.client);
}

describe('the simulator player on a phone', () => {
  const baseUrl = inject('baseUrl');
  const ui = useBrowser();

  it('starts each question at its top with the focus on it, and takes the student to the verdict', async () => {
    const page = await ui.open({ viewport: handset });
    const student = await signInAsSubscriber(page, baseUrl);
    const id = await createSimulator(page, student, {
      subject: 'fisica',
      difficulty: 'medio',
      numQuestions: 10,
      timeLimit: 30,
      selectedTopics: [],
      mode: 'practice',
    });
    const answers = await storedKeys(student.userId, id);
    await page.goto(`${baseUrl}/content/simulador/${id}`);
    await page.getByText('Pregunta 1 de 10').waitFor(patiently);
    await page.waitForFunction(() => document.activeElement?.id === 'question-text', null, patiently);

    // The actions sit in a bar at the bottom of the screen wherever the page is scrolled.
    const bar = page.locator('.player__actions');
    const send = bar.getByRole('button', { name: 'Enviar respuesta' });
    for (const to of [0, 10_000]) {
      await page.evaluate((y) => window.scrollTo(0, y), to);
      const box = await bar.boundingBox();
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0)), `bar bottom at scroll ${to}`).toBe(740);
      expect(box?.width).toBe(360);
      expect(await send.isVisible()).toBe(true);
    }
    expect(await pointsUnderLauncher(send)).toEqual([]);
    await screenshot(page, 'player-practice-question-360');

    await page
      .locator('.option')
      .nth(answers[0] as number)
      .click();
    await send.click();
    const sheet = page.getByRole('dialog');
    await sheet.waitFor(patiently);
    await sheet.getByRole('button', { name: 'Continuar' }).click();
    await sheet.waitFor({ state: 'detached' });

    // The verdict is on screen, above the bar, and has the focus.
    const verdict = page.locator('.player__feedback');
    await page.waitForFunction(
      () => document.activeElement?.closest('.player__feedback') !== null,
      null,
      patiently,
    );
    const verdictBox = await verdict.locator('.player__verdict').boundingBox();
    const barBox = await bar.boundingBox();
    expect(verdictBox?.y).toBeGreaterThanOrEqual(0);
    expect((verdictBox?.y ?? 0) + (verdictBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
    expect(await verdict.locator('.player__verdict').textContent()).toBe('✓¡Correcto!');
    const next = bar.getByRole('button', { name: 'Siguiente pregunta' });
    expect(await pointsUnderLauncher(next)).toEqual([]);
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    await screenshot(page, 'player-practice-verdict-360');

    // Far down the explanation, «Siguiente pregunta» starts the next question at its top.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await next.click();
    await page.getByText('Pregunta 2 de 10').waitFor(patiently);
    await page.waitForFunction(() => document.activeElement?.id === 'question-text', null, patiently);
    await expect
      .poll(() =>
        page.locator('.player').evaluate((element) => Math.round(element.getBoundingClientRect().top)),
      )
      .toBeLessThanOrEqual(1);
    expect(
      await page.locator('.player').evaluate((element) => Math.round(element.getBoundingClientRect().top)),
    ).toBeGreaterThanOrEqual(-1);
    await expectNoSidewaysScroll(page, 'player');

    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'player-practice-question-1280');
  });

  it('keeps the exam mode actions at the bottom of the screen and the tutor out of the exam', async () => {
    const page = await ui.open({ viewport: handset });
    const student = await signInAsSubscriber(page, baseUrl);
    const id = await createSimulator(page, student, {
      subject: 'matematicas',
      difficulty: 'medio',
      numQuestions: 10,
      timeLimit: 30,
      selectedTopics: [],
      mode: 'exam',
    });
    await page.goto(`${baseUrl}/content/simulador/${id}`);
    await page.getByText('Pregunta 1 de 10').waitFor(patiently);
    await page.waitForFunction(() => document.activeElement?.id === 'question-text', null, patiently);
    expect(await launcherOf(page).isVisible()).toBe(false);

    const bar = page.locator('.player__actions');
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(740);
    await page.locator('.option').first().click();
    await page.getByText('Respuesta guardada: A.', { exact: false }).waitFor(patiently);
    await bar.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('Pregunta 2 de 10').waitFor(patiently);
    await page.waitForFunction(() => document.activeElement?.id === 'question-text', null, patiently);
    await screenshot(page, 'player-exam-question-360');

    await page.getByRole('button', { name: 'Pregunta 10, sin responder' }).click();
    await page.getByText('Pregunta 10 de 10').waitFor(patiently);
    const finish = bar.getByRole('button', { name: 'Finalizar examen' });
    expect(await finish.isVisible()).toBe(true);
    await finish.click();
    const confirm = page.getByRole('button', { name: 'Sí, finalizar' });
    await confirm.waitFor(patiently);
    // The confirmation is not hidden under the bar.
    await expect
      .poll(() =>
        confirm.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          return Boolean(top && element.contains(top));
        }),
      )
      .toBe(true);
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    await screenshot(page, 'player-exam-confirm-360');
    expect(await launcherOf(page).isVisible()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'player-exam-confirm-1280');
  });
});

describe("the tutor's button on the pages a student uses, at 360 × 740", () => {
  const baseUrl = inject('baseUrl');
  const ui = useBrowser();

  it('never lies over a button of /plans, the dashboard, Mi suscripción, an exercise, the review or the player', async () => {
    const visitor = await ui.open({ viewport: handset });
    await visitor.goto(`${baseUrl}/plans`);
    await visitor.getByRole('button', { name: /Elegir Plan Premium/ }).waitFor(patiently);
    await launcherOf(visitor).waitFor();
    await expectNothingCovered(visitor, '/plans');

    const page = await ui.open({ viewport: handset });
    const student = await signInAsSubscriber(page, baseUrl);
    await seedMisses(student.userId);

    await page.goto(`${baseUrl}/content/dashboard`);
    await page
      .getByRole('region', { name: 'Repaso de hoy' })
      .getByText(/para repasar/)
      .waitFor(patiently);
    await expectNothingCovered(page, 'dashboard');

    await page.goto(`${baseUrl}/content/suscripcion`);
    await page.getByRole('heading', { name: 'Cómo cambiar de plan' }).waitFor(patiently);
    await expectNothingCovered(page, 'Mi suscripción');

    const exercise = contentBank.matematicas.exercises.find(
      (candidate) => candidate.topic === 'funciones' && candidate.kind === 'multiple-choice',
    );
    await page.goto(`${baseUrl}/content/educational/matematicas/ejercicio/${exercise?.id}`);
    await page.getByRole('button', { name: 'Verificar respuesta' }).waitFor(patiently);
    await page.locator('.edu-option').first().click();
    await expectNothingCovered(page, 'exercise');

    await page.goto(`${baseUrl}/content/repaso`);
    await page.getByText('Ejercicio 1 de 2').waitFor(patiently);
    await page.locator('.daily-review-option').first().click();
    await expectNothingCovered(page, 'review');

    const id = await createSimulator(page, student, {
      subject: 'fisica',
      difficulty: 'medio',
      numQuestions: 10,
      timeLimit: 30,
      selectedTopics: [],
      mode: 'practice',
    });
    await page.goto(`${baseUrl}/content/simulador/${id}`);
    await page.getByText('Pregunta 1 de 10').waitFor(patiently);
    await page.locator('.option').first().click();
    await expectNothingCovered(page, 'player');
    expect(await launcherOf(page).isVisible()).toBe(true);
  });
});

/** An option other than `key` that every question has: a true/false one has only two. */
const wrongOption = (key: number) => (key === 0 ? 1 : 0);

describe('the results of a simulator on a phone', () => {
  const baseUrl = inject('baseUrl');
  const ui = useBrowser();

  it('fits the screen, draws the topics as bars and counts in good Spanish', async () => {
    const page = await ui.open({ viewport: handset });
    const student = await signInAsSubscriber(page, baseUrl);
    const id = await createSimulator(page, student, {
      subject: 'fisica',
      difficulty: 'medio',
      numQuestions: 10,
      timeLimit: 30,
      selectedTopics: [],
      mode: 'practice',
    });
    const answers = await storedKeys(student.userId, id);
    // Nine right and the first one wrong, on purpose.
    for (const [index, key] of answers.entries()) {
      const response = await page.request.post(`${baseUrl}/api/simulators/${id}/answer`, {
        data: { questionIndex: index, userAnswer: index === 0 ? wrongOption(key) : key, timeSpent: 20 },
      });
      expect(response.status(), await response.text()).toBe(200);
    }
    const completed = await page.request.post(`${baseUrl}/api/simulators/${id}/complete`, {
      data: { userId: student.userId },
    });
    expect(completed.status()).toBe(200);

    await page.goto(`${baseUrl}/content/simulador/${id}`);
    const results = page.getByRole('region', { name: 'Resultados del simulador' });
    await results.waitFor(patiently);
    expect(await results.locator('.results__score').textContent()).toBe('Tu nota: 9/10 (9 de 10 correctas)');
    const metrics = await results.locator('.metrics li').allTextContents();
    expect(metrics).toContain('9 correctas');
    expect(metrics).toContain('1 incorrecta');
    expect(metrics).toContain('90 % de precisión');
    expect(metrics.find((text) => text.endsWith('en total'))).toMatch(/^(\d+ min \d{2} s|\d+ s) en total$/);
    expect(await page.locator('.review').getByText('9 correctas y 1 incorrecta.').count()).toBe(1);

    // On a phone the topics are bars with their figures in words; the table is for wide screens.
    const bars = results.getByRole('list', { name: 'Correctas por tema' });
    expect(await bars.isVisible()).toBe(true);
    expect(await results.locator('.results__topics').isVisible()).toBe(false);
    const items = await bars.getByRole('listitem').allTextContents();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item).toMatch(/\d+ de \d+ · \d+ %$/);
    await expectNoSidewaysScroll(page, 'results');
    expect(await results.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(
      360,
    );
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    await results.screenshot({ path: `${screenshotsDir}/results-card-360.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await results.locator('.results__topics').isVisible()).toBe(true);
    expect(await bars.isVisible()).toBe(false);
    await screenshot(page, 'results-1280');
  });

  it("keeps a regional simulacro's verdict within the screen", async () => {
    const page = await ui.open({ viewport: handset });
    const student = await signInAsSubscriber(page, baseUrl);
    const id = await createSimulator(page, student, {
      subject: 'matematicas',
      preset: { regional: 'frc' },
    });
    const answers = await storedKeys(student.userId, id);
    for (const [index, key] of answers.entries()) {
      if (key < 0) continue;
      await page.request.post(`${baseUrl}/api/simulators/${id}/answer`, {
        data: { questionIndex: index, userAnswer: key, timeSpent: 30 },
      });
    }
    await page.request.post(`${baseUrl}/api/simulators/${id}/complete`, { data: { userId: student.userId } });
    await page.goto(`${baseUrl}/content/simulador/${id}`);
    const results = page.getByRole('region', { name: 'Resultados del simulador' });
    await results.waitFor(patiently);
    await results.getByRole('heading', { name: 'Cómo te iría en FRC' }).waitFor();
    await expectNoSidewaysScroll(page, 'regional results');
    expect(await results.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(
      360,
    );
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    await screenshot(page, 'results-regional-360');
  });
});
