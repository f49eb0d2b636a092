/**
 * A quantity given by an exponential model, «M(t) = 80 · e^(−0,05 t)» or «P(t) = 500 · 2^(t/3)», asked
 * when it reaches a value or a share of the start («¿al cabo de cuántos años queda la cuarta parte de la
 * masa inicial?», «¿en cuántos años se duplica?»), or what it is worth at a time. The time comes from a
 * logarithm and is checked by putting it back in the model.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { fmt, readNumber } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const NUM = String.raw`\d+(?:[.,]\d+)?`;
// «M(t) = 80 · e^(−0,05 t)», «P(t) = 2000·(1,03)^t», «N(t) = 500 · 2^(t/3)».
const MODEL = new RegExp(
  String.raw`\b([A-Za-z])\s*\(\s*([tx])\s*\)\s*=\s*(${NUM})\s*(?:[·*.x×]\s*)?(?:(e)|\(?\s*(${NUM})\s*\)?)\s*\^\s*\(?\s*([-−]?)\s*(${NUM})?\s*[·*]?\s*\2\s*(?:\/\s*(${NUM}))?\s*\)?`,
  'u',
);

const SHARES: readonly [RegExp, number, string][] = [
  [/\bla mitad\b/, 1 / 2, 'la mitad'],
  [/\bla tercera parte\b/, 1 / 3, 'la tercera parte'],
  [/\bla cuarta parte\b/, 1 / 4, 'la cuarta parte'],
  [/\bla quinta parte\b/, 1 / 5, 'la quinta parte'],
  [/\bla decima parte\b/, 1 / 10, 'la décima parte'],
  [/\bse duplica\b|\bel doble\b/, 2, 'el doble'],
  [/\bse triplica\b|\bel triple\b/, 3, 'el triple'],
];

interface Model {
  name: string;
  variable: string;
  start: number;
  base: number;
  /** The exponent is rate · t. */
  rate: number;
  shown: string;
}

function readModel(text: string): Model | undefined {
  const m = MODEL.exec(text);
  if (!m) return undefined;
  const start = readNumber(m[3] ?? '');
  const base = m[4] ? Math.E : readNumber(m[5] ?? '');
  const coefficient = m[7] === undefined ? 1 : readNumber(m[7]);
  const divisor = m[8] === undefined ? 1 : readNumber(m[8]);
  if (start === undefined || base === undefined || coefficient === undefined || divisor === undefined)
    return undefined;
  if (!(start > 0) || !(base > 0) || base === 1 || !(divisor > 0) || coefficient === 0) return undefined;
  const rate = ((m[6] ? -1 : 1) * coefficient) / divisor;
  return { name: m[1] ?? '', variable: m[2] ?? 't', start, base, rate, shown: m[0].trim() };
}

/** The value aimed at: a share of the start («la cuarta parte de la masa inicial»), a percentage, or a number. */
function target(question: string, model: Model): { value: number; said: string } | undefined {
  for (const [pattern, share, said] of SHARES)
    if (pattern.test(question)) return { value: model.start * share, said };
  const percent = new RegExp(String.raw`\bel (${NUM}) ?%`).exec(question);
  if (percent && /inicial|original|del comienzo|al principio/.test(question)) {
    const p = readNumber(percent[1] ?? '');
    return p === undefined ? undefined : { value: (model.start * p) / 100, said: `el ${fmt(p, 4)} %` };
  }
  const value = new RegExp(
    String.raw`(?:sea|es|vale|valga|llega a|llegue a|alcanza|alcance|queden?|haya|habra)\s+(?:de\s+)?(${NUM})\b`,
  ).exec(question);
  const v = readNumber(value?.[1] ?? '');
  return value && v !== undefined && v > 0 ? { value: v, said: fmt(v, 4) } : undefined;
}

export function solveExponentialModel(problem: string): SolverReply | undefined {
  const statement = withoutOptions(problem);
  const folded = foldText(statement).replace(/[−–]/g, '-');
  const model = readModel(statement.replace(/[−–]/g, '-'));
  if (!model) return undefined;
  const question = folded.slice(Math.max(0, folded.lastIndexOf('¿')));
  if (
    !/cuant[oa]s? (?:anos|meses|dias|horas|minutos|segundos|tiempo)|cuando|en que (?:momento|ano|instante)/.test(
      question,
    )
  )
    return undefined;
  const aim = target(question, model);
  if (!aim) return undefined;
  // Every number of the statement is the model's, or the value asked.
  const others = (
    statement
      .replace(/[−–]/g, '-')
      .replace(model.shown, ' ')
      .match(/\d+(?:[.,]\d+)?/g) ?? []
  ).filter((raw) => readNumber(raw) !== aim.value);
  if (others.length) return undefined;
  const ratio = aim.value / model.start;
  const t = Math.log(ratio) / (model.rate * Math.log(model.base));
  if (!Number.isFinite(t) || !(t > 0)) return undefined;
  const check = model.start * model.base ** (model.rate * t);
  if (Math.abs(check - aim.value) > 1e-9 * Math.max(1, aim.value)) return undefined;
  const v = model.variable;
  const unit = new RegExp(String.raw`\b${v} en (anos|meses|dias|horas|minutos|segundos)\b`).exec(folded)?.[1];
  const unitShown = unit ? ` ${unit.replace('anos', 'años').replace('dias', 'días')}` : '';
  const tx = (x: number, digits: number) => fmt(x, digits).replace(/,/g, '{,}');
  const ln = model.base === Math.E ? '\\ln' : '\\log';
  const baseTex = model.base === Math.E ? 'e' : tx(model.base, 4);
  const rateTex = tx(model.rate, 6);
  return {
    text: workedReply({
      title: 'Modelo exponencial: cuándo llega a un valor',
      data: `$${model.name}(${v}) = ${tx(model.start, 4)} \\cdot ${baseTex}^{${rateTex}\\,${v}}$; se busca ${aim.said === fmt(aim.value, 4) ? `${model.name}(${v}) = ${aim.said}` : `${aim.said} del valor inicial (${fmt(model.start, 4)})`}`,
      steps: [
        `El valor inicial es ${model.name}(0) = ${fmt(model.start, 4)}; se busca ${model.name}(${v}) = ${fmt(aim.value, 4)}.`,
        `Planteá $${tx(model.start, 4)} \\cdot ${baseTex}^{${rateTex}\\,${v}} = ${tx(aim.value, 4)}$ y dividí por ${fmt(model.start, 4)}: $${baseTex}^{${rateTex}\\,${v}} = ${tx(ratio, 6)}$.`,
        `Aplicá ${model.base === Math.E ? 'logaritmo natural' : 'logaritmo'} a los dos miembros: $${rateTex}\\,${v}${model.base === Math.E ? '' : ` \\cdot \\log ${baseTex}`} = ${ln} ${tx(ratio, 6)}$, así que $${v} \\approx ${tx(t, 4)}$${unitShown}.`,
        `Verificación: ${model.name}(${fmt(t, 4)}) = ${fmt(check, 4)} ✓`,
      ],
      answer: `**${v} ≈ ${fmt(t, 2)}${unitShown}**`,
      closing: '¿Por qué el tiempo para llegar a la mitad no depende de cuánto había al principio?',
    }),
    certain: true,
  };
}

export const exponentialModel = declareSolver({
  name: 'exponential_model_time',
  offer: 'modelos exponenciales: cuándo llegan a un valor',
  summary:
    'The time at which a quantity given by an exponential model (A·e^(kt) or A·b^(t/c)) reaches a value or a share of its start, by logarithms, checked back.',
  examples: [
    'La masa de una sustancia varía según M(t) = 60 · e^(−0,1 t), con t en años. ¿Al cabo de cuántos años queda la mitad de la masa inicial?',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveExponentialModel,
});
