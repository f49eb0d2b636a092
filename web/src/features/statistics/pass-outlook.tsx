import { NOT_EXAMINED_LABEL } from '../../../../shared/domain/subjects.ts';
import { Link } from '../../components/link.tsx';
import type { SubjectOutlook } from './api.ts';
import { basisText, chanceText, examText, markText, missingText, neededText } from './outlook-format.ts';

/** The chance on a 0–100 line: the band is its interval, the dot the estimate. Decoration: the text says it. */
function ChanceLine({ probability, low, high }: { probability: number; low: number; high: number }) {
  return (
    <svg className="chance-line" viewBox="0 0 200 16" aria-hidden="true" focusable="false">
      <rect className="chance-line__track" x="0" y="5" width="200" height="6" rx="3" />
      <rect
        className="chance-line__band"
        x={low * 2}
        y="3"
        width={Math.max(2, (high - low) * 2)}
        height="10"
        rx="5"
      />
      <circle className="chance-line__dot" cx={Math.min(194, Math.max(6, probability * 2))} cy="8" r="6" />
    </svg>
  );
}

function SubjectName({ outlook }: { outlook: SubjectOutlook }) {
  return (
    <h3 className="outlook-subject__name">
      {outlook.name}
      {!outlook.examined && <span className="tag outlook-subject__tag">{NOT_EXAMINED_LABEL}</span>}
    </h3>
  );
}

function SubjectChance({ outlook }: { outlook: SubjectOutlook }) {
  const { prediction, name } = outlook;
  if (prediction.status === 'needs-evidence') {
    return (
      <li className="outlook-subject">
        <SubjectName outlook={outlook} />
        <p>{neededText(name, prediction.basis.windowDays)}</p>
        <p>
          <strong>{missingText(prediction.missingSimulators, prediction.missingQuestions)}</strong>{' '}
          <Link to="/content/simuladores">
            Hacer un simulador<span className="visually-hidden"> de {name}</span>
          </Link>
        </p>
        {prediction.basis.practiceAnswers > 0 && (
          <p className="outlook-subject__basis">
            Tus {prediction.basis.practiceAnswers} respuestas de práctica también van a contar.
          </p>
        )}
      </li>
    );
  }
  const { probability, low, high, mark, basis } = prediction;
  return (
    <li className="outlook-subject">
      <SubjectName outlook={outlook} />
      <p className="outlook-subject__chance">
        <strong className="outlook-subject__number">{chanceText(probability)}</strong> de chances de aprobar
      </p>
      <ChanceLine probability={probability} low={low} high={high} />
      <p>
        Con lo que sabemos, podría estar entre {chanceText(low)} y {chanceText(high)}. Tu nota estimada es{' '}
        {markText(mark.expected)}, probablemente entre {markText(mark.low)} y {markText(mark.high)}.
      </p>
      <p className="outlook-subject__basis">
        {examText(outlook.exam)} {basisText(basis)}
      </p>
    </li>
  );
}

/** Each subject's chance of passing if the exam were today, or what is missing to say it. */
export function PassOutlook({ subjects }: { subjects: readonly SubjectOutlook[] }) {
  return (
    <>
      <ul className="outlook-subjects">
        {subjects.map((outlook) => (
          <SubjectChance key={outlook.subject} outlook={outlook} />
        ))}
      </ul>
      <p className="outlook__note">
        Es una estimación con lo que hiciste en Ingresá, como si rindieras hoy un examen parecido a nuestros
        simuladores: el examen real puede ser distinto. Cada simulador nuevo la hace más precisa.
      </p>
    </>
  );
}
