/**
 * Two bodies in uniform motion that meet (encuentro): toward each other from a distance apart, or one
 * chasing the other (from a distance behind, or from the same place some time later). When and where.
 */
import { asksAnotherUnit, unitsAsked } from './asked-unit.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { graphMeeting, positionEquationsMeeting } from './graph-meeting.ts';
import { fmt, relation, tex } from './numbers.ts';
import {
  askedClause,
  gLine,
  inBase,
  ofDimension,
  readStatement,
  type Statement,
  unusedNumbers,
} from './physics.ts';
import { numbered, workedReply } from './reply.ts';
import { spellOutTimes } from './spelled-times.ts';
import { foldForUnits, type Quantity, toBase, unitBySymbol } from './units.ts';

const CUE =
  /encuentr|encontrarse|se encontrar|alcanz|se cruzan|cruzarse|se cruza|\bel cruce\b|persigue|perseguir|uno hacia el otro|una hacia la otra|al encuentro|sentidos? (?:opuestos?|contrarios?)|mismo sentido|direcciones (?:opuestas|contrarias)|se alejan/;
const TOWARD =
  /uno hacia el otro|\b(?:se produce|ocurre|tiene lugar|hasta|en) el cruce\b|hacia (?:la|el) otr[ao]\b[^.]*\bhacia (?:la|el) primer[ao]?\b|se acercan|acercandose|a su encuentro|una hacia la otra|al encuentro|sentidos? (?:opuestos?|contrarios?)|se cruzan|cruzarse|se cruza|enfrentad|en direccion al otro|van a encontrarse|\b(?:de|desde) (\w+)\b[^.;]{0,30}?\b(?:hacia|rumbo a|en direccion a) (\w+)\b.*\b(?:de|desde) \2\b[^.;]{0,30}?\b(?:hacia|rumbo a|en direccion a) \1\b/;
// «un auto A sale … y desde otra ciudad sale un auto B hacia A»: one body heads for the other, named by
// its letter; «de la otra sale otro auto hacia el primero».
const VEHICLE =
  '(?:auto|moto|tren|movil|ciclista|camion|micro|colectivo|lancha|barco|corredor|persona|atleta)';
const HEADS_FOR_THE_OTHER = new RegExp(
  `\\b${VEHICLE}\\s+([a-z])\\b[^.]*\\b${VEHICLE}\\s+(?!\\1\\b)[a-z]\\s+(?:hacia|en direccion a|rumbo a|al encuentro de)\\s+(?:el |la )?(?:${VEHICLE} )?\\1\\b|\\b(?:de|desde) (?:la )?otra\\b[^.]*\\bhacia (?:el|la) primer[oa]\\b`,
);
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
  // "un policía que está 30 m detrás": the one behind chases.
  const behind = /detras|atras/.exec(folded);
  // "A … está 100 m detrás de un camión que va a …": the body named after "detrás de" leads.
  const behindOf = /detras de (?:un|una|el|la) [a-z]{3,}/.exec(folded);
  if (behindOf) {
    if (qa.index < behindOf.index && qb.index > behindOf.index) return 'a';
    if (qb.index < behindOf.index && qa.index > behindOf.index) return 'b';
  }
  if (behind) {
    const distance = (q: Quantity) => Math.abs(q.index - behind.index);
    return distance(qa) < distance(qb) ? 'a' : 'b';
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

/**
 * Whose start the time asked runs from: "después de la partida del primero" (first), "desde que salió
 * el camión" when the camión is named only where the first one's speed is (the text up to it), "después
 * de salir la moto" when only where the later one's is (later); no such phrase counts from the later
 * start, as the reply says; a phrase it cannot place is unknown.
 */
function countedFrom(
  folded: string,
  question: string,
  speeds: { earlier: Quantity; later: Quantity },
): 'first' | 'later' | 'unknown' {
  const VERB = '(?:sale|salio|parte|partio|arranca|arranco|pasa|paso|salir|partir|arrancar|pasar)';
  if (new RegExp(`(?:partida|salida|${VERB})[^.?]{0,12}\\bprimer`).test(question)) return 'first';
  if (new RegExp(`(?:partida|salida|${VERB})[^.?]{0,12}\\b(?:segundo|ultimo)`).test(question)) return 'later';
  const since = new RegExp(`(?:despues de|desde) (?:que |la (?:partida|salida)|${VERB})`).exec(question);
  if (!since) return 'later';
  // "¿Cuánto tarda el segundo en alcanzar al primero desde que pasa por P?": the second's own start.
  const after = question.slice(since.index);
  if (/\b(?:el|la) segund[oa]\b/.test(question.slice(0, since.index)) && !/primer/.test(after))
    return 'later';
  const verbObject = new RegExp(`(?:(?:partida|salida) de(?:l| la)|${VERB}(?: el| la)?) (\\w{3,})`).exec(
    question.slice(since.index),
  )?.[1];
  // «¿Cuánto tarda la moto, desde que pasa por el peaje, en alcanzar…?»: the start is the subject's own,
  // the body named before «desde que» when the verb after it names a place, not a body.
  const subject = /\b(?:tarda|tardara|demora|demorara|necesita)\s+(?:el|la)\s+(\w{3,})\s*,?\s*$/.exec(
    question.slice(0, since.index),
  )?.[1];
  // «¿Cuántos minutos después de salir alcanza el auto al colectivo?»: the subject after the verb.
  const meets = new RegExp(
    `^(?:despues de|desde) ${VERB} (?:lo |la )?(?:alcanza|encuentra)\\w* (?:el|la) (\\w{3,})`,
  ).exec(question.slice(since.index))?.[1];
  const named =
    meets ?? (verbObject && !/^(?:por|frente|delante|desde|hacia)$/.test(verbObject) ? verbObject : subject);
  if (!named) return 'unknown';
  const [first, second] = [speeds.earlier, speeds.later].sort((p, q) => p.index - q.index) as [
    Quantity,
    Quantity,
  ];
  const region = (q: Quantity) =>
    q === first ? folded.slice(0, first.index) : folded.slice(first.index, second.index);
  const inEarlier = region(speeds.earlier).includes(named);
  const inLater = region(speeds.later).includes(named);
  return inEarlier === inLater ? 'unknown' : inEarlier ? 'first' : 'later';
}

/** "a 60 y 90 km/h": the unit written once belongs to both speeds ("a 60 km/h y 90 km/h"). */
function shareSpeedUnit(folded: string): string {
  return folded.replace(
    /(\d+(?:[.,]\d+)?)\s+y\s+(\d+(?:[.,]\d+)?)\s*(km\/h|m\/s)(?![\w/])/g,
    (_, first: string, second: string, unit: string) => `${first} ${unit} y ${second} ${unit}`,
  );
}

/** Two bodies in MRU that meet, toward each other or one chasing the other. */
function uniformMeeting(s: Statement, clock: number | undefined): SolverReply | undefined {
  const folded = s.folded;
  if (/acelera|aceleracion|m\/s2|m\/s²|m\/s\^2|reposo|frena|caida|cae|lanza/.test(folded)) return undefined;
  const quantities = s.quantities;
  const speeds = quantities.filter((q) => q.unit.dimension === 'speed');
  const lengths = quantities.filter((q) => q.unit.dimension === 'length');
  const times = quantities.filter((q) => q.unit.dimension === 'time');
  if (speeds.length !== 2 || lengths.length > 1 || times.length > 1) return undefined;
  if (quantities.some((q) => !['speed', 'length', 'time'].includes(q.unit.dimension))) return undefined;
  const toward = TOWARD.test(folded) || HEADS_FOR_THE_OTHER.test(folded);
  const chase = CHASE.test(folded.replace(/se encuentran|encuentro/g, ''));
  if (toward === chase && !(toward && !/persigue|alcanz|mismo sentido/.test(folded))) return undefined;
  const mode: 'toward' | 'chase' =
    toward && !/persigue|alcanz|mismo sentido/.test(folded) ? 'toward' : 'chase';
  // «¿Qué distancia los separa 5 minutos después del cruce?»: a time in the question, after they cross.
  const askedAt = folded.lastIndexOf(askedClause(s));
  const afterCrossing =
    times[0] &&
    askedAt > 0 &&
    times[0].index >= askedAt &&
    /(?:separa|distancia entre)[^?]*despues del (?:cruce|encuentro)|despues de (?:cruzarse|encontrarse)[^?]*(?:separa|distancia entre)/.test(
      askedClause(s),
    )
      ? times[0]
      : undefined;
  const delay = afterCrossing ? undefined : times[0];
  if (delay && !DELAY.test(folded)) return undefined;
  // «Más tarde sale de B…» with no time said: a later start this reading has no datum for (it was read
  // as both leaving at once, sure).
  const told = folded.slice(0, Math.max(0, folded.lastIndexOf(askedClause(s))));
  if (!delay && /mas tarde|tiempo despues|rato despues|\bluego sale|despues sale/.test(told))
    return undefined;
  if (!lengths.length && !(mode === 'chase' && delay)) return undefined;

  // km and h when the student used them, else SI.
  // km/h unless the statement also works in m/s and seconds (a 10 s delay beside 30 m/s): its answer
  // then reads in seconds and metres, not in thousandths of an hour.
  const kmh =
    speeds.some((q) => q.unit.symbol === 'km/h') &&
    !(
      speeds.some((q) => q.unit.symbol === 'm/s') &&
      s.quantities.some((q) => q.unit.dimension === 'time' && q.unit.symbol === 's')
    );
  const [L, T, V] = kmh
    ? [unitBySymbol('km'), unitBySymbol('h'), unitBySymbol('km/h')]
    : [unitBySymbol('m'), unitBySymbol('s'), unitBySymbol('m/s')];
  const as = (q: Quantity, unit: typeof L) => toBase(q.value, q.unit) / unit.factor;
  const [qa, qb] = speeds as [Quantity, Quantity];
  const va = as(qa, V);
  const vb = as(qb, V);
  const [gap] = lengths;
  const d = gap ? as(gap, L) : 0;
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

  // Who leaves first and who later: A and B toward each other, the one chased and the chaser.
  let firstAndLater = { earlier: qa, later: qb };
  let t: number; // from the moment B starts (or both start)
  let xA: number; // where they meet, measured from A's start
  let title: string;
  const question = askedClause(s);
  if (mode === 'toward') {
    title = 'Encuentro: móviles que van uno hacia el otro';
    // The one that leaves later is B, typed after the delay ("media hora después sale de B … a 90 km/h").
    if (delay && !(qa.index < delay.index && delay.index < qb.index)) return undefined;
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
    if (delay) steps.push(`Contado desde que salió A, pasaron ${fmt(t + wait)} ${u.t}.`);
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
    // One leaving later catches the other only from the same place (or from behind, when said so).
    if (
      delay &&
      !/mismo (?:punto|lugar|sitio)|misma (?:ciudad|estacion|esquina|terminal|direccion)|mismo sentido|detras|atras|adelante|persigue|alcanz/.test(
        folded,
      )
    )
      return undefined;
    // With a later start, a distance is a head start only when said so: «de A hacia B, distantes 500 m»
    // is the road, and «¿lo alcanza antes de llegar a B?» a question this reading does not answer.
    if (delay && gap && !/ventaja|detras|atras|adelante|delante|le lleva/.test(folded)) return undefined;
    if (/antes de (?:llegar|que llegue)/.test(question)) return undefined;
    const [chaser, leader, vc, vl] = order === 'b' ? ['B', 'A', vb, va] : ['A', 'B', va, vb];
    firstAndLater = order === 'b' ? { earlier: qa, later: qb } : { earlier: qb, later: qa };
    if (vc <= vl) {
      return {
        certain: false,
        text: `Con esas velocidades el de atrás (${fmt(vc)} ${u.v}) no es más rápido que el de adelante (${fmt(vl)} ${u.v}): la distancia entre ellos nunca se achica, así que no se encuentran. ¿Revisaste cuál va adelante?`,
      };
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
  const elapsed = t + wait;
  // The time asked from the first one's start ("¿cuánto tiempo después de la partida del primero…?").
  const from = delay ? countedFrom(folded, question, firstAndLater) : 'later';
  if (from === 'unknown') return undefined;
  const fromFirst = from === 'first';
  const shown = fromFirst ? elapsed : t;
  // Short times in km/h also in seconds: «0,01 h (0,5 min = 30 s)»; a time asked in minutes or seconds
  // («¿cuántos minutos después…?») in that unit too.
  const asksMinutes = /\bminutos?\b|\ben min\b/.test(question);
  const asksSeconds = /\bsegundos?\b/.test(question);
  const seconds = kmh && (shown * 60 < 10 || asksSeconds) ? ` = ${fmt(shown * 3600)} s` : '';
  const minutes =
    kmh && (shown < 1 || asksMinutes || asksSeconds)
      ? ` (${fmt(shown * 60)} min${seconds})`
      : !kmh && (shown >= 60 || asksMinutes)
        ? ` (${fmt(shown / 60)} min)`
        : '';
  const when = `t ${relation(shown)} ${fmt(shown)} ${u.t}${minutes}${fromFirst ? ' desde que salió el primero' : ''}`;
  const at = clock === undefined ? '' : `, a las ${clockText(clock + elapsed * (kmh ? 60 : 1 / 60))}`;
  // «¿a qué distancia, en km, …?» with the work in metres (or «en metros» in km): that unit too.
  const inKm = u.d === 'm' && /\ben (?:km|kilometros)\b/.test(question);
  const inM = u.d === 'km' && /\ben (?:m|metros)\b/.test(question);
  const far = (x: number) =>
    `${fmt(x)} ${u.d}${inKm ? ` (= ${fmt(x / 1000)} km)` : inM ? ` (= ${fmt(x * 1000)} m)` : ''}`;
  // «¿a qué distancia del punto de partida del más lento?»: the start of the slower (or faster) one.
  // «¿A qué distancia de Mendoza…?»: the place one of them leaves from, named.
  const bySpeed = /\bmas (lent|rapid|veloz)/.exec(question)?.[1];
  const byPlace = startNamed(folded, question, qa, qb);
  const fromB =
    bySpeed !== undefined && va !== vb
      ? (bySpeed === 'lent') === vb < va
      : byPlace !== undefined
        ? byPlace === 'b'
        : /de b\b|desde b\b/.test(question) && !/de a\b|desde a\b/.test(question);
  const which = bySpeed === undefined ? '' : bySpeed === 'lent' ? ', el más lento' : ', el más rápido';
  // The start the question names, alone: the other's distance would read as a second answer.
  const alone = bySpeed !== undefined || byPlace !== undefined;
  const place =
    mode === 'toward'
      ? fromB
        ? `a ${far(d - xA)} del punto de partida de B${which}${alone ? '' : ` (y a ${far(xA)} de A)`}`
        : `a ${far(xA)} del punto de partida de A${which}${alone ? '' : ` (y a ${far(d - xA)} de B)`}`
      : `a ${far(xA)} del punto de partida del que persigue`;
  const used = [...speeds, ...lengths, ...times].map((q) => q.index);
  const unused = unusedNumbers(s, used);
  if (afterCrossing) {
    // After crossing they move apart at va + vb, while each is still on its way to the other's start.
    if (mode !== 'toward' || unused.length) return undefined;
    const dt = as(afterCrossing, T);
    const apart = (va + vb) * dt;
    if (!(dt > 0) || va * dt > d - xA || vb * dt > xA) return undefined;
    const inKmAsked = u.d === 'm' && /\ben (?:km|kilometros)\b/.test(question);
    return {
      certain: true,
      text: workedReply({
        title,
        data: `${data.join('; ')}; ${fmt(afterCrossing.value, 4)} ${afterCrossing.unit.symbol} después del cruce`,
        steps: [
          ...steps,
          `Después del cruce cada uno sigue alejándose del otro: la distancia entre ellos crece a $${n(va)} + ${n(vb)} = ${n(va + vb)}$ ${u.v}.`,
          `En $${n(dt)}$ ${u.t}: $d = ${n(va + vb)} \\cdot ${n(dt)} ${relation(apart) === '=' ? '=' : '\\approx'} ${tex(apart, 2)}$ ${u.d} (A recorrió ${fmt(va * dt)} ${u.d} y B ${fmt(vb * dt)} ${u.d}: ninguno llegó todavía a la punta del otro).`,
        ],
        answer: `**d ${relation(apart)} ${fmt(apart)} ${u.d}${inKmAsked ? ` (= ${fmt(apart / 1000)} km)` : ''}**`,
        closing: '¿Cuánto tardaría cada uno en llegar a la estación de donde salió el otro?',
      }),
    };
  }
  // «¿A qué hora…?»: the clock time first, as the options write it («10:45 h»).
  const hour = clock === undefined ? '' : clockText(clock + elapsed * (kmh ? 60 : 1 / 60));
  const answer =
    hour && /a que hora/.test(question)
      ? `Se encuentran a las ${hour} h, a los ${when}, ${place}.`
      : /a que distancia|donde|en que (?:lugar|punto|posicion)|a que altura|que distancia/.test(question) &&
          !/cuando|cuanto tiempo|cuanto tarda|en que momento|a que hora/.test(question)
        ? `Se encuentran ${place}, a los ${when}${at}.`
        : `Se encuentran a los ${when}${at}, ${place}.`;
  return {
    certain: unused.length === 0,
    text: [
      `## ${title}`,
      '',
      `**Datos:** ${data.join('; ')}. Los dos van con velocidad constante (MRU).`,
      '',
      ...numbered(steps),
      '',
      unused.length ? uncertain(answer, unused) : `**${answer}**`,
      '',
      '¿Qué representa el punto donde se cortan las dos rectas en el gráfico de posición en función del tiempo?',
    ].join('\n'),
  };
}

const LEAVES_FROM =
  /\b(?:sale|salen|parte|parten|salio|partio|arranca) (?:de|desde) (?:la ciudad de |el pueblo de |la localidad de |la estacion de )?(\w{3,}(?: \w{3,})?)/g;

/** Where the body whose speed is `q` leaves from, told between the other speed (`before`) and its own. */
function byPlaceName(folded: string, q: Quantity, before: Quantity | undefined): string | undefined {
  const clause = folded.slice(before ? before.index : 0, q.index);
  return [...clause.matchAll(LEAVES_FROM)].at(-1)?.[1];
}

/**
 * «¿A qué distancia de Mendoza se cruzan?» when one leaves «de Mendoza» and the other from another
 * place: which of the two starts the question names, or undefined.
 */
function startNamed(folded: string, question: string, qa: Quantity, qb: Quantity): 'a' | 'b' | undefined {
  const asked = /\bdistancia (?:de|del|desde) (?:la ciudad de |el pueblo de )?(\w{3,}(?: \w{3,})?)/.exec(
    question,
  )?.[1];
  if (!asked) return undefined;
  const [first, second] = qa.index < qb.index ? [qa, qb] : [qb, qa];
  const placeA = byPlaceName(folded, first, undefined);
  const placeB = byPlaceName(folded, second, first);
  if (!placeA || !placeB || placeA === placeB) return undefined;
  const names = (place: string) => asked === place || asked.split(' ')[0] === place.split(' ')[0];
  const named = names(placeA) ? first : names(placeB) ? second : undefined;
  if (!named || (names(placeA) && names(placeB))) return undefined;
  return named === qa ? 'a' : 'b';
}

// ---------------------------------------------------------------------------------------------------

// «a las 8:15», «a las 8.15 h», «a las 8 h 15 min», «a las 9 hs».
const CLOCK =
  /\ba las (\d{1,2})(?:[:.](\d{2})(?:\s*(?:h|hs|horas)\b)?|\s*(?:h|hs|horas)\b(?:\s*(?:y\s+)?(\d{1,2})\s*(?:min|minutos)\b)?)?/g;

/** Minutes since midnight as "10:00" or "9:45". */
function clockText(minutes: number): string {
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60) % 24;
  return `${hours}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The statement as the solvers read times: spelled ones as numbers ("veinte minutos" → 20 min, "media
 * hora" → 30 min), and clock times taken out: the first one is the start (returned); a later one is
 * written as the delay it means ("a las 9:30", after "a las 8:00", is "1,5 h despues").
 */
function prepare(message: string): { text: string; clock?: number } {
  let text = spellOutTimes(foldForUnits(message));
  let clock: number | undefined;
  text = text.replace(CLOCK, (_, h: string, m: string | undefined, after: string | undefined) => {
    const minutes = Number(h) * 60 + Number(m ?? after ?? 0);
    if (clock === undefined) {
      clock = minutes;
      return 'al comienzo';
    }
    const later = minutes - clock;
    // In minutes when it is not a whole number of hours: «a las 14:10», after 14:00, is exactly 10 min.
    if (later <= 0) return 'a la misma hora';
    return later % 60 === 0 ? `${later / 60} h despues` : `${later} min despues`;
  });
  return { text: shareSpeedUnit(text), clock };
}

function uncertain(answer: string, unused: number[]): string {
  return `Con esa lectura quedaría: ${answer} Pero no usé ${unused.map((v) => fmt(v, 4)).join(', ')} del enunciado: ¿qué representa${unused.length > 1 ? 'n' : ''}? Confirmame los datos y lo cerramos.`;
}

// ---------------------------------------------------------------------------------------------------
// One body at constant speed and one that starts from rest with constant acceleration.

const FROM_REST = /reposo|detenid|quiet|arranca|parte|sale/;
// «pasa por un semáforo… parte del reposo desde el semáforo»: the place named twice is one.
const SAME_PLACE =
  /pasa (?:\w+ndo )?(?:a su lado|junto|por su lado|frente)|(?:arranca|parte|sale)\w* (?:desde|de) (?:ese|el mismo|dicho) (?:punto|lugar|semaforo|cruce|sitio)|pasa (?:\w+ndo )?a [\d,.]+ \S+(?: constantes)? (?:a su lado|junto a|por su lado|frente a|al lado)|en el (?:mismo )?instante en que (?:lo |la )?pasa|del mismo (?:punto|lugar)|desde el mismo (?:punto|lugar)|cuando (?:lo |la )?pasa|\bve pasar\b|\b(?:lo|la|le) (?:pasa|adelanta|sobrepasa)\b|\bpasa por (?:un|una|el|la) (\p{L}+)\b.*\b(?:desde|de) (?:el|la|ese|esa|dicho|dicha) (?:mismo |misma )?\1\b/u;

/**
 * Whether the body at constant speed is the one ahead, so that the one starting from rest chases it:
 * "persiguiendo a una moto que va a 10 m/s", "una moto … le lleva 50 m de ventaja", "el auto, 50 m
 * detrás". Undefined readings (the accelerating one ahead, two catches) are left alone.
 */
function uniformLeads(folded: string, speed: Quantity, acceleration: Quantity): boolean {
  const chase = /persigu/.exec(folded);
  if (chase) return acceleration.index < chase.index && chase.index < speed.index;
  const near = (pattern: RegExp, q: Quantity, other: Quantity) => {
    const match = pattern.exec(folded);
    return match !== null && Math.abs(match.index - q.index) < Math.abs(match.index - other.index);
  };
  if (near(/ventaja|le lleva|adelante|delante/, speed, acceleration)) return true;
  // «…parte del reposo con 2 m/s². En el mismo instante, 100 m delante de él, pasa una moto a 10 m/s»: the
  // sentence that says «delante» is the one at constant speed, not the one that starts from rest.
  const sentenceOf = (at: number) => folded.slice(0, at).split(/[.;]\s/).length;
  const ahead = /\bdelante de (?:el|ella)\b/.exec(folded);
  if (
    ahead &&
    sentenceOf(ahead.index) === sentenceOf(speed.index) &&
    sentenceOf(ahead.index) !== sentenceOf(acceleration.index)
  )
    return true;
  return near(/detras|atras/, acceleration, speed);
}

/** «hacia B», «hacia la estación A»: a body heading for a place named by a letter. */
const PLACE_HEADING = /\bhacia (?:la (?:estacion|ciudad|localidad) |el (?:pueblo|punto) )?([a-z])\b/g;

/**
 * The meeting place from the place the question names, when the bodies start from places named by
 * letters: «¿a qué distancia de A…?» is B's way when B starts from A, the rest of the gap when the
 * other starts there. Undefined when no place is named, null when the named one cannot be told apart.
 */
function distanceFromPlace(
  folded: string,
  question: string,
  acceleration: Quantity,
  gap: number,
  xB: number,
): string | undefined | null {
  const asked =
    /distancia (?:de|desde) (?:la (?:estacion|ciudad|localidad) |el (?:pueblo|punto) )?([a-z])\b/.exec(
      question,
    )?.[1];
  if (!asked) return undefined;
  const starts = [
    ...folded
      .slice(0, acceleration.index)
      .matchAll(/\b(?:de|desde) (?:la (?:estacion|ciudad|localidad) |el (?:pueblo|punto) )?([a-z])\b/g),
  ];
  const start = starts.at(-1)?.[1];
  if (!start) return null;
  const away = asked === start ? xB : gap - xB;
  return `a ${fmt(away)} m de ${asked.toUpperCase()}`;
}

/**
 * Whether the statement names the accelerating body A and the uniform one B: «A parte del reposo … con
 * una aceleración de 2 m/s², y B avanza hacia A a 15 m/s».
 */
function acceleratedIsA(text: string): boolean {
  // A clause of one subject: it stops at a period, a comma, an acceleration's «²» or «y B …».
  const clause = String.raw`(?:(?!\sy\s+[AB]\s)[^.;,²^])*?`;
  const accelerating = new RegExp(
    String.raw`(?:^|[\s,;.])([AB])\s+(?:parte|arranca|sale|acelera|inicia)\b${clause}(?:reposo|aceleraci)`,
    'u',
  ).exec(text)?.[1];
  const uniform = new RegExp(
    String.raw`(?:^|[\s,;.])([AB])\s+(?:avanza|va|viaja|se mueve|circula|marcha|sale|parte|se acerca)\b${clause}\d(?:[\d.,]*\d)?\s*(?:m\/s|km\/h)(?!\s*²|\^)`,
    'u',
  ).exec(text)?.[1];
  return accelerating === 'A' && uniform === 'B';
}

function acceleratedMeeting(s: Statement, text: string): SolverReply | undefined {
  const folded = s.folded;
  const speeds = ofDimension(s, 'speed');
  const accelerations = ofDimension(s, 'acceleration');
  const lengths = ofDimension(s, 'length');
  const [speed] = speeds;
  const [acceleration] = accelerations;
  const times = ofDimension(s, 'time');
  if (
    !speed ||
    !acceleration ||
    speeds.length !== 1 ||
    accelerations.length !== 1 ||
    lengths.length > 1 ||
    times.length > 1
  )
    return undefined;
  if (s.quantities.length !== speeds.length + accelerations.length + lengths.length + times.length)
    return undefined;
  // «Un auto pasa a 20 m/s frente a un policía; 2 s después el policía parte del reposo, desde ese mismo
  // lugar…»: the chaser starts a delay after the other passed, from that same place — when it starts, the
  // one at constant speed leads by v·τ. Only a delay said as such, after the uniform speed and before the
  // acceleration, and no gap typed besides.
  const [delay] = times;
  if (
    delay &&
    (lengths.length ||
      !(speed.index < delay.index && delay.index < acceleration.index) ||
      !/^[\d.,]+\s*\S+\s+(?:despues|mas tarde)\b/.test(folded.slice(delay.index)) ||
      !SAME_PLACE.test(folded))
  )
    return undefined;
  if (!FROM_REST.test(folded) || /cae|caida|lanza|vertical/.test(folded)) return undefined;
  const v = inBase(speed);
  const a = inBase(acceleration);
  if (!(v > 0 && a > 0)) return undefined;
  const [gap] = lengths;
  const tau = delay ? inBase(delay) : 0;
  const d = gap ? inBase(gap) : v * tau;
  // «…parte de la estación A… hacia B. …otro tren que viaja hacia A»: each heads for the other's place.
  const headings = [...folded.matchAll(PLACE_HEADING)].map((m) => m[1]);
  const toward =
    TOWARD.test(folded) ||
    /se acercan|acercandose|hacia el otro/.test(folded) ||
    (headings.length === 2 && headings[0] !== headings[1]);
  const data = [
    `móvil A (MRU): v = ${fmt(v, 4)} m/s`,
    `móvil B (MRUV, parte del reposo): a = ${fmt(a, 4)} m/s²`,
  ];
  const steps: string[] = [];
  if (speeds[0]?.unit.symbol !== 'm/s' || (lengths[0] && lengths[0].unit.symbol !== 'm'))
    steps.push(
      `Pasá todo al SI: ${[speeds[0], lengths[0]]
        .filter((q): q is Quantity => q !== undefined && !['m/s', 'm'].includes(q.unit.symbol))
        .map(
          (q) =>
            `${fmt(q.value, 4)} ${q.unit.symbol} = ${fmt(inBase(q), 4)} ${q.unit.dimension === 'speed' ? 'm/s' : 'm'}`,
        )
        .join('; ')}.`,
    );
  let t: number;
  let mode: 'toward' | 'same' | 'ahead' | 'behind';
  // «un camión que marcha a 54 km/h … se encuentra 60 m detrás del semáforo» where the car starts: the
  // one at constant speed chases the one starting from rest, and passes it twice when it is fast enough
  // (½·a·t² − v·t + d = 0, two roots); «vuelve a pasar» asks the second.
  const behind =
    gap &&
    d > 0 &&
    !toward &&
    !delay &&
    /detras|atras/.test(folded) &&
    !uniformLeads(folded, speed, acceleration)
      ? /detras|atras/.exec(folded.slice(speed.index, gap.end + 30)) !== null
      : false;
  const secondPass = /vuelve a (?:pasar|adelantar|alcanzar|encontrar)|segunda vez|nuevamente|otra vez/.test(
    askedClause(s),
  );
  if (behind) {
    const disc = v * v - 2 * a * d;
    if (!(disc > 0)) return undefined;
    mode = 'behind';
    const t1 = (v - Math.sqrt(disc)) / a;
    const t2 = (v + Math.sqrt(disc)) / a;
    t = secondPass ? t2 : t1;
    data.push(`A arranca ${fmt(d, 4)} m detrás de B`);
    steps.push(
      `Origen donde arranca B, positivo hacia adelante: $x_B = \\frac{1}{2} \\cdot ${tex(a, 4)}\\,t^2$ (parte del reposo) y $x_A = -${tex(d, 4)} + ${tex(v, 4)}\\,t$ (viene ${fmt(d, 4)} m atrás).`,
      `Están en el mismo lugar cuando $\\frac{1}{2} \\cdot ${tex(a, 4)}\\,t^2 - ${tex(v, 4)}\\,t + ${tex(d, 4)} = 0$: $t = \\frac{${tex(v, 4)} \\mp \\sqrt{${tex(v, 4)}^2 - 2 \\cdot ${tex(a, 4)} \\cdot ${tex(d, 4)}}}{${tex(a, 4)}}$, $t_1 \\approx ${tex(t1, 2)}$ s y $t_2 \\approx ${tex(t2, 2)}$ s.`,
      `En $t_1$ A alcanza y pasa a B; B sigue acelerando y en $t_2$ vuelve a pasar a A. Lo pedido es ${secondPass ? 'la segunda vez' : 'la primera vez'}, $t ${relation(t) === '=' ? '=' : '\\approx'} ${tex(t, 2)}$ s.`,
    );
  } else if (toward && d > 0) {
    mode = 'toward';
    data.push(`separados ${fmt(d, 4)} m, uno hacia el otro`);
    steps.push(
      `Origen donde arranca B, positivo hacia A: $x_B = \\frac{1}{2} \\cdot ${tex(a, 4)}\\,t^2$ y $x_A = ${tex(d, 4)} - ${tex(v, 4)}\\,t$.`,
    );
    t = (-v + Math.sqrt(v * v + 2 * a * d)) / a;
    steps.push(
      `Se encuentran cuando $x_A = x_B$: $\\frac{1}{2} \\cdot ${tex(a, 4)}\\,t^2 + ${tex(v, 4)}\\,t - ${tex(d, 4)} = 0$. La raíz positiva de la resolvente: $t = \\frac{-${tex(v, 4)} + \\sqrt{${tex(v, 4)}^2 + 2 \\cdot ${tex(a, 4)} \\cdot ${tex(d, 4)}}}{${tex(a, 4)}} ${relation(t) === '=' ? '=' : '\\approx'} ${tex(t, 2)}$ s.`,
    );
  } else if (delay && d > 0 && !toward) {
    mode = 'ahead';
    data.push(`B arranca ${fmt(tau, 4)} s después de que A pasa por el mismo lugar`);
    steps.push(
      `Contá el tiempo desde que arranca B: en esos ${fmt(tau, 4)} s, A ya avanzó $${tex(v, 4)} \\cdot ${tex(tau, 4)} = ${tex(d, 4)}$ m, así que le lleva ${fmt(d, 4)} m de ventaja.`,
    );
    steps.push(
      `Origen donde arranca B: $x_B = \\frac{1}{2} \\cdot ${tex(a, 4)}\\,t^2$ (parte del reposo) y $x_A = ${tex(d, 4)} + ${tex(v, 4)}\\,t$.`,
    );
    t = (v + Math.sqrt(v * v + 2 * a * d)) / a;
    steps.push(
      `Lo alcanza cuando $x_A = x_B$: $\\frac{1}{2} \\cdot ${tex(a, 4)}\\,t^2 - ${tex(v, 4)}\\,t - ${tex(d, 4)} = 0$. La raíz positiva de la resolvente: $t = \\frac{${tex(v, 4)} + \\sqrt{${tex(v, 4)}^2 + 2 \\cdot ${tex(a, 4)} \\cdot ${tex(d, 4)}}}{${tex(a, 4)}} ${relation(t) === '=' ? '=' : '\\approx'} ${tex(t, 2)}$ s (la otra raíz es negativa).`,
    );
  } else if (gap && d > 0 && !toward && uniformLeads(folded, speed, acceleration)) {
    mode = 'ahead';
    data.push(`A le lleva ${fmt(d, 4)} m de ventaja a B`);
    steps.push(
      `Origen donde arranca B: $x_B = \\frac{1}{2} \\cdot ${tex(a, 4)}\\,t^2$ (parte del reposo) y $x_A = ${tex(d, 4)} + ${tex(v, 4)}\\,t$ (sale con ${fmt(d, 4)} m de ventaja).`,
    );
    t = (v + Math.sqrt(v * v + 2 * a * d)) / a;
    steps.push(
      `Lo alcanza cuando $x_A = x_B$: $\\frac{1}{2} \\cdot ${tex(a, 4)}\\,t^2 - ${tex(v, 4)}\\,t - ${tex(d, 4)} = 0$. La raíz positiva de la resolvente: $t = \\frac{${tex(v, 4)} + \\sqrt{${tex(v, 4)}^2 + 2 \\cdot ${tex(a, 4)} \\cdot ${tex(d, 4)}}}{${tex(a, 4)}} ${relation(t) === '=' ? '=' : '\\approx'} ${tex(t, 2)}$ s (la otra raíz es negativa).`,
    );
  } else if (!lengths.length && SAME_PLACE.test(folded) && !toward) {
    mode = 'same';
    steps.push(
      `Los dos están en el mismo lugar en t = 0; origen ahí: $x_A = ${tex(v, 4)}\\,t$ (velocidad constante) y $x_B = \\frac{1}{2} \\cdot ${tex(a, 4)}\\,t^2$ (parte del reposo).`,
    );
    t = (2 * v) / a;
    steps.push(
      `Lo alcanza cuando $x_A = x_B$: $${tex(v, 4)}\\,t = \\frac{1}{2} \\cdot ${tex(a, 4)}\\,t^2$. Además de t = 0 (el instante de partida), $t = \\frac{2 \\cdot ${tex(v, 4)}}{${tex(a, 4)}} ${relation(t) === '=' ? '=' : '\\approx'} ${tex(t, 2)}$ s.`,
    );
  } else return undefined;
  const xB = 0.5 * a * t * t;
  const xA =
    mode === 'toward' ? d - v * t : mode === 'ahead' ? d + v * t : mode === 'behind' ? v * t - d : v * t;
  const vB = a * t;
  if (Math.abs(xA - xB) > 1e-6 * Math.max(1, d, xB)) return undefined;
  steps.push(
    `Comprobá: B recorrió $\\frac{1}{2} \\cdot ${tex(a, 4)} \\cdot ${tex(t, 4)}^2 ${relation(xB) === '=' ? '=' : '\\approx'} ${tex(xB, 2)}$ m${mode === 'toward' ? ` y A recorrió ${fmt(v * t)} m: suman ${fmt(d)} m` : ` y A, $${mode === 'ahead' ? `${tex(d, 4)} + ` : ''}${mode === 'behind' ? `-${tex(d, 4)} + ` : ''}${tex(v, 4)} \\cdot ${tex(t, 4)} ${relation(xA) === '=' ? '=' : '\\approx'} ${tex(xA, 2)}$ m: el mismo lugar`}.`,
  );
  steps.push(
    `En ese instante B va a $v = a \\cdot t = ${tex(a, 4)} \\cdot ${tex(t, 4)} ${relation(vB) === '=' ? '=' : '\\approx'} ${tex(vB, 2)}$ m/s (${fmt(vB * 3.6)} km/h).`,
  );
  // This reading calls the accelerating body B; a statement that calls it A («A parte del reposo…», «B
  // avanza a 15 m/s») gets its own names back.
  const swapped = acceleratedIsA(text);
  const named = (text: string) =>
    swapped ? text.replace(/(?<!\p{L})([AB])(?!\p{L})/gu, (letter) => (letter === 'A' ? 'B' : 'A')) : text;
  const question = askedClause(s);
  // The meeting is stated in s, m and m/s, or in km and km/h when the question asks them («¿a cuántos
  // kilómetros…?»); any other unit asked is not this answer.
  const asked = unitsAsked(question);
  if (asksAnotherUnit(question, ['s', 'm', 'm/s', 'km', 'km/h'])) return undefined;
  if (asked.includes('m') && asked.includes('km')) return undefined;
  const inKm = asked.includes('km');
  const inKmh = asked.includes('km/h');
  const metres = (x: number) => (inKm ? `${fmt(x / 1000)} km` : `${fmt(x)} m`);
  // With a delay, the time from the chaser's start is asked only when the question says so («desde que
  // parte»); «desde que pasa» counts the delay too; any other clock is not told apart.
  const timeAsked = /cuando|cuanto (?:tiempo|tarda|demora)|en que (?:momento|instante)|tiempo|segundos/.test(
    question,
  );
  const sincePass = /desde que (?:\w+ )*?(?:pasa|paso)\b/.test(question);
  const sinceStart = /desde que (?:\w+ )*?(?:parte|arranca|sale|salio|partio|arranco)\b/.test(question);
  if (delay && timeAsked && sincePass === sinceStart) return undefined;
  // «¿A qué distancia de A…?» names a place: the one B starts from, or the other end of the gap.
  const place = mode === 'toward' ? distanceFromPlace(folded, question, acceleration, d, xB) : undefined;
  if (place === null) return undefined;
  // «¿A qué distancia del semáforo…?» when B «arranca desde un semáforo»: B's way.
  const startNoun = /(?:arranca|parte|sale)\w* (?:desde|de) (?:un|una|el|la) (\p{L}+)/u.exec(
    folded.slice(0, acceleration.index),
  )?.[1];
  const fromPlace = /distancia (?:del|de la|desde el|desde la) (\p{L}+)/u.exec(question)?.[1];
  if (
    mode === 'behind' &&
    /distancia|donde|posicion/.test(question) &&
    (!startNoun || fromPlace !== startNoun)
  )
    return undefined;
  if (place && inKm) return undefined;
  const tTold = delay && sincePass ? t + tau : t;
  const parts = {
    t: delay
      ? named(`t ${relation(tTold)} ${fmt(tTold)} s desde que ${sincePass ? 'A pasó' : 'arrancó B'}`)
      : `t ${relation(t)} ${fmt(t)} s`,
    x:
      mode === 'behind'
        ? `a ${metres(xB)} de donde arrancó B`
        : mode === 'same' || delay
          ? `a ${metres(xB)} del punto de partida (recorrió ${metres(xB)})`
          : (place ?? named(`a ${metres(xB)} de donde arrancó B (A recorrió ${metres(v * t)})`)),
    v: named(inKmh ? `B va a ${fmt(vB * 3.6)} km/h` : `B va a ${fmt(vB)} m/s`),
  };
  const order = (['t', 'x', 'v'] as const)
    .map((key) => ({
      key,
      at: question.search(
        {
          t: /cuando|cuanto (?:tiempo|tarda|demora)|en que (?:momento|instante)|tiempo/,
          x: /distancia|donde|recorr|posicion|a que altura/,
          v: /velocidad|rapidez/,
        }[key],
      ),
    }))
    .sort((p, q) => (p.at < 0 ? 1e9 : p.at) - (q.at < 0 ? 1e9 : q.at))
    .map(({ key }) => parts[key]);
  const unused = unusedNumbers(
    s,
    [speeds[0], accelerations[0], lengths[0], times[0]]
      .filter((q) => q !== undefined)
      .map((q) => (q as Quantity).index),
  );
  const answer = `Se encuentran: ${order.join('; ')}.`;
  return {
    certain: unused.length === 0,
    text: workedReply({
      title: 'Encuentro: un móvil con MRU y otro con MRUV',
      data: named(data.join('; ')),
      steps: steps.map(named),
      answer: unused.length ? uncertain(answer, unused) : `**${answer}**`,
      closing: '¿Por qué en el gráfico de posición la parábola de B corta a la recta de A?',
    }),
  };
}

// ---------------------------------------------------------------------------------------------------
// A stone dropped from a height and another thrown up from the ground at the same instant.

/**
 * «¿Qué velocidad tiene la primera cuando se cruzan?»: the speed of the one asked (the dropped one falls
 * at g·t, the thrown one moves at v₀ − g·t), or both when the question names neither; undefined when the
 * question asks no speed.
 */
function crossingSpeeds(question: string, dropped: number, thrown: number) {
  if (!/velocidad|rapidez/.test(question)) return undefined;
  const thrownLine = `la que se lanzó, ${fmt(Math.abs(thrown))} m/s ${thrown >= 0 ? 'hacia arriba' : 'hacia abajo'}`;
  const droppedLine = `la que se dejó caer, ${fmt(dropped)} m/s hacia abajo`;
  const first = /primer|que (?:se )?(?:dej\w* caer|solt\w*|suelta|cae)\b/.test(question);
  const second = /segund|que (?:se )?(?:lanz\w*|arroj\w*|sube)\b|desde (?:el pie|el suelo)/.test(question);
  const lines =
    first && !second ? [droppedLine] : second && !first ? [thrownLine] : [droppedLine, thrownLine];
  return {
    step: `Velocidades al cruzarse: la que cae, $v_1 = g t = ${tex(dropped, 4)}$ m/s hacia abajo; la que sube, $v_2 = v_0 - g t = ${tex(thrown, 4)}$ m/s (positivo hacia arriba).`,
    answer: `Al cruzarse: ${lines.join('; ')}.`,
  };
}

function verticalMeeting(s: Statement): SolverReply | undefined {
  const folded = s.folded;
  if (
    !/deja caer|suelta|se cae/.test(folded) ||
    !/lanza\w*[^.;]{0,40}hacia arriba|arroja\w*[^.;]{0,40}hacia arriba/.test(folded)
  )
    return undefined;
  if (
    !/mismo (?:instante|tiempo|momento)|simultanea|a la vez|al mismo tiempo|en ese (?:mismo )?instante/.test(
      folded,
    )
  )
    return undefined;
  const lengths = ofDimension(s, 'length');
  const speeds = ofDimension(s, 'speed');
  const [height] = lengths;
  const [launch] = speeds;
  if (!height || !launch || lengths.length !== 1 || speeds.length !== 1 || s.quantities.length !== 2)
    return undefined;
  const H = inBase(height);
  const v0 = inBase(launch);
  const g = s.g;
  const t = H / v0;
  const h = v0 * t - 0.5 * g * t * t;
  const steps = [
    `Origen en el suelo, positivo hacia arriba (${gLine(s)}): la que cae, $y_1 = ${tex(H, 4)} - \\frac{1}{2} g t^2$; la que sube, $y_2 = ${tex(v0, 4)}\\,t - \\frac{1}{2} g t^2$.`,
    `Se cruzan cuando $y_1 = y_2$: el término $\\frac{1}{2} g t^2$ se cancela y queda $${tex(H, 4)} = ${tex(v0, 4)}\\,t$, así que $t = \\frac{${tex(H, 4)}}{${tex(v0, 4)}} ${relation(t) === '=' ? '=' : '\\approx'} ${tex(t, 2)}$ s.`,
    `Altura: $y_2 = ${tex(v0, 4)} \\cdot ${tex(t, 4)} - \\frac{1}{2} \\cdot ${tex(g, 4)} \\cdot ${tex(t, 4)}^2 ${relation(h) === '=' ? '=' : '\\approx'} ${tex(h, 2)}$ m; con $y_1$ da lo mismo.`,
  ];
  if (h < 0) {
    return {
      certain: false,
      text: workedReply({
        title: 'Encuentro en caída libre y tiro vertical',
        data: `H = ${fmt(H, 4)} m; v₀ = ${fmt(v0, 4)} m/s hacia arriba`,
        steps,
        answer: `Con esos datos la altura del cruce da negativa: la que cae llega al suelo (a los ${fmt(Math.sqrt((2 * H) / g))} s) antes de cruzarse. ¿Revisamos los datos?`,
        closing: '¿Qué velocidad mínima hace falta para que se crucen en el aire?',
      }),
    };
  }
  const question = askedClause(s);
  const heightFirst = /altura|donde|a que distancia/.test(question) && !/cuando|tiempo|tarda/.test(question);
  const speedsAsked = crossingSpeeds(question, g * t, v0 - g * t);
  if (speedsAsked) steps.push(speedsAsked.step);
  const answer = speedsAsked
    ? speedsAsked.answer
    : heightFirst
      ? `Se cruzan a ${fmt(h)} m sobre el suelo, a los t ${relation(t)} ${fmt(t)} s.`
      : `Se cruzan a los t ${relation(t)} ${fmt(t)} s, a ${fmt(h)} m sobre el suelo.`;
  const unused = unusedNumbers(s, [height.index, launch.index]);
  return {
    certain: unused.length === 0,
    text: workedReply({
      title: 'Encuentro en caída libre y tiro vertical',
      data: `H = ${fmt(H, 4)} m (la que se deja caer); v₀ = ${fmt(v0, 4)} m/s hacia arriba (la que se lanza desde el suelo)`,
      steps,
      answer: unused.length ? uncertain(answer, unused) : `**${answer}**`,
      closing: '¿Por qué la gravedad no cambia el instante del cruce?',
    }),
  };
}

// ---------------------------------------------------------------------------------------------------
// Two bodies thrown up from one point, the second some time after the first.

const THROWN_UP = /(?:lanza|arroja|dispara)\w*[^.;]{0,60}hacia arriba/g;
const SECOND = /segund[ao] (?:pelota|piedra|cuerpo|bola|objeto)|otr[ao] (?:pelota|piedra|cuerpo|bola|objeto)/;
const PAIR = /\bdos (?:pelotas|piedras|cuerpos|bolas|objetos|proyectiles)\b/;
const SAME_SPEED = /(?:la )?misma (?:velocidad|rapidez)|igual (?:velocidad|rapidez)|con la misma/;

/**
 * Thrown up from one point at v₁ and, Δ later, at v₂ (or the same speed): y₁ = v₁·t − ½·g·t² and
 * y₂ = v₂·(t − Δ) − ½·g·(t − Δ)² meet when the t² cancels, t = (v₂·Δ + ½·g·Δ²)/(v₂ + g·Δ − v₁).
 */
function delayedThrows(s: Statement): SolverReply | undefined {
  const folded = s.folded;
  const pair = PAIR.test(folded);
  if ([...folded.matchAll(THROWN_UP)].length < 1 || !(SECOND.test(folded) || pair)) return undefined;
  if (!/mismo (?:punto|lugar|sitio)/.test(folded) || !DELAY.test(folded)) return undefined;
  if (/deja caer|suelta|se cae|hacia abajo/.test(folded)) return undefined;
  const speeds = ofDimension(s, 'speed');
  const times = ofDimension(s, 'time');
  const [delay] = times;
  if (!delay || times.length !== 1) return undefined;
  if (!/^[^.;]{0,20}(?:despues|mas tarde|luego)/.test(folded.slice(delay.index))) return undefined;
  // «Dos piedras se lanzan … con 40 m/s»: one speed said of both.
  const same = SAME_SPEED.test(folded) || (pair && speeds.length === 1);
  if (!(speeds.length === 2 || (speeds.length === 1 && same)) || s.quantities.length !== speeds.length + 1)
    return undefined;
  const [first, second] = speeds;
  if (!first) return undefined;
  const v1 = inBase(first);
  const v2 = second ? inBase(second) : v1;
  const d = inBase(delay);
  const g = s.g;
  const t = (v2 * d + 0.5 * g * d * d) / (v2 + g * d - v1);
  const y1 = v1 * t - 0.5 * g * t * t;
  const y2 = v2 * (t - d) - 0.5 * g * (t - d) ** 2;
  // Both still in the air above the launch, the second already thrown.
  if (!(v1 > 0 && v2 > 0 && d > 0 && t > d && y1 > 0) || Math.abs(y1 - y2) > 1e-6 * Math.max(1, y1))
    return undefined;
  const question = askedClause(s);
  const heightFirst = /altura|donde|a que distancia/.test(question) && !/cuando|tiempo|tarda/.test(question);
  // «¿Cuánto tiempo después del lanzamiento de la segunda se encuentran?»: the time counted from the
  // second throw, t − Δ.
  const fromSecond =
    /(?:despues|a partir) de(?:l lanzamiento de)? la segunda|desde (?:el lanzamiento de )?la segunda|(?:despues|desde) (?:de )?(?:lanzada|arrojada|que se lanza) la segunda/.test(
      question,
    );
  const when = fromSecond
    ? `t ${relation(t - d)} ${fmt(t - d)} s después del lanzamiento de la segunda (${fmt(t)} s del primero)`
    : `t ${relation(t)} ${fmt(t)} s del primer lanzamiento`;
  const answer = heightFirst
    ? `Se encuentran a ${fmt(y1)} m sobre el punto de lanzamiento, a los ${when}.`
    : `Se encuentran a los ${when}, a ${fmt(y1)} m sobre el punto de lanzamiento.`;
  const eq = (value: number) => (relation(value) === '=' ? '=' : '\\approx');
  const steps = [
    `Origen en el punto de lanzamiento, positivo hacia arriba, $t$ desde el primer lanzamiento (${gLine(s)}): la primera, $y_1 = ${tex(v1, 4)}\\,t - \\frac{1}{2} g t^2$; la segunda, que sale ${fmt(d, 4)} s después, $y_2 = ${tex(v2, 4)}\\,(t - ${tex(d, 4)}) - \\frac{1}{2} g (t - ${tex(d, 4)})^2$.`,
    `Se encuentran cuando $y_1 = y_2$: el término $\\frac{1}{2} g t^2$ se cancela y queda una ecuación de primer grado, $t = \\frac{v_2 \\Delta + \\frac{1}{2} g \\Delta^2}{v_2 + g \\Delta - v_1} ${eq(t)} ${tex(t, 2)}$ s.`,
    `Altura: $y_1 ${eq(y1)} ${tex(y1, 2)}$ m; con $y_2$ da lo mismo, y es positiva: las dos están en el aire.`,
  ];
  const used = [...speeds.map((speed) => speed.index), delay.index];
  const unused = unusedNumbers(s, used);
  return {
    certain: unused.length === 0,
    text: workedReply({
      title: 'Encuentro de dos tiros verticales',
      data: `v₁ = ${fmt(v1, 4)} m/s; v₂ = ${fmt(v2, 4)} m/s${second ? '' : ' (la misma)'}; la segunda sale Δ = ${fmt(d, 4)} s después`,
      steps,
      answer: unused.length ? uncertain(answer, unused) : `**${answer}**`,
      closing: '¿Dónde está cada una cuando se encuentran: subiendo o bajando?',
    }),
  };
}

// ---------------------------------------------------------------------------------------------------
// Two bodies that leave one point at the same time and move apart.

const ONE_POINT =
  /(?:del|desde el|en el) mismo (?:punto|lugar|sitio|origen|pueblo|cruce)|(?:de|desde) (?:un|el) mismo (?:punto|lugar|sitio|pueblo|cruce)|(?:de|desde) (?:una|la) misma (?:ciudad|esquina|estacion|plaza)/;
// "en direcciones opuestas" from one point can only mean apart: unlike two bodies at two places.
const OPPOSITE = /sentidos? (?:opuestos?|contrarios?)|direcciones (?:opuestas|contrarias)/;

/**
 * Both at constant speed from one point at the same instant, in opposite senses (their distance grows
 * at v_A + v_B) or in the same one (at the difference): the distance after a time, or the time to be a
 * distance apart. A start at different times is the chase's, not this.
 */
function apart(s: Statement, clock?: number): SolverReply | undefined | 'declined' {
  const folded = s.folded;
  if (!ONE_POINT.test(folded)) return undefined;
  const opposite = OPPOSITE.test(folded);
  if (!opposite && !/mismo sentido/.test(folded)) return undefined;
  // From one point but at different times, or accelerated: a chase, not a parting.
  // "¿a qué distancia están después de 10 minutos?" is the time asked about, not a later start.
  const given = folded.replace(askedClause(s), ' ');
  if (DELAY.test(given) || /acelera|reposo|frena|\ba las\b/.test(folded)) return undefined;
  const speeds = s.quantities.filter((q) => q.unit.dimension === 'speed');
  const lengths = s.quantities.filter((q) => q.unit.dimension === 'length');
  const times = s.quantities.filter((q) => q.unit.dimension === 'time');
  const [qa, qb] = speeds;
  if (!qa || !qb || speeds.length !== 2 || lengths.length + times.length !== 1) return 'declined';
  if (s.quantities.length !== 3) return 'declined';
  const question = askedClause(s);
  const kmh = speeds.some((q) => q.unit.symbol === 'km/h');
  const [L, T, V] = kmh
    ? [unitBySymbol('km'), unitBySymbol('h'), unitBySymbol('km/h')]
    : [unitBySymbol('m'), unitBySymbol('s'), unitBySymbol('m/s')];
  const as = (q: Quantity, unit: typeof L) => toBase(q.value, q.unit) / unit.factor;
  const va = as(qa, V);
  const vb = as(qb, V);
  const rate = opposite ? va + vb : Math.abs(va - vb);
  if (!(rate > 0)) return 'declined';
  const n = (x: number) => tex(x, 4);
  const data = [
    `v_A = ${fmt(va, 4)} ${V.symbol}`,
    `v_B = ${fmt(vb, 4)} ${V.symbol}`,
    'salen juntos del mismo punto',
  ];
  const steps = [
    opposite
      ? `Van en sentidos opuestos: cada ${T.symbol} se separan lo que recorren los dos, $v_A + v_B = ${n(va)} + ${n(vb)} = ${n(rate)}$ ${V.symbol}.`
      : `Van en el mismo sentido: cada ${T.symbol} se separan la diferencia de lo que recorren, $|v_A - v_B| = |${n(va)} - ${n(vb)}| = ${n(rate)}$ ${V.symbol}.`,
  ];
  const converted = [...speeds, ...lengths, ...times].filter((q) => ![L, T, V].includes(q.unit));
  let answer: string;
  const [time] = times;
  const [gap] = lengths;
  if (time) {
    if (!/distancia|separa|lejos|metros|kilometros/.test(question)) return 'declined';
    const t = as(time, T);
    const d = rate * t;
    data.push(`t = ${fmt(t, 4)} ${T.symbol}`);
    steps.push(
      `Después de ${fmt(t, 4)} ${T.symbol}: $d = ${n(rate)} \\cdot ${n(t)} ${relation(d) === '=' ? '=' : '\\approx'} ${n(d)}$ ${L.symbol}.`,
    );
    // Checked back: each one's own path, added or subtracted, gives the same distance.
    const back = opposite ? va * t + vb * t : Math.abs(va * t - vb * t);
    if (Math.abs(back - d) > 1e-9 * Math.max(1, d)) return undefined;
    answer = `d ${relation(d)} ${fmt(d)} ${L.symbol}`;
  } else if (gap) {
    // «¿A qué hora estarán separados 350 km?»: the time after the clock time they left at.
    const atClock = clock !== undefined && /a que hora/.test(question);
    if (
      !atClock &&
      !/cuanto tiempo|cuanto tarda|cuando|en que (?:momento|instante)|que tiempo/.test(question)
    )
      return 'declined';
    const d = as(gap, L);
    const t = d / rate;
    data.push(`distancia pedida: ${fmt(d, 4)} ${L.symbol}`);
    steps.push(
      `Para estar a ${fmt(d, 4)} ${L.symbol}: $t = \\frac{${n(d)}}{${n(rate)}} ${relation(t) === '=' ? '=' : '\\approx'} ${n(t)}$ ${T.symbol}.`,
    );
    const back = opposite ? va * t + vb * t : Math.abs(va * t - vb * t);
    if (Math.abs(back - d) > 1e-9 * Math.max(1, d)) return undefined;
    // Under an hour in km/h: also in minutes and seconds, the units its options may use.
    const smaller = kmh && t < 1 ? ` (${relation(t * 60)} ${fmt(t * 60)} min = ${fmt(t * 3600)} s)` : '';
    answer = `t ${relation(t)} ${fmt(t)} ${T.symbol}${smaller}`;
    if (atClock && clock !== undefined) {
      const minutes = (t * T.factor) / 60;
      // A clock time is stated to the minute: a time that falls between minutes is no time to state.
      if (Math.abs(minutes - Math.round(minutes)) > 1e-6) return 'declined';
      const at = clockText(clock + minutes);
      data.push(`salen a las ${clockText(clock)}`);
      steps.push(`Salieron a las ${clockText(clock)}: ${fmt(minutes, 4)} min después son las ${at}.`);
      answer = `a las ${at} h (t ${relation(t)} ${fmt(t)} ${T.symbol} después de salir)`;
    }
  } else return 'declined';
  if (converted.length)
    steps.unshift(
      `Pasá todo a ${L.symbol}, ${T.symbol} y ${V.symbol}: ${converted.map((q) => `${fmt(q.value, 4)} ${q.unit.symbol}`).join(', ')}.`,
    );
  // A number without a unit is a datum this reading leaves out: not its problem to guess.
  if (
    unusedNumbers(
      s,
      s.quantities.map((q) => q.index),
    ).length
  )
    return 'declined';
  return {
    certain: true,
    text: workedReply({
      title: 'Dos móviles que se separan',
      data: data.join('; '),
      steps,
      answer: `**${answer}**`,
      closing: '¿Cómo cambiaría si uno saliera un rato después que el otro?',
    }),
  };
}

/**
 * Two at constant speed, already some distance apart, that move away from each other («se alejan uno
 * del otro», «en direcciones opuestas»): the gap grows at v_A + v_B from the first distance.
 */
function apartFromTwoPlaces(s: Statement): SolverReply | undefined | 'declined' {
  const folded = s.folded;
  if (!/se alejan|alejandose/.test(folded) || ONE_POINT.test(folded)) return undefined;
  if (!OPPOSITE.test(folded) && !/uno del otro|una de la otra/.test(folded)) return undefined;
  const question = askedClause(s);
  const given = folded.replace(question, ' ');
  if (DELAY.test(given) || /acelera|reposo|frena|\ba las\b|hacia el otro|se acercan/.test(folded))
    return 'declined';
  const speeds = ofDimension(s, 'speed');
  const lengths = ofDimension(s, 'length');
  const times = ofDimension(s, 'time');
  const [qa, qb] = speeds;
  const [gap, target] = lengths;
  const [time] = times;
  // The first distance is in the statement; the one asked about, if any, in the question.
  const asking = folded.indexOf(question);
  const extra = (time ? 1 : 0) + (target ? 1 : 0);
  if (!qa || !qb || speeds.length !== 2 || !gap || extra !== 1 || s.quantities.length !== 3 + extra)
    return 'declined';
  if (asking > 0 && gap.index > asking) return 'declined';
  const kmh = speeds.some((q) => q.unit.symbol === 'km/h');
  const [L, T, V] = kmh
    ? [unitBySymbol('km'), unitBySymbol('h'), unitBySymbol('km/h')]
    : [unitBySymbol('m'), unitBySymbol('s'), unitBySymbol('m/s')];
  const as = (q: Quantity, unit: typeof L) => toBase(q.value, q.unit) / unit.factor;
  const va = as(qa, V);
  const vb = as(qb, V);
  const d0 = as(gap, L);
  const rate = va + vb;
  const n = (x: number) => tex(x, 4);
  const data = [
    `v_A = ${fmt(va, 4)} ${V.symbol}`,
    `v_B = ${fmt(vb, 4)} ${V.symbol}`,
    `separados al comienzo ${fmt(d0, 4)} ${L.symbol}`,
  ];
  const steps = [
    `Se alejan uno del otro: la distancia entre ellos crece lo que recorren los dos, $v_A + v_B = ${n(va)} + ${n(vb)} = ${n(rate)}$ ${V.symbol}, a partir de los ${fmt(d0, 4)} ${L.symbol} iniciales.`,
  ];
  let answer: string;
  if (time) {
    if (!/distancia|separa|lejos/.test(question)) return 'declined';
    const t = as(time, T);
    const d = d0 + rate * t;
    data.push(`t = ${fmt(t, 4)} ${T.symbol}`);
    steps.push(
      `$d = d_0 + (v_A + v_B)\\,t = ${n(d0)} + ${n(rate)} \\cdot ${n(t)} ${relation(d) === '=' ? '=' : '\\approx'} ${n(d)}$ ${L.symbol}.`,
    );
    answer = `d ${relation(d)} ${fmt(d)} ${L.symbol}`;
  } else if (target) {
    if (!/cuanto tiempo|cuanto tarda|cuando|en que (?:momento|instante)|que tiempo/.test(question))
      return 'declined';
    const D = as(target, L);
    if (!(D > d0)) return 'declined';
    const t = (D - d0) / rate;
    data.push(`distancia pedida: ${fmt(D, 4)} ${L.symbol}`);
    steps.push(
      `$t = \\frac{D - d_0}{v_A + v_B} = \\frac{${n(D)} - ${n(d0)}}{${n(rate)}} ${relation(t) === '=' ? '=' : '\\approx'} ${n(t)}$ ${T.symbol}.`,
    );
    answer = `t ${relation(t)} ${fmt(t)} ${T.symbol}`;
  } else return 'declined';
  if (
    unusedNumbers(
      s,
      s.quantities.map((q) => q.index),
    ).length
  )
    return 'declined';
  return {
    certain: true,
    text: workedReply({
      title: 'Dos móviles que se alejan',
      data: data.join('; '),
      steps,
      answer: `**${answer}**`,
      closing: '¿Cómo cambiaría si en vez de alejarse fueran uno hacia el otro?',
    }),
  };
}

// «Si el auto hubiera salido a las 7:30, con las mismas velocidades, ¿…?»: another clock time for one body.
const CHANGED_DEPARTURE =
  /\bsi (el|la) (\p{L}+(?: (?:de |del )?\p{L}+){0,2}?) hubiera (?:salido|partido|arrancado) a las (\d{1,2}(?:[:.]\d{2})?(?:\s*(?:h|hs)\b)?)[^¿?.]*?,\s*(?=¿)/iu;

/**
 * The same chase with the departure the question changes: the clock time of the body it names (the one
 * sentence of the statement with that body and a clock time) replaced, the condition taken out of the
 * question. Sure only when the chase so read is, and the reply says what changed.
 */
function withChangedDeparture(message: string): SolverReply | undefined {
  const change = CHANGED_DEPARTURE.exec(message);
  if (!change) return undefined;
  const [clause, article = '', body = '', time = ''] = change;
  const statement = message.slice(0, change.index);
  const sentences = statement.split(/(?<=[.;])\s+/);
  const named = new RegExp(`\\b${body}\\b`, 'iu');
  const clocked = sentences.filter((sentence) => named.test(sentence) && /\ba las \d/i.test(sentence));
  const [sentence] = clocked;
  if (!sentence || clocked.length !== 1 || (sentence.match(/\ba las \d/gi) ?? []).length !== 1)
    return undefined;
  const changed = sentence.replace(/\ba las \d{1,2}(?:[:.]\d{2})?(?:\s*(?:h|hs)\b)?/i, `a las ${time}`);
  const rewritten = `${statement.replace(sentence, changed)}${message.slice(change.index + clause.length)}`;
  const reply = meetingReply(rewritten);
  return reply?.certain
    ? {
        certain: true,
        text: `Con ${article.toLowerCase()} ${body.toLowerCase()} saliendo a las ${time}:\n\n${reply.text}`,
      }
    : undefined;
}

/** A reply for a meeting or chase problem between two bodies, or undefined. */
export function meetingReply(message: string): SolverReply | undefined {
  if (CHANGED_DEPARTURE.test(message)) return withChangedDeparture(message);
  const { text, clock } = prepare(message);
  const s = readStatement(text);
  if (
    !CUE.test(s.folded) &&
    !/se acercan|pasa a su lado|en el instante en que (?:lo |la )?pasa/.test(s.folded)
  )
    return undefined;
  // Two that part from one point never meet: only the parting's reading answers them.
  const parting = apart(s, clock) ?? apartFromTwoPlaces(s);
  if (parting) return parting === 'declined' ? undefined : parting;
  return (
    graphMeeting(s) ??
    positionEquationsMeeting(s) ??
    verticalMeeting(s) ??
    delayedThrows(s) ??
    acceleratedMeeting(s, message) ??
    uniformMeeting(s, clock)
  );
}

/** The same, as a worked text. */
export function solveMeeting(message: string): string | undefined {
  return meetingReply(message)?.text;
}

export const meetingSolver = declareSolver({
  name: 'solve_meeting',
  offer: 'encuentros y persecuciones',
  summary:
    'Two bodies that meet: toward each other from two places or one chasing the other (from a distance behind, or from the same point some time later, with clock times or delays in minutes), both at constant speed, or one at constant speed and one starting from rest with constant acceleration, or a stone dropped from a height and another thrown up at the same instant. When and where (and the speed then).',
  examples: [
    'Las ciudades A y B están separadas 300 km. A las 8:00 sale de A hacia B un auto a 80 km/h y, a la misma hora, sale de B hacia A un camión a 70 km/h. ¿A qué distancia de A se cruzan?',
    'Una bicicleta sale de un punto a 18 km/h. Veinte minutos después sale del mismo punto, en el mismo sentido, un auto a 54 km/h. ¿Cuándo y dónde la alcanza?',
    'Un patrullero está detenido; en el instante en que pasa a su lado una moto a 72 km/h constantes, arranca con aceleración de 2,5 m/s². ¿Cuánto tarda en alcanzarla?',
  ],
  parameters: { problem: 'the two-body problem as written' },
  solve: meetingReply,
});
