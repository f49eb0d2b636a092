import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import SVGtoPDF from 'svg-to-pdfkit';
import { type SubjectId, subjectIds, subjectNames } from '../../../shared/domain/subjects.ts';
import { plainText } from '../../../shared/math/formulas.ts';
import { contentBank } from '../bank.ts';
import type { Figure, SubjectContent } from '../schema.ts';
import {
  answer,
  colors,
  createDocument,
  type Doc,
  exerciseStatement,
  fontFilesIn,
  formattedContent,
  heading,
  pageNumbers,
  paragraph,
} from './pdf-layout.ts';
import { printable } from './printable.ts';

const require = createRequire(import.meta.url);
const fonts = fontFilesIn(path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf'));

/** The section titles every booklet has, in order; the tests look for them. */
export const bookletSections = ['Temario', 'Teoría', 'Ejercicios', 'Respuestas'] as const;

/** A mini class's figure, drawn as vectors, centred, with its description as the caption. */
function figure(doc: Doc, { svg, alt }: Figure) {
  const viewBox = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg);
  const [boxWidth, boxHeight] = viewBox ? [Number(viewBox[1]), Number(viewBox[2])] : [4, 3];
  const width = Math.min(300, doc.page.width - doc.page.margins.left - doc.page.margins.right);
  const height = (width * boxHeight) / boxWidth;
  if (doc.y + height + 40 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const x = (doc.page.width - width) / 2;
  const top = doc.y + 4;
  SVGtoPDF(doc, svg.replaceAll('currentColor', colors.text), x, top, {
    width,
    height,
    assumePt: true,
    fontCallback: () => 'regular',
  });
  doc.x = doc.page.margins.left;
  doc.y = top + height + 6;
  doc
    .font('italic')
    .fontSize(9)
    .fillColor(colors.muted)
    .text(plainText(alt), { align: 'center', lineGap: 1 });
  doc.moveDown(0.6);
}

function cover(doc: Doc, subject: SubjectContent, generatedAt: Date) {
  const { width, height } = doc.page;
  doc.rect(0, 0, width, height * 0.42).fill(colors.primary);
  doc.font('bold').fontSize(22).fillColor('#ffffff').text('Ingresá', 56, 80);
  doc
    .font('bold')
    .fontSize(34)
    .text(`Cuadernillo de ${subject.syllabus.name}`, 56, 150, { width: width - 112 });
  doc
    .font('regular')
    .fontSize(14)
    .text('Preparación para el ingreso a la UTN', 56, doc.y + 10, { width: width - 112 });
  doc
    .fillColor(colors.text)
    .fontSize(12)
    .text(plainText(subject.syllabus.description), 56, height * 0.48, { width: width - 112, lineGap: 3 });
  doc.moveDown(1);
  const exercises = subject.exercises.length;
  const miniClasses = subject.miniClasses.length;
  doc
    .fillColor(colors.muted)
    .fontSize(11)
    .text(
      `${subject.syllabus.topics.length} temas · ${miniClasses} mini clases · ${exercises} ejercicios con respuestas paso a paso`,
      {
        width: width - 112,
      },
    );
  doc.text(
    `Generado el ${new Intl.DateTimeFormat('es-AR', { dateStyle: 'long', timeZone: 'America/Argentina/Buenos_Aires' }).format(generatedAt)}`,
  );
}

/** A new A4 document streaming into `file`, with the booklets' fonts registered. */
async function openDocument(file: string, info: { Title: string; Subject: string; CreationDate: Date }) {
  const doc = createDocument(info, fonts);
  await mkdir(path.dirname(file), { recursive: true });
  const done = new Promise<void>((resolve, reject) => {
    const stream = createWriteStream(file);
    stream.on('finish', resolve);
    stream.on('error', reject);
    doc.pipe(stream);
  });
  return { doc, done };
}

/** Writes one subject's booklet: cover, syllabus, theory, exercises by topic, answer key with steps. */
async function writeBooklet(subjectId: SubjectId, file: string, generatedAt = new Date()): Promise<void> {
  const subject = contentBank[subjectId];
  const { doc, done } = await openDocument(file, {
    Title: `Cuadernillo de ${subjectNames[subjectId]} | Ingresá`,
    Subject: `Preparación para el ingreso a la UTN: ${subjectNames[subjectId]}`,
    CreationDate: generatedAt,
  });

  cover(doc, subject, generatedAt);
  const topics = subject.syllabus.topics;

  doc.addPage();
  const syllabusOutline = doc.outline.addItem(bookletSections[0]);
  heading(doc, bookletSections[0], 22, { color: colors.primary, gap: 0 });
  topics.forEach((topic, index) => {
    heading(doc, `${index + 1}. ${topic.title}`, 13);
    paragraph(doc, topic.description, { color: colors.muted });
    for (const subtopic of topic.outline) paragraph(doc, `•  ${subtopic}`, { indent: 12 });
  });
  void syllabusOutline;

  doc.addPage();
  const theory = doc.outline.addItem(bookletSections[1]);
  heading(doc, bookletSections[1], 22, { color: colors.primary, gap: 0 });
  topics.forEach((topic, index) => {
    theory.addItem(`${index + 1}. ${topic.title}`);
    heading(doc, `Tema ${index + 1}: ${topic.title}`, 16, { color: colors.primary });
    for (const miniClass of subject.miniClasses.filter((m) => m.topic === topic.id)) {
      heading(doc, plainText(miniClass.title), 13);
      formattedContent(doc, miniClass.body);
      for (const drawing of miniClass.figures ?? []) figure(doc, drawing);
      if (miniClass.examples.length) {
        doc.font('bold').fontSize(11).fillColor(colors.primary).text('Ejemplos');
        doc.moveDown(0.2);
        miniClass.examples.forEach((example, n) => {
          paragraph(doc, `Ejemplo ${n + 1}. ${example}`, { indent: 8 });
        });
      }
    }
  });

  doc.addPage();
  const practice = doc.outline.addItem(bookletSections[2]);
  heading(doc, bookletSections[2], 22, { color: colors.primary, gap: 0 });
  paragraph(
    doc,
    'Resolvé cada ejercicio antes de mirar la respuesta. Las respuestas con su resolución paso a paso están al final.',
    {
      color: colors.muted,
    },
  );
  topics.forEach((topic, index) => {
    practice.addItem(`${index + 1}. ${topic.title}`);
    heading(doc, `Tema ${index + 1}: ${topic.title}`, 15, { color: colors.primary });
    subject.exercises
      .filter((exercise) => exercise.topic === topic.id)
      .forEach((exercise, n) => {
        exerciseStatement(doc, `${index + 1}.${n + 1}`, printable(exercise), (drawing) =>
          figure(doc, drawing),
        );
      });
  });

  doc.addPage();
  doc.outline.addItem(bookletSections[3]);
  heading(doc, bookletSections[3], 22, { color: colors.primary, gap: 0 });
  topics.forEach((topic, index) => {
    heading(doc, `Tema ${index + 1}: ${topic.title}`, 14, { color: colors.primary });
    subject.exercises
      .filter((exercise) => exercise.topic === topic.id)
      .forEach((exercise, n) => {
        answer(doc, `${index + 1}.${n + 1}`, printable(exercise));
      });
  });

  pageNumbers(doc, subjectNames[subjectId]);
  doc.end();
  await done;
}

/** Every subject's booklet into `dir` as `<subject>.pdf`. */
export async function writeBooklets(dir: string, generatedAt = new Date()): Promise<string[]> {
  const files: string[] = [];
  for (const subject of subjectIds) {
    const file = path.join(dir, `${subject}.pdf`);
    await writeBooklet(subject, file, generatedAt);
    files.push(file);
  }
  return files;
}

/** How many exercises of each subject the public sample shows. */
const SAMPLE_EXERCISES_PER_SUBJECT = 8;

/**
 * The public sample for the SEO pages: per subject one mini class and a few exercises of its first
 * topic, with no answer key (the answers are for subscribers).
 */
export async function writeSampleBooklet(
  file: string,
  options: { siteUrl: string; generatedAt?: Date },
): Promise<void> {
  const generatedAt = options.generatedAt ?? new Date();
  const { doc, done } = await openDocument(file, {
    Title: 'Cuadernillo de muestra | Ingresá',
    Subject: 'Preparación para el ingreso a la UTN: una muestra de cada materia',
    CreationDate: generatedAt,
  });
  const { width, height } = doc.page;
  doc.rect(0, 0, width, height * 0.42).fill(colors.primary);
  doc.font('bold').fontSize(22).fillColor('#ffffff').text('Ingresá', 56, 80);
  doc.fontSize(34).text('Cuadernillo de muestra', 56, 150, { width: width - 112 });
  doc
    .font('regular')
    .fontSize(14)
    .text('Matemática, Física y Química para el ingreso a la UTN', 56, doc.y + 10, { width: width - 112 });
  doc
    .fillColor(colors.text)
    .fontSize(12)
    .text(
      'Una mini clase y algunos ejercicios de cada materia para que pruebes cómo estudiás con Ingresá. Los cuadernillos completos, con todas las respuestas resueltas paso a paso, están incluidos en tu suscripción.',
      56,
      height * 0.48,
      { width: width - 112, lineGap: 3 },
    );

  for (const subjectId of subjectIds) {
    const subject = contentBank[subjectId];
    const topic = subject.syllabus.topics[0];
    if (!topic) continue;
    doc.addPage();
    doc.outline.addItem(subjectNames[subjectId]);
    heading(doc, `${subjectNames[subjectId]}: ${topic.title}`, 20, { color: colors.primary, gap: 0 });
    const miniClass = subject.miniClasses.find((m) => m.topic === topic.id);
    if (miniClass) {
      heading(doc, plainText(miniClass.title), 13);
      formattedContent(doc, miniClass.body);
      for (const drawing of miniClass.figures ?? []) figure(doc, drawing);
    }
    heading(doc, 'Ejercicios', 15, { color: colors.primary });
    subject.exercises
      .filter((exercise) => exercise.topic === topic.id)
      .slice(0, SAMPLE_EXERCISES_PER_SUBJECT)
      .forEach((exercise, n) => {
        exerciseStatement(doc, `${n + 1}`, printable(exercise));
      });
  }
  doc.addPage();
  heading(doc, '¿Querés las respuestas?', 20, { color: colors.primary, gap: 0 });
  paragraph(
    doc,
    `Con tu suscripción descargás los cuadernillos completos de las tres materias, con cada ejercicio resuelto paso a paso, y practicás con simuladores, mini clases y el tutor. Mirá los planes en ${options.siteUrl.replace(/^https?:\/\//, '')}/plans.`,
  );
  pageNumbers(doc, 'Cuadernillo de muestra');
  doc.end();
  await done;
}
