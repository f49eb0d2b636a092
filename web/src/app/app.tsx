import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ADMISSION_GUIDE_PATH } from '../../../shared/domain/admission-guide-path.ts';
import { CONNECTION_CHECK_PATH } from '../../../shared/domain/connection-check.ts';
import { SIGN_IN_LINK_PATH } from '../../../shared/domain/sign-in-link.ts';
import { PageErrorBoundary } from '../components/page-error-boundary.tsx';
import { RetryNotice } from '../components/retry-notice.tsx';
import { Spinner } from '../components/spinner.tsx';
import { SiteChrome } from '../features/chrome/site-chrome.tsx';
import { InitialLandingContext, type LandingCopy } from '../features/landing/landing-data.ts';
import { InitialSeoContext, type InitialSeoData } from '../features/seo/seo-context.ts';
import { TutorLauncher } from '../features/tutor/tutor-launcher.tsx';
import { NotFoundPage } from '../routes/not-found.tsx';
// The landing, the SEO pages, the legal pages and the trial are prerendered lazy chunks: their styles
// ship with the entry's stylesheet, so their HTML is styled before their code arrives.
import '../features/landing/landing.css';
import '../features/seo/seo.css';
import '../features/legal/legal.css';
import '../features/trial/trial-page.css';
import '../features/consumer/consumer.css';
import '../components/faculty-pick.css';

const HomePage = lazy(() => import('../routes/home.tsx').then((m) => ({ default: m.HomePage })));
const SeoRoute = lazy(() => import('../features/seo/seo-route.tsx').then((m) => ({ default: m.SeoRoute })));
const StatusPage = lazy(() => import('../routes/status.tsx'));
const LoginPage = lazy(() => import('../features/auth/login-page.tsx'));
const VerificationPage = lazy(() => import('../features/auth/verification-page.tsx'));
const SignInLinkPage = lazy(() => import('../features/auth/sign-in-link-page.tsx'));
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
const TrialPage = lazy(() => import('../features/trial/trial-page.tsx'));
const AdmissionGuidePage = lazy(() => import('../features/guide/admission-guide-page.tsx'));
const UnsubscribePage = lazy(() => import('../features/practice/unsubscribe-page.tsx'));
const ConnectionCheckPage = lazy(() => import('../features/access/connection-check-page.tsx'));
const WithdrawalPage = lazy(() =>
  import('../features/consumer/consumer-request-page.tsx').then((m) => ({ default: m.WithdrawalPage })),
);
const CancellationPage = lazy(() =>
  import('../features/consumer/consumer-request-page.tsx').then((m) => ({ default: m.CancellationPage })),
);
const ConfirmRequestPage = lazy(() => import('../features/consumer/confirm-request-page.tsx'));

const home = { to: '/', label: 'Ir al inicio' };

/**
 * Every page but the 404 is its own chunk: the prerender waits for it, hydration loads it. An error
 * while rendering one stays inside it (PageErrorBoundary), under the site's header.
 */
function page(Component: LazyExoticComponent<ComponentType>, label = 'Cargando…') {
  return (
    <PageErrorBoundary back={home} main>
      <Suspense fallback={<Spinner label={label} />}>
        <Component />
      </Suspense>
    </PageErrorBoundary>
  );
}

/** `seo`: the SEO page data embedded in the prerendered document, and the path it belongs to. */
export function App({ seo, landing }: { seo?: InitialSeoData; landing?: LandingCopy }) {
  return (
    <InitialSeoContext value={seo}>
      <InitialLandingContext value={landing}>
        <SiteChrome>
          <Routes>
            <Route path="/" element={page(HomePage)} />
            <Route path="/estado" element={page(StatusPage)} />
            <Route path="/login" element={page(LoginPage)} />
            <Route path="/email-verification" element={page(VerificationPage)} />
            <Route path={SIGN_IN_LINK_PATH} element={page(SignInLinkPage)} />
            <Route path="/plans" element={page(PlansPage)} />
            <Route path="/subscription/success" element={page(SuccessPage)} />
            <Route path="/subscription/failure" element={page(FailurePage)} />
            <Route path="/subscription/pending" element={page(PendingPage)} />
            <Route path="/privacidad" element={page(PrivacyPage)} />
            <Route path="/terminos" element={page(TermsPage)} />
            <Route path="/cuenta-eliminada" element={page(AccountDeletedPage)} />
            <Route path="/recordatorios/baja" element={page(UnsubscribePage)} />
            <Route path="/probar" element={page(TrialPage)} />
            <Route path={ADMISSION_GUIDE_PATH} element={page(AdmissionGuidePage)} />
            <Route path={`${ADMISSION_GUIDE_PATH}/:regional`} element={page(SeoRoute)} />
            <Route path={CONNECTION_CHECK_PATH} element={page(ConnectionCheckPage)} />
            <Route path="/arrepentimiento" element={page(WithdrawalPage)} />
            <Route path="/baja" element={page(CancellationPage)} />
            <Route path="/confirmar-solicitud" element={page(ConfirmRequestPage)} />
            <Route path="/content/*" element={page(ContentApp, 'Cargando tu espacio de estudio…')} />
            <Route path="/ingreso" element={page(SeoRoute)} />
            <Route path="/ingreso/:keyword" element={page(SeoRoute)} />
            <Route path="/:keyword" element={page(SeoRoute)} />
            <Route
              path="*"
              element={
                <PageErrorBoundary back={home} main>
                  <NotFoundPage />
                </PageErrorBoundary>
              }
            />
          </Routes>
        </SiteChrome>
        <TutorLauncher />
        <RetryNotice />
      </InitialLandingContext>
    </InitialSeoContext>
  );
}
