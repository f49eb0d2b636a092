import { describe, expect, it } from 'vitest';
import { TRIAL_QUESTION_COUNT } from '../../../shared/api/contracts/trial.ts';
import { isTopicOf, subjectIds } from '../../../shared/domain/subjects.ts';
import { syllabusMap } from '../../../shared/domain/syllabus-map/index.ts';
import { contentBank } from '../bank.ts';
import { normalizeText, sameNumbers, similarity, trigrams } from '../checks.ts';
import { normalizeOption, parseNumbers } from '../lib.ts';
import { multipleChoiceSchema } from '../schema.ts';
import { trialItems } from './index.ts';

const prefixes = { matematicas: 'mat', fisica: 'fis', quimica: 'qui' } as const;

describe.each(subjectIds)('trial items of %s', (subject) => {
  const items = trialItems[subject];

  it('are about ten multiple-choice items valid against the content schema, with their own ids', () => {
    expect(items.length).toBeGreaterThanOrEqual(10);
    for (const item of items) {
      const result = multipleChoiceSchema.safeParse(item);
      expect(result.success, `${item.id}: ${result.error?.message}`).toBe(true);
      expect(item.id).toMatch(new RegExp(`^${prefixes[subject]}-prueba-\\d{3}$`));
      expect(isTopicOf(subject, item.topic), item.id).toBe(true);
      expect(new Set(item.options.map(normalizeOption)).size, item.id).toBe(4);
    }
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('each serve a subtopic of the syllabus map under their own topic (the plan starts from a missed one)', () => {
    for (const item of items) {
      const topic = syllabusMap[subject].find((entry) => entry.topic === item.topic);
      expect(
        topic?.subtopics.some((subtopic) => subtopic.id === item.subtopic),
        `${item.id}: ${item.subtopic}`,
      ).toBe(true);
      // The plan sends a trial's miss to its subtopic's exercises: there must be some to practise.
      const practice = contentBank[subject].exercises.filter(
        (exercise) => exercise.subtopic === item.subtopic,
      );
      expect(practice.length, `${item.id}: ${item.subtopic}`).toBeGreaterThanOrEqual(5);
    }
  });

  it('cover enough topics for a trial to ask each question about a different one', () => {
    expect(new Set(items.map((item) => item.topic)).size).toBeGreaterThanOrEqual(TRIAL_QUESTION_COUNT);
  });

  it('check every numeric answer, and no distractor matches it', () => {
    for (const item of items) {
      const numeric = item.options.every((option) => parseNumbers(option).length > 0);
      if (!item.check) {
        expect(numeric, `${item.id} needs a check`).toBe(false);
        continue;
      }
      const computed = item.check.compute();
      const expected = Array.isArray(computed) ? computed : [computed];
      item.options.forEach((option, index) => {
        const matches = sameNumbers(parseNumbers(option), expected);
        expect(matches, `${item.id} option ${index}: "${option}" vs ${expected}`).toBe(
          index === item.correctAnswer,
        );
      });
    }
  });

  it('are written for the trial: none repeats an item of the subscribers’ bank', () => {
    const bank = contentBank[subject].exercises;
    const bankIds = new Set(bank.map((exercise) => exercise.id));
    const bankTexts = bank.map((exercise) => ({
      id: exercise.id,
      grams: trigrams(normalizeText(exercise.question)),
    }));
    for (const item of items) {
      expect(bankIds.has(item.id), item.id).toBe(false);
      const grams = trigrams(normalizeText(item.question));
      const close = bankTexts.filter((text) => similarity(text.grams, grams) > 0.8).map((text) => text.id);
      expect(close, item.id).toEqual([]);
    }
  });
});
