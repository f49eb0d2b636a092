/**
 * The booklets with answers are built beside the site, never inside it: `build/web` is public,
 * `build/web-booklets` goes to a private bucket (infra/booklets.ts) or, locally, to the server's S3 stand-in.
 */
export const bookletsDirFor = (siteDir: string) => `${siteDir.replace(/[\\/]+$/, '')}-booklets`;

/** The public sample (no answers) in the site's /cuadernillos/. */
export const SAMPLE_BOOKLET_FILE = 'muestra.pdf';
