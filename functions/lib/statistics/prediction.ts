import { EXAM_PASS_MARK } from '../../../shared/domain/exam.ts';
import { type ExamTarget, subjectsFor } from '../../../shared/domain/exam-target.ts';
import { MASTERY_WINDOW_DAYS } from '../../../shared/domain/mastery.ts';
import {
  hasEnoughEvidence,
  missingEvidence,
  PREDICTION_WINDOW_DAYS,
} from '../../../shared/domain/pass-prediction.ts';
import { planRegionalExam } from '../../../shared/domain/regional-exam.ts';
import { regionalById } from '../../../shared/domain/regionals/index.ts';
import { type SubjectId, subjectIds, subjectNames } from '../../../shared/domain/subjects.ts';
import { syllabusMap } from '../../../shared/domain/syllabus-map/index.ts';
import { loadCatalog } from '../../content/catalog.ts';
import type { Session } from '../auth/session.ts';
import { type AnsweredItem, countedAttemptsSince } from '../data/attempt-history.ts';
import { getExamTarget } from '../data/exam-target.ts';
import { listSimulators, type SimulatorSummary } from '../data/simulators.ts';
import {
  type PlacedAnswer,
  type SubtopicMastery,
  subjectMastery,
  subtopicIndex,
  subtopicOf,
} from './mastery.ts';
import {
  belief,
  forecast,
  type ModelSettings,
  modelSettings,
  type SimulatorEvidence,
} from './prediction-model.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const WINDOW_DAYS = Math.max(MASTERY_WINDOW_DAYS, PREDICTION_WINDOW_DAYS);

const ageDays = (iso: string, now: Date) => Math.max(0, (now.getTime() - Date.parse(iso)) / DAY_MS);

/** The student's counted answers of the window, each placed in its subject's syllabus map. */
export async function recentAnswers(userId: string, now: Date): Promise<Map<SubjectId, PlacedAnswer[]>> {
  const attempts = await countedAttemptsSince(
    userId,
    new Date(now.getTime() - WINDOW_DAYS * DAY_MS).toISOString(),
  );
  return placeAnswers(attempts, now);
}

function placeAnswers(attempts: readonly AnsweredItem[], now: Date): Map<SubjectId, PlacedAnswer[]> {
  const placed = new Map<SubjectId, PlacedAnswer[]>(subjectIds.map((subject) => [subject, []]));
  const indexes = new Map<SubjectId, Map<string, string>>();
  for (const attempt of attempts) {
    const { subject } = attempt;
    const list = placed.get(subject);
    if (!list) continue;
    let index = indexes.get(subject);
    if (!index) {
      index = subtopicIndex(loadCatalog(subject));
      indexes.set(subject, index);
    }
    // An item the content no longer has (or has untagged) cannot be placed: it is left out.
    const subtopic = subtopicOf(index, attempt.exerciseId);
    if (!subtopic) continue;
    list.push({
      subtopic,
      correct: attempt.correct,
      ageDays: ageDays(attempt.at, now),
      source: attempt.source,
    });
  }
  return placed;
}

/** The completed simulators of the subject inside the window, as evidence. */
function simulatorEvidence(simulators: readonly SimulatorSummary[], subject: SubjectId, now: Date) {
  const evidence: SimulatorEvidence[] = [];
  for (const simulator of simulators) {
    if (simulator.subject !== subject || !simulator.completedAt || !simulator.results) continue;
    const age = ageDays(simulator.completedAt, now);
    if (age > PREDICTION_WINDOW_DAYS) continue;
    const { correctAnswers, incorrectAnswers } = simulator.results;
    evidence.push({ correct: correctAnswers, total: correctAnswers + incorrectAnswers, ageDays: age });
  }
  return evidence;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const percent = (share: number) => Math.round(share * 100);

/** The subject's pass prediction, or what is missing for one. */
export function subjectPrediction(
  subject: SubjectId,
  simulators: readonly SimulatorEvidence[],
  answers: readonly PlacedAnswer[],
  settings: ModelSettings = modelSettings,
) {
  const practice = answers.filter((a) => a.source === 'practice' && a.ageDays <= PREDICTION_WINDOW_DAYS);
  const weights = new Map(syllabusMap[subject].flatMap((t) => t.subtopics.map((s) => [s.id, s.weight])));
  const questions = simulators.reduce((sum, s) => sum + s.total, 0);
  const level = belief(simulators, practice, weights);
  const basis = {
    simulators: simulators.length,
    simulatorQuestions: questions,
    practiceAnswers: practice.length,
    practiceCoverage: percent(level.practiceCoverage),
    windowDays: PREDICTION_WINDOW_DAYS,
  };
  if (!hasEnoughEvidence(simulators.length, questions)) {
    const missing = missingEvidence(simulators.length, questions);
    return {
      status: 'needs-evidence' as const,
      missingSimulators: missing.simulators,
      missingQuestions: missing.questions,
      basis,
    };
  }
  const result = forecast(level, settings);
  return {
    status: 'estimated' as const,
    probability: percent(result.probability),
    low: percent(result.probabilityLow),
    high: percent(result.probabilityHigh),
    mark: {
      expected: oneDecimal(result.score.expected * 10),
      low: oneDecimal(result.score.low * 10),
      high: oneDecimal(result.score.high * 10),
    },
    basis,
  };
}

/**
 * The exam a subject's prediction is about: the faculty's, as its simulacro sets it (items and pass mark,
 * sourced or the general reference, shared/domain/regional-exam.ts), or the product's reference exam.
 */
export function predictedExam(target: ExamTarget, subject: SubjectId) {
  const regional = target.regional ? regionalById(target.regional) : undefined;
  const plan = regional && planRegionalExam(regional, subject, target.career ?? undefined);
  if (!plan)
    return {
      exam: {
        faculty: null,
        questions: modelSettings.examQuestions,
        passMark: { score: EXAM_PASS_MARK, outOf: 10 },
        sourced: false,
      },
      settings: modelSettings,
    };
  const questions = plan.figures.items.value;
  const passMark = plan.figures.passMark.value;
  return {
    exam: {
      faculty: plan.regional.code,
      questions,
      passMark,
      sourced: plan.figures.items.origin === 'fuente' && plan.figures.passMark.origin === 'fuente',
    },
    settings: {
      ...modelSettings,
      examQuestions: questions,
      passQuestions: Math.ceil((questions * passMark.score) / passMark.outOf),
    },
  };
}

/**
 * For each subject, mastery per subtopic and the pass prediction (or what it still needs), about the
 * exam of the student's faculty where they chose one: its subjects first, its items and pass mark.
 */
export async function passOutlook({ userId }: Session, now = new Date()) {
  const [answers, simulators, target] = await Promise.all([
    recentAnswers(userId, now),
    listSimulators(userId),
    getExamTarget(userId),
  ]);
  return subjectsFor(target).map(({ subject, examined }) => {
    const placed = answers.get(subject) ?? [];
    const { exam, settings } = predictedExam(target, subject);
    return {
      subject,
      name: subjectNames[subject],
      examined,
      exam,
      prediction: subjectPrediction(subject, simulatorEvidence(simulators, subject, now), placed, settings),
      subtopics: subjectMastery(subject, placed),
    };
  });
}

/** Every subject's subtopics with the student's mastery, weakest first when asked (the personal booklet). */
export async function masteryBySubject(
  userId: string,
  now = new Date(),
): Promise<{ subject: SubjectId; subtopics: SubtopicMastery[] }[]> {
  const answers = await recentAnswers(userId, now);
  return subjectIds.map((subject) => ({
    subject,
    subtopics: subjectMastery(subject, answers.get(subject) ?? []),
  }));
}
