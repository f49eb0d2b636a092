import { subjectNames } from '../subjects.ts';
import { careerNames } from './careers.ts';
import { citedSources } from './facts-of.ts';
import { examinedSubjects } from './index.ts';
import type { ExamFormat, Fact, MonthRef, MonthWindow, Range, Regional, Source } from './types.ts';

/** A page of «Cómo es el ingreso» for one regional, in the SEO pages' shape (web/src/features/seo). */
export interface RegionalGuide {
  slug: string;
  title: string;
  description: string;
  keywords: string[];
  heroTitle: string;
  heroSubtitle: string;
  sections: { title: string; content: string }[];
}

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

const known = <T>(fact: Fact<T>): T | undefined =>
  fact.source !== null && fact.value !== null ? fact.value : undefined;

const month = (ref: MonthRef) =>
  `${MONTHS[ref.month - 1]} ${ref.year === 'anterior' ? 'del año anterior' : 'del año de ingreso'}`;

function window(value: MonthWindow): string | undefined {
  if (value.from && value.to)
    return value.from.month === value.to.month && value.from.year === value.to.year
      ? `en ${month(value.from)}`
      : `de ${month(value.from)} a ${month(value.to)}`;
  if (value.from) return `desde ${month(value.from)}`;
  if (value.to) return `hasta ${month(value.to)}`;
  return undefined;
}

const amount = (value: number | Range) =>
  typeof value === 'number' ? String(value) : `entre ${value.min} y ${value.max}`;

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;

/** What a source says of one subject's exam, in sentences; empty when no source describes it. */
function formatSentences(format: ExamFormat): string[] {
  const said: string[] = [];
  const items = known(format.items);
  const options = known(format.optionsPerItem);
  if (items !== undefined)
    said.push(
      `tiene ${amount(items)} ítems${options !== undefined ? ` de ${amount(options)} opciones` : ''}`,
    );
  else if (options !== undefined) said.push(`sus ítems cerrados tienen ${amount(options)} opciones`);
  if (known(format.noneOfTheAbove) === true)
    said.push('la última opción es «Ninguna respuesta anterior es correcta», que a veces es la correcta');
  const open = known(format.openItems);
  if (open !== undefined)
    said.push(`${amount(open)} ítems se responden escribiendo el resultado o el desarrollo`);
  if (known(format.workingGraded) === true) said.push('se corrige el desarrollo, no solo el resultado');
  const duration = known(format.durationMinutes);
  if (duration !== undefined) said.push(`dura ${duration} minutos`);
  const pass = known(format.passMark);
  if (pass) said.push(`se aprueba con ${pass.score} de ${pass.outOf}`);
  const recovery = known(format.recovery);
  if (recovery) said.push(`instancia de recuperación: ${recovery}`);
  return said;
}

function sourceLine(source: Source): string {
  return `${source.title} — ${source.url} (leído el ${source.readOn.split('-').reverse().join('/')}).`;
}

/** The regional's page, written from its declaration only: what a source says, and what none does. */
export function regionalGuide(regional: Regional): RegionalGuide {
  const place = `UTN ${regional.city}`;
  const subjects = examinedSubjects(regional);
  const subjectList = list(subjects.map((subject) => subjectNames[subject]));
  const plan = regional.plans[0];
  const sourcedSubjects = plan?.subjects.some((s) => s.examined.source !== null) === true;
  const course = known(regional.course);
  const character = known(regional.character);
  const careers = known(regional.careers) ?? [];
  const life = known(regional.universityLife);

  const courseParagraphs = [
    course
      ? `El curso de ingreso de la ${regional.name} se llama ${course}${character ? ` y, según la fuente, es ${character}` : ''}.`
      : `No encontramos una fuente pública que describa el curso de ingreso de la ${regional.name}.`,
    sourcedSubjects
      ? `Según las fuentes que leímos, se examinan ${subjectList}${life ? `, además de ${life}` : ''}.`
      : `Como ninguna fuente pública dice qué materias toma, usamos los contenidos del Seminario Universitario nacional de la UTN: ${subjectList}${life ? `, además de ${life}` : ''}. Cuando la regional publique su programa, lo sumamos.`,
    'Química no figura en el ingreso de ninguna regional que encontramos, ni siquiera para Ingeniería Química. En Ingresá igual la tenés, porque es una materia de primer año, y te avisamos que no la toma tu facultad.',
  ];
  if (careers.length)
    courseParagraphs.push(
      `Carreras que nombran las fuentes: ${list(careers.map((career) => careerNames[career]))}.`,
    );

  const examParagraphs = (plan?.subjects ?? [])
    .filter((declared) => subjects.includes(declared.subject))
    .map((declared) => {
      const said = formatSentences(declared.format);
      return said.length
        ? `${subjectNames[declared.subject]}: el examen ${list(said)}.`
        : `${subjectNames[declared.subject]}: no encontramos una fuente pública sobre el formato del examen. Practicá con los simuladores del formato general del ingreso.`;
    });
  if (regional.pastExams.length)
    examParagraphs.push(
      `Leímos ${regional.pastExams.length === 1 ? 'un examen publicado' : `${regional.pastExams.length} exámenes publicados`} de esta regional para armar los ejercicios con el mismo tipo de problemas, escritos por nosotros.`,
    );

  const intakeParagraphs = regional.intakes.map((intake) => {
    const courseWindow = intake.course.value ? window(intake.course.value) : undefined;
    const examWindow = intake.exams.value ? window(intake.exams.value) : undefined;
    const parts = [
      courseWindow && intake.course.source !== null ? `cursado ${courseWindow}` : undefined,
      examWindow && intake.exams.source !== null ? `exámenes ${examWindow}` : undefined,
    ].filter((part): part is string => part !== undefined);
    return `${intake.label}: ${parts.length ? list(parts) : 'las fuentes no dan los meses'}.`;
  });
  if (!intakeParagraphs.length)
    intakeParagraphs.push(
      'No encontramos fechas publicadas de esta regional: confirmalas en la página de tu facultad. Mientras tanto, la cuenta regresiva de Ingresá usa el calendario general del ingreso.',
    );

  const programme = plan?.subjects.find(
    (declared) => subjects.includes(declared.subject) && declared.programme.basis === 'regional',
  );
  const topicsParagraphs = programme
    ? (plan?.subjects ?? []).flatMap((declared) =>
        declared.programme.basis === 'regional'
          ? [
              `${subjectNames[declared.subject]}: ${list(declared.programme.units.map((unit) => unit.title))}.`,
            ]
          : [],
      )
    : [
        'Sin un programa publicado de la regional, tomamos los temas del Seminario Universitario nacional: números reales, polinomios y factoreo, ecuaciones e inecuaciones, funciones, trigonometría y geometría en Matemática; magnitudes, cinemática, dinámica, trabajo y energía en Física.',
      ];

  const sources = citedSources(regional);
  const sourceParagraphs = sources.length
    ? sources.map(sourceLine)
    : [
        'No encontramos fuentes públicas sobre el ingreso de esta regional. Si tenés el programa o un examen publicado, escribinos.',
      ];

  const what = sourcedSubjects ? subjectList : `${subjectList} (Seminario nacional)`;
  return {
    slug: regional.id,
    title: `Ingreso a la UTN ${regional.code}: materias, examen y fechas | Ingresá`,
    description:
      `Ingreso a la ${regional.name} (${regional.code}): ${what}, ${regional.intakes.length ? `${regional.intakes.length} ${regional.intakes.length === 1 ? 'modalidad' : 'modalidades'}` : 'modalidades sin fuente'}, cómo es el examen y las fuentes que leímos.`.slice(
        0,
        165,
      ),
    keywords: [
      `ingreso utn ${regional.city.toLowerCase()}`,
      `seminario ${regional.code.toLowerCase()}`,
      `examen ingreso ${regional.code.toLowerCase()}`,
    ],
    heroTitle: `Cómo es el ingreso a la ${place}`,
    heroSubtitle: `Lo que publica la ${regional.name} sobre su ingreso, con cada fuente citada, y lo que todavía no encontramos.`,
    sections: [
      { title: 'El curso y las materias', content: courseParagraphs.join('\n\n') },
      { title: 'Cómo es el examen', content: examParagraphs.join('\n\n') },
      { title: 'Modalidades y fechas', content: intakeParagraphs.join('\n\n') },
      { title: 'Qué temas entran', content: topicsParagraphs.join('\n\n') },
      { title: 'Fuentes', content: sourceParagraphs.join('\n\n') },
    ],
  };
}
