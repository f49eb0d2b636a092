import { useEffect, useState } from 'react';

type Katex = typeof import('katex').default;

let loaded: Katex | null = null;
let loading: Promise<Katex | null> | null = null;
let styling: Promise<boolean> | null = null;
let styled = false;

/**
 * KaTeX's stylesheet, once: all that formulas the functions sent typeset need (lib/formula-sheet.ts).
 * Never rejects; resolves false when it could not be fetched, and the next call tries again.
 */
export function loadKatexStyles(): Promise<boolean> {
  styling ??= import('katex/dist/katex.min.css')
    .then(() => {
      styled = true;
      return true;
    })
    .catch(() => {
      styling = null;
      return false;
    });
  return styling;
}

/**
 * Loads KaTeX and its stylesheet on first use, once, for formulas the page must set itself. Never
 * rejects: without KaTeX (a failed download) formulas stay as readable plain text and the next call
 * tries again.
 */
export function loadKatex(): Promise<Katex | null> {
  loading ??= Promise.all([import('katex'), loadKatexStyles()])
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
 * shows formulas the server did not set is drawn with them typeset, never as plain text that then
 * changes size (#30).
 */
export async function withKatex<T>(request: Promise<T>): Promise<T> {
  const [result] = await Promise.all([request, loadKatex()]);
  return result;
}

/**
 * A request whose answer comes with its formulas typeset (`formulas`), resolved together with KaTeX's
 * stylesheet: the page draws them at their size from the first paint, without KaTeX's code (#30).
 */
export async function withKatexStyles<T>(request: Promise<T>): Promise<T> {
  const [result] = await Promise.all([request, loadKatexStyles()]);
  return result;
}

/** Starts KaTeX on its way ahead of a screen with formulas (a tab about to open), without waiting. */
export function preloadKatex(): void {
  void loadKatex();
}

/** KaTeX once it is loaded, null until then; starts loading it when `needed`. */
export function useKatex(needed = true): Katex | null {
  const [katex, setKatex] = useState(loaded);
  useEffect(() => {
    if (katex || !needed) return;
    let active = true;
    void loadKatex().then((module) => {
      if (active && module) setKatex(module);
    });
    return () => {
      active = false;
    };
  }, [katex, needed]);
  return katex ?? loaded;
}

/** Whether KaTeX's stylesheet is in the page; starts fetching it when `needed`. */
export function useKatexStyles(needed: boolean): boolean {
  const [ready, setReady] = useState(styled);
  useEffect(() => {
    if (ready || !needed) return;
    let active = true;
    void loadKatexStyles().then((loaded) => {
      if (active && loaded) setReady(true);
    });
    return () => {
      active = false;
    };
  }, [ready, needed]);
  return ready || styled;
}
