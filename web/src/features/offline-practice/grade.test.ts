import { describe, expect, it } from 'vitest';
import { MAX_ANSWERS_PER_SYNC } from '../../../../shared/api/contracts/offline-practice.ts';
import { gradeOnDevice, trueFalseAnswer } from './grade.ts';
import { ANSWERS_PER_REQUEST } from './sync-queue.ts';
import { pendingText } from './sync-status.tsx';

describe('the grade a pack item gets on the device', () => {
  it('takes the key’s option, and only it', () => {
    const key = { kind: 'option', correctAnswer: 2 } as const;
    expect(gradeOnDevice(key, 2)).toBe(true);
    expect(gradeOnDevice(key, 1)).toBe(false);
    expect(gradeOnDevice(key, true)).toBe(false);
  });

  it('reads Verdadero and Falso as the booleans the server takes, wherever they are listed', () => {
    expect(trueFalseAnswer(['Verdadero', 'Falso'], 0)).toBe(true);
    expect(trueFalseAnswer(['Falso', 'Verdadero'], 0)).toBe(false);
    expect(
      gradeOnDevice({ kind: 'true-false', correctAnswer: false }, trueFalseAnswer(['Verdadero', 'Falso'], 1)),
    ).toBe(true);
  });

  it('reads typed values in Argentine and ISO notation and holds them to the key’s tolerance', () => {
    const key = (value: number, tolerance: { absolute: number } | { relative: number }) =>
      ({ kind: 'numeric', value, tolerance, unit: '', text: String(value) }) as const;
    const speed = key(29.06, { absolute: 0.01 });
    expect(gradeOnDevice(speed, { value: '29,06' })).toBe(true);
    expect(gradeOnDevice(speed, { value: '29.07' })).toBe(true);
    expect(gradeOnDevice(speed, { value: '29,08' })).toBe(false);
    expect(gradeOnDevice(key(0.3, { absolute: 1e-9 }), { value: '3/10' })).toBe(true);
    expect(gradeOnDevice(key(-4.5, { relative: 0.01 }), { value: '-4,545' })).toBe(true);
    expect(gradeOnDevice(key(-4.5, { relative: 0.01 }), { value: '-4,56' })).toBe(false);
    expect(gradeOnDevice(key(6.02e23, { relative: 0.005 }), { value: '6,02 × 10^23' })).toBe(true);
    expect(gradeOnDevice(speed, { value: 'abc' })).toBe(false);
    expect(gradeOnDevice(speed, 29)).toBe(false);
  });
});

describe('the queue of answers given offline', () => {
  it('sends batches no larger than the endpoint takes', () => {
    expect(ANSWERS_PER_REQUEST).toBe(MAX_ANSWERS_PER_SYNC);
  });

  it('says how many answers wait, in singular and plural', () => {
    expect(pendingText(1)).toBe('1 respuesta pendiente de sincronizar');
    expect(pendingText(3)).toBe('3 respuestas pendientes de sincronizar');
    expect(pendingText(1200)).toBe('1.200 respuestas pendientes de sincronizar');
  });
});
