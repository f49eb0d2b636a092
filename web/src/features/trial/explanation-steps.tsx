import { MathText } from '../../components/math-text.tsx';
import { explanationParts } from './trial-format.ts';

/** A step-by-step explanation: the numbered steps, then the result. */
export function ExplanationSteps({ explanation }: { explanation: string }) {
  const { steps, result } = explanationParts(explanation);
  return (
    <>
      <p className="trial-steps__title">Así se resuelve:</p>
      <ol className="trial-steps">
        {steps.map((step) => (
          <li key={step}>
            <MathText text={step} />
          </li>
        ))}
      </ol>
      {result && (
        <p className="trial-steps__result">
          <strong>Resultado: </strong>
          <MathText text={result} />
        </p>
      )}
    </>
  );
}
