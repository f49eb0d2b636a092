import { describe, expect, it } from 'vitest';
import { masteryLevel } from '../../../shared/domain/mastery.ts';
import { syllabusMap } from '../../../shared/domain/syllabus-map/index.ts';
import { contentBank } from '../../content/bank.ts';
import { toCatalog } from '../../content/catalog.ts';
import { type PlacedAnswer, subjectMastery, subtopicIndex, subtopicOf, weakestSubtopics } from './mastery.ts';

const answers = (subtopic: string, right: number, wrong: number, ageDays = 0): PlacedAnswer[] => [
  ...Array.from({ length: right }, () => ({ subtopic, correct: true, ageDays, source: 'practice' as const })),
  ...Array.from({ length: wrong }, () => ({
    subtopic,
    correct: false,
    ageDays,
    source: 'simulator' as const,
  })),
];

describe('mastery per subtopic', () => {
  it('places authored exercises and generated questions (<generator>#<seed>) in their subtopic', () => {
    const index = subtopicIndex(toCatalog(contentBank.fisica));
    const exercise = contentBank.fisica.exercises[0];
    const generator = contentBank.fisica.generators[0];
    expect(subtopicOf(index, exercise?.id ?? '')).toBe(exercise?.subtopic);
    expect(subtopicOf(index, `${generator?.id}#123456`)).toBe(generator?.subtopic);
    expect(subtopicOf(index, 'fis-retirado-999')).toBeUndefined();
  });

  it('lists every subtopic of the map in its order, those without answers as "sin práctica", never 0 %', () => {
    const rows = subjectMastery('quimica', answers('soluciones.concentraciones', 3, 1));
    expect(rows.map((r) => r.id)).toEqual(syllabusMap.quimica.flatMap((t) => t.subtopics.map((s) => s.id)));
    const untouched = rows.filter((r) => r.answers === 0);
    expect(untouched.every((r) => r.estimate === null && r.level === 'sin-practica')).toBe(true);
  });

  it('needs both accuracy and answers for a level: two lucky answers are not "Dominado"', () => {
    expect(masteryLevel(75, 2)).toBe('en-camino');
    expect(masteryLevel(80, 3)).toBe('bien');
    expect(masteryLevel(88, 5)).toBe('bien');
    expect(masteryLevel(88, 6)).toBe('dominado');
    expect(masteryLevel(40, 10)).toBe('para-reforzar');
    expect(masteryLevel(0, 0)).toBe('sin-practica');
  });

  it('weighs recent answers more: wrong a month ago and right this week reads better than the reverse', () => {
    const id = syllabusMap.matematicas[0]?.subtopics[0]?.id as string;
    const improving = subjectMastery('matematicas', [...answers(id, 0, 4, 30), ...answers(id, 4, 0, 1)]);
    const slipping = subjectMastery('matematicas', [...answers(id, 4, 0, 30), ...answers(id, 0, 4, 1)]);
    const of = (rows: typeof improving) => rows.find((r) => r.id === id)?.estimate ?? 0;
    expect(of(improving)).toBeGreaterThan(60);
    expect(of(slipping)).toBeLessThan(40);
  });

  it('calls weak only subtopics with at least two answers, lowest first, the heavier one first among equals', () => {
    const [a, b, c] = syllabusMap.fisica.flatMap((t) => t.subtopics);
    const rows = subjectMastery('fisica', [
      ...answers(a?.id as string, 0, 1),
      ...answers(b?.id as string, 1, 3),
      ...answers(c?.id as string, 3, 1),
    ]);
    expect(weakestSubtopics(rows, 5).map((r) => r.id)).toEqual([b?.id, c?.id]);
  });

  it('never calls weak a subtopic without a miss, nor a mastered one', () => {
    const [a, b, c] = syllabusMap.matematicas.flatMap((t) => t.subtopics);
    const rows = subjectMastery('matematicas', [
      ...answers(a?.id as string, 2, 0),
      ...answers(b?.id as string, 1, 1),
      ...answers(c?.id as string, 30, 1),
    ]);
    expect(rows.find((r) => r.id === a?.id)?.estimate).toBeLessThan(80);
    expect(rows.find((r) => r.id === c?.id)?.level).toBe('dominado');
    expect(weakestSubtopics(rows, 5).map((r) => r.id)).toEqual([b?.id]);
  });
});
