import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app.tsx';

/** Renders one path to HTML for the prerender step, waiting for its lazy chunks (never run in a Lambda). */
export async function render(pathname: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={pathname}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

export { renderHead } from './app/meta.ts';
export { prerenderedPages } from './app/pages.ts';
