import { describe, expect, it } from 'vitest';
import { subjectIds } from '../../../shared/domain/subjects.ts';
import { questionOf } from '../../lib/learning-loop/items.ts';
import { fromGenerator, generatedQuestion } from '../../lib/simulators/questions.ts';
import { contentBank } from '../bank.ts';
import { allGenerators } from '../generators.ts';
import type { Figure } from '../schema.ts';
import { trialItems } from '../trial/index.ts';
import { LEAST_TEXT_PX, PHONE_COLUMN } from './svg.ts';
import { parseXml, textOf, walk, type XmlElement } from './xml.ts';

/*
 * Every figure the product serves (#30): the mini classes', the written exercises' (problems in parts
 * included), and a sample of what each drawing generator draws for the exercises, the simulators and
 * the review. Each is a well-formed SVG with a viewBox, named and described in Spanish inside the SVG
 * (the description is the image's alt), legible on a 360 px phone and never wider than its column.
 */

interface Served {
  where: string;
  figure: Figure;
}

const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);

const served: Served[] = [
  ...subjectIds.flatMap((subject) =>
    contentBank[subject].miniClasses.flatMap((miniClass) =>
      (miniClass.figures ?? []).map((figure, i) => ({ where: `${miniClass.id} (${i + 1})`, figure })),
    ),
  ),
  ...subjectIds.flatMap((subject) =>
    contentBank[subject].exercises.flatMap((exercise) =>
      exercise.figure ? [{ where: exercise.id, figure: exercise.figure }] : [],
    ),
  ),
  ...allGenerators
    .filter((generator) => generator.figure)
    .flatMap((generator) =>
      SEEDS.flatMap((seed) => {
        const figure = fromGenerator(generator, seed).figure;
        return figure ? [{ where: `${generator.id}#${seed}`, figure }] : [];
      }),
    ),
];

/** The default size of SVG text when nothing sets one. */
const SVG_DEFAULT_FONT_SIZE = 16;

/** Words only Spanish prose of this kind uses, and English words it never does. */
const SPANISH = /(^|[\s(])(de|del|la|el|los|las|con|en|y|un|una|que|por|sobre|entre|su|sus|al)(?=[\s,.:;)])/i;
const ENGLISH = /\b(the|with|and|of|from|figure|diagram)\b/i;

const elementChildren = (element: XmlElement) =>
  element.children.filter((child): child is XmlElement => typeof child !== 'string');

/** The smallest label's size in user units, each label at the size it inherits. */
function smallestText(root: XmlElement): number | undefined {
  let smallest: number | undefined;
  for (const [element, ancestors] of walk(root)) {
    if (element.name !== 'text' && element.name !== 'tspan') continue;
    let size = SVG_DEFAULT_FONT_SIZE;
    for (const scope of [...ancestors, element])
      if (scope.attributes['font-size']) size = Number(scope.attributes['font-size']);
    smallest = Math.min(smallest ?? size, size);
  }
  return smallest;
}

function viewBoxOf(root: XmlElement) {
  const [x, y, width, height] = (root.attributes.viewBox ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  return { x, y, width: width ?? Number.NaN, height: height ?? Number.NaN };
}

/** How wide the figure is drawn in a 360 px phone's column: its own width at most, the column's at most. */
function shownWidth(root: XmlElement): number {
  const own = root.attributes.width === undefined ? PHONE_COLUMN : Number(root.attributes.width);
  return Math.min(own, PHONE_COLUMN);
}

/** The size, in CSS pixels, of the smallest label once the figure is drawn in a phone's column. */
function smallestShownText(figure: Figure): number {
  const root = parseXml(figure.svg);
  const smallest = smallestText(root) ?? Number.POSITIVE_INFINITY;
  return (smallest * shownWidth(root)) / viewBoxOf(root).width;
}

describe('every figure the product serves (#30)', () => {
  it('serves enough figures for the walk to mean something', () => {
    expect(served.length).toBeGreaterThan(500);
  });

  it.each(served.map((s) => [s.where, s] as const))('%s', (_where, { where, figure }) => {
    const root = parseXml(figure.svg);
    expect(root.name, where).toBe('svg');
    expect(root.attributes.xmlns, where).toBe('http://www.w3.org/2000/svg');

    const box = viewBoxOf(root);
    expect([box.x, box.y, box.width, box.height].every(Number.isFinite), where).toBe(true);
    expect(box.width, where).toBeGreaterThan(0);
    expect(box.height, where).toBeGreaterThan(0);

    // Named and described inside the SVG, the root labelled by both, the description being the alt.
    const [title, desc] = elementChildren(root);
    expect(title?.name, where).toBe('title');
    expect(desc?.name, where).toBe('desc');
    const titleText = textOf(title as XmlElement).trim();
    const descText = textOf(desc as XmlElement).trim();
    expect(titleText.length, where).toBeGreaterThan(3);
    expect(descText, where).toBe(figure.alt);
    expect(root.attributes.role, where).toBe('img');
    expect(root.attributes['aria-labelledby']?.split(' '), where).toEqual([
      title?.attributes.id,
      desc?.attributes.id,
    ]);
    expect(title?.attributes.id, where).toBeTruthy();
    expect(desc?.attributes.id, where).toBeTruthy();
    expect(`${titleText} ${descText}`, where).toMatch(SPANISH);
    expect(`${titleText} ${descText}`, where).not.toMatch(ENGLISH);

    // A fixed size, where there is one, is plain user units in the viewBox's proportions: the page caps
    // the width at its column and the height follows, so nothing overflows and nothing is squeezed.
    for (const side of ['width', 'height'] as const)
      if (root.attributes[side] !== undefined) expect(root.attributes[side], where).toMatch(/^\d+(\.\d+)?$/);
    if (root.attributes.width !== undefined && root.attributes.height !== undefined) {
      const ratio = Number(root.attributes.width) / Number(root.attributes.height);
      expect(Math.abs(ratio / (box.width / box.height) - 1), where).toBeLessThan(0.01);
    }

    // Every one, with no exceptions left (ADR 0083): a figure whose labels set its width is laid out anew.
    expect(smallestShownText(figure), `${where}: su texto más chico en un teléfono`).toBeGreaterThanOrEqual(
      LEAST_TEXT_PX,
    );
  });

  it('draws the same figure for a generator in the simulator’s every format as for its review', () => {
    for (const generator of allGenerators.filter((g) => g.figure)) {
      const drawn = fromGenerator(generator, 7).figure;
      for (const format of ['multiple-choice', 'five-options'] as const) {
        const question = generatedQuestion(generator, 7, format);
        if (question) expect(question.figure, `${generator.id} ${format}`).toEqual(drawn);
      }
    }
  });

  it('gives the review the figure a template draws for the variant it shows', () => {
    for (const generator of allGenerators.filter((g) => g.figure)) {
      const source = {
        itemId: generator.id,
        subject:
          subjectIds.find((subject) => contentBank[subject].generators.includes(generator)) ?? 'fisica',
        topic: generator.topic,
        difficulty: generator.difficulty,
        generator,
      };
      for (const variant of [3, 11])
        expect(questionOf(source, variant)?.figure, `${generator.id}#${variant}`).toEqual(
          fromGenerator(generator, variant).figure,
        );
    }
  });

  it('has no figure in the free trial’s pool, whose contract carries none', () => {
    // A trial question with a figure would be shown without it: the trial's contract must carry it first.
    const drawn = subjectIds.flatMap((subject) => trialItems[subject].filter((item) => item.figure));
    expect(drawn.map((item) => item.id)).toEqual([]);
  });
});
