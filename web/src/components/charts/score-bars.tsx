import type { ReactNode } from 'react';
import { percent } from '../student-progress.ts';
import { clampShare, markText } from './chart-text.ts';
import './charts.css';

export interface ScoreBarItem {
  key: string;
  /** The row's heading ("Matemática"). */
  name: string;
  /** A share from 0 to 100, or null when there is nothing to measure yet: `empty` shows instead. */
  value: number | null;
  /** A line under the bar: counts, ranking… */
  detail?: ReactNode;
  /** What a row without a value says, e.g. an invitation to start. */
  empty?: ReactNode;
}

export interface ScoreBarsProps {
  items: readonly ScoreBarItem[];
  /** A line across every bar, such as the pass mark: `{ value: 40, label: '4', legend: '…' }`. */
  mark?: { value: number; label: string; legend: string };
}

function AboveIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="score-bar__icon">
      <path d="M3 8.5l3 3 7-7" />
    </svg>
  );
}

function BelowIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="score-bar__icon">
      <path d="M8 13V3M4 7l4-4 4 4" />
    </svg>
  );
}

/**
 * Shares as horizontal bars on one 0–100 scale, with an optional line (the pass mark) drawn across
 * them. The picture is decoration: each row says its number and, in words, which side of the line it
 * is on, so nothing depends on seeing the bar or its colour.
 */
export function ScoreBars({ items, mark }: ScoreBarsProps) {
  return (
    <div className="score-bars">
      {mark && (
        <p className="score-bars__legend">
          <span className="score-bars__legend-line" aria-hidden="true" />
          {mark.legend}
        </p>
      )}
      <ul className="score-bars__list">
        {items.map((item) => {
          const above = item.value !== null && mark !== undefined && item.value >= mark.value;
          return (
            <li key={item.key} className="score-bar">
              <div className="score-bar__head">
                <h3 className="score-bar__name">{item.name}</h3>
                {item.value !== null && <span className="score-bar__value">{percent(item.value)}</span>}
              </div>
              {item.value === null ? (
                <div className="score-bar__empty">{item.empty}</div>
              ) : (
                <>
                  <div className="score-bar__track" aria-hidden="true">
                    <span className="score-bar__fill" style={{ width: `${clampShare(item.value)}%` }} />
                    {mark && (
                      <span className="score-bar__mark" style={{ left: `${clampShare(mark.value)}%` }} />
                    )}
                  </div>
                  <p className="score-bar__detail">
                    {mark && (
                      <span className={`score-bar__status score-bar__status--${above ? 'above' : 'below'}`}>
                        {above ? <AboveIcon /> : <BelowIcon />}
                        {markText(item.value, mark)}
                      </span>
                    )}
                    {item.detail}
                  </p>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
