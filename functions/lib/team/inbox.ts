import type { ProblemReportReason } from '../../../shared/domain/problem-reports.ts';
import {
  type InboxFeedback,
  type InboxRange,
  type InboxReport,
  type InboxWaitlistEntry,
  inboxFeedback,
  inboxReports,
  inboxWaitlist,
} from '../data/inbox.ts';
import { printable } from './printable.ts';

export type TeamInboxKind = 'reports' | 'feedback' | 'waitlist';

export const teamInboxKinds: readonly TeamInboxKind[] = ['reports', 'feedback', 'waitlist'];

/** What students sent the team, of one kind, newest first: each entry a date and one line. */
export interface InboxLine {
  at: string;
  line: string;
}

const reportReasons: Record<ProblemReportReason, string> = {
  'respuesta-incorrecta': 'respuesta incorrecta',
  ambiguo: 'enunciado ambiguo',
  'error-de-tipeo': 'error de tipeo',
  otro: 'otro',
};

function reportLine(report: InboxReport): InboxLine {
  const comment = report.comment ? ` — «${report.comment}»` : '';
  return {
    at: report.createdAt,
    line: `${report.subject}/${report.exerciseId}: ${reportReasons[report.reason]}${comment} (alumno ${report.userId})`,
  };
}

function feedbackLine(feedback: InboxFeedback): InboxLine {
  return {
    at: feedback.createdAt,
    line: `${'★'.repeat(feedback.rating)}${'☆'.repeat(Math.max(0, 5 - feedback.rating))} [${feedback.category}] ${feedback.message} (${feedback.userEmail})`,
  };
}

function waitlistLine(entry: InboxWaitlistEntry): InboxLine {
  return { at: entry.joinedAt, line: entry.email };
}

/** The newest entries of one kind, newest first, each line safe to print (what students wrote is in it). */
export async function teamInbox(kind: TeamInboxKind, range: InboxRange): Promise<InboxLine[]> {
  return (await inboxLines(kind, range)).map(({ at, line }) => ({ at, line: printable(line) }));
}

async function inboxLines(kind: TeamInboxKind, range: InboxRange): Promise<InboxLine[]> {
  switch (kind) {
    case 'reports':
      return (await inboxReports(range)).map(reportLine);
    case 'feedback':
      return (await inboxFeedback(range)).map(feedbackLine);
    case 'waitlist':
      return (await inboxWaitlist(range)).map(waitlistLine);
  }
}
