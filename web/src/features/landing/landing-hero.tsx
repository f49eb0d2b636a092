import { consumerLinks } from '../../components/legal-links.tsx';
import { Link } from '../../components/link.tsx';
import { intakeYearAtBuild } from '../../lib/built-at.ts';

/** The landing's opening, on graph paper: the promise, the way in and the exam it prepares for. */
export function LandingHero() {
  return (
    <section className="landing-hero" aria-labelledby="hero-title">
      <ul className="landing-hero__rights">
        {consumerLinks.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
      <div className="landing-hero__inner">
        <div className="landing-hero__copy">
          <p className="eyebrow">Ingreso UTN {intakeYearAtBuild}</p>
          <h1 id="hero-title">
            Prepará tu <span className="highlight">ingreso</span> a la UTN
          </h1>
          <p className="lead">
            Ejercicios de matemática, física y química resueltos paso a paso, simuladores de examen con tiempo
            real, mini clases y un tutor con IA que te responde a cualquier hora.
          </p>
          <div className="actions">
            <a className="button button--primary" href="#pricing">
              Empezá tu preparación
            </a>
            <a className="button" href="#features">
              Conocé qué incluye
            </a>
          </div>
          <p className="landing-hero__note">Pagás con Mercado Pago y cancelás cuando quieras.</p>
          <p className="landing-hero__note">
            ¿Querés ver cómo es? <Link to="/probar">Probá gratis un mini simulacro</Link>, sin registrarte.
          </p>
        </div>
        <div className="exam-card">
          <h2 className="exam-card__title">Así es el examen</h2>
          <dl className="exam-card__facts">
            <div>
              <dt>Preguntas</dt>
              <dd>60</dd>
              <dd className="exam-card__hint">de opción múltiple</dd>
            </div>
            <div>
              <dt>Duración</dt>
              <dd>3 h</dd>
              <dd className="exam-card__hint">para resolverlo</dd>
            </div>
            <div>
              <dt>Para aprobar</dt>
              <dd>4/10</dd>
              <dd className="exam-card__hint">nota mínima</dd>
            </div>
          </dl>
          <p className="exam-card__foot">Practicalo con el mismo formato en los simuladores.</p>
        </div>
      </div>
    </section>
  );
}
