import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { GENERATORS_DIR } from '../../shared/api/bundle-layout.ts';
import type { SubjectId } from '../../shared/domain/subjects.ts';
import type { Generator } from './schema.ts';

const cache = new Map<SubjectId, Promise<readonly Generator[]>>();

/**
 * One subject's generators. In Lambda they are a module of their own beside the handler's bundle, so a
 * cold start loads only the subject asked for; elsewhere the TypeScript module itself. Both specifiers
 * are computed at run time, so the bundler leaves the generators out of the handler's bundle.
 */
export function loadGenerators(subject: SubjectId): Promise<readonly Generator[]> {
  let loading = cache.get(subject);
  if (!loading) {
    const url =
      process.env.INGRESA_BUNDLE === 'lambda'
        ? pathToFileURL(
            path.join(process.env.LAMBDA_TASK_ROOT ?? process.cwd(), GENERATORS_DIR, `${subject}.mjs`),
          ).href
        : new URL(`./subject-generators/${subject}.ts`, import.meta.url).href;
    loading = (import(url) as Promise<{ generators: readonly Generator[] }>).then((m) => m.generators);
    cache.set(subject, loading);
  }
  return loading;
}
