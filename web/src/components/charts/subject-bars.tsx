import { EXAM_PASS_ACCURACY, EXAM_PASS_MARK } from '../../../../shared/domain/exam.ts';
import type { RankingStanding } from '../../../../shared/domain/ranking.ts';
import { subjectPracticeLink } from '../../lib/practice-link.ts';
import { Link } from '../link.tsx';
import { rankingShortText } from '../student-progress.ts';
import { ScoreBars } from './score-bars.tsx';

export interface SubjectRow {
  subject: string;
  name: string;
  accuracy: number;
  correctAnswers: number;
  totalQuestions: number;
  ranking: RankingStanding;
}

export const passMark = {
  value: EXAM_PASS_ACCURACY,
  label: String(EXAM_PASS_MARK),
  legend: `Para aprobar el examen hace falta un ${EXAM_PASS_MARK}: el ${EXAM_PASS_ACCURACY}% de respuestas correctas.`,
};

/**
 * Accuracy per subject as bars against the pass mark. A subject without answers is not a 0 %: it
 * says so and invites the student to start. `period` names the time span when it is not all of it
 * ("en los últimos 7 días").
 */
export function SubjectBars({ subjects, period }: { subjects: readonly SubjectRow[]; period?: string }) {
  return (
    <ScoreBars
      mark={passMark}
      items={subjects.map((row) => ({
        key: row.subject,
        name: row.name,
        value: row.totalQuestions > 0 ? row.accuracy : null,
        detail: (
          <>
            <span>
              {row.correctAnswers} de {row.totalQuestions} correctas
            </span>
            <span>Ranking: {rankingShortText(row.ranking)}</span>
          </>
        ),
        empty: (
          <p>
            {period ? `No practicaste ${row.name} ${period}.` : `Todavía no practicaste ${row.name}.`}{' '}
            <Link to={subjectPracticeLink(row.subject)}>
              {period ? 'Practicar' : 'Empezar'}
              <span className="visually-hidden"> {period ? row.name : `con ${row.name}`}</span>
            </Link>
          </p>
        ),
      }))}
    />
  );
}
