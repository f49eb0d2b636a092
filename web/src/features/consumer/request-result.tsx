import { useEffect, useRef } from 'react';
import { Link } from '../../components/link.tsx';
import { answerView, type RequestAnswer, receivedAtText } from './request-format.ts';

/**
 * A request's answer: the identification code the law requires, when it was received, and what was
 * done or what happens next. Focus moves to its heading, so a screen reader reads it at once.
 */
export function RequestResult({ answer, email }: { answer: RequestAnswer; email?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const view = answerView(answer, email);
  return (
    <section className="consumer-result" aria-labelledby="consumer-result-title">
      <h2 id="consumer-result-title" ref={heading} tabIndex={-1} className="consumer-result__title">
        {view.done && <span aria-hidden="true">✓ </span>}
        {view.title}
      </h2>
      <p className="consumer-code">
        Tu código de identificación: <strong className="consumer-code__value">{answer.code}</strong>
      </p>
      <p className="consumer-result__received">
        Recibido el {receivedAtText(answer.receivedAt)} (hora de Argentina). Guardalo: te sirve para cualquier
        consulta sobre este pedido.
      </p>
      {view.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>
        <Link to="/">Volver al inicio</Link>
      </p>
    </section>
  );
}
