import { recencyWeight } from '../../../shared/domain/mastery.ts';
import { EXAM_PASS_QUESTIONS, EXAM_QUESTIONS } from '../../../shared/domain/pass-prediction.ts';
import { at } from '../../../shared/lib/must.ts';

/**
 * The pass prediction's model (ADR 0055), pure so a calibration can run it on simulated students.
 *
 * The student's level today is the log-odds x of answering an exam question right. Each simulator of
 * the window is a noisy reading of the level on its day; a straight line through them (a Bayesian
 * linear regression on the log-odds, with a prior that students improve a little over a month) gives
 * today's level with its uncertainty, so a student who has been improving is not held back by old
 * scores. Practice adds one more reading, much noisier: it is chosen by the student, untimed and not
 * the exam's mix, so it weighs only as far as it covers the syllabus by weight. The exam is then 60
 * questions passed with 24 right, on a day that is good or bad by its own amount.
 */

export interface SimulatorEvidence {
  correct: number;
  /** Questions asked; unanswered ones count as wrong, as in the simulator's results. */
  total: number;
  ageDays: number;
}

export interface PracticeAnswer {
  subtopic: string;
  correct: boolean;
  ageDays: number;
}

/** The subject's subtopics and their weight in the exam (the syllabus map's target weights). */
export type SyllabusWeights = ReadonlyMap<string, number>;

export interface ModelSettings {
  /** Prior on today's level (log-odds): a pass-mark-ish mean, wide. */
  prior: { mean: number; sd: number };
  /** Prior on the change of level per 30 days (log-odds): students improve a little, or not. */
  trend: { mean: number; sd: number };
  /** How far a simulator's or the exam's day strays from the level, beyond its questions' luck (log-odds). */
  daySd: number;
  /** How far practice strays from the exam, beyond its own luck (log-odds). */
  practiceSd: number;
  /** Practice answers, once recency-weighted, count as at most this many. */
  practiceMaxAnswers: number;
  /** Half-life of a practice answer's weight, days. */
  practiceHalfLifeDays: number;
  examQuestions: number;
  passQuestions: number;
  /** Central mass of the intervals. */
  intervalMass: number;
}

export const modelSettings: ModelSettings = {
  prior: { mean: Math.log(0.45 / 0.55), sd: 1.5 },
  trend: { mean: 0.15, sd: 0.25 },
  daySd: 0.3,
  practiceSd: 0.5,
  practiceMaxAnswers: 120,
  practiceHalfLifeDays: 21,
  examQuestions: EXAM_QUESTIONS,
  passQuestions: EXAM_PASS_QUESTIONS,
  intervalMass: 0.8,
};

const logit = (p: number) => Math.log(p / (1 - p));
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** Today's level (log-odds) as a normal belief, and what it rests on. */
export interface Belief {
  mean: number;
  sd: number;
  /** Share (0–1) of the syllabus weight that practice touched. */
  practiceCoverage: number;
}

/** One reading of the level: its log-odds, its variance, and how many 30-day months ago it was. */
interface Reading {
  value: number;
  variance: number;
  monthsAgo: number;
}

/** A share of right answers as a reading: smoothed by half an answer each way so 0/10 is not −∞. */
function reading(correct: number, total: number, extraSd: number, monthsAgo: number): Reading {
  const share = (correct + 0.5) / (total + 1);
  return {
    value: logit(share),
    variance: 1 / ((total + 1) * share * (1 - share)) + extraSd ** 2,
    monthsAgo,
  };
}

/** What practice says about the level: accuracy per subtopic, averaged by the subtopics' exam weight. */
function practiceReading(
  practice: readonly PracticeAnswer[],
  weights: SyllabusWeights,
  settings: ModelSettings,
): { reading?: Reading; coverage: number } {
  const bySubtopic = new Map<string, { correct: number; total: number }>();
  let total = 0;
  let age = 0;
  for (const answer of practice) {
    if (!weights.has(answer.subtopic)) continue;
    const w = recencyWeight(answer.ageDays, settings.practiceHalfLifeDays);
    const tally = bySubtopic.get(answer.subtopic) ?? { correct: 0, total: 0 };
    tally.correct += answer.correct ? w : 0;
    tally.total += w;
    bySubtopic.set(answer.subtopic, tally);
    total += w;
    age += w * answer.ageDays;
  }
  const allWeight = [...weights.values()].reduce((sum, w) => sum + w, 0);
  let covered = 0;
  let accuracy = 0;
  for (const [subtopic, tally] of bySubtopic) {
    const weight = weights.get(subtopic) ?? 0;
    covered += weight;
    accuracy += (weight * (tally.correct + 1)) / (tally.total + 2);
  }
  if (covered === 0 || allWeight === 0) return { coverage: 0 };
  const coverage = covered / allWeight;
  const answers = coverage * Math.min(total, settings.practiceMaxAnswers);
  const share = accuracy / covered;
  return {
    reading: reading(share * answers, answers, settings.practiceSd, age / total / 30),
    coverage,
  };
}

/**
 * Today's level from the readings: a Bayesian linear regression of log-odds on time (level today and
 * change per month), solved in closed form; the level's posterior mean and standard deviation.
 */
export function belief(
  simulators: readonly SimulatorEvidence[],
  practice: readonly PracticeAnswer[],
  weights: SyllabusWeights,
  settings: ModelSettings = modelSettings,
): Belief {
  const readings = simulators.map((s) => reading(s.correct, s.total, settings.daySd, s.ageDays / 30));
  const fromPractice = practiceReading(practice, weights, settings);
  if (fromPractice.reading) readings.push(fromPractice.reading);
  // Precision matrix [[a, b], [b, d]] and vector [e, f] of (level today, change per month); a reading
  // `monthsAgo` back sees level − change × monthsAgo.
  let a = 1 / settings.prior.sd ** 2;
  let b = 0;
  let d = 1 / settings.trend.sd ** 2;
  let e = settings.prior.mean * a;
  let f = settings.trend.mean * d;
  for (const r of readings) {
    const h = -r.monthsAgo;
    a += 1 / r.variance;
    b += h / r.variance;
    d += (h * h) / r.variance;
    e += r.value / r.variance;
    f += (h * r.value) / r.variance;
  }
  const det = a * d - b * b;
  return {
    mean: (d * e - b * f) / det,
    sd: Math.sqrt(d / det),
    practiceCoverage: fromPractice.coverage,
  };
}

/** Exam accuracy on a fine grid, and for each the chance of each score and of passing (60 questions). */
const CELLS = 400;
const cellMid = (i: number) => (i + 0.5) / CELLS;

function binomialPmf(n: number, p: number): number[] {
  const pmf = new Array<number>(n + 1).fill(0);
  let logChoose = 0;
  for (let k = 0; k <= n; k++) {
    if (k > 0) logChoose += Math.log((n - k + 1) / k);
    pmf[k] = Math.exp(logChoose + k * Math.log(p) + (n - k) * Math.log(1 - p));
  }
  return pmf;
}

interface ExamTables {
  pmf: number[][];
  pass: number[];
}
const tablesCache = new Map<string, ExamTables>();

function examTables(settings: ModelSettings): ExamTables {
  const key = `${settings.examQuestions}/${settings.passQuestions}`;
  let tables = tablesCache.get(key);
  if (!tables) {
    const pmf = Array.from({ length: CELLS }, (_, i) => binomialPmf(settings.examQuestions, cellMid(i)));
    tables = { pmf, pass: pmf.map((dist) => dist.slice(settings.passQuestions).reduce((s, p) => s + p, 0)) };
    tablesCache.set(key, tables);
  }
  return tables;
}

const cellOf = (x: number) => Math.min(CELLS - 1, Math.max(0, Math.floor(logistic(x) * CELLS)));

/** A normal belief on the log-odds as weighted points (±4 sd), for sums in place of integrals. */
function normalPoints(mean: number, sd: number, count = 81): { x: number; w: number }[] {
  const points = Array.from({ length: count }, (_, i) => {
    const z = -4 + (8 * i) / (count - 1);
    return { x: mean + z * sd, w: Math.exp((-z * z) / 2) };
  });
  const total = points.reduce((s, p) => s + p.w, 0);
  return points.map((p) => ({ x: p.x, w: p.w / total }));
}

/** Inverse of the standard normal's distribution function (Acklam's rational approximation). */
function normalQuantile(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155211027,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const [a0, a1, a2, a3, a4, a5] = a as [number, number, number, number, number, number];
  const [b0, b1, b2, b3, b4] = b as [number, number, number, number, number];
  const [c0, c1, c2, c3, c4, c5] = c as [number, number, number, number, number, number];
  const [d0, d1, d2, d3] = d as [number, number, number, number];
  if (p < 0.02425) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (
      (((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) /
      ((((d0 * q + d1) * q + d2) * q + d3) * q + 1)
    );
  }
  if (p > 1 - 0.02425) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q) /
    (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1)
  );
}

export interface Forecast {
  /** Probability of passing, 0–1. */
  probability: number;
  /** The probability if the level were at the low and the high end of its central interval. */
  probabilityLow: number;
  probabilityHigh: number;
  /** The exam's expected share of right answers and its central interval, 0–1. */
  score: { expected: number; low: number; high: number };
}

/** P(pass) for a level known exactly: only the exam day and the 60 questions left to chance. */
function passAt(level: number, settings: ModelSettings, tables: ExamTables): number {
  return normalPoints(level, settings.daySd, 41).reduce(
    (sum, p) => sum + p.w * at(tables.pass, cellOf(p.x), 'pass cell'),
    0,
  );
}

export function forecast(level: Pick<Belief, 'mean' | 'sd'>, settings = modelSettings): Forecast {
  const tables = examTables(settings);
  const points = normalPoints(level.mean, Math.sqrt(level.sd ** 2 + settings.daySd ** 2));
  const probability = points.reduce((sum, p) => sum + p.w * at(tables.pass, cellOf(p.x), 'pass cell'), 0);
  const z = normalQuantile(1 - (1 - settings.intervalMass) / 2);
  const low = passAt(level.mean - z * level.sd, settings, tables);
  const high = passAt(level.mean + z * level.sd, settings, tables);

  const n = settings.examQuestions;
  const scores = new Array<number>(n + 1).fill(0);
  for (const p of points) {
    at(tables.pmf, cellOf(p.x), 'score cell').forEach((chance, k) => {
      scores[k] = at(scores, k, 'score') + p.w * chance;
    });
  }
  const tail = (1 - settings.intervalMass) / 2;
  const quantile = (q: number) => {
    let cumulative = 0;
    for (let k = 0; k <= n; k++) {
      cumulative += at(scores, k, 'score');
      if (cumulative >= q) return k;
    }
    return n;
  };
  return {
    probability,
    probabilityLow: Math.min(low, probability),
    probabilityHigh: Math.max(high, probability),
    score: {
      expected: scores.reduce((sum, p, k) => sum + p * k, 0) / n,
      low: quantile(tail) / n,
      high: quantile(1 - tail) / n,
    },
  };
}
