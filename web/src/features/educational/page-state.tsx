import { useEffect, useRef } from 'react';
import { Link } from '../../components/link.tsx';
import './educational.css';

export const subjectsPath = '/content/educational';

interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
  /** Where "back" goes; defaults to the list of subjects. */
  back?: { to: string; label: string } | null;
}

/** A failed load: the message, a retry button when trying again can help, and a way back. */
export function ErrorState({
  message,
  onRetry,
  back = { to: subjectsPath, label: 'Volver a las materias' },
}: ErrorStateProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="edu-state card" aria-labelledby="edu-state-title">
      <h1 id="edu-state-title" ref={heading} tabIndex={-1} className="edu-state__title">
        {message}
      </h1>
      <p className="edu-state__lead">
        {onRetry
          ? 'Revisá tu conexión y probá de nuevo. Si sigue pasando, escribinos.'
          : 'Puede que el enlace esté mal o que el contenido ya no exista.'}
      </p>
      <div className="actions">
        {onRetry && (
          <button type="button" className="button button--primary" onClick={onRetry}>
            Reintentar
          </button>
        )}
        {back && (
          <Link className="button" to={back.to}>
            {back.label}
          </Link>
        )}
      </div>
    </section>
  );
}
