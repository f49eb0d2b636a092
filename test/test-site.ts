import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { publishedSite } from '../shared/site-settings.ts';
import {
  describeFiles,
  inlineHashesOf,
  SITE_MANIFEST_VERSION,
  type SiteManifest,
  siteManifestFileFor,
} from '../web/site-manifest.ts';

/**
 * A small site written by hand, with the manifest web/build.ts would write beside it, for testing what
 * reads a built site (the CloudFront function, the deployment, the local server) without building the
 * real one. Files under assets/ count as named after their content; `seo` lists the pages that embed
 * an SEO page's copy.
 */
export function writeTestSite(files: Record<string, string>, options: { seo?: string[] } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ingresa-site-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  const names = Object.keys(files);
  const scripts = names.filter((file) => file.startsWith('assets/') && file.endsWith('.js'));
  const pages = names
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const urlPath = file === 'index.html' ? '/' : `/${file.replace(/(\/index)?\.html$/, '')}`;
      const seo = options.seo?.includes(urlPath) ?? false;
      return { path: urlPath, file, hydrate: true, seo, scripts, stylesheets: [], fonts: [] };
    });
  const manifest: SiteManifest = {
    version: SITE_MANIFEST_VERSION,
    builtAt: Date.now(),
    site: publishedSite(undefined),
    assetsDir: 'assets/',
    pages,
    inline: inlineHashesOf(pages.map((page) => files[page.file] ?? '')),
    files: describeFiles(dir, new Set(names.filter((file) => file.startsWith('assets/')))),
  };
  writeFileSync(siteManifestFileFor(dir), JSON.stringify(manifest));
  return dir;
}
