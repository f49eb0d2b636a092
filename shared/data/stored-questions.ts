import * as z from '../api/zod.ts';
import { allTopicIds, type TopicId } from '../domain/subjects.ts';

/*
 * The parts of a question that the trials and the simulators store, as functions that build each
 * schema: an entity module builds its item schemas from them inside `itemSchema(() => …)`, so a bundle
 * that never reads a trial or a simulator carries none of it (ADR 0093). The content bank's figure is
 * built here too, so the stored drawing and the bank's are one schema.
 */

/** A drawing: a self-contained `<svg …>…</svg>` with a viewBox, no scripts, no external references. */
export const figureShape = () =>
  z.object({
    svg: z
      .string()
      .regex(/^<svg[\s\S]*<\/svg>$/)
      .refine((svg) => !/<script|href="http|on[a-z]+=/i.test(svg), 'svg sin scripts ni enlaces externos'),
    /** What the figure shows, for screen readers and the booklets' caption. */
    alt: z.string().min(10),
  });

/** What every stored question has, whatever its format. */
export const storedQuestionBase = () => ({
  sourceId: z.string(),
  topic: z.enum(allTopicIds as [TopicId, ...TopicId[]]),
  question: z.string(),
  explanation: z.string(),
  /** The drawing the statement refers to. */
  figure: figureShape().optional(),
});

/** A question with options as the server keeps it: the answer and explanation never leave before it is answered. */
export const storedQuestionShape = () =>
  z.object({ ...storedQuestionBase(), options: z.array(z.string()), correctAnswer: z.number() });

/** One chosen option and whether it was right. */
export const storedChoiceShape = () =>
  z.object({ userAnswer: z.number(), isCorrect: z.boolean(), at: z.string() });
