import { describe, expect, it } from 'vitest';
import { reviewItemIdSchema } from '../../../shared/api/contracts/practice.ts';
import { contentBank } from '../../content/bank.ts';
import { allGenerators } from '../../content/generators.ts';
import { fromGenerator } from '../simulators/questions.ts';
import { freshVariant, itemOfAnswer, questionOf, reviewable, subjectOfItem } from './items.ts';

const exercises = Object.values(contentBank).flatMap((content) => content.exercises);

describe('review items', () => {
  it('have ids the contract accepts, a subject from their prefix, and never an exercise id twice', () => {
    const ids = [...exercises.map((e) => e.id), ...allGenerators.map((g) => g.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(reviewItemIdSchema.safeParse(id).success, id).toBe(true);
      expect(subjectOfItem(id), id).toBeDefined();
    }
  });

  it("take a simulator's generated question as its template, with the seed it was drawn with", () => {
    expect(itemOfAnswer('mat-gen-ecuaciones-cuadratica#1234')).toEqual({
      itemId: 'mat-gen-ecuaciones-cuadratica',
      seed: 1234,
    });
    expect(itemOfAnswer('mat-funciones-003')).toEqual({ itemId: 'mat-funciones-003' });
  });

  it('draw a fresh variant of a template: a statement other than the ones shown', () => {
    for (const generator of allGenerators.slice(0, 20)) {
      const shown = 987_654;
      const next = freshVariant(generator, [shown]);
      expect(next).not.toBe(shown);
      expect(fromGenerator(generator, next).question).not.toBe(fromGenerator(generator, shown).question);
    }
  });

  it('ask a true/false exercise as two options, Verdadero first', () => {
    const exercise = exercises.find((e) => e.kind === 'true-false');
    if (exercise?.kind !== 'true-false') throw new Error('the bank has no true/false exercise');
    const question = questionOf(
      {
        itemId: exercise.id,
        subject: 'matematicas',
        topic: exercise.topic,
        difficulty: exercise.difficulty,
        exercise,
      },
      0,
    );
    expect(question?.options).toEqual(['Verdadero', 'Falso']);
    expect(question?.correctAnswer).toBe(exercise.correctAnswer ? 0 : 1);
  });

  it('leave out of the review the items typed or answered in parts (#31), which it cannot ask', () => {
    const typed = exercises.find((e) => e.kind === 'numeric');
    if (!typed) throw new Error('the bank has no typed exercise');
    const source = {
      itemId: typed.id,
      subject: 'matematicas' as const,
      topic: typed.topic,
      difficulty: typed.difficulty,
      exercise: typed,
    };
    expect(reviewable(source)).toBe(false);
    expect(questionOf(source, 0)).toBeUndefined();
  });
});
