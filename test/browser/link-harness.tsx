import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { Link, NavLink } from '../../web/src/components/link.tsx';

/**
 * The site's Link and NavLink in a MemoryRouter, bundled by link.test.ts into a page of its own.
 * #where shows the router's location, its state and how it was reached; window.clicks logs every
 * click as the handler the test gave the link saw it and as the document saw it after React.
 */
declare global {
  interface Window {
    clicks: string[];
  }
}

window.clicks = [];

function Where() {
  const location = useLocation();
  const how = useNavigationType();
  return (
    <output id="where">
      {`${location.pathname}${location.search} ${JSON.stringify(location.state)} ${how}`}
    </output>
  );
}

function Links() {
  return (
    <nav>
      <Link to="/planes" state={{ from: 'inicio' }}>
        Planes
      </Link>
      <Link to="/nueva" target="_blank">
        En otra pestaña
      </Link>
      <Link
        to="/observada"
        onClick={(event) => window.clicks.push(`handler: defaultPrevented=${event.defaultPrevented}`)}
      >
        Observada
      </Link>
      <Link
        to="/cancelada"
        onClick={(event) => {
          window.clicks.push('handler: preventDefault');
          event.preventDefault();
        }}
      >
        Cancelada
      </Link>
      <Link to="/inicio?vista=lista" replace>
        Lista
      </Link>
      <NavLink to="/planes">Sección planes</NavLink>
    </nav>
  );
}

// After React's listener on the root: the browser's default is still to come, and is cancelled here so
// that a modified click does not open a window the test would have to close.
document.addEventListener('click', (event) => {
  window.clicks.push(`document: defaultPrevented=${event.defaultPrevented}`);
  event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(
  <StrictMode>
    <MemoryRouter initialEntries={['/inicio']}>
      <Links />
      <Where />
    </MemoryRouter>
  </StrictMode>,
);
