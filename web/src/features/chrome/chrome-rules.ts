import { matchRoutes } from 'react-router-dom';

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

/** The chrome a page declares (web/src/app/page-table.ts). */
export type ChromeKind = keyof typeof chromes;

const chromes = {
  /** The landing and the general pages. */
  site: { header: 'public', footer: 'site', countdown: true },
  /** The keyword pages: their simple header. */
  landing: { header: 'landing', footer: 'site', countdown: true },
  /** A step of a flow (login, plans, payment results): nothing around it. */
  focused: { header: 'none', footer: 'none', countdown: false },
  /**
   * A consumer's requests (withdrawal, cancellation and their confirmation): the site's header and
   * footer, but no countdown to the exam pressing on someone who is leaving.
   */
  request: { header: 'public', footer: 'site', countdown: false },
  content: { header: 'content', footer: 'content', countdown: true },
} as const satisfies Record<string, Chrome>;

/**
 * Which header, footer and countdown a path shows: those of the page the router shows there (the same
 * ranking of routes), or the site's around the 404.
 */
export function chromeFor(pathname: string, pages: readonly { path: string; chrome: ChromeKind }[]): Chrome {
  const [match] = matchRoutes([...pages], pathname) ?? [];
  return chromes[match?.route.chrome ?? 'site'];
}
