/**
 * Questions as students and exams write them: a statement with several parts ("a) … b) …", "1) … 2) …",
 * "¿cuánto tarda y a qué altura llega?") is answered part by part, each part with the statement's data;
 * a pasted multiple-choice question ("A) … E) Ninguna …") is solved without its options, and the reply
 * names the option the result matches. Nothing here solves anything: the engine's solver does.
 */

import { at } from '../../../../shared/lib/must.ts';
import { superscriptPowers } from '../../../../shared/math/superscripts.ts';
import { GRAVITY } from '../../science/constants.ts';
import { units } from '../../science/units.ts';
import { answersEachPartsKind } from '../solvers/certainty.ts';
import { changesADatum } from '../solvers/changed-datum.ts';
import type { SolverReply } from '../solvers/declaration.ts';
import { foldText } from '../text.ts';
import {
  earlierFunction,
  inOtherAngleUnit,
  parameterProblems,
  withEarlierComplex,
  withEarlierFunction,
  withEarlierParameters,
} from './earlier-function.ts';
import { withEarlierSolution } from './earlier-solution.ts';
import { statesOptionFunction } from './expression-options.ts';
import { factoredResult, isSameFactorization, isSamePolynomialOtherwise } from './factor-options.ts';
import { statesNoSolutionOption } from './no-solution-options.ts';
import {
  askedQuantity,
  askedSymbols,
  asksWithoutMass,
  atEarlierInstant,
  chainedReply,
  conversionOfEarlier,
  earlierLetters,
  earlierParameter,
  earlierResult,
  expressesEarlier,
  fromEllipsis,
  fromSiblings,
  keepingOneUsedDatum,
  namedResult,
  namesEarlierMoles,
  type PartAnswer,
  readsResult,
  referencedResultProblem,
  resultDatum,
  solutionsCounted,
  stageProblem,
  statesAskedUnits,
  statesExpressedUnit,
  totalForOneElement,
  usesGravity,
  usesResult,
  weightProblem,
  withAddedCondition,
  withDefinition,
  withEarlierCase,
  withEarlierCondition,
  withEarlierLetters,
  withEarlierMoles,
  withEarlierObject,
  withEarlierParameter,
  withEarlierTime,
  withEarlierValue,
  withEnergyData,
  withFoundLine,
  withLineByOrder,
  withNamedLines,
  withoutGivenGravity,
  withoutGivenMass,
  withoutMethod,
  withoutOthersData,
  withoutSaidUnused,
  withoutUsedData,
} from './part-chains.ts';
import { withOneFunction, withoutPartReference } from './part-references.ts';
import { isPhysicsStatement, partMethod } from './physics-method.ts';
import {
  optionUnit,
  optionValues,
  statedValues,
  statesValues,
  valuesUndecided,
  weighedByValue,
} from './surd-options.ts';

/** The engine's exact solvers on one problem. */
export type Solve = (problem: string) => SolverReply | undefined;

export interface QuestionPart {
  /** "a", "b", "1", or the part's number when the parts were joined by «y». */
  label: string;
  question: string;
}

export interface QuestionOption {
  /** As the statement writes it: "A", "c". */
  label: string;
  text: string;
  /** «Ninguna de las anteriores», «ninguna respuesta anterior es correcta». */
  none: boolean;
}

export interface ReadQuestion {
  /** The common data: everything before the parts or the options. */
  statement: string;
  parts: QuestionPart[];
  /** True when the parts are questions joined by «y» in one sentence, not labelled ones. */
  joined: boolean;
  options: QuestionOption[];
}

// Labelled items -----------------------------------------------------------------------------------

interface Label {
  label: string;
  /** Where the label starts and where its text starts. */
  start: number;
  textStart: number;
}

// "a) ", "(a) " after a space or a line start, not after an operator ("(x − 1)" closes a bracket); "a. ", "a- " only at a line start ("a." is too common inside a sentence).
// Roman numerals "i)", "ii)"… label parts too, never options.
// Inside a line, "a. " labels only before a quantity's article ("Calcular a. la velocidad b. la distancia").
const LABEL =
  /(?<=^|\s)(?<![-−+*/=·]\s*)(?:\(([a-eA-E1-9]|i{1,3}|iv)\)|([a-eA-E1-9]|i{1,3}|iv)\))(?=\s)|^[ \t]*([a-eA-E1-9])[.-](?=\s)|(?<=\s)([a-e])\.(?=\s+(?:la|el|los|las|su|sus)\s)/gm;

const ROMAN = ['i', 'ii', 'iii', 'iv', 'v'];

/** The next label of a series: "a" → "b", "C" → "D", "1" → "2", "i" → "ii". */
const following = (label: string) =>
  ROMAN.includes(label) && label !== 'v'
    ? (ROMAN[ROMAN.indexOf(label) + 1] ?? '')
    : String.fromCharCode(label.charCodeAt(0) + 1);

/** The labelled items of a message, in order, when they form a series from its start (a, b, c… or 1, 2, 3…). */
function labelledItems(
  message: string,
): { statement: string; items: { label: string; text: string }[] } | undefined {
  const labels: Label[] = [...message.matchAll(LABEL)].map((match) => ({
    label: (match[1] ?? match[2] ?? match[3] ?? match[4]) as string,
    start: match.index,
    textStart: match.index + match[0].length,
  }));
  for (const [index, first] of labels.entries()) {
    if (!['a', 'A', '1', 'i'].includes(first.label)) continue;
    const series = [first];
    for (const candidate of labels.slice(index + 1)) {
      if (candidate.label === following((series.at(-1) as Label).label)) series.push(candidate);
    }
    if (series.length < 2) continue;
    // «Calculá: a) … b) …» and the same parts listed again below, one a line: the last part ends where
    // the list starts over, never with the repeated list glued to it.
    const last = series.at(-1) as Label;
    // «c) Con a) y b), calcule z⁶»: a label inside a part's sentence names a part; a list starts a line.
    const restart = labels.find(
      (label) =>
        label.start > last.start &&
        label.label === first.label &&
        /(?:^|\n)[ \t]*$/.test(message.slice(0, label.start)),
    );
    const end = restart?.start ?? message.length;
    const items = series.map((label, i) => ({
      label: label.label,
      text: tidy(message.slice(label.textStart, series[i + 1]?.start ?? end)),
    }));
    if (items.some((item) => item.text === '')) continue;
    return { statement: message.slice(0, first.start).trim(), items };
  }
  return undefined;
}

/** «se pide:», «se solicita:»: what follows is what to find, though no order is written. */
const ANNOUNCES = /^(?:se (?:pide|solicita|quiere saber)|responder|contestar)\s*:?$/;

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/[;,]$/, '').trim();

const NONE_OPTION = /\bningun[ao]\b/;
// The voseo and the infinitive the exams write ("Calculá", "Calcular:"), and the formal «usted» and
// «ustedes» orders of printed papers ("Determine", "Indique", "Plantee y resuelva", "Factoricen").
const IMPERATIVE =
  /^(?:(?:halla|calcula|determina|resolve|escribi|indica|expresa|grafica|nombra|deci|explica|justifica|clasifica|encontra|obtene|verifica|demostra|analiza|busca|da|averigua|plantea|compara|simplifica|factoriza|converti|pasa|balancea|evalua)r?|(?:halle|calcule|determine|resuelva|escriba|indique|exprese|grafique|diga|explique|justifique|clasifique|encuentre|obtenga|verifique|demuestre|analice|busque|averigue|plantee|compare|simplifique|factorice|convierta|balancee|represente|identifique|nombre|formule|evalue)n?|de (?=(?:el|la|los|las) (?:nombres?|formulas?)\b))(lo|la|los|las|le|me|melo)?\b/;
const ASKS =
  /^(que|cual|cuales|cuanto|cuanta|cuantos|cuantas|cuando|donde|como|a que|con que|en que|de que|desde que|hasta que|para que|por que|la|el|los|las|su|sus|y)\b/;

/** A part asks or orders something ("¿Cuánto tarda?", "Hallá sus raíces", "la velocidad final"); an option is a value. */
function isPart(text: string): boolean {
  const folded = foldText(text).replace(/^[¿¡\s]+/, '');
  // «Con la raíz positiva hallada en a), calcule …»: a part that uses an earlier one.
  return (
    /\?/.test(text) ||
    IMPERATIVE.test(folded) ||
    ASKS.test(folded) ||
    /\b(?:en|de|con|usando)\s+\(?[a-e]\)/.test(folded)
  );
}

const QUANTITY_NOUN =
  /^(energia|velocidad|aceleracion|fuerza|trabajo|potencia|tiempo|distancia|desplazamiento|altura|tension|masa|peso|presion|periodo|frecuencia|impulso|cantidad de movimiento|reaccion|normal|rozamiento|resultante|componente|modulo)\b/;

/**
 * "a) Energía potencial b) Velocidad al llegar al suelo" after a statement with data that asks nothing
 * itself: quantities to find, written as a list of nouns, not options to choose from.
 */
function namesQuantities(statement: string, items: readonly { text: string }[]): boolean {
  return (
    /\d/.test(statement) &&
    !/\?\s*$/.test(statement) &&
    items.every((item) => !/\d/.test(item.text) && QUANTITY_NOUN.test(foldText(item.text)))
  );
}

// Parts joined by «y» ------------------------------------------------------------------------------

const INTERROGATIVE = String.raw`(?:(?:a|con|en|de|desde|hasta|para|por|durante)\s+)?(?:qu[eé]|cu[aá]nt[oa]s?|cu[aá]l(?:es)?|cu[aá]ndo|d[oó]nde|c[oó]mo)(?![\p{L}])`;
const JOINED = new RegExp(String.raw`,?\s+y\s+(?=¿?${INTERROGATIVE})`, 'giu');
const UNACCENTED_JOIN =
  /^,?\s+y\s+(?:(?:a|con|en|de|desde|hasta|para|por|durante)\s+)?(?:que|como|cuando|donde)(?![\p{L}])/u;
const QUESTION_START = new RegExp(String.raw`¿|(?<![\p{L}])${INTERROGATIVE}`, 'giu');

/**
 * "Se lanza … a 20 m/s, ¿cuánto tarda y a qué altura llega?": two questions about the same data, when
 * each half is a question of its own (an interrogative after the «y»).
 */
function joinedQuestions(message: string): { statement: string; parts: QuestionPart[] } | undefined {
  const joins = [...message.matchAll(JOINED)];
  const firstJoin = joins[0];
  if (!firstJoin) return undefined;
  // The question starts at the last «¿» or interrogative before the first «y».
  const starts = [...message.slice(0, firstJoin.index).matchAll(QUESTION_START)];
  const start = starts.find((match) => match[0] === '¿')?.index ?? starts.at(-1)?.index;
  if (start === undefined) return undefined;
  const statement = tidy(message.slice(0, start));
  if (!/\d/.test(statement) && !/\d/.test(message.slice(start))) return undefined;
  const end = message.indexOf('?', (joins.at(-1) as RegExpMatchArray).index);
  // «Tomando como valor el promedio y como error absoluto la semidiferencia, halle …»: with no «¿» nor
  // «?», an unaccented «como», «que», «cuando», «donde» after the «y» joins two clauses, not two questions.
  if (
    end === -1 &&
    !message.includes('¿') &&
    joins.some((join) => UNACCENTED_JOIN.test(message.slice(join.index)))
  )
    return undefined;
  const question = message.slice(start, end === -1 ? message.length : end);
  const pieces = question
    .split(JOINED)
    .map((piece) => piece.replace(/^¿\s*/, '').trim())
    .filter((piece) => piece !== '');
  // "¿cuándo y dónde se encuentran?" is one question about one event, not two.
  if (pieces.length < 2 || pieces.some((piece) => piece.split(/\s+/).length < 2)) return undefined;
  const after = end === -1 ? '' : message.slice(end + 1).trim();
  // «¿Qué velocidad tenía cuando recorrió 30 m y cuánto tardó?»: a later half that is only a bare question
  // («cuánto tardó», «qué distancia recorrió») asks at the first half's instant (read alone, «¿Cuánto
  // tardó?» took the whole braking, a sure 4 s). One with words of its own («cuánto tarda en detenerse»,
  // «qué distancia recorre hasta detenerse») asks its own instant.
  const condition = INSTANT.exec(pieces[0] ?? '')?.[0];
  const conditioned = pieces.map((piece, i) =>
    i > 0 && condition && !/\d/.test(piece) && piece.split(/\s+/).length <= 3
      ? `${piece} ${condition}`
      : piece,
  );
  return {
    statement: [statement, after].filter(Boolean).join(' '),
    parts: conditioned.map((piece, i) => ({ label: String(i + 1), question: `¿${capitalized(piece)}?` })),
  };
}

// «cuando recorrió 30 m», «al cabo de 4 s», «a los 3 s»: the instant a question asks at.
const INSTANT = /\b(?:cuando|al cabo de|a los|hasta que|en el instante en que)\b[^?]*\d[^?]*$/iu;

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

// «… b) la potencia desarrollada. (g = 10 m/s²)», «… Considerar g = 10 m/s².»: data for every part, written after the last.
const TRAILING_DATA =
  /\s*(\([^()]*=[^()]*\)\.?|(?:(?:tom|us|consider|adopt)(?:ar|[aá]|e)|datos?\s*:)\s+[^.]*=[^.]*\.?)$/iu;

/** The last part without the data written after it for every part, and those data. */
function trailingData(text: string): { last: string; data: string | undefined } {
  const found = TRAILING_DATA.exec(text);
  const last = found ? text.slice(0, found.index).trim() : text;
  return found && last !== '' ? { last, data: found[1]?.trim() } : { last: text, data: undefined };
}

/** The statement with data for every part, before its closing order («… Calcular:») if it has one. */
function withData(statement: string, data: string): string {
  const order = lastSentence(statement);
  if (!ORDER.test(foldText(order)) || order === statement.trim()) return `${statement} ${data}`;
  const before = statement
    .trim()
    .slice(0, statement.trim().length - order.length)
    .trim();
  return `${before} ${data} ${order}`;
}

/** The last sentence of a text: after its last «. », «? » or line break. */
function lastSentence(text: string): string {
  const trimmed = text.trim();
  const start = Math.max(trimmed.lastIndexOf('. '), trimmed.lastIndexOf('\n'), trimmed.lastIndexOf('? ')) + 1;
  return trimmed.slice(start).trim();
}

const BULLET = /^\s*[-•*·]\s+/;
// "¿Me lo explicás?", "¿podés ayudarme?": a question to the tutor, not a part of the problem.
const TO_THE_TUTOR = /\b(me|explic\w*|ayud\w*|entend\w*|pod(e|es|rias?)|sabes)\b/;

/**
 * "…durante 10 s.\nCalcular la velocidad final.\nCalcular la distancia recorrida." or the same as
 * bullets ("- la velocidad final"): the closing lines, each an order, a question or a bullet, are parts
 * of the data above them.
 */
function listedLines(message: string): { statement: string; parts: QuestionPart[] } | undefined {
  const lines = message.trim().split('\n');
  // «Resolver:» then bullets: each bullet is a problem of the order, an equation too.
  // «Se pide:» then bullets announces what to find as an order does.
  const ordered = (above: string) => {
    const order = foldText(lastSentence(above)).replace(/^[¿¡\s]+/, '');
    return (
      (ORDER.test(order) || IMPERATIVE.test(order) || ANNOUNCES.test(order.replace(/:\s*$/, ':'))) &&
      /:\s*$/.test(above)
    );
  };
  let bullets = lines.length;
  while (bullets > 0 && BULLET.test(lines[bullets - 1] ?? '')) bullets--;
  const orderedBullets = bullets < lines.length && ordered(lines.slice(0, bullets).join('\n'));
  // A bullet of data ("- m = 5 kg") or a request to the tutor ("Explicame paso a paso") asks no part.
  const asks = (line: string) => {
    const text = line.replace(BULLET, '').trim();
    if (BULLET.test(line))
      return orderedBullets || (!/=/.test(text) && (isPart(text) || QUANTITY_NOUN.test(foldText(text))));
    // «Calcular:» alone introduces the parts below it; it is none of them.
    return (
      (/^¿[^¿?]+\?$/.test(text) && !TO_THE_TUTOR.test(foldText(text))) ||
      (ORDER.test(foldText(text)) && !/:\s*$/.test(text))
    );
  };
  let first = lines.length;
  while (first > 0 && asks(lines[first - 1] ?? '')) first--;
  const listed = lines.slice(first).map((line) => line.replace(BULLET, '').trim());
  const statement = lines.slice(0, first).join('\n').trim();
  const hasData = /\d/.test(statement) || ordered(statement);
  if (listed.length < 2 || !hasData || listed.some((line) => line === '')) return undefined;
  return { statement, parts: listed.map((question, i) => ({ label: String(i + 1), question })) };
}

/**
 * "Un cuerpo de 5 kg … ¿Cuál es su aceleración? ¿Qué distancia recorre en 5 s?": questions one after
 * the other at the end of a statement with data, each a part with that data. Not a statement whose text
 * goes on after its questions (a question in the middle is not a part).
 */
function followingQuestions(message: string): { statement: string; parts: QuestionPart[] } | undefined {
  // «¿…? ¿…? Considerar g = 10 m/s².»: data for every question, written after the last.
  const closing = trailingData(message.trim());
  const text = /\?\s*$/.test(closing.last) ? closing.last : message.trim();
  const first = text.indexOf('¿');
  if (first <= 0 || !/\?\s*$/.test(text)) return undefined;
  const before = text.slice(0, first).trim();
  const statement = text === closing.last && closing.data ? `${before} ${closing.data}` : before;
  const questions = text
    .slice(first)
    .split(/(?<=\?)\s*/)
    .map((question) => question.trim())
    .filter((question) => question !== '');
  if (
    !/\d/.test(statement) ||
    questions.length < 2 ||
    !questions.every((question) => /^¿[^¿?]+\?$/.test(question) && !TO_THE_TUTOR.test(foldText(question)))
  )
    return undefined;
  return { statement, parts: questions.map((question, i) => ({ label: String(i + 1), question })) };
}

// "Calcular la aceleración y la fuerza neta.": an order, then quantities each with its article.
const ORDER = /^(?:calcul|determin|hall|obten|encontr|indic|averigu)(?:ar|er|a|e)\b\s*:?\s*/;
const ARTICLE = String.raw`(?:la|el|los|las|su|sus)\s`;
const ORDERED_PIECES = new RegExp(String.raw`\s*,\s*(?=${ARTICLE})|\s+y\s+(?=${ARTICLE})`, 'u');

/**
 * "Un auto … alcanza 25 m/s en 10 s. Calcular la aceleración y la fuerza neta.": two quantities asked in
 * the closing order, each a part with the data before it (and its own: «la velocidad a los 5 s»). Only
 * when that data has numbers, and each quantity is written with its article (so "la suma de a y b"
 * stays one).
 */
function joinedOrders(message: string): { statement: string; parts: QuestionPart[] } | undefined {
  const text = message.trim();
  const start = Math.max(text.lastIndexOf('. '), text.lastIndexOf('\n'), text.lastIndexOf('? ')) + 1;
  const statement = text.slice(0, start).trim();
  const sentence = text.slice(start).trim();
  const order = ORDER.exec(foldText(sentence));
  if (!order || !/\d/.test(statement)) return undefined;
  const verb = sentence.slice(0, order[0].length).replace(/\s*:?\s*$/, '');
  const pieces: string[] = [];
  for (const piece of sentence
    .slice(order[0].length)
    .replace(/[.?!]+$/, '')
    .split(ORDERED_PIECES)
    .map((piece) => piece.trim())) {
    // «los puntos de intersección entre el gráfico de f y la recta r»: one thing between two, not two things.
    const previous = pieces.at(-1);
    if (previous !== undefined && /\b(?:entre|intersecci[oó]n de)\b(?![\s\S]*\sy\s)/iu.test(previous))
      pieces[pieces.length - 1] = `${previous} y ${piece}`;
    else pieces.push(piece);
  }
  if (pieces.length < 2 || !pieces.every((piece) => new RegExp(`^${ARTICLE}\\S`, 'u').test(foldText(piece))))
    return undefined;
  return {
    statement,
    parts: pieces.map((piece, i) => ({ label: String(i + 1), question: `${verb} ${piece}.` })),
  };
}

/**
 * The message read as an exam writes it: the common statement, then its parts or its options. A message
 * with neither comes back whole, as the statement.
 */
export function readQuestion(message: string): ReadQuestion {
  const labelled = labelledItems(message);
  if (labelled) {
    const { items } = labelled;
    const statement = withoutChatter(labelled.statement);
    const uppercase = /^[A-E]$/.test(items[0]?.label ?? '');
    const noneOption = items.some((item) => NONE_OPTION.test(foldText(item.text)));
    const parts = namesQuantities(statement, items)
      ? items.length
      : items.filter((item) => isPart(item.text)).length;
    const numbered = /^(\d|i)$/.test(items[0]?.label ?? '');
    // "Resolvé: a) 3x − 7 = 11 b) x² − 9 = 0": an order and then the problems it applies to.
    // «Dados z₁ = … y z₂ = …, calculá: a) z₁ + z₂ b) z₁ · z₂»: the order closes the statement's last clause.
    // Values after it («calculá z²: a) 2i b) −2i») are still options.
    // «Calcular la tensión, en kgf:»: a unit asked after a comma belongs to the order before it.
    const orderSentence = lastSentence(statement).replace(
      /,\s*(?:expresad[oa]s?\s+)?en\s+[^\s,:;]+\s*(:?)\s*$/u,
      '$1',
    );
    const lastClause = foldText(orderSentence.split(',').at(-1) ?? '').trim();
    const values = items.every((item) => !/\p{L}/u.test(item.text.replace(/(?<![\p{L}])i(?![\p{L}])/gu, '')));
    // «Dados z₁ = … y z₂ = …, se pide: a) z₁ + 2z₂ b) z₁ · z₂»: «se pide» announces what to find as an order does.
    const ordered =
      (IMPERATIVE.test(foldText(statement).replace(/^[¿¡\s]+/, '')) ||
        ((IMPERATIVE.test(lastClause) || ANNOUNCES.test(lastClause)) && !values)) &&
      /:\s*$/.test(statement);
    // "Calcular:\nA) la velocidad final\nB) …": quantities to find after an order, in capitals.
    const closingOrder =
      ORDER.test(foldText(lastSentence(statement))) && /:\s*$/.test(statement) && parts === items.length;
    const asOptions =
      !numbered &&
      (noneOption || (uppercase && items.length >= 3 && !closingOrder) || (parts === 0 && !ordered));
    if (asOptions && statement !== '') {
      return {
        statement,
        parts: [],
        joined: false,
        options: items.map((item) => ({
          label: item.label,
          text: withThousandsPoints(item.text),
          none: NONE_OPTION.test(foldText(item.text)),
        })),
      };
    }
    if (!asOptions && (parts * 2 >= items.length || numbered || ordered)) {
      const { last, data } = trailingData(items.at(-1)?.text ?? '');
      return {
        statement: data ? withData(statement, data) : statement,
        parts: items.map((item, i) => ({
          label: item.label,
          question: i === items.length - 1 ? last : item.text,
        })),
        joined: false,
        options: [],
      };
    }
  }
  const listed = listedLines(message);
  if (listed) return { ...listed, joined: false, options: [] };
  const joined = joinedQuestions(message) ?? joinedOrders(message) ?? followingQuestions(message);
  if (joined) return { ...joined, joined: true, options: [] };
  return { statement: message.trim(), parts: [], joined: false, options: [] };
}

// Numbers in replies and options --------------------------------------------------------------------

/**
 * «48 000 L», «1 046,5 kJ»: an option that groups thousands with spaces, as the SI writes them, is one
 * number; with points, as the replies write them, it compares with the result.
 */
export const withThousandsPoints = (text: string): string =>
  text.replace(/(?<![\d.,])\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\d.]|,\d{3}\b)/g, (group) =>
    group.replace(/[ \u00a0\u202f]/g, '.'),
  );

/** Plain text to compare: folded, subscripts as digits, LaTeX and markdown out, one minus sign. */
function plainText(text: string): string {
  return foldText(text)
    .normalize('NFKC')
    .replace(/\$|\*\*|\\,|\\ |\\left|\\right/g, ' ')
    .replace(/\\frac\{([^{}]+)\}\{([^{}]+)\}/g, '($1)/($2)')
    .replace(/\\cdot|\\times|×/g, '·')
    .replace(/\\circ|\^\{?\\circ\}?/g, '°')
    .replace(/\\pi/g, 'π')
    .replace(/[−–]/g, '-')
    .replace(/\{,\}/g, ',')
    .replace(/\s+/g, ' ')
    .trim();
}

// A number as written in Spanish: thousands with points, decimals with a comma, an optional fraction or
// power of ten (written "e24" by `numbersOf`), or a multiple of π.
const NUMBER = new RegExp(
  [
    String.raw`(?<![\w.,])(-)?\s?(\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?)`,
    String.raw`(\s?π)?`,
    String.raw`(?:\s?/\s?(\d+(?:,\d+)?)(?![.,]?\d))?`,
    String.raw`(?:\s?e(-?\d+))?`,
    String.raw`|(?<![\w.,])(-)?\s?π(?:\s?/\s?(\d+))?`,
  ].join(''),
  'g',
);

/** A number read from a text, and half a unit in the last place it is written to (0 when exact). */
interface Read {
  value: number;
  halfUnit: number;
}

/** The numbers of a text, as values: "−1/3" is one, "1.470 J" is 1470, "3,6 · 10⁵" is 360 000, "3π/2" is 4,71. */
export function numbersOf(text: string): number[] {
  return readNumbers(text).map((number) => number.value);
}

function readNumbers(text: string): Read[] {
  const powered = superscriptPowers(text, true);
  const plain = plainText(powered)
    .replace(/\s?·\s?10\s?\^\s?\{?(-?\d+)\}?/g, 'e$1')
    // «10⁻¹¹ M», a bare power of ten, is 1·10⁻¹¹ (not a 10 with a unit's power).
    .replace(/(?<![\d.,·×*]\s?)(?<![\d.,])\b10\s?\^\s?\{?(-?\d+)\}?/g, '1e$1')
    // What is left raised is a square or a unit's power (x², m/s²), not a number of its own.
    .replace(/\^\s?\{?-?\d+\}?/g, '');
  const values: Read[] = [];
  for (const match of plain.matchAll(NUMBER)) {
    if (match[2] === undefined) {
      values.push({
        value: ((match[6] ? -1 : 1) * Math.PI) / (match[7] ? Number(match[7]) : 1),
        halfUnit: 0,
      });
      continue;
    }
    const digits = match[2];
    const thousands = /^\d{1,3}(\.\d{3})+(,\d+)?$/.test(digits);
    let value = thousands
      ? Number(digits.replace(/\./g, '').replace(',', '.'))
      : Number(digits.replace(',', '.'));
    const decimals = /[.,](\d+)$/.exec(thousands ? digits.replace(/\./g, '') : digits)?.[1]?.length ?? 0;
    let halfUnit = match[3] || match[4] ? 0 : 0.5 * 10 ** -decimals;
    if (match[3]) value *= Math.PI;
    if (match[4]) value /= Number(match[4].replace(',', '.'));
    if (match[5]) {
      value *= 10 ** Number(match[5]);
      halfUnit *= 10 ** Number(match[5]);
    }
    values.push({ value: match[1] ? -value : value, halfUnit });
  }
  return values;
}

/**
 * Whether a value option is within the result's own rounding of it without matching: a result written
 * "0,04" cannot tell 0,0365 from «ninguna».
 */
function nearMiss(reply: string, options: readonly QuestionOption[]): boolean {
  const results = readNumbers(resultLines(reply).join('\n'));
  // «y = (1/2)x − 2» against «y = 2x − 5»: a line is compared whole by its coefficients (sameLine).
  const statesLine = linearForms(resultLines(reply).join('\n')).length > 0;
  return options.some(
    (option) =>
      !option.none &&
      !(statesLine && linearForm(option.text)) &&
      // An option with a root or an i is weighed by its exact values (valueNotRuledOut).
      !weighedByValue(
        option.text,
        statedValues(resultLines(reply)),
        resultLines(reply).length,
        resultLines(reply).join('\n'),
      ) &&
      !isInterval(option.text) &&
      isValueOption(option.text) &&
      numbersOf(option.text).some((value) =>
        results.some(
          (result) =>
            !sameValue(value, result.value, option.text) &&
            Math.abs(value - result.value) <= result.halfUnit + 0.005 * Math.abs(value),
        ),
      ),
  );
}

/**
 * «a = −5 m/s²» against «A) 5 m/s²», «v = −10 m/s» against «A) 10 m/s hacia abajo»: a negative result
 * whose size an option writes may be that option said without its sign (a braking's acceleration, a
 * speed on the way down); «ninguna» is not safe.
 */
function sizeOfANegative(reply: string, options: readonly QuestionOption[]): boolean {
  // A physical result with its unit: a root of an equation (x₁ = −2) has no size to drop.
  const negatives = [...resultLines(reply).join('\n').matchAll(SIGNED_MEASURE)].map((match) => ({
    size: numbersOf(match[1] ?? '')[0],
    unit: match[2] ?? '',
  }));
  return options.some(
    (option) =>
      !option.none &&
      negatives.some(
        ({ size, unit }) =>
          size !== undefined &&
          [...option.text.matchAll(SIGNED_MEASURE_OPTION)].some(
            (match) =>
              match[2] === unit &&
              numbersOf(match[1] ?? '').some((value) => sameValue(value, size, option.text)),
          ),
      ),
  );
}

const MEASURE_UNITS = String.raw`m\/s²|m\/s\^2|m\/s|km\/h|m|km|cm|s|N|J|W`;
const SIGNED_MEASURE = new RegExp(
  String.raw`[-−]\s*(\d[\d.]*(?:,\d+)?)\s*(${MEASURE_UNITS})(?![\p{L}\d/²^])`,
  'gu',
);
const SIGNED_MEASURE_OPTION = new RegExp(
  String.raw`(?<![-−\d])(\d[\d.]*(?:,\d+)?)\s*(${MEASURE_UNITS})(?![\p{L}\d/²^])`,
  'gu',
);

// «20 m/s», «39,2 m/s»: one measure, a whole number or one with decimals, and its unit.
const WHOLE_MEASURE = /^\s*([-−]?\d{1,3}(?:\.\d{3})*|[-−]?\d+)\s*([\p{L}/²³°%·]*)\s*$/u;
const DECIMAL_MEASURE = /^\s*[-−]?\d+,(\d+)\s*[\p{L}/²³°%·]*\s*$/u;

/**
 * «A) 39,2 m/s B) 20 m/s C) 9,8 m/s»: a whole number among options written with decimals is as precise as
 * they are («20,0»), so that «20 m/s» is not 19,6 m/s rounded. The options as written otherwise.
 */
function toSiblingsPrecision(options: readonly QuestionOption[]): readonly QuestionOption[] {
  const decimals = options.flatMap((option) => {
    const digits = DECIMAL_MEASURE.exec(option.text)?.[1];
    return option.none || digits === undefined ? [] : [digits.length];
  });
  if (decimals.length < 2) return options;
  const places = Math.min(...decimals);
  return options.map((option) => {
    const whole = option.none ? null : WHOLE_MEASURE.exec(option.text);
    if (!whole) return option;
    return { ...option, text: `${whole[1]},${'0'.repeat(places)} ${whole[2] ?? ''}`.trim() };
  });
}

/** Half a unit in the last place an option writes: "2,67" allows 0,005 of rounding. */
function rounding(written: string, value: number): number {
  const decimals = /,(\d+)/.exec(written)?.[1]?.length ?? 0;
  return Math.min(0.5 * 10 ** -decimals, 0.02 * Math.abs(value));
}

/** Whether an option's value is the result's, within the option's own rounding or 0,5 %. */
function sameValue(option: number, result: number, written: string): boolean {
  const difference = Math.abs(option - result);
  return (
    difference <= 1e-9 || difference <= 0.005 * Math.abs(result) || difference <= rounding(written, option)
  );
}

/** The lines of a worked reply that state its result: the bold ones after the data, and the bullets under them. */
export function resultLines(reply: string): string[] {
  const lines = reply.split('\n');
  const found: string[] = [];
  let inResult = false;
  for (const line of lines) {
    const trimmed = line.trim();
    if (trimmed.startsWith('**') && !/^\*\*(datos|incognita)/i.test(foldText(trimmed))) {
      found.push(trimmed);
      inResult = true;
    } else if (inResult && /^[-•] /.test(trimmed)) {
      found.push(trimmed);
    } else if (trimmed !== '') {
      inResult = false;
    }
  }
  return found;
}

// Words an option may hold beside its values without changing what it says.
const FILLER =
  /\b(y|e|o|x|unicamente|solamente|solo|aprox|aproximadamente|es|son|vale|valen|a|v|t|d|h|f|m|n|k|z|p|r|s)\b/g;
const UNIT_WORDS =
  /\b(km\/h|m\/s2?|m\/s|km|hm|dam|dm|cm|mm|m|kg|g|mg|l|ml|n|j|kj|w|kw|cv|hp|pa|kpa|hpa|atm|mol|k|s|min|h|hz|v|kv|a|ma|ohms?|kwh|cal|kcal|cm3|m3|dm3|n·m|grados?|radianes?|rad|i)\b/g;

/**
 * «0,8 m del apoyo», «30 cm de la fuerza de 20 N»: a value and the words that say where it is measured
 * from. The result states it when those words follow, in it, a number equal to the value, in the
 * option's unit or in the one a result line adds in parentheses («0,3 m (= 30 cm) de la fuerza de 20 N»).
 */
function valueWithWords(option: string, result: string): boolean {
  const plain = plainText(option).trim();
  if (/\d\s*i\b|(^|[\s+-])i\b/.test(plain)) return false;
  const parts = /^(?:a\s+)?(-?\d[\d.,]*)\s*([a-z/²]+)?\s+(\D.*)$/.exec(plain);
  const [value] = numbersOf(parts?.[1] ?? '');
  const unit = parts?.[2];
  const rest = parts?.[3]?.replace(/[.]$/, '').trim();
  if (value === undefined || !rest || rest.length < 3) return false;
  const escaped = rest.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const said = new RegExp(
    `(-?\\d[\\d.,]*)\\s*([a-z/²]+)?(?:\\s*\\(=\\s*(-?\\d[\\d.,]*)\\s*([a-z/²]+)\\))?\\s+${escaped}(?![\\p{L}\\d])`,
    'gu',
  );
  return [...plainText(result).matchAll(said)].some((match) => {
    const stated = unit !== undefined && match[4] === unit ? match[3] : match[1];
    const statedUnit = unit !== undefined && match[4] === unit ? match[4] : match[2];
    const [number] = numbersOf(stated ?? '');
    return (
      number !== undefined && (unit === undefined || statedUnit === unit) && sameValue(value, number, option)
    );
  });
}

/** An option that is only values (numbers, units, a variable): compared by its numbers. */
function isValueOption(text: string): boolean {
  const plain = plainText(text);
  if (numbersOf(text).length === 0) return false;
  const words = plain
    .replace(/[\d.,°²³^π+\-·/=≈;:(){}[\]<>≤≥∞|√ωΩ%]/g, ' ')
    .replace(UNIT_WORDS, ' ')
    .replace(FILLER, ' ')
    .trim();
  return words === '';
}

const SOLUTION_SET = /soluci[oó]n|x ∈|x[₁₂]|\bx1\b|\bx2\b|raíces|raices/i;

/** Distinct values, those within rounding of each other counted once ("-1/3 ≈ -0,33" is one). */
function distinct(values: number[]): number[] {
  const kept: number[] = [];
  for (const value of values) {
    if (!kept.some((other) => Math.abs(other - value) <= 0.015 * Math.abs(value) + 1e-9)) {
      kept.push(value);
    }
  }
  return kept;
}

/** Whether a text option is said in the result: "óxido de hierro (III)" in "Stock: **óxido de hierro (III)**". */
function saidIn(option: string, result: string): boolean {
  // A complex number is compared without spaces: "5 − 5i" is "5-5i".
  const complex = /\d\s*i\b|(^|[\s+-])i\b/.test(plainText(option));
  const squeeze = (text: string) => (complex ? text.replace(/\s+/g, '') : text);
  const wanted = squeeze(plainText(option).replace(/[.]$/, ''));
  // A unit is an option too, even of one letter (N, J, W), but only whole: not the N of "N/m" nor the
  // m/s of "kg·m/s".
  const unit = /^[a-z]+\d?(?:[·/][a-z]+\d?)*$/.test(wanted) && (wanted.length > 1 || /^[njw]$/.test(wanted));
  if (wanted.length < 2 && !unit && !complex) return false;
  const escaped = wanted.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  // A complex number is whole between its signs: «i» is not the i of «1+i», nor «5-5i» the end of «-5-5i».
  const edge = unit ? '·/^_' : complex ? '+\\-' : '';
  return new RegExp(String.raw`(?<![\p{L}\p{N}.,${edge}])${escaped}(?![\p{L}\p{N}${edge}]|[.,]\d)`, 'u').test(
    squeeze(plainText(result)),
  );
}

/** «hierro(III)» as «hierro (III)»: a Stock numeral after a name, spaced one way. */
const spacedNumeral = (text: string) => plainText(text).replace(/(\p{L})\s*\(([ivx]+)\)/gu, '$1 ($2)');

/**
 * «sulfato de hierro(III) (sulfato férrico)»: an option that gives a name and, in parentheses, another
 * name of the same thing is said when the result says both.
 */
function namesSaid(option: string, result: string): boolean {
  const spaced = spacedNumeral(option);
  const other = /^([^()]*(?:\([ivx]+\))?)\s*\(([^()]*\p{L}{3}[^()]*)\)\s*$/u.exec(spaced);
  if (!other) return false;
  const said = spacedNumeral(result);
  return [other[1] ?? '', other[2] ?? ''].every(
    (name) => name.trim().length > 3 && saidIn(name.trim(), said),
  );
}

/** An option the result can be compared with: values, or a short name or formula ("sulfato de sodio", "Na₂SO₄"). */
function comparable(option: QuestionOption): boolean {
  return option.none || isValueOption(option.text) || plainText(option.text).split(' ').length <= 5;
}

const QUANTITY_UNIT = new RegExp(String.raw`\d\s?${UNIT_WORDS.source}`, 'g');

/** The units written after a number: "48 km/h y 2 h" → km/h, h. */
const unitsOf = (text: string) =>
  new Set([...plainText(text).matchAll(QUANTITY_UNIT)].map((match) => match[1]));

/**
 * The clauses of the result lines in the options' units, when the options have units and some clause
 * does: "a = 4,9 m/s²; N ≈ 42,44 N" against options in N is "N ≈ 42,44 N" alone, so no option in N
 * matches a number that was an acceleration, nor one a remark gives in another unit.
 */
function ofTheOptionsKind(lines: readonly string[], options: readonly QuestionOption[]): readonly string[] {
  const wanted = new Set(
    options
      .filter((option) => !option.none && isValueOption(option.text))
      .flatMap((option) => [...unitsOf(option.text)]),
  );
  if (wanted.size === 0) return lines;
  // A remark in parentheses is a clause of its own: «(≈ 108 km/h)», «(en kg marcaría 55 kg)».
  const clauses = lines.flatMap((line) => line.split(/;\s*(?![^()[\]]*[)\]])|\s(?=\()/));
  const kept = clauses
    .filter((clause) => [...unitsOf(clause)].some((unit) => wanted.has(unit)))
    .map((clause) => convertedSide(clause, wanted));
  if (kept.length > 0) return kept;
  // «v_m = 72 km/h» against options in m/s: the result in the options' unit (20 m/s), so that «72 m/s»
  // is not taken for it.
  const converted = clauses.flatMap((clause) => inUnits(clause, wanted));
  return converted.length > 0 ? converted : lines;
}

/**
 * «20 nudos = 37,04 km/h» against options in km/h: a conversion's given side is not its result, so an
 * option «20 km/h» is not matched by the 20. Only when the first side has a number and none of the
 * options' units.
 */
function convertedSide(clause: string, wanted: ReadonlySet<string | undefined>): string {
  const sides = clause.split(/[=≈]/);
  const first = sides[0] ?? '';
  if (sides.length < 2 || !/\d/.test(first) || [...unitsOf(first)].some((unit) => wanted.has(unit)))
    return clause;
  return sides.slice(1).join('=');
}

/**
 * Units an option may write its value in while the result writes another of the same kind, each with
 * its factor to the kind's base unit. Read with their case: a mJ is not a MJ.
 */
const SCALED_UNITS: readonly { symbols: readonly string[]; kind: string; factor: number }[] = [
  { symbols: ['kWh', 'kW·h', 'kW.h', 'kW h'], kind: 'energy', factor: 3.6e6 },
  { symbols: ['Wh', 'W·h'], kind: 'energy', factor: 3600 },
  { symbols: ['GJ'], kind: 'energy', factor: 1e9 },
  { symbols: ['MJ'], kind: 'energy', factor: 1e6 },
  { symbols: ['kJ'], kind: 'energy', factor: 1e3 },
  { symbols: ['mJ'], kind: 'energy', factor: 1e-3 },
  { symbols: ['J', 'joules', 'joule'], kind: 'energy', factor: 1 },
  { symbols: ['N·m', 'N.m', 'N m', 'Nm'], kind: 'torque', factor: 1 },
  { symbols: ['kN'], kind: 'force', factor: 1e3 },
  { symbols: ['kgf', 'kg-f', 'kilogramos fuerza', 'kilogramo fuerza'], kind: 'force', factor: GRAVITY },
  { symbols: ['dyn', 'dinas', 'dina'], kind: 'force', factor: 1e-5 },
  { symbols: ['N', 'newtons', 'newton'], kind: 'force', factor: 1 },
  { symbols: ['cm/s²', 'cm/s2'], kind: 'acceleration', factor: 0.01 },
  { symbols: ['m/s²', 'm/s2'], kind: 'acceleration', factor: 1 },
  { symbols: ['GW'], kind: 'power', factor: 1e9 },
  { symbols: ['MW'], kind: 'power', factor: 1e6 },
  { symbols: ['kW'], kind: 'power', factor: 1e3 },
  { symbols: ['W'], kind: 'power', factor: 1 },
  // Areas and volumes: «314 cm²» is not the option «314 m²», and is the option «0,0314 m²».
  { symbols: ['km²'], kind: 'area', factor: 1e6 },
  { symbols: ['m²'], kind: 'area', factor: 1 },
  { symbols: ['dm²'], kind: 'area', factor: 1e-2 },
  { symbols: ['cm²'], kind: 'area', factor: 1e-4 },
  { symbols: ['mm²'], kind: 'area', factor: 1e-6 },
  { symbols: ['m³'], kind: 'volume', factor: 1 },
  { symbols: ['dm³', 'L'], kind: 'volume', factor: 1e-3 },
  { symbols: ['cm³', 'mL'], kind: 'volume', factor: 1e-6 },
  { symbols: ['mm³'], kind: 'volume', factor: 1e-9 },
  { symbols: ['mg'], kind: 'mass', factor: 1e-6 },
  { symbols: ['kg'], kind: 'mass', factor: 1 },
  { symbols: ['g'], kind: 'mass', factor: 1e-3 },
  { symbols: ['t'], kind: 'mass', factor: 1e3 },
];

// Longest first, so that «kgf» is not read as «kg» nor «kJ» as «J».
const SCALED_SYMBOLS = SCALED_UNITS.flatMap((unit) => unit.symbols)
  .sort((a, b) => b.length - a.length)
  .map((symbol) => symbol.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));

// A value (thousands with points or thin spaces, decimals with a comma) and one of those units.
const SCALED_QUANTITY = new RegExp(
  String.raw`(?<![\p{L}\d.,])([-−]\s?)?(\d{1,3}(?:[. \u202f]\d{3})+(?:,\d+)?|\d+(?:,\d+)?)\s?(${SCALED_SYMBOLS.join('|')})(?![\p{L}\d/²³·])`,
  'gu',
);

interface ScaledQuantity {
  /** As written, in its own unit. */
  value: number;
  kind: string;
  /** Its unit in the kind's base unit: one value for each reading of the unit. */
  sizes: readonly number[];
}

/**
 * What a kgf is in newtons for a statement: 9,8 N; where it takes g = 10 m/s² (or says 1 kgf = 10 N)
 * it may mean 10 N as well, and either reading counts.
 */
function kgfSizes(statement: string): readonly number[] {
  const folded = plainText(statement);
  return /\bg\s?=\s?10\b(?![.,]\d)|1\s?kgf\s?=\s?10\s?n\b/.test(folded) ? [GRAVITY, 10] : [GRAVITY];
}

function scaledQuantities(text: string, kgf: readonly number[]): ScaledQuantity[] {
  return [...text.replace(/\*\*/g, '').matchAll(SCALED_QUANTITY)].flatMap((match) => {
    const symbol = match[3] ?? '';
    const unit = SCALED_UNITS.find((candidate) => candidate.symbols.includes(symbol));
    const digits = (match[2] ?? '').replace(/[ \u202f]/g, '.');
    const [value] = numbersOf(digits);
    if (!unit || value === undefined) return [];
    const sizes = unit.factor === GRAVITY && unit.kind === 'force' ? kgf : [unit.factor];
    return [{ value: match[1] ? -value : value, kind: unit.kind, sizes }];
  });
}

/**
 * An option that is one quantity in a unit of SCALED_UNITS («0,9 kJ», «5 kgf», «250 cm/s²») against a
 * result that states quantities of its kind: the same quantity once both are in one unit. «Ec = 900 J»
 * is «0,9 kJ» and «a = 2,5 m/s²» is not «2,5 cm/s²». Undefined when the option is not such a quantity
 * or the result states none of its kind (the other comparisons decide).
 */
function sameScaledQuantity(
  option: string,
  lines: readonly string[],
  statement: string,
): boolean | undefined {
  const kgf = kgfSizes(statement);
  const quantities = scaledQuantities(option, kgf);
  const [wanted] = quantities;
  const rest = option.replace(SCALED_QUANTITY, ' ').replace(/[\s≈~=]/g, '');
  if (!wanted || quantities.length > 1 || rest !== '') return undefined;
  const stated = lines
    .flatMap((line) => scaledQuantities(line, kgf))
    .filter((quantity) => quantity.kind === wanted.kind);
  if (stated.length === 0) return undefined;
  return stated.some((quantity) =>
    quantity.sizes.some((from) =>
      wanted.sizes.some((to) => sameValue(wanted.value, (quantity.value * from) / to, option)),
    ),
  );
}

/** A speed, length or time unit of the science kernel's table, by the symbol the options write. */
const convertible = (symbol: string) =>
  ['km/h', 'm/s', 'km', 'm', 'cm', 'mm', 'h', 'min', 's'].includes(symbol)
    ? units.find((unit) => unit.symbol === symbol)
    : undefined;

/** The quantities of a clause restated in the wanted units of the same kind: «72 km/h» → «20 m/s». */
function inUnits(clause: string, wanted: ReadonlySet<string | undefined>): string[] {
  const quantity = /(-?\d[\d.]*(?:,\d+)?)\s?(km\/h|m\/s|km|cm|mm|min|m|h|s)(?![\p{L}/²³\d])/gu;
  return [...plainText(clause).matchAll(quantity)].flatMap((match) => {
    const [value] = numbersOf(match[1] ?? '');
    const from = convertible(match[2] ?? '');
    if (value === undefined || !from) return [];
    return [...wanted].flatMap((symbol) => {
      const to = symbol === undefined ? undefined : convertible(symbol);
      if (!to || to.dimension !== from.dimension) return [];
      const restated = Number(((value * from.factor) / to.factor).toPrecision(6));
      return [`${String(restated).replace('.', ',')} ${symbol}`];
    });
  });
}

/**
 * Whether a result is of the kind the options are: a time is no answer to options in km/h, so matching
 * none of them says nothing about «ninguna».
 */
function sameKind(result: string, options: readonly QuestionOption[]): boolean {
  const wanted = new Set(
    options
      .filter((option) => !option.none && isValueOption(option.text))
      .flatMap((option) => [...unitsOf(option.text)]),
  );
  if (wanted.size === 0) return true;
  const given = unitsOf(result);
  // «W = 150.000 J» against options in kJ: a unit of the same kind, which the options' comparison scales.
  const kindOf = (unit: string | undefined) =>
    SCALED_UNITS.find((scaled) =>
      scaled.symbols.some((symbol) => symbol.toLowerCase() === unit?.toLowerCase()),
    )?.kind;
  const givenKinds = new Set([...given].flatMap((unit) => kindOf(unit) ?? []));
  return [...wanted].some((unit) => given.has(unit) || givenKinds.has(kindOf(unit) ?? ''));
}

// What a function's study states, by the word a statement asks it with ("decrecimiento" is not "crece").
const PROPERTIES = [/\bdecrec/, /\bcrec/, /\bpositiv/, /\bnegativ/];

/**
 * The result lines, narrowed to the clauses about what the statement asks when it asks one property
 * of several the result states: "el intervalo de decrecimiento" keeps "decrece en (−∞; 3)" of
 * "f crece en (3; +∞); decrece en (−∞; 3)".
 */
function askedResult(reply: string, statement: string): string[] {
  const lines = resultLines(reply);
  const asked = PROPERTIES.filter((property) => property.test(foldText(statement)));
  const [property] = asked;
  if (asked.length !== 1 || property === undefined) return lines;
  const clauses = lines
    .flatMap((line) => line.split(/;\s*(?![^()[\]]*[)\]])/))
    .filter((clause) => property.test(foldText(clause)));
  return clauses.length > 0 ? clauses : lines;
}

interface Line {
  slope: number;
  intercept: number;
}

const LINEAR =
  /\by\s*=\s*([-+]?\s*(?:\d[\d.,]*(?:\s*\/\s*\d+)?\s*·?\s*)?x?(?:\s*[-+]\s*(?:\d[\d.,]*(?:\s*\/\s*\d+)?\s*·?\s*)?x?)*)/g;

/** "y = −0,5x + 4" as its slope and intercept, in any order of its terms; undefined when it is not that. */
function linearForm(text: string): Line | undefined {
  return linearForms(text)[0];
}

function linearForms(text: string): Line[] {
  const forms: Line[] = [];
  // «(1/2)x» and «x/2», «3x/4»: a fraction of x written as its coefficient.
  const plain = plainText(text)
    .replace(/\((\d+)\s*\/\s*(\d+)\)\s*x/g, '$1/$2x')
    .replace(/(\d*)\s*x\s*\/\s*(\d+)/g, (_, a: string, b: string) => `${a || '1'}/${b}x`);
  for (const match of plain.matchAll(LINEAR)) {
    // «y = −x/(2 + k)», «y = 2x²»: a form that goes on is not a line read to its end.
    const rest = plain.slice((match.index ?? 0) + match[0].trimEnd().length);
    if (/^(?:[/^·*(\p{L}\d²³√]|\s*[/^·*])/u.test(rest)) continue;
    const body = at(match, 1, 'line group').replace(/\s+/g, '');
    if (!/x/.test(body) && !/\d/.test(body)) continue;
    const line = { slope: 0, intercept: 0 };
    for (const term of body.match(/[-+]?[^-+]+/g) ?? []) {
      const coefficient = term.replace(/x$/, '').replace(/·$/, '');
      const value =
        coefficient === '' || coefficient === '+' ? 1 : coefficient === '-' ? -1 : numbersOf(coefficient)[0];
      if (value === undefined) return forms;
      const signed = /^-/.test(coefficient) && value > 0 ? -value : value;
      if (term.endsWith('x')) line.slope += signed;
      else line.intercept += signed;
    }
    forms.push(line);
  }
  return forms;
}

const sameLine = (a: Line, b: Line) =>
  Math.abs(a.slope - b.slope) <= 0.005 * Math.max(1, Math.abs(b.slope)) &&
  Math.abs(a.intercept - b.intercept) <= 0.005 * Math.max(1, Math.abs(b.intercept));

const NEGATION = /\b(no hay|ningun[oa]?|no tiene|no existe|nunca)\b/;
const INTERVAL = /[[(]\s*[-+]?\s*(?:\d[\d.,]*|∞)\s*;\s*[-+]?\s*(?:\d[\d.,]*|∞)\s*[\])]/g;
const isInterval = (text: string) => plainText(text).match(INTERVAL) !== null;
const intervalsIn = (text: string) => plainText(text).match(INTERVAL)?.length ?? 0;
// «(−∞; −5) ∪ (3; +∞)» is one set: the intervals a result states, those joined by «∪» counted once.
const intervalSetsIn = (text: string) =>
  intervalsIn(text) - (plainText(text).match(/[)\]]\s*∪\s*[([]/g)?.length ?? 0);

type Relation = { letter: string; relation: string; value: number };

const RELATION = /(?<![\p{L}\d])([a-z])\s*(<=|>=|≤|≥|<|>|=)\s*(-?\s?\d+(?:,\d+)?(?:\/\d+)?)(?![\d,/])/gu;
const relationSymbol = (symbol: string) => (symbol === '<=' ? '≤' : symbol === '>=' ? '≥' : symbol);

/** «−1 < x», read as «x > −1». */
const REVERSED = /(?<![\p{L}\d,/])(-?\s?\d+(?:,\d+)?(?:\/\d+)?)\s*(<=|>=|≤|≥|<|>)\s*([a-z])(?![\p{L}\d])/gu;
const FLIPPED: Record<string, string> = { '<': '>', '>': '<', '≤': '≥', '≥': '≤' };

function relationsIn(text: string): Relation[] {
  const plain = plainText(text);
  const value = (raw: string) => numbersOf(raw.replace(/\s/g, ''))[0] ?? Number.NaN;
  return [
    ...[...plain.matchAll(RELATION)].map((m) => ({
      letter: at(m, 1, 'letter'),
      relation: relationSymbol(at(m, 2, 'relation')),
      value: value(at(m, 3, 'value')),
    })),
    ...[...plain.matchAll(REVERSED)].map((m) => {
      const relation = relationSymbol(at(m, 2, 'relation'));
      return {
        letter: at(m, 3, 'letter'),
        relation: FLIPPED[relation] ?? relation,
        value: value(at(m, 1, 'value')),
      };
    }),
  ];
}

/**
 * Whether an option that is one inequality («k > 9», «m ≤ −2») is the result's: the same letter, sign
 * and value. An equality option («k = 9») against a result that only bounds its letter is not it.
 * Undefined when the option is no single relation or the result says nothing of its letter.
 */
function sameRelation(option: string, result: string): boolean | undefined {
  const whole = plainText(option).replace(/\.$/, '');
  const wanted = relationsIn(whole);
  const [first] = wanted;
  // Only bounds of one letter and numbers: «k > 9», «−2 < x < 2»; anything else is the other readers'.
  if (!first || wanted.some((r) => r.letter !== first.letter)) return undefined;
  // «x < −1 o x > 2»: «o» and «y» only join the bounds.
  const joined = whole.replace(/(?<![\p{L}])(?:o|y|u)(?![\p{L}])/gu, ' ');
  if (joined.replace(new RegExp(`[-\\d\\s,/<>≤≥=]|${first.letter}`, 'g'), '') !== '') return undefined;
  const stated = relationsIn(result).filter((r) => r.letter === first.letter);
  if (stated.length === 0) return undefined;
  if (wanted.length === 1 && first.relation === '=')
    return stated.every((r) => r.relation !== '=') ? false : undefined;
  if (wanted.some((r) => r.relation === '=')) return undefined;
  // The option is the result when it bounds its letter the same way: «x < −1 o x > 2» is no «x > 2»,
  // and «−2 < x < 2» is not «x < −2 o x > 2».
  // A bound written rounded («x > 1,67») is the exact one («x > 5/3») within its last place.
  const same = (r: Relation, w: Relation) =>
    r.relation === w.relation &&
    (Math.abs(r.value - w.value) < 1e-9 ||
      (!Number.isInteger(w.value) && Math.abs(r.value - w.value) <= 0.006));
  const bounds = stated
    .filter((r) => r.relation !== '=')
    .filter(
      (r, k, all) =>
        all.findIndex((o) => o.relation === r.relation && Math.abs(o.value - r.value) < 1e-9) === k,
    );
  return bounds.length === wanted.length && wanted.every((w) => bounds.some((r) => same(r, w)));
}

interface IntervalPiece {
  lo: number;
  hi: number;
  loClosed: boolean;
  hiClosed: boolean;
}

// «[−3; 2)», and «[−3, 2)» with a comma before a space (a decimal comma has none: «(2,5; 3)»).
const PIECE =
  /([[(])\s*([-+]?\s*(?:\d[\d.,]*(?:\/\d+)?|∞))\s*(?:;|,(?=\s))\s*([-+]?\s*(?:\d[\d.,]*(?:\/\d+)?|∞))\s*([\])])/g;

/** «−4/3», «2,5», «+∞» as a number. */
function endValue(raw: string): number {
  const text = raw.replace(/\s+/g, '');
  if (text.endsWith('∞')) return text.startsWith('-') ? -Infinity : Infinity;
  const [p, q] = text.replace(',', '.').split('/');
  return Number(p) / Number(q ?? 1);
}

// «(f ∘ g)(−1) =», «f(g(2)) =», «P(−2) =»: a function at a value, before the value it takes.
const APPLIED =
  /(?:\(\s*[a-zA-Z]\s*[∘o]\s*[a-zA-Z]\s*\)|\b[a-zA-Z](?:\s*\(\s*[a-zA-Z])*)\s*\(\s*[-−+]?\s*\d[\d.,/]*\s*\)+\s*=/g;

/**
 * The result lines without the arguments of the functions they evaluate («(f ∘ g)(−1) = 0» states 0) and
 * without the balanced equation a coefficient is shown in («**Coeficiente del O₂: 7** (2C₂H₆ + 7O₂ → …)»).
 */
const withoutArguments = (text: string) =>
  text.replace(APPLIED, '=').replace(/\([^()\n]*[→⟶][^()\n]*\)/g, ' ');

/** «]−3; 2[», «]2; +∞[»: the outward brackets some books write, as the round ones. */
const roundBrackets = (text: string) =>
  text.replace(/\](?=\s*[-+−]?\s*(?:\d|∞))/g, '(').replace(/\[(?=\s*(?:$|∪|\bu\b|\bo\b))/g, ')');

/**
 * A set written only as intervals joined by «∪» («(−∞; −4/3] ∪ [2; +∞)»), as its pieces; undefined when
 * the text says anything else (a word, a point set, a relation).
 */
function intervalSet(text: string): IntervalPiece[] | undefined {
  // «x ∈ [−3; 2)», «S = …»: the set after the letter it is of.
  const plain = roundBrackets(plainText(text)).replace(/^\s*(?:[a-z]\s*∈|s\s*=)\s*/, '');
  const pieces = [...plain.matchAll(PIECE)].map((m) => ({
    lo: endValue(m[2] ?? ''),
    hi: endValue(m[3] ?? ''),
    loClosed: m[1] === '[',
    hiClosed: m[4] === ']',
  }));
  const rest = plain.replace(PIECE, ' ').replace(/[∪u\s]|\bo\b/g, '');
  return pieces.length && rest === '' && pieces.every((p) => !Number.isNaN(p.lo) && !Number.isNaN(p.hi))
    ? pieces
    : undefined;
}

/**
 * Whether an option written as a union of intervals is the set the result states after «S =»: the same
 * pieces, ends and brackets. Undefined when either is not written that way.
 */
function sameIntervalSet(option: string, result: string): boolean | undefined {
  const wanted = intervalSet(option);
  const stated = /\bs\s*=\s*([^\n]*)/.exec(plainText(result))?.[1];
  // «Dom f = [1; 3) ∪ (3; +∞)», «A = (−∞; −5)»: a set stated under another name, when it is the one
  // set the result states («C⁺ = …; C⁻ = …» states two, and says nothing here).
  const named = [...plainText(result).matchAll(/=\s*([^=\n]*)/g)]
    .map((m) => m[1] ?? '')
    .filter((text) => /[[(]\s*[-+]?\s*(?:\d|∞)/.test(text))
    .map((text) => intervalSet(text.replace(/[.,;]\s*$/, '')));
  const pieces =
    stated === undefined
      ? named.length === 1
        ? named[0]
        : undefined
      : intervalSet(stated.replace(/[.,;]\s*$/, ''));
  if (!wanted || !pieces) return undefined;
  const near = (a: number, b: number) => a === b || Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));
  return (
    wanted.length === pieces.length &&
    wanted.every(
      (w, k) =>
        near(w.lo, pieces[k]?.lo ?? Number.NaN) &&
        near(w.hi, pieces[k]?.hi ?? Number.NaN) &&
        w.loClosed === pieces[k]?.loClosed &&
        w.hiClosed === pieces[k]?.hiClosed,
    )
  );
}

/**
 * Whether the options cannot be told apart by this result: interval options against a result that
 * gives several intervals ("crece en (3; +∞); decrece en (−∞; 3)") need to know which one was asked.
 */
function undecidable(reply: string, options: readonly QuestionOption[], statement = ''): boolean {
  return (
    options.some((option) => isInterval(option.text)) &&
    intervalSetsIn(askedResult(reply, statement).join('\n')) > 1
  );
}

/**
 * The options a worked reply's result matches. A value option matches when each of its values is in the
 * result; when the result is a set of solutions, the option must hold the whole set. A text option
 * matches when the result says it. One match names the option; none or several name nothing by themselves.
 */
export function matchingOptions(
  reply: string,
  options: readonly QuestionOption[],
  statement = '',
): QuestionOption[] {
  // «**Resultado: 2, con x ≠ -3 y x ≠ 3**»: the values the expression excludes are no part of its value.
  const lines = askedResult(reply, statement).map((line) =>
    line.replace(/,?\s*con\s+[a-z]\s*≠\s*-?[\d/,.]+(?:\s*(?:,|y)\s*[a-z]\s*≠\s*-?[\d/,.]+)*/g, ''),
  );
  if (lines.length === 0) return [];
  const result = lines.join('\n');
  const ofKind = ofTheOptionsKind(lines, options).join('\n');
  const results = numbersOf(withoutArguments(ofKind));
  // «4, 3 y 2» are the coefficients the balanced equation beside a result shows: they count for an option
  // of several values.
  const allResults = numbersOf(ofKind);
  const resultUnits = unitsAfterNumbers(ofKind);
  const setLine = lines.find((line) => SOLUTION_SET.test(line));
  // The set itself, not the interval it was searched in: "en $[0°; 360°)$: x ∈ { 30°; 150° }".
  const setBody = setLine?.includes('∈')
    ? setLine.slice(setLine.indexOf('∈'))
    : setLine?.replace(/\$[^$]*\$/g, '');
  const setValues = setBody ? distinct(numbersOf(setBody)) : [];
  // "No hay ningún valor de m que …": no value is the answer, whatever numbers the line quotes.
  const negated = NEGATION.test(plainText(at(lines, 0, 'result line')));
  const factored = factoredResult(reply);
  const padded = toSiblingsPrecision(options);
  return options.filter((original, index) => {
    const option = padded[index] ?? original;
    if (option.none) return false;
    // «(−∞; −1) ∪ (5; +∞)» against «S = (−∞; −1] ∪ [5; +∞)»: the whole set, ends and brackets, before
    // its ends alone (which «[−4/3; 2]» shares with «(−∞; −4/3] ∪ [2; +∞)»).
    const sameSet = sameIntervalSet(option.text, resultLines(reply).join('\n'));
    if (sameSet !== undefined) return sameSet;
    // «x = 2 ± 3i» against a reply with no real roots and their complex values aside.
    if (saidInComplexAside(option.text, reply)) return true;
    // «∅», «No tiene solución»: the reply saying so in its own words.
    const noSolution = statesNoSolutionOption(
      option.text,
      lines,
      options.map((other) => other.text),
    );
    if (noSolution !== undefined) return noSolution;
    // «k > 9» against «k < 9», «k = 9»: the relation decides, not the number they share.
    const relation = sameRelation(option.text, result);
    if (relation !== undefined) return relation;
    // A factoring option is the same product whatever the order and the signs of its factors.
    const sameFactors = factored ? isSameFactorization(option.text, factored) : undefined;
    if (sameFactors !== undefined) return sameFactors;
    const scaled = sameScaledQuantity(option.text, lines, statement);
    if (scaled !== undefined) return scaled;
    // «(3; 2; 1)» against «x = 1; y = 2; z = 3»: a tuple holds its values in order.
    const ordered = sameTuple(option.text, lines, statement);
    if (ordered !== undefined) return ordered;
    // «80 km» against «d = 80 m», «90π cm²» against «V ≈ 282,74 cm³»: the number alone is not the
    // quantity (options in another unit of the kind were weighed just above).
    const optionUnits = unitsAfterNumbers(option.text);
    if (optionUnits.size && resultUnits.size && [...optionUnits].some((unit) => !resultUnits.has(unit)))
      return false;
    // «6√2», «2(√3 − √2)», «2i y −2i»: exact values, compared whole.
    const stated = statedValues(lines);
    const exact = weighedByValue(option.text, stated, lines.length, result)
      ? optionValues(option.text)
      : undefined;
    if (exact) return statesValues(exact, stated, optionUnit(option.text));
    // «y = −x/3», «(4x + 2)/(3 − x)»: the same function as the reply's, by its values.
    const asFunction = statesOptionFunction(option.text, lines);
    if (asFunction !== undefined) return asFunction;
    const line = linearForm(option.text);
    if (line) return linearForms(result).some((form) => sameLine(line, form));
    if (isInterval(option.text)) return intervalsIn(result) === 1 && saidIn(option.text, result);
    // «Imaginario puro», «Real», «De módulo 1» against a result z = 2i: what the value is.
    const property = complexProperty(option.text, lines);
    if (property !== undefined) return property;
    if (!isValueOption(option.text) || /\d\s*i\b|(^|[\s+-])i\b/.test(plainText(option.text))) {
      return (
        saidIn(option.text, result) ||
        saidIn(spacedNumeral(option.text), spacedNumeral(result)) ||
        valueWithWords(option.text, result) ||
        namesSaid(option.text, result)
      );
    }
    if (negated) return false;
    // «z = 3 y z = −3» against «z₀ = … = 3i; z₁ = … = −3i»: a real option is none of complex results, whose
    // numbers it shares.
    if (statesOnlyComplex(result)) return false;
    const pieces = option.text.split(/[;,]\s|\sy\s/);
    const values = distinct(numbersOf(option.text));
    const found = values.every((value) =>
      (values.length > 1 ? allResults : results).some((candidate) =>
        sameValue(value, candidate, pieces.find((piece) => numbersOf(piece).includes(value)) ?? option.text),
      ),
    );
    return found && (!setLine || setValues.length === values.length);
  });
}

// «(1; 2; 3)», «(−2; 0,5)»: an option that is a tuple of plain values, two or more.
const TUPLE = /^\(\s*([^();]+(?:;[^();]+)+)\)$/;
// «x = 1», «y = −2,5»: a letter's value in a result.
const LETTER_VALUE = /(?<![\p{L}\d])([a-z])\s?=\s?(-?\s?\d[\d.,]*(?:\s?\/\s?\d+)?)(?![\d,]*\s?[\p{L}/(])/gu;

/**
 * Whether a tuple option is the result in its order: the result's own tuple of three or more values
 * («(−3; 6; −3)»), or its letters' values in the order the statement names them («(x; y; z)») or else
 * alphabetically («x = 1; y = 2; z = 3»). Undefined when the option is no tuple of values or the result
 * gives no such tuple.
 */
function sameTuple(option: string, lines: readonly string[], statement: string): boolean | undefined {
  const body = TUPLE.exec(plainText(option))?.[1];
  const pieces = body?.split(';').map((piece) => piece.trim());
  if (!pieces || pieces.some((piece) => numbersOf(piece).length !== 1 || !isValueOption(piece)))
    return undefined;
  const values = pieces.map((piece) => at(numbersOf(piece), 0, 'tuple value'));
  const result = plainText(lines.join('\n'));
  // A pair in parentheses may be an interval: only a tuple of three or more is compared as written.
  const tuples = [...result.matchAll(/\(([^();]+(?:;[^();]+){2,})\)/g)]
    .map((match) => (match[1] ?? '').split(';').map((piece) => numbersOf(piece)))
    .filter((tuple) => tuple.length === values.length && tuple.every((piece) => piece.length === 1))
    .map((tuple) => tuple.map((piece) => at(piece, 0, 'result tuple value')));
  const letters = new Map<string, number>();
  for (const match of result.matchAll(LETTER_VALUE)) {
    const [value] = numbersOf(match[2] ?? '');
    const letter = match[1] ?? '';
    if (value !== undefined && !letters.has(letter)) letters.set(letter, value);
  }
  // The order the statement names («la solución (x; y; z)»), or else x, y, z or a, b, c.
  const named = /\(\s*([a-z])\s*;\s*([a-z])(?:\s*;\s*([a-z]))?\s*\)/.exec(plainText(statement));
  const order = named
    ? named.slice(1).filter((letter): letter is string => letter !== undefined)
    : ['xyz', 'abc']
        .map((run) => [...run.slice(0, values.length)])
        .find((run) => run.every((letter) => letters.has(letter)));
  if (
    order &&
    letters.size === values.length &&
    order.length === values.length &&
    order.every((letter) => letters.has(letter))
  )
    tuples.push(order.map((letter) => letters.get(letter) ?? Number.NaN));
  if (tuples.length === 0) return undefined;
  return tuples.some((tuple) =>
    tuple.every((value, index) =>
      sameValue(at(values, index, 'option value'), value, pieces[index] ?? option),
    ),
  );
}

// «Es imaginario puro», «Un número real», «De módulo 2»: what an option says a complex result is.
const COMPLEX_PROPERTY =
  /^(?:es\s+)?(?:un\s+)?(?:(?:numero|complejo)\s+)?(imaginario puro|real(?: puro)?|nulo|cero|de modulo\s+(\S+))\.?$/;

/** The one complex value a result states last (after its last «=»): «(1 + i)² = 2i» is 0 + 2i. */
function complexResult(lines: readonly string[]): { re: number; im: number } | undefined {
  const first = lines[0];
  if (first === undefined || lines.some((line) => line !== first && /=/.test(line) && !/^[-•]/.test(line)))
    return undefined;
  const value = plainText(first).split(/[=≈]/).at(-1)?.replace(/\*/g, '').replace(/\s+/g, '') ?? '';
  const number = (text: string) => Number(text.replace(',', '.'));
  const pure = /^([+-]?)(\d+(?:,\d+)?)?i$/.exec(value);
  if (pure) return { re: 0, im: (pure[1] === '-' ? -1 : 1) * (pure[2] ? number(pure[2]) : 1) };
  const both = /^([+-]?\d+(?:,\d+)?)([+-])(\d+(?:,\d+)?)?i$/.exec(value);
  if (both)
    return { re: number(both[1] ?? ''), im: (both[2] === '-' ? -1 : 1) * (both[3] ? number(both[3]) : 1) };
  if (/^[+-]?\d+(?:,\d+)?$/.test(value)) return { re: number(value), im: 0 };
  return undefined;
}

/** Whether a complex result is what a property option says; undefined for any other option or result. */
function complexProperty(option: string, lines: readonly string[]): boolean | undefined {
  const said = COMPLEX_PROPERTY.exec(plainText(option));
  const z = said && complexResult(lines);
  if (!said || !z) return undefined;
  const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));
  const [property = '', modulus] = said.slice(1);
  if (modulus !== undefined) {
    const [size] = numbersOf(modulus);
    return size === undefined ? undefined : near(Math.hypot(z.re, z.im), size);
  }
  if (property === 'imaginario puro') return near(z.re, 0) && !near(z.im, 0);
  if (property.startsWith('real')) return near(z.im, 0);
  return near(z.re, 0) && near(z.im, 0);
}

/**
 * «Imaginario puro», «Real», «Tiene argumento 45°» against z = 1 + i: one option says what the value is
 * and another says something no property is read for, so none matching says nothing about «ninguna».
 */
function undecidedProperty(reply: string, options: readonly QuestionOption[]): boolean {
  const lines = resultLines(reply);
  const decided = options.map((option) => option.none || complexProperty(option.text, lines) !== undefined);
  return decided.some((known, index) => known && !options[index]?.none) && decided.includes(false);
}

/** Whether every value a result states (what follows its last «=» in each part) is a complex one: «= 3i», «= 2 − i». */
function statesOnlyComplex(result: string): boolean {
  const values = plainText(result)
    .split(/;|\n|\sy\s|\so\s/)
    .filter((piece) => /[=≈]/.test(piece))
    .map((piece) => piece.split(/[=≈]/).at(-1)?.replace(/\*/g, '').trim() ?? '');
  return values.length > 0 && values.every((value) => /\d/.test(value) && /(?:\d|\s|^|[+−-])i\b/.test(value));
}

/** The units written right after numbers (or multiples of π), squares and cubes kept («216 cm³» → cm3, «90π cm²» → cm2). */
function unitsAfterNumbers(text: string): Set<string> {
  return new Set(
    [
      // «1 kW·h» is an energy, not the «1 kW» of a power: the product is read as one unit.
      ...plainText(text)
        .replace(/(k?w)\s?[·.*]\s?h\b/g, '$1h')
        .matchAll(
          /\d\s?(?:π\s?)?((?:km|hm|dam|dm|cm|mm|m|kg|mg|g|kn|n|kj|mj|j|kwh|wh|kw|w|cv|hp|kpa|hpa|pa|atm|min|s|h|l|ml)(?:\/(?:h|s|min))?[23]?|%)(?![a-z\d/])/g,
        ),
    ].map((match) => match[1] ?? ''),
  );
}

// Replies -----------------------------------------------------------------------------------------

/** One part's reply inside the whole: its title a level down, its closing question left for the last part. */
function asSection(text: string, keepClosing: boolean): string {
  const lines = text.trim().split('\n');
  const last = lines.at(-1)?.trim() ?? '';
  const body = !keepClosing && /[¿?]/.test(last) && lines.length > 2 ? lines.slice(0, -1) : lines;
  return body
    .map((line) => line.replace(/^## /, '### '))
    .join('\n')
    .trim();
}

const partName = (part: QuestionPart, joined: boolean) =>
  joined ? `${part.label}. ${part.question}` : `${part.label}) ${part.question}`;

/**
 * One part with the statement's data: "Dada f(x) = …, calculá:" and "las raíces" read as one sentence,
 * a question or an order of its own on the next line.
 */
function partProblem(statement: string, part: QuestionPart): string {
  const phrase = !/^[¿¡]/.test(part.question) && !IMPERATIVE.test(foldText(part.question));
  // "Energía potencial" alone is what to find: said as the order it stands for.
  const named = QUANTITY_NOUN.test(foldText(part.question))
    ? `Calcular ${part.question.charAt(0).toLowerCase()}${part.question.slice(1)}`
    : part.question;
  // «Se pide:», «Se quiere saber:» announce what is asked without an order a solver reads: «Calcular»,
  // also after the comma of «Para la reacción …, se pide:».
  const stem = statement
    .replace(
      /(^|[.;)]\s+|(,\s+))(?:se (?:pide|solicita|quiere saber)|responder|contestar)\s*:\s*$/iu,
      (_, before: string, comma: string | undefined) => `${before}${comma ? 'calcular' : 'Calcular'}:`,
    )
    // «…, calcule: (Dato: Zn = 65,4)»: the data go before the order, which the parts then complete.
    .replace(
      /([,;]?\s*)((?:calcul|determin|hall|obten|indiq|indic|respond)\p{L}*)\s*:\s*(\([^()]*\))\s*$/iu,
      ' $3$1$2:',
    );
  // «Resolver en [0°; 360°):» before an equation keeps its colon: glued, the interval would read as a factor.
  if (phrase && /:\s*$/.test(stem) && !/=/.test(part.question))
    return `${stem.replace(/:\s*$/, '')} ${part.question}`;
  // «Dada f(x) = x² − 4 y la recta s que pasa por (0; 2) y (1; 3):» then «Hallá la ecuación de s.»: data
  // closed by a colon end their sentence before a part that is a sentence of its own.
  const last = foldText(lastSentence(stem)).replace(/^[¿¡\s]+/, '');
  const closed =
    !phrase &&
    /\d\)?\s*:\s*$/.test(stem) &&
    !ORDER.test(last) &&
    !IMPERATIVE.test(last) &&
    !ANNOUNCES.test(last)
      ? stem.replace(/\s*:\s*$/, '.')
      : stem;
  return `${closed}\n${named}`.trim();
}

/**
 * Each part's reply: its own reading; for a part that is not sure, its reading with a previous part's
 * time, without a gravity it does not use, without a mass no motion needs or with only the data its
 * energy is made of, then a quantity another part's sure resolution computed (part-chains.ts).
 */
function partReplies(
  read: ReadQuestion,
  solve: Solve,
  changedProblem: ChangedProblem | undefined,
): (SolverReply | undefined)[] {
  const sure = (reply: SolverReply | undefined) => (reply?.certain ? reply : undefined);
  const withoutGravity = withoutGivenGravity(read.statement);
  const withoutMass = withoutGivenMass(read.statement);
  const answers: PartAnswer[] = read.parts.map((part, index) => {
    // «¿Y si la masa fuera de 6 kg?» changes an earlier part's datum: read before the part alone, which
    // would answer the earlier question with the old data.
    const changed = changedPart(read, index, solve, changedProblem);
    if (changed) return { ...part, reply: changed };
    // «¿Y si no hubiera rozamiento?» asks an earlier question again with a change the change reading
    // did not make: read alone it would answer something its words name (the friction).
    if (onlyACondition(part.question)) return { ...part, reply: undefined };
    const own = solve(partProblem(read.statement, part));
    // «b) Exprese en radianes las soluciones halladas en a)»: a.'s question with the turn in radians.
    const otherUnit = inOtherAngleUnit(
      part.question,
      read.parts.slice(0, index).map((previous) => previous.question),
    );
    const turned =
      otherUnit === undefined
        ? undefined
        : sure(solve(partProblem(read.statement, { ...part, question: otherUnit })));
    if (turned) return { ...part, reply: turned };
    // «b) Expréselo en minutos» passes an earlier result to another unit: read alone, the statement's
    // data may answer some other quantity of it («v = 40 m/s»), sure only in the unit asked; else it is
    // read with the earlier result (settledReply).
    if (
      index > 0 &&
      expressesEarlier(part.question) &&
      !statesExpressedUnit(part.question, resultLines(own?.text ?? '').join('\n'))
    )
      return { ...part, reply: undefined };
    if (own?.certain) return { ...part, reply: own };
    // «c) Con b), calcule f⁻¹(10)» without its reference; «b) Halle la inversa de f» with f alone.
    const bare = withoutPartReference(part.question, read.parts.slice(0, index));
    const unreferenced =
      bare === undefined ? undefined : sure(solve(partProblem(read.statement, { ...part, question: bare })));
    if (unreferenced) return { ...part, reply: unreferenced };
    const single = withOneFunction(read.statement, bare ?? part.question);
    const alone = single === undefined ? undefined : sure(solve(single));
    if (alone) return { ...part, reply: alone };
    const earlier = read.parts.slice(0, index).map((previous) => previous.question);
    const previous = earlier.at(-1);
    const carried =
      withEarlierTime(part.question, earlier) ??
      withEarlierObject(part.question, earlier) ??
      withEarlierCase(part.question, earlier) ??
      withoutMethod(part.question) ??
      (previous === undefined ? undefined : fromEllipsis(part.question, previous));
    const withEarlier =
      carried === undefined
        ? undefined
        : sure(solve(partProblem(read.statement, { ...part, question: carried })));
    const noGravity =
      withoutGravity === undefined ? undefined : sure(solve(partProblem(withoutGravity, part)));
    // Read without the statement's g, a resolution that still uses one took a g of its own.
    const gravityFree = noGravity && !usesGravity(noGravity.text) ? noGravity : undefined;
    const massFree =
      withoutMass !== undefined && asksWithoutMass(part.question)
        ? sure(solve(partProblem(withoutMass, part)))
        : undefined;
    // «Resolver g(x) = 1» with the g the statement defines written out: a problem of its own.
    const defined = withDefinition(read.statement, part.question);
    const written = defined === undefined ? undefined : sure(solve(defined));
    if (written) return { ...part, reply: written };
    // «donde la primera corta al eje x» with «la primera» of the statement's lines written out.
    const byOrder = withLineByOrder(read.statement, part.question);
    const ordered = byOrder === undefined ? undefined : sure(solve(byOrder));
    if (ordered) return { ...part, reply: ordered };
    const weight = weightProblem(read.statement, part.question);
    const weighed = weight === undefined ? undefined : sure(solve(weight));
    if (weighed) return { ...part, reply: weighed };
    const energyData = withEnergyData(read.statement, part.question);
    const energyReply = energyData === undefined ? undefined : sure(solve(partProblem(energyData, part)));
    // Read without the statement's g, a resolution that still uses one took a g of its own.
    const energy =
      energyReply && (withoutGivenGravity(energyData ?? '') !== undefined || !usesGravity(energyReply.text))
        ? energyReply
        : undefined;
    // «b) ¿… el mínimo coeficiente de rozamiento?» after «a) ¿… para detenerlo en 50 m?»: a.'s datum.
    const conditioned = withEarlierCondition(read.statement, earlier);
    const conditionReply =
      conditioned === undefined ? undefined : sure(solve(partProblem(conditioned, part)));
    // «c) Si el coeficiente de rozamiento fuera 0,1, ¿cuál sería la aceleración?»: a datum the statement lacks.
    const added = withAddedCondition(read.statement, part.question);
    const addedReply = added === undefined ? undefined : sure(solve(added));
    return {
      ...part,
      reply: withEarlier ?? gravityFree ?? massFree ?? energy ?? conditionReply ?? addedReply ?? own,
    };
  });
  // In order, so that a part answered with an earlier result can pass its own on to the next one.
  const settled: PartAnswer[] = [];
  for (const answer of answers) {
    const reply =
      onlyACondition(answer.question) && !answer.reply
        ? undefined
        : settledReply(answer, answers, settled, read.statement, solve);
    settled.push({ ...answer, reply });
  }
  // A part left unsure whose data a later part used (known only once that part is settled).
  return settled.map(
    (answer) => withoutOthersDataReply(answer, settled, read.statement, solve) ?? answer.reply,
  );
}

/**
 * A part's reply once the others are known: its own when sure (unless it misses a unit asked), a
 * quantity another part computed on its way, or else the part read with an earlier part's result.
 */
function settledReply(
  answer: PartAnswer,
  answers: readonly PartAnswer[],
  earlier: readonly PartAnswer[],
  statement: string,
  solve: Solve,
): SolverReply | undefined {
  // «la potencia desarrollada en W y en CV» answered only in W is not answered.
  if (answer.reply?.certain && !statesAskedUnits(answer.question, resultLines(answer.reply.text).join('\n')))
    return {
      certain: false,
      text: `${answer.reply.text.trim()}\n\nOjo: esta parte pide el resultado en una unidad que acá no está; pasalo a esa unidad o preguntámelo aparte.`,
    };
  // «Se toman 20 mL de esa solución…» takes the solution whose molarity an earlier part found: written
  // with its solute and that molarity, the part is a problem of its own; read otherwise it may take the
  // statement's first concentration for the diluted one.
  const solution = withEarlierSolution(answer.question, earlier, statement);
  const solutionReply = solution && solve(solution.problem);
  if (solution && solutionReply?.certain)
    return {
      text: `Con la solución de ${solution.label}), ${solution.value} M:\n\n${solutionReply.text.trim()}`,
      certain: true,
    };
  // «la masa que corresponde a esos moles» needs the moles an earlier part stated: without them, no
  // reading of its own answers it.
  const moles = withEarlierMoles(answer.question, earlier);
  const molesReply =
    moles === undefined ? undefined : solve(partProblem(statement, { ...answer, question: moles }));
  if (namesEarlierMoles(answer.question)) return molesReply?.certain ? molesReply : undefined;
  // A part whose own reading gave an earlier part's very reply answered that part's question: read
  // with the earlier result it may answer its own (else the two are shown together, as before).
  const repeats = earlier.some((previous) => previous.reply?.text === answer.reply?.text);
  if (answer.reply?.certain && !repeats) return answer.reply;
  // «la recta L₂, perpendicular a L₁» with L₁'s equation from an earlier part written out; «el punto en
  // que se cortan r y s», which read alone gave r's reply again.
  const lined =
    withNamedLines(answer.question, earlier, statement) ?? withFoundLine(answer.question, earlier, statement);
  const lineReply = lined && solve(lined.question);
  if (lined && lineReply?.certain)
    return { text: `Con ${lined.said}:\n\n${lineReply.text.trim()}`, certain: true };
  if (answer.reply?.certain) return withEarlierResult(answer, earlier, statement, solve) ?? answer.reply;
  // «Si la masa fuera el doble, ¿cuál sería la aceleración?»: a part that changes a datum in words asks
  // of another problem; no other part's result nor the statement's data answer it (changedPart does).
  if (changesADatum(answer.question)) return answer.reply;
  const chained = fromSiblings(answer, answers, statement);
  // «¿Qué trabajo realiza, en kJ?» taken from a sibling's «W = 60.000 J» is not in the unit asked.
  if (chained && statesAskedUnits(answer.question, resultLines(chained).join('\n')))
    return { text: chained, certain: true };
  return (
    withEarlierResult(answer, earlier, statement, solve) ??
    withoutOthersDataReply(answer, answers, statement, solve) ??
    answer.reply
  );
}

// «y 1 CV = 735,5 W», «(1 atm = 101.300 Pa)»: a unit's equivalence given to convert with.
const EQUIVALENCE = /(?:\s+y)?\s*\b1\s*([A-Za-z]+)\s*=\s*\d+(?:[.,]\d+)*\s*([A-Za-z]+)\b/g;

/**
 * A part its own reading left unsure, read again without the data only the other parts' sure readings
 * use (withoutOthersData): sure only when the solver is sure of that reading, which then accounts for
 * every datum left.
 */
function withoutOthersDataReply(
  answer: PartAnswer,
  answers: readonly PartAnswer[],
  statement: string,
  solve: Solve,
): SolverReply | undefined {
  // A part that changes a datum asks of another problem: no statement's data answer it as written.
  if (answer.reply?.certain || changesADatum(answer.question) || onlyACondition(answer.question))
    return undefined;
  // «1 CV = 735,5 W»: an equivalence is a datum only for a part that asks in one of its units.
  const question = foldText(answer.question);
  const kept = statement.replace(EQUIVALENCE, (equivalence, from: string, to: string) =>
    [from, to].some((unit) => new RegExp(`\\b${foldText(unit)}\\b`).test(question)) ? equivalence : '',
  );
  const others = answers.flatMap((other) =>
    other !== answer && other.reply?.certain ? [other.reply.text] : [],
  );
  // Not one datum at a time: without one stage's duration, «3 m/s² durante 4 s, después … 10 s» reads as
  // 3 m/s² for 10 s, a sure and wrong 30 m/s.
  const reduced = answer.reply && withoutOthersData(kept, answer.reply.text, others);
  // A reading with no data of its own says which numbers it left out: those another part used go.
  const unsaid = answer.reply && withoutSaidUnused(kept, answer.reply.text, others);
  const candidates = [
    ...(reduced ? [reduced] : []),
    ...(unsaid && unsaid !== reduced ? [unsaid] : []),
    ...(kept === statement ? [] : [kept]),
  ];
  for (const candidate of candidates) {
    const reply = solve(partProblem(candidate, answer));
    if (reply?.certain) return reply;
  }
  // «Considere g = 10 m/s²» beside a part that needs no gravity (a kinetic energy): read without it too,
  // sure only when its resolution uses no g of its own.
  for (const candidate of candidates) {
    const gravityFree = withoutGivenGravity(candidate);
    const reply = gravityFree === undefined ? undefined : solve(partProblem(gravityFree, answer));
    if (reply?.certain && !usesGravity(reply.text)) return reply;
  }
  return undefined;
}

/**
 * «a) la aceleración; b) la fuerza de rozamiento»: the part read again with an earlier part's sure result
 * said as a datum of the statement, the latest part first. Sure only when the solver is sure of that
 * reading (so it accounts for every datum, the carried one too) and its steps use the carried value;
 * the reply says which result it used.
 */
function withEarlierResult(
  answer: PartAnswer,
  earlier: readonly PartAnswer[],
  statement: string,
  solve: Solve,
): SolverReply | undefined {
  for (const previous of [...earlier].reverse()) {
    const counted = solutionsCounted(answer.question, previous);
    if (counted) return counted;
    // «c) El módulo del producto obtenido en a)»: the complex number a. found, written out.
    const complex = withEarlierComplex(answer.question, previous);
    const complexReply = complex && solve(complex.problem);
    if (complex && complexReply?.certain)
      return {
        text: `Con el resultado de ${previous.label}), ${complex.value}:\n\n${complexReply.text.trim()}`,
        certain: true,
      };
    // «con la solución hallada, calcular el valor de 2x − y» after a system solved for x and y.
    const letters = earlierLetters(previous);
    const lettered =
      letters && withEarlierLetters(answer.question, letters, statement, previous.reply?.text ?? '');
    const valuedLetters = lettered ? solve(lettered) : undefined;
    if (letters && valuedLetters?.certain) {
      const used = letters.values.map(([name, value]) => `${name} = ${value}`).join(', ');
      return {
        text: `Con el resultado de ${letters.label}), ${used}:\n\n${valuedLetters.text.trim()}`,
        certain: true,
      };
    }
    // «Con el valor de k hallado, factorice P(x)» after a part that found k: the statement with k's value.
    const parameter = earlierParameter(previous);
    const withValue = parameter && withEarlierParameter(answer.question, parameter, statement);
    const parametered = withValue && parameteredReply(withValue, answer, solve);
    if (parameter && parametered?.certain)
      return {
        text: `Con el resultado de ${parameter.label}), ${parameter.letter} = ${parameter.value}:\n\n${parametered.text.trim()}`,
        certain: true,
      };
    // «a) Determine a y b. c) Halle el conjunto solución de P(x) < 0»: the statement with both letters' values.
    const withValues = letters && withEarlierParameters(answer.question, letters.values, statement);
    const valuedReply = withValues && parameteredReply(withValues, answer, solve);
    if (letters && valuedReply?.certain) {
      const used = letters.values.map(([name, value]) => `${name} = ${value}`).join(', ');
      return {
        text: `Con el resultado de ${letters.label}), ${used}:\n\n${valuedReply.text.trim()}`,
        certain: true,
      };
    }
    // «b) Indique el vértice de f» after a part that found f: the part with f written out.
    const found = earlierFunction(previous);
    const functionReply = found
      ? withEarlierFunction(answer.question, found, statement, previous.reply?.text ?? '')
          .map((problem) => solve(problem))
          .find((reply) => reply?.certain)
      : undefined;
    if (found && functionReply?.certain)
      return {
        text: `Con la función de ${found.label}), ${found.name}(x) = ${found.body}:\n\n${functionReply.text.trim()}`,
        certain: true,
      };
    // «**a = 2 m/s²; N = 160 N**» states two results: the one a later part names by its quantity.
    const result = earlierResult(previous) ?? namedResult(previous, answer.question);
    if (!result || totalForOneElement(statement, previous.question, answer.question)) continue;
    // «¿Cuánto vale log₂(4x)?» after «¿Cuánto vale x?»: the value in the letter's place.
    const valued = withEarlierValue(answer.question, result, statement, previous.reply?.text ?? '');
    const evaluated = valued === undefined ? undefined : solve(valued);
    if (evaluated?.certain) return { text: chainedReply(evaluated.text, result), certain: true };
    // «Exprese ese tiempo en minutos»: the earlier result alone, passed to the unit asked.
    // A kgf is the weight of 1 kg with the statement's g: read with it first, and without it only when
    // the resolution uses no g of its own.
    for (const conversion of conversionOfEarlier(answer.question, result, statement, previous.question)) {
      const converted = solve(conversion.problem);
      const gravityKept = conversion.withGravity || !usesGravity(converted?.text ?? '');
      if (converted?.certain && gravityKept && readsResult(converted.text, result))
        return { text: chainedReply(converted.text, result), certain: true };
    }
    // «¿Cuál es su posición en ese instante?» after a part that found the instant: the question at it.
    const instant = atEarlierInstant(answer.question, result);
    const atInstant =
      instant === undefined ? undefined : solve(partProblem(statement, { ...answer, question: instant }));
    if (atInstant?.certain) return { text: chainedReply(atInstant.text, result), certain: true };
    for (const reading of chainedStatements(statement, previous.reply?.text ?? '')) {
      const reply = solve(partProblem(`${reading.statement} ${resultDatum(result)}`, answer));
      // Read without the statement's g, a resolution that still uses one took a g of its own.
      const gravityKept = !reading.withoutGravity || !usesGravity(reply?.text ?? '');
      if (reply?.certain && gravityKept && usesResult(reply.text, result))
        return { text: chainedReply(reply.text, result), certain: true };
    }
    // «Con la aceleración de b), la distancia que recorre en 3 s partiendo del reposo»: the result and the
    // part's own data alone; sure only when the reading uses the result.
    const referenced = referencedResultProblem(statement, answer.question, result, previous.question);
    const alone = referenced && solve(partProblem(referenced.alone, answer));
    // Without the statement's g, a resolution that uses one took a g of its own: read with the statement's.
    const light = alone?.certain && !usesGravity(alone.text) ? alone : undefined;
    const weighed =
      light ??
      (referenced?.withGravity === undefined
        ? undefined
        : solve(partProblem(referenced.withGravity, answer)));
    if (weighed?.certain && readsResult(weighed.text, result))
      return { text: chainedReply(weighed.text, result), certain: true };
    // «Con la velocidad hallada en b), sigue por un tramo con rozamiento…»: a stage of its own.
    // Read without the statement's g too, sure then only when the resolution uses no g of its own.
    const stage = stageProblem(statement, answer.question, result, previous.question);

    const noGravity = stage === undefined ? undefined : withoutGivenGravity(stage);
    for (const problem of [stage, noGravity]) {
      const staged = problem === undefined ? undefined : solve(problem);
      const gravityKept = problem !== noGravity || !usesGravity(staged?.text ?? '');
      if (staged?.certain && gravityKept && readsResult(staged.text, result))
        return { text: chainedReply(staged.text, result), certain: true };
    }
  }
  return undefined;
}

/** The part read on the statement a found letter wrote: as a part of it, then with its f(x) written out. */
function parameteredReply(
  written: { statements: string[]; question: string },
  answer: PartAnswer,
  solve: Solve,
): SolverReply | undefined {
  const problems = [
    ...written.statements.map((statement) =>
      partProblem(statement, { ...answer, question: written.question }),
    ),
    ...parameterProblems(written),
  ];
  for (const problem of problems) {
    const reply = solve(problem);
    if (reply?.certain) return reply;
  }
  return undefined;
}

/**
 * The statements a part is read again with, before the earlier result: as written; without the
 * quantities the earlier part's reply lists as its data (they are in its result); and that without the
 * gravity it gives. «Dado el sistema …:» closes on a colon: the datum goes after it as a sentence.
 */
function chainedStatements(
  statement: string,
  earlierReply: string,
): { statement: string; withoutGravity: boolean }[] {
  const closed = statement.trim().replace(/:$/, '.');
  const reduced = withoutUsedData(closed, earlierReply);
  const noGravity = reduced === undefined ? undefined : withoutGivenGravity(reduced);
  return [
    { statement: closed, withoutGravity: false },
    ...(reduced === undefined ? [] : [{ statement: reduced, withoutGravity: false }]),
    ...(noGravity === undefined ? [] : [{ statement: noGravity, withoutGravity: true }]),
    ...keepingOneUsedDatum(closed, earlierReply).map((kept) => ({ statement: kept, withoutGravity: false })),
  ];
}

/** An earlier problem with the datum a follow-up changes (follow-ups.ts), passed in by the engine. */
export type ChangedProblem = (
  previous: string,
  change: string,
) => { problem: string; said: string } | undefined;

// «¿Y si …?», «Si la fuerza se duplica, …», «con el doble de masa»: a part that changes a datum.
const CHANGE =
  /^(?:y\s+)?si\b|\b((?:e|a)l doble|la mitad|(?:e|a)l triple|se duplica|se triplica)\b|^y\s+(con|en|para)\b/;

// The words a change of a value is said with: «¿Y si la masa fuera de 6 kg?», «si la fuerza se duplica».
const CHANGE_WORDS =
  /\b(y|si|fuera|fuese|es|era|fueran|se|duplica|triplica|reduce|el|la|los|las|al|a|del|doble|triple|mitad|de|con|en|lugar|vez|su|masa|fuerza|velocidad|rapidez|tiempo|distancia|altura|aceleracion|angulo|peso|que|cual|cuanto|cuanta|tendria|seria|tendra|sera|nueva|nuevo|valor|valiera|vale|ahora|entonces|pasa|pasaria|inicial|final|desde|hasta|misma|mismo|cuerpo|objeto|bloque|auto|movil|piedra|pelota|resorte|lo|le|redujera|redujese|aumentara|aumentase|disminuyera|duplicara|duplicase|triplicara|estirara|estirase|comprimiera|alargara|soltara|soltase|lanzara|lanzase|dejara|cayera|subiera|bajara|hiciera)\b/g;

function onlyAValueChanges(condition: string, statement = ''): boolean {
  // «¿Y si el bloque de aluminio fuera de 400 g?»: the words that name a thing of the statement.
  const named = new Set(foldText(statement).match(/\p{L}{4,}/gu) ?? []);
  const rest = condition
    // «¿y si no hubiera rozamiento?»: the friction taken away, a datum too.
    .replace(/\bno (?:hubiera|hubiese|existiera|tuviera|hay|habria)\s+(?:rozamiento|friccion|roce)\b/g, ' ')
    .replace(/\p{L}{4,}/gu, (word) => (named.has(word) ? ' ' : word))
    .replace(/[¿?¡!.,;:]/g, ' ')
    .replace(/\d+(?:[.,]\d+)?\s*(?:[a-z/²³°]+)?/g, ' ')
    .replace(CHANGE_WORDS, ' ')
    .trim();
  return rest === '';
}

/**
 * A part that changes a datum of an earlier part asking the same (or asking nothing of its own): the
 * earlier part's problem with the change, solved for sure, its reply saying what changed.
 */
function changedPart(
  read: ReadQuestion,
  index: number,
  solve: Solve,
  changedProblem: ChangedProblem | undefined,
): SolverReply | undefined {
  const part = at(read.parts, index, 'part');
  if (!changedProblem) return undefined;
  const folded = foldText(part.question).replace(/^[¿¡\s]+/, '');
  if (!CHANGE.test(folded)) return undefined;
  // «Si la fuerza se duplica, ¿cuál es la nueva aceleración?» asks after its comma; «¿Y si fuera al
  // doble de velocidad?» asks nothing of its own (the earlier question again).
  // «¿Y si formaran 60°? Calcule la nueva tensión»: the question may follow the condition's «?».
  const condition = /^(?:y\s+)?si\b[^,?]*(?:[,?]\s*(.*))?$/.exec(folded);
  // Only a change of a value: «si parte del reposo» changes what the statement says, not a datum.
  if (!onlyAValueChanges(condition ? (folded.split(/[,?]/)[0] ?? '') : folded, read.statement))
    return undefined;
  const clause = condition ? condition[1] || undefined : part.question;
  const asked = clause === undefined ? undefined : askedQuantity(clause);
  // «¿cuánta energía almacenaría?» after «¿Qué energía elástica almacena?»: no quantity of its own that
  // the chains tell apart, but the same noun as the earlier question, which it asks again.
  const noun = clause === undefined || asked !== undefined ? undefined : quantityNoun(clause);
  // A question of its own that cannot be told the same as an earlier one's is not a change of it.
  if (clause !== undefined && asked === undefined && noun === undefined) return undefined;
  const changedReply = (earlier: QuestionPart): { said: string; text: string } | undefined => {
    const change = changedProblem(partProblem(read.statement, earlier), part.question);
    if (!change) return undefined;
    const reply = solve(change.problem);
    if (reply?.certain) return { said: change.said, text: reply.text };
    // Without its friction, the gravity a statement gives may be a datum no reading uses: read without
    // it, sure only when the resolution uses no g of its own.
    const noGravity = withoutGivenGravity(change.problem);
    const light = noGravity === undefined ? undefined : solve(noGravity);
    return light?.certain && !usesGravity(light.text) ? { said: change.said, text: light.text } : undefined;
  };
  // «c) ¿Y si el bloque fuera de 400 g?» after two questions asks both again: each answered with the
  // change, or none (which one it means is not said).
  const earlierParts = read.parts.slice(0, index);
  if (clause === undefined && earlierParts.length > 1) {
    const each = earlierParts.map((earlier) => ({ earlier, changed: changedReply(earlier) }));
    if (!each.every((one) => one.changed?.said === each[0]?.changed?.said)) return undefined;
    const said = each[0]?.changed?.said;
    if (said === undefined) return undefined;
    return {
      text: [
        `Con ${said}, cada pregunta de nuevo:`,
        ...each.map(({ earlier, changed }, at) => {
          // The closing question once, at the end.
          const text = changed?.text.trim() ?? '';
          const body = at === each.length - 1 ? text : text.replace(/\n+¿[^\n]*\?\s*$/, '');
          return `\nPara ${partName(earlier, read.joined)}\n\n${body}`;
        }),
      ].join('\n'),
      certain: true,
    };
  }
  for (const earlier of [...earlierParts].reverse()) {
    if (asked !== undefined && askedQuantity(earlier.question) !== asked) continue;
    if (noun !== undefined && quantityNoun(earlier.question) !== noun) continue;
    const changed = changedReply(earlier);
    if (changed) return { text: `Con ${changed.said}:\n\n${changed.text}`, certain: true };
  }
  return undefined;
}

const QUANTITY_NAMED =
  /\b(energia|velocidad|rapidez|fuerza|tiempo|distancia|altura|aceleracion|trabajo|potencia|tension|presion|masa|peso|periodo|frecuencia)\b/;

/** The first quantity a question names by its noun («¿cuánta energía…?» → energia). */
function quantityNoun(question: string): string | undefined {
  return QUANTITY_NAMED.exec(foldText(question))?.[1];
}

/** «¿Y si no hubiera rozamiento?», «Si la masa fuera el doble?»: a condition with no question of its own. */
function onlyACondition(question: string): boolean {
  const folded = foldText(question).replace(/^[¿¡\s]+/, '');
  // «¿Y si formaran 60°? Calcule la nueva tensión de cada uno.»: an order after the condition asks.
  const after = folded
    .split('?')
    .slice(1)
    .join('?')
    .trim()
    .replace(/^[¿¡\s]+/, '');
  if (after !== '' && (IMPERATIVE.test(after) || QUESTION_WORD.test(after))) return false;
  return /^(?:y\s+)?si\b[^,]*$/.test(folded) && !QUESTION_WORD.test(folded);
}

const QUESTION_WORD =
  /\b(?:que|cual|cuales|cuanto|cuanta|cuantos|cuantas|como|donde|cuando|calcula|halla|determina|indica|expresa)\b/;

/** For a part of a physics statement no solver answered: how it is found, as a hint with no result. */
function unsolvedMethod(statement: string, parts: readonly QuestionPart[]): string[] {
  const [part] = parts;
  const steps = part && isPhysicsStatement(statement) ? partMethod(part.question) : undefined;
  return steps ? ['Así la plantearía:', ...steps.map((step, i) => `${i + 1}. ${step}`), ''] : [];
}

/**
 * Whether one result names each part's answer: «a) el cociente C(x); b) el resto R(x)» against
 * «**Cociente: 2x + 1; resto: −2x + 4**», each part's noun followed by «:» or «=» in the result; or,
 * for parts that ask different quantities written with different symbols, each one's symbol:
 * «a) la aceleración del sistema; b) la tensión de la cuerda» against «**a = 2 m/s²; T = 24 N**».
 */
function answersEachByName(parts: readonly QuestionPart[], reply: string): boolean {
  const lines = resultLines(reply).join('\n');
  const result = foldText(lines);
  const nouns = parts.map(
    (part) => /^(?:(?:el|la|los|las|su|sus)\s+)?([a-z]{4,})\b/.exec(foldText(part.question).trim())?.[1],
  );
  const symbols = parts.map((part) => askedSymbols(part.question));
  const asked = parts.map((part) => askedQuantity(part.question));
  const everySymbol = symbols.flat();
  // Each part its own quantity and no symbol shared («P» is a weight and a power): a symbol names one.
  const bySymbol =
    asked.every((quantity) => quantity !== undefined) &&
    new Set(asked).size === asked.length &&
    new Set(everySymbol).size === everySymbol.length;
  const symbolNamed = (i: number) =>
    bySymbol &&
    (symbols[i] ?? []).some((symbol) =>
      new RegExp(`(?:^|[\\s*;(])${symbol.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}\\s*[=≈]\\s*[^\\s;]`).test(
        lines,
      ),
    );
  return (
    new Set(nouns).size === nouns.length &&
    nouns.every(
      (noun, i) =>
        (noun !== undefined && new RegExp(`\\b${noun}\\s*[:=]\\s*[^\\s;]`).test(result)) || symbolNamed(i),
    )
  );
}

/**
 * Each part solved with the statement's data, under its own heading; a part no solver answers says so,
 * and the others still come. Undefined when the message has no parts or no part is answered (the
 * engine then reads it whole). Certain only when every part is.
 */
export function partsReply(
  message: string,
  solve: Solve,
  changedProblem?: ChangedProblem,
): SolverReply | undefined {
  const read = readQuestion(message);
  if (read.parts.length < 2) return undefined;
  const replies = partReplies(read, solve, changedProblem);
  if (replies.every((reply) => reply === undefined)) return undefined;
  // Parts that got the very same worked reply were not told apart: they are shown together.
  const groups: { parts: QuestionPart[]; reply: SolverReply | undefined }[] = [];
  for (const [index, part] of read.parts.entries()) {
    const reply = replies[index];
    const same = reply && groups.find((group) => group.reply?.text === reply.text);
    if (same) same.parts.push(part);
    else groups.push({ parts: [part], reply });
  }
  let certain = true;
  const sections: string[] = [];
  for (const [index, { parts, reply }] of groups.entries()) {
    sections.push(`## ${parts.map((part) => partName(part, read.joined)).join(' / ')}`, '');
    if (!reply) {
      certain = false;
      sections.push(
        'Esta parte no la pude resolver con certeza a partir del enunciado. Escribímela sola, con los datos que usa, y la vemos paso a paso.',
        '',
        ...unsolvedMethod(read.statement, parts),
      );
      continue;
    }
    const eachByName = parts.length > 1 && answersEachByName(parts, reply.text);
    certain &&= reply.certain && (parts.length === 1 || eachByName);
    sections.push(asSection(reply.text, index === groups.length - 1), '');
    if (parts.length > 1 && !eachByName) {
      sections.push(
        'Ojo: salió la misma resolución para estas preguntas, así que fijate que conteste cada una. Si alguna queda sin respuesta, escribímela aparte con los datos que usa y la resolvemos.',
        '',
      );
    }
  }
  // Parts joined by «y» in one question: a part that needs another's words (the stop the first part
  // names) may be answered by the whole reading, when it states a result of each part's kind.
  if (!certain && read.joined) {
    const whole = solve(message);
    if (
      whole?.certain &&
      answersEachPartsKind(
        read.parts.map((part) => part.question),
        whole.text,
      )
    )
      return whole;
  }
  return {
    text: ['Lo resuelvo por partes, con los datos del enunciado.', '', ...sections].join('\n').trim(),
    certain,
  };
}

/** An option that multiplies out to the factored polynomial with other factors: «ninguna» is not safe. */
function sameProductOtherwise(reply: string, options: readonly QuestionOption[]): boolean {
  const factored = factoredResult(reply);
  return factored !== undefined && options.some((option) => isSamePolynomialOtherwise(option.text, factored));
}

/**
 * «50 km de la terminal» against «a 50 km del punto de partida»: an option of a value and words whose
 * value the result states in other words may be the result; «ninguna» is not safe.
 */
function valueWithOtherWords(reply: string, options: readonly QuestionOption[]): boolean {
  const stated = numbersOf(resultLines(reply).join('\n'));
  // An interval against a result that states intervals is compared whole, ends and brackets (sameIntervalSet);
  // only a result no point could be («(−∞; −5) ∪ (3; +∞)», «[−2; 4]»).
  const results = resultLines(reply).join('\n');
  // «-2 < x < 3, o sea S = (-2; 3)» is a set too, said as one: no point reads that way.
  const statesIntervals =
    intervalsIn(results) > 0 &&
    (/[∞∪[\]]/.test(results.replace(/\*\*/g, '')) ||
      (/\bS\s*=\s*\(/.test(results) && /\d\s*[<≤]\s*[a-z]\s*[<≤]\s*-?\d/.test(results)));
  return options.some((option) => {
    if (option.none || isValueOption(option.text) || (statesIntervals && intervalSet(option.text)))
      return false;
    const values = distinct(numbersOf(option.text));
    return values.length > 0 && values.every((value) => stated.some((s) => sameValue(value, s, option.text)));
  });
}

/**
 * «5 s y 50 m/s» against a result of 5 s alone: an option of two or more values that states the result
 * beside others answers more than the reply worked out (the question may ask two things); «ninguna» is
 * not safe.
 */
function valueBesideOthers(reply: string, options: readonly QuestionOption[]): boolean {
  const stated = distinct(numbersOf(resultLines(reply).join('\n')));
  return options.some((option) => {
    if (option.none) return false;
    const values = distinct(numbersOf(option.text));
    // Measures, each with its unit: a list of roots or an interval is a whole result of its own.
    const measures = option.text.match(/\d\s*(?:[a-zA-Zµ°Ω%])/g) ?? [];
    return (
      measures.length > 1 &&
      values.length > stated.length &&
      values.some((value) => stated.some((s) => sameValue(value, s, option.text)))
    );
  });
}

/**
 * A result in degrees against options in radians (or the other way): «120°» is «2π/3», so an option in
 * the other unit is not ruled out by its number and «ninguna» is not safe.
 */
function degreesAgainstRadians(reply: string, options: readonly QuestionOption[]): boolean {
  const result = plainText(resultLines(reply).join('\n'));
  const radians = (text: string) => /π|\brad/.test(text);
  const degrees = (text: string) => /°/.test(text);
  return options.some((option) => {
    if (option.none) return false;
    const text = plainText(option.text);
    return (
      (radians(text) && !radians(result) && degrees(result)) ||
      (degrees(text) && !degrees(result) && radians(result))
    );
  });
}

/** An option weighed by its exact values that the result does not rule out: «ninguna» is not safe. */
function valueNotRuledOut(reply: string, options: readonly QuestionOption[]): boolean {
  const lines = resultLines(reply);
  const stated = statedValues(lines);
  return options.some((option) => {
    if (option.none) return false;
    const weighed = weighedByValue(option.text, stated, lines.length, lines.join('\n'));
    // A root or an i read any other way is read wrongly (4√2 as 4 and 2): nothing rules it out.
    if (!weighed) return /√|\d\s*i\b/.test(option.text);
    const values = optionValues(option.text);
    return values !== undefined && valuesUndecided(values, stated, optionUnit(option.text));
  });
}

/**
 * Options of one bare number each («7», «9», «12») against a result that states several («4Al + 3O₂ →
 * 2Al₂O₃»): the result answers something else than the one number asked, so «ninguna» is not safe.
 */
function severalAgainstOne(reply: string, options: readonly QuestionOption[]): boolean {
  const bare = options.filter((option) => !option.none);
  const single = bare.every((option) => /^-?\s?\d[\d.,]*$/.test(plainText(option.text)));
  return single && distinct(numbersOf(plainText(resultLines(reply).join('\n')))).length > 1;
}

/**
 * Options that each state two or more values («2500 L; 2,5 · 10⁶ cm³», «3 y 5») against a result that
 * states fewer values than that besides the statement's data: the result answers one part of what the
 * options hold, so «ninguna» is not safe.
 */
function partsUnanswered(reply: string, options: readonly QuestionOption[], statement: string): boolean {
  const parts = options
    .filter((option) => !option.none)
    .map(
      (option) =>
        // A point, a vector or an interval is one value: «(5; 0)», «[−2; 3)».
        plainText(option.text)
          .replace(/[([][^()[\]]*[)\]]/g, ' 1 ')
          .split(/;|\sy\s/)
          .filter((part) => /\d/.test(part)).length,
    );
  const fewest = Math.min(...parts);
  if (parts.length === 0 || fewest < 2) return false;
  const data = numbersOf(plainText(statement));
  const stated = distinct(numbersOf(plainText(resultLines(reply).join('\n')))).filter(
    (value) => !data.some((datum) => Math.abs(datum - value) <= 1e-9 * Math.max(1, Math.abs(value))),
  );
  return stated.length < fewest;
}

const optionName = (option: QuestionOption) => `**${option.label})** ${option.text}`;

/**
 * A multiple-choice statement solved without its options; the reply names the option its result
 * matches. With none matching, a «ninguna» option is named only when the solver is certain and every
 * other option could be compared; an uncertain solver names no option. Undefined when the message has
 * no options or no solver answers it.
 */
export function optionsReply(message: string, solve: Solve): SolverReply | undefined {
  const question = readQuestion(message);
  if (question.options.length < 2) return undefined;
  const read = { ...question, statement: asideFirst(question.statement) };
  const readings = [
    asked(read.statement),
    read.statement,
    inOptionsUnit(read.statement, read.options),
    asFactoring(read.statement, read.options),
  ].filter((text): text is string => text !== undefined);
  const replies = readings.map(solve);
  const chosen = replies.some((candidate) => candidate?.certain) ? undefined : amongOptions(read, solve);
  if (chosen) return chosen;
  const reply =
    replies.find((candidate) => candidate?.certain) ?? replies.find((candidate) => candidate !== undefined);
  if (!reply) return undefined;
  if (!reply.certain) return reply;
  // Two readings of the same statement that are sure of different results: neither names an option.
  const results = replies
    .filter((candidate) => candidate?.certain)
    .map((candidate) => resultLines((candidate as SolverReply).text).join('\n'));
  if (new Set(results).size > 1) return { text: reply.text, certain: false };
  const matches = matchingOptions(reply.text, read.options, read.statement);
  const none = read.options.find((option) => option.none);
  const noneFits =
    matches.length === 0 &&
    resultLines(reply.text).length > 0 &&
    read.options.every(comparable) &&
    !undecidable(reply.text, read.options, read.statement) &&
    !nearMiss(reply.text, read.options) &&
    !sizeOfANegative(reply.text, read.options) &&
    !sameProductOtherwise(reply.text, read.options) &&
    !valueNotRuledOut(reply.text, read.options) &&
    !valueWithOtherWords(reply.text, read.options) &&
    !valueBesideOthers(reply.text, read.options) &&
    !degreesAgainstRadians(reply.text, read.options) &&
    !severalAgainstOne(reply.text, read.options) &&
    !partsUnanswered(reply.text, read.options, read.statement) &&
    !undecidedProperty(reply.text, read.options) &&
    sameKind(resultLines(reply.text).join('\n'), read.options);
  const named = matches.length === 1 ? matches[0] : noneFits ? none : undefined;
  if (!named) {
    return {
      text: `${reply.text.trim()}\n\nCompará este resultado con las opciones: no encuentro una sola que coincida sin dudas, así que no te marco ninguna.`,
      certain: false,
    };
  }
  const verdict = named.none
    ? `Ninguna de las otras opciones da este resultado: la correcta es la ${optionName(named)}.`
    : `La correcta es la ${optionName(named)}.`;
  return { text: `${verdict}\n\n${reply.text.trim()}`, certain: true };
}

/**
 * A question no single result answers («¿Cuál de las siguientes moléculas es polar?»): the statement with
 * its options written back under it, for a solver that weighs the options themselves and names the one
 * its reading proves (`SolverReply.option`). Tried only when no reading of the statement alone is sure.
 */
function amongOptions(read: ReadQuestion, solve: Solve): SolverReply | undefined {
  const written = [read.statement, ...read.options.map((option) => `${option.label}) ${option.text}`)].join(
    '\n',
  );
  const reply = solve(written);
  if (!reply?.certain || reply.option === undefined) return undefined;
  const named = read.options.find((option) => option.label === reply.option);
  if (!named) return undefined;
  const verdict = named.none
    ? `Ninguna de las otras opciones cumple: la correcta es la ${optionName(named)}.`
    : `La correcta es la ${optionName(named)}.`;
  return { text: `${verdict}\n\n${reply.text.trim()}`, certain: true };
}

/**
 * «Su energía potencial es (g = 10 m/s²):», «equivale a (1 milla náutica = 1852 m):»: a datum in
 * parentheses between the open end and its colon (or right after it) goes first, so the end reads as the
 * question it is.
 */
export function asideFirst(statement: string): string {
  const aside = /\s*(\([^()]*\))\s*:\s*$/.exec(statement);
  // «La aceleración del bloque es: (g = 10 m/s²)»: the aside after the colon, the same.
  const after = aside ? undefined : /:\s*(\([^()]*=[^()]*\))\s*\.?\s*$/.exec(statement);
  if (after) return `${after[1]} ${statement.slice(0, after.index)}:`;
  if (!aside) return statement;
  return `${aside[1]} ${statement.slice(0, aside.index)}:`;
}

/**
 * A complex option against the aside of a reply that found no real roots («En ℂ (si ya viste números
 * complejos), las raíces son x = 2 ± 3i.»): that line is no part of the real result, so only an option
 * written in ℂ is read against it.
 */
function saidInComplexAside(option: string, reply: string): boolean {
  if (!/\d\s*i\b|[±+−-]\s*i\b/.test(option)) return false;
  const aside = reply.split('\n').find((line) => /^En ℂ\s/.test(line.trim()));
  return aside !== undefined && saidIn(option, aside.replace(/^En ℂ[^,]*,\s*las raíces son\s*/, ''));
}

/** «(x + 4)²», «3(x − 2)(x + 1)», «x(x² + 1)»: a product of brackets, with no relation in it. */
const isProduct = (text: string) =>
  !/[=<>≤≥;/]/.test(text) && /\)\s*(?:[²³⁴]|·?\s*\()|^\s*[-−]?\s*\d*\s*x?\s*\(/.test(text.trim());

/**
 * «La expresión x² + 10x + 16 es igual a:» with every option a product of brackets: the factoring is
 * asked though no word says it. Undefined when the options are not all products or the statement
 * already says what to do.
 */
export function asFactoring(statement: string, options: readonly QuestionOption[]): string | undefined {
  const shown = options.filter((option) => !option.none);
  if (shown.length < 3 || !shown.every((option) => isProduct(option.text))) return undefined;
  if (!/(?:es igual a|equivale a|resulta|se obtiene|es)\s*:?\s*$/i.test(statement.trim())) return undefined;
  if (/factori|factore|desarroll|simplific|product/i.test(foldText(statement))) return undefined;
  return `Factorizá completamente: ${statement.replace(/\s*(?:es igual a|equivale a|resulta|se obtiene|es)\s*:?\s*$/i, '')}`;
}

// «Una rapidez de 108 km/h equivale a:» and options all in m/s: a conversion to that unit.
const EQUALS_END = /\s*(equivale|equivalen|es igual|son iguales|corresponde|corresponden)\s+a\s*:?\s*$/iu;
const VALUE_AND_UNIT = /^[-−]?\s*\d[\d.,]*\s*([^\d\s][^\s]*)$/u;

// «La diagonal mide:», «Su potencia es aproximadamente:»: the quantity restated, its unit in the options.
const RESTATED_END =
  /[,;]?\s*(?:(?:su|la|el)\s+[\p{L} ]{1,30}\s+)?(?:mide|es|vale|resulta|equivale)(?:\s+de)?(?:\s+aproximadamente)?\s*:\s*$/iu;
// A statement's own equivalence, «(1 HP = 746 W)», «si 1 pulgada = 2,54 cm»: not a datum to convert.
const STATED_EQUIVALENCE = /\b(?:1|un|una)\s+[\p{L}·.²³ ]{1,30}?\s*=\s*\d[\d.,]*(?:\s*·\s*10\S*)?/gu;

/**
 * The statement asking for the unit its options share («… equivale a m/s»), or undefined. A statement
 * that restates its one quantity («mide 55 pulgadas… la diagonal mide:») asks it in that unit too.
 */
export function inOptionsUnit(statement: string, options: readonly QuestionOption[]): string | undefined {
  const units = new Set(
    options.filter((option) => !option.none).map((option) => VALUE_AND_UNIT.exec(option.text.trim())?.[1]),
  );
  const [unit] = units;
  if (units.size !== 1 || unit === undefined) return undefined;
  const end = EQUALS_END.exec(statement);
  if (end) return `${statement.slice(0, end.index)} ${end[1]} a ${unit}`;
  const restated = RESTATED_END.exec(statement);
  const before = restated ? statement.slice(0, restated.index) : '';
  if (!restated || numbersOf(before.replace(STATED_EQUIVALENCE, ' ')).length !== 1) return undefined;
  return `${before.trim().replace(/[.,;:]$/, '')}. ¿A cuántos ${unit} equivale?`;
}

const OPEN_END =
  /(?:^|[.:;?!]\s+)([^.:;¿?!]+?)\s+(es|son|vale|valen|mide|resulta|resultan|es igual a)\s*:?\s*$/iu;

/**
 * An option statement's open end as the question it is: "… Su aceleración es:" → "… ¿Cuál es su
 * aceleración?", the way students ask and the solvers read. Undefined when it does not end that way.
 */
export function asked(statement: string): string | undefined {
  // An aside the statement opens with (asideFirst's «(H = 1; S = 32) La masa … es:») stays before the question.
  const lead = /^\s*(\([^()]*\))\s*(?=\S)/.exec(statement);
  if (lead) {
    const question = asked(statement.slice(lead[0].length));
    return question && `${lead[1]} ${question}`;
  }
  // An aside's own stops («(H = 1; S = 32)») end no sentence: read with them hidden, written back after.
  const hidden = statement.replace(/\([^()]*\)/g, (aside) =>
    aside.replace(/[.:;?!¿]/g, (stop) => HIDDEN[stop] ?? stop),
  );
  return openEndAsked(hidden)?.replace(/[\uE000-\uE005]/g, (mark) => SHOWN[mark] ?? mark);
}

const HIDDEN: Readonly<Record<string, string>> = {
  '.': '\uE000',
  ':': '\uE001',
  ';': '\uE002',
  '?': '\uE003',
  '!': '\uE004',
  '¿': '\uE005',
};
const SHOWN: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(HIDDEN).map(([stop, mark]) => [mark, stop]),
);

function openEndAsked(statement: string): string | undefined {
  const end = OPEN_END.exec(statement);
  if (!end) return undefined;
  const subject = at(end, 1, 'subject group');
  const what = /^\p{Lu}\p{Ll}/u.test(subject)
    ? `${subject.charAt(0).toLowerCase()}${subject.slice(1)}`
    : subject;
  const plural = /^(son|valen|resultan)$/i.test(at(end, 2, 'verb group'));
  const start = end.index + end[0].indexOf(subject);
  return `${statement.slice(0, start)}¿${plural ? 'Cuáles son' : 'Cuál es'} ${what}?`;
}

/** The statement without its options, for the rest of the engine when no solver took it. */
export function withoutOptions(message: string): string {
  const read = readQuestion(message);
  return read.options.length >= 2 ? read.statement : message;
}

// What a message states -----------------------------------------------------------------------------

const DATA_UNIT = String.raw`(?:km\/h|m\/s²|m\/s2|m\/s|km|hm|dam|dm|cm|mm|m|m²|m2|m³|m3|cm²|cm2|cm³|cm3|dm³|dm3|kg|g|mg|t|l|L|ml|mL|cc|N|kN|J|kJ|W|kW|CV|HP|Pa|kPa|hPa|atm|mmHg|K|°C|°F|°|mol|moles|M|Hz|V|Ω|cal|kcal|s|seg|pulgadas?|pies?|millas?|yardas?|in|ft|mi|metros?|kil[oó]metros?|cent[ií]metros?|kilos?|kilogramos?|gramos?|litros?|mililitros?|newtons?|joules?|watts?|grados?|segundos?)`;
const QUANTITY = new RegExp(String.raw`\d(?:[.,]\d+)?\s*${DATA_UNIT}(?![\p{L}\d])`, 'u');
const LEADING_QUANTITY = new RegExp(
  String.raw`^(?:\d+(?:[.,]\d+)?|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)\s*${DATA_UNIT}(?![\p{L}\d])`,
  'iu',
);

/** Whether a text starts with a quantity and its unit: "5 pulgadas a cm", "tres litros". */
export const startsWithQuantity = (text: string): boolean => LEADING_QUANTITY.test(text.trim());
const ELEMENTS =
  'H|He|Li|Be|B|C|N|O|F|Ne|Na|Mg|Al|Si|P|S|Cl|Ar|K|Ca|Sc|Ti|V|Cr|Mn|Fe|Co|Ni|Cu|Zn|Ga|Ge|As|Se|Br|Kr|Rb|Sr|Ag|Cd|Sn|Sb|I|Xe|Cs|Ba|Pt|Au|Hg|Pb|Bi|U';
const CHEMICAL_FORMULA = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:${ELEMENTS})[\d₀-₉]*|\((?:(?:${ELEMENTS})[\d₀-₉]*)+\)[\d₀-₉]*){2,}(?![\p{L}])`,
  'u',
);
const MATH = /[=^²³√]|\d\s*[+*×÷·]\s*\d|\d\s*\/\s*[a-z(]|\b[fgh]\s*\(\s*x\s*\)|\d\s*[x×]\s*\d/i;

/**
 * Whether a message states a concrete problem: a quantity with its unit ("45 m", "20 g"), a chemical
 * formula (Fe₂O₃, KMnO4), a formula to work with ("x² − 4x + 3", "f(x)") or a word problem's data
 * ("$ 1800", "20 %"). Such a message is on
 * topic whatever else it says, and no overview or exam advice answers it.
 */
export function statesData(message: string): boolean {
  return (
    QUANTITY.test(message) ||
    MATH.test(message) ||
    WORD_DATA.test(message) ||
    hasChemicalFormula(message) ||
    countsAsked(message) ||
    examItem(message)
  );
}

// An item printed with its options, numbers among them («A) 2,4 h … E) Ninguna…»): an exam's, whatever its nouns.
const OPTION_LINE = /^\s*\(?[A-E]\)\s*\S/gm;
const examItem = (message: string) => (message.match(OPTION_LINE) ?? []).length >= 3 && /\d/.test(message);

// «Una canilla llena un tanque en 5 horas y otra en 3 horas; … ¿cuántos minutos tarda?»: two or more
// counts of something, and a question that asks for a number, is a word problem whatever its nouns.
const COUNT = /\d+(?:[.,]\d+)?\s+(?:\p{L}{3,}|(?:h|hs|min)\b)/gu;
const ASKS_A_NUMBER =
  /\bcu[aá]nt[oa]s?\b|\bcalcul|\bhall[aeá]|\bdetermin|\bqu[eé] (?:tiempo|cantidad|distancia|precio)\b/iu;
const countsAsked = (message: string) =>
  (message.match(COUNT) ?? []).length >= 2 && ASKS_A_NUMBER.test(message);

// The data of a word problem: an amount of money, a percentage, a fraction of something, a count of
// years or of things («$ 1800», «20 %», «1/4 de su sueldo», «hace 6 años», «200 bacterias»).
const WORD_DATA =
  /\$\s?\d|\d\s?%|\d\s*\/\s*\d|\d+\s+(?:años|bacterias|personas|alumnos|monedas|billetes|entradas|obreros|vehículos|kilómetros|litros|pesos)\b/iu;

function hasChemicalFormula(message: string): boolean {
  const match = CHEMICAL_FORMULA.exec(message);
  // Two capitals alone ("OK", "UTN", "CV") are words more often than formulas: a formula with one
  // element repeated, or a digit, is not.
  return Boolean(match && (/[\d₀-₉]/.test(match[0]) || /[a-z]/.test(match[0])));
}

// The unknown written as a datum ---------------------------------------------------------------------

// The quantity a symbol stands for in a statement's «Incógnita: a».
const UNKNOWNS: Readonly<Record<string, string>> = {
  a: 'la aceleración',
  v: 'la velocidad final',
  vf: 'la velocidad final',
  v0: 'la velocidad inicial',
  t: 'el tiempo',
  d: 'la distancia recorrida',
  x: 'la distancia recorrida',
  h: 'la altura',
  f: 'la fuerza',
  w: 'el trabajo',
  ec: 'la energía cinética',
  ep: 'la energía potencial',
  m: 'la masa',
};

const UNKNOWN_LINE = /(?:^|[\n.;]\s*)inc[oó]gnitas?\s*:\s*([a-zA-Z]{1,2}[₀0fF]?)\s*(?:=\s*\?)?\s*\.?\s*$/iu;

/**
 * «Datos: m = 5 kg; F = 20 N. Incógnita: a» as the question it is: «… Calcular la aceleración.» The
 * message otherwise, or undefined when it names no unknown a symbol stands for.
 */
export function askedUnknown(message: string): string | undefined {
  const line = UNKNOWN_LINE.exec(message.trim());
  const symbol = line?.[1]?.toLowerCase().replace('₀', '0');
  const quantity = symbol ? UNKNOWNS[symbol] : undefined;
  if (!line || !quantity) return undefined;
  return `${message.trim().slice(0, line.index).trim()}\nCalcular ${quantity}.`;
}

// A statement pasted inside a chat message -----------------------------------------------------------

const LEAD_IN =
  /^[\s\S]*?\b(?:dec[ií]a|dice|era|es)\s+(?:as[ií]|este|esto|el siguiente|lo siguiente)\s*:\s*|^[\s\S]*?\b(?:el (?:ejercicio|problema|enunciado)(?: es| dice| era)?|me tomaron(?: esto)?|no me sale(?: este| esto)?|no supe(?: hacer)?(?: este| esto)?)\s*:\s*/iu;
const SIGN_OFF =
  /[\s,.;!¿]*(?:gracias|muchas gracias|porfa|por favor|ayuda|ayudaa+|help|desde ya|me lo explic[aá]s|explic[aá]melo|me ayud[aá]s)\b[^\d]*$/iu;

// «13) La fórmula del …», «Ejercicio 4: Un auto …», «7. Se disuelven …»: the number of the exam's item.
const ITEM_NUMBER =
  /^(?:(?:ejercicio|problema|pregunta|[ií]tem|punto)\s*(?:n\s*[°º.]\s*)?)?(\d{1,2})\s*(?:[).:]|\s[-–])\s+(?=[¿¡\p{L}])/iu;

/**
 * A statement without the number an exam prints before it, which is no datum; kept when the next
 * number labels a part too («1) la aceleración; 2) la fuerza»).
 */
export function withoutItemNumber(text: string): string {
  const item = ITEM_NUMBER.exec(text);
  if (!item) return text;
  const next = Number(item[1]) + 1;
  if (new RegExp(`(?:^|\\s)${next}\\s*[).]\\s`).test(text.slice(item[0].length))) return text;
  return text.slice(item[0].length);
}

/**
 * The problem a chat message pastes: «hola profe, … decía así: un bloque de 5 kg … gracias!!» → the
 * statement alone. Only words without numbers are left out, so no datum is lost.
 */
export function withoutChatter(message: string): string {
  let text = withoutItemNumber(message.trim());
  const lead = LEAD_IN.exec(text);
  if (lead && !/\d/.test(lead[0]) && /\d/.test(text.slice(lead[0].length))) text = text.slice(lead[0].length);
  const end = SIGN_OFF.exec(text);
  if (end && end.index > 0 && /\d/.test(text.slice(0, end.index))) text = text.slice(0, end.index);
  return text.trim();
}
