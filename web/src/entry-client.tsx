import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import { readEmbeddedLandingCopy } from './features/landing/landing-data.ts';
import { readEmbeddedSeoData } from './features/seo/seo-page-data.ts';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');

const seoData = readEmbeddedSeoData(document);
const app = (
  <StrictMode>
    <BrowserRouter>
      <App
        seo={seoData && { pathname: window.location.pathname, data: seoData }}
        landing={readEmbeddedLandingCopy(document)}
      />
    </BrowserRouter>
  </StrictMode>
);

if (container.dataset.prerendered === 'true') hydrateRoot(container, app);
else {
  // A page drawn in the browser (the subscriber area's shell) is a transition: React draws it in slices
  // between which the browser stays responsive, instead of one long task (#30).
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
