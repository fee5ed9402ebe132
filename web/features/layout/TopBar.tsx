import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { SidePanelIcon } from '../../components/icons.tsx';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { useCloseOnEscape } from '../../components/close-on-escape.ts';
import { t } from '../../i18n/bn.ts';
import { useAuth } from '../../shared/auth-context.ts';
import { AccountMenu } from './AccountMenu.tsx';

const links = [
  {
    to: '/home',
    get label() {
      return t.nav.home;
    },
  },
  {
    to: '/donorRegistration',
    get label() {
      return t.nav.register;
    },
  },
  {
    to: '/contact',
    get label() {
      return t.nav.contact;
    },
  },
  {
    to: '/aboutUs',
    get label() {
      return t.nav.about;
    },
  },
  {
    to: '/leaderBoard',
    get label() {
      return t.nav.leaderBoard;
    },
  },
];

export function TopBar({ onToggleSidebar }: { onToggleSidebar?: () => void }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const auth = useAuth();
  const close = () => setOpen(false);
  useCloseOnEscape(open, close);
  const navClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'nav-link active' : 'nav-link';
  const homeActive = pathname === '/';

  return (
    <header className="topbar">
      <div className="topbar-inner">
        {pathname.includes('dashboard') && onToggleSidebar && (
          <button
            type="button"
            className="icon-btn sidebar-toggle"
            onClick={onToggleSidebar}
            aria-label={t.nav.toggleSidebar}
          >
            <SidePanelIcon />
          </button>
        )}
        <Link to="/" className="brand" onClick={close}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{t.product.name}</span>
        </Link>
        <button
          type="button"
          className="icon-btn menu-toggle"
          aria-expanded={open}
          aria-controls="main-nav"
          aria-label={open ? t.nav.closeMenu : t.nav.menu}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="burger" aria-hidden="true" />
        </button>
        <nav id="main-nav" className={open ? 'nav open' : 'nav'} aria-label={t.nav.menu}>
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={(s) =>
                navClass({ isActive: s.isActive || (link.to === '/home' && homeActive) })
              }
              onClick={close}
            >
              {link.label}
            </NavLink>
          ))}
          {auth.status === 'signedOut' && (
            <NavLink to="/login" className={navClass} onClick={close}>
              {t.nav.login}
            </NavLink>
          )}
          {auth.status === 'loading' && (
            <span className="nav-account-loading" aria-label={t.common.loading}>
              <span className="spinner small" aria-hidden="true" />
            </span>
          )}
          {auth.status === 'signedIn' && <AccountMenu onNavigate={close} />}
          <LanguageSwitch className="nav-link language-switch" />
        </nav>
      </div>
    </header>
  );
}
