import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accuracy, newTally, practise, runSimulator, type Tally } from './activity.ts';
import { accessibilityViolations } from './axe.ts';
import { launchBrowser, screenshot, watchErrors } from './browser.ts';
import { signInAsSubscriber } from './sign-in.ts';

/** Vitest polls for one second by default; a page on a busy two-core machine can take longer. */
const patiently = { timeout: 15_000 };

describe('the statistics page', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let student: { email: string; userId: string };
  let tally: Tally;
  let simulator: { id: string; accuracy: number };

  /** One student with practice in three subjects and a finished simulator, and a rival to rank against. */
  beforeAll(async () => {
    browser = await launchBrowser();
    const rivalContext = await browser.newContext({ locale: 'es-AR' });
    const rival = await rivalContext.newPage();
    await signInAsSubscriber(rival, baseUrl);
    await practise(rival, baseUrl, newTally(), {
      subject: 'quimica',
      topic: 'soluciones',
      correct: 0,
      wrong: 10,
    });
    await rivalContext.close();

    context = await browser.newContext({ locale: 'es-AR', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    errors = watchErrors(page);
    student = await signInAsSubscriber(page, baseUrl);
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
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const metric = (name: string) =>
    page
      .locator('.stats-metric', { has: page.getByText(name, { exact: true }) })
      .locator('dd')
      .first();
  const subject = (name: string) =>
    page.locator('.stats-subject', { has: page.getByRole('heading', { name }) });
  const studyTime = (seconds: number) => {
    const minutes = Math.floor(seconds / 60);
    return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
  };
  const chartRows = () => page.locator('.stats-chart table tbody tr');

  async function openStatistics(query = '') {
    await page.goto(`${baseUrl}/content/estadisticas${query}`);
    await page.getByRole('heading', { name: 'Estadísticas', exact: true }).waitFor();
    await page.locator('.stats__body:not(.stats__body--busy)').waitFor();
  }

  it('shows the four cards, every subject, weak topics to practise, strengths and the last five days', async () => {
    await openStatistics();
    expect(await page.getByLabel('30 días').isChecked()).toBe(true);
    expect(await metric('Precisión').textContent()).toBe(`${accuracy(tally)}%`);
    expect(await metric('Preguntas respondidas').textContent()).toBe(String(tally.total));
    expect(await metric('Tiempo de estudio').textContent()).toBe(studyTime(tally.seconds));
    expect(await metric('Promedio en simuladores').textContent()).toBe(`${simulator.accuracy}%`);
    expect(await page.locator('.stats-metric__note').textContent()).toBe(
      `Mejor: ${simulator.accuracy}% · 1 simulador`,
    );

    for (const [id, name] of [
      ['matematicas', 'Matemática'],
      ['fisica', 'Física'],
      ['quimica', 'Química'],
    ] as const) {
      const counts = tally.bySubject.get(id) ?? { correct: 0, total: 0 };
      expect(await subject(name).locator('.stats-subject__accuracy').textContent()).toBe(
        `${accuracy(counts)}%`,
      );
      expect(await subject(name).locator('.stats-subject__detail').textContent()).toContain(
        `${counts.correct} de ${counts.total} correctas`,
      );
    }

    const { statistics } = await (
      await page.request.get(`${baseUrl}/api/statistics/overview/${student.userId}?timeframe=30d`)
    ).json();
    expect(statistics.percentile).toEqual(expect.any(Number));
    const ranking = page.getByRole('region', { name: 'Nivel y ranking nacional' });
    expect(await ranking.locator('.level-card__number').textContent()).toBe(String(statistics.percentile));

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
    expect(await page.locator('.stats-chart figcaption').textContent()).toMatch(
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

  it('fetches the four reads again for each period and keeps the period in the address', async () => {
    await openStatistics();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/statistics/'))
        asked.push(`${url.pathname.split('/')[3]}${url.search}`);
    });

    await page.getByLabel('7 días').check();
    await page.waitForURL(/\?periodo=7d$/);
    await expect
      .poll(() => [...asked].sort(), patiently)
      .toEqual([
        'overview?timeframe=7d',
        'progress?timeframe=7d',
        'subjects?timeframe=7d',
        'topics?timeframe=7d',
      ]);
    await page.locator('.stats__body:not(.stats__body--busy)').waitFor();
    expect(await metric('Preguntas respondidas').textContent()).toBe(String(tally.total));
    expect(await page.getByRole('region', { name: 'Nivel y ranking nacional' }).textContent()).not.toContain(
      'Para llegar a',
    );

    asked.length = 0;
    await page.getByLabel('Todo', { exact: true }).check();
    await expect.poll(() => asked.filter((url) => url.endsWith('timeframe=all')).length, patiently).toBe(4);
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
    const topicsRead = (url: URL) => url.pathname.startsWith('/api/statistics/topics/');
    await page.route(topicsRead, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    );
    await page.goto(`${baseUrl}/content/estadisticas`);
    const failure = page.locator('.stats__error');
    await expect
      .poll(() => failure.locator('p').textContent(), patiently)
      .toBe('Error al cargar las estadísticas');
    expect(await failure.getAttribute('role')).toBe('alert');
    expect(await metric('Precisión').textContent()).toBe('0%');
    expect(await metric('Preguntas respondidas').textContent()).toBe('0');
    expect(await metric('Tiempo de estudio').textContent()).toBe('0h 0m');
    expect(await page.locator('.level-card__badge').textContent()).toBe('Principiante');
    expect(await subject('Matemática').locator('.stats-subject__detail').textContent()).toContain(
      '0 de 0 correctas',
    );
    expect(await chartRows().count()).toBe(5);
    await screenshot(page, 'statistics-error-1280');

    await page.unroute(topicsRead);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect
      .poll(() => metric('Preguntas respondidas').textContent(), patiently)
      .toBe(String(tally.total));
    expect(await failure.count()).toBe(0);
  });

  it('says the user is missing when the session lost it', async () => {
    await page.goto(`${baseUrl}/content/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.evaluate(() => sessionStorage.removeItem('user_id'));
    await page.getByRole('link', { name: 'Ver mis estadísticas' }).click();
    await page.waitForURL(`${baseUrl}/content/estadisticas`);
    const missing = page.getByRole('alert').filter({ hasText: 'No se encontró información del usuario' });
    await missing.waitFor();
    expect(await missing.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login');
  });
});
