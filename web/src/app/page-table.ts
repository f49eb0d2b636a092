import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { ADMISSION_GUIDE_PATH, ADMISSION_GUIDE_TITLE } from '../../../shared/domain/admission-guide-path.ts';
import { CONNECTION_CHECK_PATH } from '../../../shared/domain/connection-check.ts';
import { SIGN_IN_LINK_PATH } from '../../../shared/domain/sign-in-link.ts';
import type { ChromeKind } from '../features/chrome/chrome-rules.ts';
import type { LandingCopy } from '../features/landing/landing-data.ts';
import type { PageMeta } from './meta.ts';

/*
 * Every page of the site, declared once (ADR 0092). The router (app.tsx), the prerender list
 * (pages.ts), the chrome (chrome-rules.ts) and the accessibility walk (test/browser/accessibility.test.ts)
 * are read from here; page-table.test.ts fails when one of them disagrees.
 *
 * `build` holds what only the build and the tests read. It is `import.meta.env.SSR && {…}`: Vite makes
 * that `false` in the browser bundle and the minifier drops the object, so the titles and descriptions
 * never reach the entry every page loads first; the prerender (an SSR build) and vitest see them.
 */

/** Renders in the site's shell; its own chunk, loaded when the path is first shown. */
type Page = LazyExoticComponent<ComponentType>;

export interface PageDeclaration {
  /** The router's path: static, `:param` segments, or a trailing `/*` for an area with routes of its own. */
  path: string;
  page: Page;
  /** Which header, footer and countdown it shows (chrome-rules.ts). */
  chrome: ChromeKind;
  /** `subscriber`: behind the session gate; never in the accessibility walk of the public pages. */
  access: 'public' | 'subscriber';
  /** The spinner's words while its chunk loads, also in the HTML of a page prerendered as a shell. */
  loading?: string;
  /**
   * Written to static HTML at build time (ADR 0002): `hydrate`, rendered and hydrated (what it shows
   * must not depend on the visitor); `shell`, only a spinner, rendered in the browser. Pages
   * prerendered from the SEO documents (the keyword pages) are listed in pages.ts from them.
   */
  prerender?: 'hydrate' | 'shell';
  build: false | BuildOnly;
}

export interface BuildOnly {
  /** The prerendered `<head>`: required for a page with `prerender`. */
  meta?: PageMeta;
  /** The landing's longer copy, embedded in its HTML for hydration rather than shipped in the bundle. */
  landing?: LandingCopy;
  /** Visited by the accessibility test at 360 and 1280 px. */
  accessibility?: AccessibilityVisit;
}

/** A page's build-only part; empty in the browser bundle. */
export const buildOf = ({ build }: Pick<PageDeclaration, 'build'>): BuildOnly => build || {};

export interface AccessibilityVisit {
  /** The test's name for it, and its screenshots'. */
  name: string;
  /** The address opened, when it is not `path` (a route with parameters, a token in the query). */
  at?: string;
  /** The level-one heading waited for, when the page has a fixed one. */
  heading?: string;
}

/**
 * Build-only data that lives in modules the pages' chunks share (the landing's copy, the trial's head).
 * A static import of one would change how the bundler splits the entry (+3.5 KB gzip on every first
 * load, measured); this import sits in a branch that is dead in the browser build and is dropped there.
 */
const fromFeatures = import.meta.env.SSR
  ? { ...(await import('./landing-meta.ts')), ...(await import('../features/trial/trial-meta.ts')) }
  : undefined;

const subscriptionResult = (result: 'success' | 'failure' | 'pending', page: Page): PageDeclaration => ({
  path: `/subscription/${result}`,
  page,
  chrome: 'focused',
  access: 'public',
  prerender: 'shell',
  build: import.meta.env.SSR && {
    meta: {
      title: 'Tu suscripción | Ingresá',
      description: 'El resultado de tu pago en Ingresá.',
      noindex: true,
    },
  },
});

const returnPages = () => import('../features/subscription/return-pages.tsx');
const consumerRequestPages = () => import('../features/consumer/consumer-request-page.tsx');
const SeoRoute = lazy(() => import('../features/seo/seo-route.tsx').then((m) => ({ default: m.SeoRoute })));

export const pageTable: readonly PageDeclaration[] = [
  {
    path: '/',
    page: lazy(() => import('../routes/home.tsx').then((m) => ({ default: m.HomePage }))),
    chrome: 'site',
    access: 'public',
    prerender: 'hydrate',
    build: import.meta.env.SSR && {
      ...fromFeatures?.landingBuild,
      accessibility: { name: 'landing', heading: 'Prepará tu ingreso a la UTN' },
    },
  },
  {
    path: '/estado',
    page: lazy(() => import('../routes/status.tsx')),
    chrome: 'site',
    access: 'public',
    prerender: 'hydrate',
    build: import.meta.env.SSR && {
      meta: {
        title: 'Estado del servicio | Ingresá',
        description: 'Comprobá que Ingresá funciona con normalidad.',
        noindex: true,
      },
    },
  },
  {
    path: '/login',
    page: lazy(() => import('../features/auth/login-page.tsx')),
    chrome: 'focused',
    access: 'public',
    prerender: 'hydrate',
    build: import.meta.env.SSR && {
      meta: {
        title: 'Ingresar | Ingresá',
        description: 'Ingresá a tu cuenta de Ingresá con tu email y un código de 6 dígitos. Sin contraseñas.',
      },
      accessibility: { name: 'login', heading: 'Ingresá a tu cuenta' },
    },
  },
  {
    // A login e-mail's one-click link; its token, after "#", is read and posted in the browser.
    path: SIGN_IN_LINK_PATH,
    page: lazy(() => import('../features/auth/sign-in-link-page.tsx')),
    chrome: 'focused',
    access: 'public',
    prerender: 'hydrate',
    build: import.meta.env.SSR && {
      meta: {
        title: 'Ingresando a tu cuenta | Ingresá',
        description: 'Ingresá a tu cuenta con el enlace que te enviamos por email.',
        noindex: true,
      },
    },
  },
  {
    path: '/email-verification',
    page: lazy(() => import('../features/auth/verification-page.tsx')),
    chrome: 'focused',
    access: 'public',
    prerender: 'shell',
    build: import.meta.env.SSR && {
      meta: {
        title: 'Verificá tu email | Ingresá',
        description: 'Ingresá el código que te enviamos por email.',
        noindex: true,
      },
    },
  },
  {
    path: '/plans',
    page: lazy(() => import('../features/checkout/plans-page.tsx')),
    chrome: 'focused',
    access: 'public',
    prerender: 'hydrate',
    build: import.meta.env.SSR && {
      meta: {
        title: 'Planes y precios | Ingresá',
        description:
          'Plan Premium anual o Plan Semanal: simuladores ilimitados, tutor con IA, ejercicios resueltos y estadísticas para tu ingreso a la UTN. Pagás con Mercado Pago y cancelás cuando quieras.',
      },
      accessibility: { name: 'plans', heading: 'Elegí tu plan' },
    },
  },
  {
    path: '/probar',
    page: lazy(() => import('../features/trial/trial-page.tsx')),
    chrome: 'site',
    access: 'public',
    prerender: 'hydrate',
    build: import.meta.env.SSR && { meta: fromFeatures?.trialPageMeta },
  },
  {
    path: '/privacidad',
    page: lazy(() => import('../features/legal/privacy-page.tsx')),
    chrome: 'site',
    access: 'public',
    prerender: 'hydrate',
    build: import.meta.env.SSR && {
      meta: {
        title: 'Política de privacidad | Ingresá',
        description:
          'Qué datos guarda Ingresá, para qué, dónde y por cuánto tiempo, y cómo descargarlos o eliminar tu cuenta cuando quieras (Ley 25.326).',
      },
    },
  },
  {
    path: ADMISSION_GUIDE_PATH,
    page: lazy(() => import('../features/guide/admission-guide-page.tsx')),
    // A single segment outside the app's own pages, as the keyword pages are: their simple header.
    chrome: 'landing',
    access: 'public',
    prerender: 'hydrate',
    build: import.meta.env.SSR && {
      meta: {
        title: `${ADMISSION_GUIDE_TITLE} | Ingresá`,
        description:
          'Qué es el curso de ingreso a la UTN, sus modalidades y fechas, cómo es el examen y con cuánto se aprueba, qué temas pesan más y cuándo empezar a prepararte.',
      },
    },
  },
  {
    path: '/terminos',
    page: lazy(() => import('../features/legal/terms-page.tsx')),
    chrome: 'site',
    access: 'public',
    prerender: 'hydrate',
    build: import.meta.env.SSR && {
      meta: {
        title: 'Términos y condiciones | Ingresá',
        description:
          'Qué incluye la suscripción a Ingresá, los precios, la renovación automática, cómo cancelar y tu derecho de arrepentimiento de 10 días.',
      },
    },
  },
  {
    path: '/arrepentimiento',
    page: lazy(() => consumerRequestPages().then((m) => ({ default: m.WithdrawalPage }))),
    chrome: 'request',
    access: 'public',
    prerender: 'hydrate',
    build: import.meta.env.SSR && {
      meta: {
        title: 'Botón de arrepentimiento | Ingresá',
        description:
          'Arrepentite de tu compra dentro de los 10 días corridos: te devolvemos todo por Mercado Pago. Sin iniciar sesión, con un código de identificación al instante (Ley 24.240).',
      },
      accessibility: { name: 'withdrawal', heading: 'Botón de arrepentimiento' },
    },
  },
  {
    path: '/baja',
    page: lazy(() => consumerRequestPages().then((m) => ({ default: m.CancellationPage }))),
    chrome: 'request',
    access: 'public',
    prerender: 'hydrate',
    build: import.meta.env.SSR && {
      meta: {
        title: 'Botón de baja de servicio | Ingresá',
        description:
          'Cancelá tu suscripción a Ingresá sin iniciar sesión: no te cobramos más y seguís estudiando hasta que termine el período que pagaste.',
      },
      accessibility: { name: 'cancellation', heading: 'Botón de baja de servicio' },
    },
  },
  {
    // The link mailed for a request made without the account's session; its token is read in the browser.
    path: '/confirmar-solicitud',
    page: lazy(() => import('../features/consumer/confirm-request-page.tsx')),
    chrome: 'request',
    access: 'public',
    prerender: 'hydrate',
    build: import.meta.env.SSR && {
      meta: {
        title: 'Confirmá tu pedido | Ingresá',
        description: 'Confirmá tu pedido de arrepentimiento o de baja de servicio.',
        noindex: true,
      },
      accessibility: {
        name: 'consumer-confirm',
        at: '/confirmar-solicitud?token=abcdefghijklmnopqrstuvwxyz',
        heading: 'Confirmá tu pedido',
      },
    },
  },
  {
    path: CONNECTION_CHECK_PATH,
    page: lazy(() => import('../features/access/connection-check-page.tsx')),
    // A single segment outside the app's own pages, as the keyword pages are: their simple header.
    chrome: 'landing',
    access: 'public',
    prerender: 'hydrate',
    build: import.meta.env.SSR && {
      meta: {
        title: 'Verificando tu conexión | Ingresá',
        description: 'Confirmamos que tu conexión es de una persona y te llevamos de vuelta.',
        noindex: true,
      },
    },
  },
  {
    path: '/cuenta-eliminada',
    page: lazy(() => import('../features/account/account-deleted-page.tsx')),
    chrome: 'focused',
    access: 'public',
    prerender: 'hydrate',
    build: import.meta.env.SSR && {
      meta: {
        title: 'Cuenta eliminada | Ingresá',
        description: 'Eliminamos tu cuenta de Ingresá y todos tus datos.',
        noindex: true,
      },
    },
  },
  {
    // The daily reminder's way out: the token in its link is the visitor's own, read in the browser.
    path: '/recordatorios/baja',
    page: lazy(() => import('../features/learning-loop/unsubscribe-page.tsx')),
    chrome: 'focused',
    access: 'public',
    prerender: 'shell',
    build: import.meta.env.SSR && {
      meta: {
        title: 'Dejar de recibir recordatorios | Ingresá',
        description: 'Apagá el recordatorio diario de tu meta de ejercicios.',
        noindex: true,
      },
      accessibility: { name: 'reminder-unsubscribe', heading: 'Recordatorio diario' },
    },
  },
  subscriptionResult(
    'success',
    lazy(() => returnPages().then((m) => ({ default: m.SuccessPage }))),
  ),
  subscriptionResult(
    'failure',
    lazy(() => returnPages().then((m) => ({ default: m.FailurePage }))),
  ),
  subscriptionResult(
    'pending',
    lazy(() => returnPages().then((m) => ({ default: m.PendingPage }))),
  ),
  {
    // The subscriber area: one shell with routes of its own (routes/content/content-app.tsx).
    path: '/content/*',
    page: lazy(() => import('../routes/content/content-app.tsx')),
    chrome: 'content',
    access: 'subscriber',
    loading: 'Cargando tu espacio de estudio…',
    prerender: 'shell',
    build: import.meta.env.SSR && {
      meta: {
        title: 'Tu espacio de estudio | Ingresá',
        description: 'Tu espacio de estudio en Ingresá.',
        noindex: true,
      },
    },
  },
  // The keyword pages and the regional guides: prerendered from the SEO documents (pages.ts).
  {
    path: `${ADMISSION_GUIDE_PATH}/:regional`,
    page: SeoRoute,
    chrome: 'site',
    access: 'public',
    build: false,
  },
  {
    path: '/ingreso',
    page: SeoRoute,
    chrome: 'landing',
    access: 'public',
    build: import.meta.env.SSR && { accessibility: { name: 'ingreso' } },
  },
  { path: '/ingreso/:keyword', page: SeoRoute, chrome: 'landing', access: 'public', build: false },
  {
    path: '/:keyword',
    page: SeoRoute,
    chrome: 'landing',
    access: 'public',
    build: import.meta.env.SSR && { accessibility: { name: 'seo', at: '/utn-ingreso' } },
  },
];
