import { isDeepStrictEqual } from 'node:util';
import { type Plugin, runnerImport } from 'vite';

const prebuiltModule = /\.prebuilt\.ts$/;

/**
 * A module named `*.prebuilt.ts` is run when the site is built, and the browser's bundle gets its
 * exports as literals instead of its code and what that imports (zod, the syllabus tables). The
 * prerender and the tests run it as written. Its exports must be plain data (JSON), the same in both.
 */
export function prebuiltModules(): Plugin {
  return {
    name: 'ingresa:prebuilt-modules',
    async load(id) {
      if (this.environment.config.consumer !== 'client' || !prebuiltModule.test(id)) return null;
      // Run as the prerender runs it; import.meta.env carries the same VITE_ variables (the build's moment).
      const { module, dependencies } = await runnerImport<Record<string, unknown>>(id);
      for (const file of dependencies) this.addWatchFile(file);
      return Object.entries(module)
        .map(([name, value]) => `export const ${name} = ${literal(value, `${id}: ${name}`)};`)
        .join('\n');
    },
  };
}

function literal(value: unknown, what: string): string {
  const json = JSON.stringify(value);
  if (json === undefined || !isDeepStrictEqual(JSON.parse(json), value))
    throw new Error(`${what} is not plain data: a prebuilt module exports JSON only`);
  return json;
}
