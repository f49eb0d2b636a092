import { describe, expect, it } from 'vitest';
import { subjectIds } from '../../../shared/domain/subjects.ts';
import { plainText } from '../../../shared/math/formulas.ts';
import { contentBank } from '../../content/bank.ts';
import { trialItems } from '../../content/trial/index.ts';
import { messageFingerprint, statementFingerprint } from '../simulators/statement-fingerprint.ts';
import { indexBankQuestions } from './bank-questions.ts';
import { evaluationPrompts } from './evaluation/prompts.ts';

const exercises = subjectIds.flatMap((subject) => contentBank[subject].exercises);
const bank = indexBankQuestions(exercises);

describe('the bank’s questions, as the tutor recognises them', () => {
  it('recognises nine in ten of the bank’s exercises quoted as the page shows them', () => {
    const recognised = exercises.filter((exercise) =>
      bank.quotedBy(messageFingerprint(`¿Me lo resolvés? ${plainText(exercise.question)}`)),
    );
    expect(recognised.length / exercises.length).toBeGreaterThanOrEqual(0.9);
    for (const exercise of recognised.slice(0, 50)) {
      const quoted = bank.quotedBy(messageFingerprint(plainText(exercise.question)));
      const twin = exercises.find((other) => other.id === quoted);
      expect(plainText(twin?.question ?? ''), exercise.id).toBe(plainText(exercise.question));
    }
  });

  it('takes no question of the tutor’s prompt table for a bank exercise', () => {
    const taken = evaluationPrompts
      .flatMap((prompt) => [prompt.message, ...(prompt.before ?? [])])
      .filter((message) => bank.quotedBy(messageFingerprint(message)));
    expect(taken).toEqual([]);
  });

  it('leaves the free trial’s own items out: they are not the bank’s', () => {
    const taken = subjectIds
      .flatMap((subject) => trialItems[subject])
      .filter((item) => bank.quotedBy(messageFingerprint(plainText(item.question))));
    expect(taken.map((item) => item.id)).toEqual([]);
  });

  it('knows a bank statement by its fingerprint id', () => {
    const exercise = exercises.find((candidate) => statementFingerprint(candidate.question));
    const print = exercise && statementFingerprint(exercise.question);
    expect(print && bank.has(print.id)).toBe(true);
    expect(bank.has('no-es-un-id')).toBe(false);
  });
});
