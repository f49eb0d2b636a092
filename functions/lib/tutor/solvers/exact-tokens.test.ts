import { describe, expect, it } from 'vitest';
import { rat } from './exact.ts';
import { exactTokens } from './exact-tokens.ts';

const letters = (rest: string) => {
  const word = /^[a-z]+/.exec(rest)?.[0];
  return word ? { tokens: [{ kind: 'word' as const, word }], length: word.length } : undefined;
};

describe('exactTokens', () => {
  it('reads exact numbers, the caller’s words, its operators and equals signs', () => {
    expect(exactTokens('1,5 ab = [2]', '+()[]', letters)).toEqual([
      { kind: 'num', value: rat(3, 2) },
      { kind: 'word', word: 'ab' },
      { kind: 'eq' },
      { kind: 'op', op: '(' },
      { kind: 'num', value: rat(2) },
      { kind: 'op', op: ')' },
    ]);
  });

  it('breaks the formula at what it does not read', () => {
    expect(exactTokens('1 ; 2 *', '+', letters)).toEqual([
      { kind: 'num', value: rat(1) },
      { kind: 'break' },
      { kind: 'num', value: rat(2) },
      { kind: 'break' },
    ]);
    expect(exactTokens('12345678901234567', '+', letters)).toEqual([{ kind: 'break' }]);
  });
});
