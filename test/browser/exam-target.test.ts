import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addDays } from '../../shared/domain/calendar-days.ts';
import { examDayStart } from '../../shared/domain/exam-calendar.ts';
import { studyDay } from '../../shared/domain/study-days.ts';
import { accessibilityViolations } from './axe.ts';
import { screenshot, watchErrors } from './browser.ts';
import { reachCheckoutAsNewStudent, scrollsSideways } from './checkout.ts';
import { desktop, useBrowser, usePage } from './fixture.ts';
import { signInAsSubscriber } from './sign-in.ts';

/** The student's exam (#31) and the first steps after paying (#30), on a 360 × 740 phone. */
const phone = { width: 360, height: 740 };
/** Vitest polls for one second by default; a page on a busy two-core machine can take longer. */
const patiently = { timeout: 15_000 };
const DAY_MS = 86_400_000;

/** Whole days left until 8 a. m. of `day`, as the countdown shows them now. */
const daysUntil = (day: string) => Math.floor((examDayStart(day) - Date.now()) / DAY_MS);

async function countdown(page: Page) {
  const value = await page.getByTestId('countdown-value').textContent();
  return { label: await page.locator('.countdown__label').textContent(), days: value?.split(' ')[0] };
}

/** The countdown names the student's exam and its days left, once hydrated and ticking. */
async function expectCountdown(page: Page, label: string, day: string) {
  await expect.poll(() => countdown(page), patiently).toEqual({ label, days: String(daysUntil(day)) });
}

async function noSidewaysScroll(page: Page) {
  expect(await scrollsSideways(page)).toBe(false);
}

describe('the student’s exam, chosen in Mi cuenta', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: phone, signIn: 'subscriber' });
  const examDay = addDays(studyDay(new Date()), 100);

  it('sets the countdown on every page and after a reload, the plan’s faculty and the subjects’ order', async () => {
    const { page, errors } = ui;
    await page.getByRole('button', { name: /^Tu cuenta/ }).click();
    await page.locator('#profile-menu').getByRole('link', { name: 'Mi cuenta' }).click();
    await page.waitForURL(`${baseUrl}/content/cuenta`);
    const faculty = page.getByLabel('Tu facultad regional');
    await faculty.waitFor(patiently);
    expect(await faculty.inputValue()).toBe('');
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await noSidewaysScroll(page);
    await screenshot(page, 'exam-target-account-empty-360');

    await faculty.selectOption({ label: 'Córdoba (FRC)' });
    await page
      .getByLabel('Tu carrera', { exact: true })
      .selectOption({ label: 'Ingeniería en Sistemas de Información' });
    await page
      .getByText(
        'FRC toma Matemática y Física; Química no la toma tu facultad, pero la podés estudiar igual.',
      )
      .waitFor();
    // FRC publishes the month of its July exams: offered, saying the day is to be confirmed.
    expect(await page.getByRole('radio', { name: /^FRC · .*julio de 2027/ }).count()).toBe(1);
    await page.getByLabel('¿Ya sabés el día exacto? Elegilo acá').fill(examDay);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByRole('status').getByText('Listo: preparamos tu ingreso a FRC.').waitFor(patiently);
    await expectCountdown(page, 'Tu examen en FRC', examDay);
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await noSidewaysScroll(page);
    await screenshot(page, 'exam-target-account-saved-360');

    await page.goto(`${baseUrl}/content/dashboard`);
    await expectCountdown(page, 'Tu examen en FRC', examDay);
    const plan = page.getByRole('region', { name: 'Tu plan hasta el examen' });
    await plan.getByText('Con el programa de FRC').waitFor(patiently);
    const select = plan.getByLabel('¿Para qué examen te preparás?');
    await expect.poll(() => select.inputValue(), patiently).toBe(examDay);
    await plan.getByText(/^Faltan \d+ días/).waitFor(patiently);
    await page.reload();
    await expectCountdown(page, 'Tu examen en FRC', examDay);
    // A public page's bar follows it too, from this browser's copy.
    await page.goto(`${baseUrl}/`);
    await expectCountdown(page, 'Tu examen en FRC', examDay);

    // The plan's selector saves the day to the account: Mi cuenta and the countdown agree.
    await page.goto(`${baseUrl}/content/dashboard`);
    await plan.getByText('Con el programa de FRC').waitFor(patiently);
    await select.selectOption('2027-07-01');
    await plan.getByRole('status').getByText('Listo: preparamos tu ingreso a FRC.').waitFor(patiently);
    await expectCountdown(page, 'Tu examen en FRC', '2027-07-01');
    await expect.poll(() => plan.textContent(), patiently).toMatch(/empieza el jueves,? 1 de julio/);
    expect(await accessibilityViolations(page, '.learn-plan')).toEqual([]);
    await plan.screenshot({ path: 'test-results/screenshots/exam-target-plan-card-360.png' });
    await page.goto(`${baseUrl}/content/cuenta`);
    await expect
      .poll(() => page.getByLabel('¿Ya sabés el día exacto? Elegilo acá').inputValue(), patiently)
      .toBe('2027-07-01');
    expect(await page.getByRole('radio', { name: /^FRC · .*julio de 2027/ }).isChecked()).toBe(true);

    await page.goto(`${baseUrl}/content/educational`);
    const subjects = page.locator('.edu-subject');
    await subjects.first().waitFor(patiently);
    expect(await subjects.locator('h3').allTextContents()).toEqual(['Matemática', 'Física', 'Química']);
    expect(await subjects.last().textContent()).toContain('No la toma tu facultad');
    expect(await subjects.first().textContent()).not.toContain('No la toma tu facultad');
    expect(await page.locator('.edu-faculty').textContent()).toBe(
      'Ordenado según lo que toma FRC · Cambiar tu facultad',
    );
    await subjects.last().getByRole('link', { name: 'Estudiar Química' }).waitFor();
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await noSidewaysScroll(page);
    await screenshot(page, 'exam-target-educational-360');

    // The simulacro of the student's faculty comes preselected.
    await page.goto(`${baseUrl}/content/simuladores`);
    const simulacro = page.locator('.regional-preset').getByLabel('Facultad regional');
    await expect.poll(() => simulacro.inputValue(), patiently).toBe('frc');

    await page.goto(`${baseUrl}/content/educational`);
    await subjects.first().waitFor(patiently);
    await page.setViewportSize(desktop);
    await screenshot(page, 'exam-target-educational-1280');
    await page.goto(`${baseUrl}/content/cuenta`);
    await page.getByLabel('Tu facultad regional').waitFor(patiently);
    await screenshot(page, 'exam-target-account-1280');
    await page.goto(`${baseUrl}/content/dashboard`);
    await plan.getByText('Con el programa de FRC').waitFor(patiently);
    await plan.screenshot({ path: 'test-results/screenshots/exam-target-plan-card-1280.png' });
    expect(errors).toEqual([]);
  });
});

describe('a visitor’s faculty', () => {
  const baseUrl = inject('baseUrl');
  const ui = usePage({ viewport: phone });

  it('is picked on a regional’s page and /probar without a request, and joins the account at sign-in', async () => {
    const { page, errors } = ui;
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(request.url());
    });
    await page.goto(`${baseUrl}/como-es-el-ingreso/frba`);
    const pick = page.getByRole('region', { name: '¿En qué facultad rendís?' });
    await pick.scrollIntoViewIfNeeded();
    await pick.getByRole('button', { name: 'Rindo en la FRBA' }).click(patiently);
    await pick
      .getByText(
        'FRBA toma Matemática y Física; Química no la toma tu facultad, pero la podés estudiar igual.',
      )
      .waitFor();
    expect(await pick.getByLabel('Tu facultad regional').inputValue()).toBe('frba');
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('ingresa_exam_target'))) ?? ''),
    ).toEqual({
      regional: 'frba',
      code: 'FRBA',
      career: null,
      examDate: null,
      owner: 'visitor',
    });
    expect(requests).toEqual([]);
    // A visitor without a day of their own counts down to the calendar's next exam.
    expect(await page.locator('.countdown__label').textContent()).toMatch(/^Ingreso UTN \d{4}$/);
    expect(await accessibilityViolations(page, '.faculty-pick')).toEqual([]);
    await noSidewaysScroll(page);
    await pick.screenshot({ path: 'test-results/screenshots/exam-target-visitor-seo-360.png' });
    await screenshot(page, 'exam-target-visitor-seo-page-360');
    await page.setViewportSize(desktop);
    await screenshot(page, 'exam-target-visitor-seo-page-1280');
    await page.setViewportSize(phone);

    await page.goto(`${baseUrl}/probar`);
    const trialPick = page.getByRole('region', { name: '¿En qué facultad rendís?' });
    await expect
      .poll(() => trialPick.getByLabel('Tu facultad regional').inputValue(), patiently)
      .toBe('frba');
    expect(await page.getByRole('radio', { name: /^Matemática/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /^Química/ }).isChecked()).toBe(false);
    expect(await page.locator('.trial-subject').last().textContent()).toContain('No la toma tu facultad');
    expect(requests).toEqual([]);
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await noSidewaysScroll(page);
    await screenshot(page, 'exam-target-visitor-trial-360');
    await page.setViewportSize(desktop);
    await screenshot(page, 'exam-target-visitor-trial-1280');
    await page.setViewportSize(phone);

    await signInAsSubscriber(page, baseUrl);
    const plan = page.getByRole('region', { name: 'Tu plan hasta el examen' });
    await plan.getByText('Con el programa de FRBA').waitFor(patiently);
    await page.goto(`${baseUrl}/content/cuenta`);
    await expect.poll(() => page.getByLabel('Tu facultad regional').inputValue(), patiently).toBe('frba');

    // Logging out takes the account's exam out of this browser.
    await page.getByRole('button', { name: /^Tu cuenta/ }).click();
    await page.locator('#profile-menu').getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    expect(await page.evaluate(() => localStorage.getItem('ingresa_exam_target'))).toBeNull();
    expect(errors).toEqual([]);
  });
});

describe('the first steps right after paying', () => {
  const baseUrl = inject('baseUrl');
  const ui = useBrowser();

  it('welcomes, then walks faculty, exam day, daily goal and the first questions, each saved as it goes', async () => {
    const page = await ui.open({ viewport: phone });
    const errors = watchErrors(page);
    await reachCheckoutAsNewStudent(page, baseUrl, 'Plan Semanal');
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await page.waitForURL(/\/subscription\/success/);
    const card = page.locator('.result__card');
    await card.getByRole('heading', { name: '¡Te damos la bienvenida!' }).waitFor(patiently);
    await card.locator('.result__details').waitFor();
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('Próximo cobro');
    expect(text).not.toMatch(/dashboard|Bienvenido/i);
    await card.getByRole('link', { name: 'Ir a mi panel' }).waitFor();
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await noSidewaysScroll(page);
    await screenshot(page, 'onboarding-success-360');

    await card.getByRole('link', { name: 'Armar mi preparación' }).click();
    await page.waitForURL(`${baseUrl}/content/bienvenida`);
    const step = page.locator('.onboarding__step');
    await expect.poll(() => step.textContent(), patiently).toBe('Paso 1 de 4');
    const faculty = page.getByLabel('Tu facultad regional');
    await faculty.waitFor(patiently);
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await noSidewaysScroll(page);
    await screenshot(page, 'onboarding-step-1-360');
    await faculty.selectOption('frm');
    await page.getByLabel('Tu carrera', { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Guardar y seguir' }).click();

    await page.waitForURL(`${baseUrl}/content/bienvenida?paso=2`);
    await expect.poll(() => step.textContent()).toBe('Paso 2 de 4');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), patiently)
      .toBe('¿Cuándo rendís?');
    // Back to step 1: it shows what was saved, and «Lo hago después» moves on without saving again.
    await page.getByRole('button', { name: '← Volver' }).click();
    await expect.poll(() => step.textContent()).toBe('Paso 1 de 4');
    expect(await page.getByLabel('Tu facultad regional').inputValue()).toBe('frm');
    await page.getByRole('button', { name: 'Lo hago después' }).click();
    await expect.poll(() => step.textContent()).toBe('Paso 2 de 4');
    const own = page.getByRole('radio', { name: /^FRM · / }).first();
    const ownDay = (await own.getAttribute('value')) ?? '';
    expect(ownDay).toMatch(/^\d{4}-\d{2}-01$/);
    await own.check();
    await page.getByText('Tu facultad publica solo el mes').waitFor();
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await noSidewaysScroll(page);
    await screenshot(page, 'onboarding-step-2-360');
    await page.getByRole('button', { name: 'Guardar y seguir' }).click();

    await expect.poll(() => step.textContent(), patiently).toBe('Paso 3 de 4');
    await expectCountdown(page, 'Tu examen en FRM', ownDay);
    await page.getByRole('radio', { name: /^10 ejercicios/ }).check();
    await page.getByRole('checkbox', { name: /recordatorio por e-mail a las 19/ }).check();
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await screenshot(page, 'onboarding-step-3-360');
    await page.getByRole('button', { name: 'Guardar y seguir' }).click();

    await expect.poll(() => step.textContent(), patiently).toBe('Paso 4 de 4');
    await page.getByRole('heading', { name: 'Hacé tus primeras cinco preguntas' }).waitFor();
    const start = page.getByRole('link', { name: 'Empezar' });
    await expect
      .poll(() => start.getAttribute('href'), patiently)
      .toMatch(/^\/content\/educational\/\w+\?tab=ejercicios&tema=/);
    expect(await accessibilityViolations(page, 'html')).toEqual([]);
    await noSidewaysScroll(page);
    await screenshot(page, 'onboarding-step-4-360');
    const href = (await start.getAttribute('href')) ?? '';
    await start.click();
    await page.waitForURL(`${baseUrl}${href}`);

    await page.goto(`${baseUrl}/content/dashboard`);
    const goal = page.getByRole('region', { name: 'Tu meta diaria' });
    await expect.poll(() => goal.textContent(), patiently).toContain('recordatorio por e-mail a las 19');
    expect(await goal.textContent()).toContain('Meta: 10 ejercicios por día');
    await page
      .getByRole('region', { name: 'Tu plan hasta el examen' })
      .getByText('Con el programa de FRM')
      .waitFor(patiently);

    await page.setViewportSize(desktop);
    for (const paso of [1, 2, 3, 4]) {
      await page.goto(`${baseUrl}/content/bienvenida?paso=${paso}`);
      await expect.poll(() => step.textContent(), patiently).toBe(`Paso ${paso} de 4`);
      if (paso <= 2) await page.getByRole('button', { name: 'Guardar y seguir' }).waitFor(patiently);
      await screenshot(page, `onboarding-step-${paso}-1280`);
    }
    expect(errors).toEqual([]);
  });
});
