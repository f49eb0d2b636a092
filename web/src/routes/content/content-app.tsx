import { useState } from 'react';
import { NavLink, Route, Routes, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ContentGate } from '../../features/access/content-gate.tsx';
import { logout } from '../../features/auth/api.ts';
import { CancelSubscriptionDialog } from '../../features/subscription/cancel-dialog.tsx';
import { clearSessionStorage } from '../../lib/session-storage.ts';

const sections = [
  { path: 'dashboard', label: 'Dashboard' },
  { path: 'educational', label: 'Sistema Educativo' },
  { path: 'simuladores', label: 'Simuladores' },
  { path: 'estadisticas', label: 'Estadísticas' },
];

function Section({ label }: { label: string }) {
  useDocumentTitle(`${label} | Ingresá`);
  return (
    <section className="card">
      <h1>{label}</h1>
      <p>Estamos preparando esta sección. Muy pronto vas a poder usarla desde acá.</p>
    </section>
  );
}

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
          {sections.map((section) => (
            <Route
              key={section.path}
              path={`${section.path}/*`}
              element={<Section label={section.label} />}
            />
          ))}
          <Route path="*" element={<Section label="Dashboard" />} />
        </Routes>
      </main>
    </div>
  );
}
