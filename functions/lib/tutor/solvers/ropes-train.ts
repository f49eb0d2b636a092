/**
 * Carts or blocks tied in a row by light ropes on a frictionless floor, pulled from the front one by a
 * horizontal force: they share a = F / (sum of the masses), and each rope pulls everything behind it,
 * T = (masses behind the rope) · a. The carts are told apart by their masses, listed in their order.
 */
import type { SolverReply } from './declaration.ts';
import { fmt, relation, tex } from './numbers.ts';
import {
  askedClause,
  frictionless,
  MU_SYMBOL,
  masses,
  readForces,
  readStatement,
  unusedNumbers,
} from './physics.ts';
import { workedReply } from './reply.ts';

const n = (value: number) => tex(value, 4);
const same = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/** A reply for a row of carts pulled from one end, or undefined when the statement is not one. */
export function solveRopesTrain(problem: string): SolverReply | undefined {
  const s = readStatement(problem);
  if (
    !/\b(?:en fila|en hilera|uno (?:detras|tras) (?:de)?l? otro|unidos (?:en fila|por cuerdas))\b/.test(
      s.folded,
    )
  )
    return undefined;
  if (!/\b(?:carritos?|bloques?|vagon(?:es)?|cajas?|cuerpos?)\b/.test(s.folded)) return undefined;
  if (!frictionless(s) || /coeficiente|\bmu\b/.test(s.folded) || MU_SYMBOL.test(s.folded)) return undefined;
  const question = askedClause(s);
  const stem = s.folded.slice(
    0,
    s.folded.lastIndexOf(question) >= 0 ? s.folded.lastIndexOf(question) : undefined,
  );
  const all = masses(s);
  const listed = all.filter((m) => m.index < stem.length);
  if (listed.length < 3) return undefined;
  const forces = readForces(s);
  const [force, ...moreForces] = forces;
  if (!force || moreForces.length || !/horizontal/.test(s.folded)) return undefined;
  // The one pulled: «se tira del de 5 kg», «tira del carrito de 5 kg»; the first of the list or the last.
  const pulled =
    /\btira(?:n)? (?:del|de el) (?:carrito |bloque |vagon |cuerpo )?(?:de )?(\d+(?:,\d+)?)\s*kg/.exec(stem);
  if (!pulled?.[1]) return undefined;
  const pulledKg = Number(pulled[1].replace(',', '.'));
  const pulledAt = stem.indexOf(pulled[0]);
  // The masses listed before the pull, once each; the ones named again after it only say where they go.
  const row = listed.filter((m) => m.index < pulledAt).map((m) => m.kg);
  if (row.length < 3 || new Set(row).size !== row.length || row.some((kg) => !(kg > 0))) return undefined;
  const order = same(row[0] ?? Number.NaN, pulledKg)
    ? row
    : same(row.at(-1) ?? Number.NaN, pulledKg)
      ? [...row].reverse()
      : undefined;
  if (!order) return undefined;
  // Named again after the pull: each must be one of the row (and «detrás va el de 3 kg» in its order).
  const later = listed.filter((m) => m.index >= pulledAt).map((m) => m.kg);
  if (later.some((kg) => !order.some((o) => same(o, kg)))) return undefined;
  const behindNames = later.filter((kg) => !same(kg, pulledKg));
  if (behindNames.length && behindNames.some((kg, i) => !same(kg, order[i + 1] ?? Number.NaN)))
    return undefined;
  const total = order.reduce((sum, kg) => sum + kg, 0);
  const F = force.newtons;
  if (!(F > 0)) return undefined;
  const a = F / total;
  const used = [...all.map((m) => m.index), force.index];
  if (unusedNumbers(s, used).length) return undefined;
  const data = `masas en fila desde la que se tira: ${order.map((kg) => `${fmt(kg, 4)} kg`).join(', ')}; F = ${fmt(F, 4)} N, horizontal; sin rozamiento`;
  const first = `Todo el tren acelera junto: $a = \\frac{F}{\\sum m} = \\frac{${n(F)}}{${order.map(n).join(' + ')}} = ${n(a)}$ m/s².`;
  const asksTension = /tension|cuerda|soga|cable/.test(question);
  const asksAcceleration = /aceleracion/.test(question) && !asksTension;
  if (asksAcceleration) {
    return {
      certain: true,
      text: workedReply({
        title: 'Carritos en fila tirados desde adelante',
        data,
        steps: [first, `Comprobá: $${n(total)} \\cdot ${n(a)} = ${n(total * a)}$ N, la fuerza aplicada.`],
        answer: `**a ${relation(a)} ${fmt(a)} m/s²**`,
        closing: '¿Qué cuerda soporta más tensión, la de adelante o la de atrás?',
      }),
    };
  }
  if (!asksTension) return undefined;
  // The rope between two carts named by their masses, next to each other in the row.
  const named = all.filter((m) => m.index >= stem.length).map((m) => m.kg);
  if (named.length !== 2) return undefined;
  const positions = named.map((kg) => order.findIndex((o) => same(o, kg)));
  const [p, q] = positions;
  if (p === undefined || q === undefined || p < 0 || q < 0 || Math.abs(p - q) !== 1) return undefined;
  const behind = order.slice(Math.max(p, q));
  const mass = behind.reduce((sum, kg) => sum + kg, 0);
  const T = mass * a;
  return {
    certain: true,
    text: workedReply({
      title: 'Tensión entre carritos en fila',
      data,
      steps: [
        first,
        `Esa cuerda arrastra todo lo que va detrás de ella (${behind.map((kg) => `${fmt(kg, 4)} kg`).join(' + ')}): $T = ${n(mass)} \\cdot ${n(a)} = ${n(T)}$ N.`,
        `Comprobá con lo de adelante: $F - T = ${n(F)} - ${n(T)} = ${n(F - T)}$ N $= ${n(total - mass)} \\cdot ${n(a)}$.`,
      ],
      answer: `**T ${relation(T)} ${fmt(T)} N**`,
      closing: '¿Por qué la cuerda de más adelante tira más fuerte?',
    }),
  };
}
