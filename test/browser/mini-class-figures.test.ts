import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { accessibilityViolations } from './axe.ts';
import { launchBrowser, screenshot } from './browser.ts';
import { signInAsSubscriber } from './sign-in.ts';

const withFigures = Object.entries(contentBank).flatMap(([subject, content]) =>
  content.miniClasses.filter((m) => m.figuras?.length).map((m) => ({ subject, miniClass: m })),
);

describe('mini class figures', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'es-AR', viewport: { width: 360, height: 780 } });
    page = await context.newPage();
    await signInAsSubscriber(page, baseUrl);
  });

  afterAll(async () => {
    await browser.close();
  });

  it('draws every figure as an image with its description, legible on a phone', async () => {
    expect(withFigures.length).toBeGreaterThanOrEqual(16);
    for (const { subject, miniClass } of withFigures) {
      await page.goto(`${baseUrl}/content/educational/${subject}/mini-clase/${miniClass.id}`);
      const figure = page.locator('.edu-figure img');
      await figure.first().waitFor();
      expect(await figure.count(), miniClass.id).toBe(miniClass.figuras?.length);
      expect(await figure.first().getAttribute('alt')).toBe(miniClass.figuras?.[0]?.alt);
      const drawn = await figure.first().evaluate((img: HTMLImageElement) => ({
        loaded: img.complete && img.naturalWidth > 0,
        width: img.getBoundingClientRect().width,
      }));
      expect(drawn.loaded, miniClass.id).toBe(true);
      expect(drawn.width, miniClass.id).toBeGreaterThan(250);
    }
    await page.goto(`${baseUrl}/content/educational/fisica/mini-clase/mecanica-tension-y-poleas`);
    await page.locator('.edu-figure img').waitFor();
    await page.locator('.edu-figure').scrollIntoViewIfNeeded();
    await screenshot(page, 'mini-class-figure-360');
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
  });
});
