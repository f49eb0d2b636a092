import { useEffect, useState } from 'react';
import type { Subscription } from '../../../shared/api/contracts/subscriptions.ts';
import { maySignedIn } from './storage-keys.ts';

export type SignedInStudent =
  /** A visitor's browser, or the answer has not come yet: the page shows what a visitor sees. */
  { phase: 'visitor' } | { phase: 'signed-in'; email: string; subscription: Subscription };

let asked: Promise<SignedInStudent> | undefined;

/** One session check per page view, shared by the parts of the page that want it. */
async function askOnce(): Promise<SignedInStudent> {
  asked ??= (async () => {
    const [{ readSession }, { clearSessionStorage, rememberUser }] = await Promise.all([
      import('./session-api.ts'),
      import('./session-storage.ts'),
    ]);
    const result = await readSession();
    if (!result.ok) {
      if (result.status === 401) clearSessionStorage();
      return { phase: 'visitor' };
    }
    const { user } = result.data;
    rememberUser(user);
    return { phase: 'signed-in', email: user.email, subscription: user.subscription };
  })();
  return asked;
}

/**
 * Whether the student signed in on this browser, with their subscription as the server sees it. Only a
 * browser that signed in before asks (a visitor's page sends nothing), after hydration, so the
 * prerendered page is the visitor's and changes only for a student.
 */
export function useSignedInStudent(): SignedInStudent {
  const [student, setStudent] = useState<SignedInStudent>({ phase: 'visitor' });
  useEffect(() => {
    if (!maySignedIn()) return;
    let current = true;
    void askOnce().then((answer) => {
      if (current) setStudent(answer);
    });
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      asked = undefined;
      void askOnce().then((answer) => {
        if (current) setStudent(answer);
      });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      current = false;
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);
  return student;
}
