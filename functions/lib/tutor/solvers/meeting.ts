/**
 * Two bodies in uniform motion that meet (encuentro): toward each other from a distance apart, or one
 * chasing the other (from a distance behind, or from the same place some time later). When and where.
 */
import { fmt, relation, tex } from './numbers.ts';
import { askedPart } from './physics.ts';
import { numbered } from './reply.ts';
import { findQuantities, foldForUnits, type Quantity, toBase, unitBySymbol } from './units.ts';

const CUE =
  /encuentr|alcanz|se cruzan|cruzarse|se cruza|persigue|perseguir|uno hacia el otro|una hacia la otra|al encuentro|sentidos? (?:opuestos?|contrarios?)|mismo sentido/;
const TOWARD =
  /uno hacia el otro|una hacia la otra|al encuentro|sentidos? (?:opuestos?|contrarios?)|se cruzan|cruzarse|se cruza|enfrentad|en direccion al otro|van a encontrarse|desde a hacia b y .* desde b hacia a/;
const CHASE = /persigue|perseguir|alcanz|mismo sentido|detras|atras|adelante|ventaja|despues|mas tarde|luego/;
const DELAY = /despues|mas tarde|luego|de retraso|tarde que/;

/** Which of the two speeds (a: first typed, b: second) belongs to the one that chases. */
function chaserOrder(
  folded: string,
  qa: Quantity,
  qb: Quantity,
  delay: Quantity | undefined,
): 'a' | 'b' | undefined {
  if (delay) {
    const later = DELAY.exec(folded.slice(delay.index))?.index;
    const mark = later === undefined ? delay.index : delay.index + later;
    if (qa.index < mark && qb.index > mark) return 'b';
    if (qb.index < mark && qa.index > mark) return 'a';
    return undefined;
  }
  const ahead = /adelante|delante|ventaja|le lleva/.exec(folded);
  if (ahead) {
    const distance = (q: Quantity) => Math.abs(q.index - ahead.index);
    return distance(qa) < distance(qb) ? 'b' : 'a';
  }
  const chase = /persigue|sale a buscar|va a alcanzar/.exec(folded);
  if (chase) {
    if (qa.index < chase.index && qb.index > chase.index) return 'a';
    if (qb.index < chase.index && qa.index > chase.index) return 'b';
  }
  return undefined;
}

/** "a 60 y 90 km/h": the unit written once belongs to both speeds ("a 60 km/h y 90 km/h"). */
function shareSpeedUnit(folded: string): string {
  return folded.replace(
    /(\d+(?:[.,]\d+)?)\s+y\s+(\d+(?:[.,]\d+)?)\s*(km\/h|m\/s)(?![\w/])/g,
    (_, first: string, second: string, unit: string) => `${first} ${unit} y ${second} ${unit}`,
  );
}

/** A reply for a meeting or chase problem between two bodies in MRU, or undefined. */
export function solveMeeting(message: string): string | undefined {
  const folded = shareSpeedUnit(foldForUnits(message));
  if (!CUE.test(folded)) return undefined;
  if (/acelera|aceleracion|m\/s2|m\/s²|m\/s\^2|reposo|frena|caida|cae|lanza/.test(folded)) return undefined;
  const quantities = findQuantities(folded);
  const speeds = quantities.filter((q) => q.unit.dimension === 'speed');
  const lengths = quantities.filter((q) => q.unit.dimension === 'length');
  const times = quantities.filter((q) => q.unit.dimension === 'time');
  if (speeds.length !== 2 || lengths.length > 1 || times.length > 1) return undefined;
  if (quantities.some((q) => !['speed', 'length', 'time'].includes(q.unit.dimension))) return undefined;
  const toward = TOWARD.test(folded);
  const chase = CHASE.test(folded.replace(/se encuentran|encuentro/g, ''));
  if (toward === chase && !(toward && !/persigue|alcanz|mismo sentido/.test(folded))) return undefined;
  const mode: 'toward' | 'chase' =
    toward && !/persigue|alcanz|mismo sentido/.test(folded) ? 'toward' : 'chase';
  const delay = times[0];
  if (delay && !DELAY.test(folded)) return undefined;
  if (!lengths.length && !(mode === 'chase' && delay)) return undefined;

  // km and h when the student used them, else SI.
  const kmh = speeds.some((q) => q.unit.symbol === 'km/h');
  const [L, T, V] = kmh
    ? [unitBySymbol('km'), unitBySymbol('h'), unitBySymbol('km/h')]
    : [unitBySymbol('m'), unitBySymbol('s'), unitBySymbol('m/s')];
  const as = (q: Quantity, unit: typeof L) => toBase(q.value, q.unit) / unit.factor;
  const [qa, qb] = speeds as [Quantity, Quantity];
  const va = as(qa, V);
  const vb = as(qb, V);
  const d = lengths.length ? as(lengths[0] as Quantity, L) : 0;
  const wait = delay ? as(delay, T) : 0;
  const u = { d: L.symbol, t: T.symbol, v: V.symbol };
  const n = (x: number) => tex(x, 4);
  const conversions = [...speeds, ...lengths, ...times]
    .filter((q) => ![L, T, V].includes(q.unit))
    .map(
      (q) =>
        `${fmt(q.value, 4)} ${q.unit.symbol} = ${fmt(as(q, q.unit.dimension === 'speed' ? V : q.unit.dimension === 'length' ? L : T), 4)} ${q.unit.dimension === 'speed' ? u.v : q.unit.dimension === 'length' ? u.d : u.t}`,
    );
  const steps: string[] = [];
  if (conversions.length) steps.push(`Pasá todo a las mismas unidades: ${conversions.join('; ')}.`);
  const data = [`v_A = ${fmt(va, 4)} ${u.v}`, `v_B = ${fmt(vb, 4)} ${u.v}`];
  if (lengths.length) data.push(`distancia entre ellos: ${fmt(d, 4)} ${u.d}`);
  if (delay) data.push(`B sale ${fmt(wait, 4)} ${u.t} después`);

  let t: number; // from the moment B starts (or both start)
  let xA: number; // where they meet, measured from A's start
  let title: string;
  const question = askedPart(folded);
  if (mode === 'toward') {
    title = 'Encuentro: móviles que van uno hacia el otro';
    const head = delay ? va * wait : 0;
    if (head >= d) return undefined;
    steps.push(
      `Poné el origen donde sale A y el sentido positivo hacia B: $x_A = ${n(va)}\\,t$ y $x_B = ${n(d)} - ${n(vb)}\\,t${delay ? '' : ''}$${delay ? ` (contando t desde que sale B; A ya recorrió ${fmt(head)} ${u.d})` : ''}.`,
    );
    if (delay) {
      steps.push(
        `Mientras B espera, A avanza $${n(va)} \\cdot ${n(wait)} = ${n(head)}$ ${u.d}: quedan $${n(d - head)}$ ${u.d} entre ellos.`,
      );
    }
    t = (d - head) / (va + vb);
    steps.push(
      `Se encuentran cuando están en el mismo lugar, $x_A = x_B$: las distancias que recorren suman la separación, $(${n(va)} + ${n(vb)})\\,t = ${n(d - head)}$, así que $t = \\frac{${n(d - head)}}{${n(va + vb)}} ${relation(t) === '=' ? '=' : '\\approx'} ${tex(t, 2)}$ ${u.t}.`,
    );
    xA = head + va * t;
    steps.push(
      `Dónde: $x_A = ${head ? `${n(head)} + ` : ''}${n(va)} \\cdot ${tex(t, 4)} ${relation(xA) === '=' ? '=' : '\\approx'} ${tex(xA, 2)}$ ${u.d} desde A (y a ${fmt(d - xA)} ${u.d} de B).`,
    );
  } else {
    title = 'Encuentro: un móvil alcanza al otro';
    // Who chases: the one that starts later, or the one typed before "persigue", or the one not "adelante".
    const order = chaserOrder(folded, qa, qb, delay);
    if (!order) return undefined;
    const [chaser, leader, vc, vl] = order === 'b' ? ['B', 'A', vb, va] : ['A', 'B', va, vb];
    if (vc <= vl) {
      return `Con esas velocidades el de atrás (${fmt(vc)} ${u.v}) no es más rápido que el de adelante (${fmt(vl)} ${u.v}): la distancia entre ellos nunca se achica, así que no se encuentran. ¿Revisaste cuál va adelante?`;
    }
    const head = delay ? vl * wait + d : d;
    if (delay) {
      steps.push(
        `Cuando sale ${chaser}, ${leader} ya recorrió $${n(vl)} \\cdot ${n(wait)} = ${n(vl * wait)}$ ${u.d}${d ? ` (más los ${fmt(d)} ${u.d} de ventaja)` : ''}: esa es la ventaja, ${fmt(head)} ${u.d}.`,
      );
    }
    steps.push(
      `Poné el origen donde arranca ${chaser} y contá t desde que sale: $x_{${chaser}} = ${n(vc)}\\,t$ y $x_{${leader}} = ${n(head)} + ${n(vl)}\\,t$.`,
    );
    t = head / (vc - vl);
    steps.push(
      `Lo alcanza cuando $x_{${chaser}} = x_{${leader}}$: $${n(vc)}\\,t = ${n(head)} + ${n(vl)}\\,t \\Rightarrow t = \\frac{${n(head)}}{${n(vc)} - ${n(vl)}} ${relation(t) === '=' ? '=' : '\\approx'} ${tex(t, 2)}$ ${u.t} (la distancia se achica a ${fmt(vc - vl)} ${u.v}).`,
    );
    xA = vc * t;
    steps.push(
      `Dónde: $x_{${chaser}} = ${n(vc)} \\cdot ${tex(t, 4)} ${relation(xA) === '=' ? '=' : '\\approx'} ${tex(xA, 2)}$ ${u.d} desde donde salió ${chaser}.`,
    );
    if (delay) steps.push(`Contado desde que salió ${leader}, pasaron ${fmt(t + wait)} ${u.t}.`);
  }
  const minutes = kmh && t < 1 ? ` (${fmt(t * 60)} min)` : !kmh && t >= 60 ? ` (${fmt(t / 60)} min)` : '';
  return [
    `## ${title}`,
    '',
    `**Datos:** ${data.join('; ')}. Los dos van con velocidad constante (MRU).`,
    '',
    ...numbered(steps),
    '',
    `**Se encuentran a los t ${relation(t)} ${fmt(t)} ${u.t}${minutes}, a ${fmt(xA)} ${u.d} ${mode === 'toward' ? 'del punto de partida de A' : 'del punto de partida del que persigue'}.**`,
    '',
    /donde/.test(question) || /cuando/.test(question)
      ? '¿Cómo lo verías en un gráfico de posición en función del tiempo? ¿Qué representa el punto donde se cortan las rectas?'
      : '¿Qué representa el punto donde se cortan las dos rectas en el gráfico de posición en función del tiempo?',
  ].join('\n');
}
