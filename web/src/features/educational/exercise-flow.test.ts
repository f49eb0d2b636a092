import { describe, expect, it } from 'vitest';
import { finishExercise, finishedVerdict, retryVerdict } from './exercise-flow.ts';

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
