import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { regionalsDoc } from '../../../shared/domain/regionals/doc.ts';

export const regionalsDocFile = path.join(import.meta.dirname, '..', '..', '..', 'docs', 'regionals.md');

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await writeFile(regionalsDocFile, regionalsDoc());
  console.log(`Wrote ${path.relative(process.cwd(), regionalsDocFile)}`);
}
