import { describe, expect, it } from 'vitest';
import { regionalPresetViewSchema } from '../api/contracts/regional-preset.ts';
import { EXAM_PASS_MARK } from './exam.ts';
import {
  generalReference,
  planRegionalExam,
  presetSubjects,
  regionalPresetChoices,
  regionalVerdict,
} from './regional-exam.ts';
import { fact, READ_ON, seminarioPlan, seminarioSubjects, unknownFormat } from './regionals/facts.ts';
import { type Regional, regionalById, regionals, type Source } from './regionals/index.ts';

const byId = (id: string) => regionalById(id) as Regional;

const plans = regionals.flatMap((regional) =>
  presetSubjects(regional).map((subject) => {
    const plan = planRegionalExam(regional, subject);
    if (!plan) throw new Error(`${regional.id} ${subject}: no plan`);
    return [`${regional.id} ${subject}`, plan] as const;
  }),
);

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('a regional’s simulacro, figure by figure', () => {
  it.each(plans)(
    '%s: as many items as the exam, points adding up to its total, open items as said',
    (_, plan) => {
      const { figures, slots } = plan;
      expect(slots).toHaveLength(figures.items.value);
      expect(sum(slots.map((slot) => slot.points))).toBe(figures.totalPoints.value);
      for (const slot of slots) expect(Number.isInteger(slot.points) && slot.points > 0).toBe(true);
      const open = slots.filter((slot) => slot.format === 'numeric' || slot.format === 'multi-part');
      expect(open).toHaveLength(figures.openItems.value);
      // Choices first, then typed values, then problems in parts, as the papers set them.
      const rank = { 'five-options': 0, 'multiple-choice': 0, numeric: 1, 'multi-part': 2 };
      const ranks = slots.map((slot) => rank[slot.format]);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      const choice = figures.optionsPerItem.value >= 5 ? 'five-options' : 'multiple-choice';
      for (const slot of slots.slice(0, slots.length - open.length)) expect(slot.format).toBe(choice);
      // What the simulator keeps of it is what the contract describes.
      const { subject: _subject, ...kept } = plan;
      expect(regionalPresetViewSchema.parse(kept)).toEqual(kept);
    },
  );

  it('FRM Física: the upper end of its 7–8 items, its 90 minutes and points, both open items in parts', () => {
    const plan = planRegionalExam(byId('frm'), 'fisica');
    expect(plan?.figures.items).toMatchObject({ value: 8, origin: 'fuente', range: { min: 7, max: 8 } });
    expect(plan?.figures.durationMinutes).toMatchObject({ value: 90, origin: 'fuente' });
    expect(
      plan?.figures.durationMinutes.origin === 'fuente' && plan.figures.durationMinutes.sources[0]?.url,
    ).toMatch(/^https:\/\/github\.com\/Teksi75\/pre_utn\/blob\//);
    expect(plan?.figures.optionsPerItem).toMatchObject({ value: 5, origin: 'fuente' });
    expect(plan?.topics).toBe('regional');
    // Its published exams: ten points a choice, the two developed problems share the other forty.
    expect(plan?.slots).toEqual([
      ...Array(6).fill({ format: 'five-options', points: 10 }),
      { format: 'multi-part', points: 20 },
      { format: 'multi-part', points: 20 },
    ]);
  });

  it('FRM Matemática: ten items of ten points; its unknown duration and pass mark come from the reference, saying why', () => {
    const plan = planRegionalExam(byId('frm'), 'matematicas');
    expect(plan?.slots.map((slot) => slot.points)).toEqual(Array(10).fill(10));
    expect(plan?.slots.filter((slot) => slot.format === 'numeric')).toHaveLength(2);
    expect(plan?.slots.filter((slot) => slot.format === 'multi-part')).toHaveLength(2);
    expect(plan?.figures.durationMinutes).toEqual({
      value: generalReference.durationMinutes,
      origin: 'referencia',
      why: 'Los exámenes publicados no dicen cuánto dura la prueba.',
    });
    expect(plan?.figures.passMark).toMatchObject({
      value: { score: EXAM_PASS_MARK, outOf: 10 },
      origin: 'referencia',
    });
    expect(plan?.figures.workingGraded).toMatchObject({ value: true, origin: 'fuente' });
  });

  it('a regional with no source on its exam: every figure is the general reference, none claims a source', () => {
    const plan = planRegionalExam(byId('frc'), 'matematicas');
    for (const figure of Object.values(plan?.figures ?? {})) expect(figure.origin).toBe('referencia');
    expect(plan?.figures.items.value).toBe(generalReference.items);
    expect(plan?.figures.recovery.value).toBeNull();
    expect(plan?.topics).toBe('mapa-nacional');
    expect(plan?.slots.map((slot) => slot.format)).toEqual([
      ...Array(7).fill('five-options'),
      'numeric',
      'multi-part',
      'multi-part',
    ]);
  });

  it('a sourced recovery is kept beside reference figures (FRBB)', () => {
    const plan = planRegionalExam(byId('frbb'), 'fisica');
    expect(plan?.figures.recovery).toMatchObject({
      origin: 'fuente',
      value: expect.stringMatching(/recuperatorio/),
    });
    expect(plan?.figures.items.origin).toBe('referencia');
  });
});

describe('which subjects are offered', () => {
  it('only the subjects a regional examines: Química nowhere, since no source lists it', () => {
    for (const choice of regionalPresetChoices()) {
      expect(choice.subjects, choice.id).not.toContain('quimica');
      expect(choice.subjects.length, choice.id).toBeGreaterThan(0);
    }
    expect(planRegionalExam(byId('frm'), 'quimica')).toBeUndefined();
  });

  it('Química, with a sourced pass mark, the day a regional is shown to examine it', () => {
    const source: Source = {
      url: 'https://example.org/q',
      readOn: READ_ON,
      kind: 'regional',
      title: 'Crafted',
    };
    const [matematicas] = seminarioSubjects();
    const crafted: Regional = {
      ...byId('frc'),
      id: 'frx',
      plans: [
        seminarioPlan([
          matematicas as never,
          {
            subject: 'quimica',
            examined: fact(true, source),
            programme: { basis: 'seminario-nacional', note: 'x' },
            format: { ...unknownFormat(), passMark: fact({ score: 6, outOf: 10 }, source) },
          },
        ]),
      ],
    };
    expect(presetSubjects(crafted)).toEqual(['matematicas', 'quimica']);
    expect(planRegionalExam(crafted, 'quimica')?.figures.passMark).toEqual({
      value: { score: 6, outOf: 10 },
      origin: 'fuente',
      sources: [{ url: source.url, title: source.title }],
    });
    expect(planRegionalExam(crafted, 'fisica')).toBeUndefined();
  });
});

describe('what the exam would say', () => {
  it('decides on the exact points and gives the grade on the pass mark’s scale', () => {
    const six = { score: 6, outOf: 10 };
    expect(regionalVerdict({ earned: 75, possible: 100 }, six)).toEqual({ grade: 7.5, approved: true });
    expect(regionalVerdict({ earned: 60, possible: 100 }, six)).toEqual({ grade: 6, approved: true });
    expect(regionalVerdict({ earned: 59, possible: 100 }, six)).toEqual({ grade: 5.9, approved: false });
    expect(regionalVerdict({ earned: 2, possible: 3 }, six)).toEqual({ grade: 6.67, approved: true });
    expect(regionalVerdict({ earned: 0, possible: 0 }, six)).toEqual({ grade: 0, approved: false });
  });
});
