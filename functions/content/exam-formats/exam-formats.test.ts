import { describe, expect, it } from 'vitest';
import { subjectIds } from '../../../shared/domain/subjects.ts';
import { contentBank } from '../bank.ts';
import { keyProblem } from '../checks.ts';
import { formatsOf } from '../formats.ts';
import { type Exercise, formatOf, NONE_OF_THE_ABOVE } from '../schema.ts';
import { applyConversions, toFiveOptions, toNumeric } from './convert.ts';
import { examFormatConversions } from './index.ts';

const exercises = subjectIds.flatMap((subject) => contentBank[subject].exercises);
const count = (predicate: (e: Exercise) => boolean) => exercises.filter(predicate).length;

describe('the exam formats in the bank (#31)', () => {
  it('holds at least 200 five-option items, 80 typed ones and 40 problems in parts', () => {
    expect(count((e) => formatOf(e) === 'five-options')).toBeGreaterThanOrEqual(200);
    expect(count((e) => e.kind === 'numeric')).toBeGreaterThanOrEqual(80);
    expect(count((e) => e.kind === 'multi-part')).toBeGreaterThanOrEqual(40);
    // Mostly Matemática and Física, where every regional examines; some Química.
    for (const subject of subjectIds) {
      const own = contentBank[subject].exercises;
      expect(
        own.some((e) => e.kind === 'multi-part'),
        subject,
      ).toBe(true);
      expect(
        own.some((e) => e.kind === 'numeric'),
        subject,
      ).toBe(true);
    }
  });

  it('makes the closing option the key in about one five-option item in five', () => {
    const five = exercises.filter((e) => e.kind === 'multiple-choice' && e.options.length === 5);
    const closing = five.filter((e) => e.kind === 'multiple-choice' && e.correctAnswer === 4).length;
    expect(closing / five.length).toBeGreaterThanOrEqual(0.15);
    expect(closing / five.length).toBeLessThanOrEqual(0.25);
  });

  it('draws the figure a problem in parts refers to', () => {
    const problems = exercises.filter((e) => e.kind === 'multi-part');
    const referring = problems.filter((e) => /figura|gráfico/i.test(e.question));
    expect(referring.length).toBeGreaterThanOrEqual(10);
    for (const problem of referring) expect(problem.figure, problem.id).toBeDefined();
  });

  it('has every generator write five options, and some write their problem in parts', () => {
    const generators = subjectIds.flatMap((subject) => contentBank[subject].generators);
    for (const generator of generators) expect(formatsOf(generator), generator.id).toContain('five-options');
    expect(generators.filter((g) => formatsOf(g).includes('numeric')).length).toBeGreaterThan(
      generators.length / 2,
    );
    expect(generators.filter((g) => formatsOf(g).includes('multi-part')).length).toBeGreaterThanOrEqual(3);
  });
});

describe('converting an item', () => {
  const source = contentBank.fisica.exercises.find((e) => e.id === 'fis-mecanica-008');

  it('refuses an id the bank does not have, or one converted twice, instead of dropping it silently', () => {
    expect(() =>
      applyConversions(exercises, { askUnitByDefault: true, fiveOptions: ['fis-mecanica-999'], numeric: [] }),
    ).toThrow(/fis-mecanica-999 no está en el banco/);
    expect(() =>
      applyConversions(exercises, {
        askUnitByDefault: true,
        fiveOptions: ['mat-algebra-basica-001'],
        numeric: ['mat-algebra-basica-001'],
      }),
    ).toThrow(/está dos veces/);
  });

  it('would catch a stand-in that is the key after all (the closing option is then no key)', () => {
    // Rebuilt from the original four options: the converted bank item is already five-option.
    const original = {
      ...(source as Exercise),
      kind: 'multiple-choice' as const,
      options: ['18 J', '3 J', '6 J', '9 J'],
      correctAnswer: 3,
    };
    if (!('check' in original) || !original.check) throw new Error('fis-mecanica-008 has a check');
    const honest = toFiveOptions(original as Exercise, ['fis-mecanica-008', '36 J'], 4);
    expect(honest.options[4]).toBe(NONE_OF_THE_ABOVE);
    expect(keyProblem(honest)).toBeNull();
    const giveaway = toFiveOptions(original as Exercise, ['fis-mecanica-008', '9,0 J'], 4);
    expect(keyProblem(giveaway)).toMatch(/muestra 9/);
  });

  it('takes a typed key from the check and the unit from the right option, asking the unit where told', () => {
    const original = {
      ...(source as Exercise),
      kind: 'multiple-choice' as const,
      options: ['18 J', '3 J', '6 J', '9 J'],
      correctAnswer: 3,
    };
    const typed = toNumeric(original as Exercise, 'fis-mecanica-008', true);
    expect(typed.answer).toMatchObject({ value: 9, unit: 'J', askUnit: true });
    expect(keyProblem(typed)).toBeNull();
    expect(
      toNumeric(original as Exercise, { id: 'fis-mecanica-008', askUnit: false }, true).answer.askUnit,
    ).toBeUndefined();
  });

  it('lists every conversion once per subject', () => {
    for (const subject of subjectIds) {
      const { fiveOptions, numeric } = examFormatConversions[subject];
      const ids = [
        ...fiveOptions.map((c) => (typeof c === 'string' ? c : c[0])),
        ...numeric.map((c) => (typeof c === 'string' ? c : c.id)),
      ];
      expect(new Set(ids).size, subject).toBe(ids.length);
    }
  });
});
