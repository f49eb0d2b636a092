import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { securityHeadersFor } from '../../infra/site/security-headers.ts';
import { readSiteManifest } from '../../web/site-manifest.ts';
import { desktop, usePage } from './fixture.ts';

/**
 * The site under its own Content-Security-Policy (ADR 0045): every page a visitor or a subscriber
 * opens runs without a single violation, and what the policy could break (the inlined stylesheet,
 * KaTeX's markup, styles and fonts, the tutor, the data: SVG figures) still works.
 */

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

/**
 * Reports, from before the page's first byte is parsed, every violation the browser raises in any
 * document of the page, and every console message about a policy (Chromium logs each refusal, and
 * each header it cannot parse).
 */
async function watchPolicies(page: Page): Promise<string[]> {
  const reported: string[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => {
    reported.push(
      `${violation.directive} refused ${violation.blocked || 'inline'} in ${violation.source}: ${violation.sample}`,
    );
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (violation: Violation) => void })
      .__reportCspViolation;
    window.addEventListener(
      'securitypolicyviolation',
      (event) =>
        report({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile || location.pathname}:${event.lineNumber}`,
          sample: event.sample,
        }),
      true,
    );
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy|Permissions.Policy/i.test(message.text()))
      reported.push(`console ${message.type()}: ${message.text()}`);
  });
  return reported;
}

/** Once the page has loaded what it loads at first (its scripts, lazy chunks, data). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

/** The inlined stylesheet was applied: a <style> the policy refused would have no sheet. */
async function inlineStylesApplied(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const blocks = [...document.querySelectorAll('style')];
    return blocks.length > 0 && blocks.every((block) => (block.sheet?.cssRules.length ?? 0) > 0);
  });
}

/** KaTeX typeset `formulas`: its stylesheet, its fonts and the style attributes of its markup apply. */
async function expectKatexRendered(formulas: Locator): Promise<void> {
  await formulas.first().waitFor();
  const rendered = await formulas.first().evaluate(async (formula) => {
    await document.fonts.ready;
    const styled = [...formula.querySelectorAll<HTMLElement>('[style]')];
    return {
      fontFamily: getComputedStyle(formula).fontFamily,
      styledElements: styled.length,
      appliedStyleAttributes: styled.filter((element) => element.style.length > 0).length,
      katexFontsLoaded: [...document.fonts].some(
        (font) => font.family.replace(/"/g, '').startsWith('KaTeX_') && font.status === 'loaded',
      ),
    };
  });
  expect(rendered.fontFamily).toContain('KaTeX_Main');
  expect(rendered.styledElements).toBeGreaterThan(0);
  expect(rendered.appliedStyleAttributes).toBe(rendered.styledElements);
  expect(rendered.katexFontsLoaded).toBe(true);
}

const publicPages = [
  '/',
  '/login',
  '/plans',
  '/probar',
  '/terminos',
  '/privacidad',
  '/como-es-el-ingreso',
  '/estado',
  '/cuenta-eliminada',
  '/email-verification',
  '/arrepentimiento',
  '/baja',
  '/confirmar-solicitud',
];

/** What a visitor's walk expects to fail: the 404 page, and the session check of someone not signed in. */
const expectedForVisitor = (error: string) =>
  error.includes('/no/existe') || /\b401\b.*\/api\/auth\/session/.test(error);

const withFigure = Object.entries(contentBank).flatMap(([subject, content]) =>
  content.miniClasses.filter((m) => m.figures?.length).map((m) => ({ subject, miniClass: m })),
)[0];
const exerciseWithFormula = contentBank.matematicas.exercises.find((e) => /\$[^$]+\$/.test(e.question));

describe('the Content-Security-Policy', () => {
  const baseUrl = inject('baseUrl');
  const expected = securityHeadersFor(readSiteManifest(inject('siteDir')));

  describe('for a visitor', () => {
    let violations: string[] = [];
    const ui = usePage({
      viewport: desktop,
      prepare: async (page) => {
        violations = await watchPolicies(page);
      },
    });

    it('is sent with every header, exactly as CloudFront sends them, on pages and API responses', async () => {
      const responses = [
        await fetch(`${baseUrl}/`),
        await fetch(
          `${baseUrl}/assets/${readSiteManifest(inject('siteDir')).pages[0]?.scripts[0]?.slice(7)}`,
        ),
        await fetch(`${baseUrl}/no/existe`),
        await fetch(`${baseUrl}/api/health`),
        await fetch(`${baseUrl}/api/no-existe`),
      ];
      for (const response of responses) {
        for (const [name, value] of Object.entries(expected))
          expect(response.headers.get(name), `${response.url} ${name}`).toBe(value);
      }
      expect(expected['content-security-policy']).toMatch(/style-src-elem 'self' 'sha256-[\w+/=]+';/);
    });

    it('lets every public page, SEO page and the 404 page load without a violation', async () => {
      const { page, errors } = ui;
      const manifest = readSiteManifest(inject('siteDir'));
      const seo = manifest.pages.filter((candidate) => candidate.seo).map((candidate) => candidate.path);
      const paths = [
        ...publicPages,
        ...seo.filter((path) => path.startsWith('/ingreso/')).slice(0, 2),
        ...seo.filter((path) => !path.startsWith('/ingreso/')).slice(0, 3),
        // A keyword no page was written for: the generic SEO page.
        '/utn-palabra-sin-pagina',
      ];
      for (const path of paths) {
        const response = await page.goto(`${baseUrl}${path}`);
        expect(response?.status(), path).toBe(200);
        await settle(page);
        expect(await inlineStylesApplied(page), path).toBe(true);
      }
      const notFound = await page.goto(`${baseUrl}/no/existe`);
      expect(notFound?.status()).toBe(404);
      await settle(page);
      expect(violations).toEqual([]);
      expect(errors.filter((error) => !expectedForVisitor(error))).toEqual([]);
    });

    it('keeps the tutor widget working on the landing, its formulas typeset by KaTeX', async () => {
      const { page, errors } = ui;
      await page.goto(`${baseUrl}/`);
      await settle(page);
      await page.getByRole('button', { name: 'Abrir tutor IA' }).click();
      const dialog = page.getByRole('dialog', { name: 'Tutor IA' });
      await dialog.getByLabel('Tu consulta al tutor').fill('Resolvé 2x + 3 = 11');
      await page.keyboard.press('Enter');
      const answer = dialog.locator('.tutor-message--tutor').nth(1);
      await answer.getByRole('heading', { name: 'Ecuación lineal' }).waitFor();
      await expectKatexRendered(answer.locator('.katex'));
      expect(violations).toEqual([]);
      expect(errors.filter((error) => !expectedForVisitor(error))).toEqual([]);
    });
  });

  describe('for a subscriber', () => {
    let violations: string[] = [];
    const ui = usePage({
      viewport: desktop,
      signIn: 'subscriber',
      prepare: async (page) => {
        violations = await watchPolicies(page);
      },
    });

    it('lets the dashboard, a mini class with its SVG figure and an exercise load without a violation', async () => {
      const { page, errors } = ui;
      if (!withFigure || !exerciseWithFormula)
        throw new Error('no mini class with a figure or no exercise with a formula');
      await settle(page);

      await page.goto(
        `${baseUrl}/content/educational/${withFigure.subject}/mini-clase/${withFigure.miniClass.id}`,
      );
      const figure = page.locator('.edu-figure img').first();
      await figure.waitFor();
      const drawn = await figure.evaluate(async (img: HTMLImageElement) => {
        await img.decode().catch(() => undefined);
        return { source: img.src.slice(0, 19), loaded: img.complete && img.naturalWidth > 0 };
      });
      expect(drawn).toEqual({ source: 'data:image/svg+xml;', loaded: true });
      await expectKatexRendered(page.locator('.edu-content .katex'));
      await settle(page);

      await page.goto(`${baseUrl}/content/educational/matematicas/ejercicio/${exerciseWithFormula.id}`);
      await page.getByRole('button', { name: 'Verificar respuesta' }).waitFor();
      await expectKatexRendered(page.locator('.katex'));
      await settle(page);

      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    });

    it('lets a simulator be created and answered without a violation', async () => {
      const { page, errors } = ui;
      await page.goto(`${baseUrl}/content/simuladores`);
      await page.getByRole('heading', { name: 'Simuladores de examen' }).waitFor();
      await page.getByLabel('Cantidad de preguntas').selectOption('10');
      await page.getByRole('button', { name: 'Crear simulador' }).click();
      await page.waitForURL(/\/content\/simulador\/[\w-]+$/);
      await page.getByText('Pregunta 1 de 10').waitFor();
      await page.locator('.option').first().click();
      await page.getByRole('button', { name: 'Enviar respuesta' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /Correcto|Incorrecto/ })
        .waitFor();
      await settle(page);

      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
});
