import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../components/Spinner.tsx';
import { useAuth } from './auth-context.ts';
import { accessToken } from './token.ts';

/** /profile needs a signed-in user, else /login keeping where the user came from. */
export function RequireUser({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <Spinner />;
  if (auth.status === 'signedOut') return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}

/** /dashboard needs a signed-in user who passes the admin check; otherwise the token is cleared and the user goes to /login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const refused = auth.status === 'signedOut' || (auth.status === 'signedIn' && !auth.adminLoading && !auth.isAdmin);
  useEffect(() => {
    if (refused) accessToken.clear();
  }, [refused]);
  if (auth.status === 'loading' || auth.adminLoading) return <Spinner />;
  if (refused) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}

/**
 * Screens only a super admin may use (the audit trail, the archive), inside the dashboard: an
 * admin who opens one by its address goes back to the dashboard's first screen.
 */
export function RequireSuperAdmin({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'loading' || auth.adminLoading) return <Spinner />;
  if (auth.status !== 'signedIn' || auth.role !== 'superAdmin') return <Navigate to="/dashboard" replace />;
  return children;
}
