import {
  type RegionalPreset,
  type RegionalResult,
  UNKNOWN_REGIONAL,
} from '../../../shared/api/contracts/regional-preset.ts';
import type { ExamFormat } from '../../../shared/domain/exam-formats.ts';
import {
  type ExamSlot,
  planRegionalExam,
  presetSubjects,
  type RegionalExamPlan,
  regionalVerdict,
} from '../../../shared/domain/regional-exam.ts';
import { regionalById, subtopicWeights } from '../../../shared/domain/regionals/index.ts';
import { type SubjectId, subjectNames, type TopicId } from '../../../shared/domain/subjects.ts';
import { syllabusMap } from '../../../shared/domain/syllabus-map/index.ts';
import { at } from '../../../shared/lib/must.ts';
import { formatsOf } from '../../content/formats.ts';
import { createRng, type Rng } from '../../content/lib.ts';
import { type ExercisePart, formatOf, partLabel } from '../../content/schema.ts';
import type { StoredSimulator } from '../data/simulators.ts';
import { BadRequestError } from '../errors.ts';
import { type Bank, type SimulatorQuestion, selectQuestions } from './questions.ts';

/*
 * "Simulacro como el de tu facultad" (#31, ADR 0076) on the server: the questions a regional's exam
 * asks, drawn by the simulator's own selection, and what that exam would say of the answers.
 */

/** The regional's exam as a simulator keeps it: the plan without the subject (the simulator has it). */
export type StoredPreset = Omit<RegionalExamPlan, 'subject'>;

export interface RegionalSetting {
  plan: RegionalExamPlan;
  /** Percent per subtopic of the subject at that regional (0: not examined there). */
  weights: Record<string, number>;
}

const orList = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} o ${names.at(-1)}` : (names[0] ?? '');

/**
 * The regional's exam in the subject; a 400 in words for a regional we do not describe or a subject it
 * does not examine (no simulacro of Química where no source says it is examined).
 */
export function regionalSetting(preset: RegionalPreset, subject: SubjectId): RegionalSetting {
  const regional = regionalById(preset.regional);
  if (!regional) throw new BadRequestError(UNKNOWN_REGIONAL);
  const plan = planRegionalExam(regional, subject, preset.career);
  if (!plan) {
    const offered = presetSubjects(regional, preset.career).map((s) => subjectNames[s]);
    throw new BadRequestError(
      offered.length
        ? `${regional.code} no toma ${subjectNames[subject]} en el ingreso: elegí ${orList(offered)}.`
        : `No encontramos qué materias toma ${regional.code} para esa carrera.`,
    );
  }
  return { plan, weights: subtopicWeights(regional, subject, preset.career).weights };
}

/**
 * How many questions each topic gets: its whole share of the topic weights first, the rest drawn in
 * proportion to them, never more than the bank holds in that format (generators hold any number).
 */
export function weightedQuotas(
  weights: ReadonlyMap<TopicId, number>,
  capacity: ReadonlyMap<TopicId, number>,
  count: number,
  rng: Rng,
): Map<TopicId, number> {
  const quotas = new Map<TopicId, number>();
  const room = (topic: TopicId) => (capacity.get(topic) ?? 0) - (quotas.get(topic) ?? 0);
  const usable = [...weights].filter(([topic, weight]) => weight > 0 && room(topic) > 0);
  const total = usable.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [topic, weight] of usable) {
    const whole = Math.min(Math.floor((count * weight) / total), room(topic));
    if (whole > 0) quotas.set(topic, whole);
  }
  let left = count - [...quotas.values()].reduce((sum, n) => sum + n, 0);
  while (left > 0) {
    const open = usable.filter(([topic]) => room(topic) > 0);
    if (!open.length) break;
    const topic = weightedPick(open, rng);
    quotas.set(topic, (quotas.get(topic) ?? 0) + 1);
    left--;
  }
  return quotas;
}

function weightedPick(entries: readonly (readonly [TopicId, number])[], rng: Rng): TopicId {
  let ticket = rng.next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [topic, weight] of entries) {
    ticket -= weight;
    if (ticket < 0) return topic;
  }
  return (entries.at(-1) as readonly [TopicId, number])[0];
}

/** A problem's parts re-pointed to add up to the item's worth, in proportion, a point each at least. */
export function scaleParts(parts: readonly ExercisePart[], worth: number): ExercisePart[] {
  const written = parts.reduce((sum, part) => sum + part.points, 0);
  const spare = worth - parts.length;
  const exact = parts.map((part) => (spare * part.points) / written);
  const points = exact.map((share) => 1 + Math.floor(share));
  let left = worth - points.reduce((sum, p) => sum + p, 0);
  const byRest = exact
    .map((share, i) => ({ i, rest: share - Math.floor(share) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { i } of byRest) {
    if (left <= 0) break;
    points[i] = at(points, i, 'points') + 1;
    left--;
  }
  return parts.map((part, i) => ({ ...part, points: at(points, i, 'points') }));
}

/** Scarcest first, so the formats the bank holds least of choose their topics before the others. */
const drawOrder: readonly ExamFormat[] = ['multi-part', 'numeric', 'five-options', 'multiple-choice'];

/**
 * The questions of a regional's simulacro, in the paper's order, each worth its slot's points (a
 * problem's parts re-pointed to add up to it), drawn from the subtopics the regional examines, by topic
 * in proportion to its weights. A typed or in-parts slot the examined subtopics cannot fill is asked
 * with options instead, and the preset says so by its slot's format.
 */
export function drawRegionalExam(
  bank: Bank,
  setting: RegionalSetting,
  options: { recentlySeen: ReadonlySet<string>; seed: number },
): { questions: SimulatorQuestion[]; preset: StoredPreset } {
  const { plan, weights } = setting;
  const rng = createRng(options.seed);
  const examined = (subtopic: string | undefined) => subtopic !== undefined && (weights[subtopic] ?? 0) > 0;
  const pool: Bank = {
    exercises: bank.exercises.filter((exercise) => examined(exercise.subtopic)),
    generators: bank.generators.filter((generator) => examined(generator.subtopic)),
  };
  const topicWeights = new Map<TopicId, number>(
    syllabusMap[plan.subject].map((topic) => [
      topic.topic,
      topic.subtopics.reduce((sum, subtopic) => sum + (weights[subtopic.id] ?? 0), 0),
    ]),
  );
  const asked = new Set<string>();

  const draw = (format: ExamFormat, count: number): SimulatorQuestion[] => {
    if (count <= 0) return [];
    const capacity = new Map<TopicId, number>();
    for (const topic of topicWeights.keys()) {
      const generated = pool.generators.some((g) => g.topic === topic && formatsOf(g).includes(format));
      const authored = pool.exercises.filter((e) => e.topic === topic && formatOf(e) === format).length;
      capacity.set(topic, generated ? Number.POSITIVE_INFINITY : authored);
    }
    const quotas = weightedQuotas(topicWeights, capacity, count, rng);
    const questions = selectQuestions(pool, {
      subject: plan.subject,
      difficulty: 'medio',
      numQuestions: count,
      topics: [...quotas.keys()],
      quotas,
      formats: [format],
      recentlySeen: options.recentlySeen,
      asked,
      seed: rng.int(1, 2 ** 31 - 1),
    });
    for (const question of questions) asked.add(question.question);
    return questions;
  };

  const wanted = (format: ExamFormat) => plan.slots.filter((slot) => slot.format === format).length;
  const drawn = new Map(drawOrder.map((format) => [format, draw(format, wanted(format))]));
  const choiceFormat: ExamFormat = plan.slots.some((slot) => slot.format === 'multiple-choice')
    ? 'multiple-choice'
    : 'five-options';
  const questions = plan.slots.map((slot) => drawn.get(slot.format)?.shift());
  const slots: ExamSlot[] = plan.slots.map((slot, index) =>
    questions[index] ? slot : { ...slot, format: choiceFormat },
  );
  const instead = draw(choiceFormat, questions.filter((q) => q === undefined).length);
  const filled = questions.map((question) => question ?? instead.shift());
  if (filled.some((question) => question === undefined))
    throw new Error(`the bank cannot fill ${plan.regional.code}'s ${plan.subject} simulacro`);

  const { subject: _subject, ...kept } = plan;
  return {
    questions: (filled as SimulatorQuestion[]).map((question, index) =>
      question.format === 'multi-part'
        ? { ...question, parts: scaleParts(question.parts, at(slots, index, 'slot').points) }
        : question,
    ),
    preset: { ...kept, slots },
  };
}

/**
 * What the regional's exam would say of a simulator's answers: each question's points (a problem's
 * parts one by one), the total, the grade on the pass mark's scale and whether it passes.
 */
export function regionalResult(
  simulator: Pick<StoredSimulator, 'questions' | 'answers'> & { preset: StoredPreset },
): RegionalResult {
  const { preset } = simulator;
  const items = simulator.questions.map((question, questionIndex) => {
    const answer = simulator.answers[String(questionIndex)];
    const possible = preset.slots[questionIndex]?.points ?? 0;
    const format = preset.slots[questionIndex]?.format ?? 'five-options';
    if (question.format !== 'multi-part') {
      return {
        questionIndex,
        format,
        answered: Boolean(answer),
        earned: answer?.isCorrect ? possible : 0,
        possible,
      };
    }
    const parts = question.parts.map((part, index) => ({
      label: partLabel(index),
      earned: answer?.parts?.[index]?.correct ? part.points : 0,
      possible: part.points,
    }));
    return {
      questionIndex,
      format,
      answered: Boolean(answer),
      earned: parts.reduce((sum, part) => sum + part.earned, 0),
      possible,
      parts,
    };
  });
  const score = {
    earned: items.reduce((sum, item) => sum + item.earned, 0),
    possible: items.reduce((sum, item) => sum + item.possible, 0),
  };
  const passMark = preset.figures.passMark;
  return {
    regional: preset.regional,
    ...score,
    ...regionalVerdict(score, passMark.value),
    passMark: { ...passMark.value, origin: passMark.origin },
    items,
  };
}
