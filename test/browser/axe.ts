import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe-core in the page. Evaluated by the test driver rather than added as a <script>: the site's
 * Content-Security-Policy refuses inline scripts, as it should.
 */
export async function injectAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
}

/** axe-core's violations inside `selector`, as "rule (number of nodes): where and why". */
export async function accessibilityViolations(page: Page, selector: string): Promise<string[]> {
  await injectAxe(page);
  return page.evaluate(async (context) => {
    const { axe } = window as unknown as {
      axe: {
        run: (context: string) => Promise<{
          violations: { id: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
        }>;
      };
    };
    // A dialog or sheet still fading in has its text at part opacity: judge what the student sees
    // once it has settled, not a frame of the transition.
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const result = await axe.run(context);
    // The nodes' selectors and axe's summary, so a failure in CI says where without a rerun.
    return result.violations.map(
      (violation) =>
        `${violation.id} (${violation.nodes.length}): ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`)
          .join(' | ')}`,
    );
  }, selector);
}
