import { describe, expect, it } from 'vitest';
import { subjectIds, topicsBySubject } from '../../shared/domain/subjects.ts';
import { contentBank } from './bank.ts';
import { keyProblem, normalizeText, sameNumbers, similarity, statementOf, trigrams } from './checks.ts';
import { createRng, normalizeOption, parseNumbers } from './lib.ts';
import { loadGenerators } from './load-generators.ts';
import { exerciseSchema, miniClassSchema, subjectSyllabusSchema } from './schema.ts';

const SEEDS = 1000;

const allExerciseIds = subjectIds.flatMap((s) => contentBank[s].exercises.map((e) => e.id));

describe('content bank', () => {
  it('has unique exercise ids across subjects', () => {
    expect(new Set(allExerciseIds).size).toBe(allExerciseIds.length);
  });
});

describe.each(subjectIds)('%s', (subject) => {
  const content = contentBank[subject];

  it('offers the simulator exactly the generators of the bank, in the same order', async () => {
    const loaded = await loadGenerators(subject);
    expect(loaded.map((g) => g.id)).toEqual(content.generators.map((g) => g.id));
    expect(new Set(loaded.map((g) => g.id)).size).toBe(loaded.length);
  });

  it('has a valid syllabus with the six topics of the subject in order', () => {
    subjectSyllabusSchema.parse(content.syllabus);
    expect(content.syllabus.id).toBe(subject);
    expect(content.syllabus.topics.map((t) => t.id)).toEqual([...topicsBySubject[subject]]);
  });

  it.each([...topicsBySubject[subject]])(
    'topic %s has ≥ 3 mini classes, ≥ 25 exercises of every difficulty, ≥ 1 generator',
    (topic) => {
      expect(content.miniClasses.filter((m) => m.topic === topic).length).toBeGreaterThanOrEqual(3);
      const exercises = content.exercises.filter((e) => e.topic === topic);
      expect(exercises.length).toBeGreaterThanOrEqual(25);
      expect(new Set(exercises.map((e) => e.difficulty))).toEqual(new Set(['facil', 'medio', 'dificil']));
      const kinds = new Set(exercises.map((e) => e.kind));
      expect(kinds.has('multiple-choice') && kinds.has('true-false'), topic).toBe(true);
      expect(content.generators.filter((g) => g.topic === topic).length).toBeGreaterThanOrEqual(1);
    },
  );

  it('mini classes match the schema and have unique ids', () => {
    for (const miniClass of content.miniClasses) {
      const result = miniClassSchema.safeParse(miniClass);
      expect(result.success, `${miniClass.id}: ${result.error?.message}`).toBe(true);
    }
    const ids = content.miniClasses.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('exercises match the schema, with distinct options and ids that name their subject and topic', () => {
    const prefix = { matematicas: 'mat', fisica: 'fis', quimica: 'qui' }[subject];
    for (const exercise of content.exercises) {
      const result = exerciseSchema.safeParse(exercise);
      expect(result.success, `${exercise.id}: ${result.error?.message}`).toBe(true);
      expect(exercise.id.startsWith(`${prefix}-${exercise.topic}-`), exercise.id).toBe(true);
      if (exercise.kind === 'multiple-choice') {
        expect(new Set(exercise.options.map(normalizeOption)).size, exercise.id).toBe(
          exercise.options.length,
        );
      }
      if (exercise.kind === 'multi-part')
        for (const part of exercise.parts)
          if (part.kind === 'multiple-choice')
            expect(new Set(part.options.map(normalizeOption)).size, exercise.id).toBe(part.options.length);
    }
  });

  it('has no duplicate or near-duplicate questions', () => {
    const texts = content.exercises.map((e) => ({
      id: e.id,
      grams: trigrams(normalizeText(statementOf(e))),
    }));
    const clashes: string[] = [];
    for (let i = 0; i < texts.length; i++) {
      for (let j = i + 1; j < texts.length; j++) {
        const a = texts[i]!;
        const b = texts[j]!;
        if (similarity(a.grams, b.grams) > 0.9) clashes.push(`${a.id} ≈ ${b.id}`);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('every computable key carries a check, and the check re-derives it: the right option only, the closing option when none of the four shows it, every typed value and every part', () => {
    const missing: string[] = [];
    const wrong: string[] = [];
    for (const exercise of content.exercises) {
      const problem = keyProblem(exercise);
      if (problem === 'missing') missing.push(exercise.id);
      else if (problem) wrong.push(`${exercise.id}: ${problem}`);
    }
    expect(missing, 'numeric exercises without check').toEqual([]);
    expect(wrong).toEqual([]);
  });

  it.each(content.generators.map((g) => [g.id, g] as const))(
    `generator %s: over ${SEEDS} seeds the answer matches an independent solve and exactly one option is correct`,
    (_id, generator) => {
      const questions = new Set<string>();
      for (let seed = 1; seed <= SEEDS; seed++) {
        const rng = createRng(seed);
        const params = generator.params(rng);
        const exercise = generator.build(params, rng);
        const context = `${generator.id} seed ${seed}`;
        expect(exercise.options, context).toHaveLength(4);
        expect(new Set(exercise.options.map(normalizeOption)).size, context).toBe(4);
        expect(exercise.correctAnswer, context).toBeGreaterThanOrEqual(0);
        expect(exercise.correctAnswer, context).toBeLessThan(4);
        expect(exercise.explanation, context).toMatch(/^PASO 1: /);
        expect(exercise.explanation, context).toMatch(/\nRESULTADO: .+/);
        expect(exercise.question + exercise.options.join(' '), context).not.toMatch(
          /\d\.\d{4,}|NaN|Infinity|undefined/,
        );
        const solved = generator.solve(params);
        const expected = Array.isArray(solved) ? solved : [solved];
        const correct = exercise.options[exercise.correctAnswer]!;
        expect(sameNumbers(parseNumbers(correct), expected), `${context}: "${correct}" vs ${expected}`).toBe(
          true,
        );
        exercise.options.forEach((option, index) => {
          if (index !== exercise.correctAnswer) {
            expect(sameNumbers(parseNumbers(option), expected), `${context}: distractor "${option}"`).toBe(
              false,
            );
          }
        });
        questions.add(exercise.question);
      }
      expect(questions.size, `${generator.id} distinct variants`).toBeGreaterThanOrEqual(100);
    },
    // A thousand solves per generator: about a second alone, several on a busy machine.
    30_000,
  );

  it('generators are deterministic from the seed', () => {
    for (const generator of content.generators) {
      const first = generator.build(generator.params(createRng(42)), createRng(42));
      const second = generator.build(generator.params(createRng(42)), createRng(42));
      expect(first).toEqual(second);
    }
  });
});
