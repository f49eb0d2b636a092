import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { keys } from '../../functions/lib/data/keys.ts';
import { localDynamoClient } from '../../infra/local/dynamodb.ts';
import { PERCENTILE_MIN_OTHERS, PERCENTILE_MIN_QUESTIONS } from '../../shared/domain/ranking.ts';
import { formatStudyTime } from '../../shared/domain/study-time.ts';
import { rankingText } from '../../web/src/components/student-progress.ts';
import { accuracy, newTally, practise, runSimulator, type Tally } from './activity.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot, watchErrors } from './browser.ts';
import { desktop, usePage } from './fixture.ts';

/** Vitest polls for one second by default; a page on a busy two-core machine can take longer. */
const patiently = { timeout: 15_000 };

const subjects = [
  ['matematicas', 'Matemática'],
  ['fisica', 'Física'],
  ['quimica', 'Química'],
] as const;

/**
 * Ranked students straight into the national histograms (overall and mathematics), as if they had
 * answered elsewhere: enough of them for a percentile to mean something.
 */
async function seedRankedStudents(buckets: Record<number, number>) {
  const client = DynamoDBDocumentClient.from(localDynamoClient(inject('dynamoDbEndpoint')));
  const entries = Object.entries(buckets);
  for (const scope of ['all', 'matematicas']) {
    await client.send(
      new UpdateCommand({
        TableName: inject('tableName'),
        Key: keys.rankingHistogram(scope, 0),
        UpdateExpression: `ADD ${entries.map((_, i) => `#b${i} :n${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(entries.map(([bucket], i) => [`#b${i}`, `b${bucket}`])),
        ExpressionAttributeValues: Object.fromEntries(entries.map(([, count], i) => [`:n${i}`, count])),
      }),
    );
  }
  client.destroy();
}

describe('the statistics page of a new student', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: desktop, signIn: 'subscriber' });

  it('shows what is still empty as empty, with a way to start, instead of zeros that read as failing', async () => {
    const { page } = ui;
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/content/estadisticas`);
    await page.locator('.stats__body:not(.stats__body--busy)').waitFor();

    const summary = page.getByRole('region', { name: 'Resumen del período' });
    expect(await summary.getByRole('img').getAttribute('aria-label')).toBe('Precisión: Sin respuestas.');
    expect(await summary.textContent()).not.toContain('0%');
    const time = summary.locator('.stats-metric', { has: page.getByText('Tiempo de estudio') });
    expect(await time.locator('dd').first().textContent()).toBe('0 min');
    const simulators = summary.locator('.stats-metric', { has: page.getByText('Promedio en simuladores') });
    expect(
      await simulators.getByRole('link', { name: 'Hacé tu primer simulador' }).getAttribute('href'),
    ).toBe('/content/simuladores');

    const bySubject = page.getByRole('region', { name: 'Progreso por materia' });
    for (const [id, name] of subjects) {
      expect(await bySubject.getByText(`No practicaste ${name} en los últimos 30 días.`).count()).toBe(1);
      expect(await bySubject.getByRole('link', { name: `Practicar ${name}` }).getAttribute('href')).toBe(
        `/content/educational/${id}?tab=ejercicios`,
      );
    }
    expect(await bySubject.locator('.score-bar__track').count()).toBe(0);

    const ranking = page.getByRole('region', { name: 'Nivel y ranking nacional' });
    expect(await ranking.textContent()).toContain(
      `Respondé ${PERCENTILE_MIN_QUESTIONS} preguntas para ver tu lugar en el ranking.`,
    );
    expect(await page.locator('.day-chart tbody td:last-child').allTextContents()).toEqual(
      Array(5).fill('Sin práctica'),
    );

    await page.getByLabel('Todo', { exact: true }).check();
    await expect
      .poll(() => bySubject.getByText('Todavía no practicaste Química.').count(), patiently)
      .toBe(1);
    expect(await bySubject.getByRole('link', { name: 'Empezar con Química' }).count()).toBe(1);

    await screenshot(page, 'statistics-new-1280');
    expect(await accessibilityViolations(page, '.stats')).toEqual([]);
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'statistics-new-360');
    expect(errors).toEqual([]);
  });
});

describe('the statistics page', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: desktop, signIn: 'subscriber' });
  let tally: Tally;
  let simulator: { id: string; accuracy: number };

  /** One student with practice in two subjects and a finished simulator: fewer answers than a percentile needs. */
  beforeAll(async () => {
    const { page, student } = ui;
    tally = newTally();
    await practise(page, baseUrl, tally, {
      subject: 'matematicas',
      topic: 'ecuaciones',
      correct: 5,
      wrong: 0,
    });
    await practise(page, baseUrl, tally, {
      subject: 'matematicas',
      topic: 'funciones',
      correct: 1,
      wrong: 3,
    });
    await practise(page, baseUrl, tally, { subject: 'quimica', topic: 'soluciones', correct: 3, wrong: 1 });
    simulator = await runSimulator(page, baseUrl, tally, {
      userId: student.userId,
      subject: 'fisica',
      topics: ['mecanica'],
    });
  });

  const metric = (name: string) =>
    ui.page
      .locator('.stats-metric', { has: ui.page.getByText(name, { exact: true }) })
      .locator('dd')
      .first();
  const accuracyRing = () =>
    ui.page.getByRole('region', { name: 'Resumen del período' }).getByRole('img', { name: /^Precisión/ });
  const subject = (name: string) =>
    ui.page.locator('.score-bar', { has: ui.page.getByRole('heading', { name }) });
  const chartRows = () => ui.page.locator('.day-chart table tbody tr');

  async function openStatistics(query = '') {
    const { page } = ui;
    await page.goto(`${baseUrl}/content/estadisticas${query}`);
    await page.getByRole('heading', { name: 'Estadísticas', exact: true }).waitFor();
    await page.locator('.stats__body:not(.stats__body--busy)').waitFor();
  }

  it('shows the four cards, every subject against the pass mark, the ranking honestly and the last five days', async () => {
    const { page, errors, student } = ui;
    await openStatistics();
    expect(await page.getByLabel('30 días').isChecked()).toBe(true);
    expect(await accuracyRing().getAttribute('aria-label')).toBe(
      `Precisión: ${accuracy(tally)}%. ${tally.correct} de ${tally.total}.`,
    );
    expect(await metric('Preguntas respondidas').textContent()).toBe(String(tally.total));
    expect(tally.seconds).toBeGreaterThan(60);
    expect(await metric('Tiempo de estudio').textContent()).toBe(formatStudyTime(tally.seconds));
    expect(await metric('Promedio en simuladores').textContent()).toBe(`${simulator.accuracy}%`);
    expect(await page.locator('.stats-metric__note').last().textContent()).toBe(
      `Mejor: ${simulator.accuracy}% · 1 simulador`,
    );

    for (const [id, name] of subjects) {
      const counts = tally.bySubject.get(id) ?? { correct: 0, total: 0 };
      const row = subject(name);
      expect(await row.locator('.score-bar__value').textContent()).toBe(`${accuracy(counts)}%`);
      const detail = await row.locator('.score-bar__detail').textContent();
      expect(detail).toContain(accuracy(counts) >= 40 ? 'Arriba del 4' : 'Debajo del 4');
      expect(detail).toContain(`${counts.correct} de ${counts.total} correctas`);
      expect(detail).toContain(
        `Ranking: ${PERCENTILE_MIN_QUESTIONS - counts.total} preguntas más para tu percentil`,
      );
    }
    expect(await page.getByText(/^Para aprobar el examen hace falta un 4/).count()).toBe(2);

    // Fewer answers than a percentile needs: no "mejor que…", however few others are ranked.
    const { statistics } = await (
      await page.request.get(`${baseUrl}/api/statistics/overview/${student.userId}?timeframe=30d`)
    ).json();
    const missing = PERCENTILE_MIN_QUESTIONS - tally.total;
    expect(statistics).toMatchObject({
      percentile: null,
      ranking: { status: 'needs-answers', missingAnswers: missing },
    });
    const ranking = page.getByRole('region', { name: 'Nivel y ranking nacional' });
    expect(await ranking.textContent()).toContain(
      `Respondé ${missing} preguntas más para ver tu lugar en el ranking.`,
    );
    expect(await ranking.locator('.level-card__number').count()).toBe(0);
    expect(await page.locator('.stats').textContent()).not.toMatch(/mejor que/i);

    const weak = page.getByRole('region', { name: 'Temas para reforzar' });
    expect(await weak.locator('.stats-topic').first().textContent()).toMatch(/Funciones|Mecánica/);
    expect(await weak.getByText('1 de 4 correctas').count()).toBe(1);
    const strengths = page.getByRole('region', { name: 'Tus fortalezas' });
    expect(await strengths.locator('.stats-topic strong').allTextContents()).toEqual(
      expect.arrayContaining(['Ecuaciones y sistemas', 'Soluciones']),
    );

    const rows = chartRows();
    expect(await rows.count()).toBe(5);
    const today = rows.last();
    expect(await today.locator('td').allTextContents()).toEqual([
      `${tally.total} preguntas`,
      `${accuracy(tally)}%`,
    ]);
    for (let i = 0; i < 4; i++)
      expect(await rows.nth(i).locator('td').allTextContents()).toEqual(['0 preguntas', 'Sin práctica']);
    expect(await page.locator('.day-chart figcaption').textContent()).toMatch(
      /^Precisión por día \(\S+ \d+\/\d+ a \S+ \d+\/\d+\)$/,
    );

    await screenshot(page, 'statistics-1280');
    expect(await accessibilityViolations(page, '.stats')).toEqual([]);
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'statistics-360');
    await page.setViewportSize({ width: 1280, height: 900 });

    await weak.getByRole('link', { name: 'Practicar Funciones' }).click();
    await page.waitForURL(`${baseUrl}/content/educational/matematicas?tab=ejercicios&tema=funciones`);
    expect(errors).toEqual([]);
  });

  it('fetches the page again in one request for each period and keeps the period in the address', async () => {
    const { page, errors } = ui;
    await openStatistics();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (
        url.pathname.startsWith('/api/statistics') &&
        !url.pathname.startsWith('/api/statistics/prediction/')
      )
        asked.push(`${url.pathname}${url.search}`);
    });

    await page.getByLabel('7 días').check();
    await page.waitForURL(/\?periodo=7d$/);
    await expect.poll(() => [...asked], patiently).toEqual(['/api/statistics?timeframe=7d']);
    await page.locator('.stats__body:not(.stats__body--busy)').waitFor();
    expect(await metric('Preguntas respondidas').textContent()).toBe(String(tally.total));
    expect(await page.getByRole('region', { name: 'Nivel y ranking nacional' }).textContent()).not.toContain(
      'Para llegar a',
    );

    asked.length = 0;
    await page.getByLabel('Todo', { exact: true }).check();
    await expect.poll(() => [...asked], patiently).toEqual(['/api/statistics?timeframe=all']);
    await page.locator('.stats__body:not(.stats__body--busy)').waitFor();
    // Over the whole history the numbers are all-time totals, so the page can say what the next level needs.
    await expect
      .poll(() => page.getByRole('region', { name: 'Nivel y ranking nacional' }).textContent(), patiently)
      .toContain(`Para llegar a Intermedio: respondé ${40 - tally.total} preguntas más`);

    await openStatistics('?periodo=90d');
    expect(await page.getByLabel('90 días').isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('says what failed, shows zeros and loads again on retry', async () => {
    const { page } = ui;
    const topicsRead = (url: URL) => url.pathname === '/api/statistics';
    await page.route(topicsRead, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    );
    await page.goto(`${baseUrl}/content/estadisticas`);
    const failure = page.locator('.stats__error');
    await expect
      .poll(() => failure.locator('p').textContent(), patiently)
      .toBe('Error al cargar las estadísticas');
    expect(await failure.getAttribute('role')).toBe('alert');
    expect(await accuracyRing().getAttribute('aria-label')).toBe('Precisión: Sin respuestas.');
    expect(await metric('Preguntas respondidas').textContent()).toBe('0');
    expect(await metric('Tiempo de estudio').textContent()).toBe('0 min');
    expect(await page.locator('.level-card__badge').textContent()).toBe('Principiante');
    expect(await subject('Matemática').locator('.score-bar__track').count()).toBe(0);
    expect(await chartRows().count()).toBe(5);
    await screenshot(page, 'statistics-error-1280');

    await page.unroute(topicsRead);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect
      .poll(() => metric('Preguntas respondidas').textContent(), patiently)
      .toBe(String(tally.total));
    expect(await failure.count()).toBe(0);
  });

  it(`shows the percentile from ${PERCENTILE_MIN_QUESTIONS} answers once enough students are ranked`, async () => {
    const { page, student } = ui;
    await seedRankedStudents({ 20: 10, 50: 10, 95: 5 });
    await practise(page, baseUrl, tally, {
      subject: 'matematicas',
      topic: 'algebra-basica',
      correct: PERCENTILE_MIN_QUESTIONS - tally.total,
      wrong: 0,
    });
    expect(tally.total).toBe(PERCENTILE_MIN_QUESTIONS);

    await openStatistics();
    const { statistics } = await (
      await page.request.get(`${baseUrl}/api/statistics/overview/${student.userId}?timeframe=30d`)
    ).json();
    expect(statistics.ranking).toEqual({ status: 'ranked', percentile: expect.any(Number) });
    const ranking = page.getByRole('region', { name: 'Nivel y ranking nacional' });
    expect(await ranking.locator('.level-card__number').textContent()).toBe(
      String(statistics.ranking.percentile),
    );
    expect(await ranking.textContent()).toContain(rankingText(statistics.ranking));
    // Mathematics alone has fewer answers than a percentile needs, although its ranking is as big.
    const math = tally.bySubject.get('matematicas')?.total ?? 0;
    expect(await subject('Matemática').locator('.score-bar__detail').textContent()).toContain(
      `Ranking: ${PERCENTILE_MIN_QUESTIONS - math} preguntas más para tu percentil`,
    );
    expect(PERCENTILE_MIN_OTHERS).toBeLessThanOrEqual(25);
    await screenshot(page, 'statistics-ranked-1280');
  });

  it('says the user is missing when the session lost it', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl}/content/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // The session ends while the area is open (its cookie gone): the page's own request is refused.
    await page.context().clearCookies();
    await page.getByRole('link', { name: 'Ver mis estadísticas' }).click();
    await page.waitForURL(`${baseUrl}/content/estadisticas`);
    const missing = page.getByRole('alert').filter({ hasText: 'No se encontró información del usuario' });
    await missing.waitFor();
    expect(await missing.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login');
  });
});
