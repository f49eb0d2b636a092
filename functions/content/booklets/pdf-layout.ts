import path from 'node:path';
import PDFDocument from 'pdfkit';
import { parseContent } from '../../../shared/content/text-format.ts';
import { plainText } from '../../../shared/math/formulas.ts';
import type { PrintableExercise } from './printable.ts';

/**
 * The booklets' page furniture, shared by the subject booklets built with the site (booklet.ts) and the
 * personal booklet made on request (personal-booklet.ts): A4 pages, DejaVu Sans, headings, paragraphs,
 * a mini class's formatted text, lettered exercises and their answers with the steps, page numbers.
 * Formulas are turned into Unicode text on the way in (ADR 0009).
 */

export const colors = { primary: '#0842b8', text: '#14213d', muted: '#4a5568', rule: '#cbd5e1' };
const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

export type Doc = InstanceType<typeof PDFDocument>;

/** The three faces the booklets use, as TrueType files. */
export interface FontFiles {
  regular: string;
  bold: string;
  italic: string;
}

/** DejaVu Sans's files inside `dir` (the package's `ttf/` folder, or the copy shipped beside a Lambda). */
export const fontFilesIn = (dir: string): FontFiles => ({
  regular: path.join(dir, 'DejaVuSans.ttf'),
  bold: path.join(dir, 'DejaVuSans-Bold.ttf'),
  italic: path.join(dir, 'DejaVuSans-Oblique.ttf'),
});

/** A new A4 document with the booklets' fonts registered as `regular`, `bold` and `italic`. */
export function createDocument(
  info: { Title: string; Subject: string; CreationDate: Date },
  fonts: FontFiles,
  { startIn }: { startIn?: 'regular' } = {},
): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    bufferPages: true,
    lang: 'es-AR',
    displayTitle: true,
    info: { ...info, Author: 'Ingresá' },
    // Without it pdfkit starts in Helvetica, read from its own folder: not there once bundled.
    ...(startIn ? { font: fonts[startIn] } : {}),
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.registerFont('italic', fonts.italic);
  return doc;
}

/** Ends the document and gathers it in memory. */
export function finish(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export function heading(
  doc: Doc,
  text: string,
  size: number,
  options: { color?: string; gap?: number } = {},
) {
  if (doc.y > doc.page.height - doc.page.margins.bottom - size * 4) doc.addPage();
  doc.moveDown(options.gap ?? 0.6);
  doc
    .font('bold')
    .fontSize(size)
    .fillColor(options.color ?? colors.text)
    .text(text);
  doc.moveDown(0.3);
}

export function paragraph(
  doc: Doc,
  text: string,
  options: { indent?: number; color?: string; size?: number } = {},
) {
  doc
    .font('regular')
    .fontSize(options.size ?? 10.5)
    .fillColor(options.color ?? colors.text)
    .text(plainText(text), { indent: options.indent ?? 0, align: 'left', lineGap: 2 });
  doc.moveDown(0.35);
}

/** A mini class's text, read by the same rules as the site's (shared/content/text-format.ts). */
export function formattedContent(doc: Doc, content: string) {
  const body = () => doc.font('regular').fontSize(10.5).fillColor(colors.text);
  const led = (item: { lead?: string; text: string }, options: PDFKit.Mixins.TextOptions) => {
    if (item.lead)
      body()
        .font('bold')
        .text(`${plainText(item.lead)}: `, { ...options, continued: true });
    body().text(plainText(item.text), options);
  };
  for (const block of parseContent(content)) {
    if (block.kind === 'heading') {
      doc.moveDown(0.3).font('bold').fontSize(11).fillColor(colors.primary).text(plainText(block.text));
    } else if (block.kind === 'list') {
      for (const item of block.items) {
        body().text('•  ', { indent: 12, lineGap: 2, continued: true });
        led(item, { lineGap: 2 });
      }
      doc.moveDown(0.4);
    } else {
      led(block, { lineGap: 2 });
      doc.moveDown(0.4);
    }
  }
}

export function exerciseStatement(
  doc: Doc,
  number: string,
  exercise: PrintableExercise,
  drawFigure?: (figure: NonNullable<PrintableExercise['figure']>) => void,
) {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 90) doc.addPage();
  doc.font('bold').fontSize(10.5).fillColor(colors.text).text(`${number}. `, { continued: true });
  doc.font('regular').text(plainText(exercise.question), { lineGap: 2 });
  if (exercise.figure) {
    if (drawFigure) drawFigure(exercise.figure);
    else
      doc
        .font('italic')
        .text(`Figura: ${plainText(exercise.figure.alt)}`, { indent: 16 })
        .font('regular');
  }
  if (exercise.parts) {
    exercise.parts.forEach((part, index) => {
      const label = String.fromCharCode(97 + index);
      doc.text(
        `${label}) ${plainText(part.prompt)} (${part.points} ${part.points === 1 ? 'punto' : 'puntos'})`,
        {
          indent: 16,
          lineGap: 1,
        },
      );
      part.options?.forEach((option, optionIndex) => {
        doc.text(`${LETTERS[optionIndex]}) ${plainText(option)}`, { indent: 32, lineGap: 1 });
      });
    });
  } else if (exercise.typedKey !== undefined) {
    doc.text('Respuesta: ______________________', { indent: 16 });
  } else if (exercise.options) {
    exercise.options.forEach((option, index) => {
      doc.text(`${LETTERS[index]}) ${plainText(option)}`, { indent: 16, lineGap: 1 });
    });
  } else {
    doc.text('Verdadero o falso.', { indent: 16 });
  }
  doc.moveDown(0.5);
}

/** The right answer as printed: "C) 5 N", "Verdadero", "29,06 m/s", or each part's: "a) 20 m/s; b) B) 4 s". */
export function answerText(exercise: PrintableExercise): string {
  if (exercise.parts)
    return exercise.parts.map((part, index) => `${String.fromCharCode(97 + index)}) ${part.key}`).join('; ');
  if (exercise.typedKey !== undefined) return exercise.typedKey;
  if (exercise.options) {
    const index = Number(exercise.correct);
    return `${LETTERS[index]}) ${plainText(exercise.options[index] ?? '')}`;
  }
  return exercise.correct ? 'Verdadero' : 'Falso';
}

/** The explanation's steps, one line each as written ("Paso 1: …", "Resultado: …"), smaller and muted. */
export function steps(doc: Doc, explanation: string) {
  for (const step of explanation.split('\n').filter((line) => line.trim())) {
    doc
      .font('regular')
      .fontSize(9.5)
      .fillColor(colors.muted)
      .text(plainText(step.trim()), { indent: 14, lineGap: 1 });
  }
}

export function answer(doc: Doc, number: string, exercise: PrintableExercise) {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 70) doc.addPage();
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(colors.text)
    .text(`${number}. ${answerText(exercise)}`);
  steps(doc, exercise.explanation);
  doc.moveDown(0.5);
}

/** "Ingresá · <title> · página n de N" at the foot of every page but the cover. */
export function pageNumbers(doc: Doc, title: string) {
  const range = doc.bufferedPageRange();
  for (let page = range.start + 1; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(colors.muted)
      .text(`Ingresá · ${title} · página ${page + 1} de ${range.count}`, 56, doc.page.height - 40, {
        width: doc.page.width - 112,
        align: 'center',
        lineBreak: false,
      });
  }
}
