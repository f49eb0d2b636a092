import { dateFormat } from '../../../shared/domain/es-ar-format.ts';
import { examDayStart } from '../../../shared/domain/exam-calendar.ts';
import type { ExamDateChoice } from '../../../shared/domain/exam-target.ts';
import { type CareerId, careerIds, careerNames } from '../../../shared/domain/regionals/careers.ts';
import { type SubjectId, subjectIds, subjectNames } from '../../../shared/domain/subjects.ts';
import { nationalDates, type RegionalChoice, regionalChoices } from './regional-choices.prebuilt.ts';

/**
 * The exam pickers' answers in the browser, from the list the build wrote (regional-choices.prebuilt.ts):
 * the same dates, careers and subjects the server's exam-target.ts gives, without its data.
 */
export { type RegionalChoice, regionalChoices };

export const regionalChoice = (id: string | null): RegionalChoice | undefined =>
  id ? regionalChoices.find((regional) => regional.id === id) : undefined;

/** "Córdoba (FRC)": short enough for a select on a phone; the field's label says it is the regional. */
export const facultyLabel = (regional: Pick<RegionalChoice, 'name' | 'code'>) =>
  `${regional.name.replace(/^Facultad Regional /, '')} (${regional.code})`;

/** The careers to choose from: the faculty's, or every one while no faculty is chosen. */
export function careersFor(regionalId: string | null): CareerId[] {
  const regional = regionalChoice(regionalId);
  return regional && regional.careers.length > 0 ? regional.careers.map((career) => career.id) : careerIds;
}

export const careerName = (career: CareerId) => careerNames[career];

/** What examDateChoices(regionalId, now) answers: the faculty's months and the national dates still ahead. */
export function dateChoicesAt(regionalId: string | null, now: number): ExamDateChoice[] {
  const national = nationalDates.filter((choice) => examDayStart(choice.date) > now);
  const entryYears = new Set(national.map((choice) => choice.entryYear));
  const own = (regionalChoice(regionalId)?.dates ?? []).filter(
    (choice) => entryYears.has(choice.entryYear) && examDayStart(choice.date) > now,
  );
  return [...own, ...national].sort((a, b) => a.date.localeCompare(b.date));
}

/** The subjects a student of that faculty and career does not sit; none without a faculty. */
export function notExaminedFor(regionalId: string | null, career: string | null): SubjectId[] {
  const regional = regionalChoice(regionalId);
  if (!regional) return [];
  return regional.careers.find((c) => c.id === career)?.notExamined ?? regional.notExamined;
}

/** "Matemática", "Matemática y Física", "Matemática, Física y Química". */
function listed(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
}

/**
 * What the choice of faculty means for what the student studies, in their words:
 * "FRC toma Matemática y Física; Química no la toma tu facultad, pero la podés estudiar igual."
 */
export function facultyMeaning(regionalId: string | null, career: string | null): string {
  const regional = regionalChoice(regionalId);
  if (!regional)
    return 'Mientras no elijas tu facultad, te preparamos con los contenidos nacionales del Seminario: Matemática, Física y Química.';
  const left = notExaminedFor(regional.id, career);
  const taken = subjectIds.filter((subject) => !left.includes(subject));
  const takes = `${regional.code} toma ${listed(taken.map((s) => subjectNames[s]))}`;
  if (left.length === 0) return `${takes}.`;
  const notTaken = listed(left.map((s) => subjectNames[s]));
  return left.length === 1
    ? `${takes}; ${notTaken} no la toma tu facultad, pero la podés estudiar igual.`
    : `${takes}; ${notTaken} no las toma tu facultad, pero las podés estudiar igual.`;
}

const dayFormat = dateFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2027-07-01' → 'jueves, 1 de julio de 2027' as es-AR writes it, without the comma. */
export const examDayText = (day: string) =>
  dayFormat()
    .format(new Date(`${day}T12:00:00Z`))
    .replace(',', '');

const monthFormat = dateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * A suggestion as the plan's select shows it, short enough for a phone: "FRC · Repechaje: julio de 2027
 * (confirmá el día)", "Anticipado 2027: 30/11/2026". The full label says the rest in Mi cuenta.
 */
export function shortDateLabel(choice: ExamDateChoice): string {
  const head = (choice.label.split(':')[0] ?? choice.label)
    .replace(/ \(.*?\)/g, '')
    .replace(/^Seminario /, '');
  const title = `${head.charAt(0).toUpperCase()}${head.slice(1)}`;
  if (choice.precision === 'mes')
    return `${title}: ${monthFormat().format(new Date(`${choice.date}T12:00:00Z`))} (confirmá el día)`;
  const [year, month, day] = choice.date.split('-');
  return `${title}: ${Number(day)}/${Number(month)}/${year}`;
}

/** What the chosen day drives, and a reminder when it stands for a month the faculty has not dated yet. */
export function dateMeaning(day: string | null, choices: readonly ExamDateChoice[]): string {
  if (!day)
    return 'Sin fecha elegida, tu cuenta regresiva y tu plan apuntan al próximo examen del calendario nacional.';
  const aim = `Tu cuenta regresiva y tu plan apuntan al ${examDayText(day)}.`;
  const chosen = choices.find((choice) => choice.date === day);
  return chosen?.precision === 'mes'
    ? `${aim} Tu facultad publica solo el mes: cuando sepas el día exacto, cambialo acá.`
    : aim;
}
