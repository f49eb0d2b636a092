import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { PHONE_COLUMN } from '../../functions/content/figures/svg.ts';
import { keys } from '../../functions/lib/data/keys.ts';
import { localDynamoClient } from '../../infra/local/dynamodb.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot } from './browser.ts';
import { phone, usePage } from './fixture.ts';

/**
 * A review item or a simulator question whose statement has a figure draws it on a 360 px phone (#30):
 * an image with its description, loaded, as wide as the column lets it be and no wider than the screen.
 */
const patiently = { timeout: 15_000 };
const drawn = contentBank.fisica.exercises.find((e) => e.kind === 'multiple-choice' && e.figure);

/** A practice answer of `drawn` missed two days ago: the review has it due now. */
async function seedMiss(userId: string, exerciseId: string) {
  const client = DynamoDBDocumentClient.from(localDynamoClient(inject('dynamoDbEndpoint')));
  const at = new Date(Date.now() - 2 * 24 * 3600_000).toISOString();
  await client.send(
    new PutCommand({
      TableName: inject('tableName'),
      Item: {
        ...keys.attempt(userId, at, exerciseId),
        exerciseId,
        subject: 'fisica',
        topic: drawn?.topic,
        correct: false,
        at,
        source: 'practice',
        timeSpentSeconds: 45,
      },
    }),
  );
  client.destroy();
}

describe('figures in the review on a phone', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: phone, signIn: 'subscriber' });

  it('draws the figure of a review item as an image with its description', async () => {
    const { page, student, errors } = ui;
    if (!drawn?.figure) throw new Error('the bank lacks a drawn multiple-choice exercise');
    await seedMiss(student.userId, drawn.id);

    await page.goto(`${baseUrl}/content/repaso`);
    await page.getByText('Ejercicio 1 de 1').waitFor(patiently);

    const image = page.locator('.daily-review__card .answer-figure img');
    await image.waitFor(patiently);
    expect(await image.getAttribute('alt')).toBe(drawn.figure.alt);
    const shown = await image.evaluate((img: HTMLImageElement) => ({
      loaded: img.complete && img.naturalWidth > 0,
      left: img.getBoundingClientRect().left,
      right: img.getBoundingClientRect().right,
      width: img.getBoundingClientRect().width,
      page: document.documentElement.scrollWidth,
    }));
    expect(shown.loaded).toBe(true);
    expect(shown.width).toBeGreaterThan(250);
    // The column the figures' labels are sized for (their unit test reads them at this width).
    expect(Math.round(shown.width)).toBeGreaterThanOrEqual(PHONE_COLUMN);
    expect(shown.left).toBeGreaterThanOrEqual(0);
    expect(shown.right).toBeLessThanOrEqual(phone.width);
    expect(shown.page).toBeLessThanOrEqual(phone.width);
    await image.scrollIntoViewIfNeeded();
    await screenshot(page, 'review-figure-360');
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('draws the figure of a simulator question that has one, in the player', async () => {
    const { page, student, errors } = ui;
    // Questions are drawn at random: new simulators until one opens on a drawn question (about a third
    // of mechanics is drawn, so twenty tries all but never miss).
    let opened: { id: string; alt: string } | undefined;
    for (let attempt = 0; attempt < 20 && !opened; attempt++) {
      const created = await page.request.post(`${baseUrl}/api/simulators/create`, {
        data: {
          subject: 'fisica',
          difficulty: 'medio',
          numQuestions: 10,
          timeLimit: 30,
          selectedTopics: ['mecanica'],
          userId: student.userId,
        },
      });
      expect(created.status()).toBe(200);
      const { simulator } = (await created.json()) as { simulator: { id: string } };
      const got = await page.request.get(`${baseUrl}/api/simulators/${simulator.id}`);
      const { simulator: stored } = (await got.json()) as {
        simulator: { questions: { figure?: { alt: string } }[] };
      };
      const figure = stored.questions[0]?.figure;
      if (figure) opened = { id: simulator.id, alt: figure.alt };
    }
    if (!opened) throw new Error('no simulator opened on a drawn question in twenty tries');

    await page.goto(`${baseUrl}/content/simulador/${opened.id}`);
    await page.getByText(/Pregunta 1 de 10/).waitFor(patiently);
    const image = page.locator('.answer-figure img');
    await image.waitFor(patiently);
    expect(await image.getAttribute('alt')).toBe(opened.alt);
    const shown = await image.evaluate((img: HTMLImageElement) => ({
      loaded: img.complete && img.naturalWidth > 0,
      right: img.getBoundingClientRect().right,
      width: img.getBoundingClientRect().width,
    }));
    expect(shown.loaded).toBe(true);
    expect(Math.round(shown.width)).toBeGreaterThanOrEqual(PHONE_COLUMN);
    expect(shown.right).toBeLessThanOrEqual(phone.width);
    await screenshot(page, 'simulator-figure-360');
    expect(errors).toEqual([]);
  });

  it('gives a mini class’s figure the column its labels are sized for', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}/content/educational/fisica/mini-clase/mecanica-tension-y-poleas`);
    const image = page.locator('.edu-figure img').first();
    await image.waitFor(patiently);
    const width = await image.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width);
    expect(Math.round(width)).toBeGreaterThanOrEqual(PHONE_COLUMN);
    expect(width).toBeLessThanOrEqual(phone.width);
  });
});
