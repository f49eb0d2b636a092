import { useEffect, useState } from 'react';
import { onRetries } from '../lib/retry-notice.ts';

/** Tells the student, politely and without blocking, that a request is being sent again. */
export function RetryNotice() {
  const [waiting, setWaiting] = useState(0);
  useEffect(() => onRetries(setWaiting), []);
  return (
    <div className="retry-notice" role="status" aria-live="polite">
      {waiting > 0 ? 'Hay mucha demanda en este momento. Estamos reintentando, no cierres la página…' : ''}
    </div>
  );
}
