import { Link } from 'react-router-dom';
import type { Results } from './api.ts';
import { minutes, topicLabel } from './format.ts';

export function ResultsView({ results }: { results: Results }) {
  return (
    <div className="simulators">
      <section className="card results" aria-labelledby="results-title">
        <h1 id="results-title">Resultados del simulador</h1>
        <dl className="metrics">
          <div>
            <dt>Precisión</dt>
            <dd>{results.accuracy}%</dd>
          </div>
          <div>
            <dt>Correctas</dt>
            <dd>{results.correctAnswers}</dd>
          </div>
          <div>
            <dt>Incorrectas</dt>
            <dd>{results.incorrectAnswers}</dd>
          </div>
          <div>
            <dt>Tiempo</dt>
            <dd>{minutes(results.totalTimeSpent)} min</dd>
          </div>
        </dl>
        <h2>Por tema</h2>
        <table className="results__topics">
          <thead>
            <tr>
              <th scope="col">Tema</th>
              <th scope="col">Correctas</th>
              <th scope="col">Precisión</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(results.topicStats).map(([topic, stats]) => (
              <tr key={topic}>
                <th scope="row">{topicLabel(topic)}</th>
                <td>
                  {stats.correct} de {stats.total}
                </td>
                <td>{stats.accuracy}%</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="actions">
          <Link className="button" to="/content/simuladores#history-title">
            Ver historial
          </Link>
          <Link className="button button--primary" to="/content/simuladores">
            Nuevo simulador
          </Link>
        </div>
      </section>
    </div>
  );
}
