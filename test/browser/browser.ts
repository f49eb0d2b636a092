import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { repoRoot } from '../../infra/handlers.ts';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const screenshotsDir = path.join(repoRoot, 'test-results', 'screenshots');

/**
 * Debian's Chromium, headless, with the flags that keep it off the network. Playwright turns the
 * back-forward cache off; `backForwardCache` keeps it on, as in a student's browser.
 */
export async function launchBrowser(options: { backForwardCache?: boolean } = {}): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: apt-get install -y chromium (or set CHROMIUM_PATH)`,
    );
  }
  return chromium.launch({
    executablePath,
    headless: true,
    ...(options.backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Collects console errors and failed requests so a test can assert the page ran cleanly. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400)
      errors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return errors;
}

/** A prerendered control does nothing until React has hydrated it (on a loaded machine that takes a while). */
export async function whenHydrated(control: Locator): Promise<Locator> {
  await control.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const hydrated = () => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
        const check = () => (hydrated() ? resolve() : setTimeout(check, 20));
        check();
      }),
  );
  return control;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: true });
}

/**
 * Waits for the page's network to go quiet, as 'networkidle' does, but at most `ms`: in the subscriber
 * area a background fetch on a busy CI host once kept it from ever going quiet within Playwright's 30 s.
 * What the caller asserts next (the requests it counted) still holds or fails on its own.
 */
export async function settled(page: Page, ms = 10_000): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: ms }).catch(() => undefined);
}
