import { Component, type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorIllustration } from './illustrations/index.tsx';
import { Link } from './link.tsx';

interface PageErrorBoundaryProps {
  children: ReactNode;
  /** Where "back" leads: the dashboard inside the subscriber area, the home page outside it. */
  back: { to: string; label: string };
  /** Public pages bring their own <main>; so does the fallback in their place. */
  main?: boolean;
}

/**
 * Around every routed page: an error while rendering it shows a way forward instead of a blank app, and
 * the header, the navbar and the footer stay. It starts over when the address changes.
 */
export function PageErrorBoundary(props: PageErrorBoundaryProps) {
  const { key } = useLocation();
  return <Boundary {...props} location={key} />;
}

class Boundary extends Component<PageErrorBoundaryProps & { location: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: { location: string }) {
    if (this.state.failed && previous.location !== this.props.location) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const fallback = <PageError back={this.props.back} onRetry={() => this.setState({ failed: false })} />;
    return this.props.main ? <main className="page">{fallback}</main> : fallback;
  }
}

function PageError({ back, onRetry }: { back: PageErrorBoundaryProps['back']; onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="page-error page--center" aria-labelledby="page-error-title">
      <ErrorIllustration width={200} className="page__art" />
      <h1 id="page-error-title" ref={heading} tabIndex={-1} className="page-error__title">
        No pudimos mostrar esta página
      </h1>
      <p className="lead">Algo falló de nuestro lado. Probá de nuevo y, si sigue pasando, escribinos.</p>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          Reintentar
        </button>
        <Link className="button" to={back.to}>
          {back.label}
        </Link>
      </div>
    </section>
  );
}
