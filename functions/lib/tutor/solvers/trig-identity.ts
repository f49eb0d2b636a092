/**
 * Trigonometric expressions as the exams give them: «Simplificá (1 − cos²x)/sen x», «La expresión
 * (sen x + cos x)² − 2 sen x cos x es igual a:», «Verificá la identidad …». The simplified form is the one simple expression that agrees with the
 * given one at every sample point (and no other does); an identity holds when both members agree at
 * every sample point, and fails with a point where they differ. The method is shown with the identities
 * of the course. Values at notable angles are exact-value.ts's.
 */
import { foldText } from '../text.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { evaluate, findStatements, hasKind, hasX, type Node, nodeTex } from './math-text.ts';
import { fmt } from './numbers.ts';
import { workedReply } from './reply.ts';
import { withoutOptions } from './statement.ts';

const SAMPLES = [0.37, 0.91, 1.33, 2.21, 2.83, 4.12, 5.5];

/** The simple forms a simplification may end in, as the student writes them. */
const FORMS: { text: string; f: (x: number) => number }[] = [
  { text: '1', f: () => 1 },
  { text: '0', f: () => 0 },
  { text: '-1', f: () => -1 },
  { text: '2', f: () => 2 },
  { text: 'sen x', f: Math.sin },
  { text: 'cos x', f: Math.cos },
  { text: 'tg x', f: Math.tan },
  { text: '-sen x', f: (x) => -Math.sin(x) },
  { text: '-cos x', f: (x) => -Math.cos(x) },
  { text: 'sen² x', f: (x) => Math.sin(x) ** 2 },
  { text: 'cos² x', f: (x) => Math.cos(x) ** 2 },
  { text: 'tg² x', f: (x) => Math.tan(x) ** 2 },
  { text: '2 sen x', f: (x) => 2 * Math.sin(x) },
  { text: '2 cos x', f: (x) => 2 * Math.cos(x) },
  { text: 'sen 2x', f: (x) => Math.sin(2 * x) },
  { text: 'cos 2x', f: (x) => Math.cos(2 * x) },
  { text: 'sen x · cos x', f: (x) => Math.sin(x) * Math.cos(x) },
  { text: 'sen x · tg x', f: (x) => Math.sin(x) * Math.tan(x) },
  { text: 'cos x · cotg x', f: (x) => Math.cos(x) ** 2 / Math.sin(x) },
  { text: 'sec x (= 1/cos x)', f: (x) => 1 / Math.cos(x) },
  { text: 'cosec x (= 1/sen x)', f: (x) => 1 / Math.sin(x) },
  { text: 'cotg x (= cos x/sen x)', f: (x) => Math.cos(x) / Math.sin(x) },
  { text: 'sec² x (= 1/cos² x)', f: (x) => 1 / Math.cos(x) ** 2 },
  { text: 'cosec² x (= 1/sen² x)', f: (x) => 1 / Math.sin(x) ** 2 },
];

const agree = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));

/** The sample points where the expression is defined; at least five, or none. */
function definedAt(node: Node): number[] {
  const points = SAMPLES.filter((x) => Number.isFinite(evaluate(node, x)));
  return points.length >= 5 ? points : [];
}

const METHOD = [
  'Pasá todo a senos y cosenos ($\\operatorname{tg} x = \\frac{\\operatorname{sen} x}{\\cos x}$)',
  'Usá $\\operatorname{sen}^2 x + \\cos^2 x = 1$, $\\operatorname{sen} 2x = 2 \\operatorname{sen} x \\cos x$ y $\\cos 2x = \\cos^2 x - \\operatorname{sen}^2 x$, y simplificá los factores comunes',
];

function simplify(node: Node): SolverReply | undefined {
  const points = definedAt(node);
  if (points.length === 0) return undefined;
  const matches = FORMS.filter((form) => points.every((x) => agree(evaluate(node, x), form.f(x))));
  const [form] = matches;
  if (!form || matches.length !== 1) return undefined;
  const [p, q] = points;
  return {
    text: workedReply({
      title: 'Expresión trigonométrica',
      data: `$${nodeTex(node)}$`,
      steps: [
        ...METHOD,
        `Comprobación con valores: en x = ${fmt(p ?? 0, 2)} y en x = ${fmt(q ?? 0, 2)} (y en otros ${points.length - 2} valores) la expresión y ${form.text.replace(/ \(.*\)$/, '')} dan lo mismo ✓`,
      ],
      answer: `**Resultado: ${form.text}**`,
      closing: '¿Para qué valores de x no está definida la expresión original?',
    }),
    certain: true,
  };
}

function identity(left: Node, right: Node): SolverReply | undefined {
  const both = SAMPLES.filter(
    (x) => Number.isFinite(evaluate(left, x)) && Number.isFinite(evaluate(right, x)),
  );
  if (both.length < 5) return undefined;
  const differs = both.find((x) => !agree(evaluate(left, x), evaluate(right, x)));
  const shown = `${nodeTex(left)} = ${nodeTex(right)}`;
  return {
    text: workedReply({
      title: 'Identidad trigonométrica',
      data: `$${shown}$`,
      steps:
        differs === undefined
          ? [
              ...METHOD,
              'Trabajá sobre el miembro más complicado hasta llegar al otro.',
              `Comprobación con valores: en ${both.length} valores de x los dos miembros dan lo mismo ✓`,
            ]
          : [
              `Probá con x = ${fmt(differs, 2)}: el primer miembro da ${fmt(evaluate(left, differs), 4)} y el segundo ${fmt(evaluate(right, differs), 4)}.`,
            ],
      answer:
        differs === undefined
          ? '**Es una identidad: vale para todo x donde los dos miembros están definidos.**'
          : '**No es una identidad.**',
      closing:
        '¿Por qué alcanza un solo valor de x para mostrar que algo no es una identidad, pero no para probar que sí?',
    }),
    certain: true,
  };
}

/** Words of an equation to solve: its solutions, the values of x, the interval they are sought in. */
const asksForSolutions = (folded: string) =>
  /soluci|resolv|resolver|valores? de x|\bx\s*∈|[[(]\s*0\s*°?\s*[;,]|intervalo/.test(folded);

/** The reciprocal ratios, over the variable x alone, as quotients the parser reads: sec² x → (1/cos² x). */
const RECIPROCAL: Record<string, (square: string) => string> = {
  sec: (square) => `(1/cos${square} x)`,
  cosec: (square) => `(1/sen${square} x)`,
  csc: (square) => `(1/sen${square} x)`,
  cotg: (square) => `(cos${square} x/sen${square} x)`,
  cotan: (square) => `(cos${square} x/sen${square} x)`,
  ctg: (square) => `(cos${square} x/sen${square} x)`,
  cot: (square) => `(cos${square} x/sen${square} x)`,
};

const asQuotients = (statement: string) =>
  statement.replace(
    /\b(cosec|csc|cotg|cotan|ctg|cot|sec)(²|\^2)?\s*(?:x\b|\(\s*x\s*\))/g,
    (_, ratio: string, square: string | undefined) => RECIPROCAL[ratio]?.(square ? '²' : '') ?? _,
  );

export function solveTrigIdentity(problem: string): SolverReply | undefined {
  const statement = asQuotients(withoutOptions(problem));
  const folded = foldText(statement);
  // Ratios the parser does not know (of another argument than x) would split the expression: not read.
  if (/\b(?:cotg|cotan|ctg|cot|sec|cosec|csc)\b/.test(folded)) return undefined;
  const found = findStatements(statement).filter((s) => s.sides.some((side) => hasKind(side, 'trig')));
  const [only] = found;
  if (!only || found.length !== 1) return undefined;
  const [left, right] = only.sides;
  if (!left) return undefined;
  if (only.relations.length === 0) {
    // Numbers alone are the exact values' solver's.
    if (!hasX(left)) return undefined;
    if (!/simplific|reduc|igual a|equivale|se obtiene|resulta|expresion/.test(folded)) return undefined;
    return simplify(left);
  }
  if (
    only.relations.length === 1 &&
    only.relations[0] === '=' &&
    right &&
    // An identity to check: a trigonometric function of x in one member at least.
    (hasX(left) || hasX(right))
  )
    // A proof asked («demostrá») is the course's to show step by step; a check («verificá») is this one's.
    // «Los valores de x que verifican …», «en [0°; 360°)», «resolvé»: an equation to solve, not an identity.
    return /identidad|verifica(?!n)|comproba/.test(folded) &&
      !/demostra|\bproba\b/.test(folded) &&
      !asksForSolutions(folded)
      ? identity(left, right)
      : undefined;
  return undefined;
}

export const trigIdentity = declareSolver({
  name: 'trig_identities',
  offer: 'identidades y expresiones trigonométricas',
  summary: 'Simplifies a trigonometric expression in x to a simple form, or verifies or refutes an identity.',
  examples: ['Simplificá (1 − cos²x)/sen x.', 'Verificá la identidad (sen x + cos x)² = 1 + 2 sen x cos x.'],
  parameters: { problem: 'the statement, as written' },
  solve: solveTrigIdentity,
});
