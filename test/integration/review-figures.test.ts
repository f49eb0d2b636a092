import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentBank } from '../../functions/content/bank.ts';
import { routes } from '../../shared/api/routes.ts';
import { pointAtLocalServices } from './environment.ts';
import { fakeClock, inProcessHandlers, json } from './in-process.ts';
import { loginSubscriber, type Student } from './session.ts';

/**
 * A review item whose exercise has a figure carries it, as the exercise's own page does (#30): the
 * wrong answer goes through the local server on the real clock, the review a day later through the
 * same handler in this process with only Date faked.
 */
const services = pointAtLocalServices();
process.env.CONTENT_DIR = path.join(import.meta.dirname, '..', '..', 'build', 'content');

const DAY = 24 * 60 * 60_000;

const invoke = inProcessHandlers(['practice-review']);
const clockAt = fakeClock();

async function api(student: Student, method: 'GET' | 'POST', url: string, body?: unknown) {
  const response = await fetch(`${services.apiUrl}${url}`, {
    method,
    headers: {
      cookie: student.cookie,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function reviewAt(student: Student, at: number) {
  clockAt(at);
  const answer = await invoke('practice-review', { path: '/api/practice/review', cookie: student.cookie });
  expect(answer.statusCode, answer.body).toBe(200);
  return routes.review.response.parse(json(answer)).review;
}

const drawnChoices = contentBank.fisica.exercises.filter(
  (e) => e.kind === 'multiple-choice' && e.figure !== undefined,
);
const undrawnChoice = contentBank.fisica.exercises.find(
  (e) => e.kind === 'multiple-choice' && e.figure === undefined,
);

describe('figures in the review (#30)', () => {
  it('shows a missed exercise’s figure in the review, as its page does, and never its key', async () => {
    const exercise = drawnChoices[0];
    if (exercise?.kind !== 'multiple-choice' || !undrawnChoice)
      throw new Error('the bank lacks a drawn choice');
    const student = await loginSubscriber(services.sesEndpoint);
    const missedAt = Date.now();
    for (const missed of [exercise, undrawnChoice]) {
      if (missed.kind !== 'multiple-choice') continue;
      const verified = await api(
        student,
        'POST',
        `/api/educational/fisica/ejercicios/${missed.id}/verificar`,
        {
          respuesta: (missed.correctAnswer + 1) % missed.options.length,
          timeSpent: 40,
        },
      );
      expect(verified.status).toBe(200);
    }
    const page = await api(student, 'GET', `/api/educational/fisica/ejercicios/${exercise.id}`);
    const shown = routes.exercise.response.parse(page.body).data.figura;

    const review = await reviewAt(student, missedAt + DAY + 60_000);

    const drawn = review.items.find((item) => item.id === exercise.id);
    const plain = review.items.find((item) => item.id === undrawnChoice.id);
    expect(drawn?.figure).toEqual({ svg: exercise.figure?.svg, alt: exercise.figure?.alt });
    expect(drawn?.figure).toEqual(shown);
    expect(drawn?.figure?.svg).toMatch(/^<svg[\s\S]*<title id="[^"]+">[^<]+<\/title><desc id="[^"]+">/);
    expect(plain).toBeDefined();
    expect(plain).not.toHaveProperty('figure');
    // The key stays on the server: the item names no answer and carries no explanation.
    expect(Object.keys(drawn ?? {})).not.toContain('correctAnswer');
    expect(JSON.stringify(drawn)).not.toContain(exercise.explanation.slice(0, 40));
  });
});
