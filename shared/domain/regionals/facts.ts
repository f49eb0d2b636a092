import type { SubjectId } from '../subjects.ts';
import type { AdmissionPlan, ExamFormat, ExaminedSubject, GapFact, Source, SourcedFact } from './types.ts';

/** The day the sources of this module were read. */
export const READ_ON = '2026-11-29';

export const fact = <T>(value: T, source: Source | readonly Source[], note?: string): SourcedFact<T> =>
  note === undefined ? { value, source } : { value, source, note };

/** Nothing public found: the value stays unknown. */
export const gap = (note: string): GapFact<never> => ({ value: null, source: null, note });

/** Nothing public found: the national Seminario contents stand in, marked as such. */
export const fromSeminario = <T>(value: T, note: string): GapFact<T> => ({
  value,
  source: null,
  note,
  fallback: 'seminario-nacional',
});

export const NO_SOURCE = 'No encontramos fuente pública';

/** An exam whose format no source describes. */
export function unknownFormat(note = `${NO_SOURCE} sobre el formato del examen.`): ExamFormat {
  return {
    items: gap(note),
    optionsPerItem: gap(note),
    noneOfTheAbove: gap(note),
    openItems: gap(note),
    workingGraded: gap(note),
    durationMinutes: gap(note),
    totalPoints: gap(note),
    passMark: gap(note),
    recovery: gap(note),
  };
}

/**
 * Matemática and Física on the national Seminario contents, for a regional where no source says what it
 * examines. Química is never assumed: no regional we found lists it.
 */
export function seminarioSubjects(
  note = `${NO_SOURCE} sobre las materias del ingreso; se usa el contenido del Seminario Universitario nacional (Matemática y Física).`,
): ExaminedSubject[] {
  return (['matematicas', 'fisica'] as const satisfies readonly SubjectId[]).map((subject) => ({
    subject,
    examined: fromSeminario(true, note),
    programme: { basis: 'seminario-nacional', note: `${NO_SOURCE} sobre el programa de la regional.` },
    format: unknownFormat(),
  }));
}

/** One plan for every career, on the national Seminario contents. */
export function seminarioPlan(subjects: readonly ExaminedSubject[] = seminarioSubjects()): AdmissionPlan {
  return {
    appliesTo: fromSeminario(
      'todas',
      `${NO_SOURCE} sobre diferencias entre carreras; se asume el mismo ingreso para todas, como en el Seminario nacional.`,
    ),
    subjects,
  };
}
