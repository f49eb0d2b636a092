import { describe, expect, it } from 'vitest';
import type { TopicId } from '../../../shared/domain/subjects.ts';
import { reviewSummary } from './home.ts';

const item = (id: string, subject: 'matematicas' | 'fisica', topic: TopicId) => ({
  id,
  variant: 0,
  subject,
  topic,
  subtopic: null,
  kind: 'multiple-choice' as const,
  generated: false,
  question: '¿Cuánto es $2+2$?',
  options: ['3', '4'],
  due: '2026-11-29T10:00:00.000Z',
  lapses: 1,
});

describe('reviewSummary', () => {
  it('keeps the counts and names the first three topics due, each once, without the questions', () => {
    const summary = reviewSummary({
      items: [
        item('mat-a-1', 'matematicas', 'funciones'),
        item('mat-a-2', 'matematicas', 'funciones'),
        item('fis-b-1', 'fisica', 'mecanica'),
        item('mat-c-1', 'matematicas', 'algebra-basica'),
        item('fis-d-1', 'fisica', 'ondas'),
      ],
      dueNow: 27,
      laterToday: 2,
      nextDue: '2026-11-29T11:00:00.000Z',
      scheduled: 40,
    });

    expect(summary).toEqual({
      dueNow: 27,
      laterToday: 2,
      nextDue: '2026-11-29T11:00:00.000Z',
      scheduled: 40,
      topics: [
        { subject: 'matematicas', topic: 'funciones' },
        { subject: 'fisica', topic: 'mecanica' },
        { subject: 'matematicas', topic: 'algebra-basica' },
      ],
    });
  });
});
