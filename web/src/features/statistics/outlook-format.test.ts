import { describe, expect, it } from 'vitest';
import type { SubtopicMastery } from './api.ts';
import {
  basisText,
  chanceText,
  examText,
  markText,
  masterySummary,
  missingText,
  neededText,
} from './outlook-format.ts';

const subtopic = (level: SubtopicMastery['level']): SubtopicMastery => ({
  id: `x.${level}`,
  title: level,
  topic: 'mecanica',
  weight: 5,
  answers: level === 'sin-practica' ? 0 : 4,
  correct: 2,
  estimate: level === 'sin-practica' ? null : 50,
  level,
});

describe('the learning loop in words', () => {
  it('never rounds a chance to a certainty', () => {
    expect(chanceText(0)).toBe('menos de 1 %');
    expect(chanceText(100)).toBe('más de 99 %');
    expect(chanceText(72)).toBe('72 %');
    expect(markText(5.4)).toBe('5,4');
    expect(markText(6)).toBe('6,0');
  });

  it('says what a prediction rests on, and what is missing, in voseo', () => {
    const basis = {
      simulators: 3,
      simulatorQuestions: 55,
      practiceAnswers: 0,
      practiceCoverage: 0,
      windowDays: 90,
    };
    expect(basisText(basis)).toBe('Se basa en 3 simuladores (55 preguntas) de los últimos 90 días.');
    expect(basisText({ ...basis, simulators: 1, practiceAnswers: 1 })).toBe(
      'Se basa en 1 simulador (55 preguntas) y 1 respuesta de práctica de los últimos 90 días.',
    );
    expect(neededText('Física', 90)).toContain('necesitamos al menos 2 simuladores, con 30 preguntas');
    expect(missingText(1, 20)).toBe('Te falta 1 simulador.');
    expect(missingText(2, 30)).toBe('Te faltan 2 simuladores.');
    expect(missingText(0, 10)).toBe('Te faltan 10 preguntas de simulador: hacé uno más.');
  });

  it('describes a subject’s mastery in one sentence, best levels first', () => {
    const rows = [
      subtopic('dominado'),
      subtopic('dominado'),
      subtopic('para-reforzar'),
      subtopic('sin-practica'),
    ];
    expect(masterySummary('Física', rows)).toBe(
      'Física: 2 dominados, 1 para reforzar y 1 sin práctica, de 4 subtemas.',
    );
  });
});

describe('the exam a prediction is about', () => {
  it('names the faculty, its items and pass mark, and says where figures come from', () => {
    expect(
      examText({ faculty: 'FRC', questions: 10, passMark: { score: 6, outOf: 10 }, sourced: true }),
    ).toBe('Sobre el examen de FRC: 10 ítems, se aprueba con 6/10.');
    expect(
      examText({ faculty: 'FRM', questions: 1, passMark: { score: 5.5, outOf: 10 }, sourced: false }),
    ).toBe(
      'Sobre el examen de FRM: 1 ítem, se aprueba con 5,5/10 (lo que la facultad no publica lo completamos con nuestra referencia).',
    );
    expect(
      examText({ faculty: null, questions: 60, passMark: { score: 4, outOf: 10 }, sourced: false }),
    ).toBe('Sobre nuestro examen de referencia: 60 ítems, se aprueba con 4/10.');
  });
});
