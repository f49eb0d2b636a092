import { describe, expect, it } from 'vitest';
import { PERCENTILE_MIN_QUESTIONS } from '../../../shared/domain/ranking.ts';
import { nextLevelHint, percent, rankingShortText, rankingText } from './student-progress.ts';

describe('percent', () => {
  it('rounds to a whole percentage and keeps it between 0 and 100', () => {
    expect(percent(66.67)).toBe('67%');
    expect(percent(-3)).toBe('0%');
    expect(percent(140)).toBe('100%');
    expect(percent(Number.NaN)).toBe('0%');
  });
});

describe('rankingText', () => {
  it('says how many students the student beats, only once ranked', () => {
    expect(rankingText({ status: 'ranked', percentile: 72.4 })).toBe(
      'Te va mejor que al 72% de los estudiantes que se preparan en Ingresá.',
    );
  });

  it('never says "mejor que el 100%" or "0%": the ends of the ranking are said in words', () => {
    expect(rankingText({ status: 'ranked', percentile: 100 })).toBe(
      'Te va mejor que a todos los demás estudiantes que se preparan en Ingresá.',
    );
    expect(rankingText({ status: 'ranked', percentile: 0 })).toMatch(/^Por ahora estás al final del ranking/);
  });

  it('tells a new student how many answers open the ranking, and one on the way how many are left', () => {
    expect(rankingText({ status: 'needs-answers', missingAnswers: PERCENTILE_MIN_QUESTIONS })).toBe(
      `Respondé ${PERCENTILE_MIN_QUESTIONS} preguntas para ver tu lugar en el ranking.`,
    );
    expect(rankingText({ status: 'needs-answers', missingAnswers: 1 })).toBe(
      'Respondé 1 pregunta más para ver tu lugar en el ranking.',
    );
  });

  it('says the ranking is still small instead of comparing with a handful of students', () => {
    expect(rankingText({ status: 'few-students' })).toMatch(/^Todavía hay pocos estudiantes en el ranking/);
  });
});

describe('rankingShortText', () => {
  it('fits each standing in a few words for the list by subject', () => {
    expect(rankingShortText({ status: 'ranked', percentile: 64.6 })).toBe('percentil 65');
    expect(rankingShortText({ status: 'needs-answers', missingAnswers: 12 })).toBe(
      '12 preguntas más para tu percentil',
    );
    expect(rankingShortText({ status: 'needs-answers', missingAnswers: PERCENTILE_MIN_QUESTIONS })).toBe(
      `${PERCENTILE_MIN_QUESTIONS} preguntas para tu percentil`,
    );
    expect(rankingShortText({ status: 'few-students' })).toBe('pocos estudiantes todavía');
  });
});

describe('nextLevelHint', () => {
  it('counts the questions and accuracy a beginner still needs for Intermedio', () => {
    expect(nextLevelHint('Principiante', 10, 30)).toBe(
      'Para llegar a Intermedio: respondé 30 preguntas más y subí tu precisión a 50%.',
    );
  });

  it('asks only for questions when the accuracy is already there', () => {
    expect(nextLevelHint('Principiante', 39, 90)).toBe(
      'Para llegar a Intermedio: respondé 1 pregunta más con una precisión de 50% o más.',
    );
  });

  it('asks only for accuracy when the volume is already there', () => {
    expect(nextLevelHint('Intermedio', 200, 60.4)).toBe(
      'Para llegar a Avanzado: subí tu precisión a 65% (hoy tenés 60%).',
    );
  });

  it('congratulates at the top level', () => {
    expect(nextLevelHint('Experto', 500, 90)).toMatch(/^¡Llegaste al nivel más alto!/);
  });

  it('treats an empty level as the default one and stays quiet about unknown names', () => {
    expect(nextLevelHint('', 0, 0)).toMatch(/^Para llegar a Intermedio/);
    expect(nextLevelHint('Leyenda', 0, 0)).toBeNull();
  });
});
