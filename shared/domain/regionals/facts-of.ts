import type { Fact, Regional, Source } from './types.ts';

/** The part of a regional's declaration a fact belongs to, for coverage counts. */
export type FactGroup = 'carreras' | 'curso' | 'materias' | 'programa' | 'formato' | 'fechas';

export interface LocatedFact {
  path: string;
  group: FactGroup;
  fact: Fact<unknown>;
}

/** Every fact a regional declares, with where it sits. */
export function factsOf(regional: Regional): LocatedFact[] {
  const facts: LocatedFact[] = [
    { path: 'careers', group: 'carreras', fact: regional.careers },
    { path: 'course', group: 'curso', fact: regional.course },
    { path: 'character', group: 'curso', fact: regional.character },
    { path: 'universityLife', group: 'curso', fact: regional.universityLife },
  ];
  regional.plans.forEach((plan, p) => {
    facts.push({ path: `plans[${p}].appliesTo`, group: 'materias', fact: plan.appliesTo });
    for (const declared of plan.subjects) {
      const at = `plans[${p}].${declared.subject}`;
      facts.push({ path: `${at}.examined`, group: 'materias', fact: declared.examined });
      if (declared.share) facts.push({ path: `${at}.share`, group: 'materias', fact: declared.share });
      if (declared.programme.basis === 'regional')
        facts.push({
          path: `${at}.programme.coverage`,
          group: 'programa',
          fact: declared.programme.coverage,
        });
      for (const [field, value] of Object.entries(declared.format))
        facts.push({ path: `${at}.format.${field}`, group: 'formato', fact: value as Fact<unknown> });
    }
  });
  for (const intake of regional.intakes) {
    facts.push({ path: `intakes.${intake.id}.course`, group: 'fechas', fact: intake.course });
    facts.push({ path: `intakes.${intake.id}.exams`, group: 'fechas', fact: intake.exams });
  }
  return facts;
}

export const sourcesOf = (source: Source | readonly Source[] | null): readonly Source[] =>
  source === null ? [] : Array.isArray(source) ? (source as readonly Source[]) : [source as Source];

/** Every source a regional cites, once each, in the order first cited. */
export function citedSources(regional: Regional): Source[] {
  const all = [
    ...factsOf(regional).flatMap(({ fact }) => sourcesOf(fact.source)),
    ...regional.plans.flatMap((plan) =>
      plan.subjects.flatMap((declared) =>
        declared.programme.basis === 'regional'
          ? declared.programme.units.flatMap((unit) => sourcesOf(unit.source))
          : [],
      ),
    ),
    ...regional.pastExams.map((exam) => exam.source),
    ...regional.intakes.flatMap((intake) => intake.observed.map((seen) => seen.source)),
  ];
  const byUrl = new Map<string, Source>();
  for (const source of all) if (!byUrl.has(source.url)) byUrl.set(source.url, source);
  return [...byUrl.values()];
}
