import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { figtreeSubset } from './font-subset.ts';

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

export default defineConfig(({ mode }) => ({
  root: webRoot,
  resolve: { alias: reactRouterBuild(mode) },
  plugins: [react(), figtreeSubset()],
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
  },
  server: { fs: { allow: [path.join(webRoot, '..')] } },
}));
