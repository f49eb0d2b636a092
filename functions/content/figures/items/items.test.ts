import { describe, expect, it } from 'vitest';
import { subjectIds } from '../../../../shared/domain/subjects.ts';
import { contentBank } from '../../bank.ts';
import { fisica } from '../../data/fisica/index.ts';
import { withExamFormats } from '../../exam-formats/index.ts';
import { buildInFormat } from '../../formats.ts';
import { allGenerators } from '../../generators.ts';
import { createRng } from '../../lib.ts';
import { type Exercise, type Figure, figureSchema } from '../../schema.ts';
import { SCALE_CLASS } from '../svg.ts';
import { parseXml, textOf, walk, type XmlElement } from '../xml.ts';
import { itemFigures, withFigures } from './index.ts';

/** Each figure of the bank stays small: a few KB, well under a page's budget. */
const SIZE_CAP = 6000;

const allExercises = subjectIds.flatMap((subject) => contentBank[subject].exercises);
const allMiniClasses = subjectIds.flatMap((subject) => contentBank[subject].miniClasses);

/** The numbers a text writes ("1,5", "1.200", "30"), as values. */
function numbersIn(text: string): number[] {
  return (text.replace(/\{,\}/g, ',').match(/\d+(?:[.,]\d+)*/g) ?? []).map((token) =>
    Number((/^\d{1,3}(\.\d{3})+$/.test(token) ? token.replace(/\./g, '') : token).replace(',', '.')),
  );
}

/** The figure's labels that carry data (an axis' scale apart). */
function dataLabels(figure: Figure): string[] {
  const labels: string[] = [];
  for (const [element, ancestors] of walk(parseXml(figure.svg)))
    if (
      element.name === 'text' &&
      !ancestors.some((a) => a.name === 'g' && a.attributes.class === SCALE_CLASS)
    )
      labels.push(textOf(element));
  return labels;
}

/** Numbers a figure writes that its statement does not: 0 and 1 go without saying (an origin, n = 1). */
function foreignNumbers(figure: Figure, statement: string): number[] {
  const given = new Set(numbersIn(statement));
  const drawn = numbersIn([...dataLabels(figure), figure.alt].join(' '));
  return drawn.filter((n) => n > 1 && !given.has(n));
}

const statementOf = (exercise: Exercise) =>
  [exercise.question, ...(exercise.kind === 'multi-part' ? exercise.parts.map((p) => p.prompt) : [])].join(
    ' ',
  );

function expectDrawnWell(figure: Figure, where: string) {
  expect(figureSchema.safeParse(figure).success, where).toBe(true);
  expect(figure.svg.length, where).toBeLessThan(SIZE_CAP);
  const root = parseXml(figure.svg);
  expect(root.name, where).toBe('svg');
  expect(root.attributes.viewBox, where).toMatch(/^-?[\d.]+ -?[\d.]+ [\d.]+ [\d.]+$/);
  expect(figure.svg, where).not.toMatch(/NaN|Infinity|undefined|<image|<style|<script|@font-face/);
}

function expectDescribed(figure: Figure, where: string) {
  const children = parseXml(figure.svg).children.filter((c): c is XmlElement => typeof c !== 'string');
  expect(children[0]?.name, where).toBe('title');
  expect(children[1] && textOf(children[1]), where).toBe(figure.alt);
}

describe('figures in the bank (#30)', () => {
  it('draws at least 60 mini classes and 150 exercises and generators', () => {
    const classes = allMiniClasses.filter((m) => m.figures?.length).length;
    const exercises = allExercises.filter((e) => e.figure).length;
    const generators = allGenerators.filter((g) => g.figure).length;
    expect(classes).toBeGreaterThanOrEqual(60);
    expect(exercises + generators).toBeGreaterThanOrEqual(150);
    // Written items first: a generator's figure counts once, however many draws it makes.
    expect(exercises).toBeGreaterThanOrEqual(150);
  });

  it('keeps every figure of the bank well-formed, with a viewBox and under the size cap', () => {
    for (const miniClass of allMiniClasses)
      for (const figure of miniClass.figures ?? []) expectDrawnWell(figure, miniClass.id);
    for (const exercise of allExercises) if (exercise.figure) expectDrawnWell(exercise.figure, exercise.id);
  });

  it('gives the figures added by id a title and a description, and writes no number the statement lacks', () => {
    for (const subject of subjectIds) {
      const { miniClasses, exercises } = itemFigures[subject];
      for (const [id, figures] of Object.entries(miniClasses))
        for (const figure of figures) expectDescribed(figure, id);
      for (const [id, figure] of Object.entries(exercises)) {
        expectDescribed(figure, id);
        const exercise = allExercises.find((e) => e.id === id) as Exercise;
        expect(foreignNumbers(figure, statementOf(exercise)), id).toEqual([]);
      }
    }
  });

  it('has every exercise figure drawn by the library write only its statement’s numbers', () => {
    const drawn = allExercises.filter((e) => e.figure?.svg.includes('<title'));
    expect(drawn.length).toBeGreaterThan(170);
    for (const exercise of drawn)
      expect(foreignNumbers(exercise.figure as Figure, statementOf(exercise)), exercise.id).toEqual([]);
  });

  it('fails loudly on an id that is not in the bank or an item that already has a figure', () => {
    const content = withExamFormats('fisica', fisica);
    const [id, figure] = Object.entries(itemFigures.fisica.exercises)[0] as [string, Figure];
    const missing = { ...content, exercises: content.exercises.filter((e) => e.id !== id) };
    const drawn = {
      ...content,
      exercises: content.exercises.map((e) => (e.id === id ? { ...e, figure } : e)),
    };
    expect(() => withFigures('fisica', missing)).toThrow(`${id} no es un ejercicio del banco`);
    expect(() => withFigures('fisica', drawn)).toThrow(`${id} ya tiene una figura`);
  });
});

describe('generators draw from their own params', () => {
  const drawing = allGenerators.filter((g) => g.figure);
  const SEEDS = Array.from({ length: 40 }, (_, i) => i + 1);

  it.each(drawing.map((g) => [g.id, g] as const))('%s', (_id, generator) => {
    const figures = new Set<string>();
    for (const seed of SEEDS) {
      const rng = createRng(seed);
      const params = generator.params(rng);
      const figure = generator.figure?.(params);
      const built = generator.build(params, rng);
      if (!figure) continue;
      const where = `${generator.id}#${seed}`;
      expectDrawnWell(figure, where);
      expectDescribed(figure, where);
      // The drawing shows the statement's numbers, and only them: never the key.
      expect(foreignNumbers(figure, built.question), where).toEqual([]);
      // Every format of the draw carries the same drawing, rebuilt from the params.
      expect(buildInFormat(generator, seed, 'multiple-choice')?.figure, where).toEqual(figure);
      expect(buildInFormat(generator, seed, 'five-options')?.figure, where).toEqual(figure);
      expect(generator.figure?.(generator.params(createRng(seed))), where).toEqual(figure);
      figures.add(figure.svg);
    }
    // Different numbers, different drawings.
    expect(figures.size).toBeGreaterThan(1);
  });
});
