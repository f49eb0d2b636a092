import { useContext, useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { canonicalUrl } from '../../app/meta.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { isKeyword } from './keyword.ts';
import { InitialSeoContext } from './seo-context.ts';
import { InvalidKeywordPage, SeoLandingPage } from './seo-landing-page.tsx';
import type { SeoPageData } from './seo-page-data.ts';

/**
 * `/{keyword}`, `/ingreso` and `/ingreso/{id}`. The copy comes from the data the prerendered HTML
 * embeds, so no page's text is in the JavaScript bundle. Only after a client-side navigation (or in
 * the dev server, which prerenders nothing) are the SEO documents loaded, as their own chunk.
 */
export function SeoRoute() {
  const { keyword, regional } = useParams();
  const { pathname } = useLocation();
  const initial = useContext(InitialSeoContext);
  const embedded = initial?.pathname === pathname ? initial.data : undefined;
  const valid = keyword === undefined || isKeyword(keyword);
  const [loaded, setLoaded] = useState<{ pathname: string; data: SeoPageData | undefined }>();

  useEffect(() => {
    if (embedded || !valid) return;
    let current = true;
    import('./seo-documents.ts').then(({ seoDataFor }) => {
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
  return <SeoLandingPage content={data.content} regional={regional} />;
}

/**
 * The generic page is one file served for every keyword without a page of its own, so its HTML names
 * no canonical URL (meta.ts): the browser adds it, the site's root plus the path, and og:url with it.
 * What it added goes when the page does, so no other page is left with this address.
 */
function useCanonicalOfGenericPage(generic: boolean, pathname: string): void {
  useEffect(() => {
    if (!generic) return;
    const url = canonicalUrl(pathname);
    const restore = [
      headElement('link[rel="canonical"]', 'link', { rel: 'canonical' }, 'href', url),
      headElement('meta[property="og:url"]', 'meta', { property: 'og:url' }, 'content', url),
    ];
    return () => {
      for (const undo of restore) undo();
    };
  }, [generic, pathname]);
}

/** Sets an attribute of a <head> element, adding the element if missing; returns how to undo it. */
function headElement(
  selector: string,
  tag: 'link' | 'meta',
  identity: Record<string, string>,
  attribute: string,
  value: string,
): () => void {
  const existing = document.head.querySelector(selector);
  if (existing) {
    const previous = existing.getAttribute(attribute);
    existing.setAttribute(attribute, value);
    return () => {
      if (previous === null) existing.removeAttribute(attribute);
      else existing.setAttribute(attribute, previous);
    };
  }
  const element = document.createElement(tag);
  for (const [name, text] of Object.entries(identity)) element.setAttribute(name, text);
  element.setAttribute(attribute, value);
  document.head.append(element);
  return () => element.remove();
}
