import { createContext } from 'react';
import type { ComparisonRow, Feature, Question } from './landing-copy.ts';

/** The landing's longer copy: embedded in the prerendered page, not shipped in its JavaScript. */
export interface LandingCopy {
  features: Feature[];
  comparison: ComparisonRow[];
  faq: Question[];
}

const LANDING_DATA_ELEMENT_ID = 'landing-data';

/** JSON that is safe inside a <script> element. */
export const serializeLandingCopy = (copy: LandingCopy) => JSON.stringify(copy).replace(/</g, '\\u003c');

/** The copy the prerendered landing carries, if this document is one (read once, before hydrating). */
export function readEmbeddedLandingCopy(doc: Document): LandingCopy | undefined {
  const text = doc.getElementById(LANDING_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as LandingCopy;
  } catch {
    return undefined;
  }
}

export const InitialLandingContext = createContext<LandingCopy | undefined>(undefined);
