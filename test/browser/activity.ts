import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { answeredByChoosing } from '../../functions/content/schema.ts';
import type { SubjectId } from '../../shared/domain/subjects.ts';

/** What a student's answers add up to, kept by the test to check the pages against. */
export interface Tally {
  correct: number;
  total: number;
  seconds: number;
  bySubject: Map<string, { correct: number; total: number }>;
  byTopic: Map<string, { subject: string; topic: string; correct: number; total: number }>;
}

export function newTally(): Tally {
  return { correct: 0, total: 0, seconds: 0, bySubject: new Map(), byTopic: new Map() };
}

function count(tally: Tally, subject: string, topic: string, correct: boolean, seconds: number) {
  tally.correct += correct ? 1 : 0;
  tally.total += 1;
  tally.seconds += seconds;
  const s = tally.bySubject.get(subject) ?? { correct: 0, total: 0 };
  tally.bySubject.set(subject, { correct: s.correct + (correct ? 1 : 0), total: s.total + 1 });
  const key = `${subject}/${topic}`;
  const t = tally.byTopic.get(key) ?? { subject, topic, correct: 0, total: 0 };
  tally.byTopic.set(key, { ...t, correct: t.correct + (correct ? 1 : 0), total: t.total + 1 });
}

export const accuracy = (part: { correct: number; total: number }) =>
  part.total === 0 ? 0 : Math.round((part.correct / part.total) * 100);

/**
 * Answers authored exercises of one topic through the verify endpoint, with the signed-in student's
 * cookie: the first `correct` right and the next `wrong` wrong, on purpose, from the content's keys.
 * `skip` leaves out the first exercises so two calls never answer the same one.
 */
export async function practise(
  page: Page,
  baseUrl: string,
  tally: Tally,
  plan: {
    subject: SubjectId;
    topic: string;
    correct: number;
    wrong: number;
    seconds?: number;
    skip?: number;
  },
): Promise<void> {
  const exercises = contentBank[plan.subject].exercises
    .filter(answeredByChoosing)
    .filter((exercise) => exercise.topic === plan.topic)
    .slice(plan.skip ?? 0);
  const seconds = plan.seconds ?? 60;
  for (let i = 0; i < plan.correct + plan.wrong; i++) {
    const exercise = exercises[i];
    if (!exercise) throw new Error(`not enough exercises in ${plan.subject}/${plan.topic}`);
    const right = i < plan.correct;
    const respuesta =
      exercise.kind === 'true-false'
        ? right === exercise.correctAnswer
        : right
          ? exercise.correctAnswer
          : (exercise.correctAnswer + 1) % exercise.options.length;
    const response = await page.request.post(
      `${baseUrl}/api/educational/${plan.subject}/ejercicios/${exercise.id}/verificar`,
      { data: { respuesta, timeSpent: seconds } },
    );
    expect(response.status(), await response.text()).toBe(200);
    expect((await response.json()).data.esCorrecta).toBe(right);
    count(tally, plan.subject, exercise.topic, right, seconds);
  }
}

/** Creates a 10-question simulator, answers every question with the first option and completes it. */
export async function runSimulator(
  page: Page,
  baseUrl: string,
  tally: Tally,
  plan: { userId: string; subject: SubjectId; topics: string[]; secondsEach?: number },
): Promise<{ id: string; accuracy: number }> {
  const api = async (path: string, data?: unknown) => {
    const response =
      data === undefined
        ? await page.request.get(`${baseUrl}${path}`)
        : await page.request.post(`${baseUrl}${path}`, { data });
    expect(response.status(), await response.text()).toBe(200);
    return response.json();
  };
  const created = await api('/api/simulators/create', {
    subject: plan.subject,
    difficulty: 'medio',
    numQuestions: 10,
    timeLimit: 30,
    selectedTopics: plan.topics,
    userId: plan.userId,
  });
  const id: string = created.simulator.id;
  const { simulator } = await api(`/api/simulators/${id}`);
  const seconds = plan.secondsEach ?? 30;
  for (const [index, question] of (simulator.questions as { topic: string }[]).entries()) {
    const answer = await api(`/api/simulators/${id}/answer`, {
      questionIndex: index,
      userAnswer: 0,
      timeSpent: seconds,
    });
    count(tally, plan.subject, question.topic, answer.isCorrect, 0);
  }
  const { results } = await api(`/api/simulators/${id}/complete`, { userId: plan.userId });
  // The server keeps no more time per question than really passed, so the claimed seconds are capped.
  tally.seconds += results.totalTimeSpent;
  return { id, accuracy: results.accuracy };
}
