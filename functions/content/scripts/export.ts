import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { subjectIds } from '../../../shared/domain/subjects.ts';
import { contentBank } from '../bank.ts';
import { toCatalog } from '../catalog.ts';

/** Writes `<dir>/<subject>.json`, the data the educational Lambdas read. */
export async function exportCatalog(dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const files: string[] = [];
  for (const subject of subjectIds) {
    const file = path.join(dir, `${subject}.json`);
    await writeFile(file, JSON.stringify(toCatalog(contentBank[subject])));
    files.push(file);
  }
  return files;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: export.ts <output dir>');
  await exportCatalog(path.resolve(dir));
}
