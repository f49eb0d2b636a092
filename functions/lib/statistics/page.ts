import type { Session } from '../auth/session.ts';
import { dailyProgress, overview, subjectProgress, type Timeframe, topics } from './service.ts';

/** The statistics page's first screen, read at once: the overview, the subjects, the topics and the days. */
export async function statisticsPage(session: Session, timeframe: Timeframe, now = new Date()) {
  const [statistics, subjects, judged, daily] = await Promise.all([
    overview(session, timeframe, now),
    subjectProgress(session, timeframe, now),
    topics(session, timeframe, now),
    dailyProgress(session, timeframe, now),
  ]);
  return { statistics, subjects, ...judged, daily };
}
