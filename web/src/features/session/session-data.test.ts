import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListedExercise, PlanToday, ReviewItem } from './api.ts';

vi.mock('./api.ts', () => ({
  fetchReviewItems: vi.fn(),
  fetchPlanToday: vi.fn(),
  fetchGoal: vi.fn(),
  fetchMastery: vi.fn(),
  fetchTopicExercises: vi.fn(),
}));

const api = await import('./api.ts');
const { goalMet, loadSession } = await import('./session-data.ts');

const reviewItem = (id: string): ReviewItem => ({
  id,
  variant: 0,
  subject: 'matematicas',
  topic: 'trigonometria',
  subtopic: null,
  kind: 'multiple-choice',
  generated: false,
  question: '¿?',
  options: ['a', 'b'],
  due: '2026-11-29T12:00:00.000Z',
  lapses: 1,
});

const exercise = (
  id: string,
  tipo: ListedExercise['tipo'],
  estado: ListedExercise['estado'],
): ListedExercise => ({
  id,
  tipo,
  estado,
  pregunta: '¿?',
  tema: 'mecanica',
  dificultad: 'facil',
  opciones: tipo === 'opcion-multiple' ? ['a', 'b', 'c'] : [],
});

const planItem = (title: string, suggested: number) =>
  ({
    subject: 'fisica',
    topic: 'mecanica',
    subtopic: `mecanica.${title}`,
    title,
    reason: 'debil',
    thisWeek: { answered: 0, correct: 0 },
    suggested,
  }) as PlanToday['items'][number];

describe('putting the day’s session together', () => {
  beforeEach(() => {
    vi.mocked(api.fetchReviewItems).mockResolvedValue({ ok: true, data: [reviewItem('mat-repaso-1')] });
    vi.mocked(api.fetchPlanToday).mockResolvedValue({
      ok: true,
      data: {
        reviewsDue: 1,
        items: [planItem('MRU', 2), planItem('Newton', 2)],
        doneToday: 0,
        dailyGoal: 10,
      },
    });
    vi.mocked(api.fetchGoal).mockResolvedValue({
      ok: true,
      data: {
        dailyGoal: 10,
        today: '2026-11-29',
        doneToday: 0,
        metToday: false,
        streak: 2,
        bestStreak: 2,
        week: [],
        reminder: false,
      },
    });
    vi.mocked(api.fetchMastery).mockResolvedValue(null);
    vi.mocked(api.fetchTopicExercises).mockResolvedValue({
      ok: true,
      data: [
        exercise('fis-resuelto', 'opcion-multiple', 'resuelto'),
        exercise('fis-tipeado', 'numerica', 'pendiente'),
        exercise('fis-partes', 'multiparte', 'pendiente'),
        exercise('fis-vf', 'verdadero-falso', 'intentado'),
        exercise('fis-nuevo', 'opcion-multiple', 'pendiente'),
      ],
    });
  });

  it('asks for a topic shared by two subtopics once, and takes only exercises answered by choosing, unsolved first', async () => {
    const result = await loadSession(new AbortController().signal);
    expect(api.fetchTopicExercises).toHaveBeenCalledTimes(1);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const ids = result.data.steps.map((step) =>
      step.kind === 'review' ? step.item.id : step.item.exercise.id,
    );
    expect(ids).toEqual(['mat-repaso-1', 'fis-nuevo', 'fis-vf', 'fis-resuelto']);
    expect(result.data.outcomes).toEqual([null, null, null, null]);
    expect(result.data).toMatchObject({
      day: '2026-11-29',
      before: null,
      goal: { dailyGoal: 10, streak: 2 },
    });
  });

  it('gives the failure of any read, so the page can offer to try again', async () => {
    vi.mocked(api.fetchPlanToday).mockResolvedValue({ ok: false, status: 0 });
    expect(await loadSession(new AbortController().signal)).toEqual({ ok: false, status: 0 });
  });
});

describe('whether the day’s goal is reached', () => {
  it('believes the server, and also the count when the session itself reached the goal', () => {
    expect(goalMet({ metToday: true, dailyGoal: 10, doneToday: 3 })).toBe(true);
    expect(goalMet({ metToday: false, dailyGoal: 1, doneToday: 1 })).toBe(true);
    expect(goalMet({ metToday: false, dailyGoal: 10, doneToday: 9 })).toBe(false);
    expect(goalMet({ metToday: false, dailyGoal: null, doneToday: 40 })).toBe(false);
  });
});
