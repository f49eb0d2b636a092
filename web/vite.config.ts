import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  publicDir: path.join(webRoot, 'public'),
  build: {
    outDir: path.join(webRoot, '..', 'build', 'web'),
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: { fs: { allow: [path.join(webRoot, '..')] } },
});
