import { AccountLink } from './account-link.tsx';
import { Logo } from './logo.tsx';

/** The SEO landing pages' own header: just the brand and the way in. */
export function LandingHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Logo />
        <AccountLink className="button button--primary site-header__login" />
      </div>
    </header>
  );
}
