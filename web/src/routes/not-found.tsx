import { ErrorIllustration } from '../components/illustrations/index.tsx';
import { Link } from '../components/link.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';

export function NotFoundPage() {
  useDocumentTitle('Página no encontrada | Ingresá');
  return (
    <main className="page page--center">
      <ErrorIllustration width={220} className="page__art" />
      <h1>No encontramos esta página</h1>
      <p className="lead">Revisá la dirección o volvé al inicio.</p>
      <Link className="button button--primary" to="/">
        Ir al inicio
      </Link>
    </main>
  );
}
