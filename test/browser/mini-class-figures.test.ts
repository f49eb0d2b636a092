import { describe, expect, inject, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot } from './browser.ts';
import { phone, usePage } from './fixture.ts';

const withFigures = Object.entries(contentBank).flatMap(([subject, content]) =>
  content.miniClasses.filter((m) => m.figures?.length).map((m) => ({ subject, miniClass: m })),
);

describe('mini class figures', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: phone, signIn: 'subscriber' });

  it(
    'draws every figure as an image with its description, legible on a phone',
    async () => {
      const { page } = ui;
      expect(withFigures.length).toBeGreaterThanOrEqual(16);
      for (const { subject, miniClass } of withFigures) {
        await page.goto(`${baseUrl}/content/educational/${subject}/mini-clase/${miniClass.id}`);
        const figure = page.locator('.edu-figure img');
        await figure.first().waitFor();
        expect(await figure.count(), miniClass.id).toBe(miniClass.figures?.length);
        expect(await figure.first().getAttribute('alt')).toBe(miniClass.figures?.[0]?.alt);
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
      // A page load each: a few seconds apiece on a busy two-core machine.
    },
    30_000 + 3_000 * withFigures.length,
  );
});
