import { simulatorQuestionCounts } from '../../../shared/api/contracts/simulators.ts';
import { hasEnoughEvidence, PREDICTION_WINDOW_DAYS } from '../../../shared/domain/pass-prediction.ts';
import { type SubjectId, subjectIds } from '../../../shared/domain/subjects.ts';
import { syllabusMap } from '../../../shared/domain/syllabus-map/index.ts';
import { at } from '../../../shared/lib/must.ts';
import { createRng, type Rng } from '../../content/lib.ts';
import {
  belief,
  forecast,
  type ModelSettings,
  modelSettings,
  type PracticeAnswer,
  type SimulatorEvidence,
} from './prediction-model.ts';

/**
 * Simulated students of known ability answer simulators and practice, the model predicts, and each one
 * then sits a simulated exam: across deciles of predicted probability, the share that passed should
 * match the prediction (ADR 0058). The simulated world is deliberately not the model's: ability per
 * subtopic, learning over the weeks, a good or bad day per simulator and on the exam, practice easier
 * than the exam and spent on the topics the student picks, simulators on chosen topics.
 */

/** How the simulated students are made: every figure an assumption, written down. */
export interface World {
  /** Population ability on the logit scale: mean and spread. */
  abilityMean: number;
  abilitySd: number;
  /** How far each student's subtopics stray from their general ability (logits). */
  subtopicSd: number;
  /** How much harder or easier subtopics are for everybody (logits). */
  difficultySd: number;
  /** Learning over the study period: up to this many logits, uniformly. */
  maxLearning: number;
  /** Days of study before "today", when the prediction is made and the exam sat. */
  studyDays: [number, number];
  /** Simulators per student, inclusive. */
  simulators: [number, number];
  /** Share of simulators on topics the student chose (one or two) rather than all six. */
  chosenTopicShare: number;
  /** Practice answers per student, inclusive, spread over one to three chosen topics. */
  practiceAnswers: [number, number];
  /** Practice is untimed and picked: this many logits easier than a simulator or the exam. */
  practiceEase: number;
  /** A simulator's or the exam's good or bad day (logits). */
  daySd: number;
  examQuestions: number;
  passQuestions: number;
}

export const world: World = {
  abilityMean: -0.8,
  abilitySd: 1.1,
  subtopicSd: 0.5,
  difficultySd: 0.4,
  maxLearning: 1.2,
  studyDays: [20, PREDICTION_WINDOW_DAYS],
  simulators: [0, 8],
  chosenTopicShare: 0.3,
  practiceAnswers: [0, 250],
  practiceEase: 0.3,
  daySd: 0.3,
  examQuestions: modelSettings.examQuestions,
  passQuestions: modelSettings.passQuestions,
};

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

function normal(rng: Rng): number {
  const u = Math.max(rng.next(), Number.EPSILON);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

const uniform = (rng: Rng, [min, max]: [number, number]) => min + rng.next() * (max - min);

interface Subtopic {
  id: string;
  topic: string;
  weight: number;
  difficulty: number;
}

/** A subject's subtopics with a difficulty drawn once per run, shared by every student. */
function subjectSubtopics(subject: SubjectId, rng: Rng, w: World): Subtopic[] {
  return syllabusMap[subject].flatMap((topic) =>
    topic.subtopics.map((s) => ({
      id: s.id,
      topic: topic.topic,
      weight: s.weight,
      difficulty: w.difficultySd * normal(rng),
    })),
  );
}

function pickWeighted(rng: Rng, subtopics: readonly Subtopic[], total: number): Subtopic {
  let r = rng.next() * total;
  for (const s of subtopics) {
    r -= s.weight;
    if (r <= 0) return s;
  }
  return at(subtopics, subtopics.length - 1, 'subtopic');
}

export interface SimulatedStudent {
  subject: SubjectId;
  simulators: SimulatorEvidence[];
  practice: PracticeAnswer[];
  /** The exam's result, sat "today". */
  examCorrect: number;
  passed: boolean;
}

export function simulateStudent(
  rng: Rng,
  subject: SubjectId,
  subtopics: readonly Subtopic[],
  w: World = world,
): SimulatedStudent {
  const topics = [...new Set(subtopics.map((s) => s.topic))];
  const general = w.abilityMean + w.abilitySd * normal(rng);
  const learning = rng.next() * w.maxLearning;
  const days = Math.round(uniform(rng, w.studyDays));
  const own = new Map(subtopics.map((s) => [s.id, w.subtopicSd * normal(rng)]));
  /** Logit of a right answer on subtopic `s` on day `t` (0 … days, days being today). */
  const skill = (s: Subtopic, t: number) =>
    general + (learning * t) / days + (own.get(s.id) ?? 0) - s.difficulty;
  const answer = (s: Subtopic, t: number, shift: number) => rng.next() < logistic(skill(s, t) + shift);

  const simulators: SimulatorEvidence[] = [];
  const count = rng.int(w.simulators[0], w.simulators[1]);
  for (let i = 0; i < count; i++) {
    const t = rng.next() * days;
    const questions = rng.pick(simulatorQuestionCounts);
    const chosen =
      rng.next() < w.chosenTopicShare ? rng.shuffle(topics).slice(0, rng.int(1, 2)) : [...topics];
    const mood = w.daySd * normal(rng);
    let correct = 0;
    for (let q = 0; q < questions; q++) {
      const topic = at(chosen, q % chosen.length, 'chosen topic');
      const s = rng.pick(subtopics.filter((x) => x.topic === topic));
      if (answer(s, t, mood)) correct++;
    }
    simulators.push({ correct, total: questions, ageDays: days - t });
  }

  const practice: PracticeAnswer[] = [];
  const focus = rng.shuffle(topics).slice(0, rng.int(1, 3));
  const practised = subtopics.filter((s) => focus.includes(s.topic));
  const answers = rng.int(w.practiceAnswers[0], w.practiceAnswers[1]);
  for (let i = 0; i < answers; i++) {
    const t = rng.next() * days;
    const s = rng.pick(practised);
    practice.push({ subtopic: s.id, correct: answer(s, t, w.practiceEase), ageDays: days - t });
  }

  const total = subtopics.reduce((sum, s) => sum + s.weight, 0);
  const mood = w.daySd * normal(rng);
  let examCorrect = 0;
  for (let q = 0; q < w.examQuestions; q++) {
    if (answer(pickWeighted(rng, subtopics, total), days, mood)) examCorrect++;
  }
  return { subject, simulators, practice, examCorrect, passed: examCorrect >= w.passQuestions };
}

export interface CalibrationRow {
  decile: number;
  students: number;
  /** Lowest and highest predicted probability in the decile, 0–100. */
  from: number;
  to: number;
  /** Mean predicted probability and share that passed, 0–100. */
  predicted: number;
  observed: number;
}

export interface Calibration {
  students: number;
  /** Students with enough evidence for a prediction: the ones the table is about. */
  predicted: number;
  rows: CalibrationRow[];
  /** Largest |predicted − observed| over the deciles, in points. */
  worstGap: number;
  /** Share of predicted students whose exam score fell inside the 80 % score interval. */
  scoreCoverage: number;
  /** Brier score of the predictions (mean squared gap between probability and outcome; 0.25 is a coin). */
  brier: number;
}

export function calibrate(
  options: { students: number; seed: number },
  settings: ModelSettings = modelSettings,
  w: World = world,
): Calibration {
  const rng = createRng(options.seed);
  const bySubject = new Map(subjectIds.map((subject) => [subject, subjectSubtopics(subject, rng, w)]));
  const results: { probability: number; passed: boolean; inScore: boolean }[] = [];
  for (let i = 0; i < options.students; i++) {
    const subject = at(subjectIds, i % subjectIds.length, 'subject');
    const subtopics = bySubject.get(subject) as Subtopic[];
    const student = simulateStudent(rng, subject, subtopics, w);
    const questions = student.simulators.reduce((sum, s) => sum + s.total, 0);
    if (!hasEnoughEvidence(student.simulators.length, questions)) continue;
    const weights = new Map(subtopics.map((s) => [s.id, s.weight]));
    const result = forecast(belief(student.simulators, student.practice, weights, settings), settings);
    const share = student.examCorrect / w.examQuestions;
    results.push({
      probability: result.probability,
      passed: student.passed,
      inScore: share >= result.score.low && share <= result.score.high,
    });
  }
  results.sort((a, b) => a.probability - b.probability);
  const rows: CalibrationRow[] = [];
  for (let d = 0; d < 10; d++) {
    const slice = results.slice(
      Math.floor((d * results.length) / 10),
      Math.floor(((d + 1) * results.length) / 10),
    );
    if (!slice.length) continue;
    rows.push({
      decile: d + 1,
      students: slice.length,
      from: 100 * (slice[0]?.probability ?? 0),
      to: 100 * (slice[slice.length - 1]?.probability ?? 0),
      predicted: (100 * slice.reduce((sum, r) => sum + r.probability, 0)) / slice.length,
      observed: (100 * slice.filter((r) => r.passed).length) / slice.length,
    });
  }
  const share = (count: number) => (results.length ? count / results.length : 0);
  return {
    students: options.students,
    predicted: results.length,
    rows,
    worstGap: Math.max(0, ...rows.map((row) => Math.abs(row.predicted - row.observed))),
    scoreCoverage: share(results.filter((r) => r.inScore).length),
    brier: share(results.reduce((sum, r) => sum + (r.probability - (r.passed ? 1 : 0)) ** 2, 0)),
  };
}

const one = (value: number) => value.toFixed(1);

/** The calibration as a markdown table. */
export function calibrationTable(calibration: Calibration): string {
  const lines = [
    '| decile | predicted range | students | mean predicted | simulated pass rate | gap |',
    '| ---: | :---: | ---: | ---: | ---: | ---: |',
    ...calibration.rows.map(
      (row) =>
        `| ${row.decile} | ${one(row.from)}–${one(row.to)} % | ${row.students} | ${one(row.predicted)} % | ${one(row.observed)} % | ${one(row.predicted - row.observed)} |`,
    ),
  ];
  return lines.join('\n');
}
