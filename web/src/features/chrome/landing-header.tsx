import { Link } from '../../components/link.tsx';
import { Logo } from './logo.tsx';

/** The SEO landing pages' own header: just the brand and the way in. */
export function LandingHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Logo />
        <Link className="button button--primary site-header__login" to="/login">
          Ingresar
        </Link>
      </div>
    </header>
  );
}
