import { percent } from '../student-progress.ts';
import { clampShare, dayParts, longDay, questionsText } from './chart-text.ts';
import './charts.css';

export interface ChartDay {
  /** 'YYYY-MM-DD' */
  date: string;
  accuracy: number;
  totalQuestions: number;
}

interface DailyChartProps {
  days: readonly ChartDay[];
  caption: string;
  /** A dashed line at this share (the pass mark), named under the chart. */
  mark?: { value: number; legend: string };
  /** Shorter bars, for a summary beside other cards. */
  compact?: boolean;
}

/**
 * Accuracy per day as bars on a fixed 0–100 % scale, so days compare at a glance; a day without
 * practice shows a dash, not a 0 %. The bars are decoration for sighted students; the same numbers sit
 * in a table that screen readers read.
 */
export function DailyChart({ days, caption, mark, compact = false }: DailyChartProps) {
  const markAt = mark && clampShare(mark.value);
  return (
    <figure className={`day-chart${compact ? ' day-chart--compact' : ''}`}>
      <figcaption className="day-chart__caption">{caption}</figcaption>
      <div className="day-chart__plot" aria-hidden="true">
        <div className="day-chart__scale">
          <span style={{ bottom: '100%' }}>100%</span>
          {markAt !== undefined && <span style={{ bottom: `${markAt}%` }}>{markAt}%</span>}
          <span style={{ bottom: '0%' }}>0%</span>
        </div>
        <div className="day-chart__columns" style={{ gridTemplateColumns: `repeat(${days.length}, 1fr)` }}>
          {days.map((day) => {
            const active = day.totalQuestions > 0;
            const height = active ? clampShare(day.accuracy) : 0;
            const { weekday, date } = dayParts(day.date);
            return (
              <div key={day.date} className="day-chart__column">
                <div className="day-chart__track">
                  {markAt !== undefined && (
                    <span className="day-chart__mark" style={{ bottom: `${markAt}%` }} />
                  )}
                  <span className="day-chart__value" style={{ bottom: `${height}%` }}>
                    {active ? percent(day.accuracy) : '—'}
                  </span>
                  {active && <span className="day-chart__bar" style={{ height: `${height}%` }} />}
                </div>
                <span className="day-chart__day">
                  <span>{weekday}</span> <span>{date}</span>
                </span>
                <span className="day-chart__count">
                  {active ? `${day.totalQuestions} preg.` : 'sin práctica'}
                </span>
              </div>
            );
          })}
        </div>
      </div>
      {mark && (
        <p className="day-chart__legend">
          <span className="day-chart__legend-line" aria-hidden="true" />
          {mark.legend}
        </p>
      )}
      <div className="visually-hidden">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Día</th>
              <th scope="col">Preguntas respondidas</th>
              <th scope="col">Precisión</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{longDay(day.date)}</th>
                <td>{questionsText(day.totalQuestions)}</td>
                <td>{day.totalQuestions > 0 ? percent(day.accuracy) : 'Sin práctica'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
