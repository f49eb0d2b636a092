import type { SubjectId } from '../subjects.ts';
import { syllabusMap } from '../syllabus-map/index.ts';
import { isCareerId } from './careers.ts';
import { factsOf, sourcesOf } from './facts-of.ts';
import type { MonthWindow, Regional, Source, Topic } from './types.ts';

const subtopicsOf = (subject: SubjectId) =>
  new Set(syllabusMap[subject].flatMap((topic) => topic.subtopics.map((s) => s.id)));

const isIsoDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`));

/** An absolute http(s) address with a dotted host and only characters a URL may carry, escapes well formed. */
const WEB_ADDRESS =
  /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(:\d+)?(\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*)?$/i;
export const isWebAddress = (url: string) => WEB_ADDRESS.test(url) && !/%(?![0-9A-Fa-f]{2})/.test(url);

function sourceProblems(source: Source, at: string): string[] {
  const problems: string[] = [];
  if (!isWebAddress(source.url))
    problems.push(`${at}: la URL «${source.url}» no es una dirección web válida`);
  if (!isIsoDay(source.readOn))
    problems.push(`${at}: la fecha de lectura «${source.readOn}» no es AAAA-MM-DD`);
  if (!source.title.trim()) problems.push(`${at}: la fuente no dice qué es`);
  return problems;
}

function topicProblems(topic: Topic, subject: SubjectId, at: string): string[] {
  const known = subtopicsOf(subject);
  if (topic.missingSubtopic !== undefined)
    return topic.missingSubtopic.trim() ? [] : [`${at}: missingSubtopic vacío`];
  if (!topic.subtopics?.length) return [`${at}: el tema no tiene subtema ni missingSubtopic`];
  return topic.subtopics
    .filter((id) => !known.has(id))
    .map((id) => `${at}: «${id}» no es un subtema de ${subject} en el mapa del programa`);
}

function windowProblems(window: MonthWindow | null, at: string): string[] {
  if (!window) return [];
  return [window.from, window.to]
    .filter((ref) => ref !== undefined && (!Number.isInteger(ref.month) || ref.month < 1 || ref.month > 12))
    .map(() => `${at}: mes fuera de 1 a 12`);
}

/** Everything wrong with one declaration; empty when it holds to the rules of ADR 0067. */
export function validateRegional(regional: Regional): string[] {
  const problems: string[] = [];
  const at = (path: string) => `${regional.id}.${path}`;

  if (!/^fr[a-z]+$/.test(regional.id)) problems.push(at('id: no es «fr» más letras minúsculas'));
  if (regional.code.toLowerCase() !== regional.id) problems.push(at('code: no corresponde al id'));
  if (!regional.name.startsWith('Facultad Regional ')) problems.push(at('name: no es «Facultad Regional …»'));

  for (const { path, fact } of factsOf(regional)) {
    if (fact.source === null) {
      if (!fact.note.trim()) problems.push(at(`${path}: un dato sin fuente tiene que decir por qué`));
      if (fact.fallback === undefined && fact.value !== null)
        problems.push(at(`${path}: un dato sin fuente ni respaldo nacional tiene que quedar en null`));
    } else {
      const sources = sourcesOf(fact.source);
      if (sources.length === 0) problems.push(at(`${path}: lista de fuentes vacía`));
      for (const [i, source] of sources.entries())
        problems.push(...sourceProblems(source, at(`${path}.source[${i}]`)));
    }
  }

  if (regional.careers.value?.some((career) => !isCareerId(career)))
    problems.push(at('careers: carrera desconocida'));

  if (regional.plans.length === 0) problems.push(at('plans: sin plan de ingreso'));
  regional.plans.forEach((plan, p) => {
    if (!plan.subjects.some((s) => s.examined.value === true))
      problems.push(at(`plans[${p}]: ninguna materia examinada`));
    const seen = new Set<SubjectId>();
    for (const declared of plan.subjects) {
      const here = `plans[${p}].${declared.subject}`;
      if (seen.has(declared.subject)) problems.push(at(`${here}: materia repetida`));
      seen.add(declared.subject);
      if (
        declared.subject === 'quimica' &&
        declared.examined.value === true &&
        declared.examined.source === null
      )
        problems.push(at(`${here}: Química figura como examinada sin una fuente que lo diga`));
      if (declared.programme.basis === 'regional') {
        if (declared.programme.units.length === 0)
          problems.push(at(`${here}: programa regional sin unidades`));
        for (const unit of declared.programme.units) {
          for (const [i, source] of sourcesOf(unit.source).entries())
            problems.push(...sourceProblems(source, at(`${here}.${unit.title}.source[${i}]`)));
          if (unit.topics.length === 0) problems.push(at(`${here}.${unit.title}: unidad sin temas`));
          for (const topic of unit.topics)
            problems.push(
              ...topicProblems(topic, declared.subject, at(`${here}.${unit.title} → ${topic.title}`)),
            );
        }
      }
    }
    const shares = plan.subjects.filter((s) => s.share !== undefined);
    if (shares.length > 0) {
      if (shares.some((s) => s.share?.source === null || s.share?.value === null))
        problems.push(at(`plans[${p}]: un peso de materia sin fuente`));
      const total = shares.reduce((sum, s) => sum + (s.share?.value ?? 0), 0);
      if (shares.length !== plan.subjects.length || Math.abs(total - 100) > 1e-9)
        problems.push(at(`plans[${p}]: los pesos de las materias suman ${total}, no 100`));
    }
  });

  const intakeIds = new Set<string>();
  for (const intake of regional.intakes) {
    const here = `intakes.${intake.id}`;
    if (intakeIds.has(intake.id)) problems.push(at(`${here}: id repetido`));
    intakeIds.add(intake.id);
    problems.push(...windowProblems(intake.course.value, at(`${here}.course`)));
    problems.push(...windowProblems(intake.exams.value, at(`${here}.exams`)));
    for (const seen of intake.observed) {
      if (!isIsoDay(seen.date)) problems.push(at(`${here}: fecha observada «${seen.date}» inválida`));
      problems.push(...sourceProblems(seen.source, at(`${here}.observed ${seen.date}`)));
    }
  }

  for (const exam of regional.pastExams) {
    const here = `pastExams.${exam.id}`;
    if (!isIsoDay(exam.date)) problems.push(at(`${here}: fecha «${exam.date}» inválida`));
    problems.push(...sourceProblems(exam.source, at(`${here}.source`)));
    const points = exam.items.reduce((sum, item) => sum + item.points, 0);
    if (points !== exam.totalPoints)
      problems.push(at(`${here}: los ítems suman ${points}, no ${exam.totalPoints}`));
    for (const item of exam.items) {
      const topic: Topic =
        item.missingSubtopic !== undefined
          ? { title: item.asks, missingSubtopic: item.missingSubtopic }
          : { title: item.asks, subtopics: item.subtopics ?? [] };
      problems.push(...topicProblems(topic, exam.subject, at(`${here}, ítem ${item.number}`)));
    }
  }
  return problems;
}

/** Problems across the list: each declaration's, plus repeated ids. */
export function validateRegionals(list: readonly Regional[]): string[] {
  const ids = list.map((r) => r.id);
  const repeated = ids.filter((id, i) => ids.indexOf(id) !== i).map((id) => `${id}: id repetido`);
  return [...repeated, ...list.flatMap(validateRegional)];
}
