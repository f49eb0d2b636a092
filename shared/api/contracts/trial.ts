import { subjectIds } from '../../domain/subjects.ts';
import * as z from '../zod.ts';

/** Questions in a free trial and the time it gives for all of them. */
export const TRIAL_QUESTION_COUNT = 5;
export const TRIAL_TIME_LIMIT_SECONDS = 10 * 60;

export const startTrialRequest = z
  .object({
    subject: z.enum(subjectIds, { error: 'Elegí una materia: Matemática, Física o Química.' }),
  })
  .strict();

/** A trial's id: 128 random bits in base64url. */
export const trialIdSchema = z
  .string({ error: 'El identificador de la prueba no es válido.' })
  .regex(/^[A-Za-z0-9_-]{22}$/, { error: 'El identificador de la prueba no es válido.' });

export const trialParams = z.object({ id: trialIdSchema });

/** A question as the visitor sees it before answering: never the answer, never the explanation. */
const trialQuestionSchema = z
  .object({ topic: z.string(), question: z.string(), options: z.array(z.string()) })
  .strict();

/** The result of one question: answered, or left unanswered (userAnswer null) once the trial is over. */
export const trialAnswerSchema = z.object({
  questionIndex: z.number().int(),
  userAnswer: z.number().int().nullable(),
  isCorrect: z.boolean(),
  correctAnswer: z.number().int(),
  explanation: z.string(),
});

export const trialResultsSchema = z.object({
  correctAnswers: z.number().int(),
  totalQuestions: z.number().int(),
  /** Percent of all the questions, unanswered ones counting as wrong. */
  accuracy: z.number().int(),
  /** The same on the exam's 10-point scale. */
  grade: z.number(),
  /** Whether this grade would reach the real exam's pass mark (4/10). */
  passes: z.boolean(),
  /** Points above (positive) or below (negative) the pass mark. */
  marginToPass: z.number(),
});

export const trialSchema = z.object({
  id: z.string(),
  subject: z.enum(subjectIds),
  deadline: z.string(),
  /** Seconds left when the server answered, so the visitor's clock does not need to agree with ours. */
  secondsLeft: z.number().int(),
  finished: z.boolean(),
  questions: z.array(trialQuestionSchema),
  /** Answered questions only while the trial runs; every question once it is over. */
  answers: z.array(trialAnswerSchema),
  results: trialResultsSchema.nullable(),
});

export const trialResponse = z.object({ success: z.literal(true), trial: trialSchema });

export const answerTrialRequest = z
  .object({
    questionIndex: z
      .number()
      .int()
      .min(0)
      .max(TRIAL_QUESTION_COUNT - 1),
    userAnswer: z.number().int().min(0).max(9),
  })
  .strict();

export const answerTrialResponse = z.object({
  success: z.literal(true),
  isCorrect: z.boolean(),
  correctAnswer: z.number().int(),
  explanation: z.string(),
  /** True once every question is answered: the results are ready. */
  finished: z.boolean(),
});
