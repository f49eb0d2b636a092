/** What the offline tutor says when there is nothing to compute: greetings, advice, theory, declines. */
import { subjectNames, type TopicId, topicTitles } from '../../../../shared/domain/subjects.ts';
import { describeSource, type Passage } from '../provider.ts';
import { tokenize } from '../retrieval.ts';
import { unreadableNumber } from '../solvers/numbers.ts';
import { foldText } from '../text.ts';

export const OFF_TOPIC_REPLY =
  'Eso se escapa de lo que puedo hacer: te acompaño con matemática, física, química y con cómo prepararte para el ingreso a la UTN, ¿querés que veamos algo de eso?';

const offTopic =
  /\b(futbol|partido de|boca|river|messi|maradona|mundial|seleccion argentina|goles?|politica|politicos?|elecciones|presidente|milei|peron|kirchner|macri|diputados?|senado|gobierno|religion|pelicula|series?|netflix|musica|cancion|tiktok|instagram|videojuegos?|fortnite|minecraft|novi[oa]|horoscopo|receta|cocinar|historia|geografia|literatura|lengua|ingles|biologia|filosofia|economia|san martin|belgrano|revolucion de mayo|poema|cuento|ensayo|chiste|apuestas?|casino)\b/;
// Course vocabulary, matched as word starts on folded text. It outweighs an off-topic word: "series
// geométricas", "historia de la tabla periódica", "resistencias en serie".
const science = new RegExp(
  String.raw`\b(${[
    // general
    'matematica|fisica|quimica|ciencia|ecuacion|inecuacion|formula(?! ?(1|uno)\\b)|calcul|resolv|ejercicio|numero|ingreso|utn|examen|simulador|teorema|ley|grafic|unidad|notacion cientifica|conversion|magnitud',
    // mathematics
    'algebra|aritmetic|geometr|trigonometr|funcion|polinomi|factoriz|fraccion|porcentaj|potencia|raiz|radical|logaritm|exponencial|derivad|integral|limite|vector|matriz|determinante|sucesion|progresion|serie (aritmetica|geometrica)|angulo|triangulo|circulo|circunferencia|perimetro|area|volumen|seno|coseno|tangente|pitagoras|probabilidad|estadistic|promedio|mediana|combinatori|permutacion|parabola|recta|pendiente|discriminante|valor absoluto|intervalo',
    // physics
    'velocidad|aceleracion|fuerza|energia|movimiento|mru|cinematica|dinamica|newton|rozamiento|friccion|caida libre|tiro (vertical|oblicuo)|presion|temperatura|calor|termodinamica|gas(es)?\\b|(?<!que )ondas?\\b|frecuencia|longitud de onda|sonido|decibel|luz|optica|lente|espejo|refraccion|reflexion|electric|corriente|resistencia|circuito|voltaje|ohm|campo (electrico|magnetico|gravitatorio)|carga electrica|magnet|foton|relatividad|nuclear|radiactiv|densidad',
    // chemistry
    'atomo|atomic|molecul|mol|masa molar|elemento|tabla periodica|periodic|enlace|ion|isotopo|electron|proton|neutron|reaccion|estequiometr|balance|acido|ph\\b|solucion|concentracion|molaridad|oxido|redox|electroquimic|entalpia|combustion|compuesto|sustancia',
  ].join('|')})`,
);
// A formula typed in the message: "1/x = 2", "3 + 4", "x^2".
const formula = /[=^²³√]|\d\s*[+*×÷·]\s*\d|\d\s*\/\s*[a-z(]/i;
// Requests no course content answers whatever subject they name: creative writing and attempts to
// change the tutor's instructions.
const alwaysOffTopic =
  /\b(ignora|olvida|olvidate|saltea|desobedece)\b.{0,30}\b(instrucciones|reglas|indicaciones|prompt)|system prompt|modo (desarrollador|dios|sin restricciones)|jailbreak|hace de cuenta que sos|\b(escribi|escribime|escribir|hace|haceme|hacer|redacta|redactame|inventa|inventame|armame|componeme|contame|decime)\b.{0,30}\b(poema|poesia|cancion|cuento|chiste|rap|verso|novela)\b/;
const greeting =
  /^(hola|holis|buenas|buen dia|buenas tardes|buenas noches|que tal|hey|como va|como estas)\b[\s!.,?¡¿]*(tutor|profe)?[\s!.,?]*$/;
const thanks =
  /^(muchas )?(gracias|genial|buenisimo|perfecto|listo|dale|joya|entendi)\b[\s!.,]*(profe|tutor)?[\s!.,]*$/;
const confused =
  /^(no (lo |te )?entendi|no entiendo|no me (quedo|cierra) claro|explicamelo (de nuevo|otra vez)|otra vez|mas despacio|no se como seguir|me perdi)\b/;
const studyAdvice =
  /como (me )?(preparo|estudio|organizo|empiezo)|consejos?|tecnicas? de estudio|organizar(me)?|cuantas horas|nervios|ansiedad|plan de estudio|cronograma|motivacion|concentrar(me)?|rendir el ingreso|aprobar el ingreso|por donde empiezo|que estudio primero/;

/** Greetings, thanks and "no entendí": short replies that need no content. */
export function smallTalkReply(message: string): string | undefined {
  const folded = foldText(message).trim();
  if (greeting.test(folded)) {
    return [
      '¡Hola! Soy tu tutor de Ingresá. Te puedo ayudar a:',
      '',
      '- resolver paso a paso ecuaciones, sistemas, problemas de movimiento, conversiones de unidades y cálculos de estequiometría;',
      '- repasar la teoría de matemática, física y química del ingreso a la UTN;',
      '- organizar tu estudio.',
      '',
      '¿Con qué tema querés arrancar?',
    ].join('\n');
  }
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

export function studyAdviceReply(message: string): string | undefined {
  if (!studyAdvice.test(foldText(message))) return undefined;
  return [
    '## Cómo prepararte para el ingreso',
    '',
    '1. **Armá un cronograma** semanal realista: bloques de 45 a 60 minutos con pausas cortas, y alterná matemática, física y química.',
    '2. **Primero la teoría, después la práctica**: leé la mini clase del tema y enseguida resolvé los ejercicios de la pestaña *Ejercicios*, de fácil a difícil.',
    '3. **Aprendé de tus errores**: anotá en qué te equivocaste (signos, unidades, fórmulas) y repasá esa lista antes de cada práctica.',
    '4. **Hacé simulacros** con el simulador en condiciones de examen (tiempo limitado, sin apuntes) y mirá tus estadísticas para elegir qué reforzar.',
    '5. **Cuidate**: dormí bien, sobre todo la semana del examen; el cansancio se nota más que un tema sin repasar.',
    '',
    '¿Qué materia o tema te cuesta más ahora? Arrancamos por ahí.',
  ].join('\n');
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
 * Share of the question's search terms that the passage contains: a guard against weak matches. The
 * `ignored` terms (the off-topic words of the question) never count as a match: "serie" of a TV show is
 * no reason to explain resistors in series.
 */
function coverage(question: string, passage: Passage, ignored: Set<string>): number {
  const terms = [...new Set(tokenize(question))];
  if (terms.length === 0) return 0;
  const words = new Set(tokenize(`${passage.source.title} ${passage.text}`));
  return terms.filter((term) => words.has(term) && !ignored.has(term)).length / terms.length;
}

/** Cuts at a sentence end near `limit` characters so a passage never stops mid-word. */
function excerpt(text: string, limit = 700): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('.\n'), cut.lastIndexOf('\n'));
  return `${cut.slice(0, end > limit / 2 ? end + 1 : limit).trimEnd()}…`;
}

const MIN_COVERAGE = 0.5;

/**
 * A short explanation from the best passages, the source, a guiding question and what to practise;
 * or the kind decline when the message is off-topic or nothing in the course fits.
 */
export function explainFromPassages(message: string, passages: Passage[]): string {
  const folded = foldText(message);
  if (alwaysOffTopic.test(folded)) return OFF_TOPIC_REPLY;
  const onTopic = science.test(folded) || formula.test(message);
  if (!onTopic && offTopic.test(folded)) return OFF_TOPIC_REPLY;
  const ignored = new Set(
    tokenize([...folded.matchAll(new RegExp(offTopic, 'g'))].map((m) => m[0]).join(' ')),
  );
  const relevant = passages.filter((p) => coverage(message, p, ignored) >= MIN_COVERAGE);
  if (relevant.length === 0) {
    return onTopic
      ? 'No encontré eso en el material del curso. ¿Me lo contás con otras palabras, o me pasás el enunciado completo con los datos? Así lo resolvemos paso a paso.'
      : OFF_TOPIC_REPLY;
  }
  const wantsExample = /ejemplo/.test(folded);
  const theory = relevant.filter((p) => p.source.kind !== 'ejercicio');
  const pick =
    (wantsExample ? theory.find((p) => p.text.startsWith('Ejemplo')) : undefined) ??
    theory.find((p) => !p.text.startsWith('Ejemplo')) ??
    theory[0] ??
    (relevant[0] as Passage);
  const companion = theory.find(
    (p) => p !== pick && p.source.id === pick.source.id && p.text.length + pick.text.length < 1100,
  );
  const body = [excerpt(pick.text), ...(companion ? [excerpt(companion.text, 400)] : [])];
  const source = pick.source;
  if (source.kind === 'ingreso') {
    return [
      `## ${source.title}`,
      '',
      ...body.flatMap((paragraph) => [paragraph, '']),
      `*Fuente: ${describeSource(source)}.*`,
      '',
      '**Para practicar:** hacé un simulador con el tiempo del examen y mirá en tus estadísticas qué temas reforzar.',
    ].join('\n');
  }
  const { subject, topic } = source;
  const exercise = passages.find((p) => p.source.kind === 'ejercicio' && p.source.topic === topic);
  const statement = exercise?.text.split('\n')[0];
  const practice = statement
    ? `**Para practicar:** probá el ejercicio ${exercise?.source.id}: «${excerpt(statement, 240)}». Intentalo y contame qué te dio.`
    : `**Para practicar:** resolvé los ejercicios de ${topicTitles[topic]} en la sección Ejercicios de ${subjectNames[subject]}, de los fáciles a los difíciles.`;
  return [
    `## ${source.kind === 'mini-clase' ? source.title : topicTitles[topic]}`,
    '',
    ...body.flatMap((paragraph) => [paragraph, '']),
    `*Fuente: ${describeSource(source)}.*`,
    '',
    guidingQuestions[topic],
    '',
    practice,
  ].join('\n');
}
