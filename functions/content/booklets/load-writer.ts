import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BOOKLET_WRITER_DIR } from '../../../shared/api/bundle-layout.ts';
import type { PersonalBookletContent } from './personal-booklet.ts';

export const BOOKLET_WRITER_FILE = 'personal-booklet.mjs';
export const BOOKLET_FONTS_DIR = 'fonts';

type WriterModule = typeof import('./personal-booklet.ts');

export type WriteBooklet = (content: PersonalBookletContent) => Promise<Buffer>;

let loading: Promise<WriteBooklet> | undefined;

/**
 * The personal booklet's writer. In Lambda it is a module of its own beside the handler's bundle, with
 * pdfkit inside and the fonts in a folder next to it, loaded on the first booklet a container makes;
 * elsewhere the TypeScript module itself and the fonts in node_modules. The specifier is computed at run
 * time, so the bundler leaves pdfkit out of the handler's bundle.
 */
export function loadBookletWriter(): Promise<WriteBooklet> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function load(): Promise<WriteBooklet> {
  if (process.env.INGRESA_BUNDLE === 'lambda') {
    const dir = path.join(process.env.LAMBDA_TASK_ROOT ?? process.cwd(), BOOKLET_WRITER_DIR);
    const writer = (await import(pathToFileURL(path.join(dir, BOOKLET_WRITER_FILE)).href)) as WriterModule;
    return (content) => writer.writePersonalBooklet(content, path.join(dir, BOOKLET_FONTS_DIR));
  }
  const writer = (await import(new URL('./personal-booklet.ts', import.meta.url).href)) as WriterModule;
  const fonts = writer.localFontDir();
  return (content) => writer.writePersonalBooklet(content, fonts);
}
