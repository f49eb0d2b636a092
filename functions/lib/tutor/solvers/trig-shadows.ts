/**
 * Shadows cast at the same moment: an object of known height and shadow (a post, a person, a stick) and
 * another of which one of the two is known (a building's shadow). The rays are parallel, so the two
 * triangles are similar: the other height (or shadow), the sun's angle over the ground (tg α = height /
 * shadow) and the distance from an object's top to the end of its shadow (the hypotenuse). Every length
 * must be read as a height or a shadow of one of two objects; one question at a time.
 */

import { foldText } from '../text.ts';
import type { SolverReply } from './declaration.ts';
import { fmt, readNumber, relation } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const OBJECT =
  'poste|persona|hombre|mujer|nene|nena|chico|chica|nino|nina|varilla|vara|palo|estaca|baston|arbol|edificio|torre|mastil|antena|columna|farol|casa|pared|muro|obelisco|chimenea|campanario|monumento|estatua|alumno|alumna|senor|senora|joven';
const OBJECT_WORD = new RegExp(`\\b(${OBJECT})\\b`, 'g');
const LENGTH = /(\d+(?:[.,]\d+)?)\s*m\b(?![²³/])/g;

interface Scene {
  height: Map<string, number>;
  shadow: Map<string, number>;
}

/** The object named last before `index` in the same sentence. */
function objectBefore(text: string, index: number): string | undefined {
  const start = Math.max(text.lastIndexOf('.', index - 1), text.lastIndexOf(';', index - 1)) + 1;
  const words = [...text.slice(start, index).matchAll(OBJECT_WORD)];
  return words.at(-1)?.[1];
}

function readScene(text: string): Scene | undefined {
  const scene: Scene = { height: new Map(), shadow: new Map() };
  for (const match of text.matchAll(LENGTH)) {
    const index = match.index ?? 0;
    const value = readNumber(match[1] ?? '');
    if (value === undefined || value <= 0) return undefined;
    const before = text.slice(Math.max(0, index - 50), index);
    const after = text.slice(index + match[0].length, index + match[0].length + 20);
    const shadowOf =
      /sombra\s+(?:del?|de la)\s+(?:un|una|el|la)?\s*(\w+)(?:\s+\w+)?\s+(?:mide|es de|tiene)\s*$/.exec(
        before,
      );
    let kind: 'height' | 'shadow';
    let object: string | undefined;
    if (shadowOf) {
      kind = 'shadow';
      object = shadowOf[1];
    } else if (/sombra\s+(?:de|que mide|que tiene|mide)?\s*(?:unos\s+)?$/.test(before)) {
      kind = 'shadow';
      object = objectBefore(text, index);
    } else if (
      new RegExp(`\\b(?:${OBJECT})\\s+(?:vertical\\s+)?(?:de\\s+)?$`).test(before) ||
      /\b(?:mide|de altura|de alto|alto|altura de)\s*$/.test(before) ||
      /^\s*(?:de\s+)?(?:altura|alto)\b/.test(after)
    ) {
      kind = 'height';
      object = objectBefore(text, index + 1);
    } else return undefined;
    if (!object || !new RegExp(`^(?:${OBJECT})$`).test(object)) return undefined;
    const map = scene[kind];
    if (map.has(object)) return undefined;
    map.set(object, value);
  }
  return scene;
}

type Asked = 'height' | 'shadow' | 'angle' | 'hypotenuse';

function askedOf(question: string): { asked: Asked; object?: string } | undefined {
  const named = [...question.matchAll(OBJECT_WORD)].map((match) => match[1]);
  const object = named.at(-1);
  const kinds: Asked[] = [];
  if (/\bangulo\b/.test(question) && /\b(?:sol|rayos?)\b/.test(question)) kinds.push('angle');
  if (
    /\b(?:distancia|longitud|mide|cuanto)\b/.test(question) &&
    /\b(?:parte mas alta|extremo superior|punta|cima|cuspide|tope)\b/.test(question) &&
    /\bextremo de (?:su|la) sombra\b/.test(question)
  )
    kinds.push('hypotenuse');
  else if (/\b(?:altura|alto|mide)\b/.test(question) && !/\bsombra\b/.test(question)) kinds.push('height');
  else if (
    /\bsombra\b/.test(question) &&
    /\b(?:cuanto|longitud|mide|largo)\b/.test(question) &&
    !kinds.length
  )
    kinds.push('shadow');
  if (kinds.length !== 1) return undefined;
  const [asked] = kinds;
  return asked ? { asked, ...(object ? { object } : {}) } : undefined;
}

function lastQuestion(text: string): { data: string; question: string } | undefined {
  const sentences = text.split(/(?<=[.?!])\s+/).filter((sentence) => sentence.trim() !== '');
  const question = sentences.at(-1);
  if (!question || sentences.length < 2) return undefined;
  return { data: sentences.slice(0, -1).join(' '), question };
}

export function solveShadows(problem: string): SolverReply | undefined {
  const text = foldText(withoutOptions(problem)).replace(/\s+/g, ' ').trim();
  if (!/\bsombra/.test(text)) return undefined;
  const split = lastQuestion(text);
  if (!split) return undefined;
  // Every number must be a length in metres of the scene: another unit or datum is not read here.
  const numbers = text.match(/\d+(?:[.,]\d+)?/g) ?? [];
  if (numbers.length !== (text.match(LENGTH) ?? []).length) return undefined;
  const scene = readScene(text);
  const asked = askedOf(split.question);
  if (!scene || !asked) return undefined;
  const objects = new Set([...scene.height.keys(), ...scene.shadow.keys()]);
  if (objects.size !== 2 && !(objects.size === 1 && asked.asked === 'angle')) return undefined;
  const full = [...objects].filter((object) => scene.height.has(object) && scene.shadow.has(object));
  const [reference] = full;
  if (full.length !== 1 || reference === undefined) return undefined;
  const other = [...objects].find((object) => object !== reference);
  const h = scene.height.get(reference);
  const s = scene.shadow.get(reference);
  if (h === undefined || s === undefined) return undefined;
  const data = [`${reference}: altura ${fmt(h)} m, sombra ${fmt(s)} m`];
  const steps = [
    'A la misma hora los rayos del sol llegan paralelos: cada objeto vertical con su sombra forma un triángulo rectángulo, y todos son semejantes (el mismo ángulo α del sol con el suelo).',
  ];
  let otherHeight: number | undefined;
  let otherShadow: number | undefined;
  if (other) {
    otherHeight = scene.height.get(other);
    otherShadow = scene.shadow.get(other);
    if ((otherHeight === undefined) === (otherShadow === undefined)) return undefined;
    if (otherShadow !== undefined) {
      data.push(`${other}: sombra ${fmt(otherShadow)} m`);
      otherHeight = (h * otherShadow) / s;
      steps.push(
        `Proporción altura/sombra: $\\frac{H}{${fmt(otherShadow)}} = \\frac{${fmt(h)}}{${fmt(s)}}$, así que la altura del ${other} es $H = ${fmt(otherHeight, 4)}$ m.`,
      );
    } else if (otherHeight !== undefined) {
      data.push(`${other}: altura ${fmt(otherHeight)} m`);
      otherShadow = (otherHeight * s) / h;
      steps.push(
        `Proporción sombra/altura: $\\frac{S}{${fmt(otherHeight)}} = \\frac{${fmt(s)}}{${fmt(h)}}$, así que la sombra del ${other} es $S = ${fmt(otherShadow, 4)}$ m.`,
      );
    }
  }
  let answer: string;
  const target = asked.object && objects.has(asked.object) ? asked.object : (other ?? reference);
  if (asked.object && !objects.has(asked.object)) return undefined;
  if (asked.asked === 'angle') {
    const alpha = (Math.atan(h / s) * 180) / Math.PI;
    steps.push(
      `Con el ${reference}: $\\operatorname{tg} α = \\frac{${fmt(h)}}{${fmt(s)}}$, así que $α ${relation(alpha)} ${fmt(alpha)}°$.`,
    );
    answer = `**Ángulo de los rayos con el suelo: α ${relation(alpha)} ${fmt(alpha)}°**`;
  } else if (asked.asked === 'hypotenuse') {
    const height = target === reference ? h : otherHeight;
    const shadow = target === reference ? s : otherShadow;
    if (height === undefined || shadow === undefined) return undefined;
    const d = Math.hypot(height, shadow);
    steps.push(
      `La distancia de la punta del ${target} al extremo de su sombra es la hipotenusa: $d = \\sqrt{${fmt(height, 4)}^2 + ${fmt(shadow, 4)}^2} ≈ ${fmt(d)}$ m.`,
    );
    answer = `**d ${relation(d)} ${fmt(d)} m**`;
  } else {
    if (target === reference || !other) return undefined;
    const value = asked.asked === 'height' ? otherHeight : otherShadow;
    if (value === undefined) return undefined;
    // The height asked must be the one the data did not give.
    if (asked.asked === 'height' && scene.height.has(other)) return undefined;
    if (asked.asked === 'shadow' && scene.shadow.has(other)) return undefined;
    answer = `**${asked.asked === 'height' ? 'Altura' : 'Sombra'} del ${other} ${relation(value)} ${fmt(value)} m**`;
  }
  return {
    text: workedReply({
      title: 'Sombras a la misma hora',
      data: data.join('; '),
      steps,
      answer,
      closing: '¿Por qué los dos triángulos de sombra son semejantes?',
    }),
    certain: true,
  };
}
