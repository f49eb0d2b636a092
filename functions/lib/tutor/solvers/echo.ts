/**
 * An echo: the sound goes to the wall and comes back, so it travels twice the distance in the time
 * until the echo is heard (d = v·t/2), or the time for a given distance (t = 2d/v).
 */
import { declareSolver, type SolverReply } from './declaration.ts';
import { texRelation as approx, fmt, relation, tex } from './numbers.ts';
import { askedClause, inBase, ofDimension, readStatement, type Statement, unusedNumbers } from './physics.ts';
import { workedReply } from './reply.ts';

const SOUND_SPEED = 340;

/** A reply for an echo problem, or undefined. */
export function solveEcho(message: string): SolverReply | undefined {
  const s = readStatement(message);
  const splash = dropHeard(s);
  if (splash) return splash;
  if (!/\beco\b/.test(s.folded)) return undefined;
  const question = askedClause(s);
  // A sonar's echo from the bottom asks a depth; a well's, a depth too.
  const asksDistance = /distancia|a que distancia|lejos|cuantos metros|profundidad|que tan hondo/.test(
    question,
  );
  const asksTime = /tiempo|tarda|cuanto despues|cuando/.test(question);
  if (asksDistance === asksTime) return undefined;
  const speeds = ofDimension(s, 'speed');
  const times = ofDimension(s, 'time');
  const lengths = ofDimension(s, 'length');
  if (speeds.length > 1 || s.quantities.length !== speeds.length + times.length + lengths.length)
    return undefined;
  const [speed] = speeds;
  const v = speed ? inBase(speed) : SOUND_SPEED;
  const used = speeds.map((q) => q.index);
  const steps = [
    speeds.length
      ? `El sonido viaja a v = ${fmt(v, 4)} m/s.`
      : `El enunciado no da la velocidad del sonido: tomo la usual en el aire, v = ${SOUND_SPEED} m/s.`,
    'El eco es el sonido que va hasta la pared y vuelve: recorre dos veces la distancia, $2d = v \\cdot t$.',
  ];
  let answer: string;
  if (asksDistance) {
    const [time] = times;
    if (!time || times.length !== 1 || lengths.length) return undefined;
    const t = inBase(time);
    used.push(time.index);
    const d = (v * t) / 2;
    steps.push(
      `$d = \\frac{v \\cdot t}{2} = \\frac{${tex(v, 4)} \\cdot ${tex(t, 4)}}{2} ${approx(d)} ${tex(d, 2)}$ m.`,
    );
    // «¿…a qué distancia, en km?»: the distance in km too.
    const inKm = /\ben (?:km|kilometros)\b/.test(question) ? ` (= ${fmt(d / 1000)} km)` : '';
    answer = `d ${relation(d)} ${fmt(d)} m${inKm}`;
  } else {
    const [length] = lengths;
    if (!length || lengths.length !== 1 || times.length) return undefined;
    const d = inBase(length);
    used.push(length.index);
    const t = (2 * d) / v;
    steps.push(
      `$t = \\frac{2d}{v} = \\frac{2 \\cdot ${tex(d, 4)}}{${tex(v, 4)}} ${approx(t)} ${tex(t, 2)}$ s.`,
    );
    answer = `t ${relation(t)} ${fmt(t)} s`;
  }
  const unused = unusedNumbers(s, used);
  const certain = unused.length === 0 && speeds.length === 1;
  return {
    certain,
    text: workedReply({
      title: 'Eco',
      data: steps[0]?.replace(/\.$/, '') ?? '',
      steps: steps.slice(1),
      answer: certain
        ? `**${answer}**`
        : `Con esa lectura quedaría ${answer}.${unused.length ? ` No usé ${unused.map((value) => fmt(value, 4)).join(', ')} del enunciado: ¿qué representa?` : ' ¿Qué velocidad del sonido te dan en el enunciado?'}`,
      closing: '¿Por qué se divide por 2?',
    }),
  };
}

export const echoSolver = declareSolver({
  name: 'solve_echo',
  offer: 'eco y velocidad del sonido',
  summary:
    'An echo: the distance to the wall from the time until the echo is heard (d = v·t/2), or the time from the distance, with the speed of sound the statement gives. Pass the whole statement.',
  examples: [
    'Una persona grita frente a una pared y escucha el eco 1,5 s después. Si el sonido viaja a 340 m/s, ¿a qué distancia está la pared?',
  ],
  parameters: { problem: 'the echo problem as written' },
  solve: solveEcho,
});

/**
 * A stone let go into a well and the splash heard T after: the fall takes t₁ with h = ½·g·t₁², the sound
 * comes back up in h/v, t₁ + h/v = T, so (g/2v)·t₁² + t₁ − T = 0. The depth, with the statement's g and the
 * sound's speed; checked back in the total time.
 */
function dropHeard(s: Statement): SolverReply | undefined {
  const f = s.folded;
  if (!/\bpozo\b|precipicio|acantilado|barranco|aljibe/.test(f) || !/suelta|deja caer|se cae|cae\b/.test(f))
    return undefined;
  if (
    !/\b(?:oye|escucha|se oye|se escucha)\b|ruido|sonido del (?:impacto|golpe|choque)/.test(f) ||
    !/\bg\s*=/.test(f)
  )
    return undefined;
  const question = askedClause(s);
  if (!/profundidad|hondo|altura|a que distancia|cuanto mide/.test(question)) return undefined;
  const times = ofDimension(s, 'time');
  const speeds = ofDimension(s, 'speed');
  const [time] = times;
  const [speed] = speeds;
  if (!time || !speed || times.length !== 1 || speeds.length !== 1 || s.quantities.length !== 2)
    return undefined;
  if (unusedNumbers(s, [time.index, speed.index]).length) return undefined;
  const T = inBase(time);
  const v = inBase(speed);
  const g = s.g;
  const a = g / (2 * v);
  const fall = (-1 + Math.sqrt(1 + 4 * a * T)) / (2 * a);
  const h = 0.5 * g * fall * fall;
  // Checked back: the fall and the sound's way up add up to the time heard.
  if (!(fall > 0 && fall < T) || Math.abs(fall + h / v - T) > 1e-9 * T) return undefined;
  return {
    certain: true,
    text: workedReply({
      title: 'Una piedra en un pozo y el sonido que vuelve',
      data: `tiempo hasta oír el golpe T = ${fmt(T, 4)} s; sonido v = ${fmt(v, 4)} m/s; g = ${fmt(g, 4)} m/s²`,
      steps: [
        'El tiempo medido es la caída más la subida del sonido: $t_1 + \\frac{h}{v} = T$, con $h = \\frac{1}{2} g t_1^2$.',
        `Queda $\\frac{g}{2v} t_1^2 + t_1 - T = 0$: $${tex(a, 4)} \\, t_1^2 + t_1 - ${tex(T)} = 0$, y la raíz positiva es $t_1 ${approx(fall)} ${tex(fall, 4)}$ s.`,
        `Profundidad: $h = \\frac{1}{2} \\cdot ${tex(g)} \\cdot ${tex(fall, 4)}^2 ${approx(h)} ${tex(h, 2)}$ m (el sonido tarda ${fmt(h / v, 3)} s en subir).`,
      ],
      answer: `**h ${relation(h)} ${fmt(h)} m**`,
      closing: '¿Cuánto te equivocarías si no tuvieras en cuenta el tiempo del sonido?',
    }),
  };
}
