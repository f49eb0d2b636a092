import { createRequire } from 'node:module';
import path from 'node:path';
import { plainText } from '../../../shared/math/formulas.ts';
import {
  answer,
  answerText,
  colors,
  createDocument,
  type Doc,
  exerciseStatement,
  finish,
  fontFilesIn,
  formattedContent,
  heading,
  pageNumbers,
  paragraph,
  steps,
} from './pdf-layout.ts';
import type { PrintableExercise } from './printable.ts';

/**
 * The personal booklet's PDF (ADR 0057): the student's weakest subtopics, each with the key idea of its
 * mini class, worked examples and fresh exercises, and the answers with their steps at the end. It
 * takes plain data and the fonts' folder, and imports nothing of the content bank: in Lambda it is a
 * module of its own beside the handler, with pdfkit (functions/content/scripts/bundle-booklet-writer.ts).
 */

export interface BookletSubtopic {
  /** "Física", "Mecánica", and the subtopic's title from the syllabus map. */
  subject: string;
  topic: string;
  title: string;
  mastery: { estimate: number; correct: number; answers: number; level: string };
  /** From the subtopic's mini class: its key idea and its common mistakes (raw text, formulas in LaTeX). */
  keyIdea: { miniClass: string; text: string; mistakes: string | null } | null;
  /** The mini class's worked examples. */
  examples: string[];
  /** Exercises shown solved, with their steps. */
  worked: PrintableExercise[];
  /** Exercises to solve; their answers are at the end. */
  exercises: PrintableExercise[];
}

export interface PersonalBookletContent {
  generatedAt: Date;
  windowDays: number;
  subtopics: BookletSubtopic[];
}

export const PERSONAL_BOOKLET_TITLE = 'Tu cuadernillo personal';
export const ANSWERS_SECTION = 'Respuestas';

/** DejaVu's folder in node_modules, where the booklet is written outside Lambda. */
export function localFontDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
}

const dateText = (date: Date) =>
  new Intl.DateTimeFormat('es-AR', {
    dateStyle: 'long',
    timeZone: 'America/Argentina/Buenos_Aires',
  }).format(date);

function cover(doc: Doc, content: PersonalBookletContent) {
  const { width, height } = doc.page;
  doc.rect(0, 0, width, height * 0.34).fill(colors.primary);
  doc.font('bold').fontSize(22).fillColor('#ffffff').text('Ingresá', 56, 80);
  doc.fontSize(32).text(PERSONAL_BOOKLET_TITLE, 56, 140, { width: width - 112 });
  doc
    .font('regular')
    .fontSize(14)
    .text('Preparación para el ingreso a la UTN', 56, doc.y + 8, { width: width - 112 });
  doc
    .fillColor(colors.text)
    .fontSize(12)
    .text(
      `Lo armamos con tus respuestas de los últimos ${content.windowDays} días: son los subtemas donde más te cuesta. Para cada uno tenés la idea clave, ejemplos resueltos y ejercicios nuevos. Resolvelos sin mirar: las respuestas, paso a paso, están al final.`,
      56,
      height * 0.38,
      { width: width - 112, lineGap: 3 },
    );
  doc.moveDown(1);
  doc.font('bold').fontSize(13).fillColor(colors.primary).text('Tus temas para reforzar');
  doc.moveDown(0.3);
  content.subtopics.forEach((subtopic, index) => {
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(colors.text)
      .text(`${index + 1}. ${plainText(subtopic.title)}`, { lineGap: 1 });
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(colors.muted)
      .text(`${subtopic.subject} · ${subtopic.topic} · tu dominio: ${masteryText(subtopic)}`, {
        indent: 14,
        lineGap: 2,
      });
  });
  doc.moveDown(1);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(colors.muted)
    .text(`Generado el ${dateText(content.generatedAt)}`);
}

/** "35 % (4 de 11 respuestas correctas) · Para reforzar" */
function masteryText({ mastery }: BookletSubtopic): string {
  const answers = mastery.answers === 1 ? '1 respuesta correcta' : `${mastery.answers} respuestas correctas`;
  return `${mastery.estimate} % (${mastery.correct} de ${answers}) · ${mastery.level}`;
}

function section(doc: Doc, title: string) {
  heading(doc, title, 13, { color: colors.primary });
}

function subtopicPages(doc: Doc, subtopic: BookletSubtopic, number: number) {
  doc.addPage();
  heading(doc, `${number}. ${plainText(subtopic.title)}`, 18, { color: colors.primary, gap: 0 });
  paragraph(doc, `${subtopic.subject} · ${subtopic.topic}`, { color: colors.muted });
  paragraph(doc, `Tu dominio: ${masteryText(subtopic)}`, { color: colors.muted });

  if (subtopic.keyIdea) {
    section(doc, 'La idea clave');
    paragraph(doc, `De la mini clase «${subtopic.keyIdea.miniClass}».`, { color: colors.muted, size: 9.5 });
    formattedContent(doc, subtopic.keyIdea.text);
    if (subtopic.keyIdea.mistakes) {
      section(doc, 'Errores comunes');
      formattedContent(doc, subtopic.keyIdea.mistakes);
    }
  }

  if (subtopic.examples.length || subtopic.worked.length) {
    section(doc, 'Ejemplos resueltos');
    subtopic.examples.forEach((example, n) => {
      paragraph(doc, `Ejemplo ${n + 1}. ${example}`, { indent: 8 });
    });
    subtopic.worked.forEach((exercise, n) => {
      exerciseStatement(doc, `Ejemplo ${subtopic.examples.length + n + 1}`, exercise);
      doc
        .font('bold')
        .fontSize(10)
        .fillColor(colors.text)
        .text(`Respuesta: ${answerText(exercise)}`);
      steps(doc, exercise.explanation);
      doc.moveDown(0.5);
    });
  }

  section(doc, 'Ejercicios para practicar');
  subtopic.exercises.forEach((exercise, n) => {
    exerciseStatement(doc, `${number}.${n + 1}`, exercise);
  });
}

/** The booklet as PDF bytes, written with the DejaVu fonts in `fontDir`. */
export async function writePersonalBooklet(
  content: PersonalBookletContent,
  fontDir: string,
): Promise<Buffer> {
  const doc = createDocument(
    {
      Title: `${PERSONAL_BOOKLET_TITLE} | Ingresá`,
      Subject: 'Tus temas para reforzar, con ejercicios y respuestas',
      CreationDate: content.generatedAt,
    },
    fontFilesIn(fontDir),
    { startIn: 'regular' },
  );
  cover(doc, content);
  content.subtopics.forEach((subtopic, index) => {
    doc.outline.addItem(`${index + 1}. ${plainText(subtopic.title)}`);
    subtopicPages(doc, subtopic, index + 1);
  });

  doc.addPage();
  doc.outline.addItem(ANSWERS_SECTION);
  heading(doc, ANSWERS_SECTION, 22, { color: colors.primary, gap: 0 });
  content.subtopics.forEach((subtopic, index) => {
    heading(doc, `${index + 1}. ${plainText(subtopic.title)}`, 13, { color: colors.primary });
    subtopic.exercises.forEach((exercise, n) => {
      answer(doc, `${index + 1}.${n + 1}`, exercise);
    });
  });

  pageNumbers(doc, PERSONAL_BOOKLET_TITLE);
  return finish(doc);
}
