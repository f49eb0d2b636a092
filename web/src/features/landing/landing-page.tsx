import type { ReactNode } from 'react';
import { Comparison } from './comparison.tsx';
import { FaqSection } from './faq-section.tsx';
import { FeaturesGrid } from './features-grid.tsx';
import { LandingHero } from './landing-hero.tsx';
import { SocialProof } from './social-proof.tsx';
import { Subjects } from './subjects.tsx';
import './landing.css';

/** The main landing; the pricing section comes from the checkout feature, which owns the purchase flow. */
export function LandingPage({ pricing }: { pricing: ReactNode }) {
  return (
    <main className="landing">
      <LandingHero />
      <SocialProof />
      <Subjects />
      <FeaturesGrid />
      <Comparison />
      <div className="landing-section landing-pricing">{pricing}</div>
      <FaqSection />
    </main>
  );
}
