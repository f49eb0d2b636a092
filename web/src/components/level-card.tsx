import { DEFAULT_LEVEL } from '../../../shared/domain/levels.ts';
import { PERCENTILE_MIN_QUESTIONS, type RankingStanding } from '../../../shared/domain/ranking.ts';
import './level-card.css';
import { rankingShortText, rankingText } from './student-progress.ts';

interface LevelCardProps {
  level: string;
  /** How to reach the next level; left out where the numbers on screen are not all-time totals. */
  hint?: string | null;
  /** Where the student stands in the national ranking; null while it loads. */
  ranking: RankingStanding | null;
  /** The national ranking within each subject, where the page has it. */
  bySubject?: readonly { subject: string; name: string; ranking: RankingStanding }[];
  busy?: boolean;
}

/** Nothing answered in any subject yet: one line says it for all, not three identical rows. */
const noneStarted = (rows: readonly { ranking: RankingStanding }[]) =>
  rows.every(
    ({ ranking }) => ranking.status === 'needs-answers' && ranking.missingAnswers >= PERCENTILE_MIN_QUESTIONS,
  );

/** The student's level badge and national ranking, side by side. */
export function LevelCard({ level, hint, ranking, bySubject = [], busy = false }: LevelCardProps) {
  const loading = busy || ranking === null;
  return (
    <section className="level-card card" aria-label="Nivel y ranking nacional" aria-busy={busy}>
      <div className="level-card__level">
        <h2 className="level-card__label">Tu nivel</h2>
        <p className="level-card__badge">{busy ? '…' : level || DEFAULT_LEVEL}</p>
        {hint && <p className="level-card__hint">{hint}</p>}
      </div>
      <div className="level-card__ranking">
        <h2 className="level-card__label">Ranking nacional</h2>
        {loading ? (
          <p className="level-card__empty">…</p>
        ) : ranking.status === 'ranked' ? (
          <p className="level-card__percentile">
            <span className="level-card__unit">Percentil</span>
            <span className="level-card__number">{Math.round(ranking.percentile)}</span>
            <span className="level-card__explain">{rankingText(ranking)}</span>
          </p>
        ) : (
          <p className="level-card__empty">{rankingText(ranking)}</p>
        )}
        {!loading && bySubject.length > 0 && !noneStarted(bySubject) && (
          <ul className="level-card__subjects" aria-label="Ranking nacional por materia">
            {bySubject.map((item) => (
              <li
                key={item.subject}
                className={`level-card__subject level-card__subject--${item.ranking.status}`}
              >
                <span>{item.name}</span>
                <strong>{rankingShortText(item.ranking)}</strong>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
