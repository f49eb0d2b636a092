import {
  BookIcon,
  ChartIcon,
  ChatIcon,
  type IconComponent,
  LessonIcon,
  StepsIcon,
  TimerIcon,
} from '../../components/icons.tsx';
import type { Feature } from './landing-copy.ts';

const featureIcons: Record<Feature['icon'], IconComponent> = {
  timer: TimerIcon,
  chat: ChatIcon,
  steps: StepsIcon,
  play: LessonIcon,
  chart: ChartIcon,
  book: BookIcon,
};

export function FeaturesGrid({ features }: { features: Feature[] }) {
  return (
    <section id="features" className="landing-section" aria-labelledby="features-title">
      <h2 id="features-title">Qué incluye Ingresá</h2>
      <p className="lead">Todo lo que necesitás para llegar al examen sabiendo qué te van a tomar.</p>
      <ul className="features">
        {features.map((feature) => {
          const FeatureIcon = featureIcons[feature.icon];
          return (
            <li key={feature.title} className="feature">
              <span className="feature__icon">
                <FeatureIcon />
              </span>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
