import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { type ChromeKind, chromeFor } from './chrome-rules.ts';
import { ContentFooter } from './content-footer.tsx';
import { LandingHeader } from './landing-header.tsx';
import { PublicNavbar } from './public-navbar.tsx';
import { SiteFooter } from './site-footer.tsx';
import './chrome.css';

/**
 * The countdown's code (the exam calendar, the ticking) is a chunk of its own: the pages without the
 * bar (login, plans, payment results) do not load it. A prerendered page already has the bar in its
 * HTML, which hydration keeps in place until the chunk arrives; on a page the browser renders itself,
 * an empty bar of the same fixed height holds the place meanwhile, so nothing below it moves.
 */
const CountdownBar = lazy(() => import('./countdown-bar.tsx').then((m) => ({ default: m.CountdownBar })));
const countdownPlace = <div className="countdown" aria-hidden="true" />;

/** Countdown, header and footer around every page, as the page the router shows at the path declares. */
export function SiteChrome({
  pages,
  children,
}: {
  pages: readonly { path: string; chrome: ChromeKind }[];
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const chrome = chromeFor(pathname, pages);
  return (
    <>
      {chrome.countdown && (
        <Suspense fallback={countdownPlace}>
          <CountdownBar />
        </Suspense>
      )}
      {chrome.header === 'public' && <PublicNavbar />}
      {chrome.header === 'landing' && <LandingHeader />}
      {children}
      {chrome.footer === 'site' && <SiteFooter />}
      {chrome.footer === 'content' && <ContentFooter />}
    </>
  );
}
