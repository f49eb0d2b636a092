import { FeatureIcon } from './feature-icon.tsx';
import { features } from './landing-content.ts';

export function FeaturesGrid() {
  return (
    <section id="features" className="landing-section" aria-labelledby="features-title">
      <h2 id="features-title">Qué incluye Ingresá</h2>
      <p className="lead">Todo lo que necesitás para llegar al examen sabiendo qué te van a tomar.</p>
      <ul className="features">
        {features.map((feature) => (
          <li key={feature.title} className="feature">
            <FeatureIcon name={feature.icon} />
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
