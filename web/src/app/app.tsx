import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageErrorBoundary } from '../components/page-error-boundary.tsx';
import { RetryNotice } from '../components/retry-notice.tsx';
import { Spinner } from '../components/spinner.tsx';
import { SiteChrome } from '../features/chrome/site-chrome.tsx';
import { InitialLandingContext, type LandingCopy } from '../features/landing/landing-data.ts';
import { InitialSeoContext, type InitialSeoData } from '../features/seo/seo-context.ts';
import { TutorLauncher } from '../features/tutor/tutor-launcher.tsx';
import { NotFoundPage } from '../routes/not-found.tsx';
import { type PageDeclaration, pageTable } from './page-table.ts';
// The landing, the SEO pages, the legal pages and the trial are prerendered lazy chunks: their styles
// ship with the entry's stylesheet, so their HTML is styled before their code arrives.
import '../features/landing/landing.css';
import '../features/seo/seo.css';
import '../features/legal/legal.css';
import '../features/trial/trial-page.css';
import '../features/consumer/consumer.css';
import '../components/faculty-pick.css';

const home = { to: '/', label: 'Ir al inicio' };

/**
 * Every page but the 404 is its own chunk: the prerender waits for it, hydration loads it. An error
 * while rendering one stays inside it (PageErrorBoundary), under the site's header.
 */
function page({ page: Component, loading = 'Cargando…' }: PageDeclaration) {
  return (
    <PageErrorBoundary back={home} main>
      <Suspense fallback={<Spinner label={loading} />}>
        <Component />
      </Suspense>
    </PageErrorBoundary>
  );
}

/** The router's routes: one per declared page (page-table.ts), then the 404. */
export function pageRoutes() {
  return [
    ...pageTable.map((declared) => (
      <Route key={declared.path} path={declared.path} element={page(declared)} />
    )),
    <Route
      key="*"
      path="*"
      element={
        <PageErrorBoundary back={home} main>
          <NotFoundPage />
        </PageErrorBoundary>
      }
    />,
  ];
}

/** `seo`: the SEO page data embedded in the prerendered document, and the path it belongs to. */
export function App({ seo, landing }: { seo?: InitialSeoData; landing?: LandingCopy }) {
  return (
    <InitialSeoContext value={seo}>
      <InitialLandingContext value={landing}>
        <SiteChrome pages={pageTable}>
          <Routes>{pageRoutes()}</Routes>
        </SiteChrome>
        <TutorLauncher />
        <RetryNotice />
      </InitialLandingContext>
    </InitialSeoContext>
  );
}
