/**
 * Work and mechanical energy: the work of a force (W = F·d·cos α, lifting, friction), kinetic and
 * potential energy, and conservation of mechanical energy to find a speed or a height.
 */
import { fmt, tex } from './numbers.ts';
import {
  askedTarget,
  cosDeg,
  type Force,
  frictionless,
  gLine,
  inBase,
  masses,
  ofDimension,
  readAngles,
  readForces,
  readFriction,
  readStatement,
  result,
  type Statement,
  texResult,
} from './physics.ts';
import { workedReply } from './reply.ts';
import type { Quantity } from './units.ts';

const n = (value: number) => tex(value, 4);

const ENERGY = /energia|trabajo|conservacion|joule|\d\s*j\b/;
const SCENARIO = /tobogan|montana rusa|rampa|pista|pendulo|rizo|loop/;
const FROM_REST = /se deja caer|se suelta|se solto|reposo|dejar caer|sin velocidad inicial/;

function reply(title: string, data: string[], steps: string[], answer: string, closing: string): string {
  return workedReply({ title, data: data.join('; '), steps, answer, closing });
}

/** Heights: lengths typed next to "altura", "desde", "metros de alto" or h =. */
function heights(s: Statement): Quantity[] {
  return ofDimension(s, 'length').filter((q) => {
    const before = s.folded.slice(Math.max(0, q.index - 40), q.index);
    const after = s.folded.slice(q.end, q.end + 20);
    return (
      /altura|alto|desde|hasta|h\s*=|eleva|sube|levanta|cae|caer|de lo alto|\bh\d?\s*=/.test(before) ||
      /de (?:altura|alto)/.test(after)
    );
  });
}

function work(s: Statement): string | undefined {
  const forces = readForces(s);
  const lengths = ofDimension(s, 'length');
  const ms = masses(s);
  const data: string[] = [];
  const steps: string[] = [];
  const angles = readAngles(s);
  if (/rozamiento|friccion/.test(s.question)) {
    const mu = readFriction(s);
    if (mu === 'ambiguous' || mu.kinetic === undefined || ms.length !== 1 || lengths.length !== 1)
      return undefined;
    const m = (ms[0] as { kg: number }).kg;
    const d = inBase(lengths[0] as Quantity);
    const fr = mu.kinetic * m * s.g;
    data.push(`m = ${fmt(m, 4)} kg`, `μ = ${fmt(mu.kinetic, 4)}`, `d = ${fmt(d, 4)} m`);
    steps.push(
      `Sobre un piso horizontal, $F_r = \\mu m g = ${n(mu.kinetic)} \\cdot ${n(m)} \\cdot ${n(s.g)} ${texResult(fr, 'N')}$ (${gLine(s)}).`,
    );
    steps.push(
      `El rozamiento apunta en contra del desplazamiento (α = 180°, cos 180° = −1): $W_r = -F_r \\cdot d = -${tex(fr, 2)} \\cdot ${n(d)} ${texResult(-fr * d, 'J')}$.`,
    );
    return reply(
      'Trabajo del rozamiento',
      data,
      steps,
      `**${result('W', -fr * d, 'J')}**`,
      '¿Por qué el trabajo del rozamiento es siempre negativo?',
    );
  }
  if (forces.length === 1 && lengths.length === 1) {
    const F = (forces[0] as Force).newtons;
    const d = inBase(lengths[0] as Quantity);
    const alpha =
      angles.length === 1 ? (angles[0] as { degrees: number }).degrees : angles.length === 0 ? 0 : Number.NaN;
    if (!Number.isFinite(alpha)) return undefined;
    data.push(`F = ${(forces[0] as Force).typed}`, `d = ${fmt(d, 4)} m`, `α = ${fmt(alpha, 2)}°`);
    if (angles.length === 0)
      steps.push(
        'El enunciado no da ángulo: la fuerza actúa en la dirección del desplazamiento, α = 0° (cos 0° = 1).',
      );
    const c = cosDeg(alpha);
    const W = F * d * c;
    steps.push(
      `Trabajo de una fuerza constante: $W = F \\cdot d \\cdot \\cos\\alpha = ${n(F)} \\cdot ${n(d)} \\cdot ${tex(c, 4)} ${texResult(W, 'J')}$.`,
    );
    return reply(
      'Trabajo de una fuerza',
      data,
      steps,
      `**${result('W', W, 'J')}**`,
      '¿Qué trabajo haría la misma fuerza si fuera perpendicular al desplazamiento?',
    );
  }
  const hs = heights(s);
  if (
    forces.length === 0 &&
    ms.length === 1 &&
    hs.length === 1 &&
    /eleva|sube|subir|levanta|levantar|alza/.test(s.folded)
  ) {
    const m = (ms[0] as { kg: number }).kg;
    const h = inBase(hs[0] as Quantity);
    data.push(`m = ${fmt(m, 4)} kg`, `h = ${fmt(h, 4)} m`);
    steps.push(
      `Para subirlo con velocidad constante hay que hacer una fuerza igual al peso, $F = m g = ${n(m)} \\cdot ${n(s.g)} ${texResult(m * s.g, 'N')}$ (${gLine(s)}).`,
    );
    steps.push(
      `$W = F \\cdot h = m g h = ${n(m)} \\cdot ${n(s.g)} \\cdot ${n(h)} ${texResult(m * s.g * h, 'J')}$: es lo que gana de energía potencial.`,
    );
    return reply(
      'Trabajo para elevar un cuerpo',
      data,
      steps,
      `**${result('W', m * s.g * h, 'J')}**`,
      '¿Cambiaría el trabajo si lo subieras por una rampa en lugar de verticalmente?',
    );
  }
  return undefined;
}

function conservation(s: Statement, asked: 'speed' | 'height'): string | undefined {
  const hs = heights(s);
  const speeds = ofDimension(s, 'speed');
  const data: string[] = [];
  const steps: string[] = [];
  const g = s.g;
  const mu = readFriction(s);
  if (mu !== 'ambiguous' && (mu.kinetic !== undefined || mu.static !== undefined) && !frictionless(s))
    return undefined;
  if (asked === 'speed') {
    if (hs.length < 1 || hs.length > 2 || speeds.length > 1) return undefined;
    const rest = FROM_REST.test(s.folded);
    if (speeds.length === 0 && !rest) return undefined;
    const v0 = speeds.length ? inBase(speeds[0] as Quantity) : 0;
    const h1 = inBase(hs[0] as Quantity);
    const h2 = hs.length === 2 ? inBase(hs[1] as Quantity) : 0;
    data.push(
      `h₁ = ${fmt(h1, 4)} m`,
      `v₁ = ${fmt(v0, 4)} m/s${rest && !speeds.length ? ' (parte del reposo)' : ''}`,
      `h₂ = ${fmt(h2, 4)} m`,
    );
    const v2 = v0 * v0 + 2 * g * (h1 - h2);
    if (v2 < 0)
      return 'Con esos datos no le alcanza la energía para llegar a esa altura: revisá las alturas y la velocidad. ¿Me pasás el enunciado completo?';
    const v = Math.sqrt(v2);
    steps.push('Sin rozamiento, la energía mecánica se conserva: $E_{c1} + E_{p1} = E_{c2} + E_{p2}$.');
    steps.push(
      `$\\frac{1}{2} m v_1^2 + m g h_1 = \\frac{1}{2} m v_2^2 + m g h_2$: la masa está en todos los términos y se cancela.`,
    );
    steps.push(
      `Despejá: $v_2 = \\sqrt{v_1^2 + 2g(h_1 - h_2)} = \\sqrt{${n(v0)}^2 + 2 \\cdot ${n(g)} \\cdot (${n(h1)} - ${n(h2)})} ${texResult(v, 'm/s')}$ (${gLine(s)}).`,
    );
    return reply(
      'Conservación de la energía mecánica',
      data,
      steps,
      `**${result('v', v, 'm/s')}** (≈ ${fmt(v * 3.6)} km/h)`,
      '¿Por qué no hizo falta conocer la masa?',
    );
  }
  if (speeds.length !== 1 || hs.length > 1) return undefined;
  const v0 = inBase(speeds[0] as Quantity);
  const h0 = hs.length ? inBase(hs[0] as Quantity) : 0;
  data.push(`v₁ = ${fmt(v0, 4)} m/s`, `h₁ = ${fmt(h0, 4)} m`, 'v₂ = 0 en el punto más alto');
  const h = h0 + (v0 * v0) / (2 * g);
  steps.push(
    'Sin rozamiento, la energía mecánica se conserva; en la altura máxima la velocidad es cero (toda la energía es potencial).',
  );
  steps.push(`$\\frac{1}{2} m v_1^2 + m g h_1 = m g h_{max}$: la masa se cancela.`);
  steps.push(
    `Despejá: $h_{max} = h_1 + \\frac{v_1^2}{2g} = ${n(h0)} + \\frac{${n(v0)}^2}{2 \\cdot ${n(g)}} ${texResult(h, 'm')}$ (${gLine(s)}).`,
  );
  return reply(
    'Conservación de la energía mecánica',
    data,
    steps,
    `**${result('h', h, 'm')}**`,
    '¿Qué altura alcanzaría con el doble de velocidad? Fijate cómo aparece v en la fórmula.',
  );
}

/** A reply for a work or energy problem, or undefined when the message is not one. */
export function solveWorkEnergy(message: string): string | undefined {
  const s = readStatement(message);
  if (!ENERGY.test(s.folded) && !SCENARIO.test(s.folded)) return undefined;
  if (
    /polea|plano inclinado|potencia\b|calor|termic|electric|nuclear|quimic|ionizacion|enlace|reaccion|foton|fotoelectric/.test(
      s.folded,
    )
  ) {
    return undefined;
  }
  const asked = askedTarget(s.question, {
    work: /trabajo/,
    kinetic: /energia cinetica|cinetica/,
    potential: /energia potencial|potencial/,
    mechanical: /energia mecanica|mecanica/,
    speed: /velocidad|rapidez|que tan rapido/,
    height: /altura|hasta donde|que tan alto/,
  });
  if (!asked) return undefined;
  if (asked === 'work') return work(s);
  const ms = masses(s);
  const speeds = ofDimension(s, 'speed');
  const hs = heights(s);
  const data: string[] = [];
  const steps: string[] = [];
  if (asked === 'kinetic' || asked === 'potential' || asked === 'mechanical') {
    if (ms.length !== 1) return undefined;
    const m = (ms[0] as { kg: number }).kg;
    data.push(`m = ${fmt(m, 4)} kg`);
    let ec = 0;
    let ep = 0;
    if (asked !== 'potential') {
      if (speeds.length !== 1) return undefined;
      const v = inBase(speeds[0] as Quantity);
      data.push(`v = ${fmt(v, 4)} m/s`);
      if (speeds[0]?.unit.symbol !== 'm/s')
        steps.push(
          `Pasá la velocidad a m/s: ${fmt((speeds[0] as Quantity).value, 4)} ${(speeds[0] as Quantity).unit.symbol} = ${fmt(v, 4)} m/s.`,
        );
      ec = 0.5 * m * v * v;
      steps.push(
        `Energía cinética: $E_c = \\frac{1}{2} m v^2 = \\frac{1}{2} \\cdot ${n(m)} \\cdot ${n(v)}^2 ${texResult(ec, 'J')}$.`,
      );
    }
    if (asked !== 'kinetic') {
      if (hs.length !== 1) return undefined;
      const h = inBase(hs[0] as Quantity);
      data.push(`h = ${fmt(h, 4)} m`);
      ep = m * s.g * h;
      steps.push(
        `Energía potencial gravitatoria: $E_p = m g h = ${n(m)} \\cdot ${n(s.g)} \\cdot ${n(h)} ${texResult(ep, 'J')}$ (${gLine(s)}).`,
      );
    }
    if (asked === 'mechanical') {
      steps.push(
        `Energía mecánica: $E_m = E_c + E_p = ${tex(ec, 2)} + ${tex(ep, 2)} ${texResult(ec + ep, 'J')}$.`,
      );
      return reply(
        'Energía mecánica',
        data,
        steps,
        `**${result('Em', ec + ep, 'J')}**`,
        '¿Cómo cambian Ec y Ep mientras cae, si no hay rozamiento?',
      );
    }
    return asked === 'kinetic'
      ? reply(
          'Energía cinética',
          data,
          steps,
          `**${result('Ec', ec, 'J')}**`,
          '¿Qué le pasa a la energía cinética si la velocidad se duplica?',
        )
      : reply(
          'Energía potencial',
          data,
          steps,
          `**${result('Ep', ep, 'J')}**`,
          '¿Respecto de qué nivel medís la altura? ¿Cambia el resultado si elegís otro?',
        );
  }
  if (!/conserv|energia|sin rozamiento/.test(s.folded) && !SCENARIO.test(s.folded)) return undefined;
  return conservation(s, asked);
}
