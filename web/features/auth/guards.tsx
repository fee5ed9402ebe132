import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { t } from '../../i18n/bn.ts';
import { useAuth } from '../../shared/auth-context.ts';

/** /profile needs a signed-in user, else /login keeping where the user came from. */
export function RequireUser({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <Spinner />;
  if (auth.status === 'signedOut')
    return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}

/**
 * /dashboard needs a signed-in admin. A signed-out person goes to /login (and back here after);
 * a signed-in person who is not an admin stays signed in and is told why the dashboard is closed.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading' || auth.adminLoading) return <Spinner />;
  if (auth.status === 'signedOut')
    return <Navigate to="/login" replace state={{ from: location }} />;
  if (!auth.isAdmin) return <NotAdmin />;
  return children;
}

function NotAdmin() {
  return (
    <div className="page">
      <PageTitle title={t.notAdmin.title} />
      <section className="card not-admin" role="alert">
        <h1>{t.notAdmin.heading}</h1>
        <p>{t.notAdmin.text}</p>
        <p className="row-actions">
          <Link className="btn btn-primary" to="/">
            {t.notAdmin.home}
          </Link>
          <Link className="btn btn-outline" to="/profile">
            {t.notAdmin.profile}
          </Link>
        </p>
      </section>
    </div>
  );
}
