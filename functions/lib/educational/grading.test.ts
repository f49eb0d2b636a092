import { describe, expect, it } from 'vitest';
import { createRng } from '../../content/lib.ts';
import type { ExercisePart, NumericKey } from '../../content/schema.ts';
import { decimalsFor, gradeAnswer, gradeNumeric, gradeParts, keyText, withinTolerance } from './grading.ts';
import { readUnit, unitMatches } from './units.ts';

const speed: NumericKey = { value: 20, tolerance: { absolute: 0.05 }, unit: 'm/s', askUnit: true };
const free: NumericKey = { value: 3.5, tolerance: { relative: 0.01 }, unit: 'm/s' };
const pure: NumericKey = { value: -0.25, tolerance: { absolute: 0.001 } };

describe('a typed value against its key', () => {
  it('takes the decimal comma and the decimal point alike', () => {
    expect(gradeNumeric(free, { value: '3,5' }).correct).toBe(true);
    expect(gradeNumeric(free, { value: '3.5' }).correct).toBe(true);
    expect(gradeNumeric(pure, { value: '-0,25' }).correct).toBe(true);
    expect(gradeNumeric(pure, { value: '-1/4' }).correct).toBe(true);
  });

  it('takes values within the stated tolerance and nothing beyond it', () => {
    expect(gradeNumeric(free, { value: '3,534' }).correct).toBe(true);
    expect(gradeNumeric(free, { value: '3,54' })).toEqual({ correct: false, reason: 'value' });
    expect(gradeNumeric(speed, { value: '20,05', unit: 'm/s' }).correct).toBe(true);
    expect(gradeNumeric(speed, { value: '20,06', unit: 'm/s' }).correct).toBe(false);
  });

  it('checks the unit where the item asks for it: km/h is not m/s, a missing unit is wrong', () => {
    expect(gradeNumeric(speed, { value: '20', unit: 'm/s' }).correct).toBe(true);
    expect(gradeNumeric(speed, { value: '20', unit: 'metros por segundo' }).correct).toBe(true);
    expect(gradeNumeric(speed, { value: '20 m/seg' }).correct).toBe(true);
    expect(gradeNumeric(speed, { value: '20', unit: 'km/h' })).toEqual({ correct: false, reason: 'unit' });
    expect(gradeNumeric(speed, { value: '72', unit: 'km/h' })).toEqual({ correct: false, reason: 'value' });
    expect(gradeNumeric(speed, { value: '20' })).toEqual({ correct: false, reason: 'missing-unit' });
    expect(gradeNumeric(speed, { value: '20', unit: '   ' })).toEqual({
      correct: false,
      reason: 'missing-unit',
    });
  });

  it('needs no unit where it does not ask, but a unit typed anyway must be the right one', () => {
    expect(gradeNumeric(free, { value: '3,5' }).correct).toBe(true);
    expect(gradeNumeric(free, { value: '3,5 m/s' }).correct).toBe(true);
    expect(gradeNumeric(free, { value: '3,5 km/h' })).toEqual({ correct: false, reason: 'unit' });
    expect(gradeNumeric(pure, { value: '-0,25 m' })).toEqual({ correct: false, reason: 'unit' });
  });

  it('accepts the units the item lists as the same thing', () => {
    const work: NumericKey = {
      value: 50,
      tolerance: { absolute: 0.5 },
      unit: 'J',
      askUnit: true,
      acceptedUnits: ['N·m'],
    };
    expect(gradeNumeric(work, { value: '50', unit: 'N.m' }).correct).toBe(true);
    expect(gradeNumeric(work, { value: '50', unit: 'W' }).correct).toBe(false);
  });

  it('says why it cannot grade what it cannot read', () => {
    expect(gradeNumeric(free, { value: '' })).toEqual({ correct: false, reason: 'blank' });
    expect(gradeNumeric(free, { value: 'tres' })).toEqual({ correct: false, reason: 'unreadable' });
    expect(gradeNumeric(free, { value: '1.500' })).toEqual({ correct: false, reason: 'unreadable' });
  });

  it('grades right every value inside the tolerance and wrong every value outside, for any key (property)', () => {
    const rng = createRng(2026);
    for (let i = 0; i < 3000; i++) {
      const value = (rng.next() - 0.5) * 10 ** rng.int(-3, 5);
      const tolerance =
        rng.next() < 0.5
          ? { absolute: 10 ** rng.int(-3, 1) }
          : { relative: rng.pick([0.001, 0.005, 0.01, 0.05]) };
      const key: NumericKey = { value, tolerance };
      const allowed =
        'absolute' in tolerance
          ? (tolerance.absolute as number)
          : (tolerance.relative as number) * Math.abs(value);
      const inside = value + (rng.next() * 2 - 1) * allowed * 0.98;
      const outside = value + (rng.next() < 0.5 ? -1 : 1) * allowed * (1.05 + rng.next() * 3);
      const typed = (n: number) => n.toPrecision(12).replace('.', ',');
      expect(withinTolerance(inside, value, tolerance)).toBe(true);
      expect(gradeNumeric(key, { value: typed(inside) }).correct, `${inside} vs ${value}`).toBe(true);
      expect(gradeNumeric(key, { value: typed(outside) }).correct, `${outside} vs ${value}`).toBe(false);
    }
  });

  it('grades the key as written, in its own notation, right (property over keys)', () => {
    const rng = createRng(31);
    for (let i = 0; i < 1000; i++) {
      const value = Math.round((rng.next() - 0.5) * 10 ** rng.int(1, 6)) / 100;
      const key: NumericKey = {
        value,
        tolerance: { absolute: 0.005 },
        unit: rng.pick(['m', 'kg', 'm/s²', '']),
      };
      const text = keyText(key);
      // "2.312" (thousands, no decimals) is the one form a student is asked to write again.
      if (/^-?[1-9]\d{0,2}\.\d{3}(?!\d)/.test(text)) continue;
      expect(gradeNumeric(key, { value: text }).correct, text).toBe(true);
    }
  });
});

describe('units', () => {
  it('reads the ways students write one unit as the same unit', () => {
    for (const typed of [
      'm/s²',
      'm/s^2',
      'm/seg2',
      'm·s⁻²',
      'm s^-2',
      'metros por segundo al cuadrado',
      'm/s/s',
    ])
      expect(unitMatches(typed, 'm/s²'), typed).toBe(true);
    for (const typed of ['Km/h', 'km/hs', 'kilómetros por hora', 'kmh'])
      expect(unitMatches(typed, 'km/h'), typed).toBe(true);
    expect(unitMatches('J/(kg·K)', 'J/kg·K')).toBe(true);
    expect(unitMatches('cc', 'cm³')).toBe(true);
    expect(unitMatches('° C', '°C')).toBe(true);
    expect(unitMatches('caja', 'cajas')).toBe(true);
  });

  it('keeps apart the units whose symbols differ only in case where both exist', () => {
    expect(unitMatches('M', 'm')).toBe(false);
    expect(unitMatches('m', 'M')).toBe(false);
    expect(unitMatches('t', 'T')).toBe(false);
    expect(unitMatches('KG', 'kg')).toBe(true);
  });

  it('tells different units apart', () => {
    expect(unitMatches('km/h', 'm/s')).toBe(false);
    expect(unitMatches('m/s', 'm/s²')).toBe(false);
    expect(unitMatches('cm', 'm')).toBe(false);
    expect(unitMatches('°C', 'K')).toBe(false);
    expect(readUnit('x =')).toBeNull();
  });
});

describe('a problem in parts', () => {
  const parts: ExercisePart[] = [
    {
      kind: 'numeric',
      prompt: 'La aceleración.',
      points: 2,
      answer: { value: 2.5, tolerance: { absolute: 0.01 }, unit: 'm/s²' },
    },
    {
      kind: 'multiple-choice',
      prompt: 'Hacia dónde.',
      points: 1,
      options: ['Arriba', 'Abajo', 'Quieto'],
      correctAnswer: 1,
    },
    {
      kind: 'numeric',
      prompt: 'La velocidad al final.',
      points: 3,
      answer: { value: 10, tolerance: { absolute: 0.1 }, unit: 'm/s', askUnit: true },
    },
  ];

  it('grades each part on its own and adds up its points', () => {
    const grade = gradeParts(parts, [{ value: '2,5' }, 0, { value: '10', unit: 'm/s' }]);
    expect(grade?.correct).toBe(false);
    expect(grade?.points).toEqual({ earned: 5, possible: 6 });
    expect(grade?.parts?.map((p) => p.correct)).toEqual([true, false, true]);
  });

  it('is right only when every part is, and counts a blank part as wrong', () => {
    expect(gradeParts(parts, [{ value: '2.5' }, 1, { value: '10 m/s' }])?.correct).toBe(true);
    const blank = gradeParts(parts, [null, 1, { value: '10', unit: 'm/s' }]);
    expect(blank?.parts?.[0]).toEqual({ correct: false, reason: 'blank', earned: 0, possible: 2 });
    expect(blank?.points.earned).toBe(4);
  });

  it('refuses answers that do not fit the parts', () => {
    expect(gradeParts(parts, [{ value: '2,5' }, 1])).toBeUndefined();
    expect(gradeParts(parts, [1, 1, { value: '10' }])).toBeUndefined();
    expect(gradeParts(parts, [{ value: '2,5' }, 7, { value: '10' }])).toBeUndefined();
  });

  it('adds up to the sum of the parts for any choice of right and wrong parts (property)', () => {
    const rng = createRng(5);
    for (let i = 0; i < 200; i++) {
      const rightOnes = parts.map(() => rng.next() < 0.5);
      const answers = parts.map((part, index) => {
        if (part.kind === 'multiple-choice') return rightOnes[index] ? part.correctAnswer : 0;
        return { value: String(part.answer.value + (rightOnes[index] ? 0 : 1)), unit: part.answer.unit };
      });
      const grade = gradeParts(parts, answers);
      const expected = parts.reduce((sum, part, index) => sum + (rightOnes[index] ? part.points : 0), 0);
      expect(grade?.points.earned).toBe(expected);
      expect(grade?.correct).toBe(rightOnes.every(Boolean));
    }
  });
});

describe('any answer against any key', () => {
  it('grades options, true/false, typed values and parts, and refuses a shape that does not fit', () => {
    expect(gradeAnswer({ kind: 'option', correctAnswer: 4, optionCount: 5 }, 4)?.correct).toBe(true);
    expect(gradeAnswer({ kind: 'option', correctAnswer: 4, optionCount: 5 }, 5)).toBeUndefined();
    expect(gradeAnswer({ kind: 'option', correctAnswer: 1, optionCount: 4 }, true)).toBeUndefined();
    expect(gradeAnswer({ kind: 'true-false', correctAnswer: false }, false)?.correct).toBe(true);
    expect(gradeAnswer({ kind: 'true-false', correctAnswer: false }, 0)).toBeUndefined();
    expect(gradeAnswer({ kind: 'numeric', answer: free }, { value: '3,5' })?.points).toEqual({
      earned: 1,
      possible: 1,
    });
    expect(gradeAnswer({ kind: 'numeric', answer: free }, 2)).toBeUndefined();
    expect(gradeAnswer({ kind: 'multi-part', parts: [] }, { value: '1' })).toBeUndefined();
  });
});

describe('the key as written', () => {
  it('shows as many decimals as its tolerance asks, in Argentine notation, with its unit', () => {
    expect(decimalsFor({ value: 29.0611, tolerance: { absolute: 0.005 } })).toBe(2);
    expect(decimalsFor({ value: 120, tolerance: { absolute: 0.5 } })).toBe(0);
    expect(keyText({ value: 29.0611, tolerance: { absolute: 0.005 }, unit: 'm/s' })).toBe('29,06 m/s');
    expect(keyText({ value: 12500, tolerance: { absolute: 0.5 } })).toBe('12.500');
    expect(keyText({ value: 1, tolerance: { absolute: 1 }, text: '≈ 1 m' })).toBe('≈ 1 m');
  });
});
