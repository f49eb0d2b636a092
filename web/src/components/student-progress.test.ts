import { describe, expect, it } from 'vitest';
import { nextLevelHint, percent, percentileText } from './student-progress.ts';

describe('percent', () => {
  it('rounds to a whole percentage and keeps it between 0 and 100', () => {
    expect(percent(66.67)).toBe('67%');
    expect(percent(-3)).toBe('0%');
    expect(percent(140)).toBe('100%');
    expect(percent(Number.NaN)).toBe('0%');
  });
});

describe('percentileText', () => {
  it('says how many students the student beats', () => {
    expect(percentileText(72.4)).toBe('Te va mejor que al 72% de los estudiantes del país.');
  });

  it('invites a student without activity to start instead of showing a zero', () => {
    expect(percentileText(null)).toMatch(/^Todavía sin datos/);
    expect(percentileText(null, 9)).toMatch(/^Todavía sin datos/);
  });

  it('tells a ranked student with nobody to compare against that the percentile is coming', () => {
    expect(percentileText(null, 10)).toBe(
      'Ya estás en el ranking: tu percentil aparece apenas haya más estudiantes para comparar.',
    );
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
