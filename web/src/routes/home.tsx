import { useDocumentTitle } from '../components/use-document-title.ts';
import { PricingSection } from '../features/checkout/pricing-section.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';

export function HomePage() {
  useDocumentTitle('Ingresá | Preparación para el ingreso a la UTN');
  return <LandingPage pricing={<PricingSection />} />;
}
