import { describe, expect, it } from 'vitest';
import { type ExpressionGrammar, formulaRuns, formulaSides, parseExpression } from './expression-parser.ts';
import { random } from './testing.ts';

type Token = { kind: 'num'; value: number } | { kind: 'x' } | { kind: 'op'; op: string } | { kind: 'word' };

/** One character a token: digits are numbers, x the unknown, letters words. */
const tokens = (text: string): Token[] =>
  [...text.replace(/\s+/g, '')].map((c) =>
    /\d/.test(c)
      ? { kind: 'num', value: Number(c) }
      : c === 'x'
        ? { kind: 'x' }
        : /\p{L}/u.test(c)
          ? { kind: 'word' }
          : { kind: 'op', op: c },
  );

/** The tree written back with every operation in brackets, so that the grouping shows. */
const shown: ExpressionGrammar<Token, string> = {
  algebra: {
    add: (a, b) => `(${a} + ${b})`,
    sub: (a, b) => `(${a} - ${b})`,
    mul: (a, b, implicit) => `(${a} ${implicit ? '·' : '*'} ${b})`,
    div: (a, b) => `(${a} / ${b})`,
    neg: (a) => `(-${a})`,
    abs: (a) => `|${a}|`,
  },
  startsFactor: (t) => t.kind === 'x',
  leaf: (t, cursor) => (t.kind === 'num' ? String(t.value) : t.kind === 'x' ? 'x' : cursor.fail()),
  exponent: (base, cursor) => {
    const t = cursor.next();
    return t?.kind === 'num' ? `${base}^${t.value}` : cursor.fail();
  },
};

/** The same grammar as numbers, with x = 2. */
const valued: ExpressionGrammar<Token, number> = {
  algebra: {
    add: (a, b) => a + b,
    sub: (a, b) => a - b,
    mul: (a, b) => a * b,
    div: (a, b) => a / b,
    neg: (a) => -a,
    group: (a) => a,
    abs: Math.abs,
  },
  startsFactor: (t) => t.kind === 'x',
  leaf: (t, cursor) => (t.kind === 'num' ? t.value : t.kind === 'x' ? 2 : cursor.fail()),
  exponent: (base, cursor) => {
    const t = cursor.next();
    return t?.kind === 'num' ? base ** t.value : cursor.fail();
  },
};

const parse = (text: string) => parseExpression(tokens(text), shown);

describe('parseExpression', () => {
  it.each([
    ['1+2*3', '(1 + (2 * 3))'],
    ['1-2-3', '((1 - 2) - 3)'],
    ['8/4/2', '((8 / 4) / 2)'],
    ['2*3^2', '(2 * 3^2)'],
    ['(1+2)*3', '((1 + 2) * 3)'],
    ['-2^2', '(-2^2)'],
    ['2*-3', '(2 * (-3))'],
    ['+3-+2', '(3 - 2)'],
    ['--x', '(-(-x))'],
  ])('keeps the precedence of %s', (text, expected) => {
    expect(parse(text)).toBe(expected);
  });

  it.each([
    ['2x', '(2 · x)'],
    ['3(x+1)', '(3 · (x + 1))'],
    ['(x+1)(x-1)', '((x + 1) · (x - 1))'],
    ['2x^2', '(2 · x^2)'],
    ['4/2x', '((4 / 2) · x)'],
    ['-2x', '((-2) · x)'],
    ['2|x-3|', '(2 · |(x - 3)|)'],
  ])('reads a product written without a sign: %s', (text, expected) => {
    expect(parse(text)).toBe(expected);
  });

  it('does not read two numbers side by side as a product', () => {
    expect(parse('23')).toBeUndefined();
  });

  it('reads bars only where the caller builds them, and not one inside another', () => {
    expect(parse('|x-3|+1')).toBe('(|(x - 3)| + 1)');
    expect(parseExpression(tokens('|x|'), { ...shown, algebra: { ...shown.algebra, abs: undefined } })).toBe(
      undefined,
    );
    expect(parse('||x||')).toBeUndefined();
  });

  it.each(['', '(', '1+', '(1+2', '1+2)', '*2', '2^x', '2^', 'x y', '|x', '1 2 +', ')('])(
    'answers undefined for what is not a formula: %j',
    (text) => {
      expect(parse(text)).toBeUndefined();
    },
  );

  it('lets an error of the caller through', () => {
    const strict: ExpressionGrammar<Token, number> = {
      ...valued,
      leaf: () => {
        throw new RangeError('not a number of mine');
      },
    };
    expect(() => parseExpression(tokens('1'), strict)).toThrow(RangeError);
  });

  it('never throws on arbitrary tokens, and what it reads evaluates as written (seeded)', () => {
    const next = random(2026);
    const alphabet = '0123456789x+-*/^()|ab ';
    let read = 0;
    for (let n = 0; n < 3000; n++) {
      const length = Math.floor(next() * 16);
      const text = Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
      const tree = parse(text);
      const value = parseExpression(tokens(text), valued);
      expect(value === undefined).toBe(tree === undefined);
      if (tree === undefined || value === undefined) continue;
      read++;
      // The bracketed rewrite, run as JavaScript, gives the same number as the tree built of numbers.
      const js = tree
        .replace(/\|([^|]*)\|/g, 'Math.abs($1)')
        .replace(/\(-/g, '(-1*')
        .replace(/·/g, '*')
        .replace(/\^/g, '**')
        .replace(/x/g, '(2)');
      expect(value).toBe(Function(`return ${js}`)());
    }
    expect(read).toBeGreaterThan(100);
  });
});

describe('formulaRuns and formulaSides', () => {
  const isBreak = (t: string): t is 'w' => t === 'w';
  const isRelation = (t: string): t is '=' | '<' => t === '=' || t === '<';

  it('splits at breaks and drops empty runs', () => {
    expect(formulaRuns([...'ww12w3ww'], isBreak)).toEqual([['1', '2'], ['3']]);
    expect(formulaRuns([], isBreak)).toEqual([]);
  });

  it('cuts a run at its relations, keeping empty sides for the caller to judge', () => {
    expect(formulaSides([...'1=2<3'], isRelation)).toEqual({
      sides: [['1'], ['2'], ['3']],
      relations: ['=', '<'],
    });
    expect(formulaSides([...'=1'], isRelation)).toEqual({ sides: [[], ['1']], relations: ['='] });
  });
});
