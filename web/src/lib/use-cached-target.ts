import { useMemo, useSyncExternalStore } from 'react';
import { type CachedExamTarget, parseCachedTarget, rawTarget } from './exam-target-cache.ts';
import { subscribeCachedTarget } from './exam-target-store.ts';

/** The prerendered HTML knows no browser's storage: it renders as for a visitor without a pick. */
const nothingYet = () => null;

/** The student's exam as this browser keeps it, kept current across this tab's writes and other tabs'. */
export function useCachedTarget(): CachedExamTarget | null {
  const raw = useSyncExternalStore(subscribeCachedTarget, rawTarget, nothingYet);
  return useMemo(() => parseCachedTarget(raw), [raw]);
}
