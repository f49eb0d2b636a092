import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot } from './browser.ts';
import { usePage } from './fixture.ts';

/**
 * Mastery on the subject page, on a 360 × 740 phone (#30): each topic of the syllabus shows a bar of how
 * the student is doing there with its value in words (no figure on too few answers, never praise), and
 * «Practicá» opens the exercises of the exact subtopic to work on next, all in the page's one request.
 */

const patiently = { timeout: 15_000 };
const handset = { width: 360, height: 740 };

type Choice = Extract<(typeof contentBank.fisica.exercises)[number], { kind: 'multiple-choice' }>;
const choices = contentBank.fisica.exercises.filter(
  (exercise): exercise is Choice => exercise.kind === 'multiple-choice' && exercise.topic === 'mecanica',
);
/** Two mechanics subtopics with at least two multiple-choice exercises: one gets a miss, one does not. */
const bySubtopic = new Map<string, Choice[]>();
for (const e of choices)
  bySubtopic.set(e.subtopic as string, [...(bySubtopic.get(e.subtopic as string) ?? []), e]);
const [missed, other] = [...bySubtopic.entries()].filter(([, list]) => list.length >= 2) as [
  [string, Choice[]],
  [string, Choice[]],
];

async function answer(page: Page, exercise: Choice, right: boolean) {
  const key = exercise.correctAnswer as number;
  const response = await page.request.post(
    `${inject('baseUrl')}/api/educational/fisica/ejercicios/${exercise.id}/verificar`,
    { data: { respuesta: right ? key : (key + 1) % exercise.options.length, timeSpent: 40 } },
  );
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens the physics page and counts the API calls it makes. */
async function openPhysics(page: Page): Promise<string[]> {
  const calls: string[] = [];
  const onRequest = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
  };
  page.on('request', onRequest);
  await page.goto(`${inject('baseUrl')}/content/educational/fisica`);
  await page.getByRole('heading', { level: 1, name: 'Física' }).waitFor(patiently);
  await page.locator('.edu-mastery').first().waitFor();
  page.off('request', onRequest);
  return calls;
}

const mechanicsCard = (page: Page) =>
  page.locator('.edu-topic', { has: page.getByRole('heading', { name: /Mecánica/ }) });

describe('mastery per topic on the subject page, on a phone', () => {
  const ui = usePage({ viewport: handset, signIn: 'subscriber' });

  it('says there is no data yet and sends «Practicá» to each topic’s first subtopic, in the page’s one request', async () => {
    const { page } = ui;
    const calls = await openPhysics(page);
    expect(calls.filter((call) => call.startsWith('/api/educational'))).toEqual(['/api/educational/fisica']);

    const cards = page.locator('.edu-topic');
    expect(await cards.count()).toBe(6);
    for (const card of await cards.all()) {
      expect(await card.locator('.edu-mastery__value').textContent()).toBe('Sin datos todavía');
      const practice = card.getByRole('link', { name: /^Practicá/ });
      const href = new URL((await practice.getAttribute('href')) ?? '', 'http://x');
      expect(href.searchParams.get('tab')).toBe('ejercicios');
      expect(href.searchParams.get('subtema')).toMatch(new RegExp(`^${href.searchParams.get('tema')}\\.`));
      expect(await card.locator('.edu-mastery__subtopic').textContent()).toMatch(/^Empezá por: /);
    }
    expect(await accessibilityViolations(page, '.edu')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'subject-mastery-empty-360');
  });

  it('says it has too few answers, never praise, until the topic has three', async () => {
    const { page } = ui;
    await answer(page, missed[1][0] as Choice, false);
    await answer(page, other[1][0] as Choice, true);
    await openPhysics(page);
    const card = mechanicsCard(page);
    expect(await card.locator('.edu-mastery__value').textContent()).toBe(
      'Todavía no tenemos suficientes respuestas · 2 respuestas',
    );
    expect(await card.locator('.edu-mastery__bar span').count()).toBe(0);
    expect(await page.locator('.edu').textContent()).not.toMatch(/Seguí así|¡Muy bien|Excelente/);
  });

  it('draws the bar with its value and opens the exercises of the subtopic with a miss', async () => {
    const { page, errors } = ui;
    await answer(page, missed[1][1] as Choice, true);
    await openPhysics(page);
    const card = mechanicsCard(page);
    expect(await card.locator('.edu-mastery__value').textContent()).toBe('60 % dominado · 3 respuestas');
    const bar = await card.locator('.edu-mastery__bar').boundingBox();
    const fill = await card.locator('.edu-mastery__bar span').boundingBox();
    expect(Math.round(((fill?.width ?? 0) / (bar?.width ?? 1)) * 100)).toBe(60);
    expect(await card.locator('.edu-mastery__subtopic').textContent()).toMatch(/^Para reforzar: /);
    expect(await accessibilityViolations(page, '.edu')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'subject-mastery-360');

    await card.getByRole('link', { name: /^Practicá/ }).click();
    await page.getByText('Subtema:').waitFor(patiently);
    expect(new URL(page.url()).searchParams.get('subtema')).toBe(missed[0]);
    const listed = page.locator('#edu-panel-ejercicios .edu-card');
    const inSubtopic = contentBank.fisica.exercises.filter((e) => e.subtopic === missed[0]).length;
    expect(await listed.count()).toBe(Math.min(inSubtopic, 20));
    expect(await page.getByRole('tab', { name: /Ejercicios/ }).textContent()).toContain(String(inSubtopic));
    expect(await accessibilityViolations(page, '.edu')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'subject-mastery-practice-360');

    await page.getByRole('link', { name: 'ver todo el tema' }).click();
    await expect
      .poll(() => listed.count(), patiently)
      .toBe(Math.min(contentBank.fisica.exercises.filter((e) => e.topic === 'mecanica').length, 20));
    expect(errors).toEqual([]);
  });

  it('reads the same on a wide screen', async () => {
    const { page } = ui;
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPhysics(page);
    expect(await accessibilityViolations(page, '.edu')).toEqual([]);
    await screenshot(page, 'subject-mastery-1280');
  });
});
