import { DEFAULT_LEVEL } from '../../../../shared/domain/levels.ts';
import { rankingStanding } from '../../../../shared/domain/ranking.ts';
import { formatStudyTime } from '../../../../shared/domain/study-time.ts';
import { subjectIds, subjectNames, topicTitles } from '../../../../shared/domain/subjects.ts';
import { blankDays, dayParts } from '../../components/charts/chart-text.ts';
import type { DailyProgress, Statistics, Timeframe } from './api.ts';

export const LOAD_ERROR = 'Error al cargar las estadísticas';
export const NO_USER = 'No se encontró información del usuario';

const DEFAULT_TIMEFRAME: Timeframe = '30d';
const CHART_DAYS = 5;

export const timeframes: readonly { id: Timeframe; label: string; description: string }[] = [
  { id: '7d', label: '7 días', description: 'los últimos 7 días' },
  { id: '30d', label: '30 días', description: 'los últimos 30 días' },
  { id: '90d', label: '90 días', description: 'los últimos 90 días' },
  { id: 'all', label: 'Todo', description: 'todo tu historial' },
];

export function parseTimeframe(value: string | null): Timeframe {
  return timeframes.find((timeframe) => timeframe.id === value)?.id ?? DEFAULT_TIMEFRAME;
}

export const subjectLabel = (id: string): string => subjectNames[id as keyof typeof subjectNames] ?? id;
export const topicLabel = (id: string): string => topicTitles[id as keyof typeof topicTitles] ?? id;

/** The last five calendar days up to `today`, oldest first, all at zero. */
export const emptyDays = (today: Date): DailyProgress[] => blankDays(today, CHART_DAYS);

/** The days the chart draws: the five most recent the server sent, oldest first. */
export function chartDays(days: readonly DailyProgress[]): DailyProgress[] {
  return [...days].sort((a, b) => a.date.localeCompare(b.date)).slice(-CHART_DAYS);
}

/** A student without answers: where the zeroed numbers leave the ranking. */
const unranked = rankingStanding(0, 0, null);

/** Zeroed numbers for when nothing could be loaded: the page keeps its shape. */
export function emptyStatistics(today: Date): Statistics {
  return {
    overview: {
      averageScore: 0,
      bestScore: 0,
      totalSimulators: 0,
      totalQuestions: 0,
      timeStudied: formatStudyTime(0),
      level: DEFAULT_LEVEL,
      accuracy: 0,
      percentile: null,
      ranking: unranked,
    },
    subjects: subjectIds.map((subject) => ({
      subject,
      name: subjectNames[subject],
      accuracy: 0,
      correctAnswers: 0,
      totalQuestions: 0,
      percentile: null,
      ranking: unranked,
    })),
    weakTopics: [],
    strongTopics: [],
    judgedTopics: 0,
    daily: emptyDays(today),
  };
}

/** "lun 12/5": short enough for a caption. */
export function shortDay(iso: string): string {
  const { weekday, date } = dayParts(iso);
  return `${weekday} ${date}`;
}
