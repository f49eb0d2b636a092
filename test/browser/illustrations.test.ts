import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newTally, runSimulator } from './activity.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot } from './browser.ts';
import { reachCheckoutAsNewStudent } from './checkout.ts';
import { usePage } from './fixture.ts';

/**
 * The product's line drawings at a subscriber's moments (#30): nothing to review, no simulator or
 * statistics yet, a plan just bought, a simulator finished. Each is decorative (an empty alt, hidden from
 * assistive technology), drawn as an SVG file that loads, sized by the page at 360 and 1280 px without
 * sideways scroll, and none of them reaches the public pages' first load.
 */

const patiently = { timeout: 15_000 };
const handset = { width: 360, height: 740 };
const wide = { width: 1280, height: 900 };
const momentDrawings = /assets\/(caught-up|start|success|results)-[\w-]+\.svg/;

/** The drawing inside `scope`: decorative, an SVG that loaded, as wide as the page lets it be. */
async function expectDrawing(page: Page, scope: string, width: { max: number }) {
  const drawing = page.locator(`${scope} img.illustration`);
  await expect.poll(() => drawing.count(), patiently).toBe(1);
  await drawing.scrollIntoViewIfNeeded();
  await expect
    .poll(() => drawing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), patiently)
    .toBe(true);
  expect(await drawing.getAttribute('alt')).toBe('');
  expect(await drawing.getAttribute('aria-hidden')).toBe('true');
  expect(await drawing.getAttribute('src')).toMatch(momentDrawings);
  const box = await drawing.boundingBox();
  expect(box?.width).toBeGreaterThan(60);
  expect(box?.width).toBeLessThanOrEqual(width.max);
  expect(Math.round(((box?.height ?? 0) / (box?.width ?? 1)) * 100)).toBe(75);
}

async function expectFits(page: Page, name: string) {
  expect(await accessibilityViolations(page, 'main, .simulators, .stats, .daily-review, .result')).toEqual(
    [],
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  await screenshot(page, name);
}

describe('drawings in a new subscriber’s empty states', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: handset, signIn: 'subscriber' });

  for (const viewport of [handset, wide]) {
    const size = viewport.width;
    it(`shows nothing-to-review, no simulators and no statistics yet with a drawing at ${size} px`, async () => {
      const { page, errors } = ui;
      await page.setViewportSize(viewport);

      await page.goto(`${baseUrl}/content/repaso`);
      await page.getByText('No tenés ejercicios para repasar ahora.').waitFor(patiently);
      await expectDrawing(page, '.daily-review', { max: 200 });
      await expectFits(page, `illustration-review-empty-${size}`);

      await page.goto(`${baseUrl}/content/simuladores`);
      await page.getByText('Todavía no terminaste ningún simulador.', { exact: false }).waitFor(patiently);
      await expectDrawing(page, '.simulators__empty', { max: 160 });
      await expectFits(page, `illustration-simulators-empty-${size}`);

      await page.goto(`${baseUrl}/content/estadisticas`);
      await page.getByText('Cuando resuelvas ejercicios te vamos a mostrar').waitFor(patiently);
      await expectDrawing(page, '.stats__empty', { max: 160 });
      await expectFits(page, `illustration-statistics-empty-${size}`);
      expect(errors).toEqual([]);
    });
  }

  it('shows the results of a finished simulator with a drawing beside the title, on a phone and a wide screen', async () => {
    const { page, student, errors } = ui;
    const { id } = await runSimulator(page, baseUrl, newTally(), {
      userId: student.userId,
      subject: 'quimica',
      topics: [],
    });
    for (const viewport of [handset, wide]) {
      await page.setViewportSize(viewport);
      await page.goto(`${baseUrl}/content/simulador/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Resultados del simulador' }).waitFor(patiently);
      await expectDrawing(page, '.results__head', { max: viewport === handset ? 90 : 130 });
      const about = await page.locator('.results__about').boundingBox();
      const drawing = await page.locator('.results__head img').boundingBox();
      // Beside what was taken, under the title, which keeps the card's width.
      expect((drawing?.x ?? 0) > (about?.x ?? 0) + (about?.width ?? 0) - 1).toBe(true);
      await expectFits(page, `illustration-results-${viewport.width}`);
    }
    expect(errors).toEqual([]);
  }, 180_000);
});

describe('the drawing on the checkout success page', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: handset });

  it('welcomes with a drawing above the heading at 360 and 1280 px', async () => {
    const { page } = ui;
    await reachCheckoutAsNewStudent(page, baseUrl, 'Plan Semanal');
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await page.waitForURL(/\/subscription\/success/);
    await page.getByRole('heading', { name: '¡Te damos la bienvenida!' }).waitFor(patiently);
    for (const viewport of [handset, wide]) {
      await page.setViewportSize(viewport);
      await expectDrawing(page, '.result__card', { max: 180 });
      await expectFits(page, `illustration-success-${viewport.width}`);
    }
  });
});

describe('the public pages’ first load', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: handset });

  it('carries none of the moments’ drawings', async () => {
    const { page } = ui;
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    for (const path of ['/', '/plans', '/probar']) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
    }
    const bodies = await Promise.all([...scripts].map(async (url) => (await fetch(url)).text()));
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => momentDrawings.test(body))).toEqual([]);
  });
});
