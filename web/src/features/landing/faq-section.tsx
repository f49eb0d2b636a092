import { SUPPORT_EMAIL } from '../../../../shared/domain/contact.ts';
import type { Question } from './landing-copy.ts';

/**
 * Native disclosure widgets sharing one name: the browser keeps a single answer open, with no
 * JavaScript, and every answer is in the HTML for search engines.
 */
export function FaqSection({ faq }: { faq: Question[] }) {
  return (
    <section id="faq" className="landing-section" aria-labelledby="faq-title">
      <h2 id="faq-title">Preguntas frecuentes</h2>
      <div className="faq">
        {faq.map((item) => (
          <details key={item.question} name="faq" className="faq__item">
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
      <p className="support">
        ¿Tenés otra duda? Escribinos a <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> y te
        respondemos.
      </p>
    </section>
  );
}
