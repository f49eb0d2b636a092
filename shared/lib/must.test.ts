import { describe, expect, it } from 'vitest';
import { at, must } from './must.ts';

describe('at and must', () => {
  it('give back what is there, falsy values included', () => {
    expect(at([0, 1], 0)).toBe(0);
    expect(at('ab', 1)).toBe('b');
    expect(must('', 'the name')).toBe('');
    expect(must(0, 'the count')).toBe(0);
  });

  it('throw naming what was missing instead of letting undefined through', () => {
    expect(() => at([1], 3, 'option')).toThrow('option 3 of 1 is missing');
    expect(() => at([1], -1)).toThrow('item -1 of 1 is missing');
    expect(() => must(/a(b)?/.exec('a')?.[1], 'the group')).toThrow('the group is missing');
    expect(() => must(null, 'the row')).toThrow('the row is missing');
  });
});
