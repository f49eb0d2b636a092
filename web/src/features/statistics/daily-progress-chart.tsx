import { percent } from '../../components/student-progress.ts';
import type { DailyProgress } from './api.ts';
import { dayParts, longDay, questionsText } from './statistics-format.ts';

/**
 * Accuracy per day as bars on a fixed 0–100 % scale, so days compare at a glance. The bars are
 * decoration for sighted students; the same numbers sit in a table that screen readers read.
 */
export function DailyProgressChart({ days, caption }: { days: readonly DailyProgress[]; caption: string }) {
  return (
    <figure className="stats-chart">
      <figcaption className="stats-chart__caption">{caption}</figcaption>
      <div className="stats-chart__plot" aria-hidden="true">
        <div className="stats-chart__scale">
          <span>100%</span>
          <span>50%</span>
          <span>0%</span>
        </div>
        <div className="stats-chart__columns">
          {days.map((day) => {
            const active = day.totalQuestions > 0;
            const height = active ? Math.min(100, Math.max(0, day.accuracy)) : 0;
            return (
              <div key={day.date} className="stats-chart__column">
                <div className="stats-chart__track">
                  <span className="stats-chart__value" style={{ bottom: `${height}%` }}>
                    {active ? percent(day.accuracy) : ''}
                  </span>
                  <span
                    className={`stats-chart__bar${active ? '' : ' stats-chart__bar--empty'}`}
                    style={{ height: `${height}%` }}
                  />
                </div>
                <span className="stats-chart__day">
                  <span>{dayParts(day.date).weekday}</span> <span>{dayParts(day.date).date}</span>
                </span>
                <span className="stats-chart__count">{day.totalQuestions} preg.</span>
              </div>
            );
          })}
        </div>
      </div>
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
