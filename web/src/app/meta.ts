export const SITE_NAME = 'Ingresá';
export const SITE_URL = 'https://ingresa.com.ar';

export interface PageMeta {
  title: string;
  description: string;
  /** Pages that should not be indexed (the subscriber area, results of a payment). */
  noindex?: boolean;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/** The <head> tags a prerendered page carries. */
export function renderHead(meta: PageMeta, pathname: string): string {
  const canonical = `${SITE_URL}${pathname === '/' ? '/' : pathname.replace(/\/$/, '')}`;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="robots" content="${meta.noindex ? 'noindex, nofollow' : 'index, follow'}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:locale" content="es_AR" />',
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
  ].join('\n    ');
}
