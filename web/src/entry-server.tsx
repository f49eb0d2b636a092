import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import type { LandingCopy } from './features/landing/landing-data.ts';
import type { SeoPageData } from './features/seo/seo-page-data.ts';

/** Renders one path to HTML for the prerender step, waiting for its lazy chunks (never run in a Lambda). */
export async function render(pathname: string, seo?: SeoPageData, landing?: LandingCopy): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={pathname}>
        <App seo={seo && { pathname, data: seo }} landing={landing} />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

export { renderHead, renderRobots, renderSitemap } from './app/meta.ts';
export { GENERIC_SEO_FILE, indexablePaths, prerenderedPages } from './app/pages.ts';
export { serializeLandingCopy } from './features/landing/landing-data.ts';
export { serializeSeoData } from './features/seo/seo-page-data.ts';
