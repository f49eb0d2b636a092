/**
 * Sets of quantum numbers (n; l; mₗ; mₛ), or (n, l, mₗ) without the spin, weighed against the rules:
 * n ≥ 1, 0 ≤ l ≤ n − 1, −l ≤ mₗ ≤ l, mₛ = ±½. Reads «¿cuál de los siguientes conjuntos NO es posible?»
 * (or «es posible», «está permitido») with the sets as options, and one set asked alone («¿Es posible el
 * conjunto (2, 2, 1, +½)?»).
 */
import { foldText } from '../text.ts';
import type { SolverReply } from './declaration.ts';
import { optionLines, provenOption } from './option-lines.ts';
import { workedReply } from './reply.ts';

interface QuantumSet {
  n: number;
  l: number;
  ml: number;
  /** Undefined when the set leaves out the spin. */
  ms?: number;
  written: string;
}

const HALF = String.raw`(?:½|1\s*\/\s*2|0[.,]5)`;
const VALUE = new RegExp(String.raw`^([+−-]?)\s*(?:(${HALF})|(\d+))$`);

function quantumValue(text: string): number | undefined {
  const found = VALUE.exec(text.trim());
  if (!found) return undefined;
  const size = found[2] ? 0.5 : Number(found[3]);
  return found[1] === '-' || found[1] === '−' ? -size : size;
}

/** «(2; 1; 0; +½)», «(3, 2, −1)», «n = 2, l = 1, m = 0, s = +1/2»: the one set a text writes. */
function setIn(text: string): QuantumSet | undefined {
  const bracket = [...text.matchAll(/\(([^()]*)\)/g)].filter((m) => /\d/.test(m[1] ?? ''));
  if (bracket.length !== 1) return undefined;
  const inside = bracket[0]?.[1] ?? '';
  // Semicolons when there are any; commas otherwise (then no decimal comma: ½ is written «½» or «1/2»).
  const parts = inside.split(inside.includes(';') ? ';' : ',').map((p) => p.trim());
  if (parts.length !== 3 && parts.length !== 4) return undefined;
  const values = parts.map(quantumValue);
  if (values.some((v) => v === undefined)) return undefined;
  const [n, l, ml, ms] = values as number[];
  if (n === undefined || l === undefined || ml === undefined) return undefined;
  // Only the spin may be a half; the others are whole numbers as written.
  if (![n, l, ml].every(Number.isInteger)) return undefined;
  return { n, l, ml, ...(ms !== undefined && { ms }), written: `(${parts.join('; ')})` };
}

/** The first rule a set breaks, or undefined when it is allowed. */
function brokenRule(set: QuantumSet): string | undefined {
  if (set.n < 1) return `n = ${set.n}: n tiene que ser 1, 2, 3…`;
  if (set.l < 0 || set.l > set.n - 1)
    return `l = ${set.l}: con n = ${set.n}, l sólo puede valer de 0 a ${set.n - 1}`;
  if (Math.abs(set.ml) > set.l)
    return `mₗ = ${set.ml}: con l = ${set.l}, mₗ sólo puede valer de −${set.l} a +${set.l}`;
  if (set.ms !== undefined && Math.abs(set.ms) !== 0.5)
    return `mₛ = ${set.ms}: el espín sólo puede ser +½ o −½`;
  return undefined;
}

const verdictLine = (set: QuantumSet) => {
  const broken = brokenRule(set);
  return broken ? `no es posible (${broken})` : 'es posible (cumple todas las reglas)';
};

const RULES = 'Reglas: n = 1, 2, 3…; l va de 0 a n − 1; mₗ va de −l a +l; mₛ vale +½ o −½.';

const LETTERS = ['s', 'p', 'd', 'f'];

/**
 * «¿Cuántos electrones como máximo puede alojar el subnivel con n = 4 y l = 3?» (2(2l + 1) = 14), «… el
 * nivel n = 3?» (2n² = 18), «¿Cuántos orbitales tiene el subnivel 3d?» (2l + 1 = 5): what a level, a
 * subshell or an orbital holds. A subshell that does not exist (l ≥ n, «2d») is no answer.
 */
function capacity(statement: string): SolverReply | undefined {
  const folded = foldText(statement);
  const electrons = /cu[aá]ntos electrones|numero maximo de electrones|maximo de electrones/.test(folded);
  const orbitals = /cu[aá]ntos orbitales|numero de orbitales/.test(folded);
  if (electrons === orbitals) return undefined;
  const n = Number(/\bn\s*=\s*(\d+)/.exec(folded)?.[1] ?? Number.NaN);
  const lGiven = /\bl\s*=\s*(\d+)/.exec(folded)?.[1];
  const notation = /\b(?:subnivel|orbitales?)\s+(\d)?([spdf])\b/.exec(folded);
  const l = lGiven !== undefined ? Number(lGiven) : notation ? LETTERS.indexOf(notation[2] ?? '') : undefined;
  const level = notation?.[1] ? Number(notation[1]) : n;
  const subshell = /\bsubnivel|\bsubcapa/.test(folded) || notation !== null;
  const orbital = /\b(?:un|el|cada|en un)\s+orbital\b/.test(folded) && !subshell;
  const whole = /\bnivel\b|\bcapa\b/.test(folded.replace(/subnivel|subcapa/g, ' ')) && !subshell;
  if ([orbital, subshell, whole].filter(Boolean).length !== 1) return undefined;
  if (l !== undefined && Number.isFinite(level) && l > level - 1) return undefined;
  let steps: string[];
  let answer: string;
  if (orbital) {
    if (orbitals) return undefined;
    steps = [
      'En un orbital n, l y mₗ están fijos: sólo cambia el espín, que tiene dos valores (+½ y −½), y por Pauli no se repiten.',
    ];
    answer = 'Un orbital aloja como máximo 2 electrones';
  } else if (subshell) {
    if (l === undefined || l < 0) return undefined;
    const count = 2 * l + 1;
    const name = `${Number.isFinite(level) ? level : ''}${LETTERS[l] ?? ''}`;
    steps = [
      `El subnivel ${name} tiene l = ${l}: mₗ va de −${l} a +${l}, o sea 2l + 1 = ${count} orbitales.`,
      ...(electrons
        ? [`Cada orbital aloja 2 electrones (espines opuestos): 2 · ${count} = ${2 * count}.`]
        : []),
    ];
    answer = electrons
      ? `El subnivel ${name} aloja como máximo ${2 * count} electrones`
      : `El subnivel ${name} tiene ${count} orbitales`;
  } else {
    if (!Number.isFinite(level) || level < 1) return undefined;
    steps = [
      `El nivel n = ${level} tiene los subniveles l = 0 a ${level - 1}: ${Array.from({ length: level }, (_, k) => 2 * k + 1).join(' + ')} = ${level * level} orbitales (n²).`,
      ...(electrons ? [`Con 2 electrones por orbital: 2n² = 2 · ${level}² = ${2 * level * level}.`] : []),
    ];
    answer = electrons
      ? `El nivel n = ${level} aloja como máximo ${2 * level * level} electrones`
      : `El nivel n = ${level} tiene ${level * level} orbitales`;
  }
  return {
    text: workedReply({
      title: 'Capacidad de niveles, subniveles y orbitales',
      data: [
        Number.isFinite(level) ? `n = ${level}` : '',
        l !== undefined ? `l = ${l}` : '',
        orbital ? 'un orbital' : '',
      ]
        .filter(Boolean)
        .join('; '),
      steps,
      answer: `**${answer}.**`,
      closing: '¿Por qué el principio de exclusión de Pauli limita a dos los electrones de un orbital?',
    }),
    certain: true,
  };
}

export function solveQuantumNumbers(problem: string): SolverReply | undefined {
  const read = optionLines(problem);
  const statement = read?.statement ?? problem;
  const held = capacity(statement);
  if (held) return held;
  const folded = foldText(statement);
  if (!/numeros? cuantic/.test(folded)) return undefined;
  const impossible =
    /\bno (?:es |son |resulta |esta )?(?:posible|permitid|valid|aceptable|correct)|imposible|prohibid|no puede/.test(
      folded,
    );
  const possible = !impossible && /\b(?:posible|permitid|valid|aceptable)/.test(folded);
  if (!impossible && !possible) return undefined;
  if (read) {
    const sets = new Map(read.options.filter((o) => !o.none).map((o) => [o.label, setIn(o.text)]));
    if ([...sets.values()].some((s) => s === undefined)) return undefined;
    // A statement that gives data of its own (an electron «del orbital 3d», a Z) asks something else.
    if (/\d/.test(statement.replace(/^\s*\d+\s*[).-]\s*/, '').replace(/\([^()]*\)/g, ''))) return undefined;
    const named = provenOption(read.options, (option) => {
      const set = sets.get(option.label);
      return set === undefined ? undefined : (brokenRule(set) !== undefined) === impossible;
    });
    if (!named) return undefined;
    return {
      text: workedReply({
        title: 'Números cuánticos',
        data: `se busca el conjunto que ${impossible ? 'no es posible' : 'es posible'}`,
        steps: [
          RULES,
          ...[...sets].map(([label, set]) => `${label}) ${set?.written}: ${set ? verdictLine(set) : ''}.`),
        ],
        answer: named.none
          ? `**${named.label}) ${named.text}**`
          : `**${named.label}) ${named.text}: ${impossible ? 'es el conjunto que no es posible' : 'es el conjunto posible'}**`,
        closing: '¿Qué subnivel (s, p, d, f) corresponde a cada valor de l?',
      }),
      certain: true,
      option: named.label,
    };
  }
  // One set asked alone.
  const set = setIn(statement);
  if (
    !set ||
    !/^[^?]*¿?\s*(?:es|son|resulta)\s+(?:posible|permitid|valid)/.test(
      folded.replace(/^.*?¿/, '¿').replace(/^¿/, ''),
    )
  ) {
    return undefined;
  }
  if (/\d/.test(statement.replace(/\([^()]*\)/g, ''))) return undefined;
  const broken = brokenRule(set);
  return {
    text: workedReply({
      title: 'Números cuánticos',
      data: `conjunto ${set.written}`,
      steps: [RULES, `${set.written}: ${verdictLine(set)}.`],
      answer: `**El conjunto ${set.written} ${broken ? 'no es posible' : 'es posible'}**`,
      closing: '¿Qué subnivel (s, p, d, f) corresponde a cada valor de l?',
    }),
    certain: true,
  };
}
