import { describe, expect, it } from 'vitest';
import { parseTab, tabIndexAfterKey } from './subject-tabs.ts';

describe('parseTab', () => {
  it.each(['temario', 'mini-clases', 'ejercicios'] as const)('accepts %s', (tab) => {
    expect(parseTab(tab)).toBe(tab);
  });

  it.each([null, undefined, '', 'Ejercicios', 'videos', 'mini-clases '])(
    'falls back to the syllabus for %j',
    (value) => {
      expect(parseTab(value)).toBe('temario');
    },
  );
});

describe('tabIndexAfterKey', () => {
  it('moves with the arrows and wraps around', () => {
    expect(tabIndexAfterKey(0, 'ArrowRight')).toBe(1);
    expect(tabIndexAfterKey(2, 'ArrowRight')).toBe(0);
    expect(tabIndexAfterKey(0, 'ArrowLeft')).toBe(2);
  });

  it('jumps with Home and End and ignores other keys', () => {
    expect(tabIndexAfterKey(1, 'Home')).toBe(0);
    expect(tabIndexAfterKey(0, 'End')).toBe(2);
    expect(tabIndexAfterKey(1, 'Enter')).toBeNull();
  });
});
