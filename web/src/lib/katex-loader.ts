import { useEffect, useState } from 'react';

type Katex = typeof import('katex').default;

let loaded: Katex | null = null;
let loading: Promise<Katex | null> | null = null;

/**
 * Loads KaTeX and its stylesheet on first use, once. The educational pages call it alongside their
 * data request, so formulas are typeset when the page first shows. Never rejects: without KaTeX
 * (a failed download) formulas stay as readable plain text and the next call tries again.
 */
export function loadKatex(): Promise<Katex | null> {
  loading ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')])
    .then(([module]) => {
      loaded = module.default;
      return loaded;
    })
    .catch(() => {
      loading = null;
      return null;
    });
  return loading;
}

/**
 * A page's request resolved together with KaTeX, both on their way at once: a page whose first screen
 * shows formulas is drawn with them typeset, never as plain text that then changes size (#30).
 */
export async function withKatex<T>(request: Promise<T>): Promise<T> {
  const [result] = await Promise.all([request, loadKatex()]);
  return result;
}

/** Starts KaTeX on its way ahead of a screen with formulas (a tab about to open), without waiting. */
export function preloadKatex(): void {
  void loadKatex();
}

/** KaTeX once it is loaded, null until then (and starts loading it). */
export function useKatex(): Katex | null {
  const [katex, setKatex] = useState(loaded);
  useEffect(() => {
    if (katex) return;
    let active = true;
    void loadKatex().then((module) => {
      if (active && module) setKatex(module);
    });
    return () => {
      active = false;
    };
  }, [katex]);
  return katex;
}
