import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { lambdaEsbuildOptions } from '../../../infra/bundling.ts';
import { BOOKLET_WRITER_DIR } from '../../../shared/api/bundle-layout.ts';
import { inLambdaTask } from '../../lib/lambda-task.testing.ts';
import { contentBank } from '../bank.ts';
import { bundleBookletWriter } from '../scripts/bundle-booklet-writer.ts';
import { loadBookletWriter } from './load-writer.ts';
import {
  ANSWERS_SECTION,
  localFontDir,
  PERSONAL_BOOKLET_TITLE,
  type PersonalBookletContent,
  writePersonalBooklet,
} from './personal-booklet.ts';
import { printable } from './printable.ts';

async function textOf(pdf: Uint8Array) {
  const doc = await getDocument({ data: pdf, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { text: pages.join('\n'), outline: ((await doc.getOutline()) ?? []).map((item) => item.title) };
}

const [miniClass] = contentBank.fisica.miniClasses;
const exercises = contentBank.fisica.exercises.slice(0, 3).map(printable);
const content: PersonalBookletContent = {
  generatedAt: new Date('2026-11-27T15:00:00Z'),
  windowDays: 90,
  subtopics: [
    {
      subject: 'Física',
      topic: 'Mecánica',
      title: 'Cinemática: MRU y MRUV',
      mastery: { estimate: 31, correct: 2, answers: 7, level: 'Para reforzar' },
      keyIdea: {
        miniClass: miniClass?.title ?? '',
        text: 'La velocidad es $\\frac{\\Delta x}{\\Delta t}$.',
        mistakes: '- Olvidar las unidades.',
      },
      examples: ['Un auto recorre 100 m en 5 s: $v = 100 / 5 = 20$ m/s.'],
      worked: exercises.slice(0, 1),
      exercises: exercises.slice(1),
    },
  ],
};

describe('the personal booklet', () => {
  it('is a PDF with a cover naming the weak subtopic, its pages, and the answers with their steps at the end', async () => {
    const pdf = await writePersonalBooklet(content, localFontDir());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, outline } = await textOf(new Uint8Array(pdf));
    expect(outline).toEqual(['1. Cinemática: MRU y MRUV', ANSWERS_SECTION]);
    expect(text).toContain(PERSONAL_BOOKLET_TITLE);
    expect(text).toContain('La idea clave');
    expect(text).toContain('Errores comunes');
    expect(text).toContain('Ejemplos resueltos');
    expect(text).toContain('Ejercicios para practicar');
    expect(text).toContain('31 % (2 de 7 respuestas correctas)');
    expect(text.indexOf(ANSWERS_SECTION)).toBeGreaterThan(text.indexOf('Ejercicios para practicar'));
    expect(text).toMatch(/1\.1\. [A-D]\) /);
    expect(text).toContain('PASO 1:');
    expect(text).not.toMatch(/\\(frac|cdot|sqrt|Delta)\b|\$/);
  });

  it('reads a mini class by the rules of the site: headings, bold leads and bullets without their marks', async () => {
    const [subtopic] = content.subtopics;
    if (!subtopic?.keyIdea) throw new Error('the sample needs a key idea');
    const marked: PersonalBookletContent = {
      ...content,
      subtopics: [
        {
          ...subtopic,
          keyIdea: {
            ...subtopic.keyIdea,
            text: '## Para recordar\n\n**Velocidad media:** es $\\frac{\\Delta x}{\\Delta t}$.\n\n- _Siempre_ con sus unidades.',
          },
        },
      ],
    };
    const { text } = await textOf(new Uint8Array(await writePersonalBooklet(marked, localFontDir())));
    expect(text).toContain('Para recordar');
    expect(text).toMatch(/Velocidad media:\s+es Δx\/Δt/);
    expect(text).toMatch(/•\s+Siempre con sus unidades/);
    expect(text).not.toMatch(/\*\*|##|_Siempre_/);
  });

  it('is written in Lambda by the module beside the handler, with the fonts beside it', async () => {
    await inLambdaTask(
      (root) => bundleBookletWriter(path.join(root, BOOKLET_WRITER_DIR)),
      async () => {
        const write = await loadBookletWriter();
        const { text } = await textOf(new Uint8Array(await write(content)));
        expect(text).toContain('Cinemática: MRU y MRUV');
        expect(text).toContain('PASO 1:');
      },
    );
  }, 30_000);

  it('stays out of the handler’s bundle: pdfkit ships beside it', async () => {
    const result = await build({
      ...lambdaEsbuildOptions,
      entryPoints: [path.join(import.meta.dirname, '..', '..', 'booklets-personal', 'handler.ts')],
      write: false,
      outdir: os.tmpdir(),
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((input) => /node_modules\/(pdfkit|fontkit)\//.test(input))).toEqual([]);
    expect(inputs.some((input) => input.endsWith('load-writer.ts'))).toBe(true);
  }, 30_000);
});
