/**
 * A load riding loose on a vehicle that speeds up (a box on a truck's bed): only the static friction
 * drags it along, so it keeps up while m·a ≤ μₑ·m·g. The largest acceleration without sliding (μₑ·g,
 * whatever the mass), the vehicle's acceleration from its change of speed, the friction that carries the
 * load (m·a, checked under μₑ·m·g) and the least time to reach a speed without the load sliding.
 * Tried by the declaration of the forces on a body (body-forces.ts) before its own readings.
 */

import type { SolverReply } from './declaration.ts';
import { texRelation as approx, fmt, relation, tex } from './numbers.ts';
import {
  askedClause,
  coefficientIndex,
  gSource,
  inBase,
  ofDimension,
  readFriction,
  readStatement,
  unusedNumbers,
} from './physics.ts';
import { workedReply } from './reply.ts';

const VEHICLE = /\b(camion|camioneta|acoplado|vagon|tren|colectivo|pick-?up|carro)\b/;
const LOAD = /\b(bulto|cajon|caja|paquete|carga|valija|baul)\b/;
// The load loose on the bed and kept from sliding: «viaja suelto», «sin sujetar», «sin que resbale».
const LOOSE = /\bsin sujetar\b|\bsuelt[oa]\b|\bapoyad[oa]\b/;
const NO_SLIDE =
  /\bsin que (?:el|la) \w+ (?:resbale|deslice|se deslice|patine|se mueva)|\bno (?:desliza|resbala|se desliza)\b/;

type Asked = 'max' | 'vehicle' | 'friction' | 'least';

function askedOf(question: string): Asked | undefined {
  const found: Asked[] = [];
  if (/\b(?:tiempo minimo|minimo tiempo|menor tiempo|tiempo menor)\b/.test(question)) found.push('least');
  else if (/\b(?:maxima|mayor) aceleracion\b|\baceleracion maxima\b/.test(question)) found.push('max');
  else if (/\baceleracion\b/.test(question)) found.push('vehicle');
  if (/\b(?:fuerza de )?rozamiento\b|\bfriccion\b/.test(question)) found.push('friction');
  return found.length === 1 ? found[0] : undefined;
}

export function solveCargo(message: string): SolverReply | undefined {
  const s = readStatement(message);
  const f = s.folded;
  const vehicle = VEHICLE.exec(f);
  const load = LOAD.exec(
    f.replace(/\bla caja (?:de|del) (?:la |el |una |un )?(?:camion|camioneta|acoplado)\b/g, ' '),
  );
  if (!vehicle || !load || !(LOOSE.test(f) || NO_SLIDE.test(f))) return undefined;
  const question = askedClause(s);
  const asked = askedOf(question);
  if (!asked) return undefined;
  const friction = readFriction(s);
  if (friction === 'ambiguous' || friction.static === undefined || friction.kinetic !== undefined)
    return undefined;
  const mu = friction.static;
  const muIndex = coefficientIndex(s, mu);
  if (muIndex === undefined || !(mu > 0)) return undefined;
  const massList = ofDimension(s, 'mass');
  const allSpeeds = ofDimension(s, 'speed');
  const times = ofDimension(s, 'time');
  if (s.quantities.length !== massList.length + allSpeeds.length + times.length) return undefined;
  // «¿En qué tiempo mínimo podría alcanzar los 54 km/h…?»: the question names the statement's speed again.
  const [firstSpeed, ...repeated] = allSpeeds;
  const speeds = firstSpeed ? [firstSpeed] : [];
  if (repeated.some((q) => q.value !== firstSpeed?.value || q.unit.symbol !== firstSpeed.unit.symbol))
    return undefined;
  if (massList.length > 1 || times.length > 1) return undefined;
  const [mass] = massList;
  const [speed] = speeds;
  const [time] = times;
  const g = s.g;
  const aMax = mu * g;
  const used = [muIndex, ...repeated.map((q) => q.index)];
  const data = [`μₑ = ${fmt(mu, 4)}`];
  const steps = [
    `Sobre la carga, en la dirección del movimiento, solo actúa el rozamiento estático con la caja: es lo que la arrastra. Como mucho vale $F_{e,max} = \\mu_e N = \\mu_e m g$.`,
    `La carga acompaña al vehículo mientras $m a \\le \\mu_e m g$: la aceleración máxima es $a_{max} = \\mu_e g = ${tex(mu, 4)} \\cdot ${tex(g, 4)} ${approx(aMax)} ${tex(aMax, 2)}$ m/s² (${gSource(s)}); la masa se cancela.`,
  ];
  // «pasa de 0 a 54 km/h en 6 s», «arranca y alcanza 54 km/h»: the change of speed, from rest.
  let v: number | undefined;
  let dv: number | undefined;
  if (speed) {
    const before = f.slice(Math.max(0, speed.index - 12), speed.index);
    const zero = /\bde (0) a\s*$/.exec(before);
    const fromRest = /\b(?:arranca|parte del reposo|desde el reposo|del reposo)\b/.test(f);
    if (!zero && !fromRest) return undefined;
    if (zero) used.push(speed.index - before.length + zero.index + 3);
    v = inBase(speed);
    dv = v;
    used.push(speed.index);
    data.push(
      `de 0 a ${fmt(speed.value, 4)} ${speed.unit.symbol}${speed.unit.symbol === 'm/s' ? '' : ` (${fmt(v, 4)} m/s)`}`,
    );
  }
  if (mass) data.push(`m = ${fmt(mass.value, 4)} ${mass.unit.symbol}`);
  if (time) data.push(`t = ${fmt(inBase(time), 4)} s`);
  let answer: string;
  const aVehicle = dv !== undefined && time ? dv / inBase(time) : undefined;
  if (asked === 'max') {
    if (speed || time) return undefined;
    if (mass) used.push(mass.index);
    answer = `a máx ${relation(aMax)} ${fmt(aMax)} m/s²`;
  } else if (asked === 'least') {
    if (dv === undefined) return undefined;
    const t = dv / aMax;
    steps.push(
      `Lo más rápido que puede llegar a ${fmt(v as number, 4)} m/s es con esa aceleración máxima: $t_{min} = \\frac{\\Delta v}{a_{max}} = \\frac{${tex(dv, 4)}}{${tex(aMax, 4)}} ${approx(t)} ${tex(t, 2)}$ s.`,
    );
    if (time && aVehicle !== undefined) {
      used.push(time.index);
      steps.push(
        `Los ${fmt(inBase(time), 4)} s del enunciado son los del arranque que hizo (a = ${fmt(aVehicle)} m/s²); ${mass ? 'la masa tampoco entra: ' : ''}el mínimo solo depende de μₑ y g.`,
      );
    }
    if (mass) used.push(mass.index);
    answer = `t mín ${relation(t)} ${fmt(t)} s`;
  } else {
    if (aVehicle === undefined || !time) return undefined;
    used.push(time.index);
    // «el cajón no desliza»: the statement says so, and the numbers must agree.
    if (aVehicle > aMax + 1e-9) return undefined;
    steps.push(
      `La aceleración del vehículo: $a = \\frac{\\Delta v}{t} = \\frac{${tex(dv as number, 4)}}{${tex(inBase(time), 4)}} ${approx(aVehicle)} ${tex(aVehicle, 2)}$ m/s², menor que $a_{max}$: la carga no desliza y acelera con el vehículo.`,
    );
    if (asked === 'vehicle') {
      if (mass) used.push(mass.index);
      answer = `a ${relation(aVehicle)} ${fmt(aVehicle)} m/s²`;
    } else {
      if (!mass) return undefined;
      used.push(mass.index);
      const m = inBase(mass);
      const Fr = m * aVehicle;
      steps.push(
        `El rozamiento es la única fuerza horizontal sobre la carga: $F_r = m a = ${tex(m, 4)} \\cdot ${tex(aVehicle, 4)} ${approx(Fr)} ${tex(Fr, 2)}$ N (el máximo sería $\\mu_e m g ${approx(aMax * m)} ${tex(aMax * m, 2)}$ N).`,
      );
      answer = `F_r ${relation(Fr)} ${fmt(Fr)} N`;
    }
  }
  if (unusedNumbers(s, used).length) return undefined;
  return {
    certain: true,
    text: workedReply({
      title: 'Una carga suelta sobre un vehículo que acelera',
      data: data.join('; '),
      steps,
      answer: `**${answer}**`,
      closing: '¿Qué le pasa a la carga, vista desde la ruta, si el vehículo acelera más que eso?',
    }),
  };
}
