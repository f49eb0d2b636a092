/**
 * Solutions: molarity (M = n/V, from the solute's mass and formula when needed) and dilution
 * (C₁·V₁ = C₂·V₂), each asking for whichever quantity is missing.
 */

import { must } from '../../../../shared/lib/must.ts';
import type { ElementSymbol } from '../../science/atomic-masses.ts';
import { foldText } from '../text.ts';
import { solveMolality } from './chemistry-molality.ts';
import { group } from './groups.ts';
import { solveNeutralizationByVolumes } from './neutralization-volumes.ts';
import { formulaNamedAt } from './nomenclature.ts';
import { fmt, fmtResult, NUMBER_SOURCE, parseNumber, relation, tex, texResult } from './numbers.ts';
import { askedPart, askedTarget } from './physics.ts';
import { workedReply } from './reply.ts';
import {
  findSubstances,
  type GivenMolarMass,
  givenAtomicMassesAgree,
  givenMolarMasses,
  molarMassSum,
  type Substance,
  substanceName,
  withoutGivenMolarMasses,
} from './substances.ts';
import { findQuantities, foldForUnits, type Quantity, toBase } from './units.ts';

const approx = (value: number) => (relation(value, 4) === '=' ? '=' : '\\approx');

interface Concentration {
  value: number;
  index: number;
}

const MOLAR = new RegExp(`(${NUMBER_SOURCE})\\s*M(?![\\p{L}\\d])`, 'gu');

/** "2 M", "0,5 mol/L", "0,1 molar", "1,5 moles por litro". */
function concentrations(message: string): Concentration[] {
  const found: Concentration[] = [];
  for (const match of message.matchAll(MOLAR)) {
    found.push({ value: parseNumber(group(match, 1)), index: match.index });
  }
  const folded = foldText(message);
  const words = new RegExp(
    `(${NUMBER_SOURCE})\\s*(?:mol\\s*/\\s*(?:l|dm3|dm\\^3|litro)|moles? por litro|molar(?!idad))(?![\\p{L}\\d])`,
    'gu',
  );
  for (const match of folded.matchAll(words))
    found.push({ value: parseNumber(group(match, 1)), index: match.index });
  return found.filter((c) => Number.isFinite(c.value) && c.value > 0).sort((a, b) => a.index - b.index);
}

function moles(folded: string): { value: number; index: number }[] {
  const pattern = new RegExp(`(${NUMBER_SOURCE})\\s*(?:moles|mol)(?!\\s*/)(?![\\p{L}\\d])`, 'gu');
  return [...folded.matchAll(pattern)].map((match) => ({
    value: parseNumber(group(match, 1)),
    index: match.index,
  }));
}

/** «…y cuántos gramos de soluto contiene?», «…y su fracción molar»: a second thing asked after the first. */
const SECOND_ASKED =
  /\sy\s+(?:su|la|el|los|las|cuant\w*|que|cual\w*|determin\w*|calcul\w*|indic\w*|halla\w*)\b/;

const liters = (q: Quantity) => toBase(q.value, q.unit);
const volumeText = (q: Quantity) => `${fmt(q.value, 4)} ${q.unit.symbol}`;

/** V₁ is what is taken of the concentrated one; V₂ the final volume. */
function volumeRole(folded: string, q: Quantity): 1 | 2 | undefined {
  const before = folded.slice(Math.max(0, q.index - 45), q.index);
  const after = folded.slice(q.end, q.end + 30);
  const finalAt = lastAt(
    /prepar|obten|final|hasta|complet|llev|enras|total|quiere|quieren|necesit\w* \d/g,
    before,
  );
  const takenAt = lastAt(
    /toman?|tomo|tomar|se usan|usan|alicuota|extrae|extraen|se sacan|saca|tienen?|tengo|dispone|disponen|hay\b/g,
    before,
  );
  const finalAfter = /finales?|de solucion (?:diluida|final)/.test(after);
  const takenAfter = /de (?:una |la )?(?:solucion )?(?:concentrada|inicial|madre|stock)/.test(after);
  const final = finalAt >= 0 || finalAfter;
  const taken = takenAt >= 0 || takenAfter;
  if (final !== taken) return final ? 2 : 1;
  // «¿Qué volumen hay que tomar para preparar 600 mL…?»: with a verb of each kind before it and none after,
  // the volume belongs to the nearer one (the one the volume is the object of).
  if (!final || finalAfter || takenAfter) return undefined;
  return finalAt > takenAt ? 2 : 1;
}

/**
 * The concentration a volume is said of: «250 mL de una solución 0,4 M», «50 mL de HCl 2 M», the
 * concentration written right after the volume with no other number between them.
 */
function ownConcentration(folded: string, q: Quantity, cs: Concentration[]): Concentration | undefined {
  const next = cs.find((c) => c.index >= q.end);
  if (!next || next.index - q.end > 60) return undefined;
  const between = folded.slice(q.end, next.index);
  return /^\s*de\s/.test(between) && !/\d|[.;?]/.test(between) ? next : undefined;
}

/** Where the last match of a global pattern starts in a text, −1 when there is none. */
const lastAt = (pattern: RegExp, text: string) =>
  Math.max(-1, ...[...text.matchAll(pattern)].map((m) => m.index));

/** A volume said to be of water («se agregan 150 mL de agua»): what is added, not the final volume. */
const isWater = (folded: string, q: Quantity) => /^\s*de agua\b/.test(folded.slice(q.end, q.end + 12));

/** The volume a dilution's solution reaches with the water added: V₂ = V₁ + V(agua), in V₁'s unit. */
function withWaterAdded(taken: Quantity, water: Quantity): Quantity {
  return { ...water, value: taken.value + liters(water) / taken.unit.factor, unit: taken.unit };
}

/** The liters of a volume unit asked after «en» in the question (1 for L or dm³, 0,001 for mL or cm³). */
function askedVolumeFactor(question: string): number | undefined {
  const unit = /\b(?:en|cuantos)\s+(ml|cm3|cm³|cm\^3|cc|dm3|dm³|dm\^3|m3|m³|m\^3|litros?|l)(?![a-z0-9])/.exec(
    question,
  )?.[1];
  if (!unit) return undefined;
  if (/^(?:ml|cm|cc)/.test(unit)) return 0.001;
  return /^m/.test(unit) ? 1000 : 1;
}

function dilution(folded: string, cs: Concentration[], given: Quantity[]): string | undefined {
  const question = askedPart(folded);
  // «Determinar su pOH»: the pH or pOH of the diluted solution is not its concentration.
  if (/\bp(?:o)?h\b/.test(question)) return undefined;
  const asksWater = /agua/.test(question) && /volumen|cuant/.test(question);
  // A volume of water given is added to the other one: with no other volume it says nothing of V₁ or V₂.
  const water = given.filter((q) => isWater(folded, q));
  const solution = given.filter((q) => !isWater(folded, q));
  const [taken, added] = [solution[0], water[0]];
  if (water.length > 1 || (added && (!taken || solution.length !== 1 || asksWater))) return undefined;
  const volumes = taken && added ? [taken, withWaterAdded(taken, added)] : given;
  let c1: number | undefined;
  let c2: number | undefined;
  let v1: Quantity | undefined;
  let v2: Quantity | undefined;
  const [ca, cb] = cs;
  if (ca && cb && cs.length === 2) {
    // Diluting lowers the concentration: the larger one is the concentrated solution.
    [c1, c2] = [Math.max(ca.value, cb.value), Math.min(ca.value, cb.value)];
  } else if (ca && cs.length === 1) c1 = ca.value;
  else return undefined;
  const [va, vb] = volumes;
  if (va && vb && volumes.length === 2) {
    // Adding water raises the volume: the larger one is the final volume.
    [v1, v2] = liters(va) < liters(vb) ? [va, vb] : [vb, va];
  } else if (va && volumes.length === 1) {
    // «Preparar 250 mL de una solución 0,4 M …, ¿qué volumen de solución 0,1 M…?»: a volume followed by
    // its own concentration is that solution's, whatever verb comes before it.
    const own = ownConcentration(folded, va, cs);
    const role = own ? (own.value === c1 ? 1 : 2) : volumeRole(folded, va);
    if (!role) return undefined;
    if (role === 1) v1 = va;
    else v2 = va;
  } else return undefined;
  // One concentration and two volumes: which solution it describes, from the words before it or the volume it follows.
  if (ca && cs.length === 1 && volumes.length === 2) {
    const c = ca;
    const before = folded.slice(Math.max(0, c.index - 40), c.index);
    const preceding = [v1, v2]
      .filter((v) => (v as Quantity).index < c.index)
      .sort((p, q) => (q as Quantity).index - (p as Quantity).index)[0];
    const final = /quede|final|obten|diluida|prepar|result/.test(before) || preceding === v2;
    if (final) [c1, c2] = [undefined, c.value];
  }
  const known = [c1, c2, v1, v2].filter((x) => x !== undefined).length;
  if (known !== 3) return undefined;
  // The water asked is a volume: with both volumes given the unknown is a concentration, another question.
  if (asksWater && v1 && v2) return undefined;
  // A concentration asked in g/L, %, ppm or mM is not the molarity the reply gives.
  if (
    (c1 === undefined || c2 === undefined) &&
    /g\s*\/\s*l|gramos por litro|%|ppm|\bmm\b|milimol|normal/.test(question)
  )
    return undefined;
  const unit = (v1 ?? v2) as Quantity;
  const inUnit = (q: Quantity) => liters(q) / unit.unit.factor;
  const u = unit.unit.symbol;
  // A volume asked in another unit than the data's («…, en L?» with mL given) is not the one the reply says.
  const askedFactor = askedVolumeFactor(question);
  // «¿Cuántos mL…?» with the volume given in L: the volume found is said in the unit asked (mL or L).
  const converted =
    (!v1 || !v2) && askedFactor !== undefined && askedFactor !== unit.unit.factor
      ? askedFactor === 0.001
        ? { factor: askedFactor, symbol: 'mL' }
        : askedFactor === 1
          ? { factor: askedFactor, symbol: 'L' }
          : undefined
      : undefined;
  if ((!v1 || !v2) && askedFactor !== undefined && askedFactor !== unit.unit.factor && !converted)
    return undefined;
  const inAsked = (value: number) => (converted ? (value * unit.unit.factor) / converted.factor : value);
  const steps = ['Al diluir, los moles de soluto no cambian (solo se agrega agua): $n = C_1 V_1 = C_2 V_2$.'];
  if (taken && added)
    steps.push(
      `El agua agregada se suma al volumen tomado: $V_2 = ${tex(taken.value, 4)} + ${tex(inUnit(added), 4)} = ${tex(inUnit(v2 as Quantity), 4)}$ ${u}.`,
    );
  const data: string[] = [];
  if (c1 !== undefined) data.push(`C₁ = ${fmt(c1, 4)} M`);
  if (v1) data.push(`V₁ = ${volumeText(v1)}`);
  if (c2 !== undefined) data.push(`C₂ = ${fmt(c2, 4)} M`);
  if (v2) data.push(`V₂ = ${volumeText(v2)}`);
  if (v1 && v2 && v1.unit !== v2.unit)
    steps.push(`Usá la misma unidad de volumen en los dos: ${volumeText(v2)} = ${fmt(inUnit(v2), 4)} ${u}.`);
  let answer: string;
  if (c2 === undefined) {
    const value = ((c1 as number) * inUnit(v1 as Quantity)) / inUnit(v2 as Quantity);
    steps.push(
      `Despejá: $C_2 = \\frac{C_1 V_1}{V_2} = \\frac{${tex(c1 as number, 4)} \\cdot ${tex(inUnit(v1 as Quantity), 4)}}{${tex(inUnit(v2 as Quantity), 4)}} ${approx(value)} ${tex(value, 4)}$ M.`,
    );
    answer = `**C₂ ${relation(value, 4)} ${fmtResult(value, 4)} M** (mol/L)`;
  } else if (c1 === undefined) {
    const value = (c2 * inUnit(v2 as Quantity)) / inUnit(v1 as Quantity);
    steps.push(
      `Despejá: $C_1 = \\frac{C_2 V_2}{V_1} = \\frac{${tex(c2, 4)} \\cdot ${tex(inUnit(v2 as Quantity), 4)}}{${tex(inUnit(v1 as Quantity), 4)}} ${approx(value)} ${tex(value, 4)}$ M.`,
    );
    answer = `**C₁ ${relation(value, 4)} ${fmtResult(value, 4)} M** (mol/L)`;
  } else if (!v1) {
    const value = (c2 * inUnit(v2 as Quantity)) / c1;
    steps.push(
      `Despejá: $V_1 = \\frac{C_2 V_2}{C_1} = \\frac{${tex(c2, 4)} \\cdot ${tex(inUnit(v2 as Quantity), 4)}}{${tex(c1, 4)}} ${approx(value)} ${tex(value, 2)}$ ${u}.`,
    );
    if (converted)
      steps.push(
        `En ${converted.symbol}, como pide la pregunta: $V_1 = ${tex(inAsked(value), 4)}$ ${converted.symbol}.`,
      );
    const shown = converted ? `${fmt(inAsked(value), 4)} ${converted.symbol}` : `${fmt(value)} ${u}`;
    answer = `**V₁ ${converted ? relation(inAsked(value), 4) : relation(value)} ${shown}** de la solución ${fmt(c1, 4)} M, completando con agua hasta ${fmt(inUnit(v2 as Quantity), 4)} ${u}${asksWater ? ` (o sea, ${fmt(inUnit(v2 as Quantity) - value)} ${u} de agua)` : ''}`;
  } else {
    // The water or final volume in another unit than asked: not converted here.
    if (converted) return undefined;
    const value = (c1 * inUnit(v1)) / c2;
    steps.push(
      `Despejá: $V_2 = \\frac{C_1 V_1}{C_2} = \\frac{${tex(c1, 4)} \\cdot ${tex(inUnit(v1), 4)}}{${tex(c2, 4)}} ${approx(value)} ${tex(value, 2)}$ ${u}.`,
    );
    answer = asksWater
      ? `**Hay que agregar ${fmt(value - inUnit(v1))} ${u} de agua** (el volumen final es V₂ ${relation(value)} ${fmt(value)} ${u})`
      : `**V₂ ${relation(value)} ${fmt(value)} ${u}**${u === 'mL' && value >= 1000 ? ` = ${fmt(value / 1000)} L` : ''}${value > inUnit(v1) ? ` (se agregan ${fmt(value - inUnit(v1))} ${u} de agua)` : ''}`;
  }
  if (c1 !== undefined && c2 !== undefined && c2 > c1) return undefined;
  return workedReply({
    title: 'Dilución',
    data: data.join('; '),
    steps,
    answer,
    closing: '¿Por qué al diluir cambia la concentración pero no la cantidad de soluto?',
  });
}

/**
 * «Se mezclan 200 mL de NaCl 0,5 M con 300 mL de NaCl 1,5 M»: the moles add up, and so do the volumes
 * (additive, as the course takes them). Each volume must come before its own concentration.
 */
function mixture(
  folded: string,
  cs: Concentration[],
  volumes: Quantity[],
  substances: Substance[],
): string | undefined {
  const [ca, cb] = cs;
  const [va, vb] = volumes;
  if (!ca || !cb || !va || !vb || cs.length !== 2 || volumes.length !== 2) return undefined;
  if (!(va.index < ca.index && ca.index < vb.index && vb.index < cb.index)) return undefined;
  // Two solutes mixed are two concentrations, not one.
  if (new Set(substances.map((s) => s.formula)).size > 1) return undefined;
  const question = askedPart(folded);
  // «¿Cuántos moles de HNO₃ contiene la mezcla?», «¿Qué masa de HNO₃ hay en la mezcla?»: the solute of the
  // whole mixture, the moles added (and the grams with the solute's formula).
  const ofMixture = /\bmezcla\b|en total|en conjunto/.test(question);
  const asksMoles = ofMixture && /cuantos moles|numero de moles|cantidad de moles/.test(question);
  const asksMass = ofMixture && /que masa|cuantos gramos|masa de/.test(question);
  if (SECOND_ASKED.test(question)) return undefined;
  if (!asksMoles && !asksMass) {
    if (!/concentracion|molaridad|molar/.test(question)) return undefined;
    if (/g\s*\/\s*l|gramos por litro|ppm|\bmm\b|milimol|normal/.test(question)) return undefined;
    // A volume, moles or grams asked is another question («¿Qué volumen de cada una…?»).
    if (/(?:que|cual es el|\b\w+r el) volumen|cuant/.test(question)) return undefined;
  }
  const [la, lb] = [liters(va), liters(vb)];
  const [na, nb] = [ca.value * la, cb.value * lb];
  const value = (na + nb) / (la + lb);
  if (asksMoles || asksMass) {
    const [solute] = substances;
    if (asksMass && (!solute || substances.length !== 1)) return undefined;
    const total = na + nb;
    const grams = solute ? total * solute.molarMass : 0;
    return workedReply({
      title: 'Mezcla de soluciones',
      data: `V₁ = ${volumeText(va)}; C₁ = ${fmt(ca.value, 4)} M; V₂ = ${volumeText(vb)}; C₂ = ${fmt(cb.value, 4)} M`,
      steps: [
        `Moles de soluto de cada solución, n = C · V (el volumen en litros): ${fmt(ca.value, 4)} · ${fmt(la, 4)} = ${fmt(na, 4)} mol; ${fmt(cb.value, 4)} · ${fmt(lb, 4)} = ${fmt(nb, 4)} mol.`,
        `Al mezclar, los moles se suman: n = ${fmt(na, 4)} + ${fmt(nb, 4)} = ${fmt(total, 4)} mol.`,
        ...(asksMass && solute
          ? [
              `Pasá a gramos con la masa molar de ${substanceName(solute)} = ${molarMassSum(solute.composition)} g/mol: $m = ${tex(total, 4)} \\cdot ${tex(solute.molarMass, 4)} ${approx(grams)} ${tex(grams, 4)}$ g.`,
            ]
          : []),
      ],
      answer:
        asksMass && solute
          ? `**${fmtResult(grams, 4)} g de ${substanceName(solute)}** en la mezcla`
          : `**n = ${fmtResult(total, 4)} mol** de soluto en la mezcla`,
      closing:
        '¿Por qué la concentración de la mezcla queda más cerca de la de la solución de mayor volumen?',
    });
  }
  const data = [
    `V₁ = ${volumeText(va)}; C₁ = ${fmt(ca.value, 4)} M`,
    `V₂ = ${volumeText(vb)}; C₂ = ${fmt(cb.value, 4)} M`,
  ];
  const steps = [
    `Moles de soluto de cada solución, n = C · V (el volumen en litros): ${fmt(ca.value, 4)} · ${fmt(la, 4)} = ${fmt(na, 4)} mol; ${fmt(cb.value, 4)} · ${fmt(lb, 4)} = ${fmt(nb, 4)} mol.`,
    `Al mezclar, los moles se suman y, con volúmenes aditivos, también los volúmenes: n = ${fmt(na + nb, 4)} mol en V = ${fmt(la + lb, 4)} L.`,
    `$C = \\frac{n}{V} = \\frac{${tex(na + nb, 4)}}{${tex(la + lb, 4)}} ${approx(value)} ${tex(value, 4)}$ M.`,
  ];
  return workedReply({
    title: 'Mezcla de soluciones',
    data: data.join('; '),
    steps,
    answer: `**C ${relation(value, 4)} ${fmtResult(value, 4)} M** (mol/L), entre las dos concentraciones que se mezclan`,
    closing: '¿Por qué la concentración de la mezcla queda más cerca de la de la solución de mayor volumen?',
  });
}

/** «7,3 g de HCl en 400 cm³ de solución: ¿concentración en g/L?»: the grams over the litres. */
function massConcentration(
  folded: string,
  cs: Concentration[],
  volumes: Quantity[],
  substances: Substance[],
): string | undefined {
  const masses = findQuantities(folded).filter((q) => q.unit.dimension === 'mass');
  const [mass] = masses;
  const [volume] = volumes;
  if (!mass || !volume || masses.length !== 1 || volumes.length !== 1 || cs.length || moles(folded).length)
    return undefined;
  // «20 g en 500 mL de agua» gives the solvent's volume, not the solution's; a second thing asked is unsaid.
  if (isWater(folded, volume) || SECOND_ASKED.test(askedPart(folded))) return undefined;
  if (new Set(substances.map((x) => x.formula)).size > 1) return undefined;
  const grams = toBase(mass.value, mass.unit) * 1000;
  const litres = liters(volume);
  const value = grams / litres;
  const steps = [
    ...(volume.unit.symbol === 'L'
      ? []
      : [`Pasá el volumen a litros: ${volumeText(volume)} = ${fmt(litres, 4)} L.`]),
    `Concentración en masa: gramos de soluto por litro de solución, $C = \\frac{${tex(grams, 4)}\\ \\text{g}}{${tex(litres, 4)}\\ \\text{L}} ${approx(value)} ${tex(value, 4)}$ g/L.`,
  ];
  return workedReply({
    title: 'Concentración en g/L',
    data: `m = ${fmt(grams, 4)} g de soluto; V = ${volumeText(volume)}`,
    steps,
    answer: `**C ${relation(value, 4)} ${fmtResult(value, 4)} g/L**`,
    closing: '¿Qué te haría falta para pasar esa concentración a molaridad?',
  });
}

function molarity(
  folded: string,
  cs: Concentration[],
  volumes: Quantity[],
  substances: Substance[],
  given: GivenMolarMass | undefined,
  statement: string,
): string | undefined {
  // Atomic masses the statement lists must be the table's: the molar mass is summed from them.
  if (!givenAtomicMassesAgree(statement)) return undefined;
  const masses = findQuantities(folded).filter((q) => q.unit.dimension === 'mass');
  const ns = moles(folded);
  if (cs.length > 1 || volumes.length > 1 || masses.length > 1 || ns.length > 1) return undefined;
  if (masses.length && ns.length) return undefined;
  const solute = substances.length === 1 ? substances[0] : undefined;
  if (substances.length > 1) return undefined;
  // The statement's molar mass rules over the table's; one given for another substance is not this reading.
  if (given?.formula && solute && !findSubstances(given.formula).some((s) => s.formula === solute.formula))
    return undefined;
  const molarMass = given?.value ?? solute?.molarMass;
  const soluteName = solute
    ? substanceName(solute)
    : given?.formula
      ? substanceName({ formula: given.formula } as Substance)
      : 'soluto';
  // «¿… la concentración en g/L?», «… en % m/v»: another unit of concentration than the molarity.
  if (/\b(?:m?g|kg)\s*\/\s*(?:m?l|dm3|cm3)\b|gramos? por (?:litro|mililitro)|%/.test(askedPart(folded)))
    return undefined;
  // A mass asked in mg, kg or t: the reply gives grams.
  if (/\ben (?:mg|kg|t)\b|miligramos?|kilogramos?|toneladas?/.test(askedPart(folded))) return undefined;
  const asked = askedTarget(askedPart(folded), {
    concentration: /molaridad|concentracion|molar\b|cuantos? (?:m|molar)\b/,
    mass: /cuantos gramos|que masa|masa de|cuantos g\b|cuanto .*hay que pesar|que cantidad de (?!moles)|gramos/,
    moles: /cuantos moles|numero de moles|cantidad de moles|moles/,
    volume: /volumen|cuantos ml|cuantos litros|cuantos cm/,
  });
  if (!asked) return undefined;
  const data: string[] = [];
  const steps: string[] = [];
  const V = volumes[0];
  if (V) data.push(`V = ${volumeText(V)}`);
  const L = V ? liters(V) : undefined;
  if (V && V.unit.symbol !== 'L')
    steps.push(`Pasá el volumen a litros: ${volumeText(V)} = ${fmt(L as number, 4)} L.`);
  const molar =
    molarMass === undefined
      ? ''
      : `masa molar de${soluteName === 'soluto' ? 'l' : ''} ${soluteName} = ${given || !solute ? fmt(molarMass, 4) : molarMassSum(solute.composition)} g/mol${given ? ' (la da el enunciado)' : ''}`;
  let n: number | undefined;
  const [amount] = ns;
  const [mass] = masses;
  if (amount) {
    n = amount.value;
    data.push(`n = ${fmt(n, 4)} mol`);
  } else if (mass) {
    if (molarMass === undefined) return undefined;
    const grams = toBase(mass.value, mass.unit) * 1000;
    data.push(`m = ${fmt(grams, 4)} g de ${soluteName}`);
    n = grams / molarMass;
    steps.push(
      `Pasá la masa de soluto a moles con la ${molar}: $n = \\frac{m}{masa\\ molar} = \\frac{${tex(grams, 4)}}{${tex(molarMass, 4)}} ${approx(n)} ${tex(n, 4)}$ mol.`,
    );
  }
  const c = cs[0]?.value;
  if (c !== undefined) data.push(`M = ${fmt(c, 4)} mol/L`);
  let answer: string;
  if (asked === 'concentration') {
    if (n === undefined || L === undefined || c !== undefined) return undefined;
    const value = n / L;
    steps.push(
      `Molaridad: moles de soluto por litro de solución, $M = \\frac{n}{V} = \\frac{${tex(n, 4)}\\ \\text{mol}}{${tex(L, 4)}\\ \\text{L}} ${approx(value)} ${texResult(value)}$ mol/L.`,
    );
    answer = `**M ${relation(value)} ${fmtResult(value)} mol/L (${fmtResult(value)} M)**`;
  } else if (asked === 'moles' || asked === 'mass') {
    if (c === undefined || L === undefined || n !== undefined) return undefined;
    const value = c * L;
    steps.push(
      `De $M = \\frac{n}{V}$: $n = M \\cdot V = ${tex(c, 4)} \\cdot ${tex(L, 4)} ${approx(value)} ${tex(value, 4)}$ mol.`,
    );
    if (asked === 'mass') {
      if (molarMass === undefined) return undefined;
      const grams = value * molarMass;
      steps.push(
        `Pasá a gramos con la ${molar}: $m = n \\cdot masa\\ molar = ${tex(value, 4)} \\cdot ${tex(molarMass, 4)} ${approx(grams)} ${tex(grams, 2)}$ g.`,
      );
      answer = `**Hacen falta ${relation(grams) === '=' ? '' : 'aproximadamente '}${fmtResult(grams)} g de ${soluteName}**`;
    } else answer = `**n ${relation(value, 4)} ${fmtResult(value, 4)} mol**`;
  } else {
    if (c === undefined || n === undefined || V) return undefined;
    const value = n / c;
    steps.push(
      `De $M = \\frac{n}{V}$: $V = \\frac{n}{M} = \\frac{${tex(n, 4)}}{${tex(c, 4)}} ${approx(value)} ${tex(value, 4)}$ L.`,
    );
    answer = `**V ${relation(value, 4)} ${fmt(value, 4)} L (${fmt(value * 1000)} mL)**`;
  }
  return workedReply({
    title: 'Molaridad',
    data: data.join('; '),
    steps,
    answer,
    closing: '¿Por qué el volumen va en litros y es el de la solución, no el del agua que agregás?',
  });
}

const MASS_PERCENT = new RegExp(
  `(${NUMBER_SOURCE})\\s*%\\s*(?:m\\s*/\\s*m|p\\s*/\\s*p|en masa|en peso)?`,
  'u',
);
const DENSITY = new RegExp(
  `densidad\\s*(?:de|es de|es|=|:)?\\s*(${NUMBER_SOURCE})\\s*(g\\s*/\\s*(?:ml|cm3|cm³|cm\\^3)|kg\\s*/\\s*(?:l|dm3|dm³|litro))(?![\\p{L}\\d])`,
  'u',
);

/**
 * «Un H₂SO₄ comercial de 98 % m/m y densidad 1,84 g/mL: calcular su molaridad»: a litre of it weighs
 * 1000·d grams, the percentage of which is solute. Only the molarity asked; every number read.
 */
/**
 * A concentrated solution of % m/m and density, used: the volume of it that prepares «500 mL de solución
 * 0,2 M» (V₁ = C₂V₂/M₁, M₁ from a litre of it), or the solute in a volume of it («la masa de HCl contenida
 * en 1 L de ácido comercial»). Undefined when the question is neither, null when it is one but its data
 * are not exactly those.
 */
function concentratedUse(
  message: string,
  folded: string,
  percent: RegExpExecArray,
  density: RegExpExecArray,
  head: string,
  substances: Substance[],
): string | null | undefined {
  const asksVolume = /\bvolumen\b|cuantos (?:ml|mililitros|litros|cm)/.test(head);
  const asksMass = /\bmasa de\b|cuantos gramos|que masa/.test(head);
  if ((!asksVolume && !asksMass) || SECOND_ASKED.test(askedPart(folded))) return undefined;
  const cs = concentrations(message);
  const volumes = findQuantities(
    foldForUnits(message.replace(MOLAR, (match) => ' '.repeat(match.length))).replace(DENSITY, ' '),
  ).filter((q) => q.unit.dimension === 'volume');
  const distinct = new Set(substances.map((x) => x.formula));
  const [solute] = substances;
  const [volume] = volumes;
  if (!solute || distinct.size !== 1 || volumes.length !== 1 || !volume) return null;
  const w = parseNumber(group(percent, 1));
  const d = parseNumber(group(density, 1));
  if (!(w > 0 && w <= 100 && d > 0)) return null;
  const name = substanceName(solute);
  const perLiter = (1000 * d * w) / 100;
  const molarity = perLiter / solute.molarMass;
  const litres = liters(volume);
  // «(H = 1; S = 32; O = 16)»: the table's atomic masses of the solute's elements, which its molar mass sums.
  const masses = [...message.matchAll(/\b([A-Z][a-z]?)\s*[=:]\s*\d+(?:[.,]\d+)?/g)];
  const summed =
    masses.length > 0 &&
    givenAtomicMassesAgree(message) &&
    masses.every(([, symbol = '']) => solute.composition.has(symbol as ElementSymbol));
  const data = `${fmt(w, 4)} % m/m; densidad = ${fmt(d, 4)} g/mL; M(${name}) = ${summed ? molarMassSum(solute.composition) : fmt(solute.molarMass)} g/mol`;
  const litre = `Tomá 1 L del concentrado: pesa $1000 \\cdot ${tex(d, 4)} = ${tex(1000 * d, 4)}$ g, y el ${fmt(w, 4)} % es ${name}: $${tex(perLiter, 4)}$ g.`;
  if (asksMass && cs.length === 0) {
    const grams = perLiter * litres;
    return workedReply({
      title: 'Molaridad a partir del % m/m y la densidad',
      data: `${data}; V = ${volumeText(volume)}`,
      steps: [
        litre,
        `En ${volumeText(volume)}: $m = ${tex(perLiter, 4)} \\cdot ${tex(litres, 4)} ${approx(grams)} ${tex(grams, 4)}$ g.`,
      ],
      answer: `**m ${relation(grams, 4)} ${fmtResult(grams, 4)} g de ${name}**`,
      closing: '¿Por qué hace falta la densidad para pasar del % m/m a la molaridad?',
    });
  }
  const [target] = cs;
  const needed = (target?.value ?? 0) * litres;
  const taken = needed / molarity;
  const inMl = taken * 1000;
  // «la masa de H₂SO₄ contenida en la solución diluida»: C₂ · V₂ moles, the ones the concentrate gives.
  const diluted = /\b(?:diluida|preparada|final)\b/.test(askedPart(folded));
  if (asksMass && !asksVolume && diluted && cs.length === 1 && target && target.value < molarity) {
    const grams = needed * solute.molarMass;
    return workedReply({
      title: 'Molaridad a partir del % m/m y la densidad',
      data: `${data}; se preparan ${volumeText(volume)} de solución ${fmt(target.value, 4)} M`,
      steps: [
        `Moles que lleva la solución diluida: $n = ${tex(target.value, 4)} \\cdot ${tex(litres, 4)} = ${tex(needed, 4)}$ mol.`,
        `En gramos: $m = n \\cdot M = ${tex(needed, 4)} \\cdot ${tex(solute.molarMass, 4)} ${approx(grams)} ${tex(grams, 4)}$ g.`,
        `Control: ${litre.replace(/^Tomá/, 'tomando')} El concentrado es $M_1 = ${tex(perLiter, 4)} / ${tex(solute.molarMass, 4)} ${approx(molarity)} ${tex(molarity, 4)}$ M, y los ${fmt(inMl, 4)} mL que se toman de él llevan $${tex(molarity, 4)} \\cdot ${tex(taken, 7)} \\approx ${tex(needed, 4)}$ mol: los mismos.`,
      ],
      answer: `**m ${relation(grams, 4)} ${fmtResult(grams, 4)} g de ${name}**`,
      closing: '¿Por qué al diluir no cambia la masa de soluto?',
    });
  }
  if (!asksVolume || cs.length !== 1 || !target || !(target.value < molarity)) return null;
  return workedReply({
    title: 'Molaridad a partir del % m/m y la densidad',
    data: `${data}; se preparan ${volumeText(volume)} de solución ${fmt(target.value, 4)} M`,
    steps: [
      litre,
      `Su molaridad: $M_1 = \\frac{${tex(perLiter, 4)}}{${tex(solute.molarMass, 4)}} ${approx(molarity)} ${tex(molarity, 4)}$ M.`,
      `Moles que lleva la solución diluida: $n = ${tex(target.value, 4)} \\cdot ${tex(litres, 4)} = ${tex(needed, 4)}$ mol.`,
      `Volumen del concentrado que los contiene: $V_1 = \\frac{n}{M_1} = \\frac{${tex(needed, 4)}}{${tex(molarity, 4)}} ${approx(taken)} ${tex(taken, 4)}$ L.`,
    ],
    answer: `**V₁ ${relation(inMl, 4)} ${fmtResult(inMl, 4)} mL** del concentrado (${fmt(taken, 4)} L), completando con agua hasta ${volumeText(volume)}`,
    closing: '¿Por qué hace falta la densidad para pasar del % m/m a la molaridad?',
  });
}

function molarityFromPercent(message: string, substances: Substance[]): string | undefined {
  const folded = foldText(message);
  const percent = MASS_PERCENT.exec(folded);
  const density = DENSITY.exec(folded);
  if (!percent || !density || /m\s*\/\s*v|g\s*\/\s*100/.test(folded)) return undefined;
  const question = askedPart(folded);
  // «Determinar la molaridad de una solución … al 98 % m/m»: the data may follow in the question's own
  // sentence; only what it names before them is asked.
  const head = question.split(/\d/)[0] ?? question;
  const fromConcentrated = concentratedUse(message, folded, percent, density, head, substances);
  if (fromConcentrated !== undefined) return fromConcentrated ?? undefined;
  if (
    !/molaridad|concentracion molar|molar\b/.test(head) ||
    /g\s*\/\s*l|ppm|normal|molal|%/.test(head) ||
    SECOND_ASKED.test(question)
  )
    return undefined;
  // Nothing but the two data and the formula's subscripts may hold a digit (the folded text keeps the
  // message's indices, so the data are blanked out of the message itself).
  const blank = (text: string, match: RegExpExecArray) =>
    text.slice(0, match.index) + ' '.repeat(match[0].length) + text.slice(match.index + match[0].length);
  // «(H = 1; N = 14; O = 16)»: the table's atomic masses of the solute's elements, which its molar mass sums.
  const masses = [...message.matchAll(/\b([A-Z][a-z]?)\s*[=:]\s*\d+(?:[.,]\d+)?/g)];
  const rest = blank(blank(message, percent), density)
    .replace(/\b([A-Z][a-z]?)\s*[=:]\s*\d+(?:[.,]\d+)?/g, ' ')
    .replace(/[A-Z][a-z]?[0-9₀-₉]*/g, ' ');
  if (/\d/.test(rest)) return undefined;
  const distinct = new Set(substances.map((x) => x.formula));
  const [solute] = substances;
  if (!solute || distinct.size !== 1 || solute.molarMass <= 0) return undefined;
  if (
    masses.length > 0 &&
    (!givenAtomicMassesAgree(message) ||
      masses.some(([, symbol = '']) => !solute.composition.has(symbol as ElementSymbol)))
  )
    return undefined;
  const w = parseNumber(group(percent, 1));
  const d = parseNumber(group(density, 1));
  if (!(w > 0 && w <= 100 && d > 0)) return undefined;
  const gramsPerLiter = 1000 * d;
  const solute1L = (gramsPerLiter * w) / 100;
  const value = solute1L / solute.molarMass;
  const name = substanceName(solute);
  return workedReply({
    title: 'Molaridad a partir del % m/m y la densidad',
    data: `${fmt(w, 4)} % m/m; densidad = ${fmt(d, 4)} g/mL; M(${name}) = ${masses.length > 0 ? molarMassSum(solute.composition) : fmt(solute.molarMass)} g/mol`,
    steps: [
      `Tomá 1 L de solución: pesa $1000\\ \\text{mL} \\cdot ${tex(d, 4)}\\ \\text{g/mL} = ${tex(gramsPerLiter, 4)}$ g.`,
      `El ${fmt(w, 4)} % de esa masa es soluto: $${tex(gramsPerLiter, 4)} \\cdot \\frac{${tex(w, 4)}}{100} ${approx(solute1L)} ${tex(solute1L, 4)}$ g de ${name}.`,
      `Pasá a moles: $n = \\frac{${tex(solute1L, 4)}}{${tex(solute.molarMass, 4)}} ${approx(value)} ${tex(value, 4)}$ mol, en 1 L de solución.`,
    ],
    answer: `**M ${relation(value, 4)} ${fmtResult(value, 4)} M** (mol/L)`,
    closing: '¿Por qué hace falta la densidad para pasar del % m/m a la molaridad?',
  });
}

const MASS_VOLUME_PERCENT = new RegExp(`(${NUMBER_SOURCE})\\s*%\\s*(?:m\\s*/\\s*v|p\\s*/\\s*v)`, 'u');

/**
 * «Una solución de NaOH al 4 % m/v, ¿cuál es su molaridad?»: 4 g of solute in every 100 mL, so 40 g in a
 * litre, over the molar mass. The molar mass is the statement's or summed from the table; only the
 * molarity asked and every number read.
 */
function molarityFromMassVolume(
  statement: string,
  message: string,
  substances: Substance[],
  given: GivenMolarMass | undefined,
): string | undefined {
  const folded = foldText(message);
  const percent = MASS_VOLUME_PERCENT.exec(folded);
  if (!percent || folded.match(/%/g)?.length !== 1) return undefined;
  const question = askedPart(folded);
  if (
    !/molaridad|concentracion molar|molar\b/.test(question) ||
    /g\s*\/\s*l|ppm|normal|molal/.test(question) ||
    SECOND_ASKED.test(question)
  )
    return undefined;
  if (/dilu|mezcl|agreg|evapor|densidad/.test(folded)) return undefined;
  if (!givenAtomicMassesAgree(statement)) return undefined;
  const distinct = new Set(substances.map((x) => x.formula));
  const [solute] = substances;
  if (!solute || distinct.size !== 1) return undefined;
  if (given?.formula && !findSubstances(given.formula).some((x) => x.formula === solute.formula))
    return undefined;
  // Nothing but the percentage, the formula's subscripts and the atomic masses may hold a digit.
  const rest = (
    folded.slice(0, percent.index) +
    ' '.repeat(percent[0].length) +
    folded.slice(percent.index + percent[0].length)
  )
    .replace(/\b[a-z]{1,2}\s*[=:]\s*\d+(?:[.,]\d+)?/g, ' ')
    .replace(/[a-z][a-z]?[0-9₀-₉]+/g, ' ');
  if (/\d/.test(rest)) return undefined;
  const w = parseNumber(group(percent, 1));
  if (!(w > 0 && w <= 100)) return undefined;
  const molar = given?.value ?? solute.molarMass;
  const name = substanceName(solute);
  const perLiter = w * 10;
  const value = perLiter / molar;
  return workedReply({
    title: 'Molaridad a partir del % m/v',
    data: `${fmt(w, 4)} % m/v de ${name}`,
    steps: [
      `${fmt(w, 4)} % m/v quiere decir ${fmt(w, 4)} g de soluto cada 100 mL de solución: en 1 L (1000 mL) hay $${tex(w, 4)} \\cdot 10 = ${tex(perLiter, 4)}$ g de ${name}.`,
      `Masa molar del ${name} = ${given ? `${fmt(molar, 4)} g/mol (la da el enunciado)` : `${molarMassSum(solute.composition)} g/mol`}.`,
      `Pasá a moles: $n = \\frac{${tex(perLiter, 4)}}{${tex(molar, 4)}} ${approx(value)} ${tex(value, 4)}$ mol, en 1 L de solución.`,
    ],
    answer: `**M ${relation(value, 4)} ${fmtResult(value, 4)} M** (mol/L)`,
    closing: '¿Por qué acá no hace falta la densidad, y en un % m/m sí?',
  });
}

/** A reply for a molarity or dilution problem, or undefined when the message is not one. */
/** «…250 mL de solución, cuya densidad es 1,04 g/mL»: a solution's density, as a page gives it. */
const SPARE_DENSITY = new RegExp(
  String.raw`,?\s*(?:(?:y\s+)?(?:cuya|su|la)\s+|(?:y|con)\s+(?:una\s+)?)?densidad(?:\s+de\s+la\s+soluci[oó]n)?\s*(?:es\s+de|es|de|=|:)?\s*(${NUMBER_SOURCE})\s*(?:g\s*\/\s*(?:mL|ml|cm3|cm³)|kg\s*\/\s*(?:L|l|dm3|dm³))(?![\p{L}\d])`,
  'u',
);

/**
 * A molarity or a dilution on an exam page that also gives the solution's density for another part (the
 * % m/m): with the volume of the solution given, M = n/V and C₁V₁ = C₂V₂ do not use it. Read without it,
 * the reply saying so; undefined when the density could matter (no solution's volume, a % or the
 * solution's mass in play).
 */
function withSpareDensity(statement: string): string | undefined {
  const density = SPARE_DENSITY.exec(statement);
  if (!density || /%/.test(statement)) return undefined;
  const rest = `${statement.slice(0, density.index)}${statement.slice(density.index + density[0].length)}`;
  const folded = foldText(rest);
  if (SPARE_DENSITY.test(rest) || /densidad|porcentaje|masa de (?:la )?solucion/.test(askedPart(folded)))
    return undefined;
  const solutionVolume =
    /\d\s*(?:ml|l|cm3|cm³|litros?|dm3)\s+de\s+(?:la\s+|una\s+)?(?:solucion|disolucion)\b/.test(folded) ||
    /\b(?:hasta (?:obtener|completar|enrasar a|llegar a|un volumen de)?|se completa a)\s*\d/.test(folded);
  if (!solutionVolume) return undefined;
  const reply = solveSolution(rest);
  return reply?.replace(
    /^\*\*Datos:\*\* (.*)\.$/m,
    (_, data: string) =>
      `**Datos:** ${data}; densidad ${fmt(parseNumber(group(density, 1)), 4)} g/mL, que este cálculo no usa (el volumen ya es el de la solución).`,
  );
}

/**
 * The solute named in a nomenclature («0,4 M de sulfato de cobre (II)», «de nitrato de potasio») written as
 * its formula, so that the name's pieces («cobre», «(II)») are not read as substances of their own.
 */
function withNamedFormulas(statement: string): string {
  let text = statement;
  for (const match of [...statement.matchAll(/\bde\s+(?=\p{L})/gu)].reverse()) {
    const start = match.index + match[0].length;
    const words = text
      .slice(start)
      .split(/(?<=\S)(?=\s)/u)
      .slice(0, 6);
    let named: { length: number; formula: string } | undefined;
    for (let k = 1; k <= words.length; k++) {
      const piece = words
        .slice(0, k)
        .join('')
        .replace(/[,;:.?]+$/, '');
      const formula = formulaNamedAt(piece);
      if (formula && formulaNamedAt(`${piece} x`) === formula) named = { length: piece.length, formula };
      // A name ends at a comma, a full stop or a question.
      if (/[,;:.?¿!]/.test(words[k - 1] ?? '')) break;
    }
    // Only a name the plain reading does not already read as that one substance («agua», «ácido sulfúrico»).
    const plain = named && findSubstances(text.slice(start, start + named.length));
    const readAlready = plain?.length === 1 && plain[0]?.formula === named?.formula;
    if (named && !readAlready)
      text = `${text.slice(0, start)}${named.formula}${text.slice(start + named.length)}`;
  }
  return text;
}

// «Se toman 20 mL de esa solución y se llevan a 0,1 L con agua», «…y se diluyen hasta 250 mL»: a part of
// the solution the statement prepared, diluted, in a sentence of its own.
const ALIQUOT = new RegExp(
  `\\bse toman?\\s+(${NUMBER_SOURCE})\\s*(ml|cm3|cm³|l|litros?)\\s+de\\s+(?:esa|dicha|la|esta)\\s+(?:solucion|disolucion)\\s+y\\s+se\\s+(?:diluyen|llevan|completan|lleva|diluye|completa)(?:\\s+con\\s+agua)?\\s+(?:a|hasta)\\s+(?:un volumen de\\s+)?(${NUMBER_SOURCE})\\s*(ml|cm3|cm³|l|litros?)(?![\\p{L}\\d])(?:\\s+con\\s+agua)?\\s*[.;:,]?`,
  'u',
);

/**
 * The molarity of a part of the prepared solution once diluted: the first solution's molarity (read as
 * the statement gives it), times the part taken over the final volume. Undefined when the message has
 * no such part, or asks of it anything but its molarity.
 */
function dilutedPartReply(raw: string): string | undefined {
  const folded = foldText(raw);
  const found = ALIQUOT.exec(folded);
  if (!found) return undefined;
  const liters = (value: string, unit: string) => parseNumber(value) / (/^(?:ml|cm)/.test(unit) ? 1000 : 1);
  const taken = liters(group(found, 1), group(found, 2));
  const final = liters(group(found, 3), group(found, 4));
  const question = folded.slice(found.index + found[0].length);
  if (!(taken > 0 && final > taken)) return undefined;
  if (
    !/^\s*¿?\s*(?:cual es la|que|calcul\w*\s+la|determin\w*\s+la)\s+(?:molaridad|concentracion molar) de la (?:solucion|disolucion) (?:final|diluida|resultante|obtenida)\s*\??\s*$/.test(
      question,
    )
  )
    return undefined;
  const first = solveSolution(`${raw.slice(0, found.index).trimEnd()} ¿Cuál es la molaridad de la solución?`);
  const lines = first?.split('\n') ?? [];
  const last = lines.findLastIndex((line) => /^\d+\. .*= ([\d{},]+)\$ mol\/L\.?$/.test(line));
  const molarLine = lines[last];
  if (!first || !molarLine || !/^\*\*M = /m.test(first)) return undefined;
  const m1 = parseNumber(
    group(must(/= ([\d{},]+)\$ mol\/L\.?$/.exec(molarLine), 'molarity'), 1).replace(/\{,\}/g, ','),
  );
  if (!(m1 > 0)) return undefined;
  const m2 = (m1 * taken) / final;
  const steps = lines.slice(0, last + 1);
  const next = steps.filter((line) => /^\d+\. /.test(line)).length + 1;
  steps.push(
    `${next}. Al diluir, los moles tomados no cambian: $C_1 V_1 = C_2 V_2$, $C_2 = \\frac{${tex(m1)} \\cdot ${tex(taken)}\\ \\text{L}}{${tex(final)}\\ \\text{L}} = ${tex(m2)}$ mol/L (${fmt(taken * 1000)} mL llevados a ${fmt(final * 1000)} mL).`,
  );
  return [
    ...steps,
    '',
    `**La solución final es ${fmt(m2)} M (${fmt(m2)} mol/L).**`,
    '',
    '¿Por qué al diluir no cambian los moles de soluto?',
  ].join('\n');
}

const IONS: Readonly<Record<string, { symbol: ElementSymbol; sign: '+' | '−' }>> = {
  sodio: { symbol: 'Na', sign: '+' },
  potasio: { symbol: 'K', sign: '+' },
  litio: { symbol: 'Li', sign: '+' },
  calcio: { symbol: 'Ca', sign: '+' },
  magnesio: { symbol: 'Mg', sign: '+' },
  bario: { symbol: 'Ba', sign: '+' },
  aluminio: { symbol: 'Al', sign: '+' },
  cloruro: { symbol: 'Cl', sign: '−' },
  bromuro: { symbol: 'Br', sign: '−' },
  yoduro: { symbol: 'I', sign: '−' },
  fluoruro: { symbol: 'F', sign: '−' },
};
const ION_ASKED =
  /(?:calcul\w*|determin\w*|halla\w*|cual es|indic\w*)\s+la concentracion (?:molar )?de (?:los )?iones (?:de )?(sodio|potasio|litio|calcio|magnesio|bario|aluminio|cloruro|bromuro|yoduro|fluoruro)\b(?: en (?:la|esa) (?:solucion|disolucion))?\s*[.?]?\s*(?:datos?\s*:[^?]*)?$/;

/**
 * «Calcular la concentración molar de iones sodio» of a salt's solution: the salt dissociates whole, so
 * each formula gives as many of the ion as the formula holds (Na₂SO₄ → 2 Na⁺). A cation of a metal, or a
 * halide of a salt made of a metal and that halogen alone.
 */
function ionConcentrationReply(raw: string): string | undefined {
  const folded = foldText(raw);
  const asked = ION_ASKED.exec(folded);
  if (!asked) return undefined;
  const ion = IONS[group(asked, 1)];
  if (!ion) return undefined;
  // «… de iones cloruro. Datos: Ca = 40; Cl = 35,5.»: the atomic masses after the question must be the
  // table's, which the molarity below sums.
  if (/datos?\s*:/.test(group(asked, 0)) && !givenAtomicMassesAgree(raw)) return undefined;
  const prefix = raw.slice(0, asked.index).replace(/[¿\s]+$/, '');
  const first = solveSolution(`${prefix} ¿Cuál es la molaridad de la solución?`);
  const lines = first?.split('\n') ?? [];
  const last = lines.findLastIndex((line) => /^\d+\. .*= ([\d{},]+)\$ mol\/L\.?$/.test(line));
  const molarLine = lines[last];
  if (!first || !molarLine || !/^\*\*M = /m.test(first)) return undefined;
  const salts = findSubstances(prefix.replace(/\([^()]*=[^()]*\)/g, ' ')).filter((x) => x.formula !== 'H2O');
  const [salt] = salts;
  if (!salt || salts.length !== 1) return undefined;
  const count = salt.composition.get(ion.symbol) ?? 0;
  const elementsIn = [...salt.composition.keys()];
  const metals = ['Na', 'K', 'Li', 'Ca', 'Mg', 'Ba', 'Al'];
  const fits =
    ion.sign === '+'
      ? count > 0
      : count > 0 && elementsIn.length === 2 && elementsIn.some((e) => metals.includes(e));
  if (!fits) return undefined;
  const m1 = parseNumber(
    group(must(/= ([\d{},]+)\$ mol\/L\.?$/.exec(molarLine), 'molarity'), 1).replace(/\{,\}/g, ','),
  );
  if (!(m1 > 0)) return undefined;
  const m2 = m1 * count;
  const name = `${ion.symbol}${ion.sign === '+' ? '⁺' : '⁻'}`;
  const steps = lines.slice(0, last + 1);
  const next = steps.filter((line) => /^\d+\. /.test(line)).length + 1;
  steps.push(
    `${next}. La sal se disocia por completo y cada fórmula de ${salt.formula.replace(/\d/g, (d) => '₀₁₂₃₄₅₆₇₈₉'.charAt(Number(d)))} da ${count} ${name}: $[${name}] = ${count} \\cdot ${tex(m1)} = ${tex(m2)}$ mol/L.`,
  );
  return [
    ...steps,
    '',
    `**[${name}] = ${fmt(m2)} M (${fmt(m2)} mol/L).**`,
    '',
    '¿Qué concentración tiene el otro ion de la sal?',
  ].join('\n');
}

export function solveSolution(raw: string): string | undefined {
  const ions = ionConcentrationReply(raw);
  if (ions) return ions;
  // An ion's concentration this reading does not fit is not the salt's molarity.
  if (/\bconcentracion (?:molar )?de (?:los )?(?:iones?|cationes?|aniones?)\b/.test(foldText(raw)))
    return undefined;
  const diluted = dilutedPartReply(raw);
  if (diluted) return diluted;
  // «Calcule la molalidad»: moles per kilogram of water, a reading of its own.
  if (/\bmolal(?:idad)?\b/.test(foldText(raw))) return solveMolality(raw)?.text;
  const statement = withNamedFormulas(raw);
  // A neutralization joins two solutions of two solutes by their H⁺ and OH⁻: never a dilution nor a mixture.
  if (/neutraliz/.test(foldText(statement))) return solveNeutralizationByVolumes(statement);
  const spare = withSpareDensity(statement);
  if (spare) return spare;
  const given = givenMolarMasses(statement);
  if (given.length > 1) return undefined;
  const message = withoutGivenMolarMasses(statement, given);
  const cs = concentrations(message);
  // "0,5 M" is a concentration, not half a metre: blank it out before reading units.
  const folded = foldForUnits(message.replace(MOLAR, (match) => ' '.repeat(match.length)));
  // «El ácido clorhídrico comercial tiene 36,5 % m/m … y densidad 1,2 g/mL»: a concentrated solution too.
  const cue =
    /molar|molaridad|diluy|dilu|solucion|disolucion|concentracion/.test(folded) ||
    cs.length > 0 ||
    (/%/.test(folded) && /densidad/.test(folded));
  if (!cue) return undefined;
  if (/%/.test(folded) && /densidad/.test(folded))
    return molarityFromPercent(
      message,
      findSubstances(message).filter((x) => x.formula !== 'H2O'),
    );
  if (/%\s*(?:m|p)\s*\/\s*v/.test(folded))
    return molarityFromMassVolume(
      statement,
      message,
      findSubstances(message).filter((x) => x.formula !== 'H2O'),
      given[0],
    );
  if (/%|ppm|normalidad|molalidad|\bph\b|titula|gas|presion|atm|mmhg|->|→/.test(folded)) return undefined;
  const quantities = findQuantities(folded);
  const volumes = quantities.filter((q) => q.unit.dimension === 'volume');
  if (quantities.some((q) => !['volume', 'mass'].includes(q.unit.dimension))) return undefined;
  const substances = findSubstances(message).filter((s) => s.formula !== 'H2O');
  // Two solutions of one solute mixed; any other «mezcla» is read as before.
  const mixed =
    /mezcl/.test(folded) && !/agua|evapor|agreg/.test(folded)
      ? mixture(folded, cs, volumes, substances)
      : undefined;
  if (mixed) return mixed;
  // "Se disuelven 20 g … en agua hasta completar 500 mL" prepares a solution: a dilution starts from a concentration.
  const diluting =
    (cs.length > 0 &&
      (/dilu|agua hasta|agrega\w* agua|se agrega agua|complet|enras|concentrad/.test(folded) ||
        volumes.some((q) => isWater(folded, q)))) ||
    cs.length === 2;
  // «Se toman 200 mL de HCl 0,5 M y se diluyen. ¿Cuántos moles hay en los 200 mL tomados?»: the moles of
  // the solution taken, n = C·V, the volume the question repeats read once.
  const asksAmount = /cuantos moles|numero de moles|cantidad de moles|cuantos gramos|que masa/.test(
    askedPart(folded),
  );
  // A dilution is of one solute: two solutes named («NaOH 0,2 M … H₂SO₄ 0,15 M») are a reaction between them.
  const solutes = new Set(substances.map((s) => s.formula));
  if (diluting && solutes.size > 1) return undefined;
  if (diluting && !(asksAmount && cs.length === 1)) return dilution(folded, cs, volumes);
  const distinct = volumes.filter(
    (v, k) => !volumes.slice(0, k).some((w) => w.value === v.value && w.unit === v.unit),
  );
  if (diluting && distinct.length !== 1) return undefined;
  if (!diluting && /g\s*\/\s*(?:l|dm3|litro)\b|gramos por litro/.test(askedPart(folded)))
    return massConcentration(folded, cs, volumes, substances);
  return molarity(folded, cs, diluting ? distinct : volumes, substances, given[0], message);
}
