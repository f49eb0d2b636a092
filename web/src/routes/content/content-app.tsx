import { NavLink, Route, Routes, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { logout } from '../../features/auth/api.ts';
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
  const navigate = useNavigate();
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
        <button type="button" className="button content-nav__logout" onClick={signOut}>
          Cerrar sesión
        </button>
      </nav>
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
