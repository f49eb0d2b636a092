import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '../components/spinner.tsx';
import { HomePage } from '../routes/home.tsx';
import { NotFoundPage } from '../routes/not-found.tsx';
import { StatusPage } from '../routes/status.tsx';

const ContentApp = lazy(() => import('../routes/content/content-app.tsx'));

export function App() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/estado" element={<StatusPage />} />
      <Route
        path="/content/*"
        element={
          <Suspense fallback={<Spinner label="Cargando tu espacio de estudio…" />}>
            <ContentApp />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
