import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { subjectIds, subjectNames } from '../../../shared/domain/subjects.ts';
import { contentBank } from '../bank.ts';
import { bookletSections, writeBooklets, writeSampleBooklet } from './booklet.ts';

type Pdf = Awaited<ReturnType<typeof getDocument>['promise']>;

async function pageText(pdf: Pdf, pageNumber: number): Promise<string> {
  const page = await pdf.getPage(pageNumber);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

describe('study booklets', () => {
  const pdfs = new Map<string, Pdf>();

  beforeAll(async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cuadernillos-'));
    for (const file of await writeBooklets(dir, new Date('2026-11-22T12:00:00Z'))) {
      const data = new Uint8Array(await readFile(file));
      pdfs.set(path.basename(file, '.pdf'), await getDocument({ data, verbosity: 0 }).promise);
    }
  }, 60_000);

  it.each([...subjectIds])(
    '%s.pdf opens, has a cover and the four sections in its outline',
    async (subject) => {
      const pdf = pdfs.get(subject) as Pdf;
      expect(pdf.numPages).toBeGreaterThan(30);
      expect(await pageText(pdf, 1)).toContain(`Cuadernillo de ${subjectNames[subject]}`);
      const outline = (await pdf.getOutline()) ?? [];
      expect(outline.map((item) => item.title)).toEqual([...bookletSections]);
      const theory = outline.find((item) => item.title === 'Teoría');
      expect(theory?.items.map((item) => item.title)).toEqual(
        contentBank[subject].syllabus.topics.map((topic, i) => `${i + 1}. ${topic.title}`),
      );
    },
  );

  it.each([...subjectIds])(
    '%s.pdf carries every exercise and its answer with the steps, math as readable text',
    async (subject) => {
      const pdf = pdfs.get(subject) as Pdf;
      const texts: string[] = [];
      for (let page = 1; page <= pdf.numPages; page++) texts.push(await pageText(pdf, page));
      const all = texts.join('\n');
      const { exercises } = contentBank[subject];
      expect(all).toContain(`1.${exercises.filter((e) => e.topic === exercises[0]?.topic).length}.`);
      expect(all.match(/PASO 1:/g)?.length ?? 0).toBeGreaterThanOrEqual(exercises.length);
      expect(all).toContain('RESULTADO:');
      expect(all).not.toMatch(/\\(frac|cdot|sqrt|text)\b|\$/);
    },
  );
});

describe('the public sample booklet', () => {
  let text = '';
  let pdf: Pdf;

  beforeAll(async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'muestra-')), 'muestra.pdf');
    await writeSampleBooklet(file, {
      siteUrl: 'https://ingresa.example',
      generatedAt: new Date('2026-11-25T12:00:00Z'),
    });
    pdf = await getDocument({ data: new Uint8Array(await readFile(file)), verbosity: 0 }).promise;
    const pages: string[] = [];
    for (let page = 1; page <= pdf.numPages; page++) pages.push(await pageText(pdf, page));
    text = pages.join('\n');
  }, 60_000);

  it('shows a mini class and exercises of every subject, without any answer or explanation', async () => {
    expect(((await pdf.getOutline()) ?? []).map((item) => item.title)).toEqual(
      subjectIds.map((s) => subjectNames[s]),
    );
    for (const subject of subjectIds) {
      const first = contentBank[subject].exercises[0];
      expect(text).toContain(subjectNames[subject]);
      expect(first && text.includes(first.question.slice(0, 25).replace(/\$.*$/, ''))).toBeTruthy();
    }
    expect(text).not.toMatch(/PASO 1:|RESULTADO:|Respuestas/);
    expect(text).toContain('ingresa.example/plans');
  });
});
