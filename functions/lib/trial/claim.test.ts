import { describe, expect, it } from 'vitest';
import { trialItems } from '../../content/trial/index.ts';
import type { StoredTrial } from '../data/trials.ts';
import { weakestPoint } from './claim.ts';

const item = (id: string) => {
  const found = trialItems.matematicas.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};

/** A maths trial over these items, answered right (true), wrong (false) or not at all (undefined). */
function trial(answers: [string, boolean | undefined][]): StoredTrial {
  const questions = answers.map(([id]) => {
    const { topic, question, options, correctAnswer, explanation } = item(id);
    return { sourceId: id, topic, question, options, correctAnswer, explanation };
  });
  const stored: StoredTrial['answers'] = {};
  answers.forEach(([id, right], index) => {
    if (right === undefined) return;
    const correct = item(id).correctAnswer;
    stored[String(index)] = {
      userAnswer: right ? correct : (correct + 1) % 4,
      isCorrect: right,
      at: `2026-11-29T10:0${index}:00.000Z`,
    };
  });
  return {
    id: 'AAAAAAAAAAAAAAAAAAAAAA',
    subject: 'matematicas',
    createdAt: '2026-11-29T10:00:00.000Z',
    deadline: '2026-11-29T10:10:00.000Z',
    questions,
    answers: stored,
  };
}

describe('weakestPoint', () => {
  it('is the missed question’s topic and subtopic', () => {
    const point = weakestPoint(
      trial([
        ['mat-prueba-001', true],
        ['mat-prueba-005', false],
        ['mat-prueba-007', true],
      ]),
    );
    expect(point).toEqual({
      subject: 'matematicas',
      topic: 'funciones',
      subtopic: 'funciones.concepto-dominio',
    });
  });

  it('prefers the topic with more misses, then the subtopic that weighs more in the exam', () => {
    expect(
      weakestPoint(
        trial([
          ['mat-prueba-003', false],
          ['mat-prueba-005', false],
          ['mat-prueba-006', false],
        ]),
      ),
    ).toEqual({ subject: 'matematicas', topic: 'funciones', subtopic: 'funciones.lineal' });
    // One miss each: ecuaciones.cuadraticas (4) weighs more than funciones.concepto-dominio (2).
    expect(
      weakestPoint(
        trial([
          ['mat-prueba-005', false],
          ['mat-prueba-004', false],
        ]),
      )?.subtopic,
    ).toBe('ecuaciones.cuadraticas');
  });

  it('grades from the stored question, not from a stored verdict, and ignores unanswered questions', () => {
    const tampered = trial([
      ['mat-prueba-005', false],
      ['mat-prueba-007', undefined],
    ]);
    (tampered.answers['0'] as { isCorrect: boolean }).isCorrect = true;
    expect(weakestPoint(tampered)?.topic).toBe('funciones');
  });

  it('is none when nothing was missed', () => {
    expect(weakestPoint(trial([['mat-prueba-005', true]]))).toBeUndefined();
    expect(weakestPoint(trial([['mat-prueba-005', undefined]]))).toBeUndefined();
  });
});
