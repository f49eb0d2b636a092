import type { Browser, BrowserContext, Page, ViewportSize } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { launchBrowser, watchErrors } from './browser.ts';
import { signInAsSubscriber } from './sign-in.ts';

/**
 * The browser set-up every file in test/browser shares. Called in a `describe` block, each of these
 * registers the block's hooks and returns a handle whose fields are ready inside its tests:
 *
 * - `useBrowser()`: Chromium, launched before the block's tests and closed after them;
 * - `useContext(options)`: that, plus one context (es-AR) for the block;
 * - `usePage(options)`: that, plus one page in it (or a new context and page for each test), its
 *   errors watched from the start and, if asked, a seeded subscriber signed in.
 *
 * Every handle can also `open()` another context and page, closed after the test that opened it.
 */

export const desktop: ViewportSize = { width: 1280, height: 900 };
export const phone: ViewportSize = { width: 360, height: 780 };

export interface ContextOptions {
  /** Playwright's 1280 × 720 when left out. */
  viewport?: ViewportSize;
  /**
   * The site's service worker (ADR 0094): blocked unless a test is about it, since a page's requests
   * that go through a worker are not seen by `page.route`, with which tests make the API fail.
   */
  serviceWorkers?: 'allow' | 'block';
}

export interface PageOptions extends ContextOptions {
  /** A new context and page for each test, instead of one for the whole block. */
  perTest?: boolean;
  /** Runs on the new page before anything loads in it (e.g. `page.clock.install()`). */
  prepare?: (page: Page) => Promise<void>;
  /** A seeded subscriber signs in through /login with the mailed code (sign-in.ts), left on the dashboard. */
  signIn?: 'subscriber';
}

export interface BrowserSession {
  readonly browser: Browser;
  /** Another context and page in this browser, closed after the test. */
  open(options?: ContextOptions): Promise<Page>;
}

export interface ContextSession extends BrowserSession {
  readonly context: BrowserContext;
}

export interface PageSession extends ContextSession {
  readonly page: Page;
  /** Console errors, uncaught exceptions and failed requests of `page` since it opened (browser.ts). */
  readonly errors: string[];
  /** The subscriber signed in with `signIn`. */
  readonly student: { email: string; userId: string };
}

function ready<T>(value: T | undefined, name: string): T {
  if (value === undefined)
    throw new Error(`${name} is only open inside the tests of the block that asked for it`);
  return value;
}

/**
 * Closes a context, waiting 30 s at most: a context whose page or service worker is stuck (seen once on a
 * busy CI host) is then left to the browser's own close at the end of the file, which ends its process.
 */
async function closeContext(context: BrowserContext): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.warn('a browser context did not close within 30 s; the browser closes it');
      resolve();
    }, 30_000);
  });
  await Promise.race([context.close(), limit]).finally(() => clearTimeout(timer));
}

function newContext(browser: Browser, options: ContextOptions): Promise<BrowserContext> {
  return browser.newContext({
    locale: 'es-AR',
    serviceWorkers: options.serviceWorkers ?? 'block',
    ...(options.viewport ? { viewport: options.viewport } : {}),
  });
}

export function useBrowser(): BrowserSession {
  let browser: Browser | undefined;
  const opened: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    for (const context of opened.splice(0)) await closeContext(context);
  });
  afterAll(async () => {
    await browser?.close();
    browser = undefined;
  });
  return {
    get browser() {
      return ready(browser, 'browser');
    },
    async open(options = {}) {
      const context = await newContext(ready(browser, 'browser'), options);
      opened.push(context);
      return context.newPage();
    },
  };
}

export function useContext(options: ContextOptions = {}): ContextSession {
  const session = useBrowser();
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    context = await newContext(session.browser, options);
  });
  afterAll(async () => {
    if (context) await closeContext(context);
    context = undefined;
  });
  return {
    get browser() {
      return session.browser;
    },
    open: session.open,
    get context() {
      return ready(context, 'context');
    },
  };
}

export function usePage(options: PageOptions = {}): PageSession {
  const session = useBrowser();
  let opened:
    | { context: BrowserContext; page: Page; errors: string[]; student?: PageSession['student'] }
    | undefined;
  const open = async () => {
    const context = await newContext(session.browser, options);
    const page = await context.newPage();
    await options.prepare?.(page);
    const errors = watchErrors(page);
    opened = { context, page, errors };
    if (options.signIn) opened.student = await signInAsSubscriber(page, inject('baseUrl'));
  };
  const close = async () => {
    if (opened) await closeContext(opened.context);
    opened = undefined;
  };
  if (options.perTest) {
    beforeEach(open);
    afterEach(close);
  } else {
    beforeAll(open);
    afterAll(close);
  }
  return {
    get browser() {
      return session.browser;
    },
    open: session.open,
    get context() {
      return ready(opened?.context, 'context');
    },
    get page() {
      return ready(opened?.page, 'page');
    },
    get errors() {
      return ready(opened?.errors, 'errors');
    },
    get student() {
      return ready(opened?.student, 'student (usePage({ signIn }))');
    },
  };
}
