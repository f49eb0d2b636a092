import { randomUUID } from 'node:crypto';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { trialItems } from '../../functions/content/trial/index.ts';
import { keys } from '../../functions/lib/data/keys.ts';
import { localDynamoClient } from '../../infra/local/dynamodb.ts';
import { type TopicId, topicTitles } from '../../shared/domain/subjects.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot, watchErrors, whenHydrated } from './browser.ts';
import { scrollsSideways } from './checkout.ts';
import { phone, usePage } from './fixture.ts';
import { enterMailedCode } from './sign-in.ts';

const baseUrl = inject('baseUrl');

/** What the server stored of a trial: the test reads it only to know which option is right. */
async function storedQuestions(
  trialId: string,
): Promise<{ sourceId: string; topic: string; correctAnswer: number }[]> {
  const client = DynamoDBDocumentClient.from(localDynamoClient(inject('dynamoDbEndpoint')));
  const { Item } = await client.send(
    new GetCommand({ TableName: inject('tableName'), Key: keys.trial(trialId) }),
  );
  client.destroy();
  return Item?.questions ?? [];
}

/** A maths trial on /probar, every question answered right but the first. */
async function takeTrialMissingTheFirst(
  page: Page,
): Promise<{ id: string; missedTopic: TopicId; missedSubtopic: string | undefined }> {
  await page.goto(`${baseUrl}/probar`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('radio', { name: /^Matemática/ }).check();
  const started = page.waitForResponse((response) => response.url().endsWith('/api/trial/start'));
  await page.getByRole('button', { name: 'Empezar la prueba' }).click();
  const { trial } = (await (await started).json()) as { trial: { id: string } };
  const questions = await storedQuestions(trial.id);
  for (const [index, question] of questions.entries()) {
    await page.getByText(`Pregunta ${index + 1} de 5`).waitFor();
    const choice = index === 0 ? (question.correctAnswer === 0 ? 1 : 0) : question.correctAnswer;
    await page.locator('.trial-option').nth(choice).click();
    await page.getByRole('button', { name: 'Responder' }).click();
    await page.locator('.trial-feedback__verdict').waitFor();
    await page.getByRole('button', { name: index < 4 ? 'Siguiente pregunta' : 'Ver mis resultados' }).click();
  }
  await page.getByRole('heading', { level: 1, name: 'Respondiste bien 4 de 5' }).waitFor();
  const missed = trialItems.matematicas.find((item) => item.id === questions[0]?.sourceId);
  return { id: trial.id, missedTopic: questions[0]?.topic as TopicId, missedSubtopic: missed?.subtopic };
}

const trialToClaim = (page: Page) => page.evaluate(() => localStorage.getItem('ingresa_trial_claim'));

describe('the free trial carried into the new account (#30, ADR 0082)', () => {
  const ui = usePage({ viewport: phone, perTest: true });

  it('takes the trial on a phone, subscribes, and onboarding starts the plan from the missed topic', async () => {
    const { page } = ui;
    const errors = watchErrors(page);
    const { id, missedTopic, missedSubtopic } = await takeTrialMissingTheFirst(page);
    expect(await trialToClaim(page)).toBe(id);

    // From the trial's results to the plans, the e-mail, the code and Mercado Pago's checkout.
    await page.locator('.trial-cta').getByRole('link', { name: 'Ver planes' }).click();
    await page.waitForURL(`${baseUrl}/plans`);
    await (await whenHydrated(page.getByRole('button', { name: 'Elegir Plan Premium' }))).click();
    const modal = page.getByRole('dialog', { name: '¡Casi listo!' });
    const email = `prueba-${randomUUID().slice(0, 8)}@ejemplo.com.ar`;
    await modal.getByLabel('Email').fill(email);
    await modal.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/email-verification\?.*next=checkout/);
    const verified = page.waitForResponse((response) => response.url().endsWith('/api/auth/verify-code'));
    await enterMailedCode(page, email);
    const answer = await verified;
    expect(JSON.parse(answer.request().postData() ?? '{}')).toMatchObject({ trial: id });
    expect(await answer.json()).toMatchObject({ trialClaimed: true });
    await page.waitForURL(/\/checkout\/preapproval\//);
    expect(await trialToClaim(page)).toBeNull();
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await page.waitForURL(/\/subscription\/success/);
    await page.getByRole('link', { name: 'Armar mi preparación' }).click();

    // Onboarding: the first three steps left for later, then the first questions.
    await page.waitForURL(`${baseUrl}/content/bienvenida`);
    for (const title of ['Tu facultad y tu carrera', '¿Cuándo rendís?', 'Tu meta diaria']) {
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('button', { name: 'Lo hago después' }).click();
    }
    await page.getByRole('heading', { level: 1, name: 'Hacé tus primeras cinco preguntas' }).waitFor();
    const said = page.getByText(
      `Tu plan arranca por ${topicTitles[missedTopic]}, donde más te costó la prueba gratis.`,
      { exact: false },
    );
    await said.waitFor();
    const start = page.getByRole('link', { name: 'Empezar' });
    const href = new URL((await start.getAttribute('href')) ?? '', baseUrl);
    expect(href.searchParams.get('tema')).toBe(missedTopic);
    expect(href.searchParams.get('subtema')).toBe(missedSubtopic);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    await screenshot(page, 'onboarding-from-trial-360');

    // The dashboard's plan says it too, beside today's first item.
    await page.goto(`${baseUrl}/content/dashboard`);
    await page
      .locator('.learn-plan')
      .getByText(`Tu plan arranca por ${topicTitles[missedTopic]}, donde más te costó la prueba gratis.`)
      .waitFor();
    expect(errors).toEqual([]);
  });
});
