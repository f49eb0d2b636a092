import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '../../components/icons.tsx';
import { AccountLink } from './account-link.tsx';
import { Logo } from './logo.tsx';

/** The site's navbar: anchors into the landing (plain links, so they work from any page) and the login. */
export function PublicNavbar() {
  const [open, setOpen] = useState(false);
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever a link is followed, anchors included.
  useEffect(() => setOpen(false), [pathname, hash]);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Logo />
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => setOpen(!open)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
          <span className="visually-hidden">Menú</span>
        </button>
        <nav id="site-menu" aria-label="Principal" className={`site-nav${open ? ' site-nav--open' : ''}`}>
          <ul className="site-nav__list">
            <li>
              <a href="/#features">Qué incluye</a>
            </li>
            <li>
              <a href="/#pricing">Planes</a>
            </li>
            <li>
              <a href="/#faq">FAQ</a>
            </li>
            <li>
              <AccountLink className="button button--primary site-nav__login" />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
