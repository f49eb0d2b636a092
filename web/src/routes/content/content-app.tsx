import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { matchPath, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import type { SubjectId } from '../../../../shared/domain/subjects.ts';
import { PageErrorBoundary } from '../../components/page-error-boundary.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { announceLogout, ContentGate } from '../../features/access/content-gate.tsx';
import { PrivateNavbar } from '../../features/chrome/private-navbar.tsx';
import { FeedbackPrompt } from '../../features/feedback/feedback-prompt.tsx';
import { InstallOffer } from '../../features/offline/install-offer.tsx';
import { OfflineNotices, useOffline } from '../../features/offline/offline-notices.tsx';
import { answersLeftUnsent } from '../../features/offline-practice/sync.ts';
import { SyncStatus } from '../../features/offline-practice/sync-status.tsx';
import { UnsentAnswersDialog } from '../../features/offline-practice/unsent-answers-dialog.tsx';
import { CancelSubscriptionDialog } from '../../features/subscription/cancel-dialog.tsx';
import { forgetStudent } from '../../lib/forget-student.ts';
import { loadKatexStyles, preloadKatex } from '../../lib/katex-loader.ts';

// Visited now and then, not on every study session: its own chunk, loaded when opened.
const SubscriptionPage = lazy(() => import('../../features/subscription/subscription-page.tsx'));
// Rarely used: each dialog is its own chunk, loaded when chosen in the profile menu.
const DownloadDataDialog = lazy(() => import('../../features/account/download-data-dialog.tsx'));
const DeleteAccountDialog = lazy(() => import('../../features/account/delete-account-dialog.tsx'));
// The exam's pickers carry the regionals' list: their own chunks, off the area's first load (#31).
const MyAccountPage = lazy(() => import('../../features/exam-target/my-account-page.tsx'));
const OnboardingPage = lazy(() => import('../../features/exam-target/onboarding-page.tsx'));
// After a subject's lists, not needed for its first paint: its own chunk (precached with the area's).
const PackPanel = lazy(() => import('../../features/offline-practice/pack-panel.tsx'));
const offlinePacks = (subject: { id: SubjectId; name: string }) => (
  <Suspense fallback={null}>
    <PackPanel subjectId={subject.id} subjectName={subject.name} />
  </Suspense>
);

/**
 * A study page of the area, a chunk of its own (#30): opening the subject page evaluates its code, not
 * the dashboard's, the simulators' and the statistics' too. `start` begins the download, once.
 */
function areaPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  let started: Promise<ComponentType<P>> | undefined;
  const start = () => {
    started ??= load();
    return started;
  };
  return { start, Page: lazy(() => start().then((Page) => ({ default: Page }))) };
}

const subjectList = areaPage(() =>
  import('../../features/educational/subject-list-page.tsx').then((m) => m.SubjectListPage),
);
const subject = areaPage(() =>
  import('../../features/educational/subject-page.tsx').then((m) => m.SubjectPage),
);
const miniClass = areaPage(() =>
  import('../../features/educational/mini-class-page.tsx').then((m) => m.MiniClassPage),
);
const exercise = areaPage(() =>
  import('../../features/educational/exercise-page.tsx').then((m) => m.ExercisePage),
);
const configurator = areaPage(() =>
  import('../../features/simulators/configurator-page.tsx').then((m) => m.ConfiguratorPage),
);
const player = areaPage(() => import('../../features/simulators/player-page.tsx').then((m) => m.PlayerPage));
const dashboardPage = areaPage(() =>
  import('../../features/dashboard/dashboard-page.tsx').then((m) => m.DashboardPage),
);
const statistics = areaPage(() =>
  import('../../features/statistics/statistics-page.tsx').then((m) => m.StatisticsPage),
);
const review = areaPage(() =>
  import('../../features/learning-loop/review-page.tsx').then((m) => m.ReviewPage),
);
const session = areaPage(() => import('../../features/session/session-page.tsx').then((m) => m.SessionPage));
const offlinePractice = areaPage(() =>
  import('../../features/offline-practice/offline-player-page.tsx').then((m) => m.OfflinePlayerPage),
);

/**
 * The study pages at their paths under /content/; the router and the early start both read this list.
 * `formulas`: the page's first screen shows formulas, so KaTeX's stylesheet starts with its code when
 * the answers bring them typeset (`sent`), and KaTeX's code too when the page sets them itself (`here`).
 */
const studyPages: {
  path: string;
  page: { start: () => Promise<unknown> };
  element: ReactNode;
  formulas?: 'sent' | 'here';
}[] = [
  { path: 'educational', page: subjectList, element: <subjectList.Page /> },
  { path: 'educational/:subjectId', page: subject, element: <subject.Page offlinePractice={offlinePacks} /> },
  {
    path: 'educational/:subjectId/mini-clase/:topicId',
    page: miniClass,
    element: <miniClass.Page />,
    formulas: 'sent',
  },
  {
    path: 'educational/:subjectId/ejercicio/:exerciseId',
    page: exercise,
    element: <exercise.Page />,
    formulas: 'sent',
  },
  { path: 'simuladores', page: configurator, element: <configurator.Page /> },
  { path: 'simulador/:id', page: player, element: <player.Page calm={<InstallOffer />} />, formulas: 'sent' },
  { path: 'simulador', page: player, element: <player.Page calm={<InstallOffer />} />, formulas: 'sent' },
  { path: 'dashboard', page: dashboardPage, element: <dashboardPage.Page feedback={<FeedbackPrompt />} /> },
  { path: 'estadisticas', page: statistics, element: <statistics.Page /> },
  { path: 'repaso', page: review, element: <review.Page />, formulas: 'sent' },
  { path: 'sesion', page: session, element: <session.Page calm={<InstallOffer />} />, formulas: 'sent' },
  {
    path: 'practica-sin-conexion/:packId',
    page: offlinePractice,
    element: <offlinePractice.Page />,
    formulas: 'here',
  },
];

// The page a link opened starts on its way as soon as the area's code runs, beside the gate's session
// check, instead of after the area has rendered; KaTeX too where the page shows formulas.
if (typeof window !== 'undefined') {
  const here = window.location.pathname;
  const opened = studyPages.find(({ path }) => matchPath(`/content/${path}`, here));
  // A failed download is the page's to report, when it renders.
  opened?.page.start().catch(() => undefined);
  if (opened?.formulas === 'here') preloadKatex();
  else if (opened?.formulas === 'sent') void loadKatexStyles();
}

const dashboard = { to: '/content/dashboard', label: 'Volver a tu panel' };

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
  // Answers given offline that a logout would lose: the student is asked first.
  const [unsent, setUnsent] = useState(0);
  const offline = useOffline();
  // A cancellation from the profile menu: "Mi suscripción", if open, reads its data again.
  const [cancellations, setCancellations] = useState(0);
  const signOut = async () => {
    const left = await answersLeftUnsent();
    if (left > 0) setUnsent(left);
    else await signOutNow();
  };
  const signOutNow = async () => {
    setUnsent(0);
    // The sign-in routes' contracts come with the click, not with every page of the area (#30).
    const { logout } = await import('../../lib/auth-api.ts');
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
      {unsent > 0 && (
        <UnsentAnswersDialog count={unsent} onStay={() => setUnsent(0)} onLeave={() => void signOutNow()} />
      )}
      <Suspense fallback={null}>
        {accountDialog === 'download' && <DownloadDataDialog onClose={() => setAccountDialog(null)} />}
        {accountDialog === 'delete' && (
          <DeleteAccountDialog onClose={() => setAccountDialog(null)} onDeleted={accountDeleted} />
        )}
      </Suspense>
      <main className="page">
        <OfflineNotices />
        <SyncStatus offline={offline} />
        <Routes>
          {studyPages.map(({ path, element }) => (
            <Route
              key={path}
              path={path}
              element={guarded(<Suspense fallback={<Spinner label="Cargando…" />}>{element}</Suspense>)}
            />
          ))}
          <Route path="educational/*" element={<Navigate to="/content/educational" replace />} />
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
