import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { PricingSection } from '../features/checkout/pricing-section.tsx';

export function HomePage() {
  useDocumentTitle('Ingresá | Preparación para el ingreso a la UTN');
  return (
    <main className="page">
      <section className="hero" aria-labelledby="hero-title">
        <p className="brand">Ingresá</p>
        <h1 id="hero-title">Prepará tu ingreso a la UTN</h1>
        <p className="lead">
          Ejercicios de matemática, física y química resueltos paso a paso, simuladores de examen con tiempo
          real, mini clases y un tutor con IA que te responde a cualquier hora.
        </p>
        <div className="actions">
          <Link className="button button--primary" to="/login">
            Empezá ahora
          </Link>
          <Link className="button" to="/estado">
            Estado del servicio
          </Link>
        </div>
      </section>
      <PricingSection />
    </main>
  );
}
