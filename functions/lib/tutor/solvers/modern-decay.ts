/**
 * A radioactive sample whose mass falls from m₀ to m₁ in a time t: the number of half-lives is
 * log₂(m₀/m₁), so the half-life is T = t / log₂(m₀/m₁); and the mass left at a later time counted from
 * the start, m = m₀ · 2^(−t′/T). Sure only with those numbers and one of those questions.
 */
import type { SolverReply } from './declaration.ts';
import { fmt, NUMBER_SOURCE, parseNumber, relation } from './numbers.ts';
import { workedReply } from './reply.ts';
import { foldForUnits } from './units.ts';

const MASS = '(mg|g|kg)';
const TIME = '(segundos|minutos|horas|dias|semanas|anos|meses)';
const NUM = `(${NUMBER_SOURCE})`;

const singular: Record<string, string> = {
  segundos: 'segundo',
  minutos: 'minuto',
  horas: 'hora',
  dias: 'día',
  semanas: 'semana',
  anos: 'año',
  meses: 'mes',
};
const unitWord = (unit: string) => (unit === 'dias' ? 'días' : unit === 'anos' ? 'años' : unit);

export function solveDecayFromMasses(problem: string): SolverReply | undefined {
  const folded = foldForUnits(problem);
  if (!/radiactiv|semidesintegracion|vida media|desintegra/.test(folded)) return undefined;
  const fall = new RegExp(
    `\\b${NUM}\\s*${MASS}\\b[^.?]{0,60}?\\b(?:se reduce|se reducen|disminuye|baja|pasa|queda(?:n)?(?: reducida)?)\\s+a\\s+${NUM}\\s*${MASS}\\s+(?:en|al cabo de|despues de|luego de)\\s+${NUM}\\s*${TIME}\\b`,
  ).exec(folded);
  if (!fall) return undefined;
  const m0 = parseNumber(fall[1] ?? '');
  const m1 = parseNumber(fall[3] ?? '');
  const t = parseNumber(fall[5] ?? '');
  const unit = fall[6] ?? '';
  if (fall[2] !== fall[4] || !(m0 > m1 && m1 > 0 && t > 0)) return undefined;
  const massUnit = fall[2] ?? '';
  const halves = Math.log2(m0 / m1);
  const half = t / halves;
  const rest = folded.replace(fall[0], ' ');
  const mark = rest.lastIndexOf('¿');
  const trimmed = rest.replace(/[.\s]+$/, '');
  const start = mark >= 0 ? mark : Math.max(trimmed.lastIndexOf('. '), trimmed.lastIndexOf('\n'), 0);
  const question = rest.slice(start);
  const others = [...rest.matchAll(new RegExp(`(?<![\\w,.])${NUM}\\s*(\\S*)`, 'g'))];
  const halvesStep = `La masa pasó de ${fmt(m0, 4)} ${massUnit} a ${fmt(m1, 4)} ${massUnit}: se dividió por ${fmt(m0 / m1, 4)}, o sea $2^n = ${fmt(m0 / m1, 4)}$, $n = \\log_2 ${fmt(m0 / m1, 4)} ${relation(halves, 4) === '=' ? '=' : '\\approx'} ${fmt(halves, 4)}$ períodos.`;
  const periodStep = `Cada período dura $T = \\frac{t}{n} = \\frac{${fmt(t, 4)}}{${fmt(halves, 4)}} ${relation(half, 4) === '=' ? '=' : '\\approx'} ${fmt(half, 4)}$ ${unitWord(unit)}.`;
  const data = `m₀ = ${fmt(m0, 4)} ${massUnit}; m = ${fmt(m1, 4)} ${massUnit} al cabo de ${fmt(t, 4)} ${unitWord(unit)}`;
  if (/periodo de semidesintegracion|semiperiodo|vida media|semivida|periodo de semi/.test(question)) {
    if (others.length > 0 || /\bmasa\b|quedara|queda\b/.test(question)) return undefined;
    return {
      certain: true,
      text: workedReply({
        title: 'Período de semidesintegración a partir de dos masas',
        data,
        steps: [
          'En cada período de semidesintegración la masa que queda se reduce a la mitad.',
          halvesStep,
          periodStep,
        ],
        answer: `**T ${relation(half)} ${fmt(half)} ${half === 1 ? singular[unit] : unitWord(unit)}**`,
        closing: '¿Cuánto quedaría después de otro período más?',
      }),
    };
  }
  if (!/\bmasa\b|\bcuanto (?:material|queda)|quedara/.test(question)) return undefined;
  // The later time, counted from the start: «a los 18 días del comienzo».
  const total = new RegExp(
    `\\ba los ${NUM}\\s*${TIME}\\s+(?:del (?:comienzo|inicio|principio)|de (?:comenzar|iniciad|empezad)\\w*)`,
  ).exec(question);
  if (!total || total[2] !== unit) return undefined;
  const later = parseNumber(total[1] ?? '');
  const after = new RegExp(`\\b${NUM}\\s*${TIME}\\s+(?:despues|mas)\\b`).exec(question);
  const counted = after ? 2 : 1;
  if (others.length !== counted) return undefined;
  if (after && (after[2] !== unit || Math.abs(parseNumber(after[1] ?? '') + t - later) > 1e-9))
    return undefined;
  if (!(later > 0)) return undefined;
  const left = m0 * 2 ** (-later / half);
  return {
    certain: true,
    text: workedReply({
      title: 'Masa que queda de una muestra radiactiva',
      data: `${data}; t′ = ${fmt(later, 4)} ${unitWord(unit)} desde el comienzo`,
      steps: [
        'En cada período de semidesintegración la masa que queda se reduce a la mitad.',
        halvesStep,
        periodStep,
        `A los ${fmt(later, 4)} ${unitWord(unit)} pasaron $\\frac{${fmt(later, 4)}}{${fmt(half, 4)}} = ${fmt(later / half, 4)}$ períodos: $m = m_0 \\cdot 2^{-${fmt(later / half, 4)}} ${relation(left, 4) === '=' ? '=' : '\\approx'} ${fmt(left, 4)}$ ${massUnit}.`,
      ],
      answer: `**m ${relation(left)} ${fmt(left)} ${massUnit}**`,
      closing: '¿Cuántos períodos tienen que pasar para que quede menos del 1 % de la muestra?',
    }),
  };
}
