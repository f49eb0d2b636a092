import type { Results, SimulatorView } from './api.ts';
import {
  andList,
  formatLabels,
  fromReference,
  itemPointsText,
  numberAr,
  summaryLines,
  verdictParts,
} from './regional-text.ts';
import './regional-preset.css';

/**
 * What the regional's real exam would say of a simulacro (#31, ADR 0076): approved or not by its pass
 * mark, the points, each item's (and each part's), and which figures came from a source.
 */
export function RegionalResult({
  result,
  preset,
}: {
  result: NonNullable<Results['regional']>;
  preset: SimulatorView['simulator']['preset'];
}) {
  const { code } = result.regional;
  const lines = preset ? summaryLines(preset) : [];
  const sourced = lines.filter((line) => line.figure.origin === 'fuente');
  const reference = lines.filter((line) => fromReference(line.figure));
  const verdict = verdictParts(result);
  return (
    <section className="regional-result" aria-labelledby="regional-result-title">
      <h2 id="regional-result-title">Cómo te iría en {code}</h2>
      <div className={`results__pass ${result.approved ? 'results__pass--ok' : 'results__pass--short'}`}>
        <span className="results__pass-sign" aria-hidden="true">
          {result.approved ? '✓' : '✗'}
        </span>
        <div>
          <p className="results__pass-text">
            {verdict.head} <span className="regional-result__mark">{verdict.mark}</span>
          </p>
          <p className="results__pass-hint">
            Sumaste {numberAr(result.earned)} de {numberAr(result.possible)} puntos.{' '}
            {result.approved
              ? 'Revisá igual las que fallaste: cada punto suma.'
              : 'Revisá las explicaciones de las que fallaste y volvé a intentarlo.'}
          </p>
        </div>
      </div>
      <table className="regional-result__items">
        <caption className="visually-hidden">Puntos por ítem en el simulacro de {code}</caption>
        <thead>
          <tr>
            <th scope="col">Ítem</th>
            <th scope="col">Puntos</th>
          </tr>
        </thead>
        <tbody>
          {result.items.map((item) => (
            <tr key={item.questionIndex}>
              <th scope="row">
                {item.questionIndex + 1}
                <span className="regional-result__kind">{formatLabels[item.format]}</span>
              </th>
              <td>
                {itemPointsText(item)}
                {item.answered ? '' : ' · sin responder'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {lines.length > 0 && (
        <p className="regional-preset__notes regional-result__origins">
          {sourced.length === 0
            ? `No encontramos una fuente pública sobre el examen de ${code}: este simulacro siguió nuestra referencia general, no el examen de ${code}.`
            : [
                `Con fuente de ${code}: ${andList(sourced.map((line) => line.term.toLowerCase()))}.`,
                reference.length
                  ? `Con la referencia general: ${andList(reference.map((line) => line.term.toLowerCase()))}.`
                  : '',
              ]
                .filter(Boolean)
                .join(' ')}
        </p>
      )}
    </section>
  );
}
