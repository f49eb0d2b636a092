import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../../../../shared/domain/contact.ts';
import { DEFAULT_LEVEL } from '../../../../shared/domain/levels.ts';
import { NavLink } from '../../components/link.tsx';
import { MY_ACCOUNT_PATH } from '../../lib/account-paths.ts';
import { readItem, storageKeys } from '../../lib/session-storage.ts';
import { Logo } from './logo.tsx';
import './private-navbar.css';
import { CloseIcon, MenuIcon } from '../../components/icons.tsx';

interface PrivateNavbarProps {
  onLogout: () => void;
  onCancelSubscription: () => void;
  /** "Descargar mis datos" (Ley 25.326, right of access). */
  onDownloadData: () => void;
  /** "Eliminar mi cuenta" (Ley 25.326, right of deletion). */
  onDeleteAccount: () => void;
  level?: string;
}

const sections = [
  { to: '/content/dashboard', label: 'Dashboard' },
  { to: '/content/educational', label: 'Sistema Educativo' },
  { to: '/content/simuladores', label: 'Simuladores', alsoActiveUnder: '/content/simulador/' },
  { to: '/content/estadisticas', label: 'Estadísticas' },
];

/**
 * The subscriber area's navbar: its sections, and a profile menu with the subscription, the student's
 * data (download, delete), support, cancel and logout.
 */
export function PrivateNavbar({
  onLogout,
  onCancelSubscription,
  onDownloadData,
  onDeleteAccount,
  level = DEFAULT_LEVEL,
}: PrivateNavbarProps) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const profile = useRef<HTMLDivElement>(null);
  const profileButton = useRef<HTMLButtonElement>(null);
  const email = readItem(storageKeys.userEmail) ?? 'Tu cuenta';

  /** A menu item that opens a dialog: the menu closes, and focus comes back to the profile button after. */
  const openFromMenu = (open: () => void) => () => {
    setProfileOpen(false);
    profileButton.current?.focus();
    open();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: both menus close whenever the page changes.
  useEffect(() => {
    setMenuOpen(false);
    setProfileOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!profileOpen) return;
    const closeOutside = (event: MouseEvent) => {
      if (!profile.current?.contains(event.target as Node)) setProfileOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setProfileOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [profileOpen]);

  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Logo to="/content/dashboard" />
        <nav
          id="content-sections"
          aria-label="Secciones"
          className={`app-nav${menuOpen ? ' app-nav--open' : ''}`}
        >
          <ul className="app-nav__list">
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  className={({ isActive }) =>
                    isActive || (section.alsoActiveUnder && pathname.startsWith(section.alsoActiveUnder))
                      ? 'active'
                      : undefined
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="profile" ref={profile}>
          <button
            ref={profileButton}
            type="button"
            className="profile__button"
            aria-expanded={profileOpen}
            aria-controls="profile-menu"
            onClick={() => setProfileOpen(!profileOpen)}
          >
            <span className="profile__avatar" aria-hidden="true">
              {email.charAt(0).toUpperCase()}
            </span>
            <span className="profile__text">
              <span className="visually-hidden">Tu cuenta: </span>
              <span className="profile__email">{email}</span>
              <span className="profile__level">Nivel {level}</span>
            </span>
          </button>
          <div id="profile-menu" className="profile__menu" hidden={!profileOpen}>
            <p className="profile__who">
              <span className="profile__menu-email">{email}</span>
              <span className="level-badge">{level}</span>
            </p>
            <ul>
              <li>
                <NavLink to={MY_ACCOUNT_PATH}>Mi cuenta</NavLink>
              </li>
              <li>
                <NavLink to="/content/suscripcion">Mi suscripción</NavLink>
              </li>
              <li>
                <button type="button" onClick={openFromMenu(onDownloadData)}>
                  Descargar mis datos
                </button>
              </li>
              <li>
                <a href={`mailto:${SUPPORT_EMAIL}`}>Soporte por email</a>
              </li>
              <li>
                <button type="button" onClick={openFromMenu(onCancelSubscription)}>
                  Cancelar suscripción
                </button>
              </li>
              <li>
                <button type="button" className="profile__danger" onClick={openFromMenu(onDeleteAccount)}>
                  Eliminar mi cuenta
                </button>
              </li>
              <li>
                <button type="button" onClick={openFromMenu(onLogout)}>
                  Cerrar sesión
                </button>
              </li>
            </ul>
          </div>
        </div>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="content-sections"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
          <span className="visually-hidden">Menú</span>
        </button>
      </div>
    </header>
  );
}
