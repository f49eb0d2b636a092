import { dateFormat } from './es-ar-format.ts';
import { EXAM_PASS_MARK } from './exam.ts';
import { CALENDAR_NOTE, examStartTime, type Intake, intakes, nextIntake } from './exam-calendar.ts';
import { dateRangeText } from './exam-calendar-text.ts';
import { type SubjectId, subjectIds, subjectNames } from './subjects.ts';
import { syllabusMap } from './syllabus-map/index.ts';

/** One part of "Cómo es el ingreso": the page, the dashboard link and the tutor's sources read it. */
export interface GuideSection {
  id: string;
  title: string;
  paragraphs: string[];
}

export { ADMISSION_GUIDE_TITLE } from './admission-guide-path.ts';

/** Weeks of daily practice we suggest before the first exam. */
const SUGGESTED_WEEKS = 8;

const longDate = dateFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Argentina/Buenos_Aires',
});

/** The subtopics that weigh most in a subject, as "inecuaciones (9 %), logaritmos (7 %)…". */
function heaviest(subject: SubjectId, count: number): string {
  return syllabusMap[subject]
    .flatMap((topic) => topic.subtopics)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, count)
    .map((subtopic) => `${subtopic.title.split(':')[0]?.toLowerCase()} (${subtopic.weight} %)`)
    .join(', ');
}

function intakeLine(intake: Intake): string {
  return `${intake.modality}, ingreso ${intake.entryYear}: el curso va ${dateRangeText(intake.course)} y los exámenes ${dateRangeText(intake.exams)}.`;
}

/** The guide as of `now`: the upcoming intakes and the start date to aim for come from the calendar. */
export function admissionGuide(now: number): GuideSection[] {
  const upcoming = intakes.filter((intake) => examStartTime(intake) > now);
  const next = nextIntake(now);
  const startBy = next
    ? longDate().format(new Date(examStartTime(next) - SUGGESTED_WEEKS * 7 * 86_400_000))
    : undefined;
  return [
    {
      id: 'curso',
      title: 'Qué es el curso de ingreso',
      paragraphs: [
        'Para empezar una ingeniería o una licenciatura en la Universidad Tecnológica Nacional hacés el Seminario Universitario, el curso de ingreso. En casi todas las facultades regionales incluye Matemática y Física, y Química en las carreras que la piden, además de un módulo de ambientación a la vida universitaria.',
        'Cada facultad regional define sus materias, sus modalidades y sus fechas. Lo que sigue es lo común a casi todas; antes de inscribirte, confirmá los detalles en la página de tu regional.',
      ],
    },
    {
      id: 'modalidades',
      title: 'Modalidades y fechas',
      paragraphs: [
        'Hay dos modalidades principales: el seminario anticipado, que se cursa en el segundo cuatrimestre mientras terminás la secundaria, y el intensivo de verano, de enero a marzo. Algunas regionales también ofrecen una modalidad a distancia.',
        ...(upcoming.length
          ? upcoming.map(intakeLine)
          : [
              'Todavía no hay fechas publicadas para el próximo ingreso. Apenas las regionales las anuncien, las vas a ver acá.',
            ]),
        CALENDAR_NOTE,
      ],
    },
    {
      id: 'examen',
      title: 'Cómo es el examen',
      paragraphs: [
        `Cada materia se aprueba con un examen escrito. Como referencia, suelen ser preguntas de opción múltiple (unas 60 en 3 horas) y se aprueba con ${EXAM_PASS_MARK} de 10. Si no llegás, la mayoría de las regionales ofrece una instancia de recuperatorio.`,
        'El tiempo es parte de la dificultad: son unos tres minutos por pregunta. Por eso conviene practicar con simuladores cronometrados y no solo con ejercicios sueltos.',
      ],
    },
    {
      id: 'temas',
      title: 'Qué temas entran y cuáles pesan más',
      paragraphs: subjectIds.map(
        (subject) => `${subjectNames[subject]}: lo que más pesa en el examen es ${heaviest(subject, 4)}.`,
      ),
    },
    {
      id: 'preparacion',
      title: 'Cómo prepararte y cuándo empezar',
      paragraphs: [
        `Te recomendamos arrancar por lo menos ${SUGGESTED_WEEKS} semanas antes del primer examen, con un rato de práctica todos los días.${
          next && startBy
            ? ` Para el ${next.modality.toLowerCase()} del ingreso ${next.entryYear}, eso es antes del ${startBy}.`
            : ''
        }`,
        'Empezá por los temas que más pesan, resolvé ejercicios de cada uno hasta que te salgan sin mirar la explicación, y una vez por semana hacé un simulador completo con el tiempo del examen. Tus estadísticas te muestran qué reforzar.',
      ],
    },
  ];
}
