import type { SubjectId } from '../../../shared/domain/subjects.ts';
import type { Exercise, SubjectContent } from '../schema.ts';
import { applyConversions, type ExamFormatConversions } from './convert.ts';
import { conversions as fisicaConversions } from './fisica/conversions.ts';
import { problems as fisicaProblems } from './fisica/multi-part.ts';
import { partsGenerators } from './generators/index.ts';
import { conversions as matematicasConversions } from './matematicas/conversions.ts';
import { problems as matematicasProblems } from './matematicas/multi-part.ts';
import { conversions as quimicaConversions } from './quimica/conversions.ts';
import { problems as quimicaProblems } from './quimica/multi-part.ts';

/*
 * The exam's formats in the bank (#31, ADR 0072): each subject's items converted in place to five
 * options or a typed answer, and its problems in parts, written for this. A subject's index passes its
 * exercises through `withExamFormats` once.
 */

const bySubject: Record<SubjectId, { conversions: ExamFormatConversions; problems: readonly Exercise[] }> = {
  matematicas: { conversions: matematicasConversions, problems: matematicasProblems },
  fisica: { conversions: fisicaConversions, problems: fisicaProblems },
  quimica: { conversions: quimicaConversions, problems: quimicaProblems },
};

/**
 * The subject's content with its conversions applied, its problems in parts after its exercises and
 * its generators that also write problems in parts after its generators.
 */
export function withExamFormats(subject: SubjectId, content: SubjectContent): SubjectContent {
  const { conversions, problems } = bySubject[subject];
  return {
    ...content,
    exercises: [...applyConversions(content.exercises, conversions), ...problems],
    generators: [...content.generators, ...partsGenerators[subject]],
  };
}

/** The conversions of a subject, for the tests that hold them to the rules. */
export const examFormatConversions: Record<SubjectId, ExamFormatConversions> = {
  matematicas: matematicasConversions,
  fisica: fisicaConversions,
  quimica: quimicaConversions,
};
