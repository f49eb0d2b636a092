/**
 * Questions about the entrance exam and how to study for it, answered from "Cómo es el ingreso" (as of
 * today: the next intake comes from the exam calendar) and the syllabus map, with the page to read.
 */
import {
  ADMISSION_GUIDE_TITLE,
  admissionGuide,
  type GuideSection,
} from '../../../../shared/domain/admission-guide.ts';
import {
  CALENDAR_NOTE,
  examStartTime,
  intakes,
  nextIntake,
} from '../../../../shared/domain/exam-calendar.ts';
import { dateRangeText } from '../../../../shared/domain/exam-calendar-text.ts';
import {
  isTopicOf,
  type SubjectId,
  subjectIds,
  subjectNames,
  type TopicId,
  topicsBySubject,
  topicTitles,
} from '../../../../shared/domain/subjects.ts';
import { syllabusMap } from '../../../../shared/domain/syllabus-map/index.ts';
import { at, must } from '../../../../shared/lib/must.ts';
import type { PassageSource } from '../provider.ts';
import { type Retriever, sourcePath, sourceReference } from '../retrieval.ts';
import { foldText } from '../text.ts';
import { statesData } from './reading.ts';

const DAY_MS = 86_400_000;
/** The guide's advice: at least this many weeks of daily practice before the first exam. */
const SUGGESTED_WEEKS = 8;

const longDate = new Intl.DateTimeFormat('es-AR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Argentina/Buenos_Aires',
});

function section(now: number, id: string): GuideSection {
  const found = admissionGuide(now).find((candidate) => candidate.id === id);
  if (!found) throw new Error(`The admission guide has no section ${id}`);
  return found;
}

const guideSource = (guide: GuideSection): PassageSource => ({
  kind: 'ingreso',
  id: guide.id,
  title: `${ADMISSION_GUIDE_TITLE}: ${guide.title}`,
});

const citation = (...guides: GuideSection[]) =>
  `*Fuente: ${guides.map((guide) => sourceReference(guideSource(guide))).join('; ')}.*`;

function subjectNamed(folded: string): SubjectId | undefined {
  if (/\bmatematica|\bmate\b/.test(folded)) return 'matematicas';
  if (/\bfisica/.test(folded)) return 'fisica';
  if (/\bquimica/.test(folded)) return 'quimica';
  return undefined;
}

/** The heaviest subtopics of a subject, heaviest first, as "cinemática (10 %)". */
function heaviest(subject: SubjectId, count: number): string[] {
  return syllabusMap[subject]
    .flatMap((topic) => topic.subtopics)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, count)
    .map((subtopic) => `${subtopic.title} (${subtopic.weight} %)`);
}

function daysUntil(time: number, now: number): number {
  return Math.ceil((time - now) / DAY_MS);
}

function examDatesReply(now: number): string {
  const guide = section(now, 'modalidades');
  const upcoming = intakes
    .filter((intake) => examStartTime(intake) > now)
    .sort((a, b) => examStartTime(a) - examStartTime(b));
  const [next, after] = upcoming;
  if (!next) {
    return [
      '## Cuándo son los exámenes',
      '',
      'Todavía no hay fechas publicadas para el próximo ingreso: cada facultad regional las anuncia en su página, y apenas estén las vas a ver en «Cómo es el ingreso».',
      '',
      citation(guide),
      '',
      '¿Querés que mientras tanto armemos un plan con los temas que más pesan?',
    ].join('\n');
  }
  const days = daysUntil(examStartTime(next), now);
  return [
    '## Cuándo son los exámenes',
    '',
    `El próximo es el **${next.modality.toLowerCase()}, ingreso ${next.entryYear}**: los exámenes son ${dateRangeText(next.exams)} (${days === 1 ? 'falta 1 día' : `faltan ${days} días`}). El curso va ${dateRangeText(next.course)}.`,
    ...(after
      ? [
          '',
          `Después viene el ${after.modality.toLowerCase()}, ingreso ${after.entryYear}: curso ${dateRangeText(after.course)} y exámenes ${dateRangeText(after.exams)}.`,
        ]
      : []),
    '',
    CALENDAR_NOTE,
    '',
    citation(guide),
    '',
    '¿Para cuál te estás preparando? Con la fecha armamos un plan semana por semana.',
  ].join('\n');
}

function whenToStartReply(now: number): string {
  const guide = section(now, 'preparacion');
  const next = nextIntake(now);
  const advice = `Te recomendamos arrancar por lo menos ${SUGGESTED_WEEKS} semanas antes del primer examen, con un rato de práctica todos los días.`;
  const lines = ['## Cuándo empezar', '', advice, ''];
  if (next) {
    const days = daysUntil(examStartTime(next), now);
    const startBy = examStartTime(next) - SUGGESTED_WEEKS * 7 * DAY_MS;
    if (startBy <= now) {
      lines.push(
        `Para el ${next.modality.toLowerCase()} (ingreso ${next.entryYear}) los exámenes empiezan en ${days} días, así que ya estás dentro de esas ${SUGGESTED_WEEKS} semanas: **empezá hoy**, con los temas que más pesan y un simulador cronometrado por semana.`,
      );
      const following = intakes
        .filter((intake) => examStartTime(intake) > examStartTime(next))
        .sort((a, b) => examStartTime(a) - examStartTime(b))[0];
      if (following) {
        lines.push(
          '',
          `Si apuntás al ${following.modality.toLowerCase()} (ingreso ${following.entryYear}, exámenes ${dateRangeText(following.exams)}), tenés margen: arrancá antes del ${longDate.format(new Date(examStartTime(following) - SUGGESTED_WEEKS * 7 * DAY_MS))}, y cuanto antes, mejor.`,
        );
      }
    } else {
      lines.push(
        `Para el ${next.modality.toLowerCase()} (ingreso ${next.entryYear}, exámenes ${dateRangeText(next.exams)}), eso es antes del **${longDate.format(new Date(startBy))}**.`,
      );
    }
    lines.push('');
  }
  lines.push(
    guide.paragraphs[1] ?? '',
    '',
    citation(guide),
    '',
    '¿Para qué fecha rendís? Así vemos cuántas semanas tenés y qué temas ir cerrando en cada una.',
  );
  return lines.join('\n');
}

function examFormatReply(now: number): string {
  const guide = section(now, 'examen');
  return [
    '## Cómo es el examen',
    '',
    ...guide.paragraphs.flatMap((paragraph) => [paragraph, '']),
    citation(guide),
    '',
    '¿Querés probar un simulador con el tiempo del examen y después repasamos juntos lo que te costó?',
  ].join('\n');
}

function topicsReply(now: number, folded: string): string {
  const guide = section(now, 'temas');
  const subject = subjectNamed(folded);
  const hurry = /\bpriori|poco tiempo|\d+ (dias|semanas)|por donde empiezo|que estudio primero/.test(folded);
  const body = subject
    ? [
        `En ${subjectNames[subject]}, según el mapa del examen, lo que más pesa es:`,
        '',
        ...heaviest(subject, 6).map((line) => `- ${line}`),
        '',
        `El temario completo está en ${sourcePath({ kind: 'temario', subject, topic: topicsBySubject[subject][0], id: topicsBySubject[subject][0], title: subjectNames[subject] })}.`,
      ]
    : [
        'Según el mapa del examen, lo que más pesa en cada materia:',
        '',
        ...subjectIds.map((id) => `- **${subjectNames[id]}:** ${heaviest(id, 4).join(', ')}.`),
        '',
        'Cada facultad regional define sus materias (Química solo en las carreras que la piden): confirmá el programa en la tuya.',
      ];
  return [
    `## Qué entra en el examen${subject ? ` de ${subjectNames[subject]}` : ''}`,
    '',
    ...(hurry
      ? [
          'Con poco tiempo, priorizá: primero los temas que más pesan, ejercicios de cada uno hasta que te salgan sin mirar la explicación, y un simulador cronometrado por semana para medir el avance.',
          '',
        ]
      : []),
    ...body,
    '',
    citation(guide),
    '',
    '¿Por cuál de estos temas querés empezar?',
  ].join('\n');
}

function modalitiesReply(now: number): string {
  const guide = section(now, 'modalidades');
  return [
    '## Modalidades del ingreso',
    '',
    ...guide.paragraphs.flatMap((paragraph) => [paragraph, '']),
    'El anticipado te deja el verano libre si aprobás, pero lo cursás junto con el último año de la secundaria; el de verano es más intensivo y corto. Elegí el que te deje practicar todos los días.',
    '',
    citation(guide),
    '',
    '¿Cuál te queda mejor con tus horarios de este año?',
  ].join('\n');
}

function courseReply(now: number): string {
  const guide = section(now, 'curso');
  return [
    '## Qué es el curso de ingreso',
    '',
    ...guide.paragraphs.flatMap((paragraph) => [paragraph, '']),
    citation(guide),
    '',
    '¿Ya sabés a qué carrera y a qué regional te vas a anotar?',
  ].join('\n');
}

const studyAdvice =
  /como (me )?(preparo|estudio|organizo|empiezo)|consejos?|tecnicas? de estudio|organizar(me)?|cuantas horas|nervios|ansiedad|plan de estudio|cronograma|motivacion|concentrar(me)?|rendir el ingreso|aprobar el ingreso/;

/** The advice for preparing, with the guide's "when to start" as of today. */
function preparationReply(now: number): string {
  const guide = section(now, 'preparacion');
  const next = nextIntake(now);
  const when = next
    ? ` Para el ${next.modality.toLowerCase()} los exámenes son ${dateRangeText(next.exams)}: faltan ${daysUntil(examStartTime(next), now)} días.`
    : '';
  return [
    '## Cómo prepararte para el ingreso',
    '',
    '1. **Armá un cronograma** semanal realista: bloques de 45 a 60 minutos con pausas cortas, y alterná matemática, física y química.',
    '2. **Primero la teoría, después la práctica**: leé la mini clase del tema y enseguida resolvé los ejercicios de la pestaña *Ejercicios*, de fácil a difícil.',
    '3. **Empezá por los temas que más pesan** en el examen (preguntame «¿qué entra en el examen?» y te los listo).',
    '4. **Aprendé de tus errores**: anotá en qué te equivocaste (signos, unidades, fórmulas) y repasá esa lista antes de cada práctica.',
    '5. **Hacé simulacros** con el simulador en condiciones de examen (tiempo limitado, sin apuntes) y mirá tus estadísticas para elegir qué reforzar.',
    '6. **Cuidate**: dormí bien, sobre todo la semana del examen; el cansancio se nota más que un tema sin repasar.',
    '',
    `Arrancá por lo menos ${SUGGESTED_WEEKS} semanas antes del primer examen.${when}`,
    '',
    citation(guide),
    '',
    '¿Qué materia o tema te cuesta más ahora? Arrancamos por ahí.',
  ].join('\n');
}

const intents: [RegExp, (now: number, folded: string) => string][] = [
  [
    /cuando (empiezo|arranco|comienzo|me pongo|deberia (empezar|arrancar)|tengo que (empezar|arrancar)|tendria que (empezar|arrancar))|con cuanto tiempo|cuanto tiempo antes|cuantas semanas antes/,
    whenToStartReply,
  ],
  [
    /\b(cuando|que dia|que fecha|fechas?)\b.{0,40}\b(examen|examenes|rindo|rinde|rendir|parcial|ingreso|inscripcion|inscribo|seminario)|\b(examen|examenes)\b.{0,30}\bcuando\b|cuanto falta para (el|los) (examen|ingreso)/,
    examDatesReply,
  ],
  [
    /cuantas preguntas|cuanto dura|cuanto tiempo (dura|hay|tengo|tenes|da)|opcion multiple|multiple choice|como (es|son) (el|los) examen|con cuanto (se aprueba|apruebo|aprobas|se pasa)|nota (minima|para aprobar)|(hay que|tengo que|necesito) sacar|que pasa si (no apruebo|desapruebo|repruebo|me va mal|no paso|me saco)|recuperatorio|si no apruebo/,
    examFormatReply,
  ],
  [
    /que (entra|entran|toman|evaluan|preguntan)|que temas?\b.{0,20}\b(entra|entran|toman|hay|tiene|son|pesan)|que (tengo|hay) que (estudiar|saber)|que se estudia|lo que mas (toman|pesa|entra|preguntan)|(que|cuales) (es|son) (lo|los temas?) (que )?mas (toman|pesa|pesan|importa|importan|entran)|temas? (mas )?importantes|temario del (examen|ingreso)|\bpriori|que estudio primero|por donde empiezo/,
    topicsReply,
  ],
  [/\banticipado\b|\bintensivo\b|\bde verano\b|\ba distancia\b|\bmodalidad/, modalitiesReply],
  [
    /\bhay (quimica|fisica|matematica)|que materias|(quimica|fisica|matematica) en el (ingreso|seminario)|que es el (seminario|curso de ingreso)|como es el (ingreso|seminario|curso de ingreso)|entra (quimica|fisica)/,
    courseReply,
  ],
  [studyAdvice, preparationReply],
];

/** A question about the exam or how to prepare, answered from the guide; undefined for anything else. */
export function studyReply(message: string, now: number): string | undefined {
  // "¿qué hay que sacar primero, el vértice o las raíces de f(x) = x² − 4x + 3?" is a problem, not the exam's format.
  if (statesData(message)) return undefined;
  const folded = foldText(message);
  for (const [pattern, reply] of intents) if (pattern.test(folded)) return reply(now, folded);
  return undefined;
}

/** How students name each topic, folded; the topic's own title is always one. */
const topicAliases: [TopicId, string[]][] = [
  ['algebra-basica', ['algebra', 'polinomios', 'factoreo', 'factorizacion']],
  ['ecuaciones', ['ecuaciones', 'sistemas de ecuaciones', 'inecuaciones']],
  ['funciones', ['funciones']],
  ['geometria', ['geometria']],
  ['trigonometria', ['trigonometria', 'trigo']],
  ['estadistica', ['estadistica', 'probabilidad', 'combinatoria']],
  ['mecanica', ['mecanica', 'cinematica', 'dinamica']],
  ['termodinamica', ['termodinamica', 'calor y temperatura', 'termo']],
  ['ondas', ['ondas', 'sonido']],
  ['electricidad', ['electricidad', 'circuitos']],
  ['optica', ['optica']],
  ['fisica-moderna', ['fisica moderna']],
  ['estructura-atomica', ['estructura atomica', 'tabla periodica', 'atomos']],
  ['estequiometria', ['estequiometria', 'estequio']],
  ['soluciones', ['soluciones']],
  ['acidos-bases', ['acidos y bases', 'nomenclatura']],
  ['electroquimica', ['electroquimica', 'redox']],
  ['termodinamica-quimica', ['termodinamica quimica', 'termoquimica']],
];

function topicNamed(rest: string): TopicId | undefined {
  const cleaned = rest
    .replace(/^(?:(?:la|el|los|las|de|del|en|con|a|nada|todo|muy bien|bien)\s+)+/, '')
    .replace(/\s+(?:de|del|en)\s+(?:la\s+)?(?:utn|ingreso|examen|matematica|fisica|quimica)$/, '')
    .trim();
  for (const [topic, aliases] of topicAliases) {
    if ([foldText(topicTitles[topic]), ...aliases].includes(cleaned)) return topic;
  }
  return undefined;
}

const topicLead =
  /^(?:no entiendo|no entendi|no me sale|no me salen|no se|me cuesta|me cuestan|me cuesta mucho|ayudame con|como estudio|como aprendo|como repaso|por donde empiezo con|que es|que son|explicame|que tengo que saber de|quiero repasar|quiero estudiar|repasemos|soy malo en|soy mala en|me va mal en)\s+(.+)$/;

/** The subject a topic belongs to. */
function subjectOf(topic: TopicId): SubjectId {
  return must(
    subjectIds.find((subject) => isTopicOf(subject, topic)),
    `the subject of ${topic}`,
  );
}

/**
 * "No entiendo nada de trigonometría", "¿qué es la estequio?": a whole topic, not one idea. The answer
 * is a way through it: its mini classes in the course's order (with their pages), what the exam asks
 * of it and how much it weighs (the syllabus map), and where to practise.
 */
export function topicReply(message: string, retriever: Retriever | undefined): string | undefined {
  // A concrete problem ("nomenclatura del Fe₂O₃") goes to the solvers, not to the topic's overview.
  if (statesData(message)) return undefined;
  const folded = foldText(message)
    .replace(/[¿?¡!.,]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // "tengo el parcial el lunes y no sé nada de redox, ¿por dónde arranco?": the clause that names it.
  const clauses = [folded, ...foldText(message).split(/[,;.¿?¡!]+|\s+y\s+/)].map((clause) =>
    clause
      .replace(/[¿?¡!.,]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  const named = clauses
    .map((clause) => ({ lead: topicLead.exec(clause), clause }))
    .map(({ lead, clause }) => ({ lead, topic: topicNamed(lead ? at(lead, 1, 'topic group') : clause) }))
    .find(({ lead, topic }, index) => topic && (index === 0 || lead));
  const lead = named?.lead ?? null;
  const topic = named?.topic;
  if (!topic) return undefined;
  const subject = subjectOf(topic);
  const title = topicTitles[topic];
  const struggling = Boolean(lead && /^(no |me cuesta|soy mal|me va mal)/.test(lead[0]));
  let overview: { syllabus?: string; miniClasses: PassageSource[] } = { miniClasses: [] };
  try {
    overview = retriever?.topic(topic) ?? overview;
  } catch {
    // Without the content the map still gives the way through.
  }
  const subtopics = syllabusMap[subject].find((entry) => entry.topic === topic)?.subtopics ?? [];
  const syllabusSource: PassageSource = { kind: 'temario', subject, topic, id: topic, title };
  return [
    `## ${title}, paso a paso`,
    '',
    struggling
      ? `Tranqui, ${title.toLowerCase()} se aprende por partes. Seguí este orden y pasá a la siguiente cuando te salgan los ejercicios de la anterior.`
      : (overview.syllabus ?? `${title} es uno de los temas de ${subjectNames[subject]} del ingreso.`),
    '',
    ...(overview.miniClasses.length
      ? [
          '**Mini clases, en orden:**',
          '',
          ...overview.miniClasses.map((source, i) => `${i + 1}. ${source.title} (${sourcePath(source)})`),
          '',
        ]
      : []),
    ...(subtopics.length
      ? [
          '**Qué entra en el examen** (porcentaje de las preguntas de la materia):',
          '',
          ...subtopics.map((subtopic) => `- ${subtopic.title}: ${subtopic.weight} %`),
          '',
        ]
      : []),
    `**Para practicar:** los ejercicios de ${title} en la sección Ejercicios de ${subjectNames[subject]}, de los fáciles a los difíciles.`,
    '',
    `*Fuente: ${sourceReference(syllabusSource)} y mapa del examen.*`,
    '',
    struggling
      ? '¿Arrancamos con la primera mini clase? Contame qué parte te traba más y lo vemos juntos.'
      : '¿Por cuál de estas partes querés empezar?',
  ].join('\n');
}
