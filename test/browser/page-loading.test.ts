import type { Page, Request, Route } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { must } from '../../shared/lib/must.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot, settled } from './browser.ts';
import { desktop, usePage } from './fixture.ts';

/** Vitest polls for one second by default; a page on a busy two-core machine can take longer. */
const patiently = { timeout: 15_000 };

/**
 * How a page loads its data (ADR 0027): the gate's session request beside the page's own, a failed load
 * that says so and retries, a slow answer for a page the student already left, and a page that fails to
 * render without taking the navbar with it.
 */
describe('loading a page', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: desktop, signIn: 'subscriber' });
  let page: Page;
  let student: { email: string; userId: string };

  beforeAll(async () => {
    ({ page, student } = ui);
    // The dashboard the sign-in lands on has loaded: no request of it is left to count below.
    await page.locator('.dash-metric dd', { hasText: /^0$/ }).first().waitFor();
  });

  const dashboardHeading = () => page.getByRole('heading', { name: '¡Hola! Este es tu dashboard' });
  const answered = () =>
    page
      .locator('.dash-metric', { has: page.getByText('Preguntas respondidas', { exact: true }) })
      .locator('dd')
      .first();

  /** Holds GET /api/auth/session until `release` is called; `requested` once the browser asked. */
  async function holdSession() {
    let release: () => void = () => undefined;
    const released = new Promise<void>((done) => {
      release = done;
    });
    const state = { requested: false, answered: false };
    await page.route('**/api/auth/session', async (route: Route) => {
      state.requested = true;
      await released;
      await route.continue();
      state.answered = true;
    });
    return {
      state,
      release: async () => {
        release();
        await expect.poll(() => state.answered, patiently).toBe(true);
        await page.unroute('**/api/auth/session');
      },
    };
  }

  it('asks for the page’s data while the gate is still checking the session', async () => {
    const dashboardRequests: string[] = [];
    const onRequest = (request: Request) => {
      if (new URL(request.url()).pathname === '/api/dashboard') dashboardRequests.push(request.url());
    };
    page.on('request', onRequest);
    const session = await holdSession();

    await page.goto(`${baseUrl}/content/dashboard`);
    await expect.poll(() => session.state.requested, patiently).toBe(true);
    await expect.poll(() => dashboardRequests.length, patiently).toBe(1);

    // The session has not answered: the page is there but unseen, behind the gate's spinner.
    expect(session.state.answered).toBe(false);
    await page.getByRole('status').getByText('Verificando acceso...').waitFor();
    expect(await dashboardHeading().isVisible()).toBe(false);
    expect(await page.locator('.content-gate').getAttribute('aria-hidden')).toBe('true');

    await session.release();
    await dashboardHeading().waitFor();
    await expect.poll(() => answered().textContent(), patiently).toBe('0');
    expect(await page.getByText('Verificando acceso...').count()).toBe(0);
    expect(dashboardRequests).toHaveLength(1);
    page.off('request', onRequest);
  });

  it('lets the gate judge a 403 the page got meanwhile: a stale id in this tab is asked again, no error', async () => {
    // Another student's id left in this tab's storage: the API refuses it (403) before the gate answers.
    await page.evaluate(() => sessionStorage.setItem('user_id', 'otroestudiante0000000000000000000'));
    const asked: { user: string; status: number }[] = [];
    const onResponse = (response: { url(): string; status(): number }) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/api/statistics/prediction/'))
        asked.push({ user: path.split('/').at(-1) ?? '', status: response.status() });
    };
    page.on('response', onResponse);
    const session = await holdSession();

    await page.goto(`${baseUrl}/content/estadisticas`);
    await expect
      .poll(() => asked, patiently)
      .toEqual([{ user: 'otroestudiante0000000000000000000', status: 403 }]);
    // Held for the gate: no error behind the spinner, and no trip to /plans.
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/content/estadisticas');

    await session.release();
    await page.getByRole('heading', { level: 1, name: 'Estadísticas' }).waitFor();
    await expect.poll(() => asked.at(-1), patiently).toEqual({ user: student.userId, status: 200 });
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/content/estadisticas');
    page.off('response', onResponse);
  });

  it('says a failed load failed, and loads again on «Reintentar»', async () => {
    await page.route('**/api/educational', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    );
    await page.goto(`${baseUrl}/content/educational`);
    const failure = page.getByRole('heading', { name: 'Error al cargar las materias' });
    await failure.waitFor();
    await expect.poll(() => failure.evaluate((heading) => heading === document.activeElement)).toBe(true);
    await screenshot(page, 'page-loading-error-1280');

    await page.unroute('**/api/educational');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('link', { name: 'Estudiar Física' }).waitFor();
    expect(await failure.count()).toBe(0);
  });

  it('never lets a slow answer for the subject the student left overwrite the one they are on', async () => {
    let releaseMaths: () => void = () => undefined;
    const mathsHeld = new Promise<void>((done) => {
      releaseMaths = done;
    });
    let mathsAsked = false;
    await page.route('**/api/educational/matematicas', async (route) => {
      mathsAsked = true;
      await mathsHeld;
      // The browser may have dropped the request already: the page aborted it.
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${baseUrl}/content/educational/matematicas`);
    await expect.poll(() => mathsAsked, patiently).toBe(true);
    // The area's document asks before the app runs: the move below is made from the page, once it waits.
    await page.getByRole('status').getByText('Cargando la materia…').waitFor(patiently);

    // A client-side move to another subject while Matemática is on its way: the same page, new inputs.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/content/educational/fisica');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: 'Física' }).waitFor();
    releaseMaths();
    await page.unroute('**/api/educational/matematicas');
    await page.waitForTimeout(500);

    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Física');
    expect(await page.title()).toBe('Física | Ingresá');
  });

  it('keeps the navbar when a page fails to render, retries it and starts over on the next address', async () => {
    // A date the contract lets through but the page cannot format: rendering the dashboard throws.
    const broken = (url: URL) => url.pathname === '/api/dashboard';
    await page.route(broken, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.statistics.recentSimulators = [
        {
          id: 'roto',
          subject: 'fisica',
          mode: 'practice',
          difficulty: 'medio',
          numQuestions: 20,
          createdAt: 'no es una fecha',
          completedAt: null,
          results: null,
        },
      ];
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${baseUrl}/content/dashboard`);
    const fallback = page.getByRole('heading', { level: 1, name: 'No pudimos mostrar esta página' });
    await fallback.waitFor();
    await expect.poll(() => fallback.evaluate((heading) => heading === document.activeElement)).toBe(true);
    const sections = page.getByRole('navigation', { name: 'Secciones' });
    expect(await sections.isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Volver a tu panel' }).getAttribute('href')).toBe(
      '/content/dashboard',
    );
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await screenshot(page, 'page-loading-boundary-1280');
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'page-loading-boundary-360');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Another address starts over: the statistics render.
    await sections.getByRole('link', { name: 'Estadísticas' }).click();
    await page.getByRole('heading', { level: 1, name: 'Estadísticas' }).waitFor();
    expect(await fallback.count()).toBe(0);

    // Back on the dashboard it still fails; once the data is fine, «Reintentar» shows it.
    await sections.getByRole('link', { name: 'Dashboard' }).click();
    await fallback.waitFor();
    await page.unroute(broken);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await dashboardHeading().waitFor();
    await expect.poll(() => answered().textContent(), patiently).toBe('0');
    expect(await fallback.count()).toBe(0);
  });

  it('starts the first screen’s reads and chunks with the area’s document, and the page takes each once', async () => {
    const miniClass = must(contentBank.fisica.miniClasses[0], 'a physics mini class');
    for (const { at, ready, reads, chunk, formulas } of [
      {
        at: '/content/dashboard',
        ready: () => answered(),
        reads: ['/api/auth/session', '/api/dashboard?', '/api/practice/plan?'],
        chunk: 'dashboard-page-',
      },
      {
        at: '/content/educational/matematicas',
        ready: () => page.getByRole('heading', { level: 1, name: 'Matemática' }),
        reads: ['/api/auth/session', '/api/educational/matematicas'],
        chunk: 'subject-page-',
      },
      {
        at: `/content/educational/fisica/mini-clase/${miniClass.id}`,
        ready: () => page.getByRole('heading', { level: 1, name: miniClass.title }),
        reads: ['/api/auth/session', `/api/educational/fisica/mini-clases/${miniClass.id}`],
        chunk: 'mini-class-page-',
        formulas: true,
      },
    ]) {
      const asked: string[] = [];
      const onRequest = (request: Request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/'))
          asked.push(`${url.pathname}${request.url().includes('?') ? url.search || '?' : ''}`);
        if (url.pathname.startsWith('/assets/') && /\.(?:js|css)$/.test(url.pathname))
          asked.push(url.pathname);
      };
      page.on('request', onRequest);
      await page.goto(`${baseUrl}${at}`);
      await ready().waitFor(patiently);
      await settled(page);
      page.off('request', onRequest);
      // Each read the document started was taken by the page: none left, none asked for twice.
      const left = await page.evaluate(() => {
        const early = (window as { ingresaEarly?: { requests: Record<string, unknown> } }).ingresaEarly;
        return early ? Object.keys(early.requests) : ['(the document started nothing)'];
      });
      expect(left).toEqual([]);
      for (const read of reads)
        expect(
          asked.filter((url) => url === read),
          `${at}: ${read}`,
        ).toHaveLength(1);
      // The page's chunk was fetched once, by the document's preload, and the router's import reused it.
      const preloaded = await page.evaluate(
        (name) =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].filter((link) =>
            link.href.includes(name),
          ).length,
        chunk,
      );
      expect(preloaded, `${at}: ${chunk}`).toBe(1);
      expect(asked.filter((url) => url.startsWith(`/assets/${chunk}`) && url.endsWith('.js'))).toHaveLength(
        1,
      );
      // The page's stylesheets left with the document's preloads: each fetched once, none preloaded in vain.
      const styles = asked.filter((url) => url.endsWith('.css'));
      expect(new Set(styles).size, `${at}: a stylesheet fetched twice`).toBe(styles.length);
      const { preloadedStyles, linkedStyles } = await page.evaluate(() => {
        const paths = (selector: string) =>
          [...document.querySelectorAll<HTMLLinkElement>(selector)].map(
            (link) => new URL(link.href).pathname,
          );
        return {
          preloadedStyles: paths('link[rel=preload][as=style]'),
          linkedStyles: paths('link[rel=stylesheet]'),
        };
      });
      expect(preloadedStyles.length, `${at}: stylesheets preloaded`).toBeGreaterThan(0);
      expect(preloadedStyles.filter((css) => !linkedStyles.includes(css))).toEqual([]);
      // Where the first screen shows formulas, they came typeset: KaTeX's stylesheet once, never its code.
      if (formulas) {
        expect(asked.filter((url) => /^\/assets\/katex-[\w-]{8}\.css$/.test(url))).toHaveLength(1);
        expect(asked.filter((url) => /^\/assets\/katex-[\w-]{8}\.js$/.test(url))).toEqual([]);
      }
    }
  });
});
