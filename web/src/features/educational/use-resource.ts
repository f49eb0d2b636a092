import { useCallback, useEffect, useRef, useState } from 'react';

type LoadResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string | undefined };

export type ResourceState<T> =
  | { phase: 'loading' }
  | { phase: 'error'; status: number }
  | { phase: 'ready'; data: T };

/**
 * Runs `load` when it changes (memoise it on its inputs) and again on `retry`. Only the latest
 * request may set the state, so a slow answer for a previous page never overwrites the current one.
 */
export function useResource<T>(load: () => Promise<LoadResult<T>>) {
  const [state, setState] = useState<ResourceState<T>>({ phase: 'loading' });
  const latest = useRef(0);

  const run = useCallback(async () => {
    const request = ++latest.current;
    setState({ phase: 'loading' });
    const result = await load();
    if (request !== latest.current) return;
    setState(result.ok ? { phase: 'ready', data: result.data } : { phase: 'error', status: result.status });
  }, [load]);

  useEffect(() => {
    void run();
    return () => {
      latest.current++;
    };
  }, [run]);

  return { state, retry: run };
}
