/**
 * Statics of a rigid bar: the moment of a force, parallel forces (resultant and point of application,
 * same or opposite sense, or the forces from their resultant), a lever or seesaw in balance, the place
 * of the support of a bar loaded at its ends, a graduated ruler on a mark, a pole carried by two people,
 * a beam hinged to a wall and held by a cable, the moment of a system of forces about a point of a bar,
 * and a beam in equilibrium on its supports; a mass hung at an end of a bar on one support (g cancels), a
 * wheelbarrow as a lever, several loads on either side of one support, and the size of a resultant of
 * parallel forces with no places given.
 */

import { at } from '../../../../shared/lib/must.ts';
import { foldText } from '../text.ts';
import { asksAnotherUnit } from './asked-unit.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { group } from './groups.ts';
import { texRelation as approx, fmt, NUMBER_SOURCE, parseNumber, relation, tex } from './numbers.ts';
import {
  askedClause,
  distinctAngles,
  G_DEFAULT,
  givenTrig,
  gSource,
  inBase,
  masses,
  ofDimension,
  readAngles,
  readForces,
  readStatement,
  type Statement,
  sinDeg,
  statedKgfAt,
  typedNumbers,
  unusedNumbers,
} from './physics.ts';
import { workedReply } from './reply.ts';
import { solveLevers } from './statics-levers.ts';
import type { Quantity } from './units.ts';

const n = (value: number) => tex(value, 4, true);
/** A load hung, set or placed on the bar: its "peso de 90 N" is not the bar's own weight. */
const HUNG = /\b(?:cuelga|colgad[ao]|coloca|pone|ubica|sienta|apoya)\w*\b[^.;]*\b(?:un|otro) peso de\s*$/;
/** A force named again to say where from: "respecto de la fuerza de 12 N", "desde el cuerpo de 2 kgf". */
const NAMED_AGAIN =
  /(?:de|desde|respecto de|a|esta|actua|se aplica) (?:la|el) (?:fuerza|cuerpo|carga|peso)(?: mayor| menor)? de\s*$/;
const BAR =
  /\b(?:viga|barra|tabla|tablon|palanca|varilla|regla|subibaja|balancin|pasarela|liston|cano|vara|palo|barreta|tronco(?! de (?:cono|piramide))|puente(?! de wheatstone)|tablero|andamio)\b/;
/** A table on its two ends is a beam: «una mesa de 2 m… se apoya en sus dos extremos». */
const TABLE_ON_ENDS =
  /\bmesa\b[^.]*\b(?:se apoya|apoyad[ao]|descansa) (?:en |sobre |por )?(?:sus|los|ambos) (?:dos )?extremos/;
/** The bar of the statement: one of BAR's words, or a table said to rest on its ends. */
const barWords = (folded: string) =>
  TABLE_ON_ENDS.test(folded) ? `(?:${BAR.source}|\\bmesa\\b)` : BAR.source;
const CUE = new RegExp(
  `${BAR.source}|${TABLE_ON_ENDS.source}|momento|torque|fuerzas? paralelas|\\b(?:cuerdas|sogas) paralelas|punto de apoyo|\\bapoyo|llave|bulon|tuerca|equilibr|\\bpertiga\\b|carretilla|cascanueces|fulcro|pivote|\\beje de (?:la )?rueda|\\bcodo\\b`,
);
const NUM = `(${NUMBER_SOURCE})`;
const LENGTH_UNIT = '(m|cm)\\b';
const meters = (value: string, unit: string) => parseNumber(value) * (unit === 'cm' ? 0.01 : 1);
/** A length whose number and unit (m or cm) are the match's first two groups, in metres. */
const metersOf = (match: RegExpMatchArray) => meters(group(match, 1), group(match, 2));
const where = (force: number) => (force >= 0 ? 'hacia arriba' : 'hacia abajo');

interface Load {
  /** Signed: up is positive. */
  force: number;
  x: number;
  label: string;
}

// ---------------------------------------------------------------------------------------------------
// The moment of one force about a point.

/**
 * «…de 6 m… 40 N en su centro», «en la mitad de la llave», «a un tercio de su largo»: the force acts
 * elsewhere than the length's end, so the length the statement gives is no arm.
 */
const ACTS_ELSEWHERE =
  /\ben (?:su|el) (?:centro|punto medio|medio)\b|\ben (?:la|su) mitad\b|\bmitad de (?:la|su|el)\b|\b(?:un|dos) (?:tercios?|cuartos?|quintos?)\b/;

/** «un momento de 30 N·m»: a moment the statement gives, in N·m. */
const GIVEN_MOMENT = new RegExp(`(${NUMBER_SOURCE})\\s*n\\s*[·.*×x]?\\s*m\\b`);

/**
 * A moment given and the force or the arm asked: «¿Qué fuerza perpendicular hay que aplicar en el
 * extremo de una llave de 40 cm para obtener un momento de 30 N·m?» (F = M/d), or the arm for a force.
 */
function fromMoment(s: Statement, question: string): SolverReply | undefined {
  const given = GIVEN_MOMENT.exec(s.folded);
  if (!given) return undefined;
  const asksForce = /que fuerza|cuanta fuerza|cuanto vale la fuerza|la fuerza (?:necesaria|minima)/.test(
    question,
  );
  const asksArm = /que distancia|a que distancia|que (?:longitud|largo)|brazo|cuanto (?:debe )?medir/.test(
    question,
  );
  // No angle typed: the force acts perpendicular to the arm, as the moment of one force reads it. One
  // angle said to be the force's with the wrench or the bar («forma 30° con la llave») brings its sine.
  const angles = readAngles(s);
  if (asksForce === asksArm || angles.length > 1 || givenTrig(s).length) return undefined;
  const [angle] = angles;
  // An angle typed and «perpendicular» said too: which one the question means is not read here.
  if (angle && /perpendicular/.test(s.folded)) return undefined;
  if (
    angle &&
    !(
      angle.degrees > 0 &&
      angle.degrees < 180 &&
      /^[^.;¿?]{0,14}?con (?:la|el) (?:llave|barra|palanca|mango|brazo|varilla|regla|puerta|tabla)\b/.test(
        s.folded.slice(angle.index),
      )
    )
  )
    return undefined;
  // «en la mitad de la llave»: the force acts half way along the length given, which is the arm's
  // double; a third or a quarter could be measured from either end, so it is not read.
  const halfway =
    /\ben (?:la|su) mitad\b|\ben la mitad de (?:la|su|el)\b|\ben (?:su|el) (?:centro|punto medio|medio)\b/.test(
      s.folded,
    ) && !/\b(?:un|dos) (?:tercios?|cuartos?|quintos?)\b/.test(s.folded);
  if (ACTS_ELSEWHERE.test(s.folded) && !(halfway && asksForce)) return undefined;
  const share = halfway ? 0.5 : 1;
  const M = parseNumber(group(given, 1));
  const momentAt = given.index;
  const forces = readForces(s).filter((f) => f.index !== momentAt);
  const lengths = ofDimension(s, 'length');
  const used = [momentAt, ...(angle ? [angle.index] : [])];
  const sine = angle ? sinDeg(angle.degrees) : 1;
  const sinText = angle ? ` \\cdot \\operatorname{sen} ${tex(angle.degrees, 2)}^\\circ` : '';
  let answer: string;
  let step: string;
  let check: number;
  if (asksForce) {
    const [arm] = lengths;
    if (!arm || lengths.length !== 1 || forces.length) return undefined;
    const d = inBase(arm) * share;
    if (!(d > 0)) return undefined;
    const F = M / (d * sine);
    check = F * d * sine;
    used.push(arm.index);
    step =
      (halfway
        ? `La fuerza actúa en la mitad: el brazo es $d = \\frac{${n(inBase(arm))}}{2} = ${n(d)}$ m. `
        : '') +
      (angle
        ? `Sólo la componente de la fuerza perpendicular a la llave hace momento: $M = F \\cdot d \\cdot \\operatorname{sen}\\alpha \\Rightarrow F = \\frac{M}{d${sinText}} = \\frac{${n(M)}}{${n(d)} \\cdot ${tex(sine, 4)}} ${approx(F)} ${tex(F, 2)}$ N.`
        : `$M = F \\cdot d \\Rightarrow F = \\frac{M}{d} = \\frac{${n(M)}}{${n(d)}} ${approx(F)} ${tex(F, 2)}$ N.`);
    answer = `F ${relation(F)} ${fmt(F)} N`;
  } else {
    const [force] = forces;
    if (!force || forces.length !== 1 || lengths.length) return undefined;
    const d = M / (force.newtons * sine);
    check = force.newtons * d * sine;
    used.push(force.index);
    step = `$M = F \\cdot d${sinText} \\Rightarrow d = \\frac{M}{F${sinText}} = \\frac{${n(M)}}{${n(force.newtons)}${angle ? ` \\cdot ${tex(sine, 4)}` : ''}} ${approx(d)} ${tex(d, 2)}$ m.`;
    answer = `d ${relation(d)} ${fmt(d)} m`;
  }
  if (Math.abs(check - M) > 1e-9 * Math.max(1, M)) return undefined;
  if (unusedNumbers(s, used).length) return undefined;
  return {
    certain: true,
    text: workedReply({
      title: 'Momento de una fuerza: la fuerza o el brazo',
      data: `M = ${fmt(M, 4)} N·m; ${asksForce ? `d = ${fmt(inBase(at(lengths, 0, 'arm')) * share, 4)} m${halfway ? ' (la mitad del largo)' : ''}` : `F = ${forces[0]?.typed ?? ''}`}, ${angle ? `α = ${fmt(angle.degrees, 2)}° entre la fuerza y el brazo` : 'perpendicular'}`,
      steps: [step, `Comprobá: $F \\cdot d ${approx(check)} ${tex(check, 2)}$ N·m, el momento pedido. ✓`],
      answer: `**${answer}**`,
      closing: '¿Qué pasa con la fuerza necesaria si el brazo se duplica?',
    }),
  };
}

function moment(s: Statement, question: string): SolverReply | undefined {
  if (!/momento|torque/.test(question)) return undefined;
  // «¿Qué fuerza perpendicular produciría el mismo momento?»: a force asked, not the moment; only that
  // one (F⊥ = F·sen α) is read below. A distance or an angle asked is another reading's.
  const asksForce =
    /que fuerza|cuanta fuerza|cuanto vale la fuerza|la fuerza (?:perpendicular|necesaria|minima)/.test(
      question,
    );
  const samePerpendicular = asksForce && /\bmismo momento\b/.test(question) && /perpendicular/.test(question);
  if ((asksForce && !samePerpendicular) || /que distancia|brazo|que angulo/.test(question)) return undefined;
  // A moment the statement gives («para obtener un momento de 30 N·m») is no force: another reading.
  if (GIVEN_MOMENT.test(s.folded)) return undefined;
  // «¿Y si la fuerza de 50 N se aplicara…?»: a force named again is no second force.
  const forces = readForces(s).filter(
    (force, i, all) =>
      !/\b(?:la|esa|esta) fuerza de\s*$/.test(s.folded.slice(Math.max(0, force.index - 20), force.index)) ||
      !all.slice(0, i).some((other) => Math.abs(other.newtons - force.newtons) < 1e-9),
  );
  const named = readForces(s).filter((force) => !forces.includes(force));
  const lengths = ofDimension(s, 'length');
  if (forces.length !== 1 || lengths.length !== 1) return undefined;
  // «…de 6 m… 40 N en su centro»: the force acts elsewhere than the length's end, so it is no arm.
  if (ACTS_ELSEWHERE.test(s.folded)) return undefined;
  // «(sen 53° = 0,8)»: the value the statement wants used, not another angle.
  const trig = givenTrig(s);
  const spans = trig.flatMap((entry) => entry.spans);
  const inSpan = (index: number) => spans.some(([from, to]) => index >= from && index < to);
  const angles = readAngles(s).filter((angle) => !inSpan(angle.index));
  if (angles.length > 1) return undefined;
  const force = at(forces, 0, 'force');
  const arm = at(lengths, 0, 'arm');
  const F = force.newtons;
  const d = inBase(arm);
  const used = [force.index, arm.index, ...named.map((again) => again.index)];
  const steps: string[] = [];
  let alpha = 90;
  let certain = true;
  const [angle] = angles;
  // «…forma 30° con el mango. ¿Y si se aplicara perpendicular al mango?»: the angle said, then changed.
  const madePerpendicular =
    angle !== undefined &&
    /\bsi\b[^.;]*\bperpendicular(?:es|mente)? (?:al|a la|a su)\b/.test(s.folded.slice(angle.index));
  if (samePerpendicular && (!angle || madePerpendicular)) return undefined;
  if (madePerpendicular) {
    used.push(angle.index);
    if (
      !/^[^.;¿?]{0,14}?con (?:la|el) (?:llave|barra|palanca|mango|brazo|varilla|regla|puerta|tabla)\b/.test(
        s.folded.slice(angle.index),
      )
    )
      return undefined;
    steps.push(
      `Aplicada perpendicular al brazo, α = 90° y sen 90° = 1: el ángulo de ${fmt(angle.degrees, 2)}° del enunciado ya no cuenta.`,
    );
  } else if (angle) {
    used.push(angle.index);
    alpha = angle.degrees;
    const after = s.folded.slice(angle.index, angle.index + 60);
    // «una barra horizontal… una fuerza que forma 60° con la vertical»: with the bar, 90° − 60°.
    const barLies =
      /\b(?:barra|varilla|viga|regla|palanca|tabla|liston)\b[^.;¿?]{0,15}?\b(horizontal|vertical)\b/.exec(
        s.folded,
      )?.[1];
    const measuredFrom = /^[^.;¿?]{0,12}?con la (horizontal|vertical)\b/.exec(after)?.[1];
    if (/con (?:la|el) (?:llave|barra|palanca|mango|brazo|varilla|regla|puerta|tabla)/.test(after)) {
      steps.push(
        `El momento usa la componente de la fuerza perpendicular al brazo: $F_\\perp = F \\operatorname{sen}\\alpha$, con α = ${fmt(alpha, 2)}° el ángulo entre la fuerza y el brazo.`,
      );
    } else if (barLies && measuredFrom && angle.degrees > 0 && angle.degrees < 90) {
      alpha = barLies === measuredFrom ? angle.degrees : 90 - angle.degrees;
      steps.push(
        barLies === measuredFrom
          ? `La barra es ${barLies}, así que el ángulo con la ${measuredFrom} es el que forma la fuerza con la barra: α = ${fmt(alpha, 2)}°.`
          : `La barra es ${barLies}: si la fuerza forma ${fmt(angle.degrees, 2)}° con la ${measuredFrom}, con la barra forma α = 90° − ${fmt(angle.degrees, 2)}° = ${fmt(alpha, 2)}°. El momento usa la componente perpendicular a la barra, $F \\operatorname{sen}\\alpha$.`,
      );
    } else {
      certain = false;
      steps.push(
        `Tomé ${fmt(alpha, 2)}° como el ángulo entre la fuerza y el brazo; si se mide respecto de otra dirección, el ángulo que va en la fórmula es el que forma con el brazo.`,
      );
    }
  } else if (/perpendicular/.test(s.folded)) {
    steps.push('La fuerza es perpendicular al brazo: α = 90°, sen 90° = 1.');
  } else {
    steps.push('El enunciado no da ángulo: la fuerza actúa perpendicular al brazo (α = 90°, sen 90° = 1).');
  }
  const given = trig.find((entry) => entry.degrees === alpha && entry.sin !== undefined)?.sin;
  // A given sine of another angle, or a cosine alone, is a datum this reading does not use.
  if (trig.some((entry) => entry.degrees !== alpha || entry.sin === undefined)) return undefined;
  if (given !== undefined)
    used.push(
      ...typedNumbers(s)
        .filter((found) => inSpan(found.index))
        .map((found) => found.index),
    );
  const sine = given ?? sinDeg(alpha);
  const M = F * d * sine;
  if (samePerpendicular) {
    // The same moment with the force perpendicular: F⊥ · d = F · d · sen α, so F⊥ = F · sen α.
    if (!certain || unusedNumbers(s, used).length) return undefined;
    const perpendicular = F * sine;
    return {
      certain: true,
      text: workedReply({
        title: 'Momento de una fuerza: la fuerza perpendicular equivalente',
        data: `F = ${forces[0]?.typed}; d = ${fmt(d, 4)} m; α = ${fmt(alpha, 2)}°`,
        steps: [
          ...steps,
          `El momento de la fuerza dada: $M = F \\cdot d \\cdot \\operatorname{sen}\\alpha = ${n(F)} \\cdot ${n(d)} \\cdot \\operatorname{sen} ${tex(alpha, 2)}^\\circ ${approx(M)} ${tex(M, 2)}\\ \\text{N·m}$.`,
          `Perpendicular al brazo, en el mismo punto: $F_\\perp \\cdot d = M \\Rightarrow F_\\perp = \\frac{M}{d} = \\frac{${tex(M, 4)}}{${n(d)}} ${approx(perpendicular)} ${tex(perpendicular, 2)}$ N (es $F \\operatorname{sen}\\alpha$).`,
        ],
        answer: `**F⊥ ${relation(perpendicular)} ${fmt(perpendicular)} N**`,
        closing: '¿Por qué la componente paralela al brazo no hace momento?',
      }),
    };
  }
  steps.push(
    `Momento de una fuerza respecto de un punto: $M = F \\cdot d \\cdot \\operatorname{sen}\\alpha = ${n(F)} \\cdot ${n(d)} \\cdot ${given === undefined ? `\\operatorname{sen} ${tex(alpha, 2)}^\\circ` : `${tex(given, 4)}\\ (\\operatorname{sen} ${tex(alpha, 2)}^\\circ\\text{, como da el enunciado})`} ${approx(M)} ${tex(M, 2)}\\ \\text{N·m}$.`,
  );
  const unused = unusedNumbers(s, used);
  // «¿…el momento…, en N·cm?»: the result in the unit asked, its N·m beside it.
  const inNcm = /\ben n\s*[·.*x]?\s*cm\b|newton(?:s)?[ ·-]?centimetros?/.test(question);
  if (inNcm)
    steps.push(
      `En N·cm: $${tex(M, 2)}\\ \\text{N·m} \\cdot 100 ${approx(M * 100)} ${tex(M * 100, 2)}$ N·cm.`,
    );
  const answer = inNcm
    ? `M ${relation(M * 100)} ${fmt(M * 100)} N·cm (${fmt(M)} N·m)`
    : `M ${relation(M)} ${fmt(M)} N·m`;
  return {
    certain: certain && unused.length === 0,
    text: workedReply({
      title: 'Momento de una fuerza',
      data: `F = ${forces[0]?.typed}; d = ${fmt(d, 4)} m; α = ${fmt(alpha, 2)}°`,
      steps,
      answer: certain && !unused.length ? `**${answer}**` : pending(answer, unused),
      closing: '¿Qué pasa con el momento si aplicás la misma fuerza más cerca del eje?',
    }),
  };
}

/** What an uncertain reply says instead of a bold result. */
function pending(result: string, unused: number[]): string {
  const left = unused.length
    ? ` No usé ${unused.map((value) => fmt(value, 4)).join(', ')} del enunciado: ¿qué representa${unused.length > 1 ? 'n' : ''}?`
    : '';
  return `Con esa lectura quedaría ${result}, pero no estoy seguro de haber entendido el enunciado.${left} Confirmame los datos y lo cerramos.`;
}

// ---------------------------------------------------------------------------------------------------
// A lever or a seesaw: two loads on either side of the support, W₁·d₁ = W₂·d₂.

interface Weight {
  value: number;
  unit: 'kg' | 'N';
  index: number;
  typed: string;
}

/** A bar resting on two supports: «apoyada en A y en B», «sobre dos apoyos», «en sus dos extremos». */
const ON_TWO_SUPPORTS =
  /\b(?:apoyad[ao]s?|se apoya|descansa|sostenid[ao]) (?:en|sobre) (?:[a-e] y (?:en )?[a-e]\b|dos (?:apoyos|soportes|caballetes)|sus (?:dos )?extremos|ambos extremos)|\bdos (?:apoyos|soportes|caballetes)\b/;

const SUPPORT_FORCE_ASKED =
  /(?:hace|ejerce|soporta|sostiene|aplica)\w*\s+(?:el|la)\s+(?:punto de apoyo|eje|apoyo|soporte|pivote|fulcro)\b|\b(?:el|la)\s+(?:punto de apoyo|eje|apoyo|soporte|pivote|fulcro)\s+(?:hace|ejerce|soporta|sostiene)/;

function lever(s: Statement, question: string): SolverReply | undefined {
  // «a 12 cm del fiel» of a balance with unequal arms is its support too.
  // The forearm turns about the elbow («el bíceps se inserta a 4 cm del codo»): a lever of the third kind.
  if (!/apoyo|pivote|eje|fulcro|subibaja|balancin|palanca|\bfiel\b|\bcodo\b/.test(s.folded)) return undefined;
  if (/extremo/.test(s.folded)) return undefined;
  // «apoyada en A y en B», «sobre dos apoyos», «¿qué fuerza hace el apoyo A?»: a beam on two supports,
  // whose reactions the beam's reading finds; one load and two lengths are no two loads on a lever.
  if (ON_TWO_SUPPORTS.test(s.folded) || /\b(?:apoyo|soporte)s? [a-e]\b|\breaccion/.test(question))
    return undefined;
  // «¿Qué fuerza hace el eje sobre el balancín?»: the support's force, not the lever's missing load;
  // «¿qué fuerza hace el piso sobre la rueda?» neither.
  if (/\b(?:piso|suelo|rueda|techo|pared)\b/.test(question)) return undefined;
  // «¿Qué fuerza hace el eje sobre el balancín?»: the missing load found first, then the support holds
  // both — only when the two loads are on opposite sides of it (a seesaw, «del otro lado», a lever of the
  // first kind); on the same side (a wheelbarrow) the support holds their difference.
  const supportAsked = SUPPORT_FORCE_ASKED.test(question);
  if (
    supportAsked &&
    (!/subibaja|balancin|(?:del|al) otro lado|primer genero|lados? opuestos/.test(s.folded) ||
      /(?:segundo|tercer) genero|\bcodo\b|carretilla/.test(s.folded))
  )
    return undefined;
  // Every arm measured from the support: «a 1,2 m del centro de gravedad» is measured from a load.
  const fromElsewhere = ofDimension(s, 'length').some((q) =>
    /^[\d.,]+\s*(?:m|cm)\b\s*(?:\([^)]*\)\s*)?(?:de|del) (?:la |los |las |el )?(?:centro de (?:gravedad|masa)|carga|peso|cuerpo|nuez|piedra|fuerza|manijas?|mangos?|mano|otr[ao]s?|extremo|caja|bulto|objeto)\b/.test(
      s.folded.slice(q.index),
    ),
  );
  if (fromElsewhere) return undefined;
  const weights: Weight[] = [
    ...masses(s).map((m) => ({
      value: m.kg,
      unit: 'kg' as const,
      index: m.index,
      typed: `${fmt(m.kg, 4)} kg`,
    })),
    ...readForces(s).map((f) => ({ value: f.newtons, unit: 'N' as const, index: f.index, typed: f.typed })),
  ].sort((p, q) => p.index - q.index);
  // «Una barra de 4 m de largo y peso despreciable está apoyada en su punto medio»: the bar's length only
  // says how far each arm reaches (half of it); it is no arm.
  const midBar = new RegExp(
    `${BAR.source}[^.;¿?]{0,30}?\\bde (?:largo |longitud )?${NUM}\\s*${LENGTH_UNIT}`,
  ).exec(s.folded);
  const onMiddle =
    midBar &&
    /(?:apoyad[ao]|se apoya|apoyo|pivote|suspendid[ao]) (?:en|de|por) (?:su|el) (?:centro|punto medio|medio)\b/.test(
      s.folded,
    ) &&
    /peso despreciable|masa despreciable|sin peso|liviana|de peso nulo/.test(s.folded);
  const barAt = onMiddle ? midBar.index + midBar[0].lastIndexOf(group(midBar, 1)) : -1;
  const half = onMiddle ? metersOf(midBar) / 2 : Number.POSITIVE_INFINITY;
  const lengths = ofDimension(s, 'length').filter((q) => q.index !== barAt);
  // "¿a cuántos metros del eje…?", "…debe sentarse a:" (five options follow) ask a distance too.
  const asksDistance =
    /a que distancia|donde|distancia|a cuantos (?:metros|centimetros|m|cm)\b|\b(?:sentar|ubicar|colocar|situar|parar)\w*\s+a\s*:?\s*$/.test(
      question,
    );
  // «…la masa de la hermana debe ser:» (five options follow) asks the load too.
  // «la ventaja mecánica» of the lever: the load over the force, asked with the force's data.
  const asksAdvantage = /ventaja mecanica/.test(question);
  const asksLoad =
    asksAdvantage ||
    supportAsked ||
    /\b(?:la masa|el peso)\b[^.?¿]*\b(?:debe ser|es|vale|sera)\s*:?\s*$|que (?:fuerza|masa|peso|carga|resistencia)\b|cuanto (?:debe )?(?:pesar|pesa)|cuanta fuerza|cuantos kg|cuanto vale la fuerza|cual es (?:la masa|el peso)\b|\bla fuerza(?: vertical| minima| motriz)? (?:que hay que|que se debe|que (?:debe|tiene que) hacer|necesaria|a aplicar)|\b(?:la|el) (?:fuerza|esfuerzo)\b[^.?¿]*\b(?:debe ser|es|vale|sera)\s*:?\s*$|\b(?:indique|indica|calcul\w*|halla\w*|determin\w*) la fuerza\b|(?:cuanto vale|calcul\w*|halla\w*|determin\w*) la potencia\b/.test(
      question,
    );
  if (asksDistance === asksLoad) return undefined;
  // One unknown among W₁, d₁, W₂, d₂.
  if (weights.length + lengths.length !== 3) return undefined;
  if (weights.length === 2 && weights[0]?.unit !== weights[1]?.unit) return undefined;
  const unit = weights[0]?.unit ?? 'N';
  const name = unit === 'kg' ? 'm' : 'F';
  const steps = [
    `Para que quede en equilibrio, los momentos respecto del apoyo se compensan: $${name}_1 \\cdot d_1 = ${name}_2 \\cdot d_2$${unit === 'kg' ? ' (cada peso es m·g y g se cancela)' : ''}.`,
  ];
  let w1: number;
  let d1: number;
  let result: number;
  let answer: string;
  let data: string;
  if (asksDistance && weights.length === 2 && lengths.length === 1) {
    const length = at(lengths, 0, 'distance');
    // The distance belongs to the load typed before it.
    const [first, second] = weights as [Weight, Weight];
    // «A 1 m del apoyo cuelga un peso de 30 N»: a distance said right before its load, in its clause.
    const before =
      length.index < first.index &&
      /^[\d.,]+\s*(?:m|cm)\b\s*del (?:apoyo|pivote|eje|fulcro)\b[^.;¿?]{0,30}$/.test(
        s.folded.slice(length.index, first.index),
      );
    if (length.index < first.index && !before) return undefined;
    // «un balancín de 3 m»: the bar's own length is no arm.
    if (
      new RegExp(`${BAR.source}[^.;¿?]{0,20}?\\bde $`).test(
        s.folded.slice(Math.max(0, length.index - 40), length.index),
      )
    )
      return undefined;
    // After both loads, the distance is the one its sentence names («Un niño de 25 kg y su padre de 75
    // kg… Si el niño está a 2,4 m»): not the load typed last (7,2 m was stated for 0,8 m).
    const nameOf = (w: Weight) =>
      /(\p{L}{3,}) (?:de|que pesa|con una masa de) $/u.exec(
        s.folded.slice(Math.max(0, w.index - 40), w.index),
      )?.[1];
    const sentence = s.folded.slice(
      Math.max(s.folded.lastIndexOf('. ', length.index), s.folded.lastIndexOf('¿', length.index), 0),
      length.index,
    );
    const named = [first, second].filter((w) => {
      const name = nameOf(w);
      return name !== undefined && new RegExp(`\\b${name}\\b`, 'u').test(sentence);
    });
    const [namedOwner] = named;
    if (length.index > second.index && (named.length !== 1 || !namedOwner)) return undefined;
    const owner = length.index > second.index && namedOwner ? namedOwner : first;
    if (before && !(second.index > s.folded.lastIndexOf(question) && s.folded.includes(question)))
      return undefined;
    const other = owner === first ? second : first;
    w1 = owner.value;
    d1 = inBase(length);
    result = (w1 * d1) / other.value;
    data = `${name}_1 = ${owner.typed} a d₁ = ${fmt(d1, 4)} m del apoyo; ${name}_2 = ${other.typed}, a una distancia d₂ del otro lado`;
    steps.push(
      `Despejá: $d_2 = \\frac{${name}_1 \\cdot d_1}{${name}_2} = \\frac{${n(w1)} \\cdot ${n(d1)}}{${n(other.value)}} ${approx(result)} ${tex(result, 2)}\\ \\text{m}$.`,
    );
    answer = `d₂ ${relation(result)} ${fmt(result)} m del apoyo`;
  } else if (asksLoad && weights.length === 1 && lengths.length === 2) {
    const known = at(weights, 0, 'load');
    const [la, lb] = lengths as [Quantity, Quantity];
    // The known load's distance is the one typed right after it, or else just before it («…sostiene, a 32
    // cm del codo, una pesa de 5 kgf»).
    const justBefore = [lb, la].find(
      (q) =>
        q.index < known.index &&
        /^\s*(?:m|cm)\b[^.;¿?]{0,40}$/.test(s.folded.slice(q.index, known.index).replace(/^[\d.,]+/, '')),
    );
    // «…hasta las manijas hay 1,6 m, y la carga está a 0,4 m del eje. Si en las manijas se hace una fuerza
    // de 150 N, ¿qué carga…?»: both arms typed before the load known; the one whose own clause names the
    // thing asked is the unknown's arm, the other the known's.
    const askedNoun = /\b(carga|resistencia|peso|fuerza|potencia)\b/.exec(question)?.[1];
    // A length's clause: from the last mark or the other length, whichever is nearer.
    const clauseOf = (q: Quantity) => {
      const before = s.folded.slice(0, q.index);
      const previous = lengths.filter((l) => l.index < q.index).map((l) => l.index + 1);
      return before.slice(
        Math.max(...['.', ';', '¿', ':'].map((mark) => before.lastIndexOf(mark)), ...previous, 0),
      );
    };
    const naming = askedNoun
      ? [la, lb].filter((q) => q.index < known.index && new RegExp(`\\b${askedNoun}\\b`).test(clauseOf(q)))
      : [];
    const [namedArm] = naming;
    const byName =
      la.index < known.index && lb.index < known.index && naming.length === 1 && namedArm
        ? namedArm === la
          ? lb
          : la
        : undefined;
    const ownLength = la.index > known.index ? la : lb.index > known.index ? lb : (justBefore ?? byName);
    if (!ownLength) return undefined;
    const otherLength = ownLength === la ? lb : la;
    w1 = known.value;
    d1 = inBase(ownLength);
    const d2 = inBase(otherLength);
    result = (w1 * d1) / d2;
    data = `${name}_1 = ${known.typed} a d₁ = ${fmt(d1, 4)} m del apoyo; d₂ = ${fmt(d2, 4)} m ${/(?:segundo|tercer) genero|\bcodo\b|carretilla/.test(s.folded) ? 'del apoyo, del mismo lado' : 'del otro lado'}`;
    steps.push(
      `Despejá: $${name}_2 = \\frac{${name}_1 \\cdot d_1}{d_2} = \\frac{${n(w1)} \\cdot ${n(d1)}}{${n(d2)}} ${approx(result)} ${tex(result, 2)}\\ \\text{${unit}}$.`,
    );
    // «una pesa de 300 g… ¿la masa, en gramos?»: grams typed or asked, the result in grams.
    const grams =
      unit === 'kg' &&
      (/\ben (?:gramos|g)\b/.test(question) ||
        weights.every((w) => /^[\d.,]+\s*(?:g|gramos?)\b/.test(s.folded.slice(w.index))));
    if (unit !== 'kg' && /\ben (?:gramos|g|kg|kilogramos?)\b/.test(question)) return undefined;
    // A mass found, a weight in newtons asked: not this answer.
    if (!supportAsked && unit === 'kg' && /\ben (?:n|newtons?|kgf|dinas?)\b/.test(question)) return undefined;
    answer = grams
      ? `${name}₂ ${relation(result)} ${fmt(result * 1000)} g`
      : `${name}₂ ${relation(result)} ${fmt(result)} ${unit}`;
    // Masses given and a force asked («¿cuánta fuerza hay que hacer…?»): the weight m·g, with the g the
    // statement gives; without one the newtons are not the statement's.
    if (supportAsked) {
      if (asksAdvantage || /\ben (?:gramos|g|kg|kilogramos?|kgf|dinas?)\b/.test(question)) return undefined;
      if (unit === 'kg' && !s.gGiven) return undefined;
      const total = w1 + result;
      const newtons = unit === 'kg' ? total * s.g : total;
      steps.push(
        unit === 'kg'
          ? `El apoyo sostiene a los dos (la barra, de peso despreciable, no sube ni baja): $R = (m_1 + m_2) \\cdot g = (${tex(w1, 4)} + ${tex(result, 4)}) \\cdot ${n(s.g)} ${approx(newtons)} ${tex(newtons, 2)}$ N.`
          : `El apoyo sostiene a los dos (la barra, de peso despreciable, no sube ni baja): $R = F_1 + F_2 = ${tex(w1, 4)} + ${tex(result, 4)} ${approx(newtons)} ${tex(newtons, 2)}$ N, hacia arriba.`,
      );
      answer = `R ${relation(newtons)} ${fmt(newtons)} N, hacia arriba`;
    } else if (unit === 'kg' && /\b(?:que|cuanta|la) fuerza\b|cuanto vale la fuerza/.test(question)) {
      if (!s.gGiven || asksAdvantage) return undefined;
      const newtons = result * s.g;
      steps.push(
        `La fuerza es el peso de esa masa: $F = m \\cdot g = ${tex(result, 4)} \\cdot ${n(s.g)} ${approx(newtons)} ${tex(newtons, 2)}$ N.`,
      );
      answer = `F ${relation(newtons)} ${fmt(newtons)} N`;
    }
    if (asksAdvantage) {
      if (unit === 'kg') return undefined;
      const advantage = w1 / result;
      steps.push(
        `La ventaja mecánica es cuántas veces la fuerza cabe en la carga: $VM = \\frac{R}{F} = \\frac{${n(w1)}}{${n(result)}} ${approx(advantage)} ${tex(advantage, 2)}$ (igual al cociente de los brazos, $\\frac{${n(d2)}}{${n(d1)}}$).`,
      );
      answer = `VM ${relation(advantage)} ${fmt(advantage)}`;
    }
  } else return undefined;
  if (!(result > 0) || !Number.isFinite(result)) return undefined;
  // Every arm on the bar: no longer than the half the support leaves on each side.
  if (d1 > half + 1e-9 || (asksDistance && result > half + 1e-9)) return undefined;
  steps.push(
    `Comprobá: $${n(w1)} \\cdot ${n(d1)} = ${tex(w1 * d1, 2)}$ de un lado y lo mismo del otro, así que la suma de momentos es cero.`,
  );
  const unused = unusedNumbers(s, [
    ...weights.map((w) => w.index),
    ...lengths.map((l) => l.index),
    ...(barAt >= 0 ? [barAt] : []),
  ]);
  return {
    certain: unused.length === 0,
    text: workedReply({
      title: 'Palanca en equilibrio',
      data,
      steps,
      answer: unused.length ? pending(answer, unused) : `**${answer}**`,
      closing: '¿Por qué el más pesado tiene que ubicarse más cerca del apoyo?',
    }),
  };
}

// ---------------------------------------------------------------------------------------------------
// The size of the resultant of parallel forces, with no places given: the sum of the same sense, the
// difference of opposite senses.

/** The sense a force's own words give right after it: «70 N hacia arriba» (1), «30 N hacia abajo» (-1). */
function ownSense(after: string): number | undefined {
  const said =
    /^[^.;,¿?]{0,12}?\b(?:hacia (?:arriba|abajo)|a la (?:derecha|izquierda)|hacia la (?:derecha|izquierda))\b/.exec(
      after,
    );
  if (!said) return undefined;
  return /arriba|derecha/.test(said[0]) ? 1 : -1;
}

function parallelSize(s: Statement, question: string): SolverReply | undefined {
  if (!/\bparalel[ao]s\b/.test(s.folded)) return undefined;
  // Only the size asked: where it acts is the bar's reading.
  if (
    !/modulo|intensidad|valor|cuanto vale|cual es la resultante|(?:la|su) resultante (?:vale|es)\b|resultante\b[^¿?]*\bvale\s*:?\s*$/.test(
      question,
    ) ||
    /donde|aplica|distancia|punto|ubica|posicion|a que|momento|\by (?:que|cual|cuanto|donde)\b/.test(
      question,
    ) ||
    !/resultante/.test(question)
  )
    return undefined;
  // A statement that is all one order («Calculá el módulo de la resultante de…»): its data are in it.
  const found = s.folded.lastIndexOf(question);
  const asking = found > 0 ? found : s.folded.length;
  const forces = readForces(s).filter((f) => f.index < asking);
  if (forces.length < 2 || forces.some((f) => f.typed.split(' ')[1] !== forces[0]?.typed.split(' ')[1]))
    return undefined;
  if (
    unusedNumbers(
      s,
      forces.map((f) => f.index),
    ).length
  )
    return undefined;
  const said = s.folded.slice(0, asking);
  const same = /\b(?:del |el |un )?mismo sentido\b|\bigual sentido\b/.test(said);
  const opposite = /\bsentidos? (?:opuestos?|contrarios?)\b|\bopuestas\b|\bantiparalelas\b/.test(said);
  const senses = forces.map((f) => ownSense(s.folded.slice(f.index).replace(/^[\d.,]+\s*\S+/, '')));
  const allOwn = senses.every((sense) => sense !== undefined);
  let signs: number[];
  if (same && !opposite) {
    if (senses.some((sense) => sense !== undefined && sense !== senses.find((x) => x !== undefined)))
      return undefined;
    signs = forces.map(() => 1);
  } else if (opposite && !same) {
    if (allOwn) signs = senses as number[];
    else if (forces.length === 2 && senses.every((sense) => sense === undefined)) signs = [1, -1];
    else return undefined;
    if (!signs.some((x) => x > 0) || !signs.some((x) => x < 0)) return undefined;
  } else if (!same && !opposite && allOwn) {
    signs = senses as number[];
  } else return undefined;
  const unit = forces[0]?.typed.split(' ')[1] ?? 'N';
  const values = forces.map((f) => parseNumber(/^[\d.,]+/.exec(s.folded.slice(f.index))?.[0] ?? ''));
  if (values.some((v) => !(v > 0))) return undefined;
  const R = values.reduce((total, v, i) => total + v * (signs[i] ?? 0), 0);
  const terms = values.map((v, i) => `${(signs[i] ?? 0) > 0 ? (i ? '+ ' : '') : '- '}${n(v)}`).join(' ');
  const allSame = signs.every((x) => x === signs[0]);
  const direction = (sign: number) =>
    senses.some((x) => x !== undefined)
      ? (s.folded.match(
          sign > 0
            ? /hacia arriba|a la derecha|hacia la derecha/
            : /hacia abajo|a la izquierda|hacia la izquierda/,
        )?.[0] ?? '')
      : '';
  const larger = direction(Math.sign(R));
  const answer = allSame
    ? `R = ${fmt(Math.abs(R))} ${unit}, en el mismo sentido que las fuerzas`
    : Math.abs(R) < 1e-12
      ? `R = 0 ${unit}`
      : `R = ${fmt(Math.abs(R))} ${unit}${larger ? `, ${larger}` : ', en el sentido de la mayor'}`;
  return {
    certain: true,
    text: workedReply({
      title: 'Resultante de fuerzas paralelas',
      data: forces
        .map((f, i) => `F${i + 1} = ${f.typed}${(signs[i] ?? 0) > 0 ? '' : ' (sentido contrario)'}`)
        .join('; '),
      steps: [
        'Las fuerzas paralelas tienen la misma dirección: la resultante es la suma con signo (las de un sentido suman, las del otro restan), sin importar dónde se aplican; el punto de aplicación no cambia su módulo.',
        `$R = ${terms} = ${tex(R, 4)}$ ${unit}${allSame ? '' : ', su módulo es el valor absoluto'}.`,
      ],
      answer: `**${answer}**`,
      closing: '¿Dónde quedaría aplicada la resultante si te dieran la distancia entre las fuerzas?',
    }),
  };
}

/**
 * Two parallel forces on a bar a given distance apart («F1 = 40 N y F2 = 60 N, aplicadas en dos puntos
 * separados 1,5 m»), their sense said once, in the statement or in the question («Si tienen el mismo
 * sentido», «Si F2 tuviera sentido contrario a F1»): the resultant's size, R = F₁ ± F₂, and where it acts
 * from one of them, by moments (F₁·x₁ = F₂·x₂): between them for the same sense, outside and on the larger
 * one's side for opposite senses. Checked: the moments about that point cancel. Equal and opposite ones
 * (a couple) are not read.
 */
function twoParallelForces(s: Statement, question: string): SolverReply | undefined {
  if (!/\bparalel[ao]s\b/.test(s.folded)) return undefined;
  const forces = readForces(s);
  const lengths = ofDimension(s, 'length');
  const [f1, f2] = forces;
  const [gap] = lengths;
  if (!f1 || !f2 || forces.length !== 2 || !gap || lengths.length !== 1) return undefined;
  if (f1.typed.split(' ')[1] !== f2.typed.split(' ')[1] || gap.index < f2.index) return undefined;
  if (
    !/separad[oa]s|una de (?:la )?otra|entre (?:si|ellas|ellos)|de distancia/.test(
      s.folded.slice(f2.index, gap.end + 25),
    )
  )
    return undefined;
  const same = /\b(?:el |del )?mismo sentido\b|\bigual sentido\b/.test(s.folded);
  const opposite = /\bsentidos? (?:opuestos?|contrarios?)\b|\bopuestas\b|\bantiparalelas\b/.test(s.folded);
  if (same === opposite) return undefined;
  const asksSize =
    /resultante/.test(question) && /cuanto vale|modulo|valor|intensidad|cual es/.test(question);
  const asksPlace = /distancia|donde|punto de aplicacion|ubica|aplicada/.test(question);
  if (asksSize === asksPlace) return undefined;
  const unusedOthers = unusedNumbers(s, [f1.index, f2.index, gap.index]);
  if (unusedOthers.length) return undefined;
  const d = gap.value;
  const du = gap.unit.symbol;
  const unit = f1.typed.split(' ')[1] ?? 'N';
  const typedOf = (force: typeof f1) => parseNumber(force.typed.split(' ')[0] ?? '');
  const A = typedOf(f1);
  const B = typedOf(f2);
  if (!(A > 0 && B > 0 && d > 0) || (opposite && A === B)) return undefined;
  const R = same ? A + B : Math.abs(A - B);
  // Positions: F1 at 0, F2 at d; the resultant where the moments of both about it cancel.
  const signB = same ? 1 : -1;
  const x = (signB * B * d) / (A + signB * B);
  const back = A * (0 - x) + signB * B * (d - x);
  if (Math.abs(back) > 1e-9 * (A + B) * d || !Number.isFinite(x)) return undefined;
  // Which force the distance is asked from: «de F1», «del punto de aplicación de F1», «de la mayor»…
  const fromLabel = /\bde (?:la fuerza )?f\s*_?([12])\b|\bde f([12])\b/.exec(question);
  const from = fromLabel
    ? group(fromLabel, 1) || group(fromLabel, 2)
    : /mayor/.test(question)
      ? A > B
        ? '1'
        : '2'
      : /menor/.test(question)
        ? A < B
          ? '1'
          : '2'
        : undefined;
  if (asksPlace && !from) return undefined;
  const distance = from === '2' ? Math.abs(d - x) : Math.abs(x);
  const outside = !same;
  const larger = A > B ? 'F₁' : 'F₂';
  const steps = [
    same
      ? `Del mismo sentido: $R = F_1 + F_2 = ${n(A)} + ${n(B)} = ${n(R)}$ ${unit}, en ese sentido.`
      : `De sentidos opuestos: $R = |F_1 - F_2| = |${n(A)} - ${n(B)}| = ${n(R)}$ ${unit}, en el sentido de la mayor (${larger}).`,
  ];
  if (asksPlace) {
    steps.push(
      same
        ? `La resultante queda entre las dos, más cerca de la mayor, donde sus momentos se equilibran: $F_1 \\, x_1 = F_2 \\, x_2$ con $x_1 + x_2 = ${n(d)}$ ${du}: $x_1 = \\frac{F_2 \\, d}{F_1 + F_2} = \\frac{${n(B)} \\cdot ${n(d)}}{${n(A + B)}} ${approx(Math.abs(x))} ${n(Math.abs(x))}$ ${du}.`
        : `Con sentidos opuestos queda afuera del segmento, del lado de la mayor: $F_1 \\, x_1 = F_2 \\, x_2$ con $|x_1 - x_2| = ${n(d)}$ ${du}: desde F₁, $x_1 = \\frac{F_2 \\, d}{|F_2 - F_1|} = \\frac{${n(B)} \\cdot ${n(d)}}{${n(Math.abs(B - A))}} ${approx(Math.abs(x))} ${n(Math.abs(x))}$ ${du}.`,
      `Comprobá con momentos respecto de ese punto: $${n(A)} \\cdot ${n(Math.abs(x))} ${approx(A * Math.abs(x))} ${n(A * Math.abs(x))}$ y $${n(B)} \\cdot ${n(Math.abs(d - x))} ${approx(B * Math.abs(d - x))} ${n(B * Math.abs(d - x))}$: se equilibran.`,
    );
  } else {
    steps.push(
      `La distancia entre ellas (${fmt(d, 4)} ${du}) no cambia el módulo: sirve para ubicar la resultante.`,
    );
  }
  const where =
    from === undefined
      ? ''
      : `a ${fmt(distance)} ${du} de F${from === '1' ? '₁' : '₂'}${outside ? `, fuera del segmento, del lado de ${larger}` : ', entre las dos'}`;
  return {
    certain: true,
    text: workedReply({
      title: 'Dos fuerzas paralelas: resultante y punto de aplicación',
      data: `F₁ = ${f1.typed}; F₂ = ${f2.typed}; separadas ${gap.written} ${du}; ${same ? 'del mismo sentido' : 'de sentidos opuestos'}`,
      steps,
      answer: asksPlace
        ? `**d ${relation(distance)} ${fmt(distance)} ${du} (${where})**`
        : `**R = ${fmt(R)} ${unit}**`,
      closing: '¿Qué pasaría si las dos fuerzas fueran iguales y opuestas?',
    }),
  };
}

// ---------------------------------------------------------------------------------------------------
// Several loads on either side of one support, each at its distance from it: the load or the place that
// balances them.

const SIDE =
  /\b(?:a la|hacia la|del lado|en el lado|sobre el lado|en la parte) (izquierd|derech)[ao]\b|\bdel (otro) lado\b/g;

/** The last side said in `text`: -1 left, 1 right; «del otro lado» is the side opposite `previous`. */
function lastSide(text: string, previous: number | undefined): number | undefined {
  const said = [...text.matchAll(SIDE)].at(-1);
  if (!said) return undefined;
  if (said[2]) return previous === undefined ? undefined : -previous;
  return said[1] === 'izquierd' ? -1 : 1;
}

interface SidedLoad {
  weight: number;
  /** Signed distance from the support: left negative. */
  x: number;
  typed: string;
}

function sidedLoads(s: Statement, question: string): SolverReply | undefined {
  const folded = s.folded;
  const asking = folded.lastIndexOf(question);
  if (asking <= 0) return undefined;
  const said = folded.slice(0, asking);
  // One support the distances are measured from, and a bar that weighs nothing or acts at the support.
  if (!/\b(?:apoyo|apoya|apoyad[ao]|pivote|eje|fulcro)\b/.test(said)) return undefined;
  if (/extremo|dos (?:apoyos|soportes|caballetes)|cable|cuerda|hilo|hacia arriba|articulad/.test(said))
    return undefined;
  const weightless = /peso (?:propio )?despreciable|masa despreciable|sin peso|liviana|peso nulo/.test(said);
  const centred =
    /homogene|uniforme/.test(said) &&
    /(?:apoyad[ao]|se apoya|apoyo|pivote|suspendid[ao]) (?:en|de|por) (?:su|el) (?:centro|punto medio|medio)\b/.test(
      said,
    );
  if (!weightless && !centred) return undefined;
  const forces = readForces(s);
  const kgs = masses(s);
  const weights = [
    ...kgs.map((m) => ({ value: m.kg, index: m.index, unit: 'kg', typed: `${fmt(m.kg, 4)} kg` })),
    ...forces.map((f) => ({ value: f.newtons, index: f.index, unit: 'N', typed: f.typed })),
  ].sort((p, q) => p.index - q.index);
  const known = weights.filter((w) => w.index < asking);
  const inQuestion = weights.filter((w) => w.index >= asking);
  if (known.length < 2 || inQuestion.length > 1) return undefined;
  if (weights.some((w) => w.unit !== weights[0]?.unit)) return undefined;
  const unit = weights[0]?.unit ?? 'N';
  const used: number[] = [];
  const loads: SidedLoad[] = [];
  let side: number | undefined;
  // The bar's length only says what the bar is («una barra de 1 m»).
  const barLength = new RegExp(
    `${BAR.source}[^.;¿?]{0,30}?\\bde (?:largo |longitud )?${NUM}\\s*${LENGTH_UNIT}`,
  ).exec(said);
  let half = Number.POSITIVE_INFINITY;
  if (barLength) {
    if (!/(?:centro|punto medio|medio)\b/.test(said)) return undefined;
    half = metersOf(barLength) / 2;
    used.push(barLength.index + barLength[0].lastIndexOf(group(barLength, 1)));
  }
  const distanceAt = (text: string) => new RegExp(`\\ba ${NUM}\\s*${LENGTH_UNIT}`).exec(text);
  // Where the text a side may be said in starts: after the last load's own words.
  let from = 0;
  let ownSaid = false;
  for (const [i, w] of known.entries()) {
    const next = known[i + 1]?.index ?? asking;
    const sentence = Math.max(folded.lastIndexOf('. ', w.index), 0);
    const after = folded.slice(w.index, next);
    const distance = distanceAt(after);
    if (!distance) return undefined;
    // Its side: said after its distance («6 kg a 40 cm a la izquierda del apoyo»), or right before it
    // («…y a la derecha 3 kg a 20 cm»), or once for the whole list, at the head of its sentence («A la
    // izquierda del apoyo cuelgan 6 kg a 40 cm y 3 kg a 20 cm»). A side after another load's distance
    // is that load's own.
    const rest = after.slice(distance.index + distance[0].length);
    const tail =
      /^[^.;¿?]*?(?=,?\s*\b(?:y|e)\b\s*(?:un|una|otr|\d|a la|hacia la|del (?:lado|otro)|en el lado)|[.;¿?]|$)/.exec(
        rest,
      )?.[0] ?? rest;
    const own = lastSide(tail, side);
    const lead = lastSide(folded.slice(Math.max(from, sentence), w.index), side);
    const firstHere = known.find((k) => k.index >= sentence) ?? w;
    const heading =
      !ownSaid || firstHere === w ? lastSide(folded.slice(sentence, firstHere.index), side) : undefined;
    const here = own ?? lead ?? heading;
    if (here === undefined) return undefined;
    if (own !== undefined) ownSaid = true;
    if (firstHere === w) ownSaid = own !== undefined;
    side = here;
    from = w.index + distance.index + distance[0].length + tail.length;
    const d = metersOf(distance);
    if (!(d > 0) || d > half + 1e-9) return undefined;
    loads.push({ weight: w.value, x: here * d, typed: w.typed });
    used.push(w.index, w.index + distance.index + distance[0].indexOf(group(distance, 1)));
  }
  const moment = loads.reduce((total, load) => total + load.weight * load.x, 0);
  if (Math.abs(moment) < 1e-12) return undefined;
  const q = question;
  const sideName = (x: number) => (x < 0 ? 'a la izquierda' : 'a la derecha');
  const steps = [
    `Tomá momentos respecto del apoyo (la barra ${weightless ? 'no pesa' : 'tiene su peso en el apoyo y no hace momento'}): cada carga hace $P \\cdot d$, y para que quede en equilibrio los de un lado igualan a los del otro${unit === 'kg' ? ' (cada peso es m·g y g se cancela)' : ''}.`,
  ];
  const leftSum = loads.filter((l) => l.x < 0).reduce((t, l) => t + l.weight * -l.x, 0);
  const rightSum = loads.filter((l) => l.x > 0).reduce((t, l) => t + l.weight * l.x, 0);
  const sumLine = (list: SidedLoad[]) =>
    list.length ? list.map((l) => `${n(l.weight)} \\cdot ${n(Math.abs(l.x))}`).join(' + ') : '0';
  steps.push(
    `Izquierda: $${sumLine(loads.filter((l) => l.x < 0))} = ${tex(leftSum, 4)}$ ${unit}·m; derecha: $${sumLine(loads.filter((l) => l.x > 0))} = ${tex(rightSum, 4)}$ ${unit}·m.`,
  );
  const missing = Math.abs(leftSum - rightSum);
  const needSide = leftSum > rightSum ? 1 : -1;
  let answer: string;
  let check: number;
  const asksLoad =
    MASS_ASKED.test(q) ||
    /que (?:peso|fuerza|carga)|cuanto (?:debe )?pesar|cual (?:es|debe ser) (?:el peso|la masa)/.test(q);
  const asksPlace = /a que distancia|donde|a cuantos (?:metros|centimetros|m|cm)\b/.test(q);
  if (asksLoad === asksPlace) return undefined;
  if (asksLoad) {
    if (inQuestion.length) return undefined;
    if (unit === 'kg' ? !MASS_ASKED.test(q) : MASS_ASKED.test(q)) return undefined;
    const distance = distanceAt(q);
    if (!distance) return undefined;
    const asked = lastSide(q.slice(distance.index), side);
    if (asked !== needSide) return undefined;
    const d = metersOf(distance);
    if (!(d > 0) || d > half + 1e-9) return undefined;
    used.push(asking + distance.index + distance[0].indexOf(group(distance, 1)));
    const w = missing / d;
    check = moment + needSide * d * w;
    steps.push(
      `Falta ${fmt(missing, 4)} ${unit}·m ${sideName(needSide)}: $P \\cdot ${n(d)} = ${tex(missing, 4)} \\Rightarrow P ${approx(w)} ${tex(w, 2)}$ ${unit}.`,
    );
    answer = unit === 'kg' ? `m ${relation(w)} ${fmt(w)} kg` : `P ${relation(w)} ${fmt(w)} N`;
  } else {
    const [w] = inQuestion;
    if (!w) return undefined;
    const asked = lastSide(q, side);
    if (asked !== undefined && asked !== needSide) return undefined;
    used.push(w.index);
    const d = missing / w.value;
    if (d > half + 1e-9) return undefined;
    check = moment + needSide * d * w.value;
    steps.push(
      `Falta ${fmt(missing, 4)} ${unit}·m ${sideName(needSide)}: $${n(w.value)} \\cdot d = ${tex(missing, 4)} \\Rightarrow d ${approx(d)} ${tex(d, 2)}$ m.`,
    );
    answer = `d ${relation(d)} ${fmt(d)} m ${sideName(needSide)} del apoyo`;
  }
  if (Math.abs(check) > 1e-9 * Math.max(1, leftSum, rightSum)) return undefined;
  steps.push(
    'Comprobá: con esa carga, los momentos de los dos lados son iguales y la suma de momentos es cero. ✓',
  );
  if (unusedNumbers(s, used).length) return undefined;
  return {
    certain: true,
    text: workedReply({
      title: 'Palanca con varias cargas en equilibrio',
      data: loads.map((l) => `${l.typed} a ${fmt(Math.abs(l.x), 4)} m ${sideName(l.x)} del apoyo`).join('; '),
      steps,
      answer: `**${answer}**`,
      closing: '¿Qué pasa si corrés la carga que calculaste más lejos del apoyo?',
    }),
  };
}

/**
 * «la potencia actúa a 80 cm del punto de apoyo y la resistencia a 20 cm. La ventaja mecánica es:»: the
 * advantage of a lever from its two arms alone, R/F = b_potencia/b_resistencia.
 */
function leverAdvantage(s: Statement, question: string): SolverReply | undefined {
  if (!/ventaja mecanica/.test(question) || !/palanca/.test(s.folded)) return undefined;
  if (readForces(s).length || masses(s).length) return undefined;
  const arm = (name: string) =>
    new RegExp(`\\b${name}\\b[^.;¿?\\d]{0,40}?\\ba ${NUM}\\s*${LENGTH_UNIT}`).exec(s.folded);
  const effort = arm('(?:la )?potencia');
  const load = arm('(?:la )?resistencia');
  if (!effort || !load) return undefined;
  const [bp, br] = [metersOf(effort), metersOf(load)];
  const used = [effort, load].map((match) => match.index + match[0].lastIndexOf(group(match, 1)));
  if (!(bp > 0 && br > 0) || unusedNumbers(s, used).length) return undefined;
  const advantage = bp / br;
  return {
    certain: true,
    text: workedReply({
      title: 'Ventaja mecánica de una palanca',
      data: `brazo de la potencia = ${fmt(bp, 4)} m; brazo de la resistencia = ${fmt(br, 4)} m`,
      steps: [
        'En equilibrio los momentos respecto del apoyo se compensan: $P \\cdot b_P = R \\cdot b_R$. La ventaja mecánica es $VM = \\frac{R}{P} = \\frac{b_P}{b_R}$.',
        `$VM = \\frac{${n(bp)}}{${n(br)}} ${approx(advantage)} ${tex(advantage, 2)}$: la palanca multiplica la fuerza por ${fmt(advantage)}.`,
      ],
      answer: `**VM ${relation(advantage)} ${fmt(advantage)}**`,
      closing:
        advantage >= 1
          ? '¿Qué recorrido hace la mano comparado con el de la carga?'
          : '¿Para qué sirve una palanca con ventaja menor que 1, como una pinza?',
    }),
  };
}

/**
 * The force on the one support of a bar of negligible weight in equilibrium: the sum of the loads hung
 * from it, wherever they hang («apoyada en su punto medio… 60 N en un extremo… P₂ = 150 N. ¿Qué fuerza
 * soporta el apoyo?»). The bar's length only says what the bar is.
 */
function supportOfLoads(s: Statement, question: string): SolverReply | undefined {
  if (
    !/fuerza (?:que )?(?:soporta|ejerce|hace|realiza) (?:el )?(?:punto de )?apoyo|reaccion (?:del|en el) apoyo|cuanto soporta el apoyo/.test(
      question,
    )
  )
    return undefined;
  if (/\by (?:que|cual|cuanto|cuanta|donde)\b/.test(question)) return undefined;
  const said = s.folded.slice(0, Math.max(0, s.folded.lastIndexOf(question)));
  // A homogeneous bar whose weight is given («una barra homogénea de 20 N») is one more load.
  const ownWeight = /homogene|uniforme/.test(said)
    ? new RegExp(`${BAR.source} (?:homogene[ao] |uniforme )?de ${NUM}\\s*(?:n|kgf)\\b`).exec(said)
    : null;
  const ownAt = ownWeight ? ownWeight.index + ownWeight[0].lastIndexOf(group(ownWeight, 1)) : -1;
  if (!ownWeight && !/peso despreciable|masa despreciable|sin peso|liviana|de peso nulo/.test(said))
    return undefined;
  if (!/apoyad[ao] (?:en|sobre) (?:su|el|un)\b|\bun (?:solo )?apoyo\b/.test(said)) return undefined;
  if (
    /dos (?:apoyos|soportes|caballetes)|(?<!cada uno de )(?:sus|ambos|los) (?:dos )?extremos|articulad|cable|cuerda|hilo/.test(
      said,
    )
  )
    return undefined;
  // Every force a load hanging down: a pull up or a push is not summed as one.
  if (/hacia arriba|\btira|empuj|levant|sostien/.test(said)) return undefined;
  if (masses(s).length) return undefined;
  const forces = readForces(s).filter((f) => f.index < said.length);
  if (ownWeight && !forces.some((f) => f.index === ownAt)) return undefined;
  // «de cada uno de sus extremos cuelga un peso de 30 N»: one load said once, hung twice.
  const eachEnd = /\b(?:de|en) cada (?:uno de (?:sus|los) )?extremos?\b/.test(said);
  const hung = forces.filter((f) => f.index !== ownAt);
  if (eachEnd && hung.length !== 1) return undefined;
  const unit = forces[0]?.typed.split(' ')[1];
  if (forces.length + (eachEnd ? 1 : 0) < 2 || forces.some((f) => f.typed.split(' ')[1] !== unit))
    return undefined;
  const lengthMatch = new RegExp(
    `${BAR.source}[^.;¿?]{0,40}?\\bde (?:largo |longitud )?${NUM}\\s*${LENGTH_UNIT}`,
  ).exec(said);
  const used = [
    ...forces.map((f) => f.index),
    ...(lengthMatch ? [lengthMatch.index + lengthMatch[0].lastIndexOf(group(lengthMatch, 1))] : []),
  ];
  if (unusedNumbers(s, used).length) return undefined;
  const numberOf = (f: { index: number }) => parseNumber(/^[\d.,]+/.exec(s.folded.slice(f.index))?.[0] ?? '');
  const loadValues = hung.map(numberOf);
  const values = [
    ...(ownWeight ? [numberOf({ index: ownAt })] : []),
    ...loadValues,
    ...(eachEnd ? loadValues : []),
  ];
  const R = values.reduce((total, value) => total + value, 0);
  if (!(R > 0) || values.some((value) => !(value > 0))) return undefined;
  // Different loads at the two ends of a bar on its middle turn it: no equilibrium to sum for.
  const bothEnds =
    /\ben (?:el|su) otro extremo|\ben el otro\b|en cada extremo|en (?:sus|ambos) extremos/.test(said);
  if (bothEnds && loadValues.some((value) => Math.abs(value - (loadValues[0] ?? 0)) > 1e-9)) return undefined;
  // The bar's own weight acts at its middle: balanced on a support there only.
  if (ownWeight && !/apoyad[ao] (?:en|sobre) (?:su|el) (?:punto medio|centro|medio)\b/.test(said))
    return undefined;
  return {
    certain: true,
    text: workedReply({
      title: 'La fuerza sobre el apoyo de una barra en equilibrio',
      data: `${ownWeight ? `barra homogénea de ${forces.find((f) => f.index === ownAt)?.typed}, apoyada en su punto medio` : 'barra de peso despreciable sobre un apoyo'}; cargas ${hung.map((f) => f.typed).join(', ')}${eachEnd ? ' (una en cada extremo)' : ''}`,
      steps: [
        ownWeight
          ? 'En equilibrio la suma de fuerzas verticales es cero: el apoyo empuja hacia arriba tanto como pesan la barra y todas las cargas juntas.'
          : 'En equilibrio la suma de fuerzas verticales es cero: el apoyo empuja hacia arriba tanto como pesan todas las cargas juntas (la barra no pesa).',
        `$R = ${values.map((value) => n(value)).join(' + ')} = ${tex(R, 2)}$ ${unit}.`,
      ],
      answer: `**R ${relation(R)} ${fmt(R)} ${unit} hacia arriba**`,
      closing: '¿Cambiaría esa fuerza si las cargas se colgaran en otros puntos de la barra?',
    }),
  };
}

/**
 * A lever whose arms follow from the bar's length: a load at one end with the support at a given
 * distance from it and the force at the other end (arms a and L − a), or a board on its midpoint with
 * someone at one end (arm L/2) and the other's place asked.
 */
function barLever(s: Statement, question: string): SolverReply | undefined {
  if (!/extremo/.test(s.folded)) return undefined;
  const lengthMatch = new RegExp(
    `${BAR.source}[^.;¿?]{0,40}?\\bde (?:largo |longitud )?${NUM}\\s*${LENGTH_UNIT}`,
  ).exec(s.folded);
  if (!lengthMatch) return undefined;
  const L = metersOf(lengthMatch);
  const lAt = lengthMatch.index + lengthMatch[0].lastIndexOf(group(lengthMatch, 1));
  const others = ofDimension(s, 'length').filter((q) => q.index !== lAt);
  const forces = readForces(s);
  const kgf = forces.length > 0 && forces.every((f) => f.typed.endsWith('kgf'));
  const weights = [
    ...masses(s).map((m) => ({ value: m.kg, index: m.index, unit: 'kg' })),
    ...forces.map((f) => ({
      // The kgf as typed (readForces took them to newtons with the statement's «1 kgf = … N»).
      value: kgf ? parseNumber(f.typed.split(' ')[0] ?? '') : f.newtons,
      index: f.index,
      unit: kgf ? 'kgf' : 'N',
    })),
  ].sort((p, q) => p.index - q.index);
  if (
    weights.some((w) => w.unit !== weights[0]?.unit) ||
    s.quantities.some((q) => !['length', 'mass'].includes(q.unit.dimension))
  )
    return undefined;
  // «Una barra homogénea de 2 m y 50 N de peso está apoyada en su punto medio»: its own weight acts on the
  // support and turns nothing; it is said so, and is no load.
  const [first] = weights;
  const ownWeight =
    first &&
    /\bhomogene[ao]\b/.test(s.folded) &&
    /apoyad[ao] (?:en|sobre) (?:su|el) (?:punto medio|centro|medio)\b/.test(s.folded) &&
    (/^[\d.,]+\s*\S+\s+de peso\b/.test(s.folded.slice(first.index)) ||
      /\b(?:pesa|peso(?: de)?)\s*$/.test(s.folded.slice(Math.max(0, first.index - 12), first.index))) &&
    first.index < lengthMatch.index + 80
      ? weights.shift()
      : undefined;
  const unit = weights[0]?.unit ?? 'N';
  const steps: string[] = ownWeight
    ? [
        `El peso de la barra (${fmt(ownWeight.value, 4)} ${ownWeight.unit}) actúa en su centro, justo sobre el apoyo: no hace momento.`,
      ]
    : [];
  let data: string;
  let answer: string;
  let w1: number;
  let d1: number;
  let w2: number;
  let d2: number;
  const used = [
    lAt,
    ...weights.map((w) => w.index),
    ...others.map((q) => q.index),
    ...(ownWeight ? [ownWeight.index] : []),
  ];
  const midpoint = /(?:punto medio|centro|mitad)/.test(s.folded.slice(0, s.folded.indexOf(question)));
  // The first load at an end, said before it or just after it ("uno de 30 kg en un extremo").
  const firstAt = weights[0]?.index ?? -1;
  const atEnd =
    firstAt >= 0 &&
    (s.folded.lastIndexOf('extremo', firstAt) >= 0 ||
      /^[^.;¿?]{0,25}\bextremo/.test(s.folded.slice(firstAt)));
  const askedOne = (weights[1]?.index ?? -1) >= s.folded.indexOf(question);
  if (
    midpoint &&
    weights.length === 2 &&
    others.length === 0 &&
    atEnd &&
    askedOne &&
    /a que distancia|donde/.test(question)
  ) {
    [w1, w2] = [at(weights, 0, 'load').value, at(weights, 1, 'load').value];
    d1 = L / 2;
    d2 = (w1 * d1) / w2;
    if (d2 > L / 2) return undefined;
    data = `L = ${fmt(L, 4)} m, apoyo en el medio; P₁ = ${fmt(w1, 4)} ${unit} en un extremo (d₁ = L/2 = ${fmt(d1, 4)} m); P₂ = ${fmt(w2, 4)} ${unit} a d₂ del otro lado`;
    steps.push(
      `Momentos respecto del apoyo: $P_1 \\cdot d_1 = P_2 \\cdot d_2$${unit === 'kg' ? ' (g se cancela)' : ''}: $d_2 = \\frac{${n(w1)} \\cdot ${n(d1)}}{${n(w2)}} ${approx(d2)} ${tex(d2, 2)}$ m.`,
    );
    answer = `d₂ ${relation(d2)} ${fmt(d2)} m del apoyo`;
  } else if (
    midpoint &&
    weights.length === 1 &&
    others.length === 1 &&
    atEnd &&
    // On the same side as the load, no weight hung from it balances the bar.
    !/mismo lado/.test(s.folded) &&
    /\b(?:que|cuanto|el) peso\b|cuanto (?:debe )?pesar|que (?:masa|carga)/.test(question) &&
    /^[^.;¿?]{0,12}\bdel (?:punto de )?apoyo\b/.test(s.folded.slice(at(others, 0, 'arm').index))
  ) {
    // «apoyada en su punto medio… en un extremo 60 N; ¿qué peso hay que colgar a 20 cm del apoyo, del
    // otro lado?»: the end's arm is half the bar.
    w1 = at(weights, 0, 'load').value;
    d1 = L / 2;
    d2 = inBase(at(others, 0, 'arm'));
    if (!(d2 > 0 && d2 <= L / 2)) return undefined;
    w2 = (w1 * d1) / d2;
    data = `L = ${fmt(L, 4)} m, apoyo en el medio; P₁ = ${fmt(w1, 4)} ${unit} en un extremo (d₁ = L/2 = ${fmt(d1, 4)} m); P₂ a d₂ = ${fmt(d2, 4)} m del otro lado`;
    steps.push(
      `Momentos respecto del apoyo: $P_1 \\cdot d_1 = P_2 \\cdot d_2$: $P_2 = \\frac{${n(w1)} \\cdot ${n(d1)}}{${n(d2)}} ${approx(w2)} ${tex(w2, 2)}$ ${unit}.`,
    );
    answer = `P₂ ${relation(w2)} ${fmt(w2)} ${unit}`;
  } else if (
    weights.length === 1 &&
    others.length === 1 &&
    /otro extremo/.test(s.folded) &&
    /que fuerza|cuanta fuerza|cuanto vale la fuerza|\bla fuerza (?:minima )?(?:que hay que|necesaria|a aplicar)/.test(
      question,
    )
  ) {
    w1 = at(weights, 0, 'load').value;
    // The length is the load's arm only when its sentence says it from the support («el punto de apoyo
    // está a 50 cm de la piedra»); «la otra a 1 m del otro extremo» places something else.
    const armAt = at(others, 0, 'arm').index;
    const rest = s.folded.slice(armAt).search(/[;¿?]|\.(?!\d)/);
    const sentence = s.folded.slice(
      Math.max(
        ...[';', '¿', '?'].map((mark) => s.folded.lastIndexOf(mark, armAt)),
        sentenceStart(s.folded, armAt),
      ),
      rest < 0 ? undefined : armAt + rest,
    );
    if (!/apoyo|apoyando|fulcro|pivote/.test(sentence)) return undefined;
    d1 = inBase(at(others, 0, 'arm'));
    d2 = L - d1;
    if (!(d1 > 0 && d2 > 0)) return undefined;
    w2 = (w1 * d1) / d2;
    data = `L = ${fmt(L, 4)} m; carga ${fmt(w1, 4)} ${unit} en un extremo, a ${fmt(d1, 4)} m del apoyo; la fuerza F en el otro extremo, a L − ${fmt(d1, 4)} = ${fmt(d2, 4)} m del apoyo`;
    steps.push(
      `Momentos respecto del apoyo: $F \\cdot ${n(d2)} = ${n(w1)} \\cdot ${n(d1)}$, así que $F = ${approx(w2) === '=' ? '' : '\\approx '}${tex(w2, 2)}$ ${unit}.`,
    );
    answer = `F ${relation(w2)} ${fmt(w2)} ${unit}`;
    // A mass on the bar and a force asked: the force is the weight of that mass, with the statement's g;
    // without one the newtons are not the statement's.
    if (unit === 'kg') {
      if (!s.gGiven) return undefined;
      const newtons = w2 * s.g;
      steps.push(
        `Esa fuerza es el peso de ${tex(w2, 2)} kg: $F = ${tex(w2, 4)} \\cdot ${n(s.g)} ${approx(newtons)} ${tex(newtons, 2)}$ N.`,
      );
      answer = `F ${relation(newtons)} ${fmt(newtons)} N`;
    }
  } else return undefined;
  steps.push(
    `Comprobá: $${n(w1)} \\cdot ${n(d1)} = ${tex(w1 * d1, 2)}$ y $${n(w2)} \\cdot ${n(d2)} ${approx(w2 * d2)} ${tex(w2 * d2, 2)}$: los momentos se compensan.`,
  );
  if (Math.abs(w1 * d1 - w2 * d2) > 1e-9 * Math.max(1, w1 * d1)) return undefined;
  // Loads in kgf and the force asked in newtons («Expresarla en N (1 kgf = 9,8 N)»): converted with the
  // statement's equivalence (9,8 N when it gives none and no other g).
  const newtonsAsked =
    /\ben (?:n|newtons?)\b/.test(question) || /expres\w* en (?:n|newtons?)\b/.test(s.folded);
  if (kgf && newtonsAsked && /^(?:F|P₂) /.test(answer)) {
    const stated = statedKgfAt(s);
    const perKgf = stated.length
      ? parseNumber(/=\s*([\d.,]+)/.exec(s.folded.slice(stated[0] ?? 0))?.[1] ?? '')
      : s.gGiven && Math.abs(s.g - G_DEFAULT) > 1e-9
        ? Number.NaN
        : G_DEFAULT;
    if (!(perKgf > 0)) return undefined;
    used.push(...stated);
    const newtons = w2 * perKgf;
    steps.push(
      `En newtons: $${tex(w2, 4)}\\ \\text{kgf} \\cdot ${n(perKgf)} ${approx(newtons)} ${tex(newtons, 2)}$ N (1 kgf = ${fmt(perKgf, 4)} N).`,
    );
    answer = `${answer.split(' ')[0]} ${relation(newtons)} ${fmt(newtons)} N (${fmt(w2)} kgf)`;
  }
  const unused = unusedNumbers(s, used);
  return {
    certain: unused.length === 0,
    text: workedReply({
      title: 'Palanca en equilibrio',
      data,
      steps,
      answer: unused.length ? pending(answer, unused) : `**${answer}**`,
      closing: '¿Por qué conviene que el apoyo esté cerca de la carga?',
    }),
  };
}

/** What an end named by a letter is: «el extremo A», «el apoyo B», «el operario A». */
const LETTERED_THING = '(?:extremo|apoyo|soporte|caballete|punto|operario|obrero|persona|hombre)';

/**
 * Whether the statement names the bar's ends A and B («extremos A y B», «el extremo B», «la barra AB»,
 * the two people who hold its ends, or supports A and B set at its ends). A letter that names a point
 * inside the bar («un punto B situado a 1 m del extremo») is no end.
 */
const letteredEnds = (folded: string) =>
  !/\b(?:punto|apoyo|soporte|caballete) [ab],? (?:situad[oa]|ubicad[oa]|colocad[oa]|que esta|esta) a\b/.test(
    folded,
  ) &&
  (/extremos a\b[^.;]{0,20}\by b\b|\bextremo (?:a|b)\b|\b(?:barra|varilla|viga|cano|regla|tabla) ab\b|\b(?:operario|obrero|persona|hombre)s? (?:a|b)\b/.test(
    folded,
  ) ||
    (/\b(?:apoyos|soportes|caballetes) a y b\b/.test(folded) &&
      /apoya\w* (?:en |sobre |por )?(?:sus|los|ambos) (?:dos )?extremos/.test(folded)));

// ---------------------------------------------------------------------------------------------------
// A bar with loads at known places: the resultant of parallel forces, or the reactions and the force
// that keep it in equilibrium.

interface Bar {
  loads: Load[];
  supports: number[];
  /** The force that has to be applied, where. */
  unknownAt?: number;
  length?: number;
  used: number[];
  data: string[];
  notes: string[];
  /** Points named by a letter that are not the bar's ends: «en el punto B, a 30 cm de A». */
  points?: Partial<Record<'a' | 'b', number>>;
}

/**
 * Where a load acts, from the words after it: "en x = 1 m", "a 1 m del extremo izquierdo", "a 2 m de él"
 * (from the previous load), "en el otro extremo", "en el centro". `numberAt` is where its number starts.
 */
function placeOf(
  segment: string,
  length: number | undefined,
  previous: number | undefined,
  fromEnd: (value: number, side: string | undefined) => number,
  lastEnd?: { side: string | undefined },
  endSupports = false,
): { x: number; numberAt?: number; end?: { side: string | undefined } } | undefined {
  const numberAt = (match: RegExpExecArray) => match.index + match[0].indexOf(group(match, 1), 1);
  const coordinate = new RegExp(`en x\\s*=\\s*${NUM}\\s*(m|cm)?\\b`).exec(segment);
  if (coordinate)
    return { x: meters(group(coordinate, 1), coordinate[2] ?? 'm'), numberAt: numberAt(coordinate) };
  const fromAnEnd = new RegExp(
    `a ${NUM}\\s*${LENGTH_UNIT} (?:de su|del) extremo(?: (izquierdo|derecho|a|b)\\b)?`,
  ).exec(segment);
  if (fromAnEnd) {
    return {
      x: fromEnd(metersOf(fromAnEnd), fromAnEnd[3]),
      numberAt: numberAt(fromAnEnd),
      end: { side: fromAnEnd[3] },
    };
  }
  // On supports at both ends, «a 50 cm del caballete derecho» is measured from the right end.
  const fromEndSupport = endSupports
    ? new RegExp(`a ${NUM}\\s*${LENGTH_UNIT} del (?:caballete|apoyo|soporte) (izquierdo|derecho)\\b`).exec(
        segment,
      )
    : null;
  if (fromEndSupport) {
    return {
      x: fromEnd(metersOf(fromEndSupport), fromEndSupport[3]),
      numberAt: numberAt(fromEndSupport),
      end: { side: fromEndSupport[3] },
    };
  }
  // A list measured from one end, said once: "40 N a 20 cm del extremo izquierdo, 60 N a 50 cm y 100 N
  // a 1 m de ese mismo extremo". Without an end named before, a bare distance is no place.
  const sameEnd =
    new RegExp(`a ${NUM}\\s*${LENGTH_UNIT} (?:de (?:ese|este|dicho) (?:mismo )?|del mismo )extremo`).exec(
      segment,
    ) ??
    new RegExp(
      `^${NUMBER_SOURCE}\\s*(?:kgf|kg|newtons?|n)\\s+a ${NUM}\\s*${LENGTH_UNIT}\\s*(?:,|\\by\\b)?\\s*$`,
    ).exec(segment);
  if (sameEnd && lastEnd) {
    return { x: fromEnd(metersOf(sameEnd), lastEnd.side), numberAt: numberAt(sameEnd), end: lastEnd };
  }
  const fromPrevious = new RegExp(
    `a ${NUM}\\s*${LENGTH_UNIT} de (?:el|ella|esta|esa|la (?:primera|anterior|otra))\\b`,
  ).exec(segment);
  if (fromPrevious) {
    if (previous === undefined) return undefined;
    return {
      x: previous + metersOf(fromPrevious),
      numberAt: numberAt(fromPrevious),
    };
  }
  // "a 2 m de B", of a beam whose ends are named A and B.
  const fromALetter = new RegExp(`a ${NUM}\\s*${LENGTH_UNIT} (?:de|del ${LETTERED_THING}) (a|b)\\b`).exec(
    segment,
  );
  if (fromALetter) {
    return { x: fromEnd(metersOf(fromALetter), fromALetter[3]), numberAt: numberAt(fromALetter) };
  }
  // «F1 = 30 N en A», «en el extremo B»: at the lettered end itself.
  // «apoyada en A y en B» names the supports, no load's place.
  const atALetter = new RegExp(
    `(?:^|[\\s,;:])(?<!\\ben a y )en (?:el ${LETTERED_THING} )?(a|b)\\b(?!\\s*=)(?!\\s*y (?:en )?b\\b)`,
  ).exec(segment);
  if (atALetter) return { x: fromEnd(0, atALetter[1]) };
  if (/en (?:el|su) otro(?: extremo)?\b|en el (?:extremo )?derecho/.test(segment))
    return length === undefined ? undefined : { x: length };
  // «en el extremo libre» is the end with no support, which the caller knows.
  if (/extremo (?:libre|del voladizo)\b/.test(segment)) return undefined;
  // «De un extremo cuelga un peso de 80 N»: the sentence opens with the end it hangs from.
  if (
    /en (?:el|un|su|uno de sus) extremos?(?: izquierdo)?\b|en el izquierdo\b|^\s*(?:de|desde) (?:un|uno de sus|su) extremo\b/.test(
      segment,
    )
  )
    // That end is the one a later «a 2 m de ese extremo» measures from.
    return { x: 0, end: { side: undefined } };
  if (/en (?:el|su) (?:centro|medio)|en la mitad/.test(segment))
    return length === undefined ? undefined : { x: length / 2 };
  return undefined;
}

/**
 * "Tres pesas de 5 N, 15 N y 20 N cuelgan… en x = 10 cm, x = 40 cm y x = 90 cm respectivamente": the
 * forces listed first and their places after, paired in order, as many places as forces.
 */
function respectiveLoads(
  folded: string,
  forces: readonly { newtons: number; index: number; typed: string }[],
  fromEnd: (value: number, side: string | undefined) => number,
): { loads: Load[]; used: number[] } | undefined {
  if (!/respectivamente/.test(folded) || forces.length < 2) return undefined;
  const lastForce = forces.at(-1)?.index ?? 0;
  const places = [...folded.slice(lastForce).matchAll(new RegExp(`\\bx\\s*=\\s*${NUM}\\s*(m|cm)?\\b`, 'g'))];
  if (places.length !== forces.length) return undefined;
  const mark = folded.indexOf('¿');
  const said = mark >= 0 ? folded.slice(0, mark) : folded;
  const upward = /hacia arriba/.test(said) && !/hacia abajo/.test(said);
  const loads = forces.map((force, i) => {
    const place = at(places, i, 'place');
    const x = fromEnd(meters(group(place, 1), place[2] ?? 'm'), undefined);
    return { force: (upward ? 1 : -1) * force.newtons, x, label: `${force.typed} en x = ${fmt(x, 4)} m` };
  });
  const used = [
    ...forces.map((force) => force.index),
    ...places.map((place) => lastForce + (place.index ?? 0) + place[0].indexOf(group(place, 1), 1)),
  ];
  return { loads, used };
}

/**
 * «¿Qué masa hay que colgar…?», «¿cuántos kg…?»: a mass asked. With every load a mass and no g given,
 * the bar is balanced in kilograms (each weight is m·g and g cancels).
 */
const MASS_ASKED =
  /\bque masa\b|\bcuanta masa\b|\bcuantos (?:kg|kilos|kilogramos)\b|\bla masa (?:que|necesaria)\b/;

function readBar(s: Statement, question: string, kgMode = false): Bar | undefined {
  const folded = s.folded;
  const used: number[] = [];
  const data: string[] = [];
  const notes: string[] = [];
  const lengthMatch = new RegExp(
    `${barWords(folded)}[^.;¿?]{0,30}?\\b(?:de (?:largo |longitud )?|mide )${NUM}\\s*${LENGTH_UNIT}`,
  ).exec(folded);
  let length: number | undefined;
  if (lengthMatch) {
    length = metersOf(lengthMatch);
    const lengthAt = lengthMatch.index + lengthMatch[0].lastIndexOf(group(lengthMatch, 1));
    used.push(lengthAt);
    data.push(`L = ${fmt(length, 4)} m`);
  }
  // "a 1,5 m de su extremo izquierdo" → 1,5; "del extremo derecho" → L − 1,5. Ends named A and B
  // ("apoyada en sus extremos A y B") are the left and the right one; a letter never named is no end.
  const lettered = letteredEnds(folded);
  // «se apoya en A, su extremo izquierdo, y en B, a 4 m de A»: A names an end, B a point inside.
  let letterAtEnd: { letter: string; side: string } | undefined;
  const fromEnd = (value: number, named: string | undefined) => {
    const side =
      letterAtEnd && (named === 'a' || named === 'b')
        ? named === letterAtEnd.letter
          ? letterAtEnd.side
          : 'interior'
        : named;
    if (side === 'interior') return Number.NaN;
    if ((side === 'a' || side === 'b') && !lettered) return Number.NaN;
    if (side !== 'derecho' && side !== 'b') return value;
    return length === undefined ? Number.NaN : length - value;
  };
  const supports: number[] = [];
  if (
    /(?:apoya|descansa)\w* (?:en |sobre |por )?(?:sus|los|ambos) (?:dos )?extremos|(?:apoyos?|caballetes|soportes)(?: \w+)? en (?:sus|los|ambos) (?:dos )?extremos|(?:sostienen|llevan|transportan|cargan|sujetan|apoyan)\b[^.;¿?]{0,40}?\b(?:por|en|de) (?:sus|los|ambos) (?:dos )?extremos/.test(
      folded,
    ) ||
    // «una viga AB … apoyada en A y en B»: its lettered ends are its supports.
    (lettered && /(?:apoya|descansa)\w* (?:en |sobre )(?:sus extremos )?a y (?:en |sobre )?b\b/.test(folded))
  ) {
    if (length === undefined) return undefined;
    supports.push(0, length);
    data.push('apoyos en x = 0 y en x = L');
  }
  // "se apoya en su punto medio": a support at the centre.
  if (
    /(?:se apoya|apoyad[ao]|apoyo|pivote|eje|suspendid[ao])\s+(?:en |de |por )?(?:su|el) (?:punto medio|centro|medio)\b/.test(
      folded,
    )
  ) {
    if (length === undefined) return undefined;
    supports.push(length / 2);
    data.push(`apoyo en el centro, x = ${fmt(length / 2, 4)} m`);
  }
  // «dos soportes: uno en su extremo izquierdo y otro a 4 m de él»: one at an end, the other measured
  // from it.
  const endAndOther = new RegExp(
    `(?:apoyos|soportes|caballetes)[^.;¿?]{0,30}?\\buno en (?:su|el|un) extremo(?: (izquierdo|derecho|a|b))?,? y (?:el )?otro a ${NUM}\\s*${LENGTH_UNIT} (?:de el|de ese extremo|del mismo|de este|de aquel|de (a|b))\\b`,
  ).exec(folded);
  // «uno en el extremo A y otro a 4 m de A»: the letter measured from is the end's own.
  if (endAndOther?.[4] && endAndOther[4] !== endAndOther[1]) return undefined;
  // «apoyada en su extremo izquierdo y en un punto situado a 1 m del extremo derecho»: one support at an
  // end, the other measured from the other end (or from the same one).
  const endAndPoint = new RegExp(
    `(?:apoyad[ao] en|(?:se apoya|descansa) en|(?:lo|la) (?:sostiene|sujeta|toma|agarra|carga|lleva|levanta) (?:en|de|por)) (?:su|un|el) extremo(?: (izquierdo|derecho))?(?: [ab])?,? y (?:(?:el|la) otr[ao] (?:lo |la )?(?:sostiene |sujeta |toma |agarra |carga |lleva |levanta )?)?(?:en )?(?:un punto (?:[ab] )?(?:situado |ubicado )?)?a ${NUM}\\s*${LENGTH_UNIT} del (?:(otro) extremo|extremo (izquierdo|derecho))\\b`,
  ).exec(folded);
  const letteredEndAndOther = new RegExp(
    `(?:se apoya|apoyad[ao]|descansa) (?:en|sobre) (a|b),? (?:su|el) extremo (izquierdo|derecho),? y (?:en |sobre )?(a|b),? (?:situado |ubicado )?a ${NUM}\\s*${LENGTH_UNIT} (?:de|del extremo) (a|b)\\b`,
  ).exec(folded);
  if (letteredEndAndOther && length !== undefined && !endAndOther && !endAndPoint) {
    const [, end = '', side = '', other, , , from] = letteredEndAndOther;
    const d = meters(group(letteredEndAndOther, 4), group(letteredEndAndOther, 5));
    if (end === other || from !== end || !(d > 0 && d < length)) return undefined;
    const at = side === 'derecho' ? length : 0;
    const point = side === 'derecho' ? length - d : d;
    supports.push(...[at, point].sort((p, q) => p - q));
    used.push(letteredEndAndOther.index + letteredEndAndOther[0].lastIndexOf(group(letteredEndAndOther, 4)));
    data.push(`apoyos en x = ${fmt(Math.min(at, point), 4)} m y en x = ${fmt(Math.max(at, point), 4)} m`);
    letterAtEnd = { letter: end, side };
  }
  if (endAndPoint && length !== undefined && !endAndOther) {
    const firstRight = endAndPoint[1] === 'derecho';
    const d = meters(group(endAndPoint, 2), group(endAndPoint, 3));
    const fromRight = endAndPoint[4] === 'otro' ? !firstRight : endAndPoint[5] === 'derecho';
    const other = fromRight ? length - d : d;
    const end = firstRight ? length : 0;
    if (!(d > 0 && d < length) || Math.abs(other - end) < 1e-9) return undefined;
    supports.push(...[end, other].sort((p, q) => p - q));
    used.push(endAndPoint.index + endAndPoint[0].lastIndexOf(group(endAndPoint, 2)));
    data.push(`apoyos en x = ${fmt(Math.min(end, other), 4)} m y en x = ${fmt(Math.max(end, other), 4)} m`);
  }
  if (endAndOther) {
    const right = endAndOther[1] === 'derecho' || endAndOther[1] === 'b';
    const d = meters(group(endAndOther, 2), group(endAndOther, 3));
    if (length === undefined || !(d > 0 && d <= length)) return undefined;
    supports.push(...(right ? [length - d, length] : [0, d]));
    used.push(endAndOther.index + endAndOther[0].lastIndexOf(group(endAndOther, 2)));
    data.push(`apoyos en x = ${fmt(right ? length - d : 0, 4)} m y en x = ${fmt(right ? length : d, 4)} m`);
  }
  const supportAt = new RegExp(
    `(?:se apoya|apoyad[ao]|apoyo|pivote|eje|soporte)[^.;¿?]{0,25}?\\ba ${NUM}\\s*${LENGTH_UNIT} (?:de su|del|de un|de uno de (?:sus|los)) extremos?(?: (izquierdo|derecho|a|b)\\b)?`,
  ).exec(folded);
  const supportEnd = supportAt ? supportAt.index + supportAt[0].length : 0;
  if (supportAt) {
    const value = metersOf(supportAt);
    const x = fromEnd(value, supportAt[3]);
    if (!Number.isFinite(x)) return undefined;
    supports.push(x);
    used.push(supportAt.index + supportAt[0].indexOf(group(supportAt, 1)));
    data.push(`apoyo en x = ${fmt(x, 4)} m`);
  }

  // A force named again in the question ("¿a qué distancia de la fuerza de 30 N…?") is not another load.
  const mark = folded.indexOf('¿');
  const asking = mark >= 0 ? mark : question !== folded ? folded.lastIndexOf(question) : -1;
  // «un pintor de 80 kg… con g = 10 m/s²»: a mass is a load of m·g when the statement gives g (with a g
  // of our own the key could differ).
  const massLoads = kgMode
    ? masses(s).map((m) => ({ newtons: m.kg, index: m.index, typed: `${fmt(m.kg, 4)} kg` }))
    : s.gGiven && !/\bkgf\b/.test(folded)
      ? masses(s).map((m) => ({ newtons: m.kg * s.g, index: m.index, typed: `${fmt(m.kg, 4)} kg` }))
      : [];
  const forces = [...readForces(s), ...massLoads]
    .sort((p, q) => p.index - q.index)
    .filter((force) => asking < 0 || force.index < asking)
    .filter(
      (force, i, all) =>
        !NAMED_AGAIN.test(folded.slice(Math.max(0, force.index - 40), force.index)) ||
        !all.slice(0, i).some((other) => Math.abs(other.newtons - force.newtons) < 1e-9),
    );
  const loads: Load[] = [];
  const homogeneous = /homogene|uniforme/.test(folded);
  const weightless = /peso (?:propio )?despreciable|sin peso|masa despreciable|liviana/.test(folded);
  // Which way the loads point is said in the statement: «¿qué fuerza hacia arriba hace cada apoyo?» asks
  // about the supports, and does not turn the loads up.
  const said = asking >= 0 ? folded.slice(0, asking) : folded;
  const opposite = /sentidos? (?:contrario|opuesto)s?|opuestas|antiparalelas/.test(said);
  const upward = /hacia arriba/.test(said) && !/hacia abajo/.test(said);
  // Some forces said up and others down, with no «sentido contrario» to pair them: which is which is
  // not read here, and taking them all down would state a wrong resultant.
  // Unless each force says its own («50 N hacia arriba… 20 N hacia abajo»).
  const ownSigns = forces.map((force) => ownSense(folded.slice(force.index).replace(/^[\d.,]+\s*\S+/, '')));
  const allOwn = ownSigns.length > 0 && ownSigns.every((sign) => sign !== undefined);
  if (/hacia arriba/.test(said) && /hacia abajo/.test(said) && !opposite && !allOwn) return undefined;
  // Some forces with a sense of their own and others with none, and no sense said for them all.
  const someOwn = ownSigns.some((sign) => sign !== undefined);
  const forAll =
    /\b(?:todas|ambas|las dos|las tres)\b[^.;¿?]{0,12}\bhacia (?:arriba|abajo)|(?:paralelas|fuerzas|verticales) hacia (?:arriba|abajo)|mismo sentido/.test(
      said,
    );
  if (someOwn && !allOwn && !opposite && !forAll) return undefined;
  const signAt = (i: number, otherwise: number) => (allOwn ? (ownSigns[i] ?? otherwise) : otherwise);
  // «En el punto A … 50 N … y en el punto B, a 30 cm de A, una de 20 N»: two points, the second
  // measured from the first.
  const pointB = new RegExp(
    `\\ben el punto b\\b,? (?:situad[oa] |ubicad[oa] |que esta )?a ${NUM}\\s*${LENGTH_UNIT} (?:de|del punto) a\\b`,
  ).exec(folded);
  const apart =
    new RegExp(
      `(?:separadas|distan|a una distancia de|a una distancia|estan a) ${NUM}\\s*${LENGTH_UNIT}`,
    ).exec(folded) ??
    new RegExp(`\\ba ${NUM}\\s*${LENGTH_UNIT} (?:una de (?:la )?otra|entre si|entre ellas)`).exec(folded);
  const [first, second, ...more] = forces;
  const twoForces = first && second && !more.length ? ([first, second] as const) : undefined;
  // Loads point down unless the statement says up; of two opposite ones, the second points up.
  const secondSign = upward || opposite ? 1 : -1;
  const firstSign = upward ? 1 : -1;
  if (
    pointB &&
    twoForces &&
    !/extremo|en x\s*=/.test(folded) &&
    folded.indexOf('en el punto a') >= 0 &&
    folded.indexOf('en el punto a') < twoForces[0].index &&
    pointB.index > twoForces[0].index &&
    pointB.index < twoForces[1].index
  ) {
    const [f1, f2] = twoForces;
    const d = metersOf(pointB);
    used.push(pointB.index + pointB[0].indexOf(group(pointB, 1)), f1.index, f2.index);
    loads.push(
      { force: signAt(0, firstSign) * f1.newtons, x: 0, label: `F₁ = ${f1.typed} en A (x = 0)` },
      {
        force: signAt(1, secondSign) * f2.newtons,
        x: d,
        label: `F₂ = ${f2.typed} en B (x = ${fmt(d, 4)} m)`,
      },
    );
    data.push(...loads.map((load) => `${load.label} ${where(load.force)}`));
    return { loads, supports, length, used, data, notes, points: { a: 0, b: d } };
  }
  if (apart && twoForces && !/extremo|en x\s*=/.test(folded)) {
    const [f1, f2] = twoForces;
    const d = metersOf(apart);
    used.push(apart.index + apart[0].indexOf(group(apart, 1)), f1.index, f2.index);
    loads.push(
      { force: signAt(0, firstSign) * f1.newtons, x: 0, label: `F₁ = ${f1.typed} en x = 0` },
      { force: signAt(1, secondSign) * f2.newtons, x: d, label: `F₂ = ${f2.typed} en x = ${fmt(d, 4)} m` },
    );
    data.push(...loads.map((load) => load.label));
    return { loads, supports, length, used, data, notes };
  }
  // "una barra de 2 m con fuerzas de 20 N y 60 N aplicadas en sus extremos".
  const atBothEnds =
    /(?:aplicad\w*|actuan|cuelgan|colgad\w*|se aplican|sostiene|soporta|estan|ubicad\w*|situad\w*|colocad\w*)[^.;¿?]{0,40}en (?:sus|los|ambos) (?:dos )?extremos|en (?:sus|los|ambos) (?:dos )?extremos[^.;¿?]{0,60}?(?:se aplican|actuan|cuelgan|hay)/.test(
      folded,
    );
  if (atBothEnds && twoForces && length !== undefined && !supports.length) {
    const [f1, f2] = twoForces;
    used.push(f1.index, f2.index);
    loads.push(
      { force: signAt(0, firstSign) * f1.newtons, x: 0, label: `${f1.typed} en x = 0` },
      {
        force: signAt(1, secondSign) * f2.newtons,
        x: length,
        label: `${f2.typed} en x = ${fmt(length, 4)} m`,
      },
    );
    data.push(...loads.map((load) => load.label));
    return { loads, supports, length, used, data, notes };
  }
  const listed = respectiveLoads(folded, forces, fromEnd);
  if (listed) {
    used.push(...listed.used);
    loads.push(...listed.loads);
    data.push(...loads.map((load) => load.label));
    return { loads, supports, length, used, data, notes };
  }
  let lastEnd: { side: string | undefined } | undefined;
  for (const [i, force] of forces.entries()) {
    const next = forces[i + 1]?.index ?? folded.length;
    const sentenceEnd = folded.indexOf('. ', force.index);
    // «en A, 50 N hacia arriba; en B, 30 N hacia abajo»: what follows a semicolon is the next load's.
    const clauseEnd = folded.indexOf(';', force.index);
    const whole = folded.slice(
      force.index,
      Math.min(
        next,
        folded.search(/¿/) >= force.index ? folded.indexOf('¿') : next,
        sentenceEnd >= 0 ? sentenceEnd : next,
        clauseEnd >= 0 ? clauseEnd : next,
      ),
    );
    // "600 N y a 3 m de B otra de 1000 N": the place after "y" is the next load's.
    const nextPhrase = whole.search(/,?\s\b(?:y|e) (?:a \d|en (?:el|su|un|a|b)\b|otr[ao]\b)/);
    const segment = nextPhrase > 0 && i + 1 < forces.length ? whole.slice(0, nextPhrase) : whole;
    const afterNumber = folded
      .slice(force.index)
      .replace(new RegExp(`^${NUMBER_SOURCE}\\s*(?:kgf|kg|newtons?|n)`), '');
    // The bar's own weight, at its middle; "se cuelga un peso de 90 N" is a load, not the bar's weight.
    const sentence = folded.slice(folded.lastIndexOf('. ', force.index) + 1, force.index);
    const lengthAndWeight =
      lengthMatch !== null &&
      // «de 4 m y 20 kg», «de 4 m de largo y 20 kg de masa»: the bar's own length and weight.
      new RegExp(`^\\s*${LENGTH_UNIT}\\s+(?:de (?:largo|longitud)\\s+)?y\\s*$`).test(
        folded.slice(
          lengthMatch.index +
            lengthMatch[0].lastIndexOf(group(lengthMatch, 1)) +
            group(lengthMatch, 1).length,
          force.index,
        ),
      );
    if (
      lengthAndWeight ||
      /^\s*de peso/.test(afterNumber) ||
      (/(?:pesa|peso de|que pesa)\s*$/.test(folded.slice(Math.max(0, force.index - 12), force.index)) &&
        !HUNG.test(sentence))
    ) {
      if (!homogeneous || length === undefined) return undefined;
      if (loads.some((load) => load.label.startsWith('P = '))) return undefined;
      loads.push({
        force: -force.newtons,
        x: length / 2,
        label: `P = ${force.typed} (peso de la barra, en su centro)`,
      });
      used.push(force.index);
      notes.push(`Como es homogénea, su peso actúa en el centro: x = L/2 = ${fmt(length / 2, 4)} m.`);
      continue;
    }
    // Where it acts, said after it ("600 N a 1 m del extremo izquierdo") or before it ("a 1 m del
    // extremo izquierdo se coloca una carga de 600 N"), never inside the support's own phrase.
    const previous = forces[i - 1];
    const from = Math.max(
      previous ? previous.index + previous.typed.length : 0,
      folded.lastIndexOf('. ', force.index) + 1,
      supportEnd,
    );
    const endSupports = supports.length === 2 && supports[0] === 0 && supports[1] === length;
    // «…y otra de 500 N en el extremo libre»: the one end with no support, or no place.
    if (/\b(?:en|de|sobre) (?:el|su) extremo (?:libre|del voladizo)\b/.test(segment)) {
      const atStart = supports.some((x) => Math.abs(x) < 1e-9);
      const atEnd = supports.some((x) => length !== undefined && Math.abs(x - length) < 1e-9);
      if (length === undefined || atStart === atEnd) return undefined;
      const x = atStart ? length : 0;
      loads.push({
        force: signAt(i, upward ? 1 : -1) * force.newtons,
        x,
        label: `${force.typed} en x = ${fmt(x, 4)} m (extremo libre)`,
      });
      used.push(force.index);
      continue;
    }
    const after = placeOf(segment, length, loads[loads.length - 1]?.x, fromEnd, lastEnd, endSupports);
    // "…en su extremo izquierdo y otra de 50 N…": the place before "y otra" is the previous load's.
    const lead = folded.slice(from, force.index);
    const own = [...lead.matchAll(/\b(?:y|e)\s+(?:otr[ao]|un[ao]?)\b/g)].at(-1);
    const ownFrom = own ? own.index : 0;
    const before = after
      ? undefined
      : placeOf(lead.slice(ownFrom), length, loads[loads.length - 1]?.x, fromEnd, lastEnd, endSupports);
    lastEnd = (after ?? before)?.end;
    const place = after
      ? { x: after.x, numberAt: after.numberAt === undefined ? undefined : force.index + after.numberAt }
      : before
        ? {
            x: before.x,
            numberAt: before.numberAt === undefined ? undefined : from + ownFrom + before.numberAt,
          }
        : forces.length === 1
          ? placedLater(folded, force.index, length, fromEnd)
          : undefined;
    if (!place) return undefined;
    const x = place.x;
    // A distance that already placed another load is not this one's («…20 N a 2 m de ese extremo y 30 N»).
    if (place.numberAt !== undefined && used.includes(place.numberAt)) return undefined;
    if (place.numberAt !== undefined) used.push(place.numberAt);
    if (!Number.isFinite(x)) return undefined;
    const sign = signAt(i, upward ? 1 : opposite && forces.length === 2 && i === 1 ? 1 : -1);
    const weight = force.typed.endsWith(' kg') && !kgMode ? ` (peso m·g = ${fmt(force.newtons, 4)} N)` : '';
    loads.push({ force: sign * force.newtons, x, label: `${force.typed}${weight} en x = ${fmt(x, 4)} m` });
    used.push(force.index);
  }
  if (!loads.length) return undefined;
  if (length !== undefined && loads.some((load) => load.x < -1e-9 || load.x > length + 1e-9))
    return undefined;
  if (!homogeneous && !weightless && supports.length && length !== undefined) {
    notes.push('El enunciado no da el peso de la barra: lo tomo despreciable.');
  }
  data.push(...loads.map((load) => load.label));
  return { loads, supports, length, used, data, notes };
}

/**
 * «…una carga de 600 N colgada de un caño… Si la carga cuelga a 1,2 m del operario A»: the one load's
 * place said in a later sentence that names it again.
 */
function placedLater(
  folded: string,
  from: number,
  length: number | undefined,
  fromEnd: (value: number, side: string | undefined) => number,
): { x: number; numberAt?: number } | undefined {
  const later = new RegExp(
    `\\b(?:la|el) (?:carga|peso|bulto|cuerpo|objeto|balde|caja|bolsa)\\b[^.;¿?]{0,30}?\\b(?:cuelga|esta|se encuentra|se coloca|actua|se ubica|se cuelga)\\w*\\s+(a ${NUMBER_SOURCE}\\s*(?:m|cm)\\b[^.;¿?,]*)`,
  ).exec(folded.slice(from));
  if (!later) return undefined;
  const phrase = group(later, 1);
  const place = placeOf(phrase, length, undefined, fromEnd);
  if (!place) return undefined;
  const start = from + later.index + later[0].lastIndexOf(phrase);
  return { x: place.x, numberAt: place.numberAt === undefined ? undefined : start + place.numberAt };
}

function unknownForceAt(s: Statement, bar: Bar, question: string): number | undefined {
  // «¿Qué masa hay que colgar del extremo izquierdo…?»: a load hung there is the force asked too.
  const match =
    /(?:que|la) fuerza[^¿?]{0,30}?(?:aplicar|hacer|ejercer)\w*[^¿?]{0,20}?en (?:el|ese|su) extremo(?: (izquierdo|derecho|a|b)\b)?/.exec(
      question,
    ) ??
    /(?:que|la) fuerza[^¿?]{0,30}?(?:aplicar|hacer|ejercer)\w*[^¿?]{0,20}?en (a|b)\b/.exec(question) ??
    /(?:(?:que|la|cuanta) (?:masa|peso|carga)|cuantos (?:kg|kilos|kilogramos))[^¿?]{0,30}?(?:colgar|poner|colocar|ubicar|suspender)\w*[^¿?]{0,20}?(?:en (?:el|ese|su)|del|de (?:ese|su)) extremo(?: (izquierdo|derecho|a|b)\b)?/.exec(
      question,
    );
  // "en el otro extremo": the end with no load, when one end has one.
  if (!match) {
    if (!/(?:que|la) fuerza[^¿?]{0,40}?en el otro extremo/.test(question) || bar.length === undefined)
      return undefined;
    const atStart = bar.loads.some((load) => Math.abs(load.x) < 1e-12);
    const atEnd = bar.loads.some((load) => Math.abs(load.x - (bar.length ?? 0)) < 1e-12);
    return atStart === atEnd ? undefined : atStart ? bar.length : 0;
  }
  let side = match[1];
  if (!side && /ese extremo/.test(match[0])) {
    const before = s.folded.slice(0, s.folded.indexOf(question));
    side = /derecho/.test(before.slice(before.lastIndexOf('extremo'))) ? 'derecho' : 'izquierdo';
  }
  return side === 'derecho' || side === 'b' ? bar.length : 0;
}

function beam(s: Statement, question: string): SolverReply | undefined {
  if (!BAR.test(s.folded) && !TABLE_ON_ENDS.test(s.folded) && !/fuerzas? paralelas/.test(s.folded))
    return undefined;
  // A mass asked: in kilograms when every load is a mass and g is not given, else the newtons over g.
  const massAsked = MASS_ASKED.test(question);
  const forcesSaid = readForces(s).some((f) => f.index < s.folded.lastIndexOf(question));
  if (massAsked && forcesSaid && !s.gGiven) return undefined;
  const kgMode = massAsked && !forcesSaid && !s.gGiven;
  const bar = readBar(s, question, kgMode);
  if (!bar) return undefined;
  const { loads, supports } = bar;
  const unknownAt = unknownForceAt(s, bar, question);
  const steps = [...bar.notes];
  const sum = loads.reduce((total, load) => total + load.force, 0);
  const momentAbout = (x0: number) => loads.reduce((total, load) => total + load.force * (load.x - x0), 0);
  const momentTerms = (x0: number) =>
    loads
      .filter((load) => Math.abs(load.x - x0) > 1e-12)
      .map((load) => `${n(Math.abs(load.force))} \\cdot ${n(Math.abs(load.x - x0))}`);
  let answers: string[];
  let title: string;
  let closing: string;
  // A mass asked is only the load hung at a place the question names, on a bar on one support.
  if (massAsked && !(supports.length === 1 && unknownAt !== undefined)) return undefined;
  if (supports.length === 2 && unknownAt === undefined) {
    // A place asked («¿hasta qué distancia de A puede caminar…?», «¿dónde…?»): no reactions to state.
    if (/a que distancia|\bdonde\b|hasta (?:que|donde)|vuelc|vuelqu|volca|inclin/.test(question))
      return undefined;
    // «¿qué fuerza hace el caballete que no está en el extremo?»: an end asked by what it is not.
    if (/\bno\b/.test(question)) return undefined;
    title = 'Viga apoyada en equilibrio';
    const [a, b] = supports as [number, number];
    if (Math.abs(b - a) < 1e-12) return undefined;
    const rb = -momentAbout(a) / (b - a);
    const ra = -sum - rb;
    steps.push(
      `Equilibrio: la suma de fuerzas y la suma de momentos son cero. Tomá momentos respecto del apoyo izquierdo (x = ${fmt(a, 4)} m), así su reacción no aparece: $R_B \\cdot ${n(b - a)} = ${momentTerms(a).join(' + ')}$, $R_B ${approx(rb)} ${tex(rb, 2)}\\ \\text{N}$.`,
    );
    steps.push(
      `Suma de fuerzas verticales: $R_A + R_B = ${n(-sum)}$, así que $R_A = ${n(-sum)} - ${tex(rb, 2)} ${approx(ra)} ${tex(ra, 2)}\\ \\text{N}$.`,
    );
    steps.push(
      `Comprobá con momentos respecto del apoyo derecho: $R_A \\cdot ${n(b - a)} = ${tex(ra * (b - a), 2)}$ N·m, igual a los momentos de las cargas respecto de ese punto.`,
    );
    if (Math.abs(ra * (a - b) + momentAbout(b)) > 1e-6 * Math.max(1, Math.abs(ra * (b - a))))
      return undefined;
    const left = `R_A (apoyo izquierdo) ${relation(ra)} ${fmt(ra)} N ${where(ra)}`;
    const right = `R_B (apoyo derecho) ${relation(rb)} ${fmt(rb)} N ${where(rb)}`;
    const asksRight = new RegExp(`derech|${LETTERED_THING} b\\b|\\ben b\\b`).test(question);
    const asksLeft = new RegExp(`izquierd|${LETTERED_THING} a\\b|\\ben a\\b`).test(question);
    // One reaction asked ("la reacción del apoyo A vale:") is the result alone: the other, in the steps,
    // would match another of the options.
    // «¿Qué fuerza hace la persona del extremo?»: the one support at an end, when the other is not.
    const atAnEnd = (x: number) =>
      bar.length !== undefined && (Math.abs(x) < 1e-12 || Math.abs(x - bar.length) < 1e-12);
    const asksTheEnd =
      asksRight === asksLeft &&
      /\b(?:del|en el) extremo\b/.test(question) &&
      !/otro extremo|cada|ambos|los dos|las dos|\bno\b/.test(question) &&
      atAnEnd(a) !== atAnEnd(b);
    answers = asksTheEnd
      ? [atAnEnd(a) ? left : right]
      : asksRight === asksLeft
        ? [left, right]
        : asksRight
          ? [right]
          : [left];
    closing = '¿Por qué el apoyo más cercano a la carga soporta más?';
  } else if (supports.length === 1 && unknownAt !== undefined) {
    title = 'Barra en equilibrio sobre un apoyo';
    const xs = at(supports, 0, 'support');
    if (Math.abs(unknownAt - xs) < 1e-12) return undefined;
    const F = -momentAbout(xs) / (unknownAt - xs);
    const R = -sum - F;
    steps.push(
      `Para que quede horizontal (en equilibrio), los momentos respecto del apoyo suman cero; el apoyo no hace momento respecto de sí mismo. Las cargas dan $${momentTerms(xs).join(' + ')} = ${tex(Math.abs(momentAbout(xs)), 2)}$ N·m, y la fuerza F está a ${fmt(Math.abs(unknownAt - xs), 4)} m del apoyo.`,
    );
    steps.push(
      `$F \\cdot ${n(Math.abs(unknownAt - xs))} = ${tex(Math.abs(momentAbout(xs)), 2)} \\Rightarrow F ${approx(Math.abs(F))} ${tex(Math.abs(F), 2)}\\ \\text{N}$, ${where(F)} para compensar el giro de las cargas.`,
    );
    if (massAsked) {
      // A mass hung pulls down: a force needed upward is no mass to hang there.
      if (!(F < 0)) return undefined;
      const kg = kgMode ? -F : -F / s.g;
      steps[steps.length - 1] = kgMode
        ? `Cada peso es m·g y g se cancela en la igualdad de momentos: $m \\cdot ${n(Math.abs(unknownAt - xs))} = ${tex(Math.abs(momentAbout(xs)), 2)}$ kg·m $\\Rightarrow m ${approx(kg)} ${tex(kg, 2)}$ kg.`
        : `$F \\cdot ${n(Math.abs(unknownAt - xs))} = ${tex(Math.abs(momentAbout(xs)), 2)} \\Rightarrow F ${approx(-F)} ${tex(-F, 2)}\\ \\text{N}$ hacia abajo; la masa que lo hace es $m = \\frac{F}{g} = \\frac{${tex(-F, 2)}}{${n(s.g)}} ${approx(kg)} ${tex(kg, 2)}$ kg.`;
      if (kgMode) steps[steps.length - 2] = (steps[steps.length - 2] ?? '').replace(' N·m,', ' kg·m,');
      const check = -kg * (kgMode ? 1 : s.g) * (unknownAt - xs) + momentAbout(xs);
      if (Math.abs(check) > 1e-9 * Math.max(1, Math.abs(momentAbout(xs)))) return undefined;
      steps.push(
        `Comprobá: con esa masa colgada, la suma de momentos respecto del apoyo da $${tex(check, 2)}$, y la barra queda en equilibrio. ✓`,
      );
      answers = [`m ${relation(kg)} ${fmt(kg)} kg`];
    } else {
      steps.push(
        `El apoyo sostiene el resto: $R = ${tex(R, 2)}$ N ${where(R)} (la suma de fuerzas es cero).`,
      );
      answers = [
        `F ${relation(F)} ${fmt(Math.abs(F))} N ${where(F)}`,
        `el apoyo hace ${fmt(Math.abs(R))} N ${where(R)}`,
      ];
    }
    closing = '¿Qué fuerza haría falta si el apoyo estuviera justo en el centro de la viga?';
  } else if (
    supports.length === 0 &&
    unknownAt === undefined &&
    loads.length >= 2 &&
    // A force asked to balance the bar is no resultant: answering one would be confidently wrong.
    !/que fuerza|cuanta fuerza|fuerza (?:hay que|se debe|debe|minima|necesaria)/.test(question) &&
    // «el momento resultante» asks a moment, not where the resultant acts.
    !/momento|torque/.test(question) &&
    /resultante|aplica|apoy|equivalente|una sola fuerza|a que distancia|donde/.test(question)
  ) {
    title = 'Resultante de fuerzas paralelas';
    if (Math.abs(sum) < 1e-12) return undefined;
    // Forces on a bar all read at one point: a place misread, not a resultant to state.
    if (loads.every((load) => Math.abs(load.x - (loads[0]?.x ?? 0)) < 1e-12)) return undefined;
    const x = loads.reduce((total, load) => total + load.force * load.x, 0) / sum;
    const same = loads.every((load) => Math.sign(load.force) === Math.sign(sum));
    steps.push(
      same
        ? `Son paralelas y del mismo sentido: la resultante es la suma, $R = ${loads.map((l) => n(Math.abs(l.force))).join(' + ')} = ${n(Math.abs(sum))}$ N, en ese mismo sentido.`
        : `Van en sentidos opuestos: la resultante es la diferencia, $R = ${n(Math.max(...loads.map((l) => Math.abs(l.force))))} - ${n(Math.min(...loads.map((l) => Math.abs(l.force))))} = ${n(Math.abs(sum))}$ N, en el sentido de la mayor.`,
    );
    steps.push(
      `Su punto de aplicación hace el mismo momento que todas juntas (teorema de Varignon), con el origen en x = 0: $x_R = \\frac{\\sum F_i x_i}{R} = \\frac{${loads.map((l) => `${n(Math.abs(l.force))} \\cdot ${n(l.x)}`).join(same ? ' + ' : ' - ')}}{${n(Math.abs(sum))}} ${approx(x)} ${tex(x, 2)}\\ \\text{m}$.`,
    );
    answers = [
      `R = ${fmt(Math.abs(sum))} N ${same ? 'del mismo sentido que las fuerzas' : 'en el sentido de la mayor'}`,
    ];
    const reference = new RegExp(
      `(?:(?:de|desde|a|respecto de|donde esta|donde actua) (?:la|el) (?:(?:fuerza|cuerpo|carga|peso) )?de|(?:del|desde el|al) extremo (?:de|con|donde (?:estan|cuelgan|actuan)) (?:la (?:fuerza|carga) de |los |las )?) ?${NUM}\\s*(kgf|newtons?|n)\\b`,
    ).exec(question);
    const refNewtons = reference
      ? parseNumber(group(reference, 1)) * (reference[2] === 'kgf' ? G_DEFAULT : 1)
      : Number.NaN;
    const refLoad = loads.find((load) => Math.abs(Math.abs(load.force) - refNewtons) < 1e-9);
    const ranked = /(?:de|desde|a|respecto de) la (?:fuerza )?(menor|mayor)\b/.exec(question);
    const bySize = [...loads].sort((p, q) => Math.abs(p.force) - Math.abs(q.force));
    const rankedLoad =
      ranked && loads.length === 2 && Math.abs(bySize[0]?.force ?? 0) !== Math.abs(bySize[1]?.force ?? 0)
        ? ranked[1] === 'menor'
          ? bySize[0]
          : bySize[1]
        : undefined;
    // Only the resultant's size asked ("¿cuál es la intensidad de la resultante?"): its place would
    // be numbers another option could match.
    const sizeOnly =
      /intensidad|modulo|valor|cuanto vale|cual es la resultante|(?:la|su) resultante (?:vale|es)\b/.test(
        question,
      ) && !/donde|aplica|distancia|punto|ubica|posicion|a que/.test(question);
    // «su punto de aplicación medido desde A», «la distancia al extremo A»: from a lettered end.
    const letter =
      letteredEnds(s.folded) || bar.points
        ? new RegExp(
            `(?:desde|respecto (?:de|del)|de|del|al)(?: el)? (?:${LETTERED_THING} )?(a|b)\\b(?!\\s*=)`,
          ).exec(question)?.[1]
        : undefined;
    const letterX = bar.points
      ? bar.points[letter as 'a' | 'b']
      : letter === 'a'
        ? 0
        : letter === 'b'
          ? bar.length
          : undefined;
    if (sizeOnly) {
      // The size alone: the place is worked out in the steps.
    } else if (letter) {
      if (letterX === undefined) return undefined;
      const away = Math.abs(x - letterX);
      const ends = bar.points ? Object.values(bar.points) : [];
      const side = bar.points
        ? x < Math.min(...ends) - 1e-12 || x > Math.max(...ends) + 1e-12
          ? ', fuera del segmento AB'
          : ''
        : (x - letterX) * (letterX === 0 ? 1 : -1) < 0
          ? ', fuera de la barra'
          : '';
      steps.push(
        `Desde ${letter.toUpperCase()} (en x = ${fmt(letterX, 4)} m): $|${tex(x, 2)} - ${n(letterX)}| ${approx(away)} ${tex(away, 2)}$ m.`,
      );
      answers.push(`aplicada a ${fmt(away)} m de ${letter.toUpperCase()}${side}`);
    } else if (reference || ranked) {
      // «¿A qué distancia de la fuerza menor…?»: the force named by its rank (20 cm from the larger was
      // stated for the 50 cm asked from the smaller).
      const target = reference ? refLoad : rankedLoad;
      if (!target) return undefined;
      if (reference)
        bar.used.push(
          s.folded.indexOf(question) + reference.index + reference[0].indexOf(group(reference, 1)),
        );
      const away = Math.abs(x - target.x);
      steps.push(
        `Desde la fuerza de ${fmt(Math.abs(target.force), 4)} N (en x = ${fmt(target.x, 4)} m): $|${tex(x, 2)} - ${n(target.x)}| ${approx(away)} ${tex(away, 2)}$ m.`,
      );
      answers.push(
        `aplicada a ${fmt(away)} m de la fuerza de ${fmt(Math.abs(target.force), 4)} N (x ${relation(x)} ${fmt(x)} m)`,
      );
    } else if (!same && loads.length === 2) {
      const larger = loads.reduce((p, q) => (Math.abs(q.force) > Math.abs(p.force) ? q : p));
      const away = Math.abs(x - larger.x);
      answers.push(
        `aplicada a ${fmt(away)} m de la fuerza de ${fmt(Math.abs(larger.force), 4)} N, del lado opuesto a la otra (x ${relation(x)} ${fmt(x)} m)`,
      );
    } else if (loads.length === 2) {
      const [p, q] = loads as [Load, Load];
      answers.push(
        `aplicada a ${fmt(Math.abs(x - p.x))} m de la fuerza de ${fmt(Math.abs(p.force), 4)} N y a ${fmt(Math.abs(x - q.x))} m de la de ${fmt(Math.abs(q.force), 4)} N`,
      );
    } else if (/\bextremo (?:izquierdo|derecho)\b/.test(question)) {
      // «¿A qué distancia del extremo derecho…?»: x is measured from the left end.
      const right = /\bextremo derecho\b/.test(question);
      if (right && bar.length === undefined) return undefined;
      const away = right ? (bar.length ?? 0) - x : x;
      if (right)
        steps.push(
          `Desde el extremo derecho (x = ${fmt(bar.length ?? 0, 4)} m): $${n(bar.length ?? 0)} - ${tex(x, 2)} ${approx(away)} ${tex(away, 2)}$ m.`,
        );
      answers.push(
        right ? `aplicada a ${fmt(away)} m del extremo derecho` : `aplicada en x ${relation(x)} ${fmt(x)} m`,
      );
    } else if (/distancia|\bdesde\b|respecto/.test(question)) {
      // A distance from something this does not place: x alone would answer another question.
      return undefined;
    } else {
      answers.push(`aplicada en x ${relation(x)} ${fmt(x)} m`);
    }
    if (!same)
      steps.push(
        'Con sentidos opuestos, el punto de aplicación queda fuera del segmento que las une, del lado de la mayor.',
      );
    closing = '¿Por qué la resultante queda más cerca de la fuerza mayor?';
  } else return undefined;
  // Loads in kgf with the statement's «1 kgf = 9,8 N», a force answered in N: the forces were read with
  // that equivalence, so its numbers are used.
  const inNewtons =
    answers.some((a) => /\d N\b/.test(a)) &&
    !/\bkgf\b/.test(question.replace(/\b1\s*kgf\s*(?:=|equivale a)[^)]*/g, ''));
  const unused = unusedNumbers(s, [...bar.used, ...(inNewtons ? statedKgfAt(s) : [])]);
  const certain = unused.length === 0 && !bar.notes.some((note) => note.startsWith('El enunciado no da'));
  const answer = answers.join('; ');
  return {
    certain,
    text: workedReply({
      title,
      data: bar.data.join('; '),
      steps,
      answer: certain ? `**${answer}**` : pending(answer, unused),
      closing,
    }),
  };
}

// ---------------------------------------------------------------------------------------------------
// Where the support of a bar with a load at each end must go, and what it holds.

/** «¿Dónde debe estar el punto de apoyo…?», «¿a qué distancia del chico de 30 kg debe colocarse el apoyo?». */
const ASKS_SUPPORT_PLACE =
  /(?:donde|a que distancia)[^¿?]*(?:apoyo|fulcro|pivote)|(?:apoyo|fulcro|pivote)[^¿?]*(?:donde|a que distancia)/;
/** «la fuerza que ejerce el apoyo», «¿cuánto soporta el apoyo?», «la reacción del apoyo». */
const ASKS_SUPPORT_FORCE =
  /fuerza (?:que (?:ejerce|hace|soporta)|de reaccion)[^¿?]*\bapoyo|(?:reaccion|fuerza) (?:del|en el) apoyo|(?:cuanto|que fuerza) (?:soporta|sostiene) el apoyo|el apoyo (?:soporta|sostiene)/;
/** The two loads said to be at the bar's two ends. */
const AT_THE_ENDS =
  /en (?:los|sus|ambos) (?:dos )?extremos|en (?:un|uno de sus|el primer) extremo[^.¿?]*\b(?:en el|del) otro|en el otro extremo/;

interface EndWeight {
  value: number;
  index: number;
  typed: string;
}

/**
 * A bar with a load at each end (and its own weight at its middle when it is homogeneous), balanced on
 * one support whose place is asked: the support goes where the loads' resultant acts, x = Σ P·x / Σ P
 * (the moments about it cancel), and it holds their sum. Loads as masses give the place without g.
 */
function balancePoint(s: Statement, question: string): SolverReply | undefined {
  const asksPlace = ASKS_SUPPORT_PLACE.test(question);
  const asksForce = ASKS_SUPPORT_FORCE.test(question);
  if (asksPlace === asksForce || !AT_THE_ENDS.test(s.folded)) return undefined;
  // Supports the statement already places («apoyada en sus extremos», «dos caballetes», «apoyada en su
  // punto medio») are another problem: their reactions, not where one support goes.
  if (
    /apoyos|caballetes|soportes|(?:se apoya|apoyad[ao]s?|descansa) (?:en |sobre )?(?:sus|los|ambos|su punto medio|su centro|el punto medio|el centro)/.test(
      s.folded.slice(0, question !== s.folded ? s.folded.lastIndexOf(question) : s.folded.length),
    )
  )
    return undefined;
  const lengthMatch = new RegExp(
    `${BAR.source}[^.;¿?]{0,40}?\\bde (?:largo |longitud )?${NUM}\\s*${LENGTH_UNIT}`,
  ).exec(s.folded);
  if (!lengthMatch) return undefined;
  const L = metersOf(lengthMatch);
  const lAt = lengthMatch.index + lengthMatch[0].lastIndexOf(group(lengthMatch, 1));
  const asking = question !== s.folded ? s.folded.lastIndexOf(question) : s.folded.length;
  const forces = readForces(s).filter((force) => force.index < asking);
  const ms = masses(s).filter((mass) => mass.index < asking);
  if (forces.length && ms.length) return undefined;
  if (forces.some((force) => force.typed.endsWith('kgf'))) return undefined;
  const unit = ms.length ? 'kg' : 'N';
  const weights: EndWeight[] = ms.length
    ? ms.map((mass) => ({ value: mass.kg, index: mass.index, typed: `${fmt(mass.kg, 4)} kg` }))
    : forces.map((force) => ({ value: force.newtons, index: force.index, typed: force.typed }));
  // Its own weight: «una tabla homogénea de 4 m y 20 kg», «una barra de 3 m que pesa 60 N».
  const afterLength = lAt + group(lengthMatch, 1).length;
  const own = weights.find((w) =>
    /^\s*(?:m|cm)\b(?:\s+de (?:largo|longitud))?\s*(?:,|y|y pesa|que pesa|pesa)\s*$/.test(
      s.folded.slice(afterLength, w.index),
    ),
  );
  const homogeneous = /homogene|uniforme/.test(s.folded);
  const weightless = /peso (?:propio )?despreciable|sin peso|masa despreciable|liviana/.test(s.folded);
  if (own ? !homogeneous : !weightless) return undefined;
  const ends = weights.filter((w) => w !== own);
  if (ends.length !== 2) return undefined;
  const [left, right] = ends as [EndWeight, EndWeight];
  const loads = [{ w: left, x: 0 }, { w: right, x: L }, ...(own ? [{ w: own, x: L / 2 }] : [])];
  const total = loads.reduce((sum, load) => sum + load.w.value, 0);
  const x = loads.reduce((sum, load) => sum + load.w.value * load.x, 0) / total;
  if (!(x > 0 && x < L)) return undefined;
  // Substituted back: the moments about the support cancel.
  const net = loads.reduce((sum, load) => sum + load.w.value * (load.x - x), 0);
  if (Math.abs(net) > 1e-9 * total * L) return undefined;
  const used = [lAt, ...loads.map((load) => load.w.index)];
  // A load named again in the question («a qué distancia del chico de 30 kg»): the distance from it.
  const named = [...question.matchAll(new RegExp(`${NUM}\\s*(kg|n)\\b`, 'g'))];
  const reference = named.length === 1 ? named[0] : undefined;
  if (named.length > 1) return undefined;
  let from: { w: EndWeight; x: number } | undefined;
  if (reference) {
    const value = parseNumber(group(reference, 1));
    const matches = [left, right].filter((w) => Math.abs(w.value - value) < 1e-9);
    if (matches.length !== 1 || (reference[2] === 'kg') !== (unit === 'kg')) return undefined;
    from = loads.find((load) => load.w === matches[0]);
    used.push(asking + (reference.index ?? 0) + reference[0].indexOf(group(reference, 1)));
  }
  const unused = unusedNumbers(s, used);
  if (unused.length) return undefined;
  const distance = (load: { w: EndWeight; x: number }) => Math.abs(x - load.x);
  const ofEnd = (load: { w: EndWeight; x: number }) =>
    `${fmt(distance(load))} m del extremo de ${load.w.typed}`;
  const [leftLoad, rightLoad] = loads as [{ w: EndWeight; x: number }, { w: EndWeight; x: number }];
  const placeAnswer = from
    ? `el apoyo a ${ofEnd(from)} (y a ${ofEnd(from === leftLoad ? rightLoad : leftLoad)})`
    : `el apoyo a ${ofEnd(leftLoad)} y a ${ofEnd(rightLoad)}`;
  const newtons = unit === 'kg' ? total * s.g : total;
  const steps = [
    `Cargas (hacia abajo), con x medida desde el extremo de ${left.typed}: ${left.typed} en x = 0, ${right.typed} en x = ${fmt(L, 4)} m${own ? ` y el peso propio, ${own.typed}, en el centro (x = ${fmt(L / 2, 4)} m) por ser homogénea` : ''}.`,
    `En equilibrio sobre un solo apoyo, los momentos respecto del apoyo suman cero: el apoyo va donde actúa la resultante de las cargas, $x = \\frac{\\sum P_i x_i}{\\sum P_i} = \\frac{${loads.map((load) => `${n(load.w.value)} \\cdot ${n(load.x)}`).join(' + ')}}{${n(total)}} ${approx(x)} ${tex(x, 2)}$ m${unit === 'kg' ? ' (g se cancela: alcanza con las masas)' : ''}.`,
    `Comprobá: respecto del apoyo, $\\sum P_i (x_i - x) = ${loads.map((load) => `${n(load.w.value)} \\cdot (${n(load.x)} - ${tex(x, 4)})`).join(' + ')} = 0$: los momentos se compensan.`,
    `El apoyo sostiene todas las cargas (suma de fuerzas nula): $R = ${n(total)}$ ${unit === 'kg' ? `kg·g = ${n(newtons)} N (${gSource(s)})` : 'N'}, hacia arriba.`,
  ];
  const answer = asksPlace ? placeAnswer : `R ${relation(newtons)} ${fmt(newtons)} N hacia arriba`;
  return {
    certain: true,
    text: workedReply({
      title: 'Punto de apoyo de una barra en equilibrio',
      data: [
        `L = ${fmt(L, 4)} m`,
        `${left.typed} y ${right.typed} en los extremos`,
        own ? `peso propio ${own.typed} en el centro` : 'peso propio despreciable',
      ].join('; '),
      steps,
      answer: `**${answer}**`,
      closing: '¿Por qué el apoyo queda más cerca de la carga mayor?',
    }),
  };
}

// ---------------------------------------------------------------------------------------------------
// Two parallel forces from their resultant: Stevin's relation read backwards.

/**
 * Two parallel forces of the same sense whose resultant R, one force F₁ and its distance a₁ to the
 * resultant are given («su recta de acción está a 40 cm de la resultante»): the other is F₂ = R − F₁, at
 * a₂ = F₁·a₁/F₂ from the resultant on the other side (Stevin), and the forces are a₁ + a₂ apart. Opposite
 * senses leave open which force is the larger, so they decline.
 */
function otherFromResultant(s: Statement, question: string): SolverReply | undefined {
  if (!/paralelas/.test(s.folded) || !/(?:mismo|igual) sentido/.test(s.folded)) return undefined;
  if (/sentidos? (?:contrario|opuesto)s?|opuestas/.test(s.folded)) return undefined;
  const resultant = new RegExp(
    `resultante[^.;¿?]{0,60}?(?:vale|es de|mide|de valor|de|(?:tiene )?(?:un )?(?:valor|modulo|intensidad) de)\\s*${NUM}\\s*(n|newtons?|kgf)\\b`,
  ).exec(s.folded);
  const place = new RegExp(`\\ba\\s*${NUM}\\s*${LENGTH_UNIT}\\s*de la resultante\\b`).exec(s.folded);
  if (!resultant || !place) return undefined;
  const rAt = resultant.index + resultant[0].lastIndexOf(group(resultant, 1));
  const forces = readForces(s).filter((f) => f.index !== rAt);
  const [known] = forces;
  if (
    !known ||
    forces.length !== 1 ||
    known.typed.split(' ')[1] !== (group(resultant, 2) === 'kgf' ? 'kgf' : 'N')
  )
    return undefined;
  const wantsPlace = /\bla otra\b/.test(question) && /distancia|donde/.test(question);
  const wantsApart = /separa|entre (?:ambas|las dos|las) fuerzas|distancia entre/.test(question);
  if (wantsPlace === wantsApart) return undefined;
  const R = parseNumber(group(resultant, 1));
  const F1 = parseNumber(/^[\d.,]+/.exec(known.typed.replace(/\s.*/, ''))?.[0] ?? '');
  const a1 = metersOf(place);
  const F2 = R - F1;
  if (!(F2 > 0 && a1 > 0)) return undefined;
  const a2 = (F1 * a1) / F2;
  if (Math.abs(F1 * a1 - F2 * a2) > 1e-9 * Math.max(1, F1 * a1)) return undefined;
  const used = [rAt, known.index, place.index + place[0].indexOf(group(place, 1))];
  if (unusedNumbers(s, used).length) return undefined;
  const unit = known.typed.split(' ')[1] ?? 'N';
  const result = wantsPlace ? a2 : a1 + a2;
  return {
    certain: true,
    text: workedReply({
      title: 'Fuerzas paralelas: la otra fuerza y su distancia a la resultante',
      data: `R = ${fmt(R, 4)} ${unit}; F₁ = ${known.typed}, a a₁ = ${fmt(a1, 4)} m de la resultante; mismo sentido`,
      steps: [
        `Del mismo sentido, la resultante es la suma: $F_2 = R - F_1 = ${n(R)} - ${n(F1)} = ${tex(F2, 2)}$ ${unit}.`,
        `Relación de Stevin, momentos respecto del punto de la resultante: $F_1 \\cdot a_1 = F_2 \\cdot a_2$, así que $a_2 = \\frac{${n(F1)} \\cdot ${n(a1)}}{${tex(F2, 2)}} ${approx(a2)} ${tex(a2, 2)}$ m, del otro lado de la resultante.`,
        ...(wantsApart
          ? [`Las fuerzas están separadas $a_1 + a_2 ${approx(result)} ${tex(result, 2)}$ m.`]
          : []),
        `Comprobá: $${n(F1)} \\cdot ${n(a1)} = ${tex(F1 * a1, 2)}$ y $${tex(F2, 2)} \\cdot ${tex(a2, 2)} ${approx(F2 * a2)} ${tex(F2 * a2, 2)}$. ✓`,
      ],
      answer: wantsPlace
        ? `**a₂ ${relation(a2)} ${fmt(a2)} m de la resultante**`
        : `**d ${relation(result)} ${fmt(result)} m entre las fuerzas**`,
      closing: '¿Por qué la resultante queda más cerca de la fuerza mayor?',
    }),
  };
}

/**
 * Two parallel forces of the same sense at the ends A and B of a bar of length L, their resultant R given
 * and where it acts («a 0,9 m de A»): moments about A give F_B = R·a/L, and F_A = R − F_B (checked with
 * moments about the resultant's point, F_A·a = F_B·(L − a)). Opposite senses decline.
 */
function endsFromResultant(s: Statement, question: string): SolverReply | undefined {
  if (!/paralelas/.test(s.folded) || !/(?:mismo|igual) sentido/.test(s.folded)) return undefined;
  if (/sentidos? (?:contrario|opuesto)s?|opuestas/.test(s.folded)) return undefined;
  if (!/extremos a y b|barra ab\b|varilla ab\b|viga ab\b/.test(s.folded)) return undefined;
  const lengthMatch = new RegExp(
    `${BAR.source}(?: ab)?[^.;¿?]{0,30}?\\b(?:de (?:largo |longitud )?|mide )${NUM}\\s*${LENGTH_UNIT}`,
  ).exec(s.folded);
  const resultant = new RegExp(
    `resultante[^.;¿?]{0,30}?(?:vale|es de|mide|de valor|de|(?:tiene )?(?:un )?(?:valor|modulo|intensidad) de)\\s*${NUM}\\s*(n|newtons?|kgf)\\b`,
  ).exec(s.folded);
  if (!lengthMatch || !resultant) return undefined;
  const afterR = resultant.index + resultant[0].length;
  const place = new RegExp(
    `^[^.;¿?]{0,30}?\\ba ${NUM}\\s*${LENGTH_UNIT} (?:de|del extremo|del punto) (a|b)\\b`,
  ).exec(s.folded.slice(afterR));
  if (!place) return undefined;
  const L = metersOf(lengthMatch);
  const R = parseNumber(group(resultant, 1));
  const unit = group(resultant, 2) === 'kgf' ? 'kgf' : 'N';
  const fromA = group(place, 3) === 'a' ? metersOf(place) : L - metersOf(place);
  if (!(L > 0 && R > 0 && fromA > 0 && fromA < L)) return undefined;
  const asksA = /\ben (?:el extremo |el punto )?a\b|\bf_?a\b|\bde a\b/.test(question);
  const asksB = /\ben (?:el extremo |el punto )?b\b|\bf_?b\b|\bde b\b/.test(question);
  const asksBoth =
    /cada (?:una|fuerza)|ambas|las dos fuerzas|las fuerzas|(?:cuanto valen|calcula|halla)\w* las/.test(
      question,
    );
  if (!asksBoth && asksA === asksB) return undefined;
  const used = [
    lengthMatch.index + lengthMatch[0].lastIndexOf(group(lengthMatch, 1)),
    resultant.index + resultant[0].lastIndexOf(group(resultant, 1)),
    afterR + place.index + place[0].indexOf(group(place, 1)),
  ];
  if (unusedNumbers(s, used).length) return undefined;
  const FB = (R * fromA) / L;
  const FA = R - FB;
  if (Math.abs(FA * fromA - FB * (L - fromA)) > 1e-9 * Math.max(1, R * L)) return undefined;
  const answers =
    asksBoth || (asksA && asksB)
      ? [`F_A ${relation(FA)} ${fmt(FA)} ${unit}`, `F_B ${relation(FB)} ${fmt(FB)} ${unit}`]
      : asksA
        ? [`F_A ${relation(FA)} ${fmt(FA)} ${unit}`]
        : [`F_B ${relation(FB)} ${fmt(FB)} ${unit}`];
  return {
    certain: true,
    text: workedReply({
      title: 'Fuerzas paralelas en los extremos, dada su resultante',
      data: `L = ${fmt(L, 4)} m; R = ${fmt(R, 4)} ${unit}, a ${fmt(fromA, 4)} m de A; mismo sentido`,
      steps: [
        `Momentos respecto de A (la fuerza en A no hace momento): $F_B \\cdot ${n(L)} = R \\cdot ${n(fromA)}$, así que $F_B = \\frac{${n(R)} \\cdot ${n(fromA)}}{${n(L)}} ${approx(FB)} ${tex(FB, 2)}$ ${unit}.`,
        `Del mismo sentido, la resultante es la suma: $F_A = R - F_B = ${n(R)} - ${tex(FB, 2)} ${approx(FA)} ${tex(FA, 2)}$ ${unit}.`,
        `Comprobá con momentos respecto del punto de la resultante: $${tex(FA, 2)} \\cdot ${n(fromA)} ${approx(FA * fromA)} ${tex(FA * fromA, 2)}$ y $${tex(FB, 2)} \\cdot ${n(L - fromA)} ${approx(FB * (L - fromA))} ${tex(FB * (L - fromA), 2)}$. ✓`,
      ],
      answer: answers.map((a) => `**${a}**`).join('\n\n'),
      closing: '¿Por qué la resultante queda más cerca de la fuerza mayor?',
    }),
  };
}

/**
 * Two parallel forces whose resultant R, the resultant's distance a to one of them and their separation
 * d are given, and a force is asked. Opposite senses: R = F₁ − F₂ acts outside, on the larger force's
 * side, and F₁·a₁ = F₂·(a₁ + d), so F₂ = R·a₁/d and F₁ = R·(a₁ + d)/d. Same sense: R = F₁ + F₂ acts
 * between them, F₁·a₁ = F₂·(d − a₁), so F₁ = R·(d − a₁)/d.
 */
function fromResultant(s: Statement, question: string): SolverReply | undefined {
  if (!/paralelas/.test(s.folded)) return undefined;
  const opposite = /sentidos? (?:contrario|opuesto)s?|opuestas/.test(s.folded);
  const same = /(?:mismo|igual) sentido/.test(s.folded);
  if (opposite === same) return undefined;
  const resultant = new RegExp(
    `resultante[^.;¿?]{0,60}?(?:vale|es de|mide|de valor|de|(?:tiene )?(?:un )?(?:valor|modulo|intensidad) de)\\s*${NUM}\\s*(n|newtons?)\\b`,
  ).exec(s.folded);
  const place = new RegExp(`\\ba\\s*${NUM}\\s*${LENGTH_UNIT}\\s*de la (?:fuerza )?(mayor|menor)\\b`).exec(
    s.folded,
  );
  const apart =
    new RegExp(`separadas\\s*(?:por\\s*)?${NUM}\\s*${LENGTH_UNIT}`).exec(s.folded) ??
    new RegExp(
      `distancia (?:que separa|entre)[^.;¿?]{0,30}?(?:es de|vale|mide|es)\\s*${NUM}\\s*${LENGTH_UNIT}`,
    ).exec(s.folded);
  if (!resultant || !place || !apart) return undefined;
  const asksSmaller = /(?:fuerza|la) menor/.test(question);
  const asksLarger = /(?:fuerza|la) mayor/.test(question);
  const asksBoth =
    /cada (?:una|fuerza)|ambas|las dos fuerzas|(?:cuanto valen|calcula|halla) las fuerzas/.test(question);
  if (!asksBoth && asksSmaller === asksLarger) return undefined;
  const R = parseNumber(group(resultant, 1));
  const a = metersOf(place);
  const d = metersOf(apart);
  const fromLarger = place[3] === 'mayor';
  if (!(R > 0 && a > 0 && d > 0)) return undefined;
  let larger: number;
  let smaller: number;
  let aLarger: number;
  const steps: string[] = [];
  if (opposite) {
    // Outside, on the larger's side: from the smaller it is a₁ + d.
    aLarger = fromLarger ? a : a - d;
    if (!(aLarger > 0)) return undefined;
    smaller = (R * aLarger) / d;
    larger = R + smaller;
    steps.push(
      'De sentidos contrarios: $R = F_1 - F_2$ (F₁ la mayor), y la resultante queda fuera del segmento, del lado de la mayor.',
      `Momentos respecto del punto de la resultante (relación de Stevin): $F_1 \\cdot ${n(aLarger)} = F_2 \\cdot (${n(aLarger)} + ${n(d)})$. Con $F_1 = R + F_2$: $(${n(R)} + F_2) \\cdot ${n(aLarger)} = F_2 \\cdot ${n(aLarger + d)}$, así que $F_2 = \\frac{${n(R)} \\cdot ${n(aLarger)}}{${n(d)}} ${approx(smaller)} ${tex(smaller, 2)}$ N y $F_1 = ${n(R)} + ${tex(smaller, 2)} ${approx(larger)} ${tex(larger, 2)}$ N.`,
    );
    if (Math.abs(larger * aLarger - smaller * (aLarger + d)) > 1e-9 * R * (aLarger + d)) return undefined;
  } else {
    if (!(a < d)) return undefined;
    const near = (R * (d - a)) / d;
    const far = R - near;
    [larger, smaller] = fromLarger ? [near, far] : [far, near];
    if (!(larger >= smaller)) return undefined;
    aLarger = fromLarger ? a : d - a;
    steps.push(
      'Del mismo sentido: $R = F_1 + F_2$, y la resultante queda entre las dos, más cerca de la mayor.',
      `Momentos respecto del punto de la resultante (relación de Stevin): la fuerza a ${fmt(a, 4)} m de ella por ${fmt(a, 4)} m iguala a la otra por ${fmt(d - a, 4)} m. Con $R = ${n(R)}$ N: la que está a ${fmt(a, 4)} m vale $\\frac{${n(R)} \\cdot ${n(d - a)}}{${n(d)}} ${approx(near)} ${tex(near, 2)}$ N y la otra $${tex(far, 2)}$ N.`,
    );
    if (Math.abs(larger * aLarger - smaller * (d - aLarger)) > 1e-9 * R * d) return undefined;
  }
  steps.push(
    `Comprobá: $${tex(larger, 2)} ${opposite ? '-' : '+'} ${tex(smaller, 2)} ${approx(opposite ? larger - smaller : larger + smaller)} ${n(R)}$ N, la resultante.`,
  );
  const unused = unusedNumbers(s, [
    resultant.index + resultant[0].indexOf(group(resultant, 1)),
    place.index + place[0].indexOf(group(place, 1)),
    apart.index + apart[0].lastIndexOf(group(apart, 1)),
  ]);
  if (unused.length) return undefined;
  const answers = [
    ...(asksLarger || asksBoth ? [`F mayor ${relation(larger)} ${fmt(larger)} N`] : []),
    ...(asksSmaller || asksBoth ? [`F menor ${relation(smaller)} ${fmt(smaller)} N`] : []),
  ];
  return {
    certain: true,
    text: workedReply({
      title: 'Fuerzas paralelas a partir de su resultante',
      data: `R = ${fmt(R, 4)} N; a ${fmt(a, 4)} m de la fuerza ${fromLarger ? 'mayor' : 'menor'}; separación d = ${fmt(d, 4)} m; ${opposite ? 'sentidos contrarios' : 'mismo sentido'}`,
      steps,
      answer: `**${answers.join('; ')}**`,
      closing: '¿Por qué la resultante queda del lado de la fuerza mayor?',
    }),
  };
}

// ---------------------------------------------------------------------------------------------------
// A ruler set on a mark: loads hung at marks, one weight or one mark asked.

/** «la marca de 40 cm», «la marca de los 90 cm», «el 30 cm»: a place on a graduated ruler. */
const MARK = `(?:la )?marca (?:de(?:l| los)?\\s*)?${NUM}\\s*${LENGTH_UNIT}`;

interface MarkedLoad {
  value: number;
  x: number;
  index: number;
  markAt: number;
}

/**
 * A ruler of negligible weight resting (or hung) at one mark, with loads hung at other marks, in balance:
 * Σ P·(x − x_apoyo) = 0 gives the weight asked at a mark, or the mark asked for a weight. Loads as
 * masses give a mass (g cancels).
 */
function markedRuler(s: Statement, question: string): SolverReply | undefined {
  if (!/\bmarca/.test(s.folded) || !/regla|varilla|barra|liston|vara/.test(s.folded)) return undefined;
  const weightless = /peso (?:propio )?despreciable|sin peso|masa despreciable|liviana/.test(s.folded);
  // A homogeneous ruler weighs at its middle mark: «una regla homogénea de 1 m pesa 2 N».
  const homogeneous = /homogene|uniforme/.test(s.folded);
  if (weightless === homogeneous) return undefined;
  const asking = question !== s.folded ? s.folded.lastIndexOf(question) : s.folded.length;
  const said = s.folded.slice(0, asking);
  const markValue = (match: RegExpMatchArray) => meters(group(match, 1), group(match, 2));
  const support = new RegExp(
    `(?:apoya\\w*|apoyo|pivote|eje|suspendid[ao]|sostenid[ao]|fulcro|se sostiene)[^.;¿?]{0,25}?\\ben ${MARK}`,
  ).exec(said);
  if (!support) return undefined;
  const supportX = markValue(support);
  const supportAt = support.index + support[0].lastIndexOf(group(support, 1));
  const forces = readForces(s);
  const ms = masses(s);
  if (forces.length && ms.length) return undefined;
  const unit = ms.length ? 'kg' : 'N';
  const typed = ms.length
    ? ms.map((m) => ({ value: m.kg, index: m.index }))
    : forces.map((f) => ({ value: f.newtons, index: f.index }));
  // The ruler's length bounds its marks: «una regla de 1 m».
  const ruler = new RegExp(
    `(?:regla|varilla|barra|liston|vara)[^.;¿?]{0,30}?\\bde (?:largo |longitud )?${NUM}\\s*${LENGTH_UNIT}`,
  ).exec(said);
  const length = ruler ? metersOf(ruler) : undefined;
  // Its own weight is said with its length («de 1 m pesa 2 N», «de 1 m y 2 N»).
  const rulerEnd = ruler ? ruler.index + ruler[0].length : -1;
  const own = homogeneous
    ? typed.find((w) => /^\s*(?:,|y|pesa|que pesa|y pesa)\s*$/.test(said.slice(rulerEnd, w.index)))
    : undefined;
  if (homogeneous && (!own || length === undefined)) return undefined;
  // Each load of the statement with the mark of its clause: «en la marca de 10 cm se cuelga un peso de
  // 3 N» or «un peso de 3 N en la marca de 10 cm».
  const loads: MarkedLoad[] = [];
  if (own && length !== undefined)
    loads.push({ value: own.value, x: length / 2, index: own.index, markAt: own.index });
  for (const load of typed.filter((w) => w.index < asking && w !== own)) {
    const start = Math.max(said.lastIndexOf('.', load.index), said.lastIndexOf(';', load.index)) + 1;
    const endDot = said.indexOf('.', load.index);
    const clause = said.slice(start, endDot >= 0 ? endDot : said.length);
    const marks = [...clause.matchAll(new RegExp(`\\b${MARK}`, 'g'))].filter(
      (m) => start + (m.index ?? 0) + m[0].lastIndexOf(group(m, 1)) !== supportAt,
    );
    if (marks.length !== 1) return undefined;
    const [mark] = marks as [RegExpMatchArray];
    loads.push({
      value: load.value,
      x: markValue(mark),
      index: load.index,
      markAt: start + (mark.index ?? 0) + mark[0].lastIndexOf(group(mark, 1)),
    });
  }
  if (!loads.length) return undefined;
  if (length !== undefined && [supportX, ...loads.map((load) => load.x)].some((x) => x > length + 1e-9))
    return undefined;
  const moment = loads.reduce((sum, load) => sum + load.value * (load.x - supportX), 0);
  const askedMark = new RegExp(`\\ben ${MARK}`).exec(question);
  const askedLoad = new RegExp(`${NUM}\\s*(kg|n)\\b`).exec(question);
  const steps = [
    `Momentos respecto del apoyo (marca ${fmt(supportX * 100, 4)} cm), con los brazos medidos desde él: ${loads
      .map((load) => `${fmt(load.value, 4)} ${unit} a ${fmt((load.x - supportX) * 100, 4)} cm`)
      .join('; ')} (signo: del lado de las marcas mayores, positivo).`,
  ];
  let answer: string;
  const used = [
    supportAt,
    ...loads.flatMap((load) => [load.index, load.markAt]),
    ...(ruler ? [ruler.index + ruler[0].lastIndexOf(group(ruler, 1))] : []),
  ];
  if (
    askedMark &&
    !askedLoad &&
    /(?:que|cuanto|cual)[^¿?]*(?:peso|pesa|masa|fuerza|pesar)|peso|masa/.test(question)
  ) {
    const x = markValue(askedMark);
    const arm = x - supportX;
    const W = -moment / arm;
    if (!(Math.abs(arm) > 1e-12 && W > 0)) return undefined;
    used.push(asking + askedMark.index + askedMark[0].lastIndexOf(group(askedMark, 1)));
    steps.push(
      `Para el equilibrio, $\\sum P_i \\cdot d_i = 0$: $P \\cdot ${tex(arm, 4)} = ${tex(-moment, 4)}$, así que $P ${approx(W)} ${tex(W, 2)}$ ${unit}.`,
      `Comprobá: $${[...loads.map((load) => `${n(load.value)} \\cdot ${tex(load.x - supportX, 4, true)}`), `${tex(W, 4)} \\cdot ${tex(arm, 4, true)}`].join(' + ')} ${approx(0)} 0$.`,
    );
    answer = `${unit === 'kg' ? 'm' : 'P'} ${relation(W)} ${fmt(W)} ${unit} en la marca de ${fmt(x * 100, 4)} cm`;
  } else if (askedLoad && !askedMark && /(?:en que|cual|que) marca|donde/.test(question)) {
    const W = parseNumber(group(askedLoad, 1));
    if ((askedLoad[2] === 'kg') !== (unit === 'kg') || !(W > 0)) return undefined;
    const x = supportX - moment / W;
    if (!(x >= 0) || (length !== undefined && x > length)) return undefined;
    used.push(asking + askedLoad.index + askedLoad[0].indexOf(group(askedLoad, 1)));
    steps.push(
      `Para el equilibrio, $\\sum P_i \\cdot d_i = 0$: $${n(W)} \\cdot d = ${tex(-moment, 4)}$, así que $d ${approx((x - supportX) * 100)} ${tex((x - supportX) * 100, 2)}$ cm desde el apoyo.`,
    );
    answer = `en la marca de ${fmt(x * 100)} cm`;
  } else return undefined;
  if (unusedNumbers(s, used).length) return undefined;
  // A load asked in another unit («…, en gramos fuerza?», «¿cuántos gramos…?») is not this answer.
  if (asksAnotherUnit(question, [unit])) return undefined;
  return {
    certain: true,
    text: workedReply({
      title: 'Regla en equilibrio sobre un apoyo',
      data: `apoyo en la marca de ${fmt(supportX * 100, 4)} cm; ${loads.map((load) => `${fmt(load.value, 4)} ${unit} en la marca de ${fmt(load.x * 100, 4)} cm`).join('; ')}; ${own ? 'el peso de la regla, homogénea, en su punto medio' : 'peso de la regla despreciable'}`,
      steps,
      answer: `**${answer}**`,
      closing: '¿Qué pasa si colgás la misma pesa más lejos del apoyo?',
    }),
  };
}

// ---------------------------------------------------------------------------------------------------
// A horizontal beam hinged to a wall and held by a cable from its free end.

/**
 * A horizontal beam hinged to a wall at one end, held by a cable tied to its free end at an angle θ with
 * the beam, with a load hung from that end and its own weight at its middle (homogeneous) or none:
 * moments about the hinge give T·sen θ·L = P·L + P_viga·L/2, so T = (P + P_viga/2)/sen θ (L cancels);
 * the hinge takes H = T·cos θ and V = P + P_viga − T·sen θ.
 */
/** Where the sentence holding `index` starts: after the last full stop that is no decimal point. */
function sentenceStart(folded: string, index: number): number {
  const stops = [...folded.slice(0, index).matchAll(/\.(?!\d)/g)];
  return (stops.at(-1)?.index ?? -1) + 1;
}

function hingedBeam(s: Statement, question: string): SolverReply | undefined {
  if (
    !/articulad[ao]|gozne|bisagra|rotula/.test(s.folded) ||
    !/\bviga|\bbarra|\bpluma|\bpuntal/.test(s.folded)
  )
    return undefined;
  if (!/\b(?:cable|cuerda|tensor|tirante|soga)\b/.test(s.folded)) return undefined;
  if (!/horizontal/.test(s.folded) || !/(?:otro|su otro|el) extremo|extremo libre/.test(s.folded))
    return undefined;
  const asking = question !== s.folded ? s.folded.lastIndexOf(question) : s.folded.length;
  const said = s.folded.slice(0, asking);
  // The cable is tied at the free end: tied at the middle («atado a su punto medio») its arm is L/2.
  const tied =
    /\b(?:cable|cuerda|tensor|tirante|soga)\b[^.;¿?]*?\b(?:atad[ao]|sujet[ao]|unid[ao]|fij[ao]|une|sujeta|va desde|sale de)\b[^.;¿?,]*/.exec(
      said,
    );
  // «Un cable une ese mismo extremo…»: the end the load hangs from, checked below.
  // «articulada en la pared por el otro extremo. Un cable … une el extremo de la barra con la pared»:
  // the hinge at the other end, so the end the cable ties is the free one.
  const hingedAtOther = /articulad\w* [^.;¿?]*?\b(?:por|en) (?:el|su) otro extremo/.test(said);
  if (
    !tied ||
    !(
      /(?:su |el )?otro extremo|extremo libre|\bese (?:mismo )?extremo/.test(tied[0]) ||
      (hingedAtOther && /\bel extremo (?:de la (?:barra|viga)|libre)?/.test(tied[0]))
    )
  )
    return undefined;
  const forces = readForces(s).filter((force) => force.index < asking);
  // The beam's length cancels in the moments; any other length or a mass is a datum this does not read.
  const lengths = ofDimension(s, 'length');
  const beamLength = lengths.find((q) =>
    /\b(?:viga|barra|pluma|puntal)\b[^.;¿?]{0,25}?\b(?:de (?:largo |longitud )?|mide )$/.test(
      said.slice(Math.max(0, q.index - 45), q.index),
    ),
  );
  if (lengths.length > (beamLength ? 1 : 0)) return undefined;
  if (s.quantities.some((q) => !['mass', 'length'].includes(q.unit.dimension)) || masses(s).length)
    return undefined;
  const homogeneous = /homogene|uniforme/.test(said);
  const weightless = /peso (?:propio )?despreciable|sin peso|masa despreciable|liviana/.test(said);
  if (homogeneous === weightless) return undefined;
  // The beam's own weight is typed with it («una viga homogénea de 200 N»); the load hangs from its end.
  const ownForce = forces.find((force) =>
    /\b(?:viga|barra|pluma|puntal)\b[^.;,¿?]{0,25}?\bde\s*$|\b(?:viga|barra|pluma|puntal)\b[^.;,¿?]{0,25}?\bpesa\s*$/.test(
      said.slice(Math.max(0, force.index - 40), force.index),
    ),
  );
  const load = forces.find(
    (force) =>
      force !== ownForce &&
      (/(?:cuelga|colgad[ao]|suspendid[ao]|soporta|sostiene)[^.;¿?]{0,30}$/.test(
        said.slice(Math.max(0, force.index - 45), force.index),
      ) ||
        // «Un cartel de 200 N cuelga del extremo…»: the verb after the load.
        /^[\d.,]+\s*(?:n|newtons?|kgf|kn)\s+(?:cuelga|pende|esta colgad[ao]|esta suspendid[ao])\b/.test(
          said.slice(force.index),
        )),
  );
  if (!load || forces.length !== (ownForce ? 2 : 1) || (homogeneous && !ownForce)) return undefined;
  // The load hangs at the free end, where the cable is tied.
  const clauseEnd = said.slice(load.index).search(/[.;,]/);
  const loadClause = said.slice(
    Math.max(0, said.lastIndexOf('.', load.index) + 1),
    Math.max(load.index + 12, clauseEnd < 0 ? said.length : load.index + clauseEnd),
  );
  if (
    !/extremo libre|(?:su|el) otro extremo|ese (?:mismo )?extremo|(?:del|en el|de su) extremo/.test(
      loadClause,
    )
  )
    return undefined;
  const angles = distinctAngles(s);
  const [angle] = angles;
  if (!angle || angles.length !== 1 || !(angle.degrees > 0 && angle.degrees < 90)) return undefined;
  if (
    !/con la viga|con la barra|con la horizontal|con la pluma/.test(
      s.folded.slice(angle.index, angle.index + 30),
    )
  )
    return undefined;
  const given = givenTrig(s).find((entry) => entry.degrees === angle.degrees);
  if (givenTrig(s).some((entry) => entry.degrees !== angle.degrees)) return undefined;
  const sin = given?.sin ?? sinDeg(angle.degrees);
  const cos = given?.cos ?? Math.cos((angle.degrees * Math.PI) / 180);
  const P = load.newtons;
  const Pb = ownForce?.newtons ?? 0;
  const T = (P + Pb / 2) / sin;
  const H = T * cos;
  const V = P + Pb - T * sin;
  // Substituted back: moments about the hinge (L = 1) and both sums of forces.
  if (Math.abs(T * sin - P - Pb / 2) > 1e-9 * (P + Pb) || Math.abs(T * sin + V - P - Pb) > 1e-9 * (P + Pb))
    return undefined;
  const asksTension = /tension|cable|cuerda|tensor|tirante/.test(question);
  const asksH = /horizontal/.test(question);
  const asksV = /vertical/.test(question);
  const asksHinge = /articulacion|gozne|bisagra|reaccion|pared/.test(question) && !asksH && !asksV;
  // The hinge's whole reaction or its direction asked: its size √(H² + V²) or its angle, not H and V.
  const ofHinge = /articulacion|gozne|bisagra|reaccion|pared/.test(question);
  if (
    ofHinge &&
    (/\b(?:total|resultante|angulo|direccion|inclinacion)\b/.test(question) ||
      (asksHinge && /\b(?:modulo|intensidad)\b/.test(question)))
  )
    return undefined;
  const answers = [
    ...(asksTension && !asksH && !asksV && !asksHinge ? [`T ${relation(T)} ${fmt(T)} N`] : []),
    ...(asksH || asksHinge ? [`H ${relation(H)} ${fmt(H)} N`] : []),
    ...(asksV || asksHinge ? [`V ${relation(V)} ${fmt(V)} N`] : []),
  ];
  if (!answers.length) return undefined;
  const used = [
    load.index,
    angle.index,
    ...(ownForce ? [ownForce.index] : []),
    ...(beamLength ? [beamLength.index] : []),
    ...typedNumbers(s)
      .filter((found) => (given?.spans ?? []).some(([from, to]) => found.index >= from && found.index < to))
      .map((found) => found.index),
  ];
  if (unusedNumbers(s, used).length) return undefined;
  return {
    certain: true,
    text: workedReply({
      title: 'Viga articulada sostenida por un cable',
      data: `P = ${load.typed} en el extremo libre; ${ownForce ? `peso de la viga ${ownForce.typed} en su centro` : 'viga de peso despreciable'}; cable a ${fmt(angle.degrees, 4)}° con la viga`,
      steps: [
        `Segunda condición de equilibrio, con momentos respecto de la articulación (así su fuerza no aparece); L es el largo de la viga${beamLength ? ` (${fmt(inBase(beamLength), 4)} m: se cancela)` : ''}.`,
        `$T \\operatorname{sen} ${fmt(angle.degrees, 4)}° \\cdot L = ${n(P)} \\cdot L${Pb ? ` + ${n(Pb)} \\cdot \\frac{L}{2}` : ''}$: L se cancela y $T = \\frac{${n(P)}${Pb ? ` + ${n(Pb / 2)}` : ''}}{${n(sin)}} ${approx(T)} ${tex(T, 2)}$ N.`,
        `Primera condición: en horizontal la articulación equilibra a $T \\cos\\theta$: $H = ${tex(T, 2)} \\cdot ${n(cos)} ${approx(H)} ${tex(H, 2)}$ N; en vertical, $V = ${n(P + Pb)} - ${tex(T * sin, 2)} ${approx(V)} ${tex(V, 2)}$ N.`,
        `Comprobá: $T \\operatorname{sen}\\theta + V = ${tex(T * sin + V, 2)}$ N, todo el peso.`,
      ],
      answer: `**${answers.join('; ')}**`,
      closing: '¿Qué pasa con la tensión si el cable se ata formando un ángulo mayor con la viga?',
    }),
  };
}

// ---------------------------------------------------------------------------------------------------
// The moment of a system of forces perpendicular to a bar, about a point of it.

/** Where a force acts on the bar, from the words of its clause, and where its number starts. */
function placeOnBar(
  clause: string,
  length: number,
  left: string | undefined,
  right?: string,
): { x: number; numberAt?: number } | undefined {
  const origin = left
    ? `(?:(?:su |el )?extremo izquierdo|(?:punto )?${left}\\b)`
    : '(?:su |el )?extremo izquierdo';
  const from = new RegExp(`\\ba ${NUM}\\s*${LENGTH_UNIT} (?:de|del) ${origin}`).exec(clause);
  if (from) return { x: metersOf(from), numberAt: from.index + from[0].indexOf(group(from, 1)) };
  const fromRight = new RegExp(`\\ba ${NUM}\\s*${LENGTH_UNIT} del (?:su )?extremo derecho`).exec(clause);
  if (fromRight)
    return {
      x: length - metersOf(fromRight),
      numberAt: fromRight.index + fromRight[0].indexOf(group(fromRight, 1)),
    };
  if (/en (?:el|su) extremo izquierdo/.test(clause)) return { x: 0 };
  if (/en (?:el|su) (?:extremo derecho|otro extremo)/.test(clause)) return { x: length };
  if (/en (?:el|su) (?:centro|punto medio|medio)/.test(clause)) return { x: length / 2 };
  // «una barra AB … en A … en B»: the ends by the letters that name the bar.
  if (left && right && new RegExp(`\\ben (?:el (?:punto|extremo) )?${left}\\b`).test(clause)) return { x: 0 };
  if (left && right && new RegExp(`\\ben (?:el (?:punto|extremo) )?${right}\\b`).test(clause))
    return { x: length };
  return undefined;
}

/**
 * Forces perpendicular to a bar, each up or down at a place along it, and the resultant moment about a
 * point of the bar asked: M = Σ ±F·d, counterclockwise positive (a force up to the right of the point
 * turns the bar counterclockwise).
 */
function systemMoment(s: Statement, question: string): SolverReply | undefined {
  if (!/momento (?:resultante|total|neto|del sistema)|suma de (?:los )?momentos/.test(question))
    return undefined;
  const about =
    /respecto (?:de|del|al) (?:punto )?([a-z])\b|respecto del extremo (izquierdo|derecho)|respecto (?:de|del|al) (?:su )?(punto medio|centro)\b/.exec(
      question,
    );
  if (!about) return undefined;
  const asking = question !== s.folded ? s.folded.lastIndexOf(question) : s.folded.length;
  const said = s.folded.slice(0, asking);
  // A bar on supports or hinged has their forces too, which the statement does not give; about the
  // hinge itself («articulada en A… respecto de A») its force makes no moment.
  const hinge = /articulad\w* (?:en|por) (?:su extremo |el (?:extremo|punto) )?([a-z])\b/.exec(said)?.[1];
  if (/apoyad|\bapoyos?\b|caballete|soporte|bisagra/.test(said)) return undefined;
  if (/articulad/.test(said) && (hinge === undefined || hinge !== about[1])) return undefined;
  const lengthMatch = new RegExp(
    `${BAR.source}[^.;¿?]{0,40}?\\bde (?:largo |longitud )?${NUM}\\s*${LENGTH_UNIT}`,
  ).exec(said);
  if (!lengthMatch || readAngles(s).length) return undefined;
  const L = metersOf(lengthMatch);
  // «en el extremo izquierdo O»: the letter that names the left end; «una barra AB»: both ends'.
  // (Two letters that are a word, «una barra de 4 m», name no ends.)
  const named = new RegExp(
    `${BAR.source}(?:\\s+horizontal)?\\s+(?!(?:de|en|es|el|la|lo|se|un|su|al|si|no|ya|ha|le|ni|da)\\b)([a-z])([a-z])\\b`,
  ).exec(said);
  // «articulada en su extremo A»: an end named by the hinge, the one the places are measured from.
  const hingedEnd = /articulad\w* (?:en|por) (?:su|un|el) extremo ([a-z])\b/.exec(said)?.[1];
  const left =
    /extremo izquierdo,?\s*\(?(?:punto\s*)?([a-z])\)?(?=[\s,.;]|$)/.exec(said)?.[1] ??
    hingedEnd ??
    named?.[1];
  const right = named && named[1] === left ? named[2] : undefined;
  const point = about[1];
  const x0 = about[3]
    ? L / 2
    : about[2] === 'derecho' || (point && point === right)
      ? L
      : about[2] === 'izquierdo' || (point && point === left)
        ? 0
        : undefined;
  if (x0 === undefined) return undefined;
  const forces = readForces(s).filter((force) => force.index < asking);
  if (!forces.length) return undefined;
  const used = [lengthMatch.index + lengthMatch[0].lastIndexOf(group(lengthMatch, 1))];
  const terms: { F: number; sense: 1 | -1; x: number; typed: string }[] = [];
  for (const [i, force] of forces.entries()) {
    const end = forces[i + 1]?.index ?? said.length;
    const clause = said.slice(force.index, end);
    const up = /hacia arriba/.test(clause);
    const down = /hacia abajo/.test(clause);
    if (up === down) return undefined;
    const place = placeOnBar(clause, L, left, right);
    if (!place || place.x < -1e-9 || place.x > L + 1e-9) return undefined;
    if (place.numberAt !== undefined) used.push(force.index + place.numberAt);
    used.push(force.index);
    terms.push({ F: force.newtons, sense: up ? 1 : -1, x: place.x, typed: force.typed });
  }
  if (unusedNumbers(s, used).length) return undefined;
  const M = terms.reduce((sum, term) => sum + term.sense * term.F * (term.x - x0), 0);
  const pieces = terms.map(
    (term) =>
      `${term.sense * Math.sign(term.x - x0) >= 0 ? '+' : '-'} ${n(term.F)} \\cdot ${n(Math.abs(term.x - x0))}`,
  );
  const sense = Math.abs(M) < 1e-12 ? 'nulo' : M > 0 ? 'antihorario' : 'horario';
  // «tomando positivo el sentido horario»: the sign the statement wants.
  const clockwise = /positivo (?:el )?sentido horario|sentido horario (?:como )?positivo/.test(s.folded);
  const shown = clockwise ? -M : M;
  return {
    certain: true,
    text: workedReply({
      title: 'Momento de un sistema de fuerzas',
      data: `L = ${fmt(L, 4)} m; ${terms.map((term) => `${term.typed} hacia ${term.sense > 0 ? 'arriba' : 'abajo'} en x = ${fmt(term.x, 4)} m`).join('; ')}; momentos respecto de x = ${fmt(x0, 4)} m`,
      steps: [
        'El momento de cada fuerza es F·d, con d la distancia de su recta de acción al punto; es positivo si hace girar en sentido antihorario (una fuerza hacia arriba a la derecha del punto, o hacia abajo a su izquierda).',
        `El momento del sistema es la suma algebraica: $M = ${pieces.join(' ').replace(/^\+ /, '')} ${approx(M)} ${tex(M, 2)}$ N·m (la fuerza aplicada en el punto no hace momento).`,
      ],
      answer: `**M ${relation(shown)} ${fmt(shown)} N·m (${sense}${clockwise ? ', con el horario positivo' : ''})**`,
      closing: '¿Qué fuerza habría que agregar, y dónde, para que el momento total sea cero?',
    }),
  };
}

// ---------------------------------------------------------------------------------------------------
// A pole carried by two people at its ends, one holding a given share of what the other holds.

/** «un tercio de lo que», «la mitad de lo que», «el doble de lo que»: the share one holds of the other's. */
const SHARES: Record<string, number> = {
  'un tercio': 1 / 3,
  'la tercera parte': 1 / 3,
  'la mitad': 1 / 2,
  'un cuarto': 1 / 4,
  'la cuarta parte': 1 / 4,
  'dos tercios': 2 / 3,
  'tres cuartos': 3 / 4,
  'el doble': 2,
  'el triple': 3,
};
const PERSON =
  '(mujer|hombre|nina|nino|chica|chico|senora|senor|persona|obrero|operario|padre|madre|hija|hijo|hermana|hermano|joven|adulto|adulta)';
/** The folded name as the student writes it. */
const shownName = (person: string) =>
  ({ nina: 'niña', nino: 'niño', senora: 'señora', senor: 'señor' })[person] ?? person;
/** «de la mujer», «del hombre»: the name after «de», with its article. */
const ofPerson = (person: string) =>
  /^(?:mujer|nina|chica|senora|persona|madre|hija|hermana|adulta)$/.test(person)
    ? `de la ${shownName(person)}`
    : `del ${shownName(person)}`;

/**
 * A homogeneous pole (or one of negligible weight) held at its two ends by two people, a load hung from
 * it so that one holds a given share of what the other holds: the two forces add up to the weights and
 * keep that ratio, and the moments about one end give where the load hangs.
 */
function carriedAtEnds(s: Statement, question: string): SolverReply | undefined {
  const asking = question !== s.folded ? s.folded.lastIndexOf(question) : s.folded.length;
  const said = s.folded.slice(0, asking);
  const holders = new RegExp(
    `\\b(?:un|una|el|la) ${PERSON}\\b[^.;¿?]{0,30}?\\b(?:la |lo )?(?:sostiene|sujeta|lleva|carga|toma)\\w*[^.;¿?]{0,20}?\\b(?:por |en |de )?(?:un|uno de sus|su|el) extremo[^.;¿?]{0,10}?\\b(?:y )?(?:un|una|el|la) ${PERSON}\\b[^.;¿?]{0,20}?\\b(?:por |en )?el otro`,
  ).exec(said);
  if (!holders) return undefined;
  const [first, second] = [group(holders, 1), group(holders, 2)];
  if (first === second) return undefined;
  const shareMatch = new RegExp(
    `\\b(?:el|la) ${PERSON} (?:sostiene|sujeta|soporta|hace|lleva|carga)\\w* (${Object.keys(SHARES).join('|')}) de lo que (?:sostiene|sujeta|soporta|hace|lleva|carga)\\w* (?:el|la) ${PERSON}\\b`,
  ).exec(said);
  if (!shareMatch) return undefined;
  const [who, share, ofWhom] = [group(shareMatch, 1), SHARES[group(shareMatch, 2)], group(shareMatch, 3)];
  if (
    share === undefined ||
    new Set([who, ofWhom]).size !== 2 ||
    ![first, second].includes(who) ||
    ![first, second].includes(ofWhom)
  )
    return undefined;
  const lengthMatch = new RegExp(
    `(?:${BAR.source}|\\bpertiga\\b|\\bvara\\b|\\bpalo\\b)[^.;¿?]{0,60}?\\bde (?:largo |longitud )?${NUM}\\s*${LENGTH_UNIT}`,
  ).exec(said);
  if (!lengthMatch) return undefined;
  const L = metersOf(lengthMatch);
  const lAt = lengthMatch.index + lengthMatch[0].lastIndexOf(group(lengthMatch, 1));
  const forces = readForces(s).filter((force) => force.index < asking);
  if (masses(s).length || s.quantities.some((q) => !['length', 'mass'].includes(q.unit.dimension)))
    return undefined;
  if (ofDimension(s, 'length').filter((q) => q.index < asking).length !== 1) return undefined;
  const homogeneous = /homogene|uniforme/.test(said);
  const weightless = /peso (?:propio )?despreciable|sin peso|masa despreciable|liviana/.test(said);
  if (homogeneous === weightless) return undefined;
  // Its own weight is said with it («… de 2 m pesa 60 N», «… de 2 m y 60 N»); the load hangs from it.
  const afterLength = lAt + group(lengthMatch, 1).length;
  const own = forces.find((force) =>
    /^\s*(?:m|cm)\b\s*(?:,|y|pesa|que pesa|y pesa)\s*$/.test(said.slice(afterLength, force.index)),
  );
  if (homogeneous !== Boolean(own)) return undefined;
  const loads = forces.filter((force) => force !== own);
  const [load] = loads;
  if (!load || loads.length !== 1) return undefined;
  const Pb = own?.newtons ?? 0;
  const W = load.newtons;
  const total = W + Pb;
  // who = share · ofWhom, and the two add up to everything hung.
  const ofWhomForce = total / (1 + share);
  const whoForce = share * ofWhomForce;
  const forceOf = (person: string) => (person === who ? whoForce : ofWhomForce);
  // Moments about the first holder's end: the second's force at L balances the pole's and the load's.
  const x = (forceOf(second) * L - Pb * (L / 2)) / W;
  if (!(x >= 0 && x <= L)) return undefined;
  if (Math.abs(forceOf(second) * L - Pb * (L / 2) - W * x) > 1e-9 * total * L) return undefined;
  const asksDistance = new RegExp(
    `(?:a que distancia|donde)[^¿?]*?(?:\\b(?:de (?:la|el)|del) ${PERSON}\\b|$)`,
  ).exec(question);
  const asksForceOf = new RegExp(
    `fuerza[^¿?]*\\b(?:la|el) ${PERSON}\\b|(?:cuanto|que) (?:sostiene|hace|soporta)[^¿?]*(?:la|el) ${PERSON}\\b`,
  ).exec(question);
  let answer: string;
  const used = [lAt, load.index, ...(own ? [own.index] : [])];
  if (asksDistance && /distancia|donde/.test(question)) {
    const from = asksDistance[1];
    if (from && ![first, second].includes(from)) return undefined;
    const away = from === second ? L - x : x;
    answer = `el objeto a ${fmt(away)} m ${ofPerson(from ?? first)}`;
  } else if (asksForceOf) {
    const person = asksForceOf[1] ?? asksForceOf[2];
    if (!person || ![first, second].includes(person)) return undefined;
    answer = `${shownName(person)}: ${fmt(forceOf(person))} N`;
  } else return undefined;
  if (unusedNumbers(s, used).length) return undefined;
  return {
    certain: true,
    text: workedReply({
      title: 'Una pértiga sostenida por dos personas',
      data: `L = ${fmt(L, 4)} m; ${own ? `peso propio ${own.typed} en el centro` : 'peso propio despreciable'}; carga ${load.typed}; ${shownName(first)} en un extremo, ${shownName(second)} en el otro; ${shownName(who)} sostiene ${group(shareMatch, 2)} de lo que sostiene ${shownName(ofWhom)}`,
      steps: [
        `Primera condición: las dos fuerzas suman todo lo que cuelga, $F_{${who}} + F_{${ofWhom}} = ${n(total)}$ N, con $F_{${who}} = ${fmt(share, 4)} \\cdot F_{${ofWhom}}$: $F_{${ofWhom}} = \\frac{${n(total)}}{1 + ${fmt(share, 4)}} ${approx(ofWhomForce)} ${tex(ofWhomForce, 2)}$ N y $F_{${who}} ${approx(whoForce)} ${tex(whoForce, 2)}$ N.`,
        `Segunda condición, momentos respecto del extremo de ${shownName(first)}: $F_{${second}} \\cdot ${n(L)} = ${Pb ? `${n(Pb)} \\cdot ${n(L / 2)} + ` : ''}${n(W)} \\cdot x$, así que $x ${approx(x)} ${tex(x, 2)}$ m de ${shownName(first)}.`,
      ],
      answer: `**${answer}**`,
      closing: '¿Dónde habría que colgar el objeto para que las dos sostengan lo mismo?',
    }),
  };
}

/** A reply for a statics problem (moment, parallel forces, lever, beam), or undefined. */
/**
 * «Si la carga se corre hasta el centro…», «si el apoyo se desplaza 1 m hacia B», «¿y si la trasladan al
 * extremo?»: a load or a support moved from where the statement placed it. The readings place each load
 * once, where it was first said, and would answer the unmoved bar.
 */
const MOVED =
  /\b(?:se|la|lo|las|los)\s+(?:corre|corren|corriera|desplaza|desplazan|desplazara|mueve|mueven|moviera|traslada|trasladan|trasladara|lleva|llevan|llevara|cambia de lugar)\b(?!\w)[^.;¿?]{0,40}?\b(?:hasta|hacia|al|a la|a\s+\d|sobre|\d)/;

/**
 * «Un subibaja de 4 m con el apoyo en su centro. Un chico de 30 kg se sienta en uno de los extremos»: on
 * a bar supported at its middle, the end is half its length from the support; the message with that arm
 * said («a 2 m del apoyo»), for the lever's reading, or undefined.
 */
function endOfCentredBar(message: string): string | undefined {
  const folded = foldText(message);
  if (
    !/(?:apoyo|apoyad[ao]|se apoya|pivote|eje) (?:en|de|por) (?:su|el) (?:centro|punto medio|medio)\b/.test(
      folded,
    )
  )
    return undefined;
  const length = new RegExp(`${BAR.source}[^.;¿?]{0,30}?\\bde (?:largo |longitud )?${NUM}\\s*m\\b`).exec(
    folded,
  );
  const ends = [
    ...message.matchAll(/\ben (?:uno de (?:los|sus) extremos|un extremo|el extremo|su extremo)\b/giu),
  ];
  const [end] = ends;
  if (
    !length ||
    !end ||
    ends.length !== 1 ||
    /extremo (?:izquierdo|derecho|opuesto|libre)|otro extremo/.test(folded)
  )
    return undefined;
  // The end said after its load, in its clause («un chico de 30 kg se sienta en uno de los extremos»): an
  // end said first («en un extremo se cuelga…») leaves which load it is to the lever's own readings.
  const lead = message.slice(0, end.index);
  const load = [...lead.matchAll(/\d+(?:[.,]\d+)?\s*(?:kg|kgf|n)\b/giu)].at(-1);
  if (!load || /[.;,¿?]/.test(lead.slice(load.index + load[0].length))) return undefined;
  const half = parseNumber(group(length, 1)) / 2;
  return `${message.slice(0, end.index)}a ${fmt(half, 4)} m del apoyo${message.slice(end.index + end[0].length)}`;
}

/**
 * «Si la carga se desplaza hasta el centro de la viga, ¿…?»: the one load placed «a 2 m del extremo A»
 * moved to the middle of a bar whose length is said. The message with the load at half the length from
 * that same end and the change taken out, or undefined.
 */
function movedToCentre(message: string): { message: string; said: string } | undefined {
  const change =
    /(?:^|(?<=[\n.?]\s*))¿?\s*Si\s+(?:la|el)\s+(carga|peso|cuerpo|bloque|caja|pintor|obrero)\s+se\s+(?:desplaza|corre|traslada|mueve|lleva)\s+(?:hasta\s+)?(?:el|al)\s+(?:centro|punto\s+medio|medio)\s+de\s+la\s+(?:viga|barra|tabla|tablón|tablon|varilla)\s*,\s*/iu.exec(
      message,
    );
  if (!change) return undefined;
  const before = message.slice(0, change.index);
  const noun = foldText(group(change, 1));
  if ((foldText(before).match(new RegExp(`\\b${noun}\\b`, 'g')) ?? []).length !== 1) return undefined;
  const places = [
    ...before.matchAll(/\ba\s+(\d+(?:[.,]\d+)?)\s*(m|cm)\s+(del?\s+(?:extremo|apoyo)\s+[A-Z])\b/gu),
  ];
  const [place] = places;
  const length = new RegExp(`${BAR.source}[^.;¿?]{0,30}?\\bde (?:largo |longitud )?${NUM}\\s*m\\b`).exec(
    foldText(before),
  );
  if (!place || places.length !== 1 || !length) return undefined;
  // The end it is measured from must be an end of the bar, not a support set elsewhere.
  if (!/extremo/.test(group(place, 3))) return undefined;
  const half = parseNumber(group(length, 1)) / 2;
  const after = message.slice(change.index + change[0].length);
  return {
    message: `${before.slice(0, place.index)}a ${fmt(half, 4)} m ${group(place, 3)}${before.slice(place.index + place[0].length)}${after}`,
    said: `la ${noun === 'peso' || noun === 'cuerpo' || noun === 'bloque' || noun === 'pintor' || noun === 'obrero' ? `posición del ${group(change, 1).toLowerCase()}` : group(change, 1).toLowerCase()} en el centro, a ${fmt(half, 4)} m ${group(place, 3)} (la mitad del largo)`,
  };
}

/**
 * «Dos fuerzas paralelas y del mismo sentido, de 12 N y 18 N, … Si se invierte el sentido de la fuerza
 * de 18 N, ¿…?»: two forces, one turned around, are of opposite senses. The message said so, or undefined.
 */
function reversedForce(message: string): { message: string; said: string } | undefined {
  const change =
    /¿?\s*Si\s+se\s+invierte\s+el\s+sentido\s+de\s+la\s+fuerza\s+de\s+(\d+(?:[.,]\d+)?)\s*N\s*,\s*/iu.exec(
      message,
    );
  if (!change) return undefined;
  const before = message.slice(0, change.index);
  const folded = foldText(before);
  if (!/^\s*dos fuerzas paralelas\b/.test(folded)) return undefined;
  const same = [...before.matchAll(/\b(?:y\s+)?del\s+mismo\s+sentido\b/giu)];
  const forces = [...folded.matchAll(/(\d+(?:[.,]\d+)?)\s*n\b/g)].map((match) => group(match, 1));
  const [said] = same;
  if (!said || same.length !== 1 || forces.length !== 2 || !forces.includes(group(change, 1)))
    return undefined;
  const after = message.slice(change.index + change[0].length);
  return {
    message: `${before.slice(0, said.index)}${/^y\s/i.test(said[0]) ? 'y ' : ''}de sentidos opuestos${before.slice(said.index + said[0].length)}${after}`,
    said: `la fuerza de ${group(change, 1)} N invertida, las dos quedan de sentidos opuestos`,
  };
}

export function solveStatics(message: string): SolverReply | undefined {
  // A load moved to the middle, a force turned around: read as the statement with the change made.
  const changed = movedToCentre(message) ?? reversedForce(message);
  if (changed !== undefined) {
    const reply = readStatics(changed.message);
    return reply?.certain ? { certain: true, text: `Con ${changed.said}:\n\n${reply.text}` } : undefined;
  }
  const reply = readStatics(message);
  if (reply?.certain) return reply;
  // Read only when the statement as typed is not.
  const centred = endOfCentredBar(message);
  const fromEnd = centred ? readStatics(centred) : undefined;
  return fromEnd?.certain ? fromEnd : reply;
}

function readStatics(message: string): SolverReply | undefined {
  const s = readStatement(message);
  if (!CUE.test(s.folded)) return undefined;
  if (MOVED.test(s.folded)) return undefined;
  if (/plano inclinado|polea|acelera|velocidad|ascensor/.test(s.folded)) return undefined;
  // A seesaw balances with its loads on either side of the support: «del mismo lado» has no balance.
  if (/\b(?:balancin|subibaja|primer genero)\b/.test(s.folded) && /\bdel mismo lado\b/.test(s.folded))
    return undefined;
  const question = askedClause(s);
  const reply =
    parallelSize(s, question) ??
    fromMoment(s, question) ??
    moment(s, question) ??
    systemMoment(s, question) ??
    endsFromResultant(s, question) ??
    fromResultant(s, question) ??
    otherFromResultant(s, question) ??
    hingedBeam(s, question) ??
    markedRuler(s, question) ??
    carriedAtEnds(s, question) ??
    balancePoint(s, question) ??
    supportOfLoads(s, question) ??
    leverAdvantage(s, question) ??
    lever(s, question) ??
    sidedLoads(s, question) ??
    barLever(s, question) ??
    beam(s, question) ??
    // Last: only what no other reading of a bar takes.
    twoParallelForces(s, question);
  return reply && { ...reply, text: inStatementUnit(reply.text, s) };
}

/**
 * Distances in the bold result also in cm when the statement gives its lengths in cm ("separadas 60 cm"):
 * "a 0,2 m de la fuerza de 80 N" → "a 0,2 m (= 20 cm) de la fuerza de 80 N".
 */
function inStatementUnit(text: string, s: ReturnType<typeof readStatement>): string {
  const forces = readForces(s);
  if (forces.length > 0 && forces.every((f) => f.typed.endsWith('kgf'))) {
    // Forces typed in kgf: the result in kgf too, beside its newtons — with the kgf the forces were read
    // with («1 kgf = 10 N» when the statement says so).
    const [first] = forces;
    const typed = first ? parseNumber(first.typed.replace(/\s*kgf$/, '')) : Number.NaN;
    const perKgf = first && typed > 0 ? first.newtons / typed : G_DEFAULT;
    text = text.replace(/^\*\*.*\*\*$/m, (line) =>
      // A result already given in kgf too («F = 294 N (30 kgf)») keeps its own.
      /kgf/.test(line)
        ? line
        : line.replace(/(-?\d+(?:\.\d{3})*(?:,\d+)?) N(?![\p{L}·/])/gu, (whole, raw: string) => {
            const newtons = parseNumber(raw.replace(/\.(?=\d{3})/g, ''));
            return Number.isFinite(newtons) ? `${whole} (= ${fmt(newtons / perKgf, 2)} kgf)` : whole;
          }),
    );
  }
  // «Expresarla en cm», «¿a qué distancia…, en cm?»: centimetres asked, whatever unit the data use.
  const asksCm =
    /\ben (?:cm|centimetros)\b/.test(s.question) || /expresa\w* en (?:cm|centimetros)\b/.test(s.folded);
  if (
    !asksCm &&
    (!/\d\s*cm\b/.test(s.folded) ||
      /\d\s*m\b(?!\s*\/)/.test(s.folded) ||
      /\ben m(?:etros)?\b/.test(s.question))
  )
    return text;
  return text.replace(/^\*\*.*\*\*$/m, (line) =>
    line.replace(/(-?\d+(?:\.\d{3})*(?:,\d+)?) m(?![\p{L}/·²])/gu, (whole, raw: string) => {
      const meters = parseNumber(raw.replace(/\.(?=\d{3})/g, ''));
      return Number.isFinite(meters) ? `${whole} (= ${fmt(meters * 100, 2)} cm)` : whole;
    }),
  );
}

export const staticsSolver = declareSolver({
  name: 'solve_statics',
  offer: 'estática (fuerzas paralelas y momentos)',
  summary:
    'Statics of a rigid bar: the moment (torque) of a force about a point, the resultant of parallel forces and its point of application (same or opposite sense), two parallel forces from their resultant and its place (Stevin), a lever or seesaw in balance, where the support of a bar with a load at each end goes and what it holds, a graduated ruler on a mark, a pole carried by two people where one holds a share of the other, a beam hinged to a wall and held by a cable, the resultant moment of forces up and down along a bar, the reactions of a beam (or a table) on two supports, or the force (or the mass hung) that keeps a beam on one support horizontal, a wheelbarrow, several loads on either side of one support. Pass the whole statement.',
  examples: [
    'Con una llave de 0,3 m se aplica una fuerza de 80 N que forma 60° con la llave. ¿Qué momento produce?',
    'Sobre una barra actúan dos fuerzas paralelas del mismo sentido: 30 N en un extremo y 50 N a 2 m de él. ¿Cuánto vale la resultante y dónde está aplicada?',
    'En un subibaja, un chico de 30 kg se sienta a 2 m del apoyo. ¿A qué distancia del apoyo debe sentarse una chica de 40 kg para equilibrarlo?',
    'Una viga de 4 m, de peso despreciable, está apoyada en sus dos extremos y soporta una carga de 600 N a 1 m del extremo izquierdo. ¿Cuánto vale la reacción de cada apoyo?',
  ],
  parameters: { problem: 'the statics problem as written' },
  // Two lever readings in few words first (statics-levers.ts).
  solve: (problem: string) => solveLevers(problem) ?? solveStatics(problem),
});
