import { useState } from 'react';
import { Navigate, NavLink, Route, Routes, useNavigate } from 'react-router-dom';
import { ContentGate } from '../../features/access/content-gate.tsx';
import { logout } from '../../features/auth/api.ts';
import { DashboardPage } from '../../features/dashboard/dashboard-page.tsx';
import { ExercisePage } from '../../features/educational/exercise-page.tsx';
import { MiniClassPage } from '../../features/educational/mini-class-page.tsx';
import { SubjectListPage } from '../../features/educational/subject-list-page.tsx';
import { SubjectPage } from '../../features/educational/subject-page.tsx';
import { FeedbackPrompt } from '../../features/feedback/feedback-prompt.tsx';
import { ConfiguratorPage } from '../../features/simulators/configurator-page.tsx';
import { PlayerPage } from '../../features/simulators/player-page.tsx';
import { StatisticsPage } from '../../features/statistics/statistics-page.tsx';
import { CancelSubscriptionDialog } from '../../features/subscription/cancel-dialog.tsx';
import { clearSessionStorage } from '../../lib/session-storage.ts';

const sections = [
  { path: 'dashboard', label: 'Dashboard' },
  { path: 'educational', label: 'Sistema Educativo' },
  { path: 'simuladores', label: 'Simuladores' },
  { path: 'estadisticas', label: 'Estadísticas' },
];

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
  const signOut = async () => {
    await logout();
    clearSessionStorage();
    navigate('/login');
  };
  return (
    <div className="content-layout">
      <nav aria-label="Secciones" className="content-nav">
        {sections.map((section) => (
          <NavLink key={section.path} to={`/content/${section.path}`}>
            {section.label}
          </NavLink>
        ))}
        <button type="button" className="button content-nav__logout" onClick={() => setCancelling(true)}>
          Cancelar suscripción
        </button>
        <button type="button" className="button" onClick={signOut}>
          Cerrar sesión
        </button>
      </nav>
      {cancelling && <CancelSubscriptionDialog onClose={() => setCancelling(false)} />}
      <main className="page">
        <Routes>
          <Route path="educational" element={<SubjectListPage />} />
          <Route path="educational/:subjectId" element={<SubjectPage />} />
          <Route path="educational/:subjectId/mini-clase/:topicId" element={<MiniClassPage />} />
          <Route path="educational/:subjectId/ejercicio/:exerciseId" element={<ExercisePage />} />
          <Route path="educational/*" element={<Navigate to="/content/educational" replace />} />
          <Route path="simuladores" element={<ConfiguratorPage />} />
          <Route path="simulador/:id" element={<PlayerPage />} />
          <Route path="simulador" element={<PlayerPage />} />
          <Route path="dashboard" element={<DashboardPage feedback={<FeedbackPrompt />} />} />
          <Route path="estadisticas" element={<StatisticsPage />} />
          <Route path="*" element={<Navigate to="/content/dashboard" replace />} />
        </Routes>
      </main>
    </div>
  );
}
