/**
 * A boat crossing a river with a current: its speed relative to the water, the current's and the river's
 * width. Either the bow kept perpendicular to the banks (it crosses in W / v_b and the current drags it
 * downstream meanwhile) or the boat reaching the point right across (the bow turned upstream so that the
 * current is cancelled: sen θ = v_c / v_b). The time, the drift, the speed relative to the bank, the angle
 * of the bow, and how much sooner it crosses aiming straight across. Tried by the kinematics declaration
 * (families/motion.ts) before its one straight line.
 */

import type { SolverReply } from './declaration.ts';
import { fmt, relation, tex } from './numbers.ts';
import { inBase, ofDimension, readStatement, unusedNumbers } from './physics.ts';
import { workedReply } from './reply.ts';

type Mode = 'perpendicular' | 'across';

// The current named, or the water said to run: «la corriente es de 3 m/s», «el agua del río corre a 3 m/s».
const CURRENT = /\bcorriente\b|\b(?:agua|aguas|rio|canal|arroyo)\b[^,;.]{0,20}\bcorren?\b/;

// The bow (or the aim) kept perpendicular to the banks: «apuntando siempre perpendicular a la orilla».
const AIMED =
  /\b(?:proa|apunt\w*|orient\w*|dirig\w*|enfil\w*|rumbo)\b[^.;?]{0,40}\bperpendicular\w*|\bperpendicular\w*[^.;?]{0,30}\bproa\b/;
// The point right across reached: «llegar al punto exactamente opuesto», «justo enfrente».
const ACROSS =
  /\bpunto (?:exactamente |justo )?(?:de )?(?:enfrente|opuesto)|\b(?:justo|exactamente) (?:enfrente|opuesto)|\b(?:trayectoria|recorrido)\b[^.;?]{0,30}\bperpendicular/;

function modeOf(text: string): Mode | undefined {
  const aimed = AIMED.test(text);
  const across = ACROSS.test(text);
  if (aimed === across) return undefined;
  return aimed ? 'perpendicular' : 'across';
}

type Asked = 'sooner' | 'angle' | 'time' | 'drift' | 'speed';

function askedOf(question: string, mode: Mode): Asked[] | undefined {
  if (/\btiempo menos\b|\bcuanto menos tard|\bcuanto antes\b/.test(question)) return ['sooner'];
  const asked: Asked[] = [];
  if (/\bangulo\b/.test(question)) asked.push('angle');
  if (/\btard\w*\b|\btiempo\b/.test(question)) asked.push('time');
  if (
    /\b(?:aguas|rio) abajo\b|\barrastr\w*|\bdesvi\w*|\bderiv\w*|\bdel punto (?:de )?(?:enfrente|opuesto)/.test(
      question,
    )
  )
    asked.push('drift');
  if (
    /\b(?:velocidad|rapidez)\b[^?]*\brespecto (?:de|a) (?:la )?(?:orilla|tierra|suelo|costa)|\b(?:velocidad|rapidez) resultante/.test(
      question,
    )
  )
    asked.push('speed');
  if (asked.length === 0) return undefined;
  // Reaching the point across, nothing drifts; an angle is only the bow's, turned upstream.
  if (mode === 'across' && asked.includes('drift')) return undefined;
  if (mode === 'perpendicular' && asked.includes('angle')) return undefined;
  return asked;
}

export function solveRiverCrossing(message: string): SolverReply | undefined {
  const s = readStatement(message);
  const f = s.folded;
  if (!/\b(?:rio|canal|arroyo)\b/.test(f) || !CURRENT.test(f) || !/\bancho\b/.test(f)) return undefined;
  const question = s.question;
  const at = f.lastIndexOf(question);
  const stem = at > 0 ? f.slice(0, at) : f;
  // The boat's speed relative to the bank given instead: another problem.
  if (/\brespecto (?:de|a) (?:la )?(?:orilla|tierra|suelo|costa)\b/.test(stem)) return undefined;
  const stemMode = modeOf(stem);
  // «¿Cuánto tardaría si apuntara perpendicular a la orilla?»: the question's own condition.
  const condition = /\bsi\b[^?]*/.exec(question)?.[0];
  const conditionMode = condition ? modeOf(condition) : undefined;
  const mode = conditionMode ?? stemMode;
  if (!mode || !stemMode) return undefined;
  const asked = askedOf(question, mode);
  if (!asked) return undefined;
  if (asked.includes('sooner') && !(stemMode === 'across' && conditionMode === 'perpendicular'))
    return undefined;

  const speeds = ofDimension(s, 'speed');
  const lengths = ofDimension(s, 'length');
  if (speeds.length !== 2 || lengths.length !== 1 || s.quantities.length !== 3) return undefined;
  const width = lengths[0];
  if (!width) return undefined;
  const near = f.slice(Math.max(0, width.index - 12), width.end + 10);
  if (!/\bancho\b/.test(near)) return undefined;
  // The current's speed is the one its name comes just before: «la corriente es de 3 m/s», «el agua corre a 3 m/s».
  const currentOf = speeds.map((q) => {
    const before = f.slice(Math.max(0, q.index - 35), q.index);
    const named = CURRENT.exec(before);
    return (
      named !== null &&
      !/\b(?:lancha|bote|barca|canoa|nadador)\b[^,;.]*$/.test(before.slice(named.index + named[0].length))
    );
  });
  if (currentOf.filter(Boolean).length !== 1) return undefined;
  const current = speeds[currentOf.indexOf(true)];
  const boat = speeds[currentOf.indexOf(false)];
  if (!current || !boat) return undefined;
  const W = inBase(width);
  const vb = inBase(boat);
  const vc = inBase(current);
  if (!(W > 0 && vb > 0 && vc > 0)) return undefined;
  if (mode === 'across' || stemMode === 'across') {
    if (vc >= vb) return undefined;
  }
  const unused = unusedNumbers(s, [width.index, boat.index, current.index]);
  if (unused.length) return undefined;

  const m = (q: typeof width) =>
    q.unit.symbol === 'm' || q.unit.symbol === 'm/s'
      ? ''
      : ` (${fmt(inBase(q), 4)} ${q.unit.dimension === 'speed' ? 'm/s' : 'm'})`;
  const data = `ancho W = ${fmt(width.value, 4)} ${width.unit.symbol}${m(width)}; lancha respecto del agua v_b = ${fmt(boat.value, 4)} ${boat.unit.symbol}${m(boat)}; corriente v_c = ${fmt(current.value, 4)} ${current.unit.symbol}${m(current)}`;
  const steps: string[] = [];
  const answers: string[] = [];
  const tPerp = W / vb;
  const vAcross = Math.sqrt(vb * vb - vc * vc);
  const tAcross = W / vAcross;
  const perpendicularSteps = () => {
    steps.push(
      `Con la proa perpendicular a la orilla, la velocidad respecto del agua cruza el río y la corriente lo arrastra río abajo: los dos movimientos son independientes.`,
      `Tiempo de cruce, solo con la componente que cruza: $t = \\frac{W}{v_b} = \\frac{${tex(W)}}{${tex(vb)}} ${relation(tPerp) === '=' ? '=' : '\\approx'} ${tex(tPerp, 2)}$ s.`,
    );
  };
  const acrossSteps = () => {
    steps.push(
      `Para llegar justo enfrente, la proa apunta río arriba con un ángulo θ (desde la perpendicular) tal que la componente río arriba anula la corriente: $v_b \\operatorname{sen}\\theta = v_c$, $\\operatorname{sen}\\theta = \\frac{${tex(vc)}}{${tex(vb)}}$.`,
      `La componente que cruza: $v = \\sqrt{v_b^2 - v_c^2} = \\sqrt{${tex(vb)}^2 - ${tex(vc)}^2} ${relation(vAcross) === '=' ? '=' : '\\approx'} ${tex(vAcross, 2)}$ m/s, y $t = \\frac{W}{v} ${relation(tAcross) === '=' ? '=' : '\\approx'} ${tex(tAcross, 2)}$ s.`,
    );
  };
  if (asked.includes('sooner')) {
    acrossSteps();
    perpendicularSteps();
    const less = tAcross - tPerp;
    steps.push(
      `La diferencia: $${tex(tAcross, 2)} - ${tex(tPerp, 2)} ${relation(less) === '=' ? '=' : '\\approx'} ${tex(less, 2)}$ s.`,
    );
    answers.push(
      `Tardaría Δt ${relation(less)} ${fmt(less)} s menos (t ${relation(tPerp)} ${fmt(tPerp)} s en vez de ${fmt(tAcross)} s)`,
    );
  } else if (mode === 'perpendicular') {
    perpendicularSteps();
    const drift = vc * tPerp;
    const ground = Math.hypot(vb, vc);
    if (asked.includes('drift'))
      steps.push(
        `Mientras cruza, la corriente lo lleva río abajo: $d = v_c\\,t = ${tex(vc)} \\cdot ${tex(tPerp, 2)} ${relation(drift) === '=' ? '=' : '\\approx'} ${tex(drift, 2)}$ m.`,
      );
    if (asked.includes('speed'))
      steps.push(
        `Respecto de la orilla las dos velocidades son perpendiculares: $v = \\sqrt{v_b^2 + v_c^2} = \\sqrt{${tex(vb)}^2 + ${tex(vc)}^2} ${relation(ground) === '=' ? '=' : '\\approx'} ${tex(ground, 2)}$ m/s.`,
      );
    for (const kind of asked) {
      if (kind === 'time') answers.push(`t ${relation(tPerp)} ${fmt(tPerp)} s`);
      if (kind === 'drift') answers.push(`d ${relation(drift)} ${fmt(drift)} m río abajo`);
      if (kind === 'speed') answers.push(`v ${relation(ground)} ${fmt(ground)} m/s respecto de la orilla`);
    }
  } else {
    acrossSteps();
    const theta = (Math.asin(vc / vb) * 180) / Math.PI;
    const question_ = question;
    let angle: string | undefined;
    if (asked.includes('angle')) {
      if (/\b(?:desde|con|respecto (?:de|a)) la (?:perpendicular|normal)\b/.test(question_))
        angle = `θ ${relation(theta)} ${fmt(theta)}° desde la perpendicular, río arriba`;
      else if (/\b(?:con|respecto (?:de|a)) (?:la )?orilla\b/.test(question_)) {
        const bank = 90 - theta;
        angle = `α ${relation(bank)} ${fmt(bank)}° con la orilla, río arriba`;
      } else return undefined;
      steps.push(
        `$\\theta = \\operatorname{arcsen}\\frac{v_c}{v_b} ${relation(theta) === '=' ? '=' : '\\approx'} ${tex(theta, 2)}°$ desde la perpendicular (${fmt(90 - theta)}° con la orilla).`,
      );
    }
    for (const kind of asked) {
      if (kind === 'angle' && angle) answers.push(angle);
      if (kind === 'time') answers.push(`t ${relation(tAcross)} ${fmt(tAcross)} s`);
      if (kind === 'speed') answers.push(`v ${relation(vAcross)} ${fmt(vAcross)} m/s respecto de la orilla`);
    }
  }
  if (answers.length === 0) return undefined;
  return {
    certain: true,
    text: workedReply({
      title: 'Cruce de un río con corriente',
      data: data,
      steps,
      answer: `**${answers.join('; ')}**`,
      closing:
        mode === 'perpendicular'
          ? '¿Hacia dónde tendría que apuntar la proa para llegar justo enfrente?'
          : '¿Por qué apuntar perpendicular a la orilla cruza más rápido aunque no llegue enfrente?',
    }),
  };
}
