import { describe, expect, it } from 'vitest';
import {
  finishExercise,
  finishedVerdict,
  keyDescription,
  retryVerdict,
  typedRetryVerdict,
} from './exercise-flow.ts';

const multipleChoice = {
  tipo: 'opcion-multiple' as const,
  opciones: ['1', '2', '3', '4'],
  tema: 'funciones',
};
const trueFalse = { tipo: 'verdadero-falso' as const, opciones: ['Verdadero', 'Falso'], tema: 'ondas' };
const solution = (respuestaCorrecta: number | boolean) => ({ respuestaCorrecta, explicacion: 'PASO 1: …' });

describe('retryVerdict', () => {
  it('names the wrong option and asks to try again', () => {
    expect(retryVerdict(multipleChoice, 1, 1)).toBe('No es la B. Probá de nuevo.');
    expect(retryVerdict(multipleChoice, 3, 2)).toBe('Tampoco es la D. Probá de nuevo.');
  });
});

describe('finishExercise and finishedVerdict', () => {
  it('celebrates a right first try, and says the first try is what counts after a retry', () => {
    const first = finishExercise(multipleChoice, 'correct', solution(2), 2, 1);
    expect(first).toMatchObject({ correctIndex: 2, tries: 1, answer: 2 });
    expect(finishedVerdict(multipleChoice, first, true)).toEqual({
      icon: '✓',
      text: '¡Correcto! Le pegaste.',
      note: null,
    });
    const third = finishExercise(multipleChoice, 'correct', solution(2), 2, 3);
    expect(finishedVerdict(multipleChoice, third, true)).toEqual({
      icon: '✓',
      text: '¡Correcto! Esta vez sí.',
      note: 'En tus estadísticas queda el primer intento.',
    });
  });

  it('names the right option of a revealed or wrong true/false exercise', () => {
    const revealed = finishExercise(multipleChoice, 'revealed', solution(0), 3, 1);
    expect(revealed).toMatchObject({ correctIndex: 0, tries: 1, answer: 3 });
    expect(finishedVerdict(multipleChoice, revealed, true).text).toBe(
      'Solución: la respuesta correcta es la A.',
    );
    const wrong = finishExercise(trueFalse, 'wrong', solution(false), 0, 1);
    expect(wrong.correctIndex).toBe(1);
    expect(finishedVerdict(trueFalse, wrong, true).text).toBe('Incorrecto: la respuesta correcta es Falso.');
  });

  it('says so when there is no exercise of the topic left to solve', () => {
    const done = finishExercise(multipleChoice, 'correct', solution(1), 1, 1);
    expect(finishedVerdict(multipleChoice, done, false).note).toBe(
      '¡Resolviste todos los ejercicios de Funciones!',
    );
    const revealed = finishExercise(multipleChoice, 'revealed', solution(1), null, 0);
    expect(finishedVerdict(multipleChoice, revealed, false).note).toBe(
      'Ya resolviste los demás ejercicios de Funciones.',
    );
  });
});

describe('typed answers and problems in parts (#31)', () => {
  const typed = { tipo: 'numerica' as const, opciones: [], tema: 'mecanica' };
  const inParts = { tipo: 'multiparte' as const, opciones: [], tema: 'optica' };

  it('names a typed key by its text, and each part by its option or its value', () => {
    const key = { valor: 29.06, texto: '29,06 m/s', unidad: 'm/s' };
    expect(keyDescription(typed, key)).toBe('29,06 m/s');
    expect(keyDescription(inParts, { partes: [{ valor: 15, texto: '15 cm', unidad: 'cm' }, 0] })).toBe(
      'a) 15 cm; b) la A',
    );
    const wrong = finishExercise(
      typed,
      'revealed',
      { respuestaCorrecta: key, explicacion: 'PASO 1: …' },
      null,
      2,
      '30 m/s',
    );
    expect(wrong).toMatchObject({ correctIndex: -1, answeredText: '30 m/s' });
    expect(finishedVerdict(typed, wrong, true).text).toBe('Solución: la respuesta correcta es 29,06 m/s.');
  });

  it('says when only the unit is wrong or missing', () => {
    expect(typedRetryVerdict('unidad', 1)).toBe(
      'No es correcto: el valor está bien, pero la unidad no. Revisala y verificá de nuevo.',
    );
    expect(typedRetryVerdict('falta-unidad', 2)).toMatch(
      /^Todavía no: el valor está bien, pero falta la unidad/,
    );
    expect(typedRetryVerdict('valor', 1)).toBe('No es correcto. Revisá la cuenta y probá de nuevo.');
  });
});
