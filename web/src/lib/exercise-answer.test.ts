import { describe, expect, it } from 'vitest';
import { answerFor, exerciseOptions, optionIndexOf } from './exercise-answer.ts';

const multipleChoice = { tipo: 'opcion-multiple' as const, opciones: ['$1$', '$2$', '$3$', '$4$'] };
const trueFalse = { tipo: 'verdadero-falso' as const, opciones: ['Verdadero', 'Falso'] };

describe('answerFor', () => {
  it('sends the option index for multiple choice', () => {
    expect(answerFor(multipleChoice, 2)).toBe(2);
  });

  it('sends a boolean for true-or-false', () => {
    expect(answerFor(trueFalse, 0)).toBe(true);
    expect(answerFor(trueFalse, 1)).toBe(false);
  });

  it('follows the labels when the server lists Falso first', () => {
    expect(answerFor({ tipo: 'verdadero-falso', opciones: ['Falso', 'Verdadero'] }, 1)).toBe(true);
  });
});

describe('optionIndexOf', () => {
  it('maps the correct answer back to an option', () => {
    expect(optionIndexOf(multipleChoice, 3)).toBe(3);
    expect(optionIndexOf(trueFalse, true)).toBe(0);
    expect(optionIndexOf(trueFalse, false)).toBe(1);
  });
});

describe('exerciseOptions', () => {
  it('falls back to Verdadero/Falso when a true-or-false exercise comes without options', () => {
    expect(exerciseOptions({ tipo: 'verdadero-falso', opciones: [] })).toEqual(['Verdadero', 'Falso']);
  });
});
