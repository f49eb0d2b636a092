import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SubjectId } from '../../shared/domain/subjects.ts';
import { config } from '../lib/config.ts';
import type { Exercise, Generator, MiniClass, SubjectContent, SubjectSyllabus } from './schema.ts';

type WithoutCheck<T> = T extends unknown ? Omit<T, 'check'> : never;
export type CatalogExercise = WithoutCheck<Exercise>;

/** What a generator is about, without its code: enough to place a generated question in the syllabus map. */
export type GeneratorTag = Pick<Generator, 'id' | 'topic' | 'difficulty' | 'subtopic'>;

/** The part of the content bank the API serves, as plain data (no generators' code, no check functions). */
export interface SubjectCatalog {
  syllabus: SubjectSyllabus;
  miniClasses: MiniClass[];
  exercises: CatalogExercise[];
  /** The generators' tags: a simulator's generated question (`<generator id>#<seed>`) has its subtopic here. */
  generators: GeneratorTag[];
}

export function toCatalog(content: SubjectContent): SubjectCatalog {
  return {
    syllabus: content.syllabus,
    miniClasses: content.miniClasses,
    exercises: content.exercises.map(
      ({ check: _check, ...exercise }: Exercise & { check?: unknown }) => exercise as CatalogExercise,
    ),
    generators: content.generators.map(({ id, topic, difficulty, subtopic }) => ({
      id,
      topic,
      difficulty,
      ...(subtopic ? { subtopic } : {}),
    })),
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
