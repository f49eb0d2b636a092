/**
 * The national ranking: one histogram per scope ('all' and each subject) of ranked students' accuracy
 * in whole percent (101 buckets). An answer moves its student from one bucket to another, so keeping
 * it live costs one update per scope and event, and reading a percentile reads one item.
 */

import { RANKING_MIN_QUESTIONS } from './levels.ts';

export { RANKING_MIN_QUESTIONS };

export interface Totals {
  correct: number;
  total: number;
  seconds: number;
}

export const emptyTotals: Totals = { correct: 0, total: 0, seconds: 0 };

export function accuracyOf(totals: Pick<Totals, 'correct' | 'total'>): number {
  return totals.total === 0 ? 0 : Math.round((totals.correct / totals.total) * 100);
}

/** The histogram bucket a student sits in, or undefined while unranked. */
export function bucketOf(totals: Pick<Totals, 'correct' | 'total'>): number | undefined {
  if (totals.total < RANKING_MIN_QUESTIONS) return undefined;
  return Math.floor((totals.correct / totals.total) * 100);
}

export type Histogram = Record<number, number>;

/** "Better than N % of the other ranked students", ties counted half; null while it cannot be said. */
export function percentileIn(histogram: Histogram, bucket: number | undefined): number | null {
  if (bucket === undefined) return null;
  let below = 0;
  let students = 0;
  for (const [key, count] of Object.entries(histogram)) {
    const b = Number(key);
    if (count <= 0) continue;
    students += count;
    if (b < bucket) below += count;
  }
  const same = Math.max(1, histogram[bucket] ?? 0);
  if (students < 2) return null;
  return Math.round(((below + (same - 1) / 2) / (students - 1)) * 100);
}

/** The ranked students in the histogram other than the one in `bucket` (none counted out while unranked). */
export function othersIn(histogram: Histogram, bucket: number | undefined): number {
  const students = Object.values(histogram).reduce((sum, count) => sum + Math.max(0, count), 0);
  return Math.max(0, students - (bucket === undefined ? 0 : 1));
}

/** `b57`: one attribute per bucket, so ADD works on it without the map existing first. */
export const bucketAttribute = (bucket: number) => `b${bucket}`;

export function histogramFromItem(item: Record<string, unknown> | undefined): Histogram {
  const histogram: Histogram = {};
  for (const [name, value] of Object.entries(item ?? {})) {
    const match = /^b(\d{1,3})$/.exec(name);
    if (match && typeof value === 'number') histogram[Number(match[1])] = value;
  }
  return histogram;
}
