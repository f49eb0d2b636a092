import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { PERCENTILE_MIN_QUESTIONS } from '../../shared/domain/ranking.ts';
import { formatStudyTime } from '../../shared/domain/study-time.ts';
import { accuracy, newTally, practise, runSimulator } from './activity.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot } from './browser.ts';
import { desktop, useBrowser, usePage } from './fixture.ts';
import { signInAsSubscriber } from './sign-in.ts';

const PROMPT_DELAY = 3_000;
const DAY = 24 * 60 * 60 * 1000;

/** Vitest polls for one second by default; a page on a busy two-core machine can take longer. */
const patiently = { timeout: 15_000 };

/** The dashboard's one request (#30), whatever query string the client adds. */
const dashboardAnswer = (url: URL) => url.pathname === '/api/dashboard';

describe('the dashboard', () => {
  const baseUrl = inject('baseUrl');
  /** The modal asks by itself a while after the dashboard opens; the fake clock makes that instant. */
  const ui = usePage({ viewport: desktop, signIn: 'subscriber', prepare: (page) => page.clock.install() });

  const metric = (name: string) =>
    ui.page
      .locator('.dash-metric', { has: ui.page.getByText(name, { exact: true }) })
      .locator('dd')
      .first();
  const accuracyRing = () =>
    ui.page.getByRole('region', { name: 'Tus números' }).getByRole('img', { name: /^Precisión/ });
  const subjectRow = (name: string) =>
    ui.page
      .getByRole('region', { name: 'Tu progreso por materia' })
      .locator('.score-bar', { has: ui.page.getByRole('heading', { name }) });
  const feedbackDialog = () => ui.page.getByRole('dialog', { name: '¿Cómo te está resultando Ingresá?' });

  async function openDashboard() {
    const { page } = ui;
    await page.goto(`${baseUrl}/content/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await expect.poll(() => metric('Preguntas respondidas').textContent(), patiently).not.toBe('…');
  }

  it('starts a new student at zero, as Principiante, with empty states, the booklets and the three ways forward', async () => {
    const { page, errors } = ui;
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await expect.poll(() => metric('Preguntas respondidas').textContent(), patiently).toBe('0');
    expect(await accuracyRing().getAttribute('aria-label')).toBe('Precisión: Sin respuestas.');
    expect(await metric('Respuestas correctas').textContent()).toBe('0');
    expect(await metric('Tiempo de estudio').textContent()).toBe('0 min');
    const level = page.getByRole('region', { name: 'Nivel y ranking nacional' });
    expect(await level.locator('.level-card__badge').textContent()).toBe('Principiante');
    expect(await level.textContent()).toContain('Para llegar a Intermedio: respondé 40 preguntas más');
    expect(await level.textContent()).toContain(
      `Respondé ${PERCENTILE_MIN_QUESTIONS} preguntas para ver tu lugar en el ranking.`,
    );
    // Nothing answered anywhere: one line for all, not the same line per subject.
    expect(await level.getByRole('list', { name: 'Ranking nacional por materia' }).count()).toBe(0);
    for (const [id, name] of [
      ['matematicas', 'Matemática'],
      ['fisica', 'Física'],
      ['quimica', 'Química'],
    ] as const) {
      expect(await subjectRow(name).textContent()).toContain(`Todavía no practicaste ${name}.`);
      expect(
        await subjectRow(name)
          .getByRole('link', { name: `Empezar con ${name}` })
          .getAttribute('href'),
      ).toBe(`/content/educational/${id}?tab=ejercicios`);
    }
    const days = page.getByRole('region', { name: 'Tus últimos 5 días' });
    expect(await days.locator('tbody td:last-child').allTextContents()).toEqual(
      Array(5).fill('Sin práctica'),
    );
    expect(await page.getByRole('region', { name: 'Tus números' }).textContent()).not.toContain('0%');

    await screenshot(page, 'dashboard-new-1280');
    expect(await accessibilityViolations(page, '.dash')).toEqual([]);
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'dashboard-new-360');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The booklets carry every answer: never a public file, a short-lived link from the API instead.
    expect((await page.request.get(`${baseUrl}/cuadernillos/fisica.pdf`)).status()).toBe(404);
    const booklets = page.getByRole('button', { name: /^Descargar el cuadernillo de/ });
    expect(await booklets.count()).toBe(3);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar el cuadernillo de Física' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ingresa-cuadernillo-fisica.pdf');
    const file = await readFile((await download.path()) as string);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');

    for (const [name, path] of [
      ['Hacer un simulador', '/content/simuladores'],
      ['Ver mis estadísticas', '/content/estadisticas'],
      ['Ir a estudiar', '/content/educational'],
    ] as const) {
      expect(await page.getByRole('link', { name }).getAttribute('href')).toBe(path);
    }
    expect(await feedbackDialog().count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('does not ask for feedback before the student has finished an exercise or a simulator', async () => {
    const { page } = ui;
    await openDashboard();
    await page.clock.fastForward(60_000);
    await page.getByRole('button', { name: 'Dejar un comentario' }).waitFor();
    expect(await feedbackDialog().count()).toBe(0);
  });

  it('asks for feedback once, not again after closing, and again after 24 hours', async () => {
    const { page } = ui;
    // What finishing an exercise leaves behind (the exercise page's own test checks that it does);
    // answering one here would move the numbers the tests below count.
    await page.evaluate(() => localStorage.setItem('ingresa_finished_work_at', String(Date.now())));
    await openDashboard();
    await page.clock.fastForward(PROMPT_DELAY);
    const dialog = feedbackDialog();
    await dialog.waitFor();
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), patiently)
      .toBe(true);
    await screenshot(page, 'dashboard-feedback-1280');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const stamp = Number(await page.evaluate(() => localStorage.getItem('feedback_modal_last_shown')));
    expect(stamp).toBeGreaterThan(0);

    await openDashboard();
    await page.clock.fastForward(PROMPT_DELAY * 2);
    await page.getByRole('button', { name: 'Dejar un comentario' }).waitFor();
    expect(await dialog.count()).toBe(0);

    await page.clock.fastForward(DAY);
    await openDashboard();
    expect(await dialog.count()).toBe(0);
    await page.clock.fastForward(PROMPT_DELAY);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(
      Number(await page.evaluate(() => localStorage.getItem('feedback_modal_last_shown'))),
    ).toBeGreaterThan(stamp + DAY);
  });

  it('sends feedback with a live counter, thanks the student and closes after 4 seconds', async () => {
    const { page, student } = ui;
    await openDashboard();
    await page.getByRole('button', { name: 'Dejar un comentario' }).click();
    const dialog = feedbackDialog();
    await dialog.waitFor();
    const send = dialog.getByRole('button', { name: 'Enviar comentario' });
    expect(await dialog.getByText('0/1000').count()).toBe(1);
    expect(await dialog.getByLabel('Tipo de comentario').inputValue()).toBe('general');

    const message = 'Los simuladores me ayudan mucho, pero quiero más ejercicios de óptica.';
    await dialog.getByLabel('Tu comentario').fill(message);
    expect(await dialog.getByText(`${message.length}/1000`).count()).toBe(1);
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByLabel('Bueno').check();
    await dialog.getByLabel('Tipo de comentario').selectOption('content');
    expect(await send.isEnabled()).toBe(true);
    await screenshot(page, 'dashboard-feedback-filled-1280');
    expect(await accessibilityViolations(page, '.feedback-modal')).toEqual([]);

    await send.click();
    await dialog.getByRole('status').getByText('¡Gracias! Recibimos tu comentario').waitFor();
    expect(await dialog.getByRole('textbox').count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), patiently)
      .toBe('Listo');
    await screenshot(page, 'dashboard-feedback-sent-1280');
    await page.clock.fastForward(4000);
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Dejar un comentario' }).click();
    await dialog.getByText('0/1000').waitFor();
    expect(await dialog.getByRole('radio', { checked: true }).count()).toBe(0);
    expect(await dialog.getByLabel('Tipo de comentario').inputValue()).toBe('general');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const stored = await page.request.get(`${baseUrl}/api/feedback/user/${student.userId}`);
    expect(stored.status()).toBe(200);
    expect((await stored.json()).feedback).toEqual([
      expect.objectContaining({ message, rating: 4, category: 'content' }),
    ]);
  });

  it('keeps the text within 1000 characters and shows the exact error when sending fails', async () => {
    const { page, errors } = ui;
    await page.getByRole('button', { name: 'Dejar un comentario' }).click();
    const dialog = feedbackDialog();
    await dialog.waitFor();
    await dialog.getByLabel('Tu comentario').fill('a'.repeat(1200));
    expect(await dialog.getByLabel('Tu comentario').inputValue()).toHaveLength(1000);
    expect(await dialog.getByText('1000/1000').count()).toBe(1);
    await dialog.getByLabel('Excelente').check();

    await page.route('**/api/feedback/submit', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    );
    await dialog.getByRole('button', { name: 'Enviar comentario' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent(), patiently)
      .toBe('❌ Error al enviar el feedback. Intentá de nuevo.');
    await page.unroute('**/api/feedback/submit');
    expect(await dialog.getByLabel('Tu comentario').inputValue()).toHaveLength(1000);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    errors.length = 0;
  });

  it('shows the real numbers of practice and simulators as charts, the ranking honestly and what to reinforce', async () => {
    const { page, errors, student } = ui;
    const tally = newTally();
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
    const simulator = await runSimulator(page, baseUrl, tally, {
      userId: student.userId,
      subject: 'fisica',
      topics: ['mecanica'],
    });

    await openDashboard();
    expect(await accuracyRing().getAttribute('aria-label')).toBe(
      `Precisión: ${accuracy(tally)}%. ${tally.correct} de ${tally.total}.`,
    );
    expect(await metric('Respuestas correctas').textContent()).toBe(String(tally.correct));
    expect(await metric('Preguntas respondidas').textContent()).toBe(String(tally.total));
    expect(await metric('Tiempo de estudio').textContent()).toBe(formatStudyTime(tally.seconds));

    // Fewer answers than a percentile needs: how many are missing, never "mejor que el 100%".
    const api = await page.request.get(`${baseUrl}/api/statistics/dashboard/${student.userId}`);
    const { dashboard } = await api.json();
    const missing = PERCENTILE_MIN_QUESTIONS - tally.total;
    expect(dashboard.ranking).toEqual({ status: 'needs-answers', missingAnswers: missing });
    const level = page.getByRole('region', { name: 'Nivel y ranking nacional' });
    expect(await level.textContent()).toContain(
      `Respondé ${missing} preguntas más para ver tu lugar en el ranking.`,
    );
    expect(await level.locator('.level-card__number').count()).toBe(0);
    expect(await page.locator('.dash').textContent()).not.toMatch(/mejor que/i);
    const bySubject = level.getByRole('list', { name: 'Ranking nacional por materia' });
    const answered = (id: string) => tally.bySubject.get(id)?.total ?? 0;
    expect(await bySubject.getByRole('listitem').allTextContents()).toEqual([
      `Matemática${PERCENTILE_MIN_QUESTIONS - answered('matematicas')} preguntas más para tu percentil`,
      `Física${PERCENTILE_MIN_QUESTIONS - answered('fisica')} preguntas más para tu percentil`,
      `Química${PERCENTILE_MIN_QUESTIONS} preguntas para tu percentil`,
    ]);

    const math = tally.bySubject.get('matematicas') ?? { correct: 0, total: 0 };
    expect(await subjectRow('Matemática').locator('.score-bar__value').textContent()).toBe(
      `${accuracy(math)}%`,
    );
    expect(await subjectRow('Matemática').locator('.score-bar__detail').textContent()).toContain(
      `${accuracy(math) >= 40 ? 'Arriba' : 'Debajo'} del 4`,
    );
    expect(await subjectRow('Química').textContent()).toContain('Todavía no practicaste Química.');
    const today = page.getByRole('region', { name: 'Tus últimos 5 días' }).locator('tbody tr').last();
    expect(await today.locator('td').allTextContents()).toEqual([
      `${tally.total} preguntas`,
      `${accuracy(tally)}%`,
    ]);

    const weak = page.getByRole('region', { name: 'Temas para reforzar' });
    expect(await weak.textContent()).toContain('Funciones');
    expect(await weak.getByRole('link', { name: 'Practicar Funciones' }).getAttribute('href')).toBe(
      '/content/educational/matematicas?tab=ejercicios&tema=funciones',
    );
    const recent = page.getByRole('region', { name: 'Tus últimos simuladores' });
    expect(await recent.getByRole('link').first().getAttribute('href')).toBe(
      `/content/simulador/${simulator.id}`,
    );
    expect(await recent.getByRole('link').first().textContent()).toBe(`${simulator.accuracy}%`);

    await screenshot(page, 'dashboard-1280');
    expect(await accessibilityViolations(page, '.dash')).toEqual([]);
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'dashboard-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(errors).toEqual([]);
  });

  it('falls back to zeros and Principiante when the numbers cannot be loaded, and can retry', async () => {
    const { page } = ui;
    await page.route(dashboardAnswer, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    );
    await page.goto(`${baseUrl}/content/dashboard`);
    await page.getByText('No pudimos cargar tus números').waitFor();
    // The first screen comes in one answer: the review and the goal say they could not load either.
    expect(await page.getByText('No pudimos cargar tu repaso.').count()).toBe(1);
    expect(await page.getByText('No pudimos cargar tu meta.').count()).toBe(1);
    expect(await accuracyRing().getAttribute('aria-label')).toBe('Precisión: Sin respuestas.');
    expect(await metric('Preguntas respondidas').textContent()).toBe('0');
    expect(await metric('Tiempo de estudio').textContent()).toBe('0 min');
    expect(await page.locator('.level-card__badge').textContent()).toBe('Principiante');

    await page.unroute(dashboardAnswer);
    await page.locator('.dash__notice').getByRole('button', { name: 'Volver a intentar' }).click();
    await expect.poll(() => metric('Preguntas respondidas').textContent(), patiently).not.toBe('0');
    expect(await page.getByText('No pudimos cargar tus números').count()).toBe(0);
    expect(await page.getByText('No pudimos cargar tu repaso.').count()).toBe(0);
  });

  it('says the ranking is still small rather than giving a percentile against a handful of students', async () => {
    const { page } = ui;
    await page.route(dashboardAnswer, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.statistics.ranking = { status: 'few-students' };
      body.statistics.percentile = null;
      await route.fulfill({ response, json: body });
    });
    await openDashboard();
    const level = page.getByRole('region', { name: 'Nivel y ranking nacional' });
    await expect
      .poll(() => level.textContent(), patiently)
      .toContain('Todavía hay pocos estudiantes en el ranking para compararte.');
    expect(await level.locator('.level-card__number').count()).toBe(0);
    await page.unroute(dashboardAnswer);
  });
});

describe('the dashboard after a few seconds of study', () => {
  const baseUrl = inject('baseUrl');
  const ui = useBrowser();

  it('reads "menos de 1 min", never 0, and shows no percentile from three answers', async () => {
    const { browser } = ui;
    const page = await browser.newPage({ locale: 'es-AR', viewport: { width: 360, height: 780 } });
    await signInAsSubscriber(page, baseUrl);
    const tally = newTally();
    await practise(page, baseUrl, tally, {
      subject: 'fisica',
      topic: 'optica',
      correct: 2,
      wrong: 1,
      seconds: 12,
    });
    expect(tally.seconds).toBe(36);

    await page.goto(`${baseUrl}/content/dashboard`);
    // On a phone the level and the numbers fold under the day's cards, drawn when opened (#30).
    const numbers = page.locator('summary', { hasText: 'Tu nivel, tus números y tu progreso' });
    await numbers.waitFor(patiently);
    expect(await page.locator('.dash-metric').count()).toBe(0);
    await numbers.click();
    const time = page.locator('.dash-metric', { has: page.getByText('Tiempo de estudio', { exact: true }) });
    await expect.poll(() => time.locator('dd').first().textContent(), patiently).toBe('menos de 1 min');
    expect(await page.locator('.dash').textContent()).not.toMatch(/0h 0m|mejor que/i);
    expect(await page.getByRole('region', { name: 'Nivel y ranking nacional' }).textContent()).toContain(
      `Respondé ${PERCENTILE_MIN_QUESTIONS - 3} preguntas más para ver tu lugar en el ranking.`,
    );
    await screenshot(page, 'dashboard-little-study-360');
    await page.close();
  });
});
