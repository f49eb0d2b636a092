import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { figtreeSubset } from './font-subset.ts';
import { prebuiltModules } from './prebuilt.ts';

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const reactRouter = path.join(webRoot, '..', 'node_modules', 'react-router', 'dist');

/**
 * React Router's package exports point every condition at its development build, whose warnings and
 * checks cost the first load about 4 KB gzip; its production build sits beside it.
 */
const reactRouterBuild = (mode: string) =>
  mode === 'production'
    ? [
        { find: /^react-router$/, replacement: path.join(reactRouter, 'production', 'index.mjs') },
        { find: /^react-router\/dom$/, replacement: path.join(reactRouter, 'production', 'dom-export.mjs') },
      ]
    : [];

/**
 * In that build each component's `X.displayName = "X"` and its `React.forwardRef(…)` call (not marked
 * pure) keep it in the bundle, used or not: Form, ScrollRestoration and what they call cost every page
 * about 1.2 KB gzip. Without the names (read only by React's developer tools) and with the calls
 * marked pure, the bundler leaves out the components the site does not use.
 */
const reactRouterTreeShaking = (): Plugin => ({
  name: 'ingresa:react-router-tree-shaking',
  transform(code, id) {
    if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/.test(id)) return null;
    const shakeable = code
      .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
      .replace(/= (React\d*\.forwardRef\()/g, '= /* @__PURE__ */ $1');
    return { code: shakeable, map: null };
  },
});

export default defineConfig(({ mode }) => ({
  root: webRoot,
  resolve: { alias: reactRouterBuild(mode) },
  plugins: [react(), figtreeSubset(), reactRouterTreeShaking(), prebuiltModules()],
  publicDir: path.join(webRoot, 'public'),
  build: {
    outDir: path.join(webRoot, '..', 'build', 'web'),
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // A browser without modulepreload (Safari before 17) fetches those chunks when the entry imports
    // them instead; the polyfill for it would add 0.3 KB to the first load of every page.
    modulePreload: { polyfill: false },
    // Fonts stay files, never data: URLs (Vite inlines small assets, e.g. one of KaTeX's): the
    // Content-Security-Policy takes fonts from the site only (font-src 'self', ADR 0045).
    assetsInlineLimit: (file: string) => (/\.(woff2?|ttf|otf|eot)$/i.test(file) ? false : undefined),
  },
  server: { fs: { allow: [path.join(webRoot, '..')] } },
}));
