import type { ComparisonRow } from './landing-copy.ts';

export function Comparison({ comparison }: { comparison: ComparisonRow[] }) {
  return (
    <section className="landing-section" aria-labelledby="comparison-title">
      <h2 id="comparison-title">Preparación tradicional vs. Ingresá</h2>
      <p className="lead">La misma meta, otra forma de llegar.</p>
      <div className="comparison">
        <table>
          <caption className="visually-hidden">
            Comparación entre la preparación tradicional e Ingresá
          </caption>
          <thead>
            <tr>
              <th scope="col">Preparación tradicional</th>
              <th scope="col" className="comparison__ours">
                Con Ingresá
              </th>
            </tr>
          </thead>
          {/* One group per topic, its name on a row of its own: two columns fit a phone's width. */}
          {comparison.map((row) => (
            <tbody key={row.topic}>
              <tr>
                <th scope="rowgroup" colSpan={2} className="comparison__topic">
                  {row.topic}
                </th>
              </tr>
              <tr>
                <td>{row.traditional}</td>
                <td className="comparison__ours">{row.ingresa}</td>
              </tr>
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}
