import { describe, expect, it } from 'vitest';
import { syllabusMap } from '../../../shared/domain/syllabus-map/index.ts';
import { contentBank } from '../../content/bank.ts';
import { toCatalog } from '../../content/catalog.ts';
import type { PlacedAnswer } from '../statistics/mastery.ts';
import { topicMastery } from './topic-mastery.ts';

const catalog = toCatalog(contentBank.matematicas);
/** The topic's subtopics in the map's order, those with exercises. */
const subtopicsOf = (topic: string) =>
  (syllabusMap.matematicas.find((t) => t.topic === topic)?.subtopics ?? [])
    .map((s) => s.id)
    .filter((id) => catalog.exercises.some((e) => e.subtopic === id));
const [first, second, third] = subtopicsOf('funciones') as [string, string, string];
const answers = (subtopic: string, results: boolean[], ageDays = 0): PlacedAnswer[] =>
  results.map((correct) => ({ subtopic, correct, ageDays, source: 'practice' }));
const functions = (placed: PlacedAnswer[]) =>
  topicMastery('matematicas', catalog, placed).find((t) => t.tema === 'funciones');

describe('topicMastery', () => {
  it('states a figure only from three answers', () => {
    expect(functions(answers(first, [true, true]))?.dominio).toBeNull();
    expect(functions(answers(first, [true, true, true]))?.dominio).toBe(80);
  });

  it('weighs older answers less', () => {
    const recentMiss = [...answers(first, [true, true], 60), ...answers(first, [false])];
    const oldMiss = [...answers(first, [false], 60), ...answers(first, [true, true])];
    expect(functions(recentMiss)?.dominio).toBeLessThan(functions(oldMiss)?.dominio ?? 0);
  });

  it('practises the weakest subtopic with a miss, never one answered all right', () => {
    const placed = [...answers(first, [true, true]), ...answers(third, [false, true])];
    expect(functions(placed)?.practicar).toMatchObject({ id: third, motivo: 'reforzar' });
  });

  it('goes on to the least practised subtopic when nothing is weak, and starts at the first without answers', () => {
    expect(functions(answers(first, [true, true]))?.practicar).toMatchObject({
      id: second,
      motivo: 'seguir',
    });
    expect(functions([])?.practicar).toMatchObject({ id: first, motivo: 'empezar' });
  });
});
