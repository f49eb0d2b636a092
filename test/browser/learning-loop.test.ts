import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newTally, practise, runSimulator } from './activity.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot, screenshotsDir } from './browser.ts';
import { phone, usePage } from './fixture.ts';

/** Vitest polls for one second by default; a page on a busy two-core machine can take longer. */
const patiently = { timeout: 15_000 };

describe('the learning loop on the statistics page, on a phone', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: phone, signIn: 'subscriber' });

  /** Three 10-question simulators of physics (enough for a prediction) and wrong answers in maths. */
  beforeAll(async () => {
    const { page, student } = ui;
    const tally = newTally();
    for (let i = 0; i < 3; i++)
      await runSimulator(page, baseUrl, tally, { userId: student.userId, subject: 'fisica', topics: [] });
    await practise(page, baseUrl, tally, {
      subject: 'matematicas',
      topic: 'ecuaciones',
      correct: 1,
      wrong: 4,
    });
  });

  async function openStatistics() {
    const { page } = ui;
    await page.goto(`${baseUrl}/content/estadisticas`);
    await page.getByRole('heading', { name: '¿Aprobarías hoy?' }).waitFor();
    await page.locator('.outlook-subject').first().waitFor();
  }

  it('shows the chance of passing with its basis, or what is missing in words', async () => {
    const { page } = ui;
    await openStatistics();
    const outlook = page.getByRole('region', { name: '¿Aprobarías hoy?' });
    const physics = outlook.locator('.outlook-subject', {
      has: page.getByRole('heading', { name: 'Física' }),
    });
    expect(await physics.textContent()).toMatch(/\d+ % de chances de aprobar/);
    expect(await physics.textContent()).toContain('Se basa en 3 simuladores (30 preguntas)');
    expect(await physics.textContent()).toMatch(/podría estar entre .+ y .+ Tu nota estimada es \d+,\d/);
    const maths = outlook.locator('.outlook-subject', {
      has: page.getByRole('heading', { name: 'Matemática' }),
    });
    expect(await maths.textContent()).toContain('Te faltan 2 simuladores.');
    expect(
      await maths.getByRole('link', { name: 'Hacer un simulador de Matemática' }).getAttribute('href'),
    ).toBe('/content/simuladores');
  });

  it('draws mastery per subtopic with a sentence for the picture, the weakest to practise and every subtopic in a table', async () => {
    const { page } = ui;
    const mastery = page.getByRole('region', { name: 'Dominio por subtema' });
    await mastery.getByLabel('Matemática').check();
    const picture = mastery.getByRole('img', { name: /^Matemática: / });
    await expect.poll(() => picture.count(), patiently).toBe(1);
    expect(await picture.getAttribute('class')).toContain('mastery-grid');
    expect(
      await mastery.locator('.mastery-tile--para-reforzar, .mastery-tile--en-camino').count(),
    ).toBeGreaterThan(0);
    const first = mastery.locator('.stats-topic').first();
    expect(await first.textContent()).toMatch(/de \d+ correctas/);
    expect(await first.getByRole('link', { name: /^Practicar / }).getAttribute('href')).toContain(
      '/content/educational/matematicas?tab=ejercicios&tema=ecuaciones',
    );
    await mastery.getByText(/^Ver los \d+ subtemas de Matemática$/).click();
    const table = mastery.getByRole('table', { name: 'Dominio de cada subtema de Matemática' });
    expect(await table.getByRole('row').count()).toBeGreaterThan(20);

    expect(await accessibilityViolations(page, '.stats')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'statistics-learning-loop-360');
  });

  it('downloads the personal booklet with a progress indication while it is written', async () => {
    const { page, errors } = ui;
    // The server answers in about a second; held back a little so the wait can be seen and checked.
    await page.route('**/api/booklets/personal', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    const booklet = page.getByRole('region', { name: 'Tu cuadernillo personal' });
    const downloading = page.waitForEvent('download', patiently);
    await booklet.getByRole('button', { name: 'Descargar mi cuadernillo' }).click();
    await booklet.getByRole('progressbar', { name: 'Armando tu cuadernillo' }).waitFor();
    expect(await booklet.getByRole('button', { name: 'Armando tu cuadernillo…' }).isDisabled()).toBe(true);
    expect(await accessibilityViolations(page, '.personal-booklet')).toEqual([]);
    await booklet.screenshot({ path: `${screenshotsDir}/statistics-booklet-progress-360.png` });

    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^ingresa-cuadernillo-personal-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
    await expect.poll(() => booklet.getByRole('status').textContent(), patiently).toMatch(/^Listo: /);
    await booklet.screenshot({ path: `${screenshotsDir}/statistics-booklet-ready-360.png` });
    expect(await booklet.getByRole('link', { name: 'descargalo acá' }).getAttribute('download')).toBe(
      file.suggestedFilename(),
    );
    await page.unroute('**/api/booklets/personal');
    expect(errors).toEqual([]);
  });

  it('says the server’s own sentence when the day’s booklets are used up', async () => {
    const { page } = ui;
    const message =
      'Ya armaste 3 cuadernillos personales hoy, el máximo por día. Vas a poder armar otro en 5 horas: mientras tanto, resolvé los ejercicios del último que descargaste.';
    await page.route('**/api/booklets/personal', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'retry-after': '18000' },
        body: JSON.stringify({ success: false, message }),
      }),
    );
    const booklet = page.getByRole('region', { name: 'Tu cuadernillo personal' });
    await booklet.getByRole('button', { name: 'Descargar mi cuadernillo' }).click();
    await expect.poll(() => booklet.getByRole('alert').textContent(), patiently).toBe(message);
    expect(await booklet.getByRole('button', { name: 'Descargar mi cuadernillo' }).isEnabled()).toBe(true);
    await page.unroute('**/api/booklets/personal');
  });
});
