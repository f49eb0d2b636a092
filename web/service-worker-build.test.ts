import { describe, expect, it } from 'vitest';
import { precacheEntries } from './service-worker-build.ts';
import type { ViteManifest } from './site-manifest.ts';

const vite: ViteManifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_shared-b.js'],
    dynamicImports: ['src/routes/content/content-app.tsx', 'src/features/seo/seo-route.tsx'],
  },
  '_shared-b.js': { file: 'assets/shared-b.js' },
  'src/features/seo/seo-route.tsx': { file: 'assets/seo-route-c.js', imports: ['_seo-catalog.js'] },
  '_seo-catalog.js': { file: 'assets/seo-catalog-d.js' },
  'src/routes/content/content-app.tsx': {
    file: 'assets/content-app-e.js',
    imports: ['index.html', '_shared-b.js'],
    dynamicImports: ['src/features/dashboard/dashboard-page.tsx'],
    css: ['assets/content-app-e.css'],
  },
  'src/features/dashboard/dashboard-page.tsx': {
    file: 'assets/dashboard-page-f.js',
    dynamicImports: ['_katex.js'],
  },
  '_katex.js': {
    file: 'assets/katex-g.js',
    css: ['assets/katex-g.css'],
    assets: ['assets/KaTeX_Main-h.woff2', 'assets/KaTeX_Main-h.woff', 'assets/KaTeX_Main-h.ttf'],
  },
};

const entry = {
  scripts: ['assets/index-a.js', 'assets/shared-b.js'],
  stylesheets: [],
  fonts: ['assets/f.woff2'],
};

describe('the precache list', () => {
  const entries = precacheEntries(vite, entry, [
    { url: '/content/index.html', content: '<html>shell</html>' },
  ]);
  const urls = entries.map((e) => e.url);

  it('holds the entry and every chunk the subscriber area may load, with its woff2 fonts only', () => {
    expect(urls).toEqual(
      expect.arrayContaining([
        '/assets/index-a.js',
        '/assets/f.woff2',
        '/assets/content-app-e.js',
        '/assets/content-app-e.css',
        '/assets/dashboard-page-f.js',
        '/assets/katex-g.js',
        '/assets/KaTeX_Main-h.woff2',
      ]),
    );
    expect(urls).not.toContain('/assets/KaTeX_Main-h.ttf');
    expect(urls).not.toContain('/assets/KaTeX_Main-h.woff');
  });

  it('leaves out the public pages the entry may load', () => {
    expect(urls).not.toContain('/assets/seo-route-c.js');
    expect(urls).not.toContain('/assets/seo-catalog-d.js');
  });

  it('revisions the documents by their bytes, and no hashed file', () => {
    const shell = entries.find((e) => e.url === '/content/index.html');
    expect(shell?.revision).toMatch(/^[0-9a-f]{16}$/);
    const changed = precacheEntries(vite, entry, [
      { url: '/content/index.html', content: '<html>new</html>' },
    ]);
    expect(changed.find((e) => e.url === '/content/index.html')?.revision).not.toBe(shell?.revision);
    expect(entries.filter((e) => e.url.startsWith('/assets/')).every((e) => e.revision === null)).toBe(true);
  });

  it('holds a stylesheet imported by itself and its fonts, which no chunk lists: KaTeX’s', () => {
    // As Vite's manifest has it: the loader's dynamic import of the stylesheet is not recorded, and
    // the stylesheet and its fonts are entries of their own.
    const withLoader: ViteManifest = {
      ...vite,
      'src/features/dashboard/dashboard-page.tsx': {
        file: 'assets/dashboard-page-f.js',
        imports: ['_katex-loader.js'],
      },
      '_katex-loader.js': {
        file: 'assets/katex-loader-i.js',
        dynamicImports: ['node_modules/katex/dist/katex.mjs'],
      },
      'node_modules/katex/dist/katex.mjs': { file: 'assets/katex-k.js' },
      'node_modules/katex/dist/katex.min.css': { file: 'assets/katex-j.css' },
      'node_modules/katex/dist/fonts/KaTeX_Main-Regular.woff2': { file: 'assets/KaTeX_Main-Regular-l.woff2' },
      'node_modules/katex/dist/fonts/KaTeX_Main-Regular.ttf': { file: 'assets/KaTeX_Main-Regular-l.ttf' },
    };
    const loaded = precacheEntries(withLoader, entry, []).map((e) => e.url);
    expect(loaded).toEqual(
      expect.arrayContaining([
        '/assets/katex-loader-i.js',
        '/assets/katex-k.js',
        '/assets/katex-j.css',
        '/assets/KaTeX_Main-Regular-l.woff2',
      ]),
    );
    expect(loaded).not.toContain('/assets/KaTeX_Main-Regular-l.ttf');
    // The public pages stay out all the same.
    expect(loaded).not.toContain('/assets/seo-route-c.js');
  });
});
