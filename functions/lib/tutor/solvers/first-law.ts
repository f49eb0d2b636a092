/**
 * The first law of thermodynamics for a gas: ΔU = Q − W, with Q the heat the gas receives (negative
 * when it gives heat off) and W the work the gas does (negative when the surroundings do work on it,
 * compressing it); W = p·ΔV when it expands or is compressed at a constant pressure the statement gives.
 * Asked the change of internal energy, or the heat when ΔU is given.
 */
import { toSuperscripts } from '../../../../shared/math/superscripts.ts';
import { uncertainReply } from './certainty.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { fmt, fmtResult, tex, texResult } from './numbers.ts';
import { askedClause, inBase, readStatement, type Statement, typedNumbers } from './physics.ts';
import { workedReply } from './reply.ts';
import type { Quantity } from './units.ts';

/** The clause a quantity stands in: from the last «,», «;», «.», «y» or «mientras» before it to the next. */
function clauseOf(s: Statement, q: Quantity): { before: string; after: string } {
  const text = s.folded;
  const head = text.slice(0, q.index);
  const cut = Math.max(
    ...[/[,;.¿?]/g, /\by\b/g, /\bmientras\b/g, /\(/g].map((pattern) => {
      const all = [...head.matchAll(pattern)];
      const last = all[all.length - 1];
      return last ? last.index + last[0].length : 0;
    }),
  );
  const tail = text.slice(q.end);
  const stop = /[,;.?]|\by\b|\bmientras\b/.exec(tail);
  return { before: head.slice(cut), after: tail.slice(0, stop ? stop.index : tail.length) };
}

type Role =
  | { kind: 'heat'; sign: 1 | -1 }
  | { kind: 'work'; sign: 1 | -1 }
  | { kind: 'internal'; sign: 1 | -1 };

const HEAT_IN =
  /recib|absorb|se le (?:entreg|suministr|da\b|dan\b|agreg|aport)|gana|ingres|le entreg|le suministr|le aport/;
const HEAT_OUT =
  /cede|ced[ie]|liber|pierd|desprend|emit|entreg\w* al (?:entorno|ambiente|medio|exterior)|disip/;
const SURROUNDINGS = '(?:entorno|ambiente|medio|exterior|alrededores|piston)';
/** «… sobre el entorno»: the gas works on its surroundings. */
const ON_SURROUNDINGS = new RegExp(`sobre (?:el |la |los |su )?${SURROUNDINGS}`);
/** «sobre el gas», «se realiza sobre él», «lo comprimen», «el entorno realiza»: work done on the gas. */
const ON_GAS = new RegExp(`\\bsobre\\b|comprim|${SURROUNDINGS} (?:realiza|hace|efectua)`);
const BY_GAS = /realiza|hace|efectua|produce|entrega|expand/;

/** What an energy of the statement is: heat in or out, work by or on the gas, a change of U. */
function roleOf(s: Statement, q: Quantity): Role | undefined {
  const { before, after } = clauseOf(s, q);
  const around = `${before} # ${after}`;
  if (/energia interna/.test(around)) {
    if (/aument|crec|sube|gana/.test(around)) return { kind: 'internal', sign: 1 };
    if (/dismin|baja|pierde|reduc/.test(around)) return { kind: 'internal', sign: -1 };
    return undefined;
  }
  const isHeat = /calor/.test(around);
  const isWork = /trabajo/.test(around);
  if (isHeat === isWork) return undefined;
  if (isHeat) {
    const gives =
      HEAT_OUT.test(before) ||
      /^\s*(?:de calor )?(?:al|hacia el) (?:entorno|ambiente|medio|exterior)/.test(after);
    const takes = HEAT_IN.test(before);
    if (gives === takes) return undefined;
    return { kind: 'heat', sign: takes ? 1 : -1 };
  }
  const outward = ON_SURROUNDINGS.test(around);
  const on = !outward && ON_GAS.test(around);
  const by = outward || BY_GAS.test(before);
  if (!on && !by) return undefined;
  return { kind: 'work', sign: on ? -1 : 1 };
}

/** «2 · 10⁵ Pa» as the statement gives it. */
const quantityText = (q: Quantity) =>
  `${q.written.replace(/\^\{(-?\d+)\}/, (_, p: string) => toSuperscripts(Number(p)))} ${q.unit.symbol}`;

const signed = (value: number) => tex(value, 4, true);

/** A reply for a first-law problem, or undefined when the statement is not one. */
export function solveFirstLaw(message: string): SolverReply | undefined {
  const s = readStatement(message);
  if (!/\bgas\b|sistema|energia interna|piston|cilindro/.test(s.folded)) return undefined;
  const question = askedClause(s);
  const asksU = /energia interna/.test(question);
  const asksQ = !asksU && /calor/.test(question);
  if (!asksU && !asksQ) return undefined;
  if (/\bmol|temperatura|°c|kelvin|calor especifico|latente/.test(s.folded)) return undefined;
  const energies = s.quantities.filter((q) => q.unit.dimension === 'energy');
  const pressures = s.quantities.filter((q) => q.unit.dimension === 'pressure');
  const volumes = s.quantities.filter((q) => q.unit.dimension === 'volume');
  if (energies.length + pressures.length + volumes.length !== s.quantities.length) return undefined;
  const data: string[] = [];
  const steps: string[] = [];
  const used: number[] = [];
  let heat: number | undefined;
  let work: number | undefined;
  let internal: number | undefined;
  for (const q of energies) {
    const role = roleOf(s, q);
    if (!role) return undefined;
    const value = role.sign * inBase(q);
    used.push(q.index);
    const shown = quantityText(q);
    if (role.kind === 'heat') {
      if (heat !== undefined) return undefined;
      heat = value;
      data.push(role.sign > 0 ? `recibe Q = ${shown}` : `cede ${shown} (Q = −${shown})`);
    } else if (role.kind === 'work') {
      if (work !== undefined) return undefined;
      work = value;
      data.push(
        role.sign > 0 ? `el gas realiza W = ${shown}` : `se realizan ${shown} sobre el gas (W = −${shown})`,
      );
    } else {
      if (internal !== undefined) return undefined;
      internal = value;
      data.push(`ΔU = ${role.sign > 0 ? '' : '−'}${shown}`);
    }
  }
  if (pressures.length || volumes.length) {
    // The work at constant pressure: W = p·(V − V₀).
    if (work !== undefined || pressures.length !== 1 || volumes.length !== 2) return undefined;
    if (!/constante|isobaric/.test(s.folded)) return undefined;
    const [p] = pressures as [Quantity];
    const [v0, v1] = volumes as [Quantity, Quantity];
    const dV = (inBase(v1) - inBase(v0)) / 1000;
    const expands = /expand|dilat|aumenta su volumen/.test(s.folded);
    const compressed = /comprim/.test(s.folded);
    if ((expands && dV <= 0) || (compressed && dV >= 0)) return undefined;
    work = inBase(p) * dV;
    used.push(p.index, v0.index, v1.index);
    data.push(`p = ${quantityText(p)}`, `V₀ = ${quantityText(v0)}`, `V = ${quantityText(v1)}`);
    steps.push(
      `A presión constante el gas hace $W = p \\cdot \\Delta V = ${texResult(inBase(p), 4)} \\cdot (${tex(inBase(v1) / 1000, 6)} - ${tex(inBase(v0) / 1000, 6)}) = ${texResult(work, 4)}$ J (volúmenes en m³; ${work > 0 ? 'positivo: se expande y hace trabajo' : 'negativo: el entorno lo comprime'}).`,
    );
  }
  // Every typed number is inside a quantity the reading took («2 · 10⁵ Pa»'s 10 and 5 too).
  const taken = s.quantities.filter((q) => used.includes(q.index));
  const unused = typedNumbers(s)
    .filter((n) => !taken.some((q) => n.index >= q.index && n.index < q.end))
    .map((n) => n.value);
  steps.unshift(
    'Primer principio: $\\Delta U = Q - W$, con Q el calor que recibe el gas (negativo si lo cede) y W el trabajo que hace el gas (negativo si se lo hacen a él).',
  );
  let answer: string;
  if (asksU) {
    if (heat === undefined || work === undefined || internal !== undefined) return undefined;
    const dU = heat - work;
    steps.push(`$\\Delta U = Q - W = ${signed(heat)} - ${signed(work)} = ${texResult(dU, 4)}$ J.`);
    // Checked back: Q = ΔU + W.
    if (Math.abs(dU + work - heat) > 1e-9 * Math.max(1, Math.abs(heat))) return undefined;
    answer = `**ΔU = ${fmtResult(dU, 4)} J${dU > 0 ? ' (la energía interna aumenta)' : dU < 0 ? ' (la energía interna disminuye)' : ''}**`;
  } else {
    if (internal === undefined || work === undefined || heat !== undefined) return undefined;
    const q = internal + work;
    steps.push(
      `Despejo: $Q = \\Delta U + W = ${signed(internal)} + ${signed(work)} = ${texResult(q, 4)}$ J.`,
    );
    answer = `**Q = ${fmtResult(q, 4)} J${q > 0 ? ' (el gas recibe calor)' : q < 0 ? ` (el gas cede ${fmt(-q, 4)} J de calor)` : ''}**`;
  }
  const text = workedReply({
    title: 'Primer principio de la termodinámica',
    data: data.join('; '),
    steps,
    answer,
    closing: '¿Qué cambiaría si el mismo calor entrara a volumen constante, sin que el gas haga trabajo?',
  });
  return unused.length ? { certain: false, text: uncertainReply(text, unused) } : { certain: true, text };
}

export const firstLawSolver = declareSolver({
  name: 'solve_first_law',
  offer: 'primer principio de la termodinámica: calor, trabajo y energía interna de un gas',
  summary:
    'The first law for a gas, ΔU = Q − W: the heat it receives or gives off, the work it does or the surroundings do on it (W = p·ΔV at constant pressure from the pressure and both volumes), and the change of internal energy asked, or the heat when ΔU is given. Primer principio de la termodinámica.',
  examples: [
    'Un gas encerrado en un cilindro con pistón se expande a una presión constante de 2 · 10⁵ Pa, desde 0,010 m³ hasta 0,025 m³, mientras recibe 5000 J de calor. ¿Cuánto varía su energía interna?',
    'Un gas recibe 800 J de calor y realiza un trabajo de 300 J. ¿Cuánto varía su energía interna?',
  ],
  parameters: { problem: 'the first-law problem as written' },
  solve: solveFirstLaw,
});
