import { readdirSync } from 'node:fs';
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';

function isProblem(value: unknown): value is ExamStyleProblem {
  return typeof value === 'object' && value !== null && 'statement' in value && 'format' in value;
}

/**
 * Every written set of this folder, each module's problems, read from the folder so that a set added
 * later is held by whoever asks (the cues' test, the bench's per-message figures) with no list to edit.
 */
export async function everyWrittenProblem(): Promise<ExamStyleProblem[]> {
  const folder = new URL('./', import.meta.url);
  const sets = readdirSync(folder).filter((file) => /^[a-z0-9-]+(?<!\.testing|\.test)\.ts$/.test(file));
  const modules = await Promise.all(sets.map((file) => import(new URL(file, folder).href)));
  return modules.flatMap((module: Record<string, unknown>) =>
    Object.values(module).filter(Array.isArray).flat().filter(isProblem),
  );
}
