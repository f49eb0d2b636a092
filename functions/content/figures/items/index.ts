import type { SubjectId } from '../../../../shared/domain/subjects.ts';
import type { SubjectContent } from '../../schema.ts';
import { figures as fisica } from './fisica.ts';
import type { ItemFigures } from './item-figures.ts';
import { figures as matematicas } from './matematicas.ts';
import { figures as quimica } from './quimica.ts';

/*
 * Figures for the bank's written items and mini classes, by id, added when the bank is loaded (#30,
 * ADR 0074): the items' files stay as they are, and a figure drawn from the same numbers as the
 * statement lives beside the others of its subject. Generators draw theirs from their own params.
 */

export const itemFigures: Record<SubjectId, ItemFigures> = { matematicas, fisica, quimica };

const fail = (subject: SubjectId, id: string, why: string): never => {
  throw new Error(`figures (${subject}): ${id} ${why}`);
};

/** The subject's content with its figures in place; an id that is not in the bank, or an item that already has a figure, fails loudly. */
export function withFigures(subject: SubjectId, content: SubjectContent): SubjectContent {
  const { miniClasses, exercises } = itemFigures[subject];
  const classIds = new Set(content.miniClasses.map((m) => m.id));
  for (const id of Object.keys(miniClasses))
    if (!classIds.has(id)) fail(subject, id, 'no es una mini clase del banco');
  const exerciseById = new Map(content.exercises.map((e) => [e.id, e]));
  for (const id of Object.keys(exercises)) {
    const exercise = exerciseById.get(id) ?? fail(subject, id, 'no es un ejercicio del banco');
    if (exercise.figure) fail(subject, id, 'ya tiene una figura');
  }
  return {
    ...content,
    miniClasses: content.miniClasses.map((m) => {
      const added = miniClasses[m.id];
      return added ? { ...m, figures: [...(m.figures ?? []), ...added] } : m;
    }),
    exercises: content.exercises.map((e) => {
      const figure = exercises[e.id];
      return figure ? { ...e, figure } : e;
    }),
  };
}
