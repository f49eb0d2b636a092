import type * as contracts from '../../../shared/api/contracts/statistics.ts';
import type { z } from '../../../shared/api/zod.ts';
import { levelFor } from '../../../shared/domain/levels.ts';
import { TOPIC_MIN_ANSWERS } from '../../../shared/domain/mastery.ts';
import { percentileOf, type RankingStanding, rankingStanding } from '../../../shared/domain/ranking.ts';
import {
  accuracyOf,
  bucketOf,
  emptyTotals,
  othersIn,
  percentileIn,
  type Totals,
} from '../../../shared/domain/ranking-histogram.ts';
import { lastDays, studyDay } from '../../../shared/domain/study-days.ts';
import { formatStudyTime } from '../../../shared/domain/study-time.ts';
import { isTopicOf, type SubjectId, subjectIds, subjectNames } from '../../../shared/domain/subjects.ts';
import { at } from '../../../shared/lib/must.ts';
import type { Session } from '../auth/session.ts';
import { listSimulators, publicSummary, type SimulatorSummary } from '../data/simulators.ts';
import {
  type DayCounter,
  dayCounters,
  rankingHistograms,
  readTotals,
  TOTAL_SCOPE_ALL,
} from '../data/statistics-reads.ts';

export type Timeframe = z.output<typeof contracts.timeframeSchema>;
type TopicStat = z.output<typeof contracts.topicStatSchema>;

const timeframeDays: Record<Exclude<Timeframe, 'all'>, number> = { '7d': 7, '30d': 30, '90d': 90 };
/** Days in the statistics' temporal chart. */
const PROGRESS_DAYS = 5;
/** A topic needs this many answers before it is called weak or strong. */
const TOPIC_MIN_QUESTIONS = TOPIC_MIN_ANSWERS;
/** Below this accuracy a topic is weak; from the other one up it is a strength. */
const WEAK_TOPIC_BELOW = 60;
const STRONG_TOPIC_FROM = 75;
const TOPICS_LISTED = 5;
const DASHBOARD_WEAK_TOPICS = 3;
const DASHBOARD_SIMULATORS = 3;

/** First study day a timeframe covers; 'all' starts before any day. */
function firstDay(timeframe: Timeframe, now: Date): string {
  return timeframe === 'all' ? '0000-00-00' : at(lastDays(now, timeframeDays[timeframe]), 0, 'first day');
}

function sum(counters: readonly Totals[]): Totals {
  return counters.reduce(
    (acc, c) => ({
      correct: acc.correct + c.correct,
      total: acc.total + c.total,
      seconds: acc.seconds + c.seconds,
    }),
    emptyTotals,
  );
}

async function countersIn(userId: string, timeframe: Timeframe, now: Date): Promise<DayCounter[]> {
  return dayCounters(userId, firstDay(timeframe, now), studyDay(now));
}

function completedIn(simulators: SimulatorSummary[], timeframe: Timeframe, now: Date) {
  const from = firstDay(timeframe, now);
  return simulators
    .filter(
      (
        s,
      ): s is SimulatorSummary & { completedAt: string; results: NonNullable<SimulatorSummary['results']> } =>
        Boolean(s.completedAt && s.results) && studyDay(s.completedAt as string) >= from,
    )
    .sort((a, b) => b.completedAt.localeCompare(a.completedAt));
}

/** The standing per scope from the student's all-time totals; the ranking is national and all-time. */
async function rankings(
  userId: string,
): Promise<{ totals: Map<string, Totals>; of: (scope: string) => RankingStanding }> {
  const [totals, histograms] = await Promise.all([
    readTotals(userId, [TOTAL_SCOPE_ALL, ...subjectIds]),
    rankingHistograms(),
  ]);
  return {
    totals,
    of: (scope) => {
      const mine = totals.get(scope) ?? emptyTotals;
      const histogram = histograms.get(scope) ?? {};
      const bucket = bucketOf(mine);
      return rankingStanding(mine.total, othersIn(histogram, bucket), percentileIn(histogram, bucket));
    },
  };
}

/** The ranking as the contracts carry it: the standing, and the bare percentile when there is one. */
function rankingFields(standing: RankingStanding) {
  return { percentile: percentileOf(standing), ranking: standing };
}

function subjectRow(subject: SubjectId, totals: Totals, standing: RankingStanding) {
  return {
    subject,
    name: subjectNames[subject],
    accuracy: accuracyOf(totals),
    correctAnswers: totals.correct,
    totalQuestions: totals.total,
    ...rankingFields(standing),
  };
}

/** `days`, oldest first, from the counters that fall in them; days without activity as zeros. */
function dailyFrom(counters: readonly DayCounter[], days: readonly string[], from = days[0] ?? '') {
  return days.map((date) => {
    const totals = date >= from ? sum(counters.filter((c) => c.day === date)) : emptyTotals;
    return { date, accuracy: accuracyOf(totals), totalQuestions: totals.total };
  });
}

function level(totals: Map<string, Totals>): string {
  const all = totals.get(TOTAL_SCOPE_ALL) ?? emptyTotals;
  return levelFor(all.total, accuracyOf(all));
}

export async function overview({ userId }: Session, timeframe: Timeframe, now = new Date()) {
  const [counters, simulators, ranking] = await Promise.all([
    countersIn(userId, timeframe, now),
    listSimulators(userId),
    rankings(userId),
  ]);
  const totals = sum(counters);
  const scores = completedIn(simulators, timeframe, now).map((s) => s.results.accuracy);
  return {
    averageScore: scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : 0,
    bestScore: scores.length ? Math.max(...scores) : 0,
    totalSimulators: scores.length,
    totalQuestions: totals.total,
    timeStudied: formatStudyTime(totals.seconds),
    level: level(ranking.totals),
    accuracy: accuracyOf(totals),
    ...rankingFields(ranking.of(TOTAL_SCOPE_ALL)),
  };
}

export async function subjectProgress({ userId }: Session, timeframe: Timeframe, now = new Date()) {
  const [counters, ranking] = await Promise.all([countersIn(userId, timeframe, now), rankings(userId)]);
  return subjectIds.map((subject) =>
    subjectRow(subject, sum(counters.filter((c) => c.subject === subject)), ranking.of(subject)),
  );
}

function topicStats(counters: readonly DayCounter[]): TopicStat[] {
  const byTopic = new Map<string, DayCounter[]>();
  for (const counter of counters) {
    if (!isTopicOf(counter.subject, counter.topic)) continue;
    const key = `${counter.subject}#${counter.topic}`;
    byTopic.set(key, [...(byTopic.get(key) ?? []), counter]);
  }
  return [...byTopic.values()].map((list) => {
    const totals = sum(list);
    const { subject, topic } = at(list, 0, 'day counter');
    return {
      subject,
      topic,
      accuracy: accuracyOf(totals),
      correctAnswers: totals.correct,
      totalQuestions: totals.total,
    };
  });
}

/** Weakest first; among equals, the topic with more evidence first. */
function weakTopicsOf(stats: TopicStat[], limit: number): TopicStat[] {
  return stats
    .filter((t) => t.totalQuestions >= TOPIC_MIN_QUESTIONS && t.accuracy < WEAK_TOPIC_BELOW)
    .sort((a, b) => a.accuracy - b.accuracy || b.totalQuestions - a.totalQuestions)
    .slice(0, limit);
}

export async function topics({ userId }: Session, timeframe: Timeframe, now = new Date()) {
  const stats = topicStats(await countersIn(userId, timeframe, now));
  return {
    weakTopics: weakTopicsOf(stats, TOPICS_LISTED),
    strongTopics: stats
      .filter((t) => t.totalQuestions >= TOPIC_MIN_QUESTIONS && t.accuracy >= STRONG_TOPIC_FROM)
      .sort((a, b) => b.accuracy - a.accuracy || b.totalQuestions - a.totalQuestions)
      .slice(0, TOPICS_LISTED),
    judgedTopics: stats.filter((t) => t.totalQuestions >= TOPIC_MIN_QUESTIONS).length,
  };
}

/** The last days of the timeframe, oldest first, days without activity included as zeros. */
export async function dailyProgress({ userId }: Session, timeframe: Timeframe, now = new Date()) {
  const days = lastDays(now, PROGRESS_DAYS);
  const counters = await dayCounters(userId, at(days, 0, 'day'), at(days, days.length - 1, 'day'));
  return dailyFrom(counters, days, firstDay(timeframe, now));
}

export async function dashboard({ userId }: Session, now = new Date()) {
  const [counters, simulators, ranking] = await Promise.all([
    countersIn(userId, 'all', now),
    listSimulators(userId),
    rankings(userId),
  ]);
  const all = ranking.totals.get(TOTAL_SCOPE_ALL) ?? emptyTotals;
  return {
    totalQuestions: all.total,
    correctAnswers: all.correct,
    accuracy: accuracyOf(all),
    timeSpent: formatStudyTime(all.seconds),
    level: level(ranking.totals),
    ...rankingFields(ranking.of(TOTAL_SCOPE_ALL)),
    subjects: subjectIds.map((subject) =>
      subjectRow(subject, ranking.totals.get(subject) ?? emptyTotals, ranking.of(subject)),
    ),
    daily: dailyFrom(counters, lastDays(now, PROGRESS_DAYS)),
    recentSimulators: completedIn(simulators, 'all', now).slice(0, DASHBOARD_SIMULATORS).map(publicSummary),
    weakTopics: weakTopicsOf(topicStats(counters), DASHBOARD_WEAK_TOPICS),
  };
}
