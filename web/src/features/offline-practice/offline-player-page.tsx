import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { OfflineItem } from '../../../../shared/api/contracts/offline-practice.ts';
import { parseExplanation } from '../../../../shared/content/text-format.ts';
import { AnswerFigure } from '../../components/answer-figure.tsx';
import { AnswerSheet } from '../../components/answer-sheet.tsx';
import { Link } from '../../components/link.tsx';
import { MathText } from '../../components/math-text.tsx';
import { NumericAnswer } from '../../components/numeric-answer.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { emptyTyped, type TypedValue, typedProblem, typedText } from '../../lib/typed-answer.ts';
import { gradeOnDevice, type ItemAnswer, trueFalseAnswer } from './grade.ts';
import { type KeptPack, keptPack, queueAnswer } from './offline-store.ts';
import { askForBackgroundSync, syncNow } from './sync.ts';
import './offline-practice.css';
import '../../components/action-bar.css';

const subjectsPath = '/content/educational';
const TRUE_FALSE = ['Verdadero', 'Falso'];
const letter = (index: number) => String.fromCharCode(65 + index);

/**
 * /content/practica-sin-conexion/:packId — a pack kept on this device, answered with no network: each
 * item graded at once with the pack's key, its answer queued to be sent when the connection returns.
 */
export function OfflinePlayerPage() {
  const { packId = '' } = useParams();
  const [pack, setPack] = useState<KeptPack | null | undefined>();
  useEffect(() => {
    let live = true;
    keptPack(packId)
      .catch(() => undefined)
      .then((found) => {
        if (live) setPack(found ?? null);
      });
    return () => {
      live = false;
    };
  }, [packId]);
  useDocumentTitle(pack ? `${pack.title} | Ingresá` : 'Práctica sin conexión | Ingresá');

  if (pack === undefined) return <Spinner label="Abriendo tu paquete…" />;
  if (pack === null) {
    return (
      <div className="op">
        <h1 className="op__title">Este paquete ya no está en este dispositivo</h1>
        <p className="lead">
          Puede que lo hayas borrado o que hayas cerrado sesión. Descargá otro desde la página de una materia.
        </p>
        <Link className="button button--primary" to={subjectsPath}>
          Ir a las materias
        </Link>
      </div>
    );
  }
  return <PackPlayer pack={pack} />;
}

function PackPlayer({ pack }: { pack: KeptPack }) {
  const [answered, setAnswered] = useState<Record<string, boolean>>(pack.answered ?? {});
  const firstOpen = pack.items.findIndex((item) => !(item.id in answered));
  const [index, setIndex] = useState(firstOpen === -1 ? pack.items.length : firstOpen);
  const item = pack.items[index];
  const subjectPage = `${subjectsPath}/${pack.subject}`;
  const right = Object.values(answered).filter(Boolean).length;
  const count = pack.items.length;
  const expired = Date.parse(pack.expiresAt) < Date.now();

  return (
    <div className="op">
      <nav aria-label="Ruta" className="op__breadcrumb">
        <Link to={subjectPage}>Volver a la materia</Link>
      </nav>
      <header className="op__header">
        <h1 className="op__title">{pack.title}</h1>
        <div className="op__progress">
          <p className="op__count">
            {item ? `Ejercicio ${index + 1} de ${count}` : `Respondiste los ${count} ejercicios`}
          </p>
          <div className="op__bar" aria-hidden="true">
            <span style={{ width: `${(Object.keys(answered).length / count) * 100}%` }} />
          </div>
        </div>
        {expired && (
          <p className="op__expired">
            Este paquete venció: lo que respondas ahora no se va a contar. Descargá uno nuevo cuando tengas
            conexión.
          </p>
        )}
      </header>
      {item ? (
        <ItemView
          key={item.id}
          pack={pack}
          item={item}
          onAnswered={(correct) => setAnswered((list) => ({ ...list, [item.id]: correct }))}
          onNext={() => setIndex((at) => at + 1)}
          last={index === count - 1}
        />
      ) : (
        <section className="op__done card" aria-labelledby="op-done">
          <h2 id="op-done">¡Terminaste el paquete!</h2>
          <p>
            Acertaste <strong>{right}</strong> de {count}. Tus respuestas cuentan en tus estadísticas y tu
            racha cuando se sincronizan.
          </p>
          <div className="actions">
            <Link className="button button--primary" to={subjectPage}>
              Volver a la materia
            </Link>
            <Link className="button" to="/content/dashboard">
              Ir a tu panel
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}

function ItemView({
  pack,
  item,
  onAnswered,
  onNext,
  last,
}: {
  pack: KeptPack;
  item: OfflineItem;
  onAnswered: (correct: boolean) => void;
  onNext: () => void;
  last: boolean;
}) {
  const [choice, setChoice] = useState<number | null>(null);
  const [typed, setTyped] = useState<TypedValue>(emptyTyped);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<{ correct: boolean; given: string } | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [fresh, setFresh] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const openedAt = useRef(Date.now());
  const nextButton = useRef<HTMLButtonElement>(null);
  const verdict = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const numeric = item.key.kind === 'numeric' ? item.key : null;
  const options = item.kind === 'true-false' ? (item.options ?? TRUE_FALSE) : (item.options ?? []);

  useEffect(() => {
    title.current?.focus();
  }, []);

  const answerOf = (): { answer: ItemAnswer; given: string } | null => {
    if (numeric) {
      const problem = typedProblem(typed.value);
      setFieldError(problem);
      if (problem) return null;
      return { answer: { value: typed.value.trim() }, given: typedText(typed, numeric.unit || null) };
    }
    if (choice === null) return null;
    const shown = options[choice] ?? '';
    if (item.kind === 'true-false') return { answer: trueFalseAnswer(options, choice), given: shown };
    return { answer: choice, given: `${letter(choice)}. ${shown}` };
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (result) return;
    const given = answerOf();
    if (!given) return;
    const correct = gradeOnDevice(item.key, given.answer);
    try {
      await queueAnswer(
        {
          answerId: crypto.randomUUID(),
          itemId: item.id,
          packId: pack.id,
          answer: given.answer,
          answeredAt: new Date().toISOString(),
          timeSpent: Math.min(86_400, Math.round((Date.now() - openedAt.current) / 1000)),
        },
        correct,
      );
    } catch {
      // Storage full or blocked: the grade still shows, but the answer will not count.
      setSaveFailed(true);
    }
    setResult({ correct, given: given.given });
    setFresh(true);
    setSheetOpen(true);
    onAnswered(correct);
    void askForBackgroundSync();
    if (navigator.onLine) void syncNow();
  };

  const { key } = item;
  const rightAnswer =
    key.kind === 'numeric'
      ? key.text
      : key.kind === 'true-false'
        ? key.correctAnswer
          ? 'Verdadero'
          : 'Falso'
        : `${letter(key.correctAnswer)}. ${options[key.correctAnswer] ?? ''}`;
  const correctIndex =
    key.kind === 'option'
      ? key.correctAnswer
      : key.kind === 'true-false'
        ? options.findIndex((_, at) => trueFalseAnswer(options, at) === key.correctAnswer)
        : -1;
  const explanation = parseExplanation(item.explanation);

  return (
    <>
      <form className="op__card card" onSubmit={verify}>
        <p className="op__meta">
          <span className="tag tag--primary">{item.topicName}</span>
        </p>
        <h2 className="op__statement-title" ref={title} tabIndex={-1}>
          Ejercicio de {item.topicName}
        </h2>
        <p className="op__statement" id="op-statement">
          <MathText text={item.statement} />
        </p>
        {item.figure && <AnswerFigure figure={item.figure} />}
        {numeric ? (
          <NumericAnswer
            id="op-valor"
            label="Tu respuesta"
            value={typed}
            onChange={(value) => {
              setTyped(value);
              setFieldError(null);
            }}
            unit={numeric.unit || null}
            askUnit={false}
            disabled={result !== null}
            error={fieldError}
          />
        ) : (
          <fieldset className="op-options" aria-describedby="op-statement">
            <legend className="op-options__legend">
              {item.kind === 'true-false'
                ? '¿Es verdadero o falso? Elegí una opción.'
                : 'Elegí la respuesta correcta.'}
            </legend>
            {options.map((option, at) => {
              const isRight = result !== null && at === correctIndex;
              const isWrong = result !== null && !result.correct && at === choice;
              const classes = [
                'op-option',
                item.kind === 'true-false' ? 'op-option--tf' : '',
                choice === at && !result ? 'op-option--chosen' : '',
                isRight ? 'op-option--right' : '',
                isWrong ? 'op-option--wrong' : '',
              ].filter(Boolean);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the index is the answer; options never reorder.
                <label key={at} className={classes.join(' ')}>
                  <input
                    className="op-option__input"
                    type="radio"
                    name="respuesta"
                    value={at}
                    checked={choice === at}
                    onChange={() => setChoice(at)}
                    disabled={result !== null}
                  />
                  {item.kind !== 'true-false' && (
                    <span className="op-option__letter">
                      {letter(at)}
                      <span className="visually-hidden">.</span>
                    </span>
                  )}
                  <span className="op-option__text">
                    <MathText text={option} />
                  </span>
                  {isRight && (
                    <span className="op-option__badge op-option__badge--right">
                      <span aria-hidden="true">✓ </span>Correcta
                    </span>
                  )}
                  {isWrong && (
                    <span className="op-option__badge op-option__badge--wrong">
                      <span aria-hidden="true">✗ </span>Incorrecta
                    </span>
                  )}
                </label>
              );
            })}
          </fieldset>
        )}
        {result ? (
          <div ref={verdict} className={`op-verdict op-verdict--${result.correct ? 'right' : 'wrong'}`}>
            <p className="op-verdict__text">
              <span aria-hidden="true">{result.correct ? '✓ ' : '✗ '}</span>
              {result.correct ? '¡Correcto!' : `Incorrecto. La respuesta correcta es ${rightAnswer}.`}
            </p>
            <p className="op-verdict__note">
              {saveFailed
                ? 'No pudimos guardar esta respuesta en el dispositivo: no va a contar en tus estadísticas.'
                : 'Tu respuesta quedó guardada y se envía cuando haya conexión.'}
            </p>
            <div className="actions">
              <button
                type="button"
                className="button"
                onClick={() => {
                  setFresh(false);
                  setSheetOpen(true);
                }}
              >
                Ver explicación
              </button>
            </div>
          </div>
        ) : null}
        {/* On a phone, a bar at the bottom of the screen, as in the simulator player (#30). */}
        <div className="op__actions action-bar">
          {result ? (
            <button ref={nextButton} type="button" className="button button--primary" onClick={onNext}>
              {last ? 'Ver cómo te fue' : 'Siguiente ejercicio'}
            </button>
          ) : (
            <button
              type="submit"
              className="button button--primary"
              disabled={numeric ? false : choice === null}
            >
              Verificar respuesta
            </button>
          )}
        </div>
      </form>
      {result && sheetOpen && (
        <AnswerSheet
          tone={result.correct ? 'right' : 'wrong'}
          title={result.correct ? '¡Correcto!' : 'Incorrecto'}
          lead={
            result.correct
              ? '¡Muy bien! Mirá igual la explicación: te sirve para el próximo.'
              : 'No pasa nada, de los errores se aprende. Mirá la resolución paso a paso.'
          }
          fresh={fresh}
          onClose={() => {
            setSheetOpen(false);
            // The verdict in the middle of the screen: clear of the bar and of the tutor's button above it.
            verdict.current?.scrollIntoView({ block: 'center' });
          }}
          returnFocus={nextButton}
          className="op-sheet"
        >
          <dl className="op-answers">
            <div className={`op-answer op-answer--${result.correct ? 'right' : 'wrong'}`}>
              <dt>Tu respuesta</dt>
              <dd>
                <MathText text={result.given} />
              </dd>
            </div>
            {!result.correct && (
              <div className="op-answer op-answer--right">
                <dt>Respuesta correcta</dt>
                <dd>
                  <MathText text={rightAnswer} />
                </dd>
              </div>
            )}
          </dl>
          <h3 className="op-sheet__subtitle">Explicación paso a paso</h3>
          <ol className="op-steps">
            {explanation.steps.map((step, at) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the steps of one explanation never reorder.
              <li key={at}>
                <span className="op-steps__label">Paso {at + 1}</span>
                <span>
                  <MathText text={step} />
                </span>
              </li>
            ))}
          </ol>
          {explanation.result && (
            <p className="op-final">
              <strong>Resultado: </strong>
              <MathText text={explanation.result} />
            </p>
          )}
        </AnswerSheet>
      )}
    </>
  );
}
