import { describe, expect, it } from 'vitest';
import { fillDigits } from './code-input.tsx';

const empty = ['', '', '', '', '', ''];

describe('fillDigits', () => {
  it('fills every box from a full six-digit code wherever it lands', () => {
    expect(fillDigits(['1', '', '', '', '', ''], '987654', 3)).toEqual(['9', '8', '7', '6', '5', '4']);
  });

  it('puts a typed digit in the focused box', () => {
    expect(fillDigits(empty, '4', 2)).toEqual(['', '', '4', '', '', '']);
  });

  it('fills a partial paste from the first empty box', () => {
    expect(fillDigits(['1', '2', '', '', '', ''], '345', 5)).toEqual(['1', '2', '3', '4', '5', '']);
  });

  it('drops digits that do not fit', () => {
    expect(fillDigits(['1', '2', '3', '4', '', ''], '5678', 0)).toEqual(['1', '2', '3', '4', '5', '6']);
  });
});
