/**
 * Where an exponential or a logarithmic function crosses the axes (#32): «Sea f(x) = 2^(x − 1) − 8.
 * Hallar las intersecciones con los ejes», «la raíz de g(x) = log₂(x + 4) − 1», «su ordenada al
 * origen». The function is k·b^(mx + n) + c or k·log_b(mx + n) + c (read as the domain solver reads
 * it); the root solves b^(mx + n) = −c/k (none when −c/k ≤ 0) or mx + n = b^(−c/k), and the ordinate
 * is f(0) when 0 is in the domain. Each result is checked by evaluating f. Only when nothing else is
 * asked and every number of the statement is in the formula.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { definitionOf, shapeOf } from './domain.ts';
import { evaluate, nodeTex } from './math-text.ts';
import { fmt, prepareMath } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

/** A number as a student writes it: exact when it is a simple fraction, else to two decimals. */
function shown(v: number): string {
  for (const d of [1, 2, 3, 4, 5, 8, 10]) {
    const n = Math.round(v * d);
    if (Math.abs(v * d - n) < 1e-9) return d === 1 || [2, 4, 5, 8, 10].includes(d) ? fmt(v, 3) : `${n}/${d}`;
  }
  return `≈ ${fmt(v, 2)}`;
}

function solveExpLogCrossings(problem: string): SolverReply | undefined {
  const statement = withoutOptions(problem);
  const folded = foldText(statement);
  const both =
    /interseccion(?:es)? con (?:los|ambos) ejes|cortes? con (?:los|ambos) ejes|corta a (?:los|ambos) ejes/.test(
      folded,
    );
  const root =
    both ||
    /\braiz\b(?! (?:cuadrada|cubica))|\braices\b|\bceros?\b|corta al eje (?:x|de (?:las )?abscisas)|abscisa al origen|interseccion con el eje (?:x|de (?:las )?abscisas)/.test(
      folded,
    );
  const ordinate =
    both ||
    /ordenada al origen|corta al eje (?:y|de (?:las )?ordenadas)|interseccion con el eje (?:y|de (?:las )?ordenadas)/.test(
      folded,
    );
  if (!root && !ordinate) return undefined;
  // Another feature asked beside (the domain, the image, an asymptote, a value, a graph to draw): not
  // all answered here. «El gráfico de f corta al eje…» names the graph, it does not ask for it, and «¿en
  // qué valor de x corta…?» asks the root.
  if (
    /dominio|imagen|asintota|inversa|crec|decrec|positiv|negativ|\bgrafic(?:ar|ala|alo|a|o)\b(?!\s+(?:de|del|corta|cortan|interseca|toca|pasa)\b)|valor de(?! x\b)|calcul\w* f\s*\(/.test(
      folded,
    )
  )
    return undefined;
  const definition = definitionOf(statement);
  if (!definition) return undefined;
  const { node, body } = definition;
  // Every number is the formula's.
  if (
    /\d/.test(
      prepareMath(statement)
        .replace(body, ' ')
        .replace(/[a-z]\s*\(\s*x\s*\)/gi, ' '),
    )
  )
    return undefined;
  const shape = shapeOf(node);
  if (!shape) return undefined;
  const { core } = shape;
  const k = shape.k.n / shape.k.d;
  const inner = core.kind === 'log' ? core.arg : core.kind === 'pow' ? core.exponent : undefined;
  if (!inner) return undefined;
  // The inner expression must be linear: mx + n, checked at three points.
  const n = evaluate(inner, 0);
  const m = evaluate(inner, 1) - n;
  if (!Number.isFinite(m) || !Number.isFinite(n) || Math.abs(m) < 1e-12) return undefined;
  if (Math.abs(evaluate(inner, 3) - (3 * m + n)) > 1e-9) return undefined;
  const f = (x: number) => evaluate(node, x);
  const at = core.kind === 'log' ? (1 - n) / m : 0;
  const c = f(at) - k * evaluate(core, at);
  const base =
    core.kind === 'log'
      ? core.base === 'e'
        ? Math.E
        : core.base.n / core.base.d
      : core.kind === 'pow'
        ? evaluate(core.base, 0)
        : Number.NaN;
  if (!Number.isFinite(c) || !(base > 0) || base === 1) return undefined;
  const name = /\b([a-z])\s*\(\s*x\s*\)\s*=/i.exec(statement)?.[1] ?? 'f';
  const steps: string[] = [];
  const answers: string[] = [];
  if (root) {
    const t = -c / k;
    if (core.kind === 'pow' && t <= 0) {
      steps.push(
        `Raíz: f(x) = 0 pide $${nodeTex(core)} = ${shown(t)}$, y una potencia de base positiva nunca vale ${t === 0 ? '0' : 'un número negativo'}.`,
      );
      answers.push('**No tiene raíces: no corta al eje x**');
    } else {
      const target = core.kind === 'pow' ? Math.log(t) / Math.log(base) : base ** t;
      const x = (target - n) / m;
      if (!Number.isFinite(x) || Math.abs(f(x)) > 1e-9 * Math.max(1, Math.abs(c))) return undefined;
      steps.push(
        core.kind === 'pow'
          ? `Raíz: f(x) = 0 ⇔ $${nodeTex(core)} = ${shown(t)}$, así que el exponente vale $${shown(target).replace('≈ ', '\\approx ')}$ y $x = ${shown(x).replace('≈ ', '\\approx ')}$.`
          : `Raíz: f(x) = 0 ⇔ $${nodeTex(core)} = ${shown(t)}$, así que el argumento vale $${shown(target).replace('≈ ', '\\approx ')}$ y $x = ${shown(x).replace('≈ ', '\\approx ')}$.`,
      );
      answers.push(
        `**Raíz: x = ${shown(x).replace('≈ ', '')}** (corta al eje x en (${shown(x).replace('≈ ', '')}; 0))`,
      );
    }
  }
  if (ordinate) {
    const y = f(0);
    if (Number.isFinite(y)) {
      steps.push(`Ordenada al origen: $${name}(0) = ${shown(y).replace('≈ ', '\\approx ')}$.`);
      answers.push(
        `**Ordenada al origen: ${name}(0) = ${shown(y).replace('≈ ', '')}** (corta al eje y en (0; ${shown(y).replace('≈ ', '')}))`,
      );
    } else {
      steps.push('x = 0 no está en el dominio: el argumento del logaritmo no es positivo ahí.');
      answers.push('**No corta al eje y** (0 no está en el dominio)');
    }
  }
  steps.push('Verificación: evaluando f en cada punto hallado se obtiene lo pedido ✓');
  return {
    text: workedReply({
      title: 'Cortes de una función con los ejes',
      data: `$${name}(x) = ${nodeTex(node)}$`,
      steps,
      answer: answers.join('\n\n'),
      closing: '¿Por qué la ordenada al origen es el valor de la función en x = 0?',
    }),
    certain: true,
  };
}

export { solveExpLogCrossings };

export const expLogCrossings = declareSolver({
  name: 'exp_log_crossings',
  offer: 'dónde una función exponencial o logarítmica corta a los ejes',
  summary:
    'Where k·b^(mx + n) + c or k·log_b(mx + n) + c crosses the axes: its root (or none) and its ordinate at the origin (or none, when 0 is outside the domain). Pass the statement with the formula.',
  examples: [
    'Sea f(x) = 2^(x − 1) − 8. Hallar las intersecciones con los ejes.',
    'Dada g(x) = log₂(x + 4) − 1, hallar la ordenada al origen.',
  ],
  parameters: { problem: 'the statement, as written' },
  solve: solveExpLogCrossings,
});
