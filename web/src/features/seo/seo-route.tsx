import { useContext, useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { isKeyword } from './keyword.ts';
import { InitialSeoContext } from './seo-context.ts';
import { InvalidKeywordPage, SeoLandingPage } from './seo-landing-page.tsx';
import type { SeoPageData } from './seo-page-data.ts';

/**
 * `/{keyword}`, `/ingreso` and `/ingreso/{id}`. The copy comes from the data the prerendered HTML
 * embeds, so no page's text is in the JavaScript bundle. Only after a client-side navigation (or in
 * the dev server, which prerenders nothing) is the catalogue loaded, as its own chunk.
 */
export function SeoRoute() {
  const { keyword } = useParams();
  const { pathname } = useLocation();
  const initial = useContext(InitialSeoContext);
  const embedded = initial?.pathname === pathname ? initial.data : undefined;
  const valid = keyword === undefined || isKeyword(keyword);
  const [loaded, setLoaded] = useState<{ pathname: string; data: SeoPageData | undefined }>();

  useEffect(() => {
    if (embedded || !valid) return;
    let current = true;
    import('./seo-catalog.ts').then(({ seoDataFor }) => {
      if (current) setLoaded({ pathname, data: seoDataFor(pathname) });
    });
    return () => {
      current = false;
    };
  }, [embedded, valid, pathname]);

  const data = embedded ?? (loaded?.pathname === pathname ? loaded.data : undefined);
  useDocumentTitle(data?.content.title ?? 'Error: Keyword no válida | Ingresá');
  useCanonicalOfGenericPage(data?.generic === true, pathname);

  if (!valid || (loaded?.pathname === pathname && !loaded.data)) return <InvalidKeywordPage />;
  if (!data) return <main className="seo" aria-busy="true" />;
  return <SeoLandingPage content={data.content} />;
}

/**
 * The generic page is one file served for every keyword without a page of its own, so its canonical
 * URL (the site's root plus the path) is finished in the browser, on the site root the build wrote.
 */
function useCanonicalOfGenericPage(generic: boolean, pathname: string): void {
  useEffect(() => {
    if (!generic) return;
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) return;
    const url = new URL(pathname.replace(/(.)\/$/, '$1'), link.href).href;
    link.href = url;
    document.head.querySelector('meta[property="og:url"]')?.setAttribute('content', url);
  }, [generic, pathname]);
}
