import { describe, expect, inject, it } from 'vitest';
import { ADMISSION_GUIDE_PATH } from '../../shared/domain/admission-guide-path.ts';
import { nextIntake } from '../../shared/domain/exam-calendar.ts';
import { dateRangeText } from '../../shared/domain/exam-calendar-text.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot, watchErrors } from './browser.ts';
import { scrollsSideways } from './checkout.ts';
import { desktop, phone, usePage } from './fixture.ts';
import { signInAsSubscriber } from './sign-in.ts';

describe('"Cómo es el ingreso"', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: phone });

  it('is a prerendered, indexable page with the next intake’s dates, the pass mark and what weighs most', async () => {
    const { page } = ui;
    const errors = watchErrors(page);
    const html = await (await fetch(`${baseUrl}${ADMISSION_GUIDE_PATH}`)).text();
    const next = nextIntake(Date.now());
    expect(html).toContain('<h1>Cómo es el ingreso a la UTN</h1>');
    if (next) expect(html).toContain(dateRangeText(next.exams));
    expect(html).toContain('se aprueba con 4 de 10');
    expect(html).toContain('Matemática: lo que más pesa en el examen es');
    expect(html).not.toContain('noindex');
    expect(await (await fetch(`${baseUrl}/sitemap.xml`)).text()).toContain(ADMISSION_GUIDE_PATH);

    await page.goto(`${baseUrl}${ADMISSION_GUIDE_PATH}`);
    await page.getByRole('link', { name: 'Cómo es el examen' }).click();
    expect(await page.evaluate(() => window.location.hash)).toBe('#examen');
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'admission-guide-360');
    await page.getByRole('link', { name: 'Probar un mini simulacro' }).click();
    await page.waitForURL(/\/probar$/);
    expect(errors).toEqual([]);
  });

  it('links a page per regional, prerendered with its sources, that reads well on a phone', async () => {
    const { page } = ui;
    const errors = watchErrors(page);
    const html = await (await fetch(`${baseUrl}${ADMISSION_GUIDE_PATH}/frm`)).text();
    expect(html).toContain('Cómo es el ingreso a la UTN Mendoza');
    expect(html).toContain('Ninguna respuesta anterior es correcta');
    expect(html).not.toContain('noindex');
    expect(await (await fetch(`${baseUrl}/sitemap.xml`)).text()).toContain(`${ADMISSION_GUIDE_PATH}/frm`);

    await page.goto(`${baseUrl}${ADMISSION_GUIDE_PATH}`);
    await page.getByRole('link', { name: 'Facultad Regional Mendoza (FRM)' }).click();
    await page.waitForURL(new RegExp(`${ADMISSION_GUIDE_PATH}/frm$`));
    await page.getByRole('heading', { level: 2, name: 'Fuentes' }).waitFor();
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'admission-guide-frm-360');
    await page.goto(`${baseUrl}${ADMISSION_GUIDE_PATH}/frr`);
    expect(await page.getByRole('main').textContent()).toContain('No encontramos fuentes públicas');
    expect(errors).toEqual([]);
  });

  it('is linked from the dashboard', async () => {
    const dashboard = await ui.open({ viewport: desktop });
    await signInAsSubscriber(dashboard, baseUrl);
    await dashboard.getByRole('link', { name: 'Leer la guía' }).click();
    await dashboard.waitForURL(new RegExp(`${ADMISSION_GUIDE_PATH}$`));
    await expect
      .poll(() => dashboard.getByRole('heading', { level: 1 }).allTextContents(), { timeout: 10_000 })
      .toEqual(['Cómo es el ingreso a la UTN']);
  });
});
