import { NavLink, Route, Routes } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title.ts';

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
    <div className="content-layout">
      <nav aria-label="Secciones" className="content-nav">
        {sections.map((section) => (
          <NavLink key={section.path} to={`/content/${section.path}`}>
            {section.label}
          </NavLink>
        ))}
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
