import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { t } from '../../i18n/bn.ts';
import { useCloseOnEscape } from '../../components/close-on-escape.ts';
import { useAuth } from '../../shared/auth-context.ts';

/** The signed-in avatar and its dropdown: photo, Dashboard (admins) or Profile, Logout. */
export function AccountMenu({ onNavigate }: { onNavigate: () => void }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useCloseOnEscape(open, () => setOpen(false));

  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [open]);

  if (auth.status !== 'signedIn') return null;
  const target = auth.isAdmin
    ? { to: '/dashboard', label: t.nav.dashboard }
    : { to: '/profile', label: t.nav.profile };
  const logout = async () => {
    setOpen(false);
    onNavigate();
    await auth.signOut();
    navigate('/', { replace: true });
  };

  return (
    <div className="account" ref={ref}>
      {/* Active (red) on every dashboard page, as the other top-bar links are on theirs. */}
      <NavLink
        to={target.to}
        className={({ isActive }) => (isActive ? 'nav-link active' : 'nav-link')}
        onClick={onNavigate}
      >
        {target.label}
      </NavLink>
      <button type="button" className="nav-link link-button" onClick={logout}>
        {t.nav.logout}
      </button>
      <button
        type="button"
        className="avatar-btn"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={auth.user.name}
        onClick={() => setOpen((o) => !o)}
      >
        <img
          src={auth.user.image ?? '/avatar-default.svg'}
          alt=""
          width={36}
          height={36}
          className="avatar"
        />
      </button>
      {open && (
        <div className="dropdown" role="menu">
          <p className="dropdown-name">{auth.user.name}</p>
          <Link
            role="menuitem"
            to={target.to}
            onClick={() => {
              setOpen(false);
              onNavigate();
            }}
          >
            {target.label}
          </Link>
          <button role="menuitem" type="button" className="link-button" onClick={logout}>
            {t.nav.logout}
          </button>
        </div>
      )}
    </div>
  );
}
