/**
 * - `public`: the site navbar (Qué incluye, Planes, FAQ, Ingresar) on the landing and general pages;
 * - `landing`: the SEO landing pages' simple header (logo and Ingresar);
 * - `content`: the subscriber area's navbar, drawn by that area itself because it needs the session;
 * - `none`: focused flows (login, plans, payment results, the account-deleted notice) show no chrome at all.
 */
export type HeaderKind = 'public' | 'landing' | 'content' | 'none';
export type FooterKind = 'site' | 'content' | 'none';

export interface Chrome {
  header: HeaderKind;
  footer: FooterKind;
  countdown: boolean;
}

/** Top-level pages of the app itself; any other single-segment path is an SEO keyword page. */
const appPages = new Set([
  'estado',
  'login',
  'email-verification',
  'plans',
  'subscription',
  'content',
  'privacidad',
  'terminos',
  'cuenta-eliminada',
  'probar',
  'recordatorios',
  'arrepentimiento',
  'baja',
  'confirmar-solicitud',
]);
/**
 * A consumer's requests (withdrawal, cancellation and their confirmation): the site's header and footer,
 * but no countdown to the exam pressing on someone who is leaving.
 */
const consumerRequests = new Set(['arrepentimiento', 'baja', 'confirmar-solicitud']);
const focusedFlows = new Set([
  'login',
  'email-verification',
  'plans',
  'subscription',
  'cuenta-eliminada',
  'recordatorios',
]);

/** Which header, footer and countdown a path shows. */
export function chromeFor(pathname: string): Chrome {
  const segments = pathname.split('/').filter(Boolean);
  const [first] = segments;
  if (first === undefined) return { header: 'public', footer: 'site', countdown: true };
  if (focusedFlows.has(first)) return { header: 'none', footer: 'none', countdown: false };
  if (first === 'content') return { header: 'content', footer: 'content', countdown: true };
  if (consumerRequests.has(first)) return { header: 'public', footer: 'site', countdown: false };
  const keywordPage =
    (segments.length === 1 && !appPages.has(first)) || (first === 'ingreso' && segments.length <= 2);
  return { header: keywordPage ? 'landing' : 'public', footer: 'site', countdown: true };
}
