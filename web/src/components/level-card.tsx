import { DEFAULT_LEVEL } from '../../../shared/domain/levels.ts';
import './level-card.css';
import { percentileText } from './student-progress.ts';

interface LevelCardProps {
  level: string;
  /** How to reach the next level; left out where the numbers on screen are not all-time totals. */
  hint?: string | null;
  percentile: number | null;
  /** All-time answers, where the page has them: tells "ranked, nobody to compare" from "not started". */
  answered?: number;
  /** The national ranking within each subject, where the page has it. */
  bySubject?: readonly { subject: string; name: string; percentile: number | null }[];
  busy?: boolean;
}

/** The student's level badge and national ranking, side by side. */
export function LevelCard({
  level,
  hint,
  percentile,
  answered,
  bySubject = [],
  busy = false,
}: LevelCardProps) {
  return (
    <section className="level-card card" aria-label="Nivel y ranking nacional" aria-busy={busy}>
      <div className="level-card__level">
        <h2 className="level-card__label">Tu nivel</h2>
        <p className="level-card__badge">{busy ? '…' : level || DEFAULT_LEVEL}</p>
        {hint && <p className="level-card__hint">{hint}</p>}
      </div>
      <div className="level-card__ranking">
        <h2 className="level-card__label">Ranking nacional</h2>
        {busy ? (
          <p className="level-card__empty">…</p>
        ) : percentile === null ? (
          <p className="level-card__empty">{percentileText(null, answered)}</p>
        ) : (
          <p className="level-card__percentile">
            <span className="level-card__unit">Percentil</span>
            <span className="level-card__number">{Math.round(percentile)}</span>
            <span className="level-card__explain">{percentileText(percentile)}</span>
          </p>
        )}
        {!busy && bySubject.length > 0 && (
          <ul className="level-card__subjects" aria-label="Ranking nacional por materia">
            {bySubject.map((item) => (
              <li key={item.subject}>
                <span>{item.name}</span>
                <strong>
                  {item.percentile === null
                    ? 'sin datos todavía'
                    : `percentil ${Math.round(item.percentile)}`}
                </strong>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
