import { DEFAULT_LEVEL } from '../../../../shared/domain/levels.ts';
import { subjectIds, subjectNames, topicTitles } from '../../../../shared/domain/subjects.ts';
import type { DailyProgress, Statistics, Timeframe } from './api.ts';

export const LOAD_ERROR = 'Error al cargar las estadísticas';
export const NO_USER = 'No se encontró información del usuario';

export const DEFAULT_TIMEFRAME: Timeframe = '30d';
export const CHART_DAYS = 5;

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

/** 'YYYY-MM-DD' of a local calendar day. */
function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last five calendar days up to `today`, oldest first, all at zero. */
export function emptyDays(today: Date): DailyProgress[] {
  return Array.from({ length: CHART_DAYS }, (_, index) => {
    const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (CHART_DAYS - 1 - index));
    return { date: isoDay(day), accuracy: 0, totalQuestions: 0 };
  });
}

/** The days the chart draws: the five most recent the server sent, oldest first. */
export function chartDays(days: readonly DailyProgress[]): DailyProgress[] {
  return [...days].sort((a, b) => a.date.localeCompare(b.date)).slice(-CHART_DAYS);
}

/** Zeroed numbers for when nothing could be loaded: the page keeps its shape. */
export function emptyStatistics(today: Date): Statistics {
  return {
    overview: {
      averageScore: 0,
      bestScore: 0,
      totalSimulators: 0,
      totalQuestions: 0,
      timeStudied: '0h 0m',
      level: DEFAULT_LEVEL,
      accuracy: 0,
      percentile: null,
    },
    subjects: subjectIds.map((subject) => ({
      subject,
      name: subjectNames[subject],
      accuracy: 0,
      correctAnswers: 0,
      totalQuestions: 0,
      percentile: null,
    })),
    weakTopics: [],
    strongTopics: [],
    daily: emptyDays(today),
  };
}

function localDate(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/** The weekday ("lun") and the day of the month ("12/5") of a study day. */
export function dayParts(iso: string): { weekday: string; date: string } {
  const date = localDate(iso);
  const weekday = new Intl.DateTimeFormat('es-AR', { weekday: 'short' }).format(date).replace('.', '');
  return { weekday, date: `${date.getDate()}/${date.getMonth() + 1}` };
}

/** "lun 12/5": short enough for a caption. */
export function shortDay(iso: string): string {
  const { weekday, date } = dayParts(iso);
  return `${weekday} ${date}`;
}

/** "lunes, 12 de mayo", for the table a screen reader reads. */
export function longDay(iso: string): string {
  return new Intl.DateTimeFormat('es-AR', { weekday: 'long', day: 'numeric', month: 'long' }).format(
    localDate(iso),
  );
}

export function questionsText(count: number): string {
  return `${count} ${count === 1 ? 'pregunta' : 'preguntas'}`;
}
