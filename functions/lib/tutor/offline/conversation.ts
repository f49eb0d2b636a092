/** What the offline tutor says when there is nothing to compute: greetings, advice, theory, declines. */
import { subjectNames, type TopicId, topicTitles } from '../../../../shared/domain/subjects.ts';
import type { Passage } from '../provider.ts';
import { sourceReference, tokenize } from '../retrieval.ts';
import type { FamilyName } from '../solvers/families/names.ts';
import { unreadableNumber } from '../solvers/numbers.ts';
import { solverFamilies } from '../solvers/registry.ts';
import { foldText } from '../text.ts';
import { dataReply, isPhysicsStatement, physicsMethodReply } from './physics-method.ts';
import { statesData } from './reading.ts';

export const OFF_TOPIC_REPLY =
  'Eso se escapa de lo que puedo hacer: te acompaño con matemática, física, química y con cómo prepararte para el ingreso a la UTN, ¿querés que veamos algo de eso?';

const offTopic =
  /\b(futbol|partido de|boca|river|messi|maradona|mundial|seleccion argentina|goles?|politica|politicos?|elecciones|presidente|milei|peron|kirchner|macri|diputados?|senado|gobierno|religion|pelicula|series?|netflix|musica|cancion|tiktok|instagram|videojuegos?|fortnite|minecraft|novi[oa]|horoscopo|receta|cocin(ar|o|as|amos)|comida|hambre|almuerzo|cena|historia|geografia|capital de|literatura|lengua|ingles|biologia|filosofia|economia|dolar|inflacion|san martin|belgrano|revolucion de mayo|poema|cuento|ensayo|chiste|apuestas?|casino|hackear|hackeo|wifi|contrasena|clima|pronostico)\b/;
// Course vocabulary, matched as word starts on folded text. It outweighs an off-topic word: "series
// geométricas", "historia de la tabla periódica", "resistencias en serie".
const science = new RegExp(
  String.raw`\b(${[
    // general
    // «Plantee y resuelva: …» is how a paper orders a word problem.
    'matematica|fisica|quimica|ciencia|ecuacion|inecuacion|formula(?! ?(1|uno)\\b)|calcul|resolv|resuelv|plantee|plantea|ejercicio|numero|ingreso|utn|examen|simulador|teorema|ley|grafic|unidad|notacion cientifica|conversion|magnitud',
    // mathematics
    'algebra|aritmetic|geometr|trigonometr|funcion|polinomi|factoriz|simplific|versor|fraccion|porcentaj|potencia|raiz|radical|logaritm|exponencial|derivad|integral|limite|vector|matriz|determinante|sucesion|progresion|serie (aritmetica|geometrica)|angulo|triangulo|circulo|circunferencia|perimetro|area|volumen|seno|coseno|tangente|pitagoras|probabilidad|estadistic|promedio|mediana|combinatori|permutacion|parabola|recta|pendiente|discriminante|valor absoluto|intervalo',
    // physics
    'velocidad|aceleracion|fuerza|energia|movimiento|mru|cinematica|dinamica|newton|rozamiento|friccion|caida libre|tiro (vertical|oblicuo)|presion|temperatura|calor|termodinamica|gas(es)?\\b|(?<!que )ondas?\\b|frecuencia|longitud de onda|sonido|decibel|luz|optica|lente|espejo|refraccion|reflexion|electric|corriente|resistencia|circuito|voltaje|ohm|campo (electrico|magnetico|gravitatorio)|carga electrica|magnet|foton|relatividad|nuclear|radiactiv|densidad',
    // modern physics: the course's física moderna unit
    'muon|astronauta|nave espacial|electronvolt|fotoelectric|vida media|semidesintegracion|lorentz|bohr|einstein|planck',
    // chemistry
    'atomo|atomic|molecul|mol|masa molar|elemento|tabla periodica|periodic|enlace|ion|isotopo|electron|proton|neutron|reaccion|estequiometr|balance|acido|ph\\b|solucion|concentracion|molaridad|oxido|redox|electroquimic|entalpia|combustion|compuesto|sustancia',
    // chemistry: material systems, their separation and changes of state; the atom's and bond's properties
    'sistema material|mezcla|disolv|disuelt|fases?\\b|sistemas? (?:homogene|heterogene)|mezcla (?:homogenea|heterogenea)|fases? y (?:\\w+ )?componentes?|componentes? (?:del sistema|de la mezcla)|filtracion|filtrar|decantacion|decantar|destilacion|destilar|tamizacion|tamizar|cristalizacion|evaporacion|sublimacion|solidificacion|condensacion|vaporizacion|numeros? cuanticos?|energia de ionizacion|electronegatividad|afinidad electronica|radio (?:atomico|ionico)|polaridad|(?:no )?polares?\\b|apolar|geometria molecular|lewis|hibridacion|fuerzas intermoleculares|puente de hidrogeno',
    // chemistry: separating, changes and reactions, redox, naming, the elements by name
    'metodos? de separacion|separacion de (?:mezclas|fases|componentes|sustancias)|imantacion|cambios? (?:fisicos?|quimicos?)|fenomenos? (?:fisicos?|quimicos?)|sustancias? pura|oxidacion|oxidante|reductor|se oxida|se reduce|regla del octeto|gases? nobles?|nomenclatura|hidruro|hidroxido|oxoacido|oxacido|hidracido|cation|anion|valencia|hierro|azufre|cobre|sodio|potasio|calcio|magnesio|aluminio|cloro|carbono|oxigeno|hidrogeno|nitrogeno|zinc|mercurio|plomo|yodo|bromo|fluor|helio|neon|argon',
  ].join('|')})`,
);
// Requests no course content answers whatever subject they name: attempts to read or change the
// tutor's instructions or role, creative writing, and help to cheat.
const alwaysOffTopic = new RegExp(
  [
    // attempts to change or read the tutor's instructions
    String.raw`\b(ignora|olvida|olvidate|saltea|desobedece|desactiva)\b.{0,40}\b(instrucciones|reglas|indicaciones|prompt|filtros|todo lo anterior)`,
    String.raw`\bprompt\b|^system:|\btus (instrucciones|reglas|indicaciones)\b|instrucciones (del sistema|que te dieron|iniciales|ocultas|completas)|texto (que esta )?(de )?arriba`,
    String.raw`modo (desarrollador|dios|sin restricciones|administrador)|jailbreak|\b(sos|modo) dan\b|dan activado|sin (restricciones|filtros)|soy (el )?administrador|es administrador`,
    // a role instead of the tutor's
    String.raw`hace de cuenta que sos|a partir de ahora sos|ahora sos (un|una|el|la|mi)\b|\bsos (un|una) (pirata|robot|personaje|tutor de (historia|lengua|ingles|biologia))|actua como (mi|un|una|si)\b(?! (profe|tutor))|fingi que`,
    // creative writing, whatever its subject
    String.raw`\b(escribi|escribime|escribir|hace|haceme|hacer|redacta|redactame|inventa|inventame|armame|componeme|contame|decime)\b.{0,30}\b(poema|poesia|cancion|cuento|chiste|rap|verso|novela|carta)\b`,
    // cheating: a simulator in progress or the real exam
    String.raw`\b(pasame|dame|decime|mandame|necesito) (las )?(respuestas|soluciones|resultados) (del|de la|de los) (simulador|examen|parcial|prueba)|hacer trampa|machete|copiarme`,
  ].join('|'),
);
const greeting =
  /^(hola|holis|buenas|buen dia|buenas tardes|buenas noches|que tal|hey|como va|como estas)\b[\s!.,?¡¿]*(tutor|profe)?[\s!.,?]*$/;
const thanks =
  /^(muchas )?(gracias|genial|buenisimo|perfecto|listo|dale|joya|entendi)\b[\s!.,]*(profe|tutor)?[\s!.,]*$/;
const confused =
  /^(no (lo |te )?entendi|no entiendo|no me (quedo|cierra) claro|explicamelo (de nuevo|otra vez)|otra vez|mas despacio|no se como seguir|me perdi)\b/;
const capabilities =
  /^(que|en que) (me )?(podes|sabes|puedes) (hacer|ayudar|resolver)|^(que|en que) me ayudas|para que (servis|sirve este chat)|^que (cosas )?(podes|sabes) hacer|^ayuda$/;

/** What the tutor can do: every kind of problem its solvers work out, then theory and study. */
/** Each family's solvers under the subject a student knows it by, in the reply's order. */
const capabilityLines: readonly [readonly FamilyName[], string][] = [
  [
    [
      'word-problems',
      'math',
      'inequalities',
      'figures',
      'geometry',
      'complex-numbers',
      'lines-vectors',
      'functions',
      'quadratics',
      'polynomials',
      'exponential-log',
      'number-words',
    ],
    '**Matemática**, resuelto paso a paso',
  ],
  [
    [
      'meetings',
      'throws',
      'vertical-throws',
      'falls',
      'motion-stages',
      'motion',
      'modern-physics',
      'optics',
      'turns-sound-units',
      'ropes-and-bodies',
      'incline-slide',
      'forces',
      'statics',
      'force-sum',
      'power',
      'energy-balance',
      'energy',
      'electricity',
      'fluids-heat',
      'heat',
    ],
    '**Física**',
  ],
  [['measurement'], '**Unidades**'],
  [
    [
      'chemistry-names',
      'chemistry-formulas',
      'chemistry',
      'chemistry-amounts',
      'chemistry-moles',
      'solutions',
      'gases',
      'chemistry-chains',
    ],
    '**Química**',
  ],
];

/** "a, b y c"; "a, b y c, y d" when the one before the last holds a "y" of its own. */
function listed(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  const init = items.slice(0, -1);
  return `${init.join(', ')}${init.at(-1)?.includes(' y ') ? ', y' : ' y'} ${items.at(-1)}`;
}

/** What the tutor can do: its solvers' own words (each declaration's `offer`), then the rest. */
export const CAPABILITIES_REPLY = [
  '¡Hola! Soy tu tutor de Ingresá. Te puedo ayudar a:',
  '',
  ...capabilityLines.map(
    ([families, label]) =>
      `- ${label}: ${listed([...new Set(families.flatMap((family) => solverFamilies[family].map(({ offer }) => offer)))])};`,
  ),
  '- repasar la teoría de las mini clases, con la página donde seguir leyendo;',
  '- contarte cómo es el examen, qué temas pesan más y cómo organizar tu estudio.',
  '',
  '¿Con qué tema querés arrancar?',
].join('\n');

/** Greetings, "what can you do", thanks and "no entendí": short replies that need no content. */
export function smallTalkReply(message: string): string | undefined {
  const folded = foldText(message)
    .trim()
    .replace(/^[¿¡]+/, '');
  if (greeting.test(folded) || capabilities.test(folded)) return CAPABILITIES_REPLY;
  if (confused.test(folded)) {
    return 'Tranqui, vamos de nuevo y más despacio. Decime en qué paso te trabaste (el número del paso o la cuenta que no te cierra) o escribime el enunciado otra vez con tus palabras. ¿Qué parte fue la que no te quedó clara?';
  }
  if (thanks.test(folded)) {
    return '¡De nada! Si querés afianzarlo, probá un ejercicio parecido y contame cómo te fue. ¿Seguimos con otro tema?';
  }
  return undefined;
}

/** A number the tutor cannot read without guessing: it says so rather than compute with a wrong one. */
export function unreadableNumberReply(message: string): string | undefined {
  const problem = unreadableNumber(message);
  if (!problem) return undefined;
  return problem.reason === 'digits'
    ? `No puedo leer con precisión «${problem.raw}»: tiene más de 15 cifras significativas y las últimas se perderían al hacer las cuentas, así que el resultado podría salir mal. ¿Me lo pasás redondeado a menos cifras?`
    : `No estoy seguro de cómo leer «${problem.raw}». Acá la coma separa los decimales y el punto, los miles: 1.234,5 es mil doscientos treinta y cuatro con cinco décimos. ¿Me lo escribís así?`;
}

const guidingQuestions: Record<TopicId, string> = {
  'algebra-basica': '¿Qué propiedad usarías primero para simplificar una expresión como esta, y por qué?',
  ecuaciones: '¿Cómo te darías cuenta, sin resolverla, de cuántas soluciones tiene una ecuación?',
  funciones: '¿Qué información del gráfico podés leer directamente de la fórmula?',
  geometria: '¿Qué figura o relación conocida podés reconocer primero en el dibujo?',
  trigonometria: '¿En qué cuadrante está el ángulo y qué signo tienen sus razones ahí?',
  estadistica: '¿Qué cambia en el resultado si importa el orden de los elementos?',
  mecanica: '¿Qué fuerzas actúan sobre el cuerpo? Probá hacer el diagrama de cuerpo libre.',
  termodinamica: '¿El sistema gana o pierde calor, y cómo se refleja eso en el signo?',
  ondas: '¿Qué magnitud de la onda cambia y cuál se mantiene cuando pasa de un medio a otro?',
  electricidad: '¿Qué pasa con la corriente si duplicás la resistencia y dejás la misma tensión?',
  optica: '¿Hacia dónde se desvía el rayo al pasar a un medio con mayor índice de refracción?',
  'fisica-moderna':
    '¿Por qué creés que la energía de un fotón depende de la frecuencia y no de la intensidad?',
  'estructura-atomica': '¿Qué partícula del átomo cambia en un ion y cuál en un isótopo?',
  estequiometria: '¿Por qué conviene pasar todo a moles antes de usar los coeficientes de la ecuación?',
  soluciones: '¿Qué cambia y qué se conserva cuando diluís una solución?',
  'acidos-bases': '¿Qué especie dona el protón y cuál lo acepta en la reacción que estás mirando?',
  electroquimica: '¿Qué especie se oxida y cuál se reduce? Fijate en los números de oxidación.',
  'termodinamica-quimica': '¿El proceso libera o absorbe energía, y qué signo tiene entonces ΔH?',
};

/**
 * Whether a passage matches the question by more than its off-topic words: "serie" of a TV show is no
 * reason to explain resistors in series. Retrieval already keeps only passages that cover the question
 * (its words, their synonyms and corrected typos); this only takes the off-topic words back out.
 */
function beyondIgnored(question: string, passage: Passage, ignored: Set<string>): boolean {
  if (ignored.size === 0) return true;
  const words = new Set(tokenize(`${passage.source.title} ${passage.text}`));
  return tokenize(question).some((term) => !ignored.has(term) && words.has(term));
}

/** "¿Qué es …?", "¿por qué …?": a question about an idea, which a passage holding all its words explains. */
const conceptQuestion =
  /^(que (es|son|significa|significan|quiere decir)|por que|para que (sirve|sirven)|como funciona|(cual es la|que) diferencia (hay )?entre)\b/;

/** "¿Por qué un cuerpo de 2 kg y uno de 10 kg caen igual?": an idea asked about, whatever data it quotes. */
const aboutAnIdea = /\b(por que|que (es|son|significa|quiere decir)|diferencia entre|explica\w*)\b/;

/** Whether a passage holds every word of a question (its stems, as retrieval reads them). */
function holdsEveryWord(passage: Passage, question: string): boolean {
  const terms = tokenize(question);
  if (terms.length === 0) return false;
  const words = new Set(tokenize(`${passage.source.title} ${passage.text}`));
  return terms.every((term) => words.has(term));
}

/** Cuts at a sentence end near `limit` characters so a passage never stops mid-word. */
function excerpt(text: string, limit = 700): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('.\n'), cut.lastIndexOf('\n'));
  return `${cut.slice(0, end > limit / 2 ? end + 1 : limit).trimEnd()}…`;
}

const ANOTHER_EXERCISE =
  'No lo puedo resolver con seguridad con tus datos, pero el método es el de este ejercicio del curso (tiene otros datos, así que su resultado no es el de tu enunciado):';

/** A worked solution's closing verdict on its own options («Ese resultado no está entre las opciones…»). */
const withoutOptionVerdict = (text: string) =>
  text.replace(/\s*Ese resultado no está entre las opciones[^\n]*/g, '');

/** Share of a question's words that must name something of the course for a question without course vocabulary. */
const MIN_COURSE_SHARE = 0.5;

/** An attempt to change the tutor's instructions or role, or to cheat: declined before anything else. */
export function attackReply(message: string): string | undefined {
  return alwaysOffTopic.test(foldText(message)) ? OFF_TOPIC_REPLY : undefined;
}

/**
 * A short explanation from the best passages, the source, a guiding question and what to practise;
 * or the kind decline when the message is off-topic or nothing in the course fits. `courseShare` is the
 * retriever's (the share of the question's words that name something of the course), when known.
 */
export function explainFromPassages(message: string, passages: Passage[], courseShare?: number): string {
  const folded = foldText(message);
  if (alwaysOffTopic.test(folded)) return OFF_TOPIC_REPLY;
  // A statement with data (a quantity and its unit, a formula, a chemical formula) is a problem of the
  // course however long it is and whatever else it says: "un subibaja", "cajas en un contenedor".
  const onTopic = science.test(folded) || statesData(message);
  if (!onTopic && offTopic.test(folded)) return OFF_TOPIC_REPLY;
  // A question that names nothing the course teaches is declined, whatever words it shares with a
  // passage; a question about an idea whose every word a passage holds ("¿qué es la inercia?", "¿por
  // qué flota un barco?") asks about that passage, even in words the course's vocabulary does not list.
  if (
    !onTopic &&
    courseShare !== undefined &&
    courseShare < MIN_COURSE_SHARE &&
    !(
      conceptQuestion.test(folded.replace(/^[¿¡\s]+/, '')) && passages.some((p) => holdsEveryWord(p, message))
    )
  ) {
    return OFF_TOPIC_REPLY;
  }
  const ignored = new Set(
    tokenize([...folded.matchAll(new RegExp(offTopic, 'g'))].map((m) => m[0]).join(' ')),
  );
  // In retrieval's order: the passage it ranked first is the one explained.
  // A statement with physical units is explained from physics only: a triangle or a complex number
  // passage is no method for it.
  const physics = isPhysicsStatement(message);
  const relevant = passages.filter(
    (p) =>
      beyondIgnored(message, p, ignored) &&
      (!physics || ('subject' in p.source && p.source.subject === 'fisica')),
  );
  const [first] = relevant;
  if (first === undefined) {
    // A statement with data is on topic: what was read and what is missing, never the decline.
    if (physics) return physicsMethodReply(message);
    if (statesData(message)) return dataReply(message);
    return onTopic
      ? 'No encontré eso en el material del curso. ¿Me lo contás con otras palabras, o me pasás el enunciado completo con los datos? Así lo resolvemos paso a paso.'
      : OFF_TOPIC_REPLY;
  }
  const wantsExample = /ejemplo/.test(folded);
  const theory = relevant.filter((p) => p.source.kind !== 'ejercicio');
  // A statement with physical units that no mini class explains gets the method for what it asks:
  // another exercise's worked numbers or a syllabus list is no method for it.
  if (physics && !aboutAnIdea.test(folded) && !theory.some((p) => p.source.kind === 'mini-clase')) {
    return physicsMethodReply(message);
  }
  const pick =
    (wantsExample ? theory.find((p) => p.text.startsWith('Ejemplo')) : undefined) ??
    theory.find((p) => !p.text.startsWith('Ejemplo')) ??
    theory[0] ??
    first;
  const companion = theory.find(
    (p) => p !== pick && p.source.id === pick.source.id && p.text.length + pick.text.length < 1100,
  );
  // Another exercise's worked solution is a method, not this statement's answer: said so when the message
  // brings data of its own, and without the verdict on options the passage does not show.
  const other = pick.source.kind === 'ejercicio';
  const body = [
    ...(other && statesData(message) ? [ANOTHER_EXERCISE] : []),
    excerpt(other ? withoutOptionVerdict(pick.text) : pick.text),
    ...(companion ? [excerpt(companion.text, 400)] : []),
  ];
  const source = pick.source;
  if (source.kind === 'ingreso') {
    return [
      `## ${source.title}`,
      '',
      ...body.flatMap((paragraph) => [paragraph, '']),
      `*Fuente: ${sourceReference(source)}.*`,
      '',
      '**Para practicar:** hacé un simulador con el tiempo del examen y mirá en tus estadísticas qué temas reforzar.',
    ].join('\n');
  }
  const { subject, topic } = source;
  const exercise = passages.find(
    (p) => p.source.kind === 'ejercicio' && p.source.topic === topic && p.source.id !== source.id,
  );
  const statement = exercise?.text.split('\n')[0];
  const practice = statement
    ? `**Para practicar:** probá el ejercicio ${exercise?.source.id}: «${excerpt(statement, 240)}». Intentalo y contame qué te dio.`
    : `**Para practicar:** resolvé los ejercicios de ${topicTitles[topic]} en la sección Ejercicios de ${subjectNames[subject]}, de los fáciles a los difíciles.`;
  return [
    `## ${source.kind === 'mini-clase' ? source.title : topicTitles[topic]}`,
    '',
    ...body.flatMap((paragraph) => [paragraph, '']),
    `*Fuente: ${sourceReference(source)}.*`,
    '',
    guidingQuestions[topic],
    '',
    practice,
  ].join('\n');
}
