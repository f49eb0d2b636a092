import { type ReactNode, useContext, useEffect, useState } from 'react';
import { Comparison } from './comparison.tsx';
import { FaqSection } from './faq-section.tsx';
import { FeaturesGrid } from './features-grid.tsx';
import { InitialLandingContext, type LandingCopy } from './landing-data.ts';
import { LandingHero } from './landing-hero.tsx';
import { SocialProof } from './social-proof.tsx';
import { Subjects } from './subjects.tsx';
import './landing.css';

/**
 * The longer copy: from the prerendered page when it was loaded at `/`, else (a client-side navigation,
 * the dev server) from its own chunk.
 */
function useLandingCopy(): LandingCopy | undefined {
  const embedded = useContext(InitialLandingContext);
  const [loaded, setLoaded] = useState<LandingCopy>();
  useEffect(() => {
    if (embedded) return;
    let current = true;
    import('./landing-copy.ts').then(({ landingCopy }) => {
      if (current) setLoaded(landingCopy);
    });
    return () => {
      current = false;
    };
  }, [embedded]);
  return embedded ?? loaded;
}

/** The main landing; the pricing section comes from the checkout feature, which owns the purchase flow. */
export function LandingPage({ pricing }: { pricing: ReactNode }) {
  const copy = useLandingCopy();
  return (
    <main className="landing">
      <LandingHero />
      <SocialProof />
      <Subjects />
      {copy && <FeaturesGrid features={copy.features} />}
      {copy && <Comparison comparison={copy.comparison} />}
      <div className="landing-section landing-pricing">{pricing}</div>
      {copy && <FaqSection faq={copy.faq} />}
    </main>
  );
}
