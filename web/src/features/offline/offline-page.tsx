import { useEffect, useState } from 'react';
import { Link } from '../../components/link.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';

/** Only an address of this site (`/…`, never `//host`): the worker names the one it could not open. */
export function returnAddress(search: string): string | undefined {
  const back = new URLSearchParams(search).get('volver');
  return back?.startsWith('/') && !back.startsWith('//') ? back : undefined;
}

/**
 * What the service worker answers for a page never opened on this device while the network is gone
 * (ADR 0094). A full load, not the router's, tries the address again: the worker answers it.
 */
export default function OfflinePage() {
  useDocumentTitle('Sin conexión | Ingresá');
  // Read after hydration: the prerendered HTML is the same for every address.
  const [back, setBack] = useState<string>();
  useEffect(() => setBack(returnAddress(window.location.search)), []);
  return (
    <main className="result">
      <div className="result__card">
        <Link to="/" className="brand result__brand">
          Ingresá
        </Link>
        <h1>Sin conexión</h1>
        <p className="lead">
          Esta página todavía no está guardada en tu dispositivo. Cuando vuelva la conexión, la abrimos.
        </p>
        <p>
          Mientras tanto, tu panel, tu plan, tus estadísticas y las mini clases que ya abriste siguen acá.
        </p>
        <div className="actions">
          <a className="button button--primary" href={back ?? '/content/dashboard'}>
            {back ? 'Probar de nuevo' : 'Ir a tu panel'}
          </a>
          {back && (
            <a className="button" href="/content/dashboard">
              Ir a tu panel
            </a>
          )}
        </div>
      </div>
    </main>
  );
}
