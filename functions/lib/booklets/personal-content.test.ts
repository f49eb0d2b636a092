import { describe, expect, it } from 'vitest';
import { contentBank } from '../../content/bank.ts';
import { toCatalog } from '../../content/catalog.ts';
import { createRng } from '../../content/lib.ts';
import { subjectMastery } from '../statistics/mastery.ts';
import { EXERCISES_PER_SUBTOPIC, keyIdeaOf, subtopicContent, type WeakSubtopic } from './personal-content.ts';

const sources = (subject: keyof typeof contentBank) => ({
  catalog: toCatalog(contentBank[subject]),
  generators: contentBank[subject].generators,
});

function weak(subject: 'matematicas' | 'fisica' | 'quimica', id: string): WeakSubtopic {
  const row = subjectMastery(subject, [
    { subtopic: id, correct: false, ageDays: 1, source: 'practice' },
    { subtopic: id, correct: false, ageDays: 1, source: 'practice' },
    { subtopic: id, correct: true, ageDays: 1, source: 'simulator' },
  ]).find((r) => r.id === id);
  if (!row) throw new Error(`no subtopic ${id}`);
  return { ...row, subject };
}

describe('a weak subtopic in the personal booklet', () => {
  it('takes the key idea and the common mistakes from the mini class that teaches it', () => {
    const miniClass = contentBank.quimica.miniClasses.find((m) => /Idea clave/.test(m.body));
    if (!miniClass) throw new Error('no mini class with an "Idea clave" paragraph');
    const idea = keyIdeaOf(miniClass);
    expect(idea.miniClass).toBe(miniClass.title);
    expect(idea.text).not.toMatch(/^Idea clave/);
    expect(miniClass.body).toContain(idea.text.slice(0, 40));
    expect(idea.mistakes).toMatch(/^- /);
  });

  it('has worked examples and fresh generated variants where the subtopic has generators', () => {
    const generator = contentBank.matematicas.generators.find((g) => g.subtopic);
    const id = generator?.subtopic as string;
    const page = subtopicContent(weak('matematicas', id), sources('matematicas'), createRng(7));
    expect(page.keyIdea).not.toBeNull();
    expect(page.examples.length).toBeGreaterThan(0);
    expect(page.exercises).toHaveLength(EXERCISES_PER_SUBTOPIC);
    const authored = new Set(contentBank.matematicas.exercises.map((e) => e.question));
    expect(page.exercises.filter((e) => !authored.has(e.question)).length).toBeGreaterThanOrEqual(1);
    expect(new Set(page.exercises.map((e) => e.question)).size).toBe(page.exercises.length);
    expect(page.worked.every((w) => !page.exercises.some((e) => e.question === w.question))).toBe(true);
    expect(page.mastery).toEqual({ estimate: 40, correct: 1, answers: 3, level: 'Para reforzar' });
  });

  it('gives different variants on another request', () => {
    const generator = contentBank.fisica.generators.find((g) => g.subtopic);
    const w = weak('fisica', generator?.subtopic as string);
    const one = subtopicContent(w, sources('fisica'), createRng(1)).exercises.map((e) => e.question);
    const two = subtopicContent(w, sources('fisica'), createRng(2)).exercises.map((e) => e.question);
    expect(one).not.toEqual(two);
  });
});
