import { type DependencyList, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { accessCheckInProgress, isRefusal } from './access-check.ts';

/** What a loader answers: `callApi`'s own result, or data a loader put together from several calls. */
export type LoadResult<T> =
  | { ok: true; data: T }
  /** `status` 0: no answer came (network down, or the loader threw). `message`: the server's own words. */
  | { ok: false; status: number; message?: string | undefined };

/** Fetches a page's data; it passes `signal` on to `callApi`, so a page that moves on cancels it. */
export type Loader<T> = (signal: AbortSignal) => Promise<LoadResult<T>>;

export type LoadState<T> =
  /** `data`: what the previous load brought, during a reload or for the previous deps: show it if it fits. */
  | { phase: 'loading'; data?: T }
  | { phase: 'ready'; data: T }
  /** `message`: Spanish, for the student; `retry` runs the loader again. */
  | { phase: 'error'; status: number; message: string; retry: () => void };

export const loadMessages = {
  connection: 'No pudimos conectarnos con el servidor. Revisá tu conexión y probá de nuevo.',
  failed: 'No pudimos cargar esta página. Probá de nuevo en un rato.',
} as const;

/**
 * The one way a page loads its data (ADR 0027). Runs `load` on mount, whenever `deps` change and on
 * `reload`; each run aborts the one before, and only the latest may set the state, so a slow answer for
 * a previous id never overwrites the current one. `load` may change on every render: the latest is used.
 */
export function useLoader<T>(
  load: Loader<T>,
  deps: DependencyList,
): { state: LoadState<T>; reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps say when to load again.
  useEffect(() => {
    const controller = new AbortController();
    void loadInto(latest.current, controller.signal, setState, reload);
    return () => controller.abort();
  }, [...deps, attempt]);

  return { state, reload };
}

/**
 * One run of a loader into a state setter: loading (keeping the data on screen), then ready or error,
 * unless `signal` was aborted by then (new inputs, a reload, the page gone), in which case the answer is
 * dropped. Apart from React so it can be tested on its own.
 */
export async function loadInto<T>(
  load: Loader<T>,
  signal: AbortSignal,
  setState: (update: (previous: LoadState<T>) => LoadState<T>) => void,
  retry: () => void,
): Promise<void> {
  setState((previous) =>
    previous.phase === 'loading'
      ? previous
      : { phase: 'loading', data: 'data' in previous ? previous.data : undefined },
  );
  const result = await settle(load, signal);
  if (!result || signal.aborted) return;
  // The page drawn with its data is a transition: React draws it in slices between which the browser
  // stays responsive, instead of one long task (#30).
  startTransition(() =>
    setState(() =>
      result.ok
        ? { phase: 'ready', data: result.data }
        : {
            phase: 'error',
            status: result.status,
            message: result.message ?? (result.status === 0 ? loadMessages.connection : loadMessages.failed),
            retry,
          },
    ),
  );
}

/**
 * The loader's answer, or null when there is nothing to show: aborted, or the gate, checking access when
 * the load started, sent the student elsewhere. While it checks, the page is unseen, so the answer waits
 * for its word; a refusal (401/403) it got meanwhile is asked again once the gate lets the page through.
 */
async function settle<T>(load: Loader<T>, signal: AbortSignal): Promise<LoadResult<T> | null> {
  const check = accessCheckInProgress();
  const result = await attempt(load, signal);
  if (!check || signal.aborted) return result;
  if (!(await check) || signal.aborted) return null;
  return !result.ok && isRefusal(result.status) ? attempt(load, signal) : result;
}

async function attempt<T>(load: Loader<T>, signal: AbortSignal): Promise<LoadResult<T>> {
  try {
    return await load(signal);
  } catch {
    return { ok: false, status: 0 };
  }
}
