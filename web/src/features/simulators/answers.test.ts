import { describe, expect, it } from 'vitest';
import { answerOf, answerText, draftOf, keyText } from './answers.ts';

const typed = {
  topic: 'mecanica',
  question: '¿Qué velocidad tiene?',
  options: [],
  format: 'numeric' as const,
  typed: { unit: null, askUnit: true },
};
const inParts = {
  topic: 'optica',
  question: 'Una lente…',
  options: [],
  format: 'multi-part' as const,
  parts: [
    {
      label: 'a',
      prompt: 'Distancia',
      points: 2,
      kind: 'numeric' as const,
      options: [],
      typed: { unit: 'cm', askUnit: false },
    },
    {
      label: 'b',
      prompt: 'Cómo es',
      points: 1,
      kind: 'multiple-choice' as const,
      options: ['Real', 'Virtual'],
      typed: null,
    },
  ],
};

describe('a simulator answer in the exam formats', () => {
  it('sends a typed value with its unit only when it reads and the unit is written', () => {
    expect(
      answerOf(typed, { kind: 'typed', typed: { value: '', unit: '' } }, { allowBlankParts: false }),
    ).toBeNull();
    expect(
      answerOf(typed, { kind: 'typed', typed: { value: '20,5', unit: '' } }, { allowBlankParts: false }),
    ).toEqual({
      problems: ['Escribí la unidad.'],
    });
    expect(
      answerOf(typed, { kind: 'typed', typed: { value: '20,5', unit: ' m/s ' } }, { allowBlankParts: false }),
    ).toEqual({
      answer: { value: '20,5', unit: 'm/s' },
    });
  });

  it('asks for every part in practice and lets an exam leave parts blank', () => {
    const half = { kind: 'parts' as const, parts: [{ value: '15', unit: '' }, null] };
    expect(answerOf(inParts, half, { allowBlankParts: false })).toEqual({
      problems: [null, 'Elegí una opción.'],
    });
    expect(answerOf(inParts, half, { allowBlankParts: true })).toEqual({
      answer: { parts: [{ value: '15' }, null] },
    });
  });

  it('reads answers and keys back as the student sees them', () => {
    expect(answerText(inParts, { parts: [{ value: '15' }, 1] })).toBe('a) 15 cm; b) B');
    expect(answerText(typed, { value: '20', unit: 'm/s' })).toBe('20 m/s');
    expect(draftOf(inParts, { parts: [{ value: '15' }, 0] })).toEqual({
      kind: 'parts',
      parts: [{ value: '15', unit: '' }, 0],
    });
    expect(
      keyText({
        isCorrect: false,
        correctAnswer: -1,
        parts: [
          {
            label: 'a',
            isCorrect: true,
            earned: 2,
            possible: 2,
            key: { value: 15, text: '15 cm', unit: 'cm' },
          },
          { label: 'b', isCorrect: false, earned: 0, possible: 1, key: 0 },
        ],
      }),
    ).toBe('a) 15 cm; b) A');
  });
});
