import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  listedExerciseSchema,
  miniClassSchema,
  publicExerciseSchema,
  solutionSchema,
  subjectDetailResponse,
  subjectSummarySchema,
} from '../../../shared/api/contracts/educational.ts';
import { subjectIds } from '../../../shared/domain/subjects.ts';
import { textPreview } from '../../../shared/math/text-preview.ts';
import { contentBank } from '../../content/bank.ts';
import { toCatalog } from '../../content/catalog.ts';
import {
  listedExerciseView,
  miniClassView,
  publicExerciseView,
  solutionView,
  subjectDetailView,
  subjectSummaryView,
  verificationView,
} from './api-view.ts';
import { topicMastery } from './topic-mastery.ts';

const catalogs = subjectIds.map((id) => ({ id, catalog: toCatalog(contentBank[id]) }));
const exercises = catalogs.flatMap(({ catalog }) => catalog.exercises);
const miniClasses = catalogs.flatMap(({ catalog }) => catalog.miniClasses);
const multipleChoice = exercises.find((e) => e.kind === 'multiple-choice');
const trueFalse = exercises.find((e) => e.kind === 'true-false');

/** The field names the content model uses and the API must never show. */
const internalNames =
  /"(question|options|correctAnswer|explanation|kind|title|body|examples|figures|outline|topics)"/;

describe('the API view of the content', () => {
  it('shows no exercise with its key or its explanation before it is answered', () => {
    for (const exercise of exercises) {
      const view = publicExerciseView(exercise);

      expect(publicExerciseSchema.safeParse(view).success, exercise.id).toBe(true);
      expect(JSON.stringify(view), exercise.id).not.toMatch(/respuestaCorrecta|explicacion|PASO 1:/);
      expect(JSON.stringify(view), exercise.id).not.toMatch(internalNames);
    }
  });

  it("gives a multiple-choice exercise its four options and the spec's type name", () => {
    if (multipleChoice?.kind !== 'multiple-choice') throw new Error('the bank has no multiple-choice item');

    const view = publicExerciseView(multipleChoice);

    expect(view).toEqual({
      id: multipleChoice.id,
      tipo: 'opcion-multiple',
      pregunta: multipleChoice.question,
      tema: multipleChoice.topic,
      dificultad: multipleChoice.difficulty,
      opciones: multipleChoice.options,
    });
  });

  it('offers Verdadero and Falso for a true/false exercise', () => {
    if (!trueFalse) throw new Error('the bank has no true/false item');

    const view = publicExerciseView(trueFalse);

    expect(view.tipo).toBe('verdadero-falso');
    expect(view.opciones).toEqual(['Verdadero', 'Falso']);
  });

  it('fills every field of a mini class, figures included', () => {
    for (const miniClass of miniClasses) {
      const view = miniClassView(miniClass);

      expect(miniClassSchema.strict().safeParse(view).success, miniClass.id).toBe(true);
      expect(view.titulo).toBe(miniClass.title);
      expect(view.contenido).toBe(miniClass.body);
      expect(view.ejemplos).toEqual(miniClass.examples);
      expect(view.figuras).toEqual(miniClass.figures ?? []);
    }
  });

  it.each(catalogs)('fills the summary and the detail of $id, syllabus included', ({ id, catalog }) => {
    const summary = subjectSummaryView(id, catalog.syllabus, catalog.exercises.length);
    const detail = subjectDetailView(id, catalog, () => 'pendiente', topicMastery(id, catalog, []));

    expect(subjectSummarySchema.strict().parse(summary)).toEqual({
      id,
      nombre: catalog.syllabus.name,
      descripcion: catalog.syllabus.description,
      totalTemas: 6,
      totalEjercicios: catalog.exercises.length,
      examined: true,
    });
    expect(subjectDetailResponse.safeParse({ success: true, data: detail }).success).toBe(true);
    expect(detail.temario.map((topic) => [topic.id, topic.titulo, topic.subtemas])).toEqual(
      catalog.syllabus.topics.map((topic) => [topic.id, topic.title, topic.outline]),
    );
    expect(JSON.stringify(detail)).not.toMatch(internalNames);
  });

  it.each(catalogs)(
    "lists $id's mini classes and exercises as their cards show them, nothing a card does not show",
    ({ id, catalog }) => {
      const detail = subjectDetailView(id, catalog, () => 'intentado', []);

      for (const miniClass of detail.miniClases)
        expect(Object.keys(miniClass).sort()).toEqual(['id', 'resumen', 'tema', 'titulo']);
      for (const exercise of detail.ejercicios)
        expect(Object.keys(exercise).sort()).toEqual(['estado', 'id', 'pregunta', 'subtema', 'tema', 'tipo']);
      const first = catalog.miniClasses[0];
      expect(detail.miniClases[0]?.resumen).toBe(first && textPreview(first.body));
      // Plain text for a card: no formula source, markdown or braces left in any preview.
      for (const { resumen } of detail.miniClases) expect(resumen).not.toMatch(/\$|\\[a-zA-Z]|\*\*|[{}]/);
      expect(detail.ejercicios.map((exercise) => [exercise.id, exercise.estado])).toEqual(
        catalog.exercises.map((exercise) => [exercise.id, 'intentado']),
      );
    },
  );

  it("marks a listed exercise with the student's state", () => {
    const exercise = exercises[0];
    if (!exercise) throw new Error('the bank is empty');

    const view = listedExerciseView(exercise, 'intentado');

    expect(listedExerciseSchema.strict().parse(view).estado).toBe('intentado');
  });

  it('gives the key and the explanation only in the solution, and only when revealed', () => {
    if (!trueFalse) throw new Error('the bank has no true/false item');

    const solution = solutionView(trueFalse);
    const hidden = verificationView(trueFalse, { correct: false, firstAttempt: true, revealed: false });
    const shown = verificationView(trueFalse, { correct: true, firstAttempt: false, revealed: true });

    expect(solutionSchema.strict().parse(solution)).toEqual({
      respuestaCorrecta: trueFalse.correctAnswer,
      explicacion: trueFalse.explanation,
    });
    expect(hidden).toEqual({ esCorrecta: false, primerIntento: true, solucion: null });
    expect(shown).toEqual({ esCorrecta: true, primerIntento: false, solucion: solution });
  });

  it('asks a typed answer without its key: the unit beside the field, or a field for it where the item asks', () => {
    const typed = exercises.filter((e) => e.kind === 'numeric');
    expect(typed.length).toBeGreaterThanOrEqual(80);
    for (const exercise of typed) {
      if (exercise.kind !== 'numeric') continue;
      const view = publicExerciseView(exercise);
      expect(view.tipo).toBe('numerica');
      expect(view.opciones).toEqual([]);
      expect(view.respuestaNumerica).toEqual({
        unidad: exercise.answer.askUnit ? null : (exercise.answer.unit ?? null),
        pideUnidad: Boolean(exercise.answer.askUnit),
      });
      expect(JSON.stringify(view), exercise.id).not.toMatch(
        /"(value|valor|tolerance|absolute|relative|answer|text|texto)"/,
      );
    }
    const asked = typed.find((e) => e.kind === 'numeric' && e.answer.askUnit);
    if (asked?.kind !== 'numeric') throw new Error('no typed item asks for its unit');
    expect(JSON.stringify(publicExerciseView(asked))).not.toContain(`"${asked.answer.unit}"`);
  });

  it('asks each part of a problem in parts with its points and its figure, never its key', () => {
    const problems = exercises.filter((e) => e.kind === 'multi-part');
    expect(problems.length).toBeGreaterThanOrEqual(40);
    for (const exercise of problems) {
      if (exercise.kind !== 'multi-part') continue;
      const view = publicExerciseView(exercise);
      expect(view.tipo).toBe('multiparte');
      expect(view.partes?.map((p) => [p.letra, p.puntos])).toEqual(
        exercise.parts.map((part, index) => [String.fromCharCode(97 + index), part.points]),
      );
      if (exercise.figure) expect(view.figura).toEqual(exercise.figure);
      expect(JSON.stringify(view), exercise.id).not.toMatch(
        /"(value|valor|tolerance|correctAnswer|respuestaCorrecta|key)"/,
      );
    }
  });

  it('grades a problem in parts part by part, and gives each typed key and option key in the solution', () => {
    const exercise = exercises.find(
      (e) => e.kind === 'multi-part' && e.parts.some((p) => p.kind === 'multiple-choice'),
    );
    if (exercise?.kind !== 'multi-part') throw new Error('no problem in parts with a choice part');
    const wrong = verificationView(exercise, {
      correct: false,
      firstAttempt: true,
      revealed: false,
      details: {
        correct: false,
        reason: 'value',
        points: {
          earned: exercise.parts[0]?.points ?? 0,
          possible: exercise.parts.reduce((s, p) => s + p.points, 0),
        },
        parts: exercise.parts.map((part, index) => ({
          correct: index === 0,
          ...(index === 0 ? {} : { reason: 'unit' as const }),
          earned: index === 0 ? part.points : 0,
          possible: part.points,
        })),
      },
    });
    expect(wrong.solucion).toBeNull();
    expect(wrong.partes?.map((p) => [p.letra, p.esCorrecta, p.motivo])).toEqual(
      exercise.parts.map((_, index) => [
        String.fromCharCode(97 + index),
        index === 0,
        index === 0 ? undefined : 'unidad',
      ]),
    );
    const solution = solutionSchema.strict().parse(solutionView(exercise));
    expect(solution.respuestaCorrecta).toEqual({
      partes: exercise.parts.map((part) =>
        part.kind === 'numeric'
          ? { valor: part.answer.value, texto: expect.any(String), unidad: part.answer.unit ?? null }
          : part.correctAnswer,
      ),
    });
  });
});

describe('the functions', () => {
  it("write the contract's Spanish field names only in the API view", () => {
    const root = join(import.meta.dirname, '../..');
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        file.endsWith('.ts') &&
        !file.endsWith('.test.ts') &&
        !file.startsWith('content/data/') &&
        file !== 'lib/educational/api-view.ts',
    );
    const spanishKey =
      /(^|[{,])\s*(pregunta|opciones|respuestaCorrecta|explicacion|subtemas|miniClases|ejercicios|esCorrecta|primerIntento|solucion|siguientePendiente|contenido|ejemplos|figuras|dificultad|totalTemas|totalEjercicios)\??\s*[:,}]/;

    const found = sources.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .filter((line) => spanishKey.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );

    expect(sources.length).toBeGreaterThan(50);
    expect(found).toEqual([]);
  });
});
