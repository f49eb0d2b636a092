import type { PracticeState } from '../../../shared/api/contracts/educational.ts';
import type { SubjectId } from '../../../shared/domain/subjects.ts';
import type { CatalogExercise } from '../../content/catalog.ts';
import { recordPractice } from '../data/attempts.ts';
import {
  claimPracticeDay,
  type ExerciseProgress,
  type ExerciseRef,
  progressOf,
  recordReveal,
  recordTry,
} from '../data/exercise-progress.ts';
import { recordMetrics } from '../metrics.ts';
import {
  exerciseDetailView,
  listedExerciseView,
  solutionView,
  subjectDetailView,
  verificationView,
} from './api-view.ts';
import { exercisesOf, findExercise, gradeExercise, subject } from './bank-lookup.ts';
import type { GivenAnswer } from './grading.ts';
import { subjectAnswers, topicMastery } from './topic-mastery.ts';

/** A tab left open is not study: one exercise counts for at most this much time. */
const MAX_PRACTICE_SECONDS = 20 * 60;

/** How an exercise reads in a list: not tried yet, tried without a right answer, or solved. */
export function practiceState(
  progress: Pick<ExerciseProgress, 'tries' | 'solvedAt' | 'revealedAt'> | undefined,
) {
  if (!progress) return 'pendiente';
  if (progress.solvedAt) return 'resuelto';
  return progress.tries > 0 || progress.revealedAt ? 'intentado' : 'pendiente';
}

function statesById(records: readonly ExerciseProgress[]): Map<string, PracticeState> {
  return new Map(records.map((record) => [record.exerciseId, practiceState(record)]));
}

/**
 * The exercise to offer after this one: the first of the topic, in order and starting after it, that
 * the student has not solved. Null when every other exercise of the topic is solved.
 */
export function nextUnsolved(
  topicExercises: readonly { id: string }[],
  currentId: string,
  states: ReadonlyMap<string, PracticeState>,
): string | null {
  const index = topicExercises.findIndex((exercise) => exercise.id === currentId);
  const after = [...topicExercises.slice(index + 1), ...topicExercises.slice(0, Math.max(index, 0))];
  return after.find((exercise) => states.get(exercise.id) !== 'resuelto')?.id ?? null;
}

function refOf(subjectId: SubjectId, exercise: CatalogExercise): ExerciseRef {
  return { subject: subjectId, topic: exercise.topic, exerciseId: exercise.id };
}

/** The subject with each exercise marked for this student, and their mastery per topic. */
export async function subjectForStudent(userId: string, subjectId: string, now = new Date()) {
  const { id, content } = subject(subjectId);
  const [progress, answers] = await Promise.all([
    progressOf(userId, id),
    subjectAnswers(userId, id, content, now),
  ]);
  const states = statesById(progress);
  return subjectDetailView(
    id,
    content,
    (exerciseId) => states.get(exerciseId) ?? 'pendiente',
    topicMastery(id, content, answers),
  );
}

/** A subject's exercises, or one topic's, each marked for this student. */
export async function exercisesForStudent(userId: string, subjectId: string, topic?: string) {
  const exercises = exercisesOf(subjectId, topic);
  const states = statesById(await progressOf(userId, subject(subjectId).id, topic));
  return exercises.map((e) => listedExerciseView(e, states.get(e.id) ?? 'pendiente'));
}

/** One exercise, where the student stands on it, and the ways on through its topic. */
export async function exerciseForStudent(userId: string, subjectId: string, exerciseId: string) {
  const { subjectId: id, exercise } = findExercise(subjectId, exerciseId);
  const sameTopic = subject(id).content.exercises.filter((e) => e.topic === exercise.topic);
  const states = statesById(await progressOf(userId, id, exercise.topic));
  const index = sameTopic.findIndex((e) => e.id === exercise.id);
  return exerciseDetailView(exercise, states.get(exercise.id) ?? 'pendiente', {
    previous: sameTopic[index - 1]?.id ?? null,
    next: sameTopic[index + 1]?.id ?? null,
    nextUnsolved: nextUnsolved(sameTopic, exercise.id, states),
  });
}

/**
 * Grades one answer. The day's first answer to an exercise moves the statistics (see recordPractice);
 * every later one is graded and kept, not counted. The key and the explanation go back only with a
 * right answer, or with a wrong true/false one, whose only other option is the key anyway. A problem
 * in parts is right when every part is; each part's grade goes back with it.
 */
export async function answerExercise(
  userId: string,
  input: { subjectId: string; exerciseId: string; answer: GivenAnswer; timeSpent?: number },
  now = new Date(),
) {
  const { subjectId, exercise } = findExercise(input.subjectId, input.exerciseId);
  const details = gradeExercise(exercise, input.answer);
  const correct = details.correct;
  const at = now.toISOString();
  const revealed = correct || exercise.kind === 'true-false';
  // The answer with its statistics, and the student's record of the exercise: independent writes.
  const [counted] = await Promise.all([
    recordPractice(userId, {
      exerciseId: exercise.id,
      subject: subjectId,
      topic: exercise.topic,
      correct,
      at,
      source: 'practice',
      timeSpentSeconds: Math.min(input.timeSpent ?? 0, MAX_PRACTICE_SECONDS),
    }),
    recordTry(userId, refOf(subjectId, exercise), { correct, revealed: revealed && !correct }, at),
  ]);
  recordMetrics({ AnswersVerified: 1, AnswersCorrect: correct ? 1 : 0 }, { userId, subject: subjectId });
  return verificationView(exercise, { correct, firstAttempt: counted, revealed, details });
}

/**
 * "Ver solución": the key and the explanation. Asked for before any answer of the day, it takes that
 * day's counted answer, so knowing the key cannot turn into a counted right answer.
 */
export async function revealSolution(
  userId: string,
  input: { subjectId: string; exerciseId: string },
  now = new Date(),
) {
  const { subjectId, exercise } = findExercise(input.subjectId, input.exerciseId);
  const at = now.toISOString();
  await claimPracticeDay(userId, exercise.id, at);
  await recordReveal(userId, refOf(subjectId, exercise), at);
  return solutionView(exercise);
}
