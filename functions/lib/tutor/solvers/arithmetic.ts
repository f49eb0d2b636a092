/**
 * Plain arithmetic typed on its own ("2^10", "¿cuánto es 3 + 4 · 2?", "15% de 200"): a small parser into
 * a tree (no eval) whose operations, done innermost first, are the steps in the order of precedence.
 */

import { foldText } from '../text.ts';
import { group } from './groups.ts';
import {
  fmt,
  fmtEquals,
  fmtResult,
  isInteger,
  NUMBER_SOURCE,
  prepareMath,
  readNumber,
  texEquals,
  texExact,
  texOperand,
} from './numbers.ts';

type BinaryOp = '+' | '-' | '*' | '/' | '^';
type Node =
  | { kind: 'num'; value: number }
  | { kind: 'neg'; arg: Node }
  | { kind: 'root'; index: 2 | 3 | 4; arg: Node }
  | { kind: 'group'; arg: Node }
  | { kind: 'op'; op: BinaryOp; left: Node; right: Node };
type Token = { kind: 'num'; value: number } | { kind: 'op'; op: string };

class Unreadable extends Error {}
class NoResult extends Error {}

const numberAt = new RegExp(`^${NUMBER_SOURCE}`);

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text.charAt(i);
    if (/\s/.test(char)) i++;
    else if (/\d/.test(char)) {
      const raw = (numberAt.exec(text.slice(i)) as RegExpExecArray)[0];
      const value = readNumber(raw);
      if (value === undefined) throw new Unreadable(raw);
      tokens.push({ kind: 'num', value });
      i += raw.length;
    } else if ('+-*/:^()√∛∜'.includes(char)) {
      // "12 : 4" is how school writes a division.
      tokens.push({ kind: 'op', op: char === ':' ? '/' : char });
      i++;
    } else throw new Unreadable(char);
  }
  return tokens;
}

// expr := term (± term)*; term := unary ((*|/|implicit) unary)*; unary := ±unary | power;
// power := primary (^ unary)?; primary := number | ( expr ) | √ primary.
function parse(tokens: Token[]): Node {
  let i = 0;
  const isOp = (op: string) => {
    const t = tokens[i];
    return t?.kind === 'op' && t.op === op;
  };
  /** The next token when it is one of these operators, taken; undefined otherwise. */
  const takeOp = <Op extends BinaryOp>(...ops: Op[]): Op | undefined => {
    const op = ops.find(isOp);
    if (op) i++;
    return op;
  };
  const expr = (): Node => {
    let node = term();
    for (let op = takeOp('+', '-'); op; op = takeOp('+', '-'))
      node = { kind: 'op', op, left: node, right: term() };
    return node;
  };
  const term = (): Node => {
    let node = unary();
    for (;;) {
      const op = takeOp('*', '/');
      if (op) node = { kind: 'op', op, left: node, right: unary() };
      else if (isOp('(') || isOp('√') || isOp('∛') || isOp('∜'))
        node = { kind: 'op', op: '*', left: node, right: unary() };
      else return node;
    }
  };
  const unary = (): Node => {
    if (isOp('-')) {
      i++;
      return { kind: 'neg', arg: unary() };
    }
    if (isOp('+')) {
      i++;
      return unary();
    }
    return power();
  };
  const power = (): Node => {
    const base = primary();
    if (!isOp('^')) return base;
    i++;
    return { kind: 'op', op: '^', left: base, right: unary() };
  };
  const primary = (): Node => {
    const t = tokens[i++];
    if (t?.kind === 'num') return { kind: 'num', value: t.value };
    if (t?.op === '√') return { kind: 'root', index: 2, arg: primary() };
    if (t?.op === '∛') return { kind: 'root', index: 3, arg: primary() };
    if (t?.op === '∜') return { kind: 'root', index: 4, arg: primary() };
    if (t?.op === '(') {
      const inner = expr();
      if (!isOp(')')) throw new Unreadable('(');
      i++;
      return { kind: 'group', arg: inner };
    }
    throw new Unreadable(t?.kind === 'op' ? t.op : '');
  };
  const node = expr();
  if (i !== tokens.length) throw new Unreadable('trailing');
  return node;
}

const wrap = (text: string, value: number) => (value < 0 ? `(${text})` : text);

/** The expression as typed, in LaTeX. */
function nodeTex(node: Node): string {
  switch (node.kind) {
    case 'num':
      return texExact(node.value);
    case 'neg':
      return `-${nodeTex(node.arg)}`;
    case 'root':
      return `\\sqrt${node.index === 2 ? '' : `[${node.index}]`}{${nodeTex(node.arg.kind === 'group' ? node.arg.arg : node.arg)}}`;
    case 'group':
      return `(${nodeTex(node.arg)})`;
    case 'op': {
      const symbol = { '+': ' + ', '-': ' - ', '*': ' \\cdot ', '/': ' \\div ', '^': '^' }[node.op];
      const right = nodeTex(node.right.kind === 'group' && node.op === '^' ? node.right.arg : node.right);
      return node.op === '^' ? `${nodeTex(node.left)}^{${right}}` : `${nodeTex(node.left)}${symbol}${right}`;
    }
  }
}

const labels: Record<BinaryOp, string> = {
  '^': 'Potencia',
  '*': 'Multiplicación',
  '/': 'División',
  '+': 'Suma',
  '-': 'Resta',
};

/** 2^3 = 2 · 2 · 2; 2^{-3} = 1/2^3: how a power is computed, when that fits in a line. */
function powerWorking(base: number, exponent: number): string {
  const b = wrap(texOperand(base), base);
  if (exponent === 0) return `${b}^{0}`;
  if (exponent < 0 && isInteger(exponent))
    return `${b}^{${texExact(exponent)}} = \\frac{1}{${b}^{${texExact(-exponent)}}}`;
  if (isInteger(exponent) && exponent >= 2 && exponent <= 5) {
    return `${b}^{${exponent}} = ${Array.from({ length: exponent }, () => b).join(' \\cdot ')}`;
  }
  return `${b}^{${texOperand(exponent)}}`;
}

/** The value of the tree; each operation, innermost first, is added to `steps`. */
function evaluate(node: Node, steps: string[]): number {
  switch (node.kind) {
    case 'num':
      return node.value;
    case 'group':
      return evaluate(node.arg, steps);
    case 'neg':
      return -evaluate(node.arg, steps);
    case 'root': {
      const radicand = evaluate(node.arg, steps);
      // An odd root of a negative number is negative (∛−27 = −3); an even one is not a real number.
      if (radicand < 0 && node.index !== 3)
        throw new NoResult(
          `La raíz ${node.index === 2 ? 'cuadrada' : 'cuarta'} de un número negativo no es un número real.`,
        );
      const magnitude =
        node.index === 2 ? Math.sqrt(Math.abs(radicand)) : Math.abs(radicand) ** (1 / node.index);
      const rounded = Math.round(magnitude);
      // 27^(1/3) is 3,0000000000000004 in doubles: an integer root is taken as the integer it is.
      const exact = Math.abs(rounded ** node.index - Math.abs(radicand)) < 1e-9 ? rounded : magnitude;
      const value = radicand < 0 ? -exact : exact;
      steps.push(
        `Raíz: $\\sqrt${node.index === 2 ? '' : `[${node.index}]`}{${texOperand(radicand)}} ${texEquals(value)}$.`,
      );
      return value;
    }
    case 'op': {
      const left = evaluate(node.left, steps);
      const right = evaluate(node.right, steps);
      const l = wrap(texOperand(left), left);
      const r = wrap(texOperand(right), right);
      let value: number;
      let working: string;
      if (node.op === '^') {
        value = left ** right;
        if (!Number.isFinite(value) || Number.isNaN(value)) {
          throw new NoResult(
            left === 0
              ? 'Cero elevado a un exponente negativo o cero no está definido.'
              : 'Esa potencia no da un número real (o es demasiado grande para calcularla).',
          );
        }
        working = powerWorking(left, right);
      } else if (node.op === '/') {
        if (right === 0) throw new NoResult('No se puede dividir por cero: la división no está definida.');
        value = left / right;
        working = `${l} \\div ${r}`;
      } else {
        value = node.op === '+' ? left + right : node.op === '-' ? left - right : left * right;
        working = `${l} ${node.op === '*' ? '\\cdot' : node.op} ${r}`;
      }
      steps.push(`${labels[node.op]}: $${working} ${texEquals(value)}$.`);
      return value;
    }
  }
}

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** «7,5 · 10⁻²»: one digit before the comma, at most four after, and the power of ten. */
export function scientificForm(value: number): string {
  const raw = Math.floor(Math.log10(Math.abs(value)));
  // 9,99999 rounds to 10: one more power of ten, so the mantissa stays below 10.
  const power = Math.abs(Number((value / 10 ** raw).toFixed(4))) >= 10 ? raw + 1 : raw;
  const mantissa = value / 10 ** power;
  const exponent = [...String(power)]
    .map((c) => (c === '-' ? '⁻' : (SUPERSCRIPT_DIGITS[Number(c)] ?? c)))
    .join('');
  return `${fmt(mantissa, 4)} · 10${exponent}`;
}

// What may surround the expression in a question that is only the computation.
const filler = new Set(
  `cuanto cuanta es da dan son vale el la lo resultado de del calcula calculame calcular calculo resolve
  resolveme resolver resuelve hace haceme hacer decime dime me por favor porfa profe che y saca sacame sacar
  a ver dale cual que como se paso pasos con explicame explica operacion cuenta esta esto eso hola tutor
  valor exacto efectua efectuar siguiente expresion igual obtiene resulta expresa expresalo expresar en
  notacion cientifica calcule resuelva efectue realice halle hallar determine obtenga numerico expresado
  expresada escrito escrita indique opcion correcta`
    .split(/\s+/)
    .filter(Boolean),
);
// Words only, and no sign of mathematics left out of the computation read («∛», «|», «!» before it).
const onlyFiller = (text: string) =>
  !/[√∛∜^²³⁴|!π∑∫=<>≤≥]/.test(text) &&
  foldText(text)
    .split(/[^a-z]+/)
    .filter(Boolean)
    .every((word) => filler.has(word));

const percentPattern = new RegExp(`(${NUMBER_SOURCE})\\s*(?:%|por ?ciento)\\s+del?\\s+(${NUMBER_SOURCE})`);

function percentReply(message: string): string | undefined {
  const match = percentPattern.exec(message);
  if (!match || !onlyFiller(message.replace(match[0], ' '))) return undefined;
  const percent = readNumber(group(match, 1));
  const total = readNumber(group(match, 2));
  if (percent === undefined || total === undefined) return undefined;
  const share = percent / 100;
  const value = share * total;
  return [
    '## Porcentaje',
    '',
    `Calculemos el ${fmt(percent, 4)}% de ${fmt(total, 4)}.`,
    '',
    `1. El ${fmt(percent, 4)}% significa ${fmt(percent, 4)} de cada 100: $\\frac{${texExact(percent)}}{100} ${texEquals(share)}$.`,
    `2. Multiplicá esa fracción por el total: $${texOperand(share)} \\cdot ${texExact(total)} ${texEquals(value)}$.`,
    '',
    `**El ${fmt(percent, 4)}% de ${fmt(total, 4)} ${fmtEquals(value).startsWith('=') ? 'es' : 'es aproximadamente'} ${fmtResult(value)}.**`,
    '',
    `¿Cuánto sería el ${fmt(2 * percent, 4)}% de ${fmt(total, 4)}? Pensalo a partir de este resultado.`,
  ].join('\n');
}

// A leading sign belongs to the computation: "-3 + 5" must not be read as "3 + 5".
const candidate = /(?:[-+]\s*)?[\d(√∛∜][\d.,eE\s+\-*/:^()√∛∜]*[\d)]/;

/**
 * «2/3 : 4/9» as the school writes it: a fraction of two numbers is one number, so «:» divides by 4/9
 * (3/2), not by 4 and then by 9 (1/54). Each number/number is bracketed, from the left, unless a power
 * or a root is next to it (2^3/4 and 3/2² keep their order) or it continues a chain of «/» ((1 + 2)/3/4).
 */
function fractionsAsNumbers(expression: string): string {
  return expression.replace(
    /(?<![\^√\d.,)\]/]\s*)(\d+(?:[.,]\d+)?)\s*\/\s*(\d+(?:[.,]\d+)?)(?![\d.,]*\s*[\^²³⁴(√])/g,
    '($1/$2)',
  );
}

/** A reply for a bare computation, or undefined when the message is more than that. */
export function solveArithmetic(message: string): string | undefined {
  // «[√(1 − 5/9)]⁻¹»: square brackets group as round ones.
  const prepared = prepareMath(message).replace(/\[([^[\]]*)\]/g, '($1)');
  const percent = percentReply(prepared);
  if (percent) return percent;
  const match = candidate.exec(prepared);
  if (!match || !/[-+*/:^√∛∜]/.test(match[0].replace(/^[-+]\s*/, ''))) return undefined;
  // «El producto (3 · 10⁵) · (4 · 10⁻²) es:», «el cociente 8 : 2»: the word names the operation written.
  const around = prepared
    .replace(match[0], ' ')
    .replace(/\b(?:el\s+)?producto\b/i, (word) => (/[*·×]/.test(match[0]) ? ' ' : word))
    .replace(/\b(?:el\s+)?cociente\b/i, (word) => (/[/:÷]/.test(match[0]) ? ' ' : word));
  if (!onlyFiller(around) || candidate.test(prepared.replace(match[0], ' '))) {
    return undefined;
  }
  let tree: Node;
  try {
    tree = parse(tokenize(fractionsAsNumbers(match[0])));
  } catch (error) {
    if (error instanceof Unreadable) return undefined;
    throw error;
  }
  const steps: string[] = [];
  const expression = nodeTex(tree);
  let value: number;
  try {
    value = evaluate(tree, steps);
  } catch (error) {
    if (!(error instanceof NoResult)) throw error;
    return `${error.message} Revisá la cuenta $${expression}$: ¿copiaste bien los signos y los paréntesis?`;
  }
  const plain = match[0].trim().replace(/\s*\*\s*/g, ' · ');
  const question =
    tree.kind === 'op' &&
    tree.op === '^' &&
    tree.left.kind === 'num' &&
    tree.right.kind === 'num' &&
    isInteger(tree.right.value)
      ? `¿Cuánto da ${fmt(tree.left.value, 4)}^${fmt(tree.right.value + 1, 4)}? Sacalo a partir de este resultado, sin empezar de cero.`
      : steps.length === 1
        ? '¿Cómo podés verificar el resultado con la operación inversa?'
        : '¿Qué operación hiciste primero y por qué? Probá mover un paréntesis y fijate si cambia el resultado.';
  // «… y expresá el resultado en notación científica»: the mantissa and the power of ten too.
  const scientific =
    /notaci[oó]n cient[ií]fica/i.test(message) && value !== 0 && Number.isFinite(value)
      ? ` (en notación científica, ${scientificForm(value)})`
      : '';
  return [
    '## Cuenta paso a paso',
    '',
    steps.length > 1
      ? `Resolvamos $${expression}$ respetando la jerarquía de las operaciones: primero los paréntesis, después potencias y raíces, luego multiplicaciones y divisiones, y al final sumas y restas.`
      : `Resolvamos $${expression}$.`,
    '',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    `**${plain} ${fmtEquals(value)}**${scientific}`,
    '',
    question,
  ].join('\n');
}
