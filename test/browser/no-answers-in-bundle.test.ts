import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';

/** The built site (global setup builds it) minus the booklets, which are answer keys on purpose. */
async function siteFiles(): Promise<{ file: string; text: string }[]> {
  const root = inject('siteDir');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && /\.(js|html|css|json|txt|xml)$/.test(entry.name));
  return Promise.all(
    files.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file: path.relative(root, file), text: await readFile(file, 'utf8') };
    }),
  );
}

describe('the web bundle', () => {
  it('carries no exercise explanation, answer key or generator', async () => {
    const files = await siteFiles();
    expect(files.some((f) => f.file.endsWith('.js'))).toBe(true);
    const exercises = Object.values(contentBank).flatMap((subject) => subject.exercises);
    const generators = Object.values(contentBank).flatMap((subject) => subject.generators);
    const needles = [
      'PASO 1:',
      'RESULTADO:',
      ...exercises.map((exercise) => exercise.explanation.replace(/^PASO 1: /, '').slice(0, 40)),
      ...generators.map((generator) => generator.id),
    ];
    const leaks = files.flatMap(({ file, text }) =>
      needles.filter((needle) => text.includes(needle)).map((needle) => `${file}: ${needle}`),
    );
    expect(leaks).toEqual([]);
  });
});
