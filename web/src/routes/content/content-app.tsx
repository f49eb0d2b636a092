import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { PageErrorBoundary } from '../../components/page-error-boundary.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { announceLogout, ContentGate } from '../../features/access/content-gate.tsx';
import { PrivateNavbar } from '../../features/chrome/private-navbar.tsx';
import { DashboardPage } from '../../features/dashboard/dashboard-page.tsx';
import { ExercisePage } from '../../features/educational/exercise-page.tsx';
import { MiniClassPage } from '../../features/educational/mini-class-page.tsx';
import { SubjectListPage } from '../../features/educational/subject-list-page.tsx';
import { SubjectPage } from '../../features/educational/subject-page.tsx';
import { FeedbackPrompt } from '../../features/feedback/feedback-prompt.tsx';
import { ReviewPage } from '../../features/practice/review-page.tsx';
import { ConfiguratorPage } from '../../features/simulators/configurator-page.tsx';
import { PlayerPage } from '../../features/simulators/player-page.tsx';
import { StatisticsPage } from '../../features/statistics/statistics-page.tsx';
import { CancelSubscriptionDialog } from '../../features/subscription/cancel-dialog.tsx';
import { logout } from '../../lib/auth-api.ts';
import { forgetStudent } from '../../lib/forget-student.ts';

// Visited now and then, not on every study session: its own chunk, loaded when opened.
const SubscriptionPage = lazy(() => import('../../features/subscription/subscription-page.tsx'));
// Rarely used: each dialog is its own chunk, loaded when chosen in the profile menu.
const DownloadDataDialog = lazy(() => import('../../features/account/download-data-dialog.tsx'));
const DeleteAccountDialog = lazy(() => import('../../features/account/delete-account-dialog.tsx'));
// The exam's pickers carry the regionals' list: their own chunks, off the area's first load (#31).
const MyAccountPage = lazy(() => import('../../features/exam-target/my-account-page.tsx'));
const OnboardingPage = lazy(() => import('../../features/exam-target/onboarding-page.tsx'));

const dashboard = { to: '/content/dashboard', label: 'Volver al dashboard' };

/** A page of the area: an error while rendering it stays inside it, with the navbar still there. */
const guarded = (page: ReactNode) => <PageErrorBoundary back={dashboard}>{page}</PageErrorBoundary>;

/** The subscriber area: a client-side app behind the access gate. */
export default function ContentApp() {
  return (
    <ContentGate>
      <ContentLayout />
    </ContentGate>
  );
}

function ContentLayout() {
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState(false);
  const [accountDialog, setAccountDialog] = useState<'download' | 'delete' | null>(null);
  // A cancellation from the profile menu: "Mi suscripción", if open, reads its data again.
  const [cancellations, setCancellations] = useState(0);
  const signOut = async () => {
    await logout();
    forgetStudent();
    announceLogout();
    navigate('/login');
  };
  // The server already ended every session: forget this tab's, tell the other tabs, and say it is done.
  const accountDeleted = () => {
    forgetStudent();
    announceLogout();
    navigate('/cuenta-eliminada', { replace: true });
  };
  return (
    <div className="content-layout">
      <PrivateNavbar
        onLogout={signOut}
        onCancelSubscription={() => setCancelling(true)}
        onDownloadData={() => setAccountDialog('download')}
        onDeleteAccount={() => setAccountDialog('delete')}
      />
      {cancelling && (
        <CancelSubscriptionDialog
          onClose={() => setCancelling(false)}
          onCancelled={() => setCancellations((count) => count + 1)}
        />
      )}
      <Suspense fallback={null}>
        {accountDialog === 'download' && <DownloadDataDialog onClose={() => setAccountDialog(null)} />}
        {accountDialog === 'delete' && (
          <DeleteAccountDialog onClose={() => setAccountDialog(null)} onDeleted={accountDeleted} />
        )}
      </Suspense>
      <main className="page">
        <Routes>
          <Route path="educational" element={guarded(<SubjectListPage />)} />
          <Route path="educational/:subjectId" element={guarded(<SubjectPage />)} />
          <Route path="educational/:subjectId/mini-clase/:topicId" element={guarded(<MiniClassPage />)} />
          <Route path="educational/:subjectId/ejercicio/:exerciseId" element={guarded(<ExercisePage />)} />
          <Route path="educational/*" element={<Navigate to="/content/educational" replace />} />
          <Route path="simuladores" element={guarded(<ConfiguratorPage />)} />
          <Route path="simulador/:id" element={guarded(<PlayerPage />)} />
          <Route path="simulador" element={guarded(<PlayerPage />)} />
          <Route path="dashboard" element={guarded(<DashboardPage feedback={<FeedbackPrompt />} />)} />
          <Route path="estadisticas" element={guarded(<StatisticsPage />)} />
          <Route path="repaso" element={guarded(<ReviewPage />)} />
          <Route
            path="suscripcion"
            element={guarded(
              <Suspense fallback={<Spinner label="Cargando tu suscripción…" />}>
                <SubscriptionPage key={cancellations} />
              </Suspense>,
            )}
          />
          <Route
            path="cuenta"
            element={guarded(
              <Suspense fallback={<Spinner label="Cargando tu cuenta…" />}>
                <MyAccountPage />
              </Suspense>,
            )}
          />
          <Route
            path="bienvenida"
            element={guarded(
              <Suspense fallback={<Spinner label="Cargando tus primeros pasos…" />}>
                <OnboardingPage />
              </Suspense>,
            )}
          />
          <Route path="*" element={<Navigate to="/content/dashboard" replace />} />
        </Routes>
      </main>
    </div>
  );
}
