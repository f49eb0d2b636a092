/**
 * A kite (a balloon, a drone) on a taut string: the string's length L, its angle α with the horizontal
 * and, when given, the height of the hand that holds it. The string is the hypotenuse: the height over
 * the ground is L · sen α plus the hand's height, the horizontal distance L · cos α. Every number must be
 * one of those three; one thing asked at a time.
 */

import { foldText } from '../text.ts';
import type { SolverReply } from './declaration.ts';
import { fmt, readNumber, relation } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const NUM = String.raw`\d+(?:[.,]\d+)?`;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

interface Kite {
  string: number;
  angle: number;
  hand?: number;
}

function readKite(text: string): Kite | undefined {
  if (!/\b(?:barrilete|cometa|papagayo|globo|drone|dron)\b/.test(text)) return undefined;
  const numbers = text.match(new RegExp(NUM, 'g')) ?? [];
  const angle = new RegExp(
    String.raw`(${NUM})\s*°\s*(?:con (?:la horizontal|el suelo|el piso|el terreno)|respecto (?:de|a) la horizontal)`,
  ).exec(text);
  const string = new RegExp(
    String.raw`\b(?:hilo|cuerda|cable|piolin|soga)\s+(?:tens[oa]\s+|tirante\s+|recto\s+)?(?:de\s+)?(${NUM})\s*m\b(?![²³/])`,
  ).exec(text);
  const hand = new RegExp(
    String.raw`\b(?:mano|manos|ojos)\b[^.;?]*?\ba\s+(?:una altura de\s+)?(${NUM})\s*m\b(?![²³/])\s*(?:de altura\s*)?(?:del|sobre el)\s+(?:suelo|piso)`,
  ).exec(text);
  if (!angle || !string) return undefined;
  const read = {
    angle: readNumber(angle[1] ?? ''),
    string: readNumber(string[1] ?? ''),
    hand: hand ? readNumber(hand[1] ?? '') : undefined,
  };
  if (numbers.length !== (hand ? 3 : 2)) return undefined;
  if (read.angle === undefined || read.string === undefined || !(read.angle > 0 && read.angle < 90))
    return undefined;
  if (!(read.string > 0) || (hand && !(read.hand !== undefined && read.hand >= 0))) return undefined;
  return { string: read.string, angle: read.angle, ...(read.hand !== undefined ? { hand: read.hand } : {}) };
}

export function solveKite(problem: string): SolverReply | undefined {
  const text = foldText(withoutOptions(problem)).replace(/\s+/g, ' ').trim();
  const sentences = text.split(/(?<=[.?!])\s+/);
  const question = sentences.at(-1) ?? '';
  if (sentences.length < 2) return undefined;
  const kite = readKite(text);
  if (!kite) return undefined;
  const height = /\baltura\b|\bque tan alto\b/.test(question);
  const horizontal = /\bdistancia horizontal\b/.test(question);
  if (height === horizontal) return undefined;
  const { string: L, angle, hand } = kite;
  const rise = L * Math.sin(rad(angle));
  const data = [`hilo L = ${fmt(L)} m`, `ángulo con la horizontal α = ${fmt(angle)}°`];
  if (hand !== undefined) data.push(`la mano a ${fmt(hand)} m del suelo`);
  const steps = [
    'El hilo tenso es la hipotenusa de un triángulo rectángulo: el cateto vertical sube desde la mano hasta el barrilete y el horizontal va desde la mano hasta la vertical del barrilete.',
  ];
  let answer: string;
  if (height) {
    steps.push(
      `Lo que sube el hilo: $L \\cdot \\operatorname{sen} α = ${fmt(L)} \\cdot \\operatorname{sen} ${fmt(angle)}° ≈ ${fmt(rise)}$ m.`,
    );
    const total = rise + (hand ?? 0);
    if (hand !== undefined)
      steps.push(
        `Sumá la altura de la mano: $${fmt(rise, 4)} + ${fmt(hand)} ≈ ${fmt(total)}$ m sobre el suelo.`,
      );
    answer = `**Altura ${relation(total)} ${fmt(total)} m**`;
  } else {
    const run = L * Math.cos(rad(angle));
    steps.push(`$d = L \\cdot \\cos α = ${fmt(L)} \\cdot \\cos ${fmt(angle)}° ≈ ${fmt(run)}$ m.`);
    if (hand !== undefined) steps.push('La altura de la mano no cambia la distancia horizontal.');
    answer = `**Distancia horizontal ${relation(run)} ${fmt(run)} m**`;
  }
  return {
    text: workedReply({
      title: 'Barrilete y triángulo rectángulo',
      data: data.join('; '),
      steps,
      answer,
      closing: '¿Qué lado del triángulo es el hilo, y por qué se usa el seno para la altura?',
    }),
    certain: true,
  };
}
