import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AuthContext, type Auth } from '../../shared/auth-context.ts';
import { RequireAdmin, RequireUser } from './guards.tsx';
import { accessToken } from '../../foundation/token.ts';

// React Router runs here on preact/compat too (Vitest inlines it so that the aliases reach it).

const user = { email: 'a@example.com', name: 'A', image: null };
const base = { refresh: async () => {}, signOut: async () => {} };
const states: Record<string, Auth> = {
  loading: {
    ...base,
    status: 'loading',
    user: null,
    role: null,
    adminLoading: true,
    isAdmin: false,
  },
  signedOut: {
    ...base,
    status: 'signedOut',
    user: null,
    role: null,
    adminLoading: false,
    isAdmin: false,
  },
  user: { ...base, status: 'signedIn', user, role: 'user', adminLoading: false, isAdmin: false },
  admin: { ...base, status: 'signedIn', user, role: 'admin', adminLoading: false, isAdmin: true },
};

function LoginScreen() {
  const from = (useLocation().state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <p>login, back to {from}</p>;
}

function open(path: string, auth: Auth) {
  render(
    <AuthContext.Provider value={auth}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginScreen />} />
          <Route path="/profile" element={<RequireUser>profile</RequireUser>} />
          <Route path="/dashboard" element={<RequireAdmin>dashboard</RequireAdmin>} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('route guards', () => {
  it('show the spinner while the session is not known yet', () => {
    open('/dashboard', states.loading!);
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('send a signed-out person to /login, remembering where they were going', async () => {
    open('/profile', states.signedOut!);
    expect(await screen.findByText('login, back to /profile')).toBeTruthy();
  });

  it('let a signed-in person see their profile', async () => {
    open('/profile', states.user!);
    expect(await screen.findByText('profile')).toBeTruthy();
  });

  it('tell a signed-in non-admin that the dashboard is for admins, keeping them signed in', async () => {
    accessToken.set('header.payload.signature');
    open('/dashboard', states.user!);
    expect(await screen.findByRole('heading', { name: 'ড্যাশবোর্ড শুধু অ্যাডমিনদের জন্য' })).toBeTruthy();
    expect(screen.queryByText('login, back to /dashboard')).toBeNull();
    expect(screen.queryByText('dashboard')).toBeNull();
    expect(accessToken.get()).toBe('header.payload.signature');
  });

  it('keep the dashboard closed when the session check brought no role', async () => {
    open('/dashboard', { ...states.user!, role: null });
    expect(await screen.findByRole('heading', { name: 'ড্যাশবোর্ড শুধু অ্যাডমিনদের জন্য' })).toBeTruthy();
    expect(screen.queryByText('dashboard')).toBeNull();
  });

  it('open the dashboard for an admin', async () => {
    open('/dashboard', states.admin!);
    expect(await screen.findByText('dashboard')).toBeTruthy();
  });
});
