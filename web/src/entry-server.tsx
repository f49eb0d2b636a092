import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app.tsx';

/** Renders one path to HTML for the prerender step (never run in the browser or in a Lambda). */
export function render(pathname: string): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={pathname}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}

export { renderHead } from './app/meta.ts';
export { prerenderedPages } from './app/pages.ts';
