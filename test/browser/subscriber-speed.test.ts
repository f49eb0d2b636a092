import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { screenshot, settled } from './browser.ts';
import { phone, usePage } from './fixture.ts';

/** Vitest polls for one second by default; a page on a busy two-core machine can take longer. */
const patiently = { timeout: 15_000 };

/** The subscriber area's layout-shift budget (#30), the same figure `npm run bench` holds it to. */
const CLS_BUDGET = 0.05;

declare global {
  interface Window {
    /** Layout shifts since the document opened that no input caused. */
    __shifts?: number[];
    /** Formulas drawn as plain text, waiting for KaTeX, since the document opened. */
    __plainFormulas?: number;
  }
}

/**
 * Before anything loads in each document: records every layout shift not caused by input, and every
 * formula drawn as plain text (MathText's fallback while KaTeX is missing).
 */
async function watchLoading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__shifts = [];
    window.__plainFormulas = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) window.__shifts?.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes)
          if (node instanceof Element)
            window.__plainFormulas =
              (window.__plainFormulas ?? 0) +
              (node.matches('.math-formula--plain') ? 1 : 0) +
              node.querySelectorAll('.math-formula--plain').length;
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Every layout shift of the page's load, summed: stricter than CLS, which keeps the worst window. */
const shifted = (page: Page) =>
  page.evaluate(() => (window.__shifts ?? []).reduce((sum, value) => sum + value, 0));

/** An API answer held until `release`: the page meanwhile shows how it waits. */
async function hold(page: Page, path: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((done) => {
    release = done;
  });
  let passed: Promise<void> = Promise.resolve();
  const matches = (url: URL) => url.pathname === path;
  await page.route(matches, (route) => {
    passed = released.then(() => route.continue());
    return passed;
  });
  return {
    release: async () => {
      release();
      await passed;
      await page.unroute(matches);
    },
  };
}

/** KaTeX's own chunk (not the few lines that load it). */
const katexScript = /\/assets\/katex-(?!loader)[\w-]+\.js$/;
/** KaTeX's stylesheet: all a page needs whose formulas come typeset. */
const katexStyles = /\/assets\/katex-[\w-]+\.css$/;

describe('the subscriber area as fast as the public pages (#30)', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: phone, signIn: 'subscriber', prepare: watchLoading });

  it("draws the dashboard's first screen from one request, its footer out of sight and nothing shifting", async () => {
    const { page } = ui;
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) asked.push(path);
    });
    // A browser holding nothing but the session cookie (a link opened on a new phone, as Lighthouse
    // opens it): the account's exam, copied in when the area opens, does not ask for the plan again.
    if (!page.url().startsWith(baseUrl)) await page.goto(`${baseUrl}/estado`);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    const answer = await hold(page, '/api/dashboard');

    await page.goto(`${baseUrl}/content/dashboard`);
    // The gate has let the page through and it waits for its one answer: the cards hold their place.
    await page.locator('.learn-review[aria-busy="true"]').waitFor();
    await page.locator('.learn-goal[aria-busy="true"]').waitFor();
    const footer = await page.locator('.content-footer').boundingBox();
    expect(footer?.y).toBeGreaterThanOrEqual(phone.height);
    await screenshot(page, 'dashboard-loading-360');

    await answer.release();
    await page.getByRole('heading', { name: 'Repaso de hoy' }).waitFor();
    await expect.poll(() => page.locator('[aria-busy="true"].learn-review').count(), patiently).toBe(0);
    await settled(page);
    expect(asked.filter((path) => path === '/api/dashboard')).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/practice/plan')).toHaveLength(1);
    expect(
      asked.filter(
        (path) =>
          path === '/api/practice/review' ||
          path === '/api/practice/goal' ||
          path.startsWith('/api/statistics/'),
      ),
    ).toEqual([]);
    expect(await shifted(page)).toBeLessThanOrEqual(CLS_BUDGET);
    await screenshot(page, 'dashboard-loaded-360');
  });

  it('draws the statistics page from one request, nothing shifting', async () => {
    const { page } = ui;
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/statistics')) asked.push(path);
    });

    await page.goto(`${baseUrl}/content/estadisticas`);
    await page.getByRole('heading', { level: 1, name: 'Estadísticas' }).waitFor();
    await expect.poll(() => page.locator('.stats [aria-busy="true"]').count(), patiently).toBe(0);
    await settled(page);

    // The page's four reads come in one answer; the pass prediction below it keeps its own.
    expect(asked.filter((path) => !path.startsWith('/api/statistics/prediction/'))).toEqual([
      '/api/statistics',
    ]);
    expect(await shifted(page)).toBeLessThanOrEqual(CLS_BUDGET);
  });

  it("sends a subject's list compressed, without what its cards do not show, and KaTeX only where a formula shows", async () => {
    const { page } = ui;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/educational/matematicas',
    );
    const session = await hold(page, '/api/auth/session');
    const subject = await hold(page, '/api/educational/matematicas');
    const footerTop = async () => (await page.locator('.content-footer').boundingBox())?.y ?? 0;

    await page.goto(`${baseUrl}/content/educational/matematicas`);
    // Neither the gate's check nor the page's own loading shows the footer, to push it down later.
    await page.getByText('Verificando acceso...').waitFor();
    expect(await footerTop()).toBeGreaterThanOrEqual(phone.height);
    await session.release();
    await page.getByText('Cargando la materia…').waitFor();
    expect(await footerTop()).toBeGreaterThanOrEqual(phone.height);
    await screenshot(page, 'subject-loading-360');
    await subject.release();
    const response = await answered;
    expect(response.headers()['content-encoding']).toBe('br');
    const { data } = await response.json();
    expect(Object.keys(data.ejercicios[0]).sort()).toEqual([
      'estado',
      'id',
      'pregunta',
      'subtema',
      'tema',
      'tipo',
    ]);
    expect(Object.keys(data.miniClases[0]).sort()).toEqual(['id', 'resumen', 'tema', 'titulo']);
    await page.getByRole('heading', { level: 1, name: 'Matemática' }).waitFor();
    await settled(page);
    // The syllabus shows no formula: no KaTeX was fetched for it. Nor the other pages' code.
    expect(scripts.filter((path) => katexScript.test(path))).toEqual([]);
    const code = await Promise.all(
      scripts.map(async (path) => (await page.request.get(baseUrl + path)).text()),
    );
    expect(code.some((text) => text.includes('Este es tu dashboard'))).toBe(false);
    expect(await shifted(page)).toBeLessThanOrEqual(CLS_BUDGET);

    // The exercises' statements do: on their tab KaTeX comes and typesets them.
    await page.getByRole('tab', { name: /^Ejercicios/ }).click();
    await expect
      .poll(() => page.locator('.edu-cards .math-formula:not(.math-formula--plain)').count(), patiently)
      .toBeGreaterThan(0);
    expect(scripts.filter((path) => katexScript.test(path))).toHaveLength(1);
  });

  it('sends the exercise with its formulas typeset and asks for KaTeX’s stylesheet beside it, not its code', async () => {
    const { page } = ui;
    const exercise = contentBank.matematicas.exercises.find((candidate) => candidate.question.includes('$'));
    if (!exercise) throw new Error('no exercise with a formula in the bank');
    const answer = await hold(page, `/api/educational/matematicas/ejercicios/${exercise.id}`);
    const katexCode: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (katexScript.test(path)) katexCode.push(path);
    });
    const stylesAsked = page.waitForRequest((request) => katexStyles.test(new URL(request.url()).pathname));
    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === `/api/educational/matematicas/ejercicios/${exercise.id}`,
    );

    await page.goto(`${baseUrl}/content/educational/matematicas/ejercicio/${exercise.id}`);
    // KaTeX's stylesheet is on its way while the exercise's answer is still held.
    await stylesAsked;
    await answer.release();
    const { formulas } = await (await answered).json();
    expect(Object.keys(formulas).length).toBeGreaterThan(0);
    await page.locator('.edu-exercise__question .math-formula').first().waitFor();
    // Not 'networkidle', which once outlasted 30 s on a busy CI host: what counts is that no formula showed plain.
    await page.waitForLoadState('load');
    await expect.poll(() => page.locator('.math-formula--plain').count(), patiently).toBe(0);
    expect(await page.locator('.edu-exercise__question .katex').count()).toBeGreaterThan(0);
    expect(katexCode).toEqual([]);
    expect(await page.evaluate(() => window.__plainFormulas)).toBe(0);
    expect(await shifted(page)).toBeLessThanOrEqual(CLS_BUDGET);
  });
});
