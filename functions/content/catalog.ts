import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SubjectId } from '../../shared/domain/subjects.ts';
import { config } from '../lib/config.ts';
import type { Exercise, MiniClass, SubjectContent, SubjectSyllabus } from './schema.ts';

type WithoutCheck<T> = T extends unknown ? Omit<T, 'check'> : never;
export type CatalogExercise = WithoutCheck<Exercise>;

/** The part of the content bank the API serves, as plain data (no generators, no check functions). */
export interface SubjectCatalog {
  syllabus: SubjectSyllabus;
  miniClasses: MiniClass[];
  exercises: CatalogExercise[];
}

export function toCatalog(content: SubjectContent): SubjectCatalog {
  return {
    syllabus: content.syllabus,
    miniClasses: content.miniClasses,
    exercises: content.exercises.map(
      ({ check: _check, ...exercise }: Exercise & { check?: unknown }) => exercise as CatalogExercise,
    ),
  };
}

/**
 * Where the catalog's JSON files are: CONTENT_DIR locally, the `content/` folder the CDK bundling
 * puts beside the handler in Lambda. Kept out of the JS bundle: data parses faster as JSON.
 */
function contentDir(): string {
  return config().CONTENT_DIR ?? path.join(process.env.LAMBDA_TASK_ROOT ?? process.cwd(), 'content');
}

const cache = new Map<SubjectId, SubjectCatalog>();

export function loadCatalog(subject: SubjectId): SubjectCatalog {
  let catalog = cache.get(subject);
  if (!catalog) {
    catalog = JSON.parse(readFileSync(path.join(contentDir(), `${subject}.json`), 'utf8')) as SubjectCatalog;
    cache.set(subject, catalog);
  }
  return catalog;
}
