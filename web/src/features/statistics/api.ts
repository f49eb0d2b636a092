import type * as contracts from '../../../../shared/api/contracts/statistics.ts';
import type * as z from '../../../../shared/api/zod.ts';
import { callApi } from '../../lib/api.ts';
import { personalBookletRoute } from '../../lib/routes/booklets.ts';
import { statisticsPageRoute, statisticsPredictionRoute } from '../../lib/routes/statistics.ts';
import type { LoadResult } from '../../lib/use-loader.ts';

export type Timeframe = z.infer<typeof contracts.timeframeSchema>;
export type Overview = z.output<typeof contracts.overviewSchema>;
export type SubjectProgress = z.output<typeof contracts.subjectProgressSchema>;
export type TopicStat = z.output<typeof contracts.topicStatSchema>;
export type DailyProgress = z.output<typeof contracts.dailyProgressSchema>;
export type SubjectOutlook = z.output<typeof contracts.subjectOutlookSchema>;
export type PassPrediction = z.output<typeof contracts.passPredictionSchema>;
export type SubtopicMastery = z.output<typeof contracts.subtopicMasterySchema>;

export interface Statistics {
  overview: Overview;
  subjects: SubjectProgress[];
  weakTopics: TopicStat[];
  strongTopics: TopicStat[];
  /** Topics with answers enough to judge; none: too early to name weak spots. */
  judgedTopics: number;
  daily: DailyProgress[];
}

/** The page's first screen in one request (#30); it needs no id, so it leaves beside the gate's check. */
export async function fetchStatistics(
  timeframe: Timeframe,
  signal?: AbortSignal,
): Promise<LoadResult<Statistics>> {
  const result = await callApi(statisticsPageRoute, { query: { timeframe }, signal });
  if (!result.ok) return result;
  const { statistics, subjects, weakTopics, strongTopics, judgedTopics, daily } = result.data;
  return {
    ok: true,
    data: { overview: statistics, subjects, weakTopics, strongTopics, judgedTopics, daily },
  };
}

/** Mastery per subtopic and the pass prediction of each subject: the last 90 days, whatever the period. */
export async function fetchOutlook(
  userId: string,
  signal?: AbortSignal,
): Promise<LoadResult<SubjectOutlook[]>> {
  const result = await callApi(statisticsPredictionRoute, { params: { user: userId }, signal });
  return result.ok ? { ok: true, data: result.data.subjects } : result;
}

/** The student's personal booklet, made now: the PDF's bytes, its name and the subtopics it covers. */
export async function fetchPersonalBooklet(signal?: AbortSignal) {
  const result = await callApi(personalBookletRoute, { signal });
  if (!result.ok) return result;
  const { pdf, fileName, subtopics } = result.data;
  const bytes = Uint8Array.from(atob(pdf), (char) => char.charCodeAt(0));
  return {
    ok: true as const,
    data: { file: new Blob([bytes], { type: 'application/pdf' }), fileName, subtopics },
  };
}
