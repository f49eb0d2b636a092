import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's violations inside `selector`, as "rule (number of nodes)". */
export async function accessibilityViolations(page: Page, selector: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async (context) => {
    const { axe } = window as unknown as {
      axe: { run: (context: string) => Promise<{ violations: { id: string; nodes: unknown[] }[] }> };
    };
    const result = await axe.run(context);
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  }, selector);
}
