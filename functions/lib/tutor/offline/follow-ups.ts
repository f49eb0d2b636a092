/**
 * Messages that only make sense after the earlier turns: "¿y si fuera 15?", "¿y en 90 g?", "¿y la del
 * HNO3?", "no entendí el paso 2", "explicámelo de nuevo", "dame un ejemplo", "¿y la otra?". The offline
 * engine reads the conversation (the provider's `input.history`) to find the problem or the passage
 * they refer to, changes what the student changed, and answers that; it never guesses a change it
 * cannot place, and asks instead.
 */
import { at } from '../../../../shared/lib/must.ts';
import type { Passage, TutorTurn } from '../provider.ts';
import { type Retriever, sourceReference } from '../retrieval.ts';
import { changesADatum } from '../solvers/changed-datum.ts';
import { foldText } from '../text.ts';
import { startsWithQuantity } from './reading.ts';

export interface FollowUpTools {
  /** The engine's exact solvers, in order: a worked reply, or undefined when none solves it. */
  solve: (problem: string) => string | undefined;
  retriever?: Retriever;
}

// Sub-problems -------------------------------------------------------------------------------------

const MATH_TOKEN = /^[-+*/^()|=<>≤≥.,²³√·:\dxy]+$/i;
const isOperator = (token: string) => /^[-+*/^=<>≤≥·:]$/.test(token);

/**
 * The separate equations of a message, in order: "2x + 1 = 7 y 3x - 2 = 10" is two, while
 * "2x + y = 7 y x - y = 2" is still two (a system the solver reads whole: the caller decides).
 */
export function subProblems(message: string): string[] {
  const tokens = message.split(/\s+/).map((token) => token.replace(/[.;]+$/, ''));
  const runs: string[][] = [];
  let current: string[] = [];
  const close = () => {
    if (current.some((token) => /=|[<>≤≥]/.test(token))) runs.push(current);
    current = [];
  };
  for (const [i, token] of tokens.entries()) {
    const previous = current.at(-1);
    const next = tokens[i + 1];
    // "y" between two operands joins two equations; after an operator it is the unknown y.
    const joins = /^(y|e|,|;)$/i.test(token) && previous !== undefined && !isOperator(previous);
    if (joins && next !== undefined && !isOperator(next)) {
      close();
      continue;
    }
    if (token && MATH_TOKEN.test(token)) current.push(token);
    else close();
  }
  close();
  return runs.map((run) => run.join(' ').replace(/^[,;]+|[,;]+$/g, ''));
}

const ordinals: [RegExp, (count: number) => number][] = [
  [/\b(la|el) (primera|primero|1ra|1era)\b|\bla de arriba\b/, () => 0],
  [/\b(la|el) (segunda|segundo|2da)\b|\bla de abajo\b/, () => 1],
  [/\b(la|el) (tercera|tercero|3ra)\b/, () => 2],
  [/\b(la|el) (ultima|ultimo)\b/, (count) => count - 1],
];

/** "…ayudame con la segunda": the one sub-problem the student picked, when there are several. */
export function pickedSubProblem(message: string): string | undefined {
  // A run with nothing before or after its sign («AB = x + 1» read from its «=») is a statement's datum,
  // not an equation the student could pick.
  const problems = subProblems(message).filter((problem) => !/^[=<>≤≥]|[=<>≤≥]$/.test(problem.trim()));
  if (problems.length < 2) return undefined;
  const folded = foldText(message);
  for (const [pattern, index] of ordinals) {
    if (pattern.test(folded)) return problems[index(problems.length)];
  }
  return undefined;
}

// Changing the previous problem -----------------------------------------------------------------

const NUMBER = String.raw`-?\d+(?:[.,]\d+)?`;
const UNITS: Record<string, string> = {
  'km/h': 'speed',
  'm/s': 'speed',
  'm/s2': 'acceleration',
  'm/s²': 'acceleration',
  km: 'length',
  m: 'length',
  cm: 'length',
  mm: 'length',
  h: 'time',
  hs: 'time',
  horas: 'time',
  hora: 'time',
  min: 'time',
  minutos: 'time',
  s: 'time',
  seg: 'time',
  segundos: 'time',
  kg: 'mass',
  g: 'mass',
  gramos: 'mass',
  mg: 'mass',
  mol: 'amount',
  moles: 'amount',
  l: 'volume',
  litros: 'volume',
  ml: 'volume',
  cm3: 'volume',
  'cm³': 'volume',
  atm: 'pressure',
  mmhg: 'pressure',
  kpa: 'pressure',
  n: 'force',
  j: 'energy',
  '°c': 'temperature',
  k: 'temperature',
  m2: 'area',
};
const UNIT_PATTERN = Object.keys(UNITS)
  .sort((a, b) => b.length - a.length)
  .map((unit) => unit.replace(/[/]/g, '\\/'))
  .join('|');
const QUANTITY = new RegExp(String.raw`(${NUMBER})\s*(${UNIT_PATTERN})(?![a-z0-9²³])`, 'gi');

/** What a student calls each kind of quantity in "si la masa fuera el doble". */
const magnitudeWords: [RegExp, string][] = [
  [/\b(masa|peso|gramos|kilos)\b/, 'mass'],
  [/\b(fuerza)\b/, 'force'],
  [/\b(tiempo|tarda|demora|horas|segundos|minutos)\b/, 'time'],
  [/\b(velocidad|rapidez)\b/, 'speed'],
  [/\b(aceleracion)\b/, 'acceleration'],
  [/\b(distancia|altura|recorre|longitud|estir\w*|alarg\w*|comprim\w*|deformacion)\b/, 'length'],
  [/\b(volumen|litros)\b/, 'volume'],
  [/\b(presion)\b/, 'pressure'],
  [/\b(temperatura)\b/, 'temperature'],
  [/\b(moles)\b/, 'amount'],
];

interface Quantity {
  value: string;
  unit: string;
  kind: string;
  index: number;
  length: number;
}

function quantities(text: string): Quantity[] {
  return [...text.matchAll(QUANTITY)].map((match) => {
    const unit = at(match, 2, 'unit group');
    return {
      value: at(match, 1, 'number group'),
      unit,
      kind: UNITS[unit.toLowerCase()] ?? 'other',
      index: match.index,
      length: match[0].length,
    };
  });
}

const readNumber = (text: string) => Number(text.replace(',', '.'));
const writeNumber = (value: number) => String(Math.round(value * 1e6) / 1e6).replace('.', ',');

function splice(text: string, index: number, length: number, replacement: string): string {
  return `${text.slice(0, index)}${replacement}${text.slice(index + length)}`;
}

/** Every whole-number occurrence of `value` in the text (not inside 150 or 1,5). */
function numberOccurrences(text: string, value: string): number[] {
  const escaped = value.replace(/[.,]/g, '[.,]').replace('-', '\\-');
  return [...text.matchAll(new RegExp(String.raw`(?<![\d.,])${escaped}(?![\d]|[.,]\d)`, 'g'))].map(
    (match) => match.index,
  );
}

const FORMULA = /\b(?:[A-Z][a-z]?\d*|\((?:[A-Z][a-z]?\d*)+\)\d*){2,}\b|\b[A-Z][a-z]?\d+\b/g;

/** The longest stretch of a formula in a text: "x^2 - 9" in "factoriza x^2 - 9". */
function expression(text: string): { index: number; text: string } | undefined {
  let best: { index: number; text: string } | undefined;
  for (const match of text.matchAll(/[-+*/^()|=<>≤≥.,²³√·\dxy ]+/gi)) {
    const raw = match[0];
    const trimmed = raw.trim();
    if (!/x/i.test(trimmed) || !/[-+*/^=<>≤≥²³]/.test(trimmed)) continue;
    if (!best || trimmed.length > best.text.length) {
      best = { index: match.index + raw.indexOf(trimmed), text: trimmed };
    }
  }
  return best;
}

// «¿Y si no hubiera rozamiento?», «y sin rozamiento?»: the same problem without its friction.
const FRICTIONLESS =
  /\bsi\b(?:\s+(?:el|la)\s+(?:piso|superficie|plano|mesa|rampa|suelo))?\s+no (?:hubiera|hubiese|existiera|tuviera|tuviese|hay|habria)\s+(?:rozamiento|friccion|roce)\b|^\W*y\s+sin\s+(?:rozamiento|friccion|roce)\b/;
// «; el coeficiente de rozamiento es 0,4», «con μ = 0,2», «y una fuerza de rozamiento de 20 N».
const FRICTION_DATUM =
  /[,;]?\s*(?:y\s+|con\s+)?(?:(?:el|un)\s+)?(?:coeficiente de (?:rozamiento|fricci[oó]n)(?:\s+(?:cin[eé]tico|din[aá]mico))?(?:\s+(?:entre|con)\s+[^,;.]*?)?\s*(?:es|vale|de|=|igual a)\s*(?:de\s+)?|μ[cdke]?\s*=\s*|(?:una\s+)?fuerza de rozamiento (?:es |vale |de )?(?:de\s+)?)\d+(?:[.,]\d+)?(?:\s*N\b)?/giu;

// The words of a change that name no thing: «¿Y si el bloque de aluminio fuera de 400 g?» names «bloque»
// and «aluminio».
const NOT_A_NAME =
  /^(?:fuera|fuese|fueran|seria|tendria|ahora|entonces|cual|cuanto|cuanta|masa|peso|valor|vale|valiera|nueva|nuevo|misma|mismo|lugar|para|como|pasa|pasaria|sera|tiene|tuviera|gramos|kilos|litros|metros|segundos|minutos|horas)$/;

/**
 * Of several quantities of the kind a change gives, the one said beside a thing the change names («un
 * bloque de aluminio de 200 g» for «si el bloque de aluminio fuera de 400 g»): the words just before it
 * («… un bloque de aluminio de») or its «de agua» just after. Undefined unless exactly one is.
 */
function namedQuantity(problem: string, change: string, same: readonly Quantity[]): Quantity | undefined {
  const names = (change.match(/\p{L}{4,}/gu) ?? []).filter((word) => !NOT_A_NAME.test(word));
  if (names.length === 0) return undefined;
  const beside = (q: Quantity) => {
    const before =
      foldText(problem.slice(Math.max(0, q.index - 40), q.index))
        .split(/[.;,]/)
        .at(-1) ?? '';
    const after =
      /^\s*de\s+\p{L}+/u.exec(foldText(problem.slice(q.index + q.length, q.index + q.length + 20)))?.[0] ??
      '';
    return `${before} ${after}`;
  };
  const found = same.filter((q) =>
    names.some((name) => new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'u').test(beside(q))),
  );
  return found.length === 1 ? found[0] : undefined;
}

interface Change {
  problem: string;
  /** What changed, for the reply's first line: "**15** en lugar de **11**". */
  said: string;
}

/**
 * A part of an exam question that changes an earlier part's datum («b) ¿Y si la masa fuera de 6 kg?»,
 * «Si la fuerza se duplica, …»): the earlier part's problem with the change, as a follow-up reads it.
 */
export const changedProblem = (previous: string, part: string): Change | undefined => changed(previous, part);

/** The previous problem with what the student changed, or undefined when the change cannot be placed. */
function changed(previous: string, message: string): Change | undefined {
  const folded = foldText(message);

  // "en vez de 11 fuera 15", "con 15 en lugar de 11", "cambiando 11 por 15"
  const swap =
    new RegExp(
      String.raw`en (?:vez|lugar) de (${NUMBER})\s*\w*\s+(?:fuera|fuese|es|sea|pongo|pusiera|da|tengo|hay)?\s*(${NUMBER})`,
    ).exec(folded) ??
    new RegExp(String.raw`(?:cambi\w*|reemplaz\w*) (?:el |la )?(${NUMBER}) por (?:el |la )?(${NUMBER})`).exec(
      folded,
    );
  const swapBack = new RegExp(String.raw`(${NUMBER})\s*\w*\s+en (?:vez|lugar) (?:de|del) (${NUMBER})`).exec(
    folded,
  );
  const [from, to] = swap ? [swap[1], swap[2]] : swapBack ? [swapBack[2], swapBack[1]] : [];
  if (from && to) {
    const places = numberOccurrences(previous, from);
    const [place] = places;
    if (places.length !== 1 || place === undefined) return undefined;
    return {
      problem: splice(previous, place, from.length, to),
      said: `**${to}** en lugar de **${from}**`,
    };
  }

  // "¿y si no hubiera rozamiento?": the friction the problem gives, taken away.
  if (FRICTIONLESS.test(folded)) {
    const without = previous.replace(FRICTION_DATUM, '');
    if (without === previous || /rozamiento|fricci[oó]n|\broce\b|μ/iu.test(without)) return undefined;
    const sentence = without.search(/\.(?:\s|$)/);
    if (sentence < 0) return undefined;
    return {
      problem: `${without.slice(0, sentence)}, sin rozamiento${without.slice(sentence)}`,
      said: '**μ = 0** (sin rozamiento)',
    };
  }

  // "el doble", "la mitad", "el triple", "3 veces"
  const scale =
    /\b((?:e|a)l doble|(?:a )?la mitad|(?:e|a)l triple|se duplica|se triplica|(\d+) veces)\b/.exec(folded);
  if (scale) {
    const said = scale[1] ?? '';
    const factor = /doble|duplica/.test(said)
      ? 2
      : /mitad/.test(said)
        ? 0.5
        : /triple|triplica/.test(said)
          ? 3
          : Number(scale[2]);
    const kind = magnitudeWords.find(([pattern]) => pattern.test(folded))?.[1];
    const found = quantities(previous).filter((q) => !kind || q.kind === kind);
    const [target] = found;
    if (found.length !== 1 || target === undefined) return undefined;
    const value = writeNumber(readNumber(target.value) * factor);
    return {
      problem: splice(previous, target.index, target.length, `${value} ${target.unit}`),
      said: `**${value} ${target.unit}** en lugar de **${target.value} ${target.unit}**`,
    };
  }

  // "¿y si tarda 3 h?", "¿y en 90 g?": a quantity of a kind the problem has once
  const given = quantities(message);
  if (given.length > 0) {
    let problem = previous;
    const said: string[] = [];
    for (const quantity of given) {
      const same = quantities(problem).filter((q) => q.kind === quantity.kind);
      const target =
        same.length === 1
          ? same[0]
          : same.filter((q) => q.unit === quantity.unit).length === 1
            ? same.find((q) => q.unit === quantity.unit)
            : namedQuantity(problem, folded, same);
      if (!target) return undefined;
      problem = splice(problem, target.index, target.length, `${quantity.value} ${quantity.unit}`);
      said.push(`**${quantity.value} ${quantity.unit}** en lugar de **${target.value} ${target.unit}**`);
    }
    return { problem, said: said.join(' y ') };
  }

  // "¿y la del HNO3?": another substance in the same question
  const formula = message.match(FORMULA);
  const previousFormula = previous.match(FORMULA);
  if (formula?.length === 1 && previousFormula?.length === 1) {
    const old = previousFormula[0];
    return { problem: previous.replace(old, formula[0]), said: `**${formula[0]}** en lugar de **${old}**` };
  }

  // "¿y x^2 - 16?": another expression for the same task
  const newExpression = expression(message.replace(/^\s*[¿¡]?\s*(?:y|e)\s+/i, ''));
  const oldExpression = expression(previous);
  if (newExpression && oldExpression) {
    return {
      problem: splice(previous, oldExpression.index, oldExpression.text.length, newExpression.text),
      said: `$${newExpression.text}$ en lugar de $${oldExpression.text}$`,
    };
  }

  // "¿y 120?", "¿y con 5?": a bare number, when the problem has only one to change
  const numbers = [...folded.matchAll(new RegExp(NUMBER, 'g'))].map((match) => match[0]);
  const [value] = numbers;
  if (
    numbers.length === 1 &&
    value !== undefined &&
    !/[a-z]{4,}/.test(folded.replace(/\b(y|si|con|en|fuera|es|para|que|pasa|seria|da|el|la)\b/g, ''))
  ) {
    const previousNumbers = [
      ...previous.matchAll(new RegExp(String.raw`(?<![\w.,])${NUMBER}(?![\d]|[.,]\d)`, 'g')),
    ];
    const [old] = previousNumbers;
    if (previousNumbers.length !== 1 || old === undefined) return undefined;
    return {
      problem: splice(previous, old.index ?? 0, old[0].length, value),
      said: `**${value}** en lugar de **${old[0]}**`,
    };
  }
  return undefined;
}

// «… . Si la masa fuera el triple, ¿qué aceleración tendría?»: a condition before the question.
const CONDITION_FIRST = /(^|[.;:]\s+|\n)(si\s[^.?¿;]+?),\s*(¿[^?]+\?)\s*([^?]*)$/iu;
// «¿Con qué velocidad llegaría si se lo soltara desde el doble de altura?»: a condition closing it.
const CONDITION_LAST = /(¿[^?¿]+?),?\s+(si\s[^?¿]+)\?\s*([^?]*)$/iu;
// «¿Qué fuerza haría falta para estirarlo el doble?»: a change said without «si», closing it.
const SCALED_LAST =
  /(¿[^?¿]+?)\s+((?:para|desde|con|a|al|hasta)\s[^?¿]*?\b(?:el doble|el triple|la mitad|al doble|al triple)\b[^?¿]*)\?\s*([^?]*)$/iu;

/**
 * One question that changes a datum of its own statement («Un resorte de 200 N/m se estira 10 cm. Si se
 * estirara el doble, ¿qué energía almacenaría?»): the statement with its question as if unchanged, and
 * the change, for `changedProblem`. Undefined when the message changes nothing in words or the change
 * cannot be told apart from the question.
 */
export function changeInQuestion(message: string): { problem: string; change: string } | undefined {
  if (!changesADatum(message)) return undefined;
  const first = CONDITION_FIRST.exec(message);
  if (first) {
    const [whole, before = '', change = '', question = '', after = ''] = first;
    const problem = `${message.slice(0, first.index)}${before}${question}${after ? ` ${after}` : ''}`;
    return changesADatum(change) && !changesADatum(problem) && whole
      ? { problem: problem.trim(), change }
      : undefined;
  }
  for (const pattern of [CONDITION_LAST, SCALED_LAST]) {
    const last = pattern.exec(message);
    if (!last) continue;
    const [, question = '', change = '', after = ''] = last;
    const problem = `${message.slice(0, last.index)}${question}?${after ? ` ${after}` : ''}`;
    if (changesADatum(change) && !changesADatum(problem)) return { problem: problem.trim(), change };
  }
  return undefined;
}

// Reading the conversation --------------------------------------------------------------------------

/** Folded, without the opening ¿ or ¡, so "¿y si…?" starts with "y". */
const plain = (text: string) =>
  foldText(text)
    .trim()
    .replace(/^[¿¡\s]+/, '');

const followUpShape =
  /^(y|e)\b|^(que|qué) pasa si|^si (fuera|fuese|en vez|en lugar)|en (vez|lugar) de|\b(el doble|la mitad|el triple)\b|^con\b|^(cambi|reemplaz)/;
const otherOne =
  /\b(la|el) (otra|otro|siguiente|segunda|segundo|primera|primero|ultima|ultimo)\b|\bla de (abajo|arriba)\b/;
const stepQuestion = /\bpaso (\d+|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)\b/;
/** «paso 5 pulgadas a cm», «como paso 90 km/h a m/s»: the verb «pasar» before a quantity, not a step's number. */
const convertVerb = /^(?:(?:y|e|como|como hago para|ayudame a|me ayudas a|quiero)\s+)?(?:paso|pasar)\s+(.+)$/;
const asksConversion = (folded: string) => startsWithQuantity(convertVerb.exec(folded)?.[1] ?? '');
const again =
  /^(explica(me|melo|lo|mela)?|decimelo|contamelo|repetimelo|repeti(lo)?)?\s*(de nuevo|otra vez|mas (despacio|facil|simple|claro|lento))|^no (lo |la |te )?entendi|^no entiendo|^no me (quedo|queda|cierra) claro|^me perdi|^otra vez|explica(lo|melo)? (mas|de otra) (facil|simple|forma|manera)|^no me sale/;
const example = /\b(un|otro) ejemplo\b|\bcon un ejemplo\b|^ejemplo\b|\bejemplific/;

const stepNumbers: Record<string, number> = {
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
};

interface Context {
  /** The problem the conversation is about, with the changes asked since, and its worked solution. */
  problem?: { text: string; solution: string };
  /** The student's last question, and whether a passage answered it (its source's path in the reply). */
  lastQuestion?: string;
  lastReply?: string;
  /** Everything the tutor said so far, so nothing is shown twice. */
  said: string;
}

/**
 * Walks the student's earlier messages oldest first: one a solver solves starts a problem, one that
 * changes it ("¿y si…?") moves it on, one picking another sub-problem switches to it.
 */
function readConversation(history: readonly TutorTurn[], tools: FollowUpTools): Context {
  let problem: { text: string; solution: string; whole: string } | undefined;
  const context: Context = { said: '' };
  for (const turn of history) {
    if (turn.role === 'assistant') {
      context.lastReply = turn.text;
      context.said += `${turn.text}\n`;
      continue;
    }
    context.lastQuestion = turn.text;
    const picked = pickedSubProblem(turn.text);
    const own = tools.solve(picked ?? turn.text);
    if (own) {
      problem = { text: picked ?? turn.text, solution: own, whole: turn.text };
      continue;
    }
    if (!problem) continue;
    const other = otherSubProblem(problem, turn.text, tools);
    if (other) {
      problem = { ...other, whole: problem.whole };
      continue;
    }
    const change = followUpShape.test(plain(turn.text)) ? changed(problem.text, turn.text) : undefined;
    const solution = change && tools.solve(change.problem);
    if (change && solution) problem = { text: change.problem, solution, whole: change.problem };
  }
  if (problem) context.problem = { text: problem.text, solution: problem.solution };
  return context;
}

/** "¿y la otra?": the sub-problem of the same message that was not the one answered. */
function otherSubProblem(
  problem: { text: string; whole: string },
  message: string,
  tools: FollowUpTools,
): { text: string; solution: string } | undefined {
  const folded = foldText(message);
  if (!otherOne.test(folded)) return undefined;
  const problems = subProblems(problem.whole);
  if (problems.length < 2) return undefined;
  const containing = problems.filter((candidate) => problem.text.includes(candidate));
  const only = containing.length === 1 ? containing[0] : undefined;
  const answered = problems.indexOf(only ?? problem.text);
  let index: number | undefined;
  for (const [pattern, pick] of ordinals) if (pattern.test(folded)) index = pick(problems.length);
  if (index === undefined && /\b(la|el) (otra|otro|siguiente)\b|\bla de abajo\b/.test(folded)) {
    index = problems.length === 2 ? (answered === 1 ? 0 : 1) : answered >= 0 ? answered + 1 : undefined;
  }
  const text = index === undefined ? undefined : problems[index];
  const solution = text && tools.solve(text);
  return text && solution ? { text, solution } : undefined;
}

/** The numbered steps of a worked solution ("1. …", "2. …"), as written. */
function steps(solution: string): string[] {
  return solution
    .split('\n')
    .filter((line) => /^\d+\. /.test(line))
    .map((line) => line.replace(/^\d+\. /, ''));
}

/** The bold result line of a worked solution: "**Resultado: x = 5**". */
function result(solution: string): string | undefined {
  return solution.split('\n').find((line) => /^\*\*.+\*\*$/.test(line.trim()));
}

/** Why a step does what it does, from what it says; a general hint when it is none of these. */
function whyOf(step: string): string {
  const folded = foldText(step);
  const reasons: [RegExp, string][] = [
    [
      /pasa (restando|sumando|dividiendo|multiplicando)|pasa los terminos|pasar los terminos/,
      'Pasar un término al otro miembro es hacer la misma operación en los dos lados: si a la izquierda restás 5 para que desaparezca, a la derecha también restás 5, y la igualdad se mantiene. Por eso lo que suma «pasa restando».',
    ],
    [
      /divid/,
      'Si dos cantidades son iguales, al dividir las dos por el mismo número (distinto de cero) siguen siendo iguales. Así se va el número que multiplica a la incógnita y ella queda sola.',
    ],
    [
      /multiplic/,
      'Multiplicar los dos miembros por el mismo número (distinto de cero) mantiene la igualdad; se usa para sacar un denominador o cambiar de unidad.',
    ],
    [
      /identifica los coeficientes|coeficientes: a =|a = .*, b = .*, c = /,
      'En ax² + bx + c = 0, a es el número que multiplica a x², b el que multiplica a x y c el término sin x, cada uno con su signo: en x² − 5x + 6, b = −5. Si falta un término, su coeficiente es 0.',
    ],
    [
      /separa los dos signos|los dos signos/,
      'El ± de la resolvente son dos cuentas: una sumando la raíz y otra restándola. Cada una da una solución.',
    ],
    [
      /resolvente/,
      'La resolvente, x = (−b ± √Δ)/(2a), da las dos soluciones a la vez: una con el + y otra con el −.',
    ],
    [
      /discriminante|δ|delta/,
      'El discriminante, Δ = b² − 4ac, es lo que queda dentro de la raíz en la resolvente: si es positivo hay dos soluciones reales, si es cero una sola (doble) y si es negativo ninguna real.',
    ],
    [
      /opera|suma|resta|agrupa|junta|simplific/,
      'Acá no aparece ninguna idea nueva: solo se hacen las cuentas de cada miembro por separado (sumar o restar los números, juntar los términos parecidos).',
    ],
    [
      /n = m|a moles|masa molar/,
      'Para pasar de gramos a moles se divide la masa por la masa molar: es contar cuántos «paquetes» de un mol entran en esa masa.',
    ],
    [
      /balance/,
      'Balancear es poner coeficientes para que haya la misma cantidad de átomos de cada elemento a los dos lados: en una reacción los átomos no se crean ni se destruyen, solo se reacomodan.',
    ],
    [
      /proporcion|coeficientes de la ecuacion/,
      'Los coeficientes de la ecuación balanceada dicen en qué proporción de moles reaccionan y se forman las sustancias: por eso la cuenta es una regla de tres con ellos.',
    ],
    [
      /3,6|km\/h|convert/,
      'Para pasar de km/h a m/s se divide por 3,6, porque 1 km son 1000 m y 1 h son 3600 s.',
    ],
    [
      /reemplaz/,
      'Reemplazar es poner cada dato del enunciado en su lugar de la fórmula, con sus unidades; conviene escribir primero la fórmula y después los números.',
    ],
    [
      /despej/,
      'Despejar es dejar sola la incógnita haciendo la misma operación en los dos miembros, hasta que del otro lado queden solo datos.',
    ],
  ];
  return (
    reasons.find(([pattern]) => pattern.test(folded))?.[1] ??
    'Fijate qué cambió entre la línea de antes y esta: esa es la operación del paso. Si la hacés vos con lápiz y papel y te da lo mismo, el paso está entendido.'
  );
}

function stepReply(problem: { text: string; solution: string }, n: number): string {
  const all = steps(problem.solution);
  if (all.length === 0 || n < 1 || n > all.length) {
    return `La resolución de «${problem.text}» tiene ${all.length} ${all.length === 1 ? 'paso' : 'pasos'}: ¿cuál de ellos querés que veamos? Decime su número.`;
  }
  const step = at(all, n - 1, 'step');
  const before = n > 1 ? all[n - 2] : undefined;
  const after = all[n];
  const final = result(problem.solution);
  return [
    `## El paso ${n}, más despacio`,
    '',
    before ? `Veníamos de: ${before}` : `Partimos del enunciado: «${problem.text}».`,
    '',
    `**Paso ${n}.** ${step}`,
    '',
    whyOf(step),
    '',
    ...(after ? [`Con eso, el paso siguiente es: ${after}`, ''] : []),
    ...(final ? [`Y al final: ${final}`, ''] : []),
    '¿Te cierra ahora? Si no, decime qué parte de este paso te hace ruido.',
  ].join('\n');
}

function againReply(problem: { text: string; solution: string }): string {
  const all = steps(problem.solution);
  const final = result(problem.solution);
  if (all.length === 0) return problem.solution;
  return [
    '## Vamos de nuevo, más despacio',
    '',
    `El problema era: «${problem.text}». Lo hacemos de a un paso, con el porqué de cada uno.`,
    '',
    ...all.flatMap((step, i) => [`**Paso ${i + 1}.** ${step}`, '', `*Por qué:* ${whyOf(step)}`, '']),
    ...(final ? [final, ''] : []),
    '¿En cuál de estos pasos te trabaste? Decime el número (por ejemplo, «no entendí el paso 2») y lo desarmamos.',
  ].join('\n');
}

/** The mini class the last reply came from, by the path it cites. */
function citedSource(reply: string | undefined): string | undefined {
  return reply?.match(/\/mini-clase\/([a-z0-9-]+)/)?.[1];
}

/**
 * More of the mini class the last reply explained, in the course's order: the next paragraph it did not
 * show (not its pitfalls or recipes) with an example, or an example alone when one asks for it.
 */
function morePassageReply(context: Context, retriever: Retriever, wantsExample: boolean): string | undefined {
  const id = citedSource(context.lastReply);
  if (!id) return undefined;
  const unseen = retriever
    .miniClass(id)
    .filter((passage) => !context.said.includes(passage.text.slice(0, 60)));
  const isExample = (passage: Passage) => passage.text.startsWith('Ejemplo');
  const practical = (passage: Passage) =>
    /^(Errores comunes|Cómo resolver|Cómo se pregunta)/.test(passage.text);
  const example = unseen.find(isExample);
  const other = unseen.find((passage) => !isExample(passage) && !practical(passage));
  const shown = wantsExample
    ? [example]
    : [other, example && other && other.text.length + example.text.length < 1200 ? example : undefined];
  const picked = shown.filter((passage): passage is Passage => passage !== undefined);
  const first = picked[0];
  if (!first) return undefined;
  return [
    wantsExample ? `## Un ejemplo de ${first.source.title}` : `## Otra forma de verlo: ${first.source.title}`,
    '',
    ...picked.flatMap((passage) => [passage.text, '']),
    `*Fuente: ${sourceReference(first.source)}.*`,
    '',
    wantsExample
      ? '¿Te animás a hacer uno parecido? Cambiá los números y contame qué te da.'
      : '¿Así se entiende mejor? Si todavía no, decime qué palabra o qué parte te frena.',
  ].join('\n');
}

/** A problem like the last one with other numbers, to try alone: "otro ejemplo" after a worked problem. */
function similarProblemReply(problem: { text: string }, tools: FollowUpTools): string | undefined {
  const variant = problem.text.replace(/(?<![\w.,^])(\d+)(?![\d.,]|\s*[°])/g, (digits) =>
    String(Number(digits) + 1),
  );
  if (variant === problem.text || !tools.solve(variant)) return undefined;
  return [
    '## Otro parecido para practicar',
    '',
    `Probá este, que se resuelve igual: «${variant}».`,
    '',
    'Hacelo con los mismos pasos que el anterior y contame qué te da; lo corregimos juntos.',
    '',
    '¿Cuál es el primer paso que harías?',
  ].join('\n');
}

/** The reply to a message that continues the conversation; undefined when it does not, or cannot be placed. */
export function followUpReply(
  message: string,
  history: readonly TutorTurn[],
  tools: FollowUpTools,
): string | undefined {
  if (history.length === 0) return undefined;
  const folded = plain(message);
  const context = readConversation(history, tools);
  const { problem } = context;

  // A problem of its own is never read as a step, «otra» or «ejemplo» of the last one: the engine answers it.
  const ownProblem = () => asksConversion(folded) || tools.solve(message) !== undefined;
  const step = stepQuestion.exec(folded);
  if (step && problem && !ownProblem()) {
    const word = at(step, 1, 'step group');
    return stepReply(problem, stepNumbers[word] ?? Number(word));
  }
  if (problem && otherOne.test(folded) && !ownProblem()) {
    const whole = history.filter((turn) => turn.role === 'user').map((turn) => turn.text);
    for (const text of whole.reverse()) {
      const other = otherSubProblem({ text: problem.text, whole: text }, message, tools);
      if (other) return other.solution;
    }
  }
  if (example.test(folded) && !ownProblem()) {
    const fromPassage = tools.retriever && morePassageReply(context, tools.retriever, true);
    if (fromPassage) return fromPassage;
    if (problem) return similarProblemReply(problem, tools);
  }
  if (again.test(folded) && folded.length < 60) {
    const lastWasProblem = problem && context.lastReply && steps(context.lastReply).length > 0;
    if (problem && lastWasProblem) return againReply(problem);
    const fromPassage = tools.retriever && morePassageReply(context, tools.retriever, false);
    if (fromPassage) return fromPassage;
    if (problem) return againReply(problem);
  }
  if (problem && followUpShape.test(folded)) {
    // "¿y si fuera cos x = 1/2?" is a whole problem of its own: the engine answers it as it is.
    if (tools.solve(message)) return undefined;
    const change = changed(problem.text, message);
    const solution = change && change.problem !== problem.text && tools.solve(change.problem);
    if (change && solution) {
      return [`Retomo el problema anterior con ${change.said}: «${change.problem}».`, '', solution].join(
        '\n',
      );
    }
    // A new number it cannot place: it asks rather than guess which one moves.
    if (/\d/.test(message)) {
      return `Quiero asegurarme de cambiar el dato correcto en «${problem.text}»: ¿qué dato reemplazo, y por cuál? Por ejemplo: «en vez de 11, 15».`;
    }
  }
  return undefined;
}
