import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { subjectIds, subjectNames, topicTitles } from '../../../shared/domain/subjects.ts';
import { syllabusMap } from '../../../shared/domain/syllabus-map/index.ts';

export const syllabusDocFile = path.join(import.meta.dirname, '..', '..', '..', 'docs', 'syllabus-map.md');

const percent = (value: number) => `${value.toLocaleString('es-AR', { maximumFractionDigits: 1 })} %`;

/** docs/syllabus-map.md, written from the data in shared/domain/syllabus-map (never edited by hand). */
export function syllabusDoc(): string {
  const lines = [
    '# Mapa del programa',
    '',
    'Generado por `npm run content:map` desde `shared/domain/syllabus-map/`: no lo edites a mano.',
    '',
    'Para cada uno de los 18 temas del producto, sus subtemas, la unidad del curso de ingreso de la UTN',
    '(Seminario Universitario) a la que sirven y el peso que buscamos en el banco: la parte de los ejercicios',
    'de la materia que debería tratar ese subtema, según lo que pregunta el examen. Las unidades varían entre',
    'regionales; donde difieren, el nombre lo aclara. `npm run content:report` compara estas metas con el banco.',
  ];
  for (const subject of subjectIds) {
    lines.push('', `## ${subjectNames[subject]}`, '');
    for (const topic of syllabusMap[subject]) {
      const weight = topic.subtopics.reduce((sum, s) => sum + s.weight, 0);
      lines.push(`### ${topicTitles[topic.topic]} (${percent(weight)})`, '');
      lines.push('| Subtema | Unidad del curso de ingreso | Peso |', '|---|---|---:|');
      for (const s of topic.subtopics)
        lines.push(`| ${s.title} (\`${s.id}\`) | ${s.unit} | ${percent(s.weight)} |`);
      lines.push('');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

export async function isSyllabusDocCurrent(): Promise<boolean> {
  return (await readFile(syllabusDocFile, 'utf8').catch(() => '')) === syllabusDoc();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await writeFile(syllabusDocFile, syllabusDoc());
  console.log(`Wrote ${path.relative(process.cwd(), syllabusDocFile)}`);
}
