import { describe, expect, it } from 'vitest';
import { goalTickText, reachesGoal } from './goal-tick.ts';

describe('goalTickText', () => {
  it('says a counted answer as "+1" and the day against the goal', () => {
    expect(goalTickText({ counted: true, done: 7, goal: 20 })).toEqual({
      day: '7/20 hoy',
      shown: '+1 · 7/20 hoy',
      spoken: 'Sumaste 1: llevás 7 de los 20 ejercicios de tu meta de hoy.',
    });
  });

  it('leaves the "+1" out when the answer did not count, and the goal when there is none', () => {
    expect(goalTickText({ counted: false, done: 4, goal: 20 })).toEqual({
      day: '4/20 hoy',
      shown: '4/20 hoy',
      spoken: 'Llevás 4 de los 20 ejercicios de tu meta de hoy.',
    });
    expect(goalTickText({ counted: true, done: 1, goal: null })).toEqual({
      day: '1 hoy',
      shown: '+1 · 1 hoy',
      spoken: 'Sumaste 1: llevás 1 ejercicio hoy.',
    });
  });

  it('knows the answer that reaches the goal', () => {
    expect(reachesGoal({ counted: true, done: 20, goal: 20 })).toBe(true);
    expect(reachesGoal({ counted: true, done: 21, goal: 20 })).toBe(false);
    expect(reachesGoal({ counted: false, done: 20, goal: 20 })).toBe(false);
  });
});
