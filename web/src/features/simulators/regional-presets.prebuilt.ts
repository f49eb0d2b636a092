import {
  planRegionalExam,
  presetSubjects,
  type RegionalExamPlan,
} from '../../../../shared/domain/regional-exam.ts';
import { type CareerId, careerIds, regionals } from '../../../../shared/domain/regionals/index.ts';
import type { SubjectId } from '../../../../shared/domain/subjects.ts';

/**
 * Every regional's simulacro, worked out when the site is built (web/prebuilt.ts): the browser gets the
 * plans as data, not the sourced declarations and the syllabus map they come from. The same function
 * sets the simulator on the server, so what the page announces is what the simulacro asks.
 */
export type PresetPlan = Omit<RegionalExamPlan, 'regional' | 'subject' | 'career'>;

export interface RegionalPresetChoice {
  id: string;
  code: string;
  name: string;
  city: string;
  /** The simulacro of each subject it examines, for any career. */
  plans: Partial<Record<SubjectId, PresetPlan>>;
  /** Only for a career whose plans differ from those above (none does today). */
  careers?: Partial<Record<CareerId, Partial<Record<SubjectId, PresetPlan>>>>;
}

function plansFor(regional: (typeof regionals)[number], career?: CareerId) {
  return Object.fromEntries(
    presetSubjects(regional, career).flatMap((subject) => {
      const plan = planRegionalExam(regional, subject, career);
      if (!plan) return [];
      const { regional: _regional, subject: _subject, career: _career, ...rest } = plan;
      return [[subject, rest]];
    }),
  ) as Partial<Record<SubjectId, PresetPlan>>;
}

/** Sorted by name, as the faculty selects of the site list them. */
export const regionalPresets: RegionalPresetChoice[] = regionals
  .map((regional) => {
    const plans = plansFor(regional);
    const careers = Object.fromEntries(
      careerIds.flatMap((career) => {
        const own = plansFor(regional, career);
        return JSON.stringify(own) === JSON.stringify(plans) ? [] : [[career, own]];
      }),
    );
    return {
      id: regional.id,
      code: regional.code,
      name: regional.name,
      city: regional.city,
      plans,
      ...(Object.keys(careers).length ? { careers } : {}),
    };
  })
  .sort((a, b) => a.name.localeCompare(b.name, 'es'));
