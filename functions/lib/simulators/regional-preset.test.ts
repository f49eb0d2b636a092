import { describe, expect, it } from 'vitest';
import { NONE_OF_THE_ABOVE } from '../../../shared/domain/exam-formats.ts';
import type { SubjectId, TopicId } from '../../../shared/domain/subjects.ts';
import { contentBank } from '../../content/bank.ts';
import { toCatalog } from '../../content/catalog.ts';
import { createRng } from '../../content/lib.ts';
import type { ExercisePart } from '../../content/schema.ts';
import type { StoredAnswer } from '../data/simulators.ts';
import { BadRequestError } from '../errors.ts';
import type { Bank } from './questions.ts';
import {
  drawRegionalExam,
  regionalResult,
  regionalSetting,
  scaleParts,
  weightedQuotas,
} from './regional-preset.ts';
import { computeResults } from './results.ts';

const bankOf = (subject: SubjectId): Bank => ({
  exercises: toCatalog(contentBank[subject]).exercises,
  generators: contentBank[subject].generators,
});
const banks = { matematicas: bankOf('matematicas'), fisica: bankOf('fisica') };
const none = new Set<string>();

const draw = (regional: string, subject: 'matematicas' | 'fisica', seed: number, bank = banks[subject]) =>
  drawRegionalExam(bank, regionalSetting({ regional }, subject), { recentlySeen: none, seed });

describe('drawing a regional’s simulacro', () => {
  it.each([
    ['frm', 'matematicas'],
    ['frm', 'fisica'],
    ['frc', 'matematicas'],
    ['frc', 'fisica'],
  ] as const)(
    '%s %s: each slot gets a question in its format, worth its points, none twice',
    (regional, subject) => {
      for (let seed = 1; seed <= 8; seed++) {
        const { questions, preset } = draw(regional, subject, seed);
        const { plan } = regionalSetting({ regional }, subject);
        expect(preset.slots).toEqual(plan.slots);
        expect(questions).toHaveLength(plan.figures.items.value);
        expect(new Set(questions.map((q) => q.question)).size).toBe(questions.length);
        questions.forEach((question, index) => {
          const slot = preset.slots[index];
          if (slot?.format === 'numeric') expect(question.format).toBe('numeric');
          else if (slot?.format === 'multi-part') {
            if (question.format !== 'multi-part') throw new Error(`slot ${index} is not in parts`);
            expect(question.parts.reduce((sum, part) => sum + part.points, 0)).toBe(slot.points);
          } else {
            expect(question.format).toBeUndefined();
            expect(question.options).toHaveLength(5);
            expect(question.options[4]).toBe(NONE_OF_THE_ABOVE);
          }
        });
      }
    },
    30_000,
  );

  it('draws only from what the regional examines: FRM’s Física is mechanics, its Matemática leaves statistics out', () => {
    const { weights } = regionalSetting({ regional: 'frm' }, 'fisica');
    for (let seed = 1; seed <= 10; seed++) {
      for (const question of draw('frm', 'fisica', seed).questions) expect(question.topic).toBe('mecanica');
      for (const question of draw('frm', 'matematicas', seed).questions)
        expect(question.topic).not.toBe('estadistica');
    }
    expect(Object.entries(weights).filter(([id, w]) => w > 0 && !id.startsWith('mecanica.'))).toEqual([]);
  }, 30_000);

  it('follows the weights: over many draws each topic’s share is near its weight', () => {
    const { weights } = regionalSetting({ regional: 'frc' }, 'matematicas');
    const counts = new Map<string, number>();
    let total = 0;
    for (let seed = 1; seed <= 40; seed++)
      for (const question of draw('frc', 'matematicas', seed).questions) {
        counts.set(question.topic, (counts.get(question.topic) ?? 0) + 1);
        total++;
      }
    const topicWeight = (topic: string) =>
      Object.entries(weights)
        .filter(([id]) => id.startsWith(`${topic}.`))
        .reduce((sum, [, w]) => sum + w, 0);
    for (const [topic, count] of counts)
      expect(Math.abs((100 * count) / total - topicWeight(topic))).toBeLessThan(8);
  }, 30_000);

  it('asks an open slot with options when the examined subtopics hold nothing in that format, and says so in its slot', () => {
    const noParts: Bank = {
      exercises: banks.fisica.exercises.filter((e) => e.kind !== 'multi-part'),
      generators: banks.fisica.generators.filter((g) => !g.buildParts),
    };
    const { questions, preset } = draw('frm', 'fisica', 3, noParts);
    expect(preset.slots.slice(-2)).toEqual([
      { format: 'five-options', points: 20 },
      { format: 'five-options', points: 20 },
    ]);
    expect(questions.every((q) => q.format === undefined && q.options.length === 5)).toBe(true);
  });
});

describe('which regional and subject', () => {
  it('refuses in words a regional we do not describe and a subject the regional does not examine', () => {
    expect(() => regionalSetting({ regional: 'frx' }, 'matematicas')).toThrow(
      new BadRequestError('No conocemos esa facultad regional: elegí una de la lista.'),
    );
    expect(() => regionalSetting({ regional: 'frm' }, 'quimica')).toThrow(
      new BadRequestError('FRM no toma Química en el ingreso: elegí Matemática o Física.'),
    );
    expect(regionalSetting({ regional: 'frm', career: 'quimica' }, 'fisica').plan.regional.code).toBe('FRM');
  });
});

describe('weighted quotas', () => {
  const topics = (entries: Record<string, number>) =>
    new Map(Object.entries(entries)) as Map<TopicId, number>;

  it('gives each topic its whole share first and never more than the bank holds', () => {
    const quotas = weightedQuotas(
      topics({ a: 50, b: 30, c: 20, d: 0 }),
      topics({ a: Number.POSITIVE_INFINITY, b: 1, c: 10, d: 10 }),
      10,
      createRng(1),
    );
    expect(quotas.get('a' as TopicId)).toBeGreaterThanOrEqual(5);
    expect(quotas.get('b' as TopicId)).toBe(1);
    expect(quotas.get('c' as TopicId)).toBeGreaterThanOrEqual(2);
    expect(quotas.has('d' as TopicId)).toBe(false);
    expect([...quotas.values()].reduce((a, b) => a + b, 0)).toBe(10);
  });
});

describe('parts re-pointed to the item’s worth', () => {
  const part = (points: number) =>
    ({ kind: 'multiple-choice', prompt: 'p', options: ['a', 'b'], correctAnswer: 0, points }) as ExercisePart;

  it('keeps their proportions in whole points, at least one each, adding up to the worth', () => {
    expect(scaleParts([part(1), part(1)], 20).map((p) => p.points)).toEqual([10, 10]);
    expect(scaleParts([part(2), part(3), part(5)], 20).map((p) => p.points)).toEqual([4, 6, 10]);
    expect(scaleParts([part(1), part(1), part(1)], 10).map((p) => p.points)).toEqual([4, 3, 3]);
    expect(scaleParts([part(1), part(9)], 4).map((p) => p.points)).toEqual([1, 3]);
  });
});

describe('what the regional’s exam says of the answers', () => {
  it('points per item and per part, the total, the grade and the verdict', () => {
    const { questions, preset } = draw('frm', 'fisica', 5);
    const inParts = questions[6];
    if (inParts?.format !== 'multi-part') throw new Error('slot 7 is in parts');
    const right = (index: number): StoredAnswer => ({
      userAnswer: questions[index]?.correctAnswer ?? 0,
      isCorrect: true,
      timeSpent: 10,
      at: '',
    });
    const answers: Record<string, StoredAnswer> = {
      '0': right(0),
      '1': right(1),
      '2': { ...right(2), isCorrect: false },
      '6': {
        userAnswer: { parts: inParts.parts.map(() => 0) },
        isCorrect: false,
        timeSpent: 10,
        at: '',
        parts: inParts.parts.map((p, i) => ({
          correct: i === 0,
          earned: i === 0 ? p.points : 0,
          possible: p.points,
        })),
        points: { earned: inParts.parts[0]?.points ?? 0, possible: 20 },
      },
    };
    const result = regionalResult({ questions, answers, preset });
    const firstPart = inParts.parts[0]?.points ?? 0;
    expect(result.items.map((item) => item.earned)).toEqual([10, 10, 0, 0, 0, 0, firstPart, 0]);
    expect(result.items.map((item) => item.answered)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      true,
      false,
    ]);
    expect(result.items[6]?.parts?.map((p) => p.possible)).toEqual(inParts.parts.map((p) => p.points));
    expect(result.earned).toBe(20 + firstPart);
    expect(result.possible).toBe(100);
    expect(result.passMark).toEqual({ score: 4, outOf: 10, origin: 'referencia' });
    expect(result.grade).toBe((20 + firstPart) / 10);
    expect(result.approved).toBe(20 + firstPart >= 40);
    expect(result.regional).toEqual({ id: 'frm', code: 'FRM', name: 'Facultad Regional Mendoza' });

    const results = computeResults({ questions, answers, preset });
    expect(results.regional).toEqual(result);
    expect(results.points).toEqual({ earned: result.earned, possible: 100 });
  });
});
