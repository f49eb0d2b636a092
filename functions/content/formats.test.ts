import { describe, expect, it } from 'vitest';
import { subjectIds } from '../../shared/domain/subjects.ts';
import { gradeNumeric, withinTolerance } from '../lib/educational/grading.ts';
import { contentBank } from './bank.ts';
import { keyProblem, sameNumbers, typedBack } from './checks.ts';
import { ASKS_FOR_AN_OPTION, buildInFormat, formatsOf, shapeOf, shownKeyOf } from './formats.ts';
import { approxEqual, createRng, normalizeOption, parseNumbers } from './lib.ts';
import { type Generator, NONE_OF_THE_ABOVE } from './schema.ts';

/** Seeds per generator and format. A five-option draw with the closing option as key builds up to 16 more. */
const SEEDS = 300;
const FIVE_SEEDS = 150;

const generators = subjectIds.flatMap((subject) => contentBank[subject].generators);

/** What is wrong with one seed's five-option item, and whether its key is the closing option. */
function fiveOptionsProblems(generator: Generator, seed: number): { problems: string[]; closing: boolean } {
  const item = buildInFormat(generator, seed, 'five-options');
  const four = buildInFormat(generator, seed, 'multiple-choice');
  if (item?.format !== 'five-options' || four?.format !== 'multiple-choice')
    return { problems: ['no five-option item'], closing: false };
  const problems: string[] = [];
  const expected = [generator.solve(generator.params(createRng(seed)))].flat();
  if (item.options.length !== 5 || item.options[4] !== NONE_OF_THE_ABOVE)
    problems.push('not five, closing last');
  if (new Set(item.options.map(normalizeOption)).size !== 5) problems.push('two options alike');
  const showing = item.options
    .slice(0, 4)
    .flatMap((o, i) => (sameNumbers(parseNumbers(o), expected) ? [i] : []));
  const closing = item.correctAnswer === 4;
  if (closing) {
    if (showing.length) problems.push(`closing key, but option ${showing[0]} shows ${expected}`);
    // The stand-in takes the key's place and shape: no odd one out among the four.
    const key = four.options[four.correctAnswer] as string;
    const standIn = item.options[four.correctAnswer] as string;
    if (standIn === key || shapeOf(standIn) !== shapeOf(key))
      problems.push(`stand-in "${standIn}" for "${key}"`);
  } else if (showing.length !== 1 || showing[0] !== item.correctAnswer) {
    problems.push(`key ${item.correctAnswer} but ${expected} shown by ${showing.join(',') || 'none'}`);
  }
  return { problems, closing };
}

describe('generators in the exam formats', () => {
  it.each(generators.map((g) => [g.id, g] as const))(
    `%s writes five options over ${FIVE_SEEDS} seeds: the closing one last, the key re-derived, the closing one the key at most a third of the time and then with a stand-in shaped like the key`,
    (_id, generator) => {
      let closing = 0;
      for (let seed = 1; seed <= FIVE_SEEDS; seed++) {
        const result = fiveOptionsProblems(generator, seed);
        expect(result.problems, `${generator.id} seed ${seed}`).toEqual([]);
        if (result.closing) closing++;
      }
      expect(closing / FIVE_SEEDS, generator.id).toBeLessThanOrEqual(0.35);
    },
    30_000,
  );

  it.each(subjectIds)(
    'makes the closing option the key in about one five-option item in five across the generators of %s',
    (subject) => {
      let closing = 0;
      let total = 0;
      for (const generator of contentBank[subject].generators)
        for (let seed = 1; seed <= 100; seed++) {
          const item = buildInFormat(generator, seed, 'five-options');
          if (item?.format !== 'five-options') continue;
          total++;
          if (item.correctAnswer === 4) closing++;
        }
      expect(closing / total).toBeGreaterThanOrEqual(0.15);
      expect(closing / total).toBeLessThanOrEqual(0.25);
    },
    60_000,
  );

  it.each(generators.filter((g) => formatsOf(g).includes('numeric')).map((g) => [g.id, g] as const))(
    `%s writes a typed answer over ${SEEDS} seeds: its key is the solve, its written key typed back is right, two tolerances off is wrong`,
    (_id, generator) => {
      let written = 0;
      for (let seed = 1; seed <= SEEDS; seed++) {
        const item = buildInFormat(generator, seed, 'numeric');
        if (item?.format !== 'numeric') continue;
        written++;
        const context = `${generator.id} seed ${seed}`;
        const solved = [generator.solve(generator.params(createRng(seed)))].flat();
        expect(solved, context).toHaveLength(1);
        expect(approxEqual(item.answer.value, solved[0] as number, 1e-9), context).toBe(true);
        expect(item.question, context).not.toMatch(ASKS_FOR_AN_OPTION);
        expect(item.question, context).not.toMatch(/opciones/);
        const typed = typedBack(item.answer.text ?? '');
        expect(gradeNumeric(item.answer, { value: typed }).correct, `${context}: "${typed}"`).toBe(true);
        // Two tolerances off is wrong; a key shown exactly allows no more than half a percent.
        const tolerance = 'absolute' in item.answer.tolerance ? item.answer.tolerance.absolute : 0;
        expect(
          withinTolerance(item.answer.value + 2.1 * tolerance, item.answer.value, item.answer.tolerance),
          context,
        ).toBe(false);
        if (sameNumbers(parseNumbers(typed), [item.answer.value], 1e-9))
          expect(tolerance, context).toBeLessThanOrEqual(
            Math.max(0.005 * Math.abs(item.answer.value), 1e-6) * 1.0001,
          );
      }
      // A generator offered for typed answers writes one for most of its draws.
      expect(written / SEEDS, generator.id).toBeGreaterThanOrEqual(0.2);
    },
    30_000,
  );

  it.each(generators.filter((g) => g.buildParts).map((g) => [g.id, g] as const))(
    `%s writes its problem in parts over ${SEEDS} seeds, each part re-derived by its own solve`,
    (_id, generator) => {
      const statements = new Set<string>();
      for (let seed = 1; seed <= SEEDS; seed++) {
        const item = buildInFormat(generator, seed, 'multi-part');
        expect(item?.format, generator.id).toBe('multi-part');
        if (item?.format !== 'multi-part' || !generator.solveParts) throw new Error('no parts');
        const params = generator.params(createRng(seed));
        const solved = generator.solveParts(params);
        const problem = keyProblem({
          id: 'mat-x-001',
          topic: generator.topic,
          difficulty: generator.difficulty,
          kind: 'multi-part',
          question: item.question,
          explanation: item.explanation,
          parts: item.parts,
          check: { compute: () => solved },
        });
        expect(problem, `${generator.id} seed ${seed}`).toBeNull();
        expect(item.explanation).toMatch(/^PASO 1: /);
        statements.add(item.question);
      }
      expect(statements.size).toBeGreaterThanOrEqual(100);
    },
    30_000,
  );
});

describe('the key as the right option shows it', () => {
  it('takes the one number and the unit, and accepts what rounds to it', () => {
    const shown = shownKeyOf('$v = 12{,}5\\ \\text{m/s}$', 12.5);
    expect(shown?.key).toMatchObject({ value: 12.5, unit: 'm/s' });
    expect(shownKeyOf('2,07 eV', 2.0718)?.exact).toBe(false);
    expect(shownKeyOf('$\\frac{7}{12}$', 7 / 12)?.fraction).toBe(true);
    expect(shownKeyOf('$2 \\cdot 10^{8}$ m/s', 2e8)?.key.tolerance).toEqual({ absolute: 1_000_000 });
    expect(shownKeyOf('$2{,}5 \\cdot 10^{8}$ m/s', 2.5123e8)?.key.tolerance).toEqual({ absolute: 5_000_500 });
  });

  it('refuses keys that are not one value with a unit', () => {
    expect(shownKeyOf('$x = 7$ y $x = -7$', 7)).toBeUndefined();
    expect(shownKeyOf('$(2;\\ 3)$', 2)).toBeUndefined();
    expect(shownKeyOf('Plomo (c = 128 J/(kg·°C))', 128)).toBeUndefined();
    expect(shownKeyOf('12 m', 13)).toBeUndefined();
  });
});
