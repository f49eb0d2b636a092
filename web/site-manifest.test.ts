import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  describeFile,
  entryAssets,
  hashedFiles,
  inlineHashesOf,
  outputOf,
  type ViteManifest,
} from './site-manifest.ts';

const vite: ViteManifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-b2.js', '_api-c3.js'],
    css: ['assets/index-d4.css'],
    assets: ['assets/figtree-e5.woff2'],
  },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_api-c3.js': { file: 'assets/api-c3.js', imports: ['_react-b2.js'], css: ['assets/api-f6.css'] },
  'src/routes/home.tsx': { file: 'assets/home-g7.js', imports: ['index.html'] },
  'src/styles/fonts/figtree.woff2': {
    file: 'assets/figtree-e5.woff2',
    src: 'src/styles/fonts/figtree.woff2',
  },
};

describe('reading Vite’s manifest', () => {
  it('gives an entry’s script, then the chunks it imports, each once, and their stylesheets, imported ones first', () => {
    expect(entryAssets(vite, 'index.html')).toEqual({
      scripts: ['assets/index-a1.js', 'assets/react-b2.js', 'assets/api-c3.js'],
      stylesheets: ['assets/api-f6.css', 'assets/index-d4.css'],
    });
  });

  it('leaves out the chunks loaded later (dynamic imports)', () => {
    expect(entryAssets(vite, 'index.html').scripts).not.toContain('assets/home-g7.js');
  });

  it('refuses an entry the manifest does not have', () => {
    expect(() => entryAssets(vite, 'src/routes/home.tsx')).toThrow(/no entry/);
  });

  it('names every file Vite wrote under a content hash, and the output of a source', () => {
    expect([...hashedFiles(vite)].sort()).toEqual([
      'assets/api-c3.js',
      'assets/api-f6.css',
      'assets/figtree-e5.woff2',
      'assets/home-g7.js',
      'assets/index-a1.js',
      'assets/index-d4.css',
      'assets/react-b2.js',
    ]);
    expect(outputOf(vite, 'src/styles/fonts/figtree.woff2')).toBe('assets/figtree-e5.woff2');
  });
});

describe('describing a file', () => {
  it.each([
    ['ingreso/index.html', 'page', 'text/html; charset=utf-8'],
    ['assets/index-a1.js', 'script', 'text/javascript; charset=utf-8'],
    ['assets/figtree-e5.woff2', 'font', 'font/woff2'],
    ['cuadernillos/muestra.pdf', 'document', 'application/pdf'],
    ['sitemap.xml', 'data', 'application/xml; charset=utf-8'],
    ['LICENSE', 'data', 'application/octet-stream'],
  ])('%s is a %s sent as %s', (file, kind, contentType) => {
    expect(describeFile(file)).toEqual({ kind, contentType });
  });
});

describe('hashing the inline code of the pages, for the Content-Security-Policy', () => {
  const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

  it('hashes each <style> block and each inline script the browser runs, over the exact text, once', () => {
    const css = 'body{font-family:"Figtree"}\n.á{color:red}';
    const pages = [
      `<head><style>${css}</style></head><script>window.x=1</script>`,
      `<style>${css}</style><script type="module">import "/a.js"</script><svg><style media="print">g{}</style></svg>`,
    ];
    expect(inlineHashesOf(pages)).toEqual({
      scripts: [sha256('window.x=1'), sha256('import "/a.js"')].sort(),
      styles: [sha256(css), sha256('g{}')].sort(),
    });
  });

  it('leaves out scripts loaded from a file and data blocks, which are never run', () => {
    const page = [
      '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
      '<script type="application/json" id="seo-data">{"a":1}</script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
    ].join('');
    expect(inlineHashesOf([page])).toEqual({ scripts: [], styles: [] });
  });
});
