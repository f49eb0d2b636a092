/**
 * Subtopics the exams ask that shared/domain/syllabus-map does not have yet (#31). Problems that test
 * them name one of these as `proposedSubtopic`; the map's owner adds them with units and weights.
 */
export const proposedSubtopics: Readonly<Record<string, { readonly id: string; readonly title: string }>> =
  {};
