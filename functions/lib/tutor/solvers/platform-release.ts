/**
 * A body released from a platform that moves at constant speed (a balloon, a helicopter, an elevator
 * going up or down): it starts with the platform's velocity, so it first rises when the platform rises.
 * Maximum height, time to reach the ground and speed on arrival, as asked.
 */
import { uncertainReply } from './certainty.ts';
import { declareSolver, type SolverReply } from './declaration.ts';
import { texRelation as approx, fmt, relation, tex } from './numbers.ts';
import { askedClause, gLine, inBase, ofDimension, readStatement, unusedNumbers } from './physics.ts';
import { workedReply } from './reply.ts';

const PLATFORM =
  /\b(?:globo|globo aerostatico|aerostato|helicoptero|ascensor|plataforma|montacargas|elevador|dron|drone|paracaidista)\b/;
const RELEASE =
  /se suelta|suelta|se deja caer|deja caer|se desprende|se le cae|se cae|cae un|cae una|soltar|dejar caer/;
const UP = /\b(?:sube|subiendo|asciende|ascendiendo|se eleva|elevandose)\b/;
const DOWN = /\b(?:baja|bajando|desciende|descendiendo)\b/;

// A body that falls inside the cabin, from its ceiling to its floor: not a fall to the ground.
const INSIDE =
  /\btecho\b|dentro (?:del|de la) (?:ascensor|cabina|montacargas|elevador)|(?:piso|suelo) (?:del ascensor|de la cabina|del montacargas|del elevador)/;

/**
 * Inside a cabin at constant speed: the cabin does not accelerate, so seen from it the body falls from
 * rest, as in a cabin standing still (t = √(2H/g)); checked from the ground, where the body and the floor
 * meet at that time.
 */
function insideTheCabin(
  s: ReturnType<typeof readStatement>,
  read: { vp: number; H: number; up: boolean; asked: string[]; used: number[] },
): SolverReply | undefined {
  const { vp, H, up, asked, used } = read;
  if (asked.includes('hmax')) return undefined;
  const g = s.g;
  const t = Math.sqrt((2 * H) / g);
  const vRelative = g * t;
  const v0 = up ? vp : -vp;
  const vGround = v0 - g * t;
  // From the ground: the body at H + v0·t − ½gt², the floor at v0·t; they meet at t.
  const gap = H + v0 * t - 0.5 * g * t * t - v0 * t;
  if (!(t > 0) || Math.abs(gap) > 1e-9 * Math.max(1, H)) return undefined;
  const steps = [
    `El ascensor ${up ? 'sube' : 'baja'} a velocidad constante: la cabina no acelera, así que visto desde ella el objeto cae como en una cabina quieta. Parte del reposo respecto de la cabina, a H = ${fmt(H, 4)} m de su piso, y solo actúa la gravedad (${gLine(s)}).`,
    `$H = \\frac{1}{2} g t^2$, así que $t = \\sqrt{\\frac{2H}{g}} = \\sqrt{\\frac{2 \\cdot ${tex(H, 4)}}{${tex(g, 4)}}} ${approx(t)} ${tex(t, 2)}$ s.`,
    `Respecto de la cabina llega con $g t ${approx(vRelative)} ${tex(vRelative, 2)}$ m/s; respecto del suelo, $v = v_0 - g t = ${up ? '' : '-'}${tex(vp, 4)} - ${tex(g, 4)} \\cdot ${tex(t, 4)} ${approx(vGround)} ${tex(vGround, 2)}$ m/s.`,
    `Comprobá desde el suelo: el objeto está en $H + v_0 t - \\frac{1}{2} g t^2$ y el piso en $v_0 t$; a los ${fmt(t)} s coinciden, porque $\\frac{1}{2} g t^2 = H$.`,
  ];
  const results: Record<string, string> = {
    time: `tarda t ${relation(t)} ${fmt(t)} s en llegar al piso de la cabina`,
    speed: `llega al piso con ${fmt(vRelative)} m/s respecto de la cabina (${fmt(Math.abs(vGround))} m/s ${vGround >= 0 ? 'hacia arriba' : 'hacia abajo'} respecto del suelo)`,
  };
  const shown = [
    ...asked.filter((key) => results[key]),
    ...['time', 'speed'].filter((key) => !asked.includes(key)),
  ];
  const answer = shown.map((key) => results[key]).join('; ');
  const unused = unusedNumbers(s, used);
  const certain = asked.length > 0 && unused.length === 0;
  const text = workedReply({
    title: 'Objeto que cae dentro de una cabina en movimiento',
    data: `el ascensor ${up ? 'sube' : 'baja'} a ${fmt(vp, 4)} m/s, sin acelerar; cae desde H = ${fmt(H, 4)} m sobre el piso de la cabina`,
    steps,
    answer: `**${answer.charAt(0).toUpperCase()}${answer.slice(1)}.**`,
    closing: '¿Cambiaría el tiempo si el ascensor estuviera acelerando hacia arriba?',
  });
  return { certain, text: certain ? text : uncertainReply(text, unused) };
}

/** A reply for a body released from a moving platform, or undefined. */
export function solvePlatformRelease(message: string): SolverReply | undefined {
  const s = readStatement(message);
  const f = s.folded;
  if (!PLATFORM.test(f) || !RELEASE.test(f)) return undefined;
  const up = UP.test(f);
  const down = DOWN.test(f);
  if (up === down) return undefined;
  if (/acelera|aceleracion/.test(f)) return undefined;
  const speeds = ofDimension(s, 'speed');
  const lengths = ofDimension(s, 'length');
  const [speed] = speeds;
  const [height] = lengths;
  // The object's mass, when given, does not enter: every body falls with g.
  const objectMasses = ofDimension(s, 'mass');
  const [objectMass] = objectMasses;
  if (
    !speed ||
    !height ||
    speeds.length !== 1 ||
    lengths.length !== 1 ||
    objectMasses.length > 1 ||
    s.quantities.length !== 2 + objectMasses.length
  )
    return undefined;
  const massUsed = objectMass ? [objectMass.index] : [];
  const vp = inBase(speed);
  const H = inBase(height);
  if (!(vp > 0 && H > 0)) return undefined;
  const g = s.g;
  const v0 = up ? vp : -vp;
  const question = askedClause(s);
  const cues = {
    hmax: /altura maxima|mas alto|hasta que altura|que altura (?:maxima|alcanza)|cuanto (?:mas )?sube/,
    time: /cuanto (?:tiempo|tarda|demora)|en cuanto tiempo|tiempo|cuando llega|en que instante/,
    speed: /velocidad|rapidez|con que (?:velocidad|rapidez)/,
    // «¿A qué altura se encuentra el globo en ese instante?»: where the platform is when the body lands.
    platform:
      /\b(?:a que altura|a que distancia del suelo|donde) (?:se encuentra|esta|va)\s+(?:el|la) (?:globo|aerostato|helicoptero|plataforma|dron|drone)\b/,
  };
  const asked = (Object.keys(cues) as (keyof typeof cues)[])
    .map((key) => ({ key, at: question.search(cues[key]) }))
    .filter(({ at }) => at >= 0)
    .sort((p, q) => p.at - q.at)
    .map(({ key }) => key);
  if (asked.includes('hmax') && !up) return undefined;
  if (INSIDE.test(f)) {
    // Falling inside the cabin, a question about the ground is one this reading cannot tell apart.
    if (/\b(?:suelo|tierra|fondo)\b/.test(question) && !INSIDE.test(question)) return undefined;
    return insideTheCabin(s, { vp, H, up, asked, used: [speed.index, height.index] });
  }

  const platform = (PLATFORM.exec(f) as RegExpExecArray)[0];
  const data = [
    `el ${platform} ${up ? 'sube' : 'baja'} a ${fmt(speed.value, 4)} ${speed.unit.symbol}`,
    `se suelta a H = ${fmt(H, 4)} m del suelo`,
  ];
  const steps = [
    `Al soltarlo, el objeto tiene la velocidad del ${platform}: $v_0 = ${up ? '+' : '-'}${tex(vp, 4)}$ m/s (positivo hacia arriba)${up ? ', así que primero sube y después cae' : ', hacia abajo'}. Desde ahí solo actúa la gravedad: $a = -g$ (${gLine(s)}).`,
    `Origen en el suelo: $y = ${tex(H, 4)} ${up ? '+' : '-'} ${tex(vp, 4)}\\,t - \\frac{1}{2} \\cdot ${tex(g, 4)}\\,t^2$ y $v = ${up ? '' : '-'}${tex(vp, 4)} - ${tex(g, 4)}\\,t$.`,
  ];
  const results: Record<keyof typeof cues, string> = { hmax: '', time: '', speed: '', platform: '' };
  if (up) {
    const tUp = vp / g;
    const hmax = H + (vp * vp) / (2 * g);
    steps.push(
      `Altura máxima: la velocidad se anula a los $t = \\frac{${tex(vp, 4)}}{${tex(g, 4)}} ${approx(tUp)} ${tex(tUp, 2)}$ s; sube $\\frac{v_0^2}{2g} = \\frac{${tex(vp, 4)}^2}{2 \\cdot ${tex(g, 4)}} ${approx(hmax - H)} ${tex(hmax - H, 2)}$ m más, hasta $h_{max} ${approx(hmax)} ${tex(hmax, 2)}$ m del suelo.`,
    );
    results.hmax = `sube hasta h_max ${relation(hmax)} ${fmt(hmax)} m sobre el suelo`;
  }
  const vGround = Math.sqrt(v0 * v0 + 2 * g * H);
  const tGround = (v0 + vGround) / g;
  steps.push(
    `Llega al suelo cuando y = 0: $\\frac{1}{2} \\cdot ${tex(g, 4)}\\,t^2 ${up ? '-' : '+'} ${tex(vp, 4)}\\,t - ${tex(H, 4)} = 0$; la raíz positiva es $t = \\frac{${up ? '' : '-'}${tex(vp, 4)} + \\sqrt{${tex(vp, 4)}^2 + 2 \\cdot ${tex(g, 4)} \\cdot ${tex(H, 4)}}}{${tex(g, 4)}} ${approx(tGround)} ${tex(tGround, 2)}$ s.`,
  );
  steps.push(
    `Rapidez al llegar: $v^2 = v_0^2 + 2 g H$, $|v| = \\sqrt{${tex(vp, 4)}^2 + 2 \\cdot ${tex(g, 4)} \\cdot ${tex(H, 4)}} ${approx(vGround)} ${tex(vGround, 2)}$ m/s, hacia abajo.`,
  );
  const yEnd = H + v0 * tGround - 0.5 * g * tGround * tGround;
  if (Math.abs(yEnd) > 1e-6 * Math.max(1, H) || Math.abs(v0 - g * tGround + vGround) > 1e-6 * vGround)
    return undefined;
  steps.push(
    `Comprobá: con $t ${approx(tGround)} ${tex(tGround, 2)}$ s, $v = v_0 - g t ${approx(-vGround)} ${tex(-vGround, 2)}$ m/s, la misma rapidez.`,
  );
  results.time = `tarda t ${relation(tGround)} ${fmt(tGround)} s en llegar al suelo`;
  results.speed = `llega con v ${relation(vGround)} ${fmt(vGround)} m/s hacia abajo (${fmt(vGround * 3.6)} km/h)`;
  if (asked.includes('platform')) {
    const hp = H + v0 * tGround;
    if (!(hp > 0)) return undefined;
    steps.push(
      `Mientras tanto el ${platform} sigue a velocidad constante: $h = H ${up ? '+' : '-'} v\\,t = ${tex(H, 4)} ${up ? '+' : '-'} ${tex(vp, 4)} \\cdot ${tex(tGround, 4)} ${approx(hp)} ${tex(hp, 2)}$ m del suelo.`,
    );
    results.platform = `el ${platform} está a h ${relation(hp)} ${fmt(hp)} m del suelo cuando el objeto llega`;
  }
  if (objectMass)
    steps.push(
      `La masa del objeto (${fmt(objectMass.value, 4)} ${objectMass.unit.symbol}) no interviene: sin rozamiento con el aire, todos los cuerpos caen con la misma aceleración g.`,
    );
  const unused = unusedNumbers(s, [speed.index, height.index, ...massUsed]);
  const shown = (asked.length ? asked : (['hmax', 'time', 'speed'] as const)).filter((key) => results[key]);
  const rest = (['hmax', 'time', 'speed', 'platform'] as const).filter(
    (key) => results[key] && !shown.includes(key),
  );
  const answer = [...shown, ...rest].map((key) => results[key]).join('; ');
  const certain = asked.length > 0 && unused.length === 0;
  return {
    certain,
    text: workedReply({
      title: `Objeto que se suelta desde un ${platform} en movimiento`,
      data: data.join('; '),
      steps,
      answer: certain
        ? `**${answer.charAt(0).toUpperCase()}${answer.slice(1)}.**`
        : unused.length
          ? `Con esa lectura: ${answer}. Pero no usé ${unused.map((v) => fmt(v, 4)).join(', ')} del enunciado: ¿qué representa? Confirmame los datos y lo cerramos.`
          : '¿Qué te piden calcular: la altura máxima, el tiempo que tarda en llegar al suelo o la velocidad con que llega? Los pasos de arriba dan las tres.',
      closing: up
        ? '¿Por qué el objeto no empieza a caer apenas lo sueltan?'
        : '¿Qué cambiaría si el helicóptero estuviera quieto en el aire?',
    }),
  };
}

export const platformReleaseSolver = declareSolver({
  name: 'solve_platform_release',
  offer: 'cuerpos que se sueltan desde algo en movimiento',
  summary:
    'A body released (se suelta, se deja caer) from a platform moving at constant speed (a rising or descending balloon, helicopter or elevator): it starts with the platform velocity; maximum height, time to reach the ground and speed on arrival. Pass the whole statement.',
  examples: [
    'Un globo sube con velocidad constante de 5 m/s y, cuando está a 30 m del suelo, se suelta un lastre. ¿Qué altura máxima alcanza y cuánto tarda en llegar al suelo?',
    'Un helicóptero baja con velocidad constante de 6 m/s y, cuando está a 80 m del suelo, deja caer un paquete. ¿Con qué rapidez llega el paquete al suelo?',
  ],
  parameters: { problem: 'the release problem as written' },
  solve: solvePlatformRelease,
});
