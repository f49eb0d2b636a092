import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { trialItems } from '../../functions/content/trial/index.ts';
import { keys } from '../../functions/lib/data/keys.ts';
import { localDynamoClient } from '../../infra/local/dynamodb.ts';
import { SITE_URL } from '../../web/src/app/meta.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot, watchErrors } from './browser.ts';
import { scrollsSideways } from './checkout.ts';
import { useBrowser } from './fixture.ts';

const baseUrl = inject('baseUrl');

/** Moves a running trial's deadline into the past, as ten minutes would. */
async function expire(trialId: string): Promise<void> {
  const client = DynamoDBDocumentClient.from(localDynamoClient(inject('dynamoDbEndpoint')));
  await client.send(
    new UpdateCommand({
      TableName: inject('tableName'),
      Key: keys.trial(trialId),
      UpdateExpression: 'SET deadline = :past',
      ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
    }),
  );
  client.destroy();
}

/** Chooses a subject on /probar and starts; returns the trial id the server gave. */
async function startTrial(page: Page, subject: 'Matemática' | 'Física' | 'Química'): Promise<string> {
  // Hydrated: the start goes through the page's script (a form sent before it is covered below).
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('heading', { level: 1, name: 'Probá un mini simulacro del ingreso a la UTN' })
    .waitFor();
  await page.getByRole('radio', { name: new RegExp(`^${subject}`) }).check();
  const started = page.waitForResponse((response) => response.url().endsWith('/api/trial/start'));
  await page.getByRole('button', { name: 'Empezar la prueba' }).click();
  const response = await started;
  const body = await response.text();
  // Answers and explanations never reach the browser before the visitor answers.
  expect(body).not.toMatch(/correctAnswer|explanation|PASO 1:|RESULTADO:/);
  await page.getByText('Pregunta 1 de 5').waitFor();
  return (JSON.parse(body) as { trial: { id: string } }).trial.id;
}

/** Answers the question on screen with the keyboard (option A, or B) and waits for the verdict. */
async function answerWithKeyboard(page: Page, option: 'A' | 'B'): Promise<void> {
  const first = page.locator('.trial-option input').first();
  await first.focus();
  await page.keyboard.press('Space');
  if (option === 'B') await page.keyboard.press('ArrowDown');
  await page.getByRole('button', { name: 'Responder' }).click();
  await page.locator('.trial-feedback__verdict').waitFor();
}

describe('the free mini simulacro at /probar', () => {
  const ui = useBrowser();
  let page: Page;

  async function open(width: number, height = 900): Promise<Page> {
    page = await ui.open({ viewport: { width, height } });
    return page;
  }

  it('is a prerendered, indexable page that works before its JavaScript, and the bundle holds no trial answers', async () => {
    const response = await fetch(`${baseUrl}/probar`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Simulador de ingreso UTN gratis: probá 5 preguntas | Ingresá</title>');
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/probar" />`);
    expect(html).toContain('<meta name="robots" content="index, follow" />');
    expect(html).toMatch(/<meta name="description" content="Hacé gratis un mini simulacro[^"]*" \/>/);
    expect(html).toContain('Probá un mini simulacro del ingreso a la UTN</h1>');
    for (const value of ['matematicas', 'fisica', 'quimica']) expect(html).toContain(`value="${value}"`);
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${SITE_URL}/probar</loc>`);

    const root = inject('siteDir');
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    const texts = await Promise.all(
      entries
        .filter((entry) => entry.isFile() && /\.(js|html|json)$/.test(entry.name))
        .map((entry) => readFile(path.join(entry.parentPath, entry.name), 'utf8')),
    );
    const needles = Object.values(trialItems).flatMap((items) =>
      items.map((item) => item.explanation.replace(/^PASO 1: /, '').slice(0, 40)),
    );
    expect(needles.filter((needle) => texts.some((text) => text.includes(needle)))).toEqual([]);
  });

  it('takes a visitor from the landing through five questions to the results and the plans (1280 px)', async () => {
    await open(1280);
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Probá gratis un mini simulacro' }).click();
    await page.waitForURL(`${baseUrl}/probar`);
    await page
      .getByRole('heading', { level: 1, name: 'Probá un mini simulacro del ingreso a la UTN' })
      .waitFor();
    await expect
      .poll(() => page.title())
      .toBe('Simulador de ingreso UTN gratis: probá 5 preguntas | Ingresá');
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    await screenshot(page, 'trial-start-1280');

    await startTrial(page, 'Física');
    const timer = page.locator('.trial-player').getByRole('timer');
    expect(await timer.textContent()).toMatch(/(10:00|9:5\d)/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Mini simulacro de Física');
    expect(await page.getByRole('button', { name: 'Responder' }).isDisabled()).toBe(true);
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    await screenshot(page, 'trial-question-1280');

    for (let question = 1; question <= 5; question++) {
      await page.getByText(`Pregunta ${question} de 5`).waitFor();
      await answerWithKeyboard(page, question % 2 === 0 ? 'B' : 'A');
      const verdict = page.locator('.trial-feedback__verdict');
      // Right and wrong are said in words and marked on the options, not only by colour.
      expect(await verdict.textContent()).toMatch(
        /^✓ ¡Correcto!$|^✗ Incorrecto: la respuesta correcta es la [A-D]$/,
      );
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.className))
        .toContain('trial-feedback__verdict');
      expect(await page.locator('.trial-option__mark--right').allTextContents()).toEqual([
        '✓ Respuesta correcta',
      ]);
      expect(await page.getByText('Así se resuelve:').isVisible()).toBe(true);
      if (question === 1) {
        expect(await accessibilityViolations(page, 'main')).toEqual([]);
        await screenshot(page, 'trial-feedback-1280');
      }
      await page
        .getByRole('button', { name: question < 5 ? 'Siguiente pregunta' : 'Ver mis resultados' })
        .click();
    }

    const title = page.getByRole('heading', { level: 1, name: /^Respondiste bien \d de 5$/ });
    await title.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('trial-results-title');
    const score = (await page.locator('.trial-score').textContent()) ?? '';
    expect(score).toMatch(/Tu nota(0|2|4|6|8|10)\/10/);
    expect(score).toMatch(/Con este resultado aprobarías|Todavía no alcanza/);
    const reviewed = page.locator('.trial-review__item');
    expect(await reviewed.count()).toBe(5);
    for (const item of await reviewed.all()) {
      expect(await item.textContent()).toMatch(/(Respuesta correcta|Respuesta incorrecta).*Así se resuelve:/);
    }
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    await screenshot(page, 'trial-results-1280');

    expect(errors).toEqual([]);
    await page.locator('.trial-cta').getByRole('link', { name: 'Ver planes' }).click();
    await page.waitForURL(`${baseUrl}/plans`);
    await page.getByRole('button', { name: 'Elegir Plan Premium' }).waitFor();
    expect(await page.getByRole('button', { name: 'Elegir Plan Semanal' }).isVisible()).toBe(true);
  });

  it('fits a phone at 360 px, keeps the trial on reload and lets the visitor try another subject', async () => {
    await open(360, 740);
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/probar`);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'trial-start-360');
    await startTrial(page, 'Química');
    await page.locator('.trial-option').first().click();
    const send = page.getByRole('button', { name: 'Responder' });
    expect(await send.isEnabled()).toBe(true);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'trial-question-360');
    await send.click();
    await page.locator('.trial-feedback__verdict').waitFor();
    await screenshot(page, 'trial-feedback-360');

    // A reload goes on with the next question: the answered one is not asked again.
    await page.reload();
    await page.getByText('Pregunta 2 de 5').waitFor();
    expect(await page.locator('.trial-feedback').count()).toBe(0);
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');

    for (let question = 2; question <= 5; question++) {
      await page.getByText(`Pregunta ${question} de 5`).waitFor();
      if (question > 2)
        // A new question takes the focus, for keyboard and screen-reader users.
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('trial-question');
      await page.locator('.trial-option').nth(2).click();
      await page.getByRole('button', { name: 'Responder' }).click();
      await page
        .getByRole('button', { name: question < 5 ? 'Siguiente pregunta' : 'Ver mis resultados' })
        .click();
    }
    await page.getByRole('heading', { level: 1, name: /^Respondiste bien/ }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'trial-results-360');

    await page.locator('.trial-review').getByRole('button', { name: 'Probar otra materia' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Probá un mini simulacro del ingreso a la UTN' })
      .waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Empezar la prueba' }).waitFor();
    expect(await page.getByText(/Pregunta \d de 5/).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows every answer and explanation once the time runs out, the unanswered ones marked so', async () => {
    await open(1280);
    await page.goto(`${baseUrl}/probar`);
    const id = await startTrial(page, 'Matemática');
    await answerWithKeyboard(page, 'A');
    await expire(id);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Respondiste bien [01] de 5$/ }).waitFor();
    expect(await page.getByText('Se terminó el tiempo con 4 preguntas sin responder').isVisible()).toBe(true);
    expect(await page.locator('.trial-review__status--skipped').count()).toBe(4);
    expect(await page.getByText('La correcta').count()).toBeGreaterThanOrEqual(4);
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
  });

  it('starts the trial a visitor chose before the page’s JavaScript arrived', async () => {
    await open(360, 740);
    const plain = await ui.browser.newContext({ locale: 'es-AR', javaScriptEnabled: false });
    const noScript = await plain.newPage();
    await noScript.goto(`${baseUrl}/probar`);
    await noScript.getByRole('radio', { name: /^Física/ }).check();
    await noScript.getByRole('button', { name: 'Empezar la prueba' }).click();
    await noScript.waitForURL(/\/probar\?materia=fisica&empezar=1$/);
    const sent = noScript.url();
    await plain.close();

    await page.goto(sent);
    await page.getByText('Pregunta 1 de 5').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Mini simulacro de Física');
    expect(page.url()).toBe(`${baseUrl}/probar`);
  });

  it('explains a refused start in Spanish, with the way to the plans', async () => {
    await open(360, 740);
    await page.route('**/api/trial/start', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'retry-after': '1200' },
        body: JSON.stringify({
          success: false,
          message:
            'Ya hiciste varias pruebas gratis desde tu conexión. Podés empezar otra en 20 minutos, o mirar los planes para practicar sin límites.',
        }),
      }),
    );
    // Chosen and sent as soon as the page shows, hydrated or not: either way the trial starts.
    await page.goto(`${baseUrl}/probar`);
    await page.getByRole('radio', { name: /^Física/ }).check();
    await page.getByRole('button', { name: 'Empezar la prueba' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Podés empezar otra en 20 minutos');
    expect(await alert.getByRole('link', { name: 'Ver planes' }).getAttribute('href')).toBe('/plans');
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    await screenshot(page, 'trial-limited-360');
    await alert.getByRole('button', { name: 'Elegir otra materia' }).click();
    await page.getByRole('button', { name: 'Empezar la prueba' }).waitFor();
  });

  it('is linked from /login and from the SEO pages’ call to action', async () => {
    await open(1280);
    await page.goto(`${baseUrl}/login`);
    expect(await page.getByRole('link', { name: 'Probá gratis 5 preguntas' }).getAttribute('href')).toBe(
      '/probar',
    );
    await page.goto(`${baseUrl}/ingreso`);
    const cta = page.locator('.seo-cta');
    expect(await cta.getByRole('link', { name: 'Probá gratis 5 preguntas' }).getAttribute('href')).toBe(
      '/probar',
    );
  });
});
