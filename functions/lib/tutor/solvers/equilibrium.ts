/**
 * A body dragged over a level floor at constant speed by a horizontal force: it is in equilibrium, so
 * the normal balances the weight and the friction balances the pull (N = m·g, F_r = F, μ = F/(m·g)).
 * The exams ask the three in parts.
 */
import { declareSolver, type SolverReply } from './declaration.ts';
import { fmt, relation, tex } from './numbers.ts';
import {
  askedClause,
  distinctAngles,
  gSource,
  readStatement,
  soleMassAndForce,
  unusedNumbers,
} from './physics.ts';
import { workedReply } from './reply.ts';

const n = (value: number) => tex(value, 4);
const eq = (value: number) => (relation(value, 4) === '=' ? '=' : '\\approx');
const CONSTANT = /velocidad constante|rapidez constante|movimiento (?:rectilineo )?uniforme|\bmru\b/;

type Asked = 'normal' | 'friction' | 'coefficient';

function askedOf(question: string): Asked | undefined {
  if (/coeficiente/.test(question)) return 'coefficient';
  if (/normal/.test(question)) return 'normal';
  if (/rozamiento|friccion/.test(question) && /fuerza|cuanto vale|valor/.test(question)) return 'friction';
  return undefined;
}

/** A reply for a body in equilibrium at constant speed on a level floor, or undefined. */
export function solveEquilibrium(problem: string): SolverReply | undefined {
  const s = readStatement(problem);
  const question = askedClause(s);
  const asked = askedOf(question);
  if (!asked || !CONSTANT.test(s.folded) || !/horizontal/.test(s.folded)) return undefined;
  if (/inclinad|rampa|pendiente|polea|ascensor|potencia|trabajo/.test(s.folded) || distinctAngles(s).length)
    return undefined;
  const sole = soleMassAndForce(s);
  if (!sole) return undefined;
  const { mass, force } = sole;
  const g = s.g;
  const normal = mass.kg * g;
  const rub = force.newtons;
  const mu = rub / normal;
  if (!(mu > 0)) return undefined;
  const answers: Record<Asked, string> = {
    normal: `N ${relation(normal)} ${fmt(normal)} N`,
    friction: `F_r ${relation(rub)} ${fmt(rub)} N, en contra del movimiento`,
    coefficient: `μ ${relation(mu)} ${fmt(mu, 3)}`,
  };
  const text = workedReply({
    title: 'Un cuerpo que se mueve con velocidad constante',
    data: [`m = ${fmt(mass.kg, 4)} kg`, `F = ${force.typed}, horizontal`, 'velocidad constante'].join('; '),
    steps: [
      'Velocidad constante quiere decir aceleración nula: la fuerza neta es cero en cada eje (primera ley de Newton).',
      `En vertical, la normal equilibra al peso: $N = m g = ${n(mass.kg)} \\cdot ${n(g)} ${eq(normal)} ${n(normal)}$ N (${gSource(s)}).`,
      `En horizontal, el rozamiento equilibra a la fuerza aplicada: $F_r = F = ${n(rub)}$ N.`,
      `El coeficiente: $\\mu = \\frac{F_r}{N} = \\frac{${n(rub)}}{${n(normal)}} ${eq(mu)} ${n(mu)}$. Comprobá: $\\mu N = ${n(mu * normal)}$ N, la fuerza aplicada.`,
    ],
    answer: `**${answers[asked]}**`,
    closing: '¿Qué pasaría si la fuerza aplicada fuera mayor que el rozamiento?',
  });
  return unusedNumbers(s, [mass.index, force.index]).length ? undefined : { certain: true, text };
}

export const equilibriumSolver = declareSolver({
  name: 'solve_constant_speed_balance',
  offer: 'cuerpos que se mueven con velocidad constante',
  summary:
    'A body dragged over a level floor at constant speed by a horizontal force: the normal (m·g), the friction force (equal to the pull) and the kinetic coefficient (F/(m·g)), as exams ask them in parts. Pass the whole statement.',
  examples: [
    'Un bloque de 5 kg es arrastrado sobre un piso horizontal por una fuerza horizontal de 30 N y se mueve con velocidad constante (g = 10 m/s²). ¿Cuánto vale la fuerza de rozamiento?',
  ],
  parameters: { problem: 'the statement as written' },
  solve: solveEquilibrium,
});
