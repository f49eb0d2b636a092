import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '../components/spinner.tsx';
import { SiteChrome } from '../features/chrome/site-chrome.tsx';
import { InitialSeoContext, type InitialSeoData } from '../features/seo/seo-context.ts';
import { SeoRoute } from '../features/seo/seo-route.tsx';
import { TutorLauncher } from '../features/tutor/tutor-launcher.tsx';
import { HomePage } from '../routes/home.tsx';
import { NotFoundPage } from '../routes/not-found.tsx';
// The legal pages are prerendered lazy chunks: their styles ship with the entry's stylesheet.
import '../features/legal/legal.css';

const StatusPage = lazy(() => import('../routes/status.tsx'));
const LoginPage = lazy(() => import('../features/auth/login-page.tsx'));
const VerificationPage = lazy(() => import('../features/auth/verification-page.tsx'));
const PlansPage = lazy(() => import('../features/checkout/plans-page.tsx'));
const SuccessPage = lazy(() =>
  import('../features/subscription/return-pages.tsx').then((m) => ({ default: m.SuccessPage })),
);
const FailurePage = lazy(() =>
  import('../features/subscription/return-pages.tsx').then((m) => ({ default: m.FailurePage })),
);
const PendingPage = lazy(() =>
  import('../features/subscription/return-pages.tsx').then((m) => ({ default: m.PendingPage })),
);
const ContentApp = lazy(() => import('../routes/content/content-app.tsx'));
const PrivacyPage = lazy(() => import('../features/legal/privacy-page.tsx'));
const TermsPage = lazy(() => import('../features/legal/terms-page.tsx'));
const AccountDeletedPage = lazy(() => import('../features/account/account-deleted-page.tsx'));

/** Every page but the landing and the SEO pages is its own chunk; the prerender waits for it, hydration loads it. */
function page(Component: LazyExoticComponent<ComponentType>, label = 'Cargando…') {
  return (
    <Suspense fallback={<Spinner label={label} />}>
      <Component />
    </Suspense>
  );
}

/** `seo`: the SEO page data embedded in the prerendered document, and the path it belongs to. */
export function App({ seo }: { seo?: InitialSeoData }) {
  return (
    <InitialSeoContext value={seo}>
      <SiteChrome>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/estado" element={page(StatusPage)} />
          <Route path="/login" element={page(LoginPage)} />
          <Route path="/email-verification" element={page(VerificationPage)} />
          <Route path="/plans" element={page(PlansPage)} />
          <Route path="/subscription/success" element={page(SuccessPage)} />
          <Route path="/subscription/failure" element={page(FailurePage)} />
          <Route path="/subscription/pending" element={page(PendingPage)} />
          <Route path="/privacidad" element={page(PrivacyPage)} />
          <Route path="/terminos" element={page(TermsPage)} />
          <Route path="/cuenta-eliminada" element={page(AccountDeletedPage)} />
          <Route path="/content/*" element={page(ContentApp, 'Cargando tu espacio de estudio…')} />
          <Route path="/ingreso" element={<SeoRoute />} />
          <Route path="/ingreso/:keyword" element={<SeoRoute />} />
          <Route path="/:keyword" element={<SeoRoute />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </SiteChrome>
      <TutorLauncher />
    </InitialSeoContext>
  );
}
