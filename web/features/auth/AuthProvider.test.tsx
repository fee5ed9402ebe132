import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { answer, api, ApiError, readApi } from '../../foundation/api-client.ts';
import { AppToaster } from '../../components/toast.tsx';
import { authText } from '../../i18n/auth.ts';
import { AuthProvider, SESSION_ENDED_KEY } from './AuthProvider.tsx';
import { useAuth } from '../../shared/auth-context.ts';
import { accessToken } from '../../foundation/token.ts';
import { donorKeys, FIRST_DONOR_PAGE } from '../../shared/query-keys/donors.ts';

// The real AuthProvider, api and token modules against a fake server: only fetch is replaced.

const email = 'admin@example.com';

/** An access token whose payload expires `seconds` from now (the browser never checks the signature). */
function tokenExpiringIn(seconds: number, id: string): string {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds, id }));
  return `header.${payload.replace(/=+$/, '')}.signature`;
}

/** What the fake server knows: whether the identity session lives and which tokens it accepts. */
let server: {
  identitySession: boolean;
  role: 'user' | 'admin';
  accepted: Set<string>;
  issued: number;
  signOuts: number;
  calls: { method: string; path: string; token: string | null }[];
};

function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const path = String(input).split('?')[0]!;
  const method = init.method ?? 'GET';
  const bearer = new Headers(init.headers).get('authorization')?.replace('Bearer ', '') ?? null;
  server.calls.push({ method, path, token: bearer });
  const json = (status: number, body: unknown) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  if (path === '/api/auth/get-session') {
    return json(200, server.identitySession ? { user: { email, name: 'Admin' } } : null);
  }
  if (path === '/api/auth/sign-out') {
    server.signOuts += 1;
    server.identitySession = false;
    return json(200, { success: true });
  }
  if (method === 'PUT' && path === '/api/token') {
    if (!server.identitySession) return json(200, { user: null });
    server.issued += 1;
    const token = tokenExpiringIn(3600, `issued-${server.issued}`);
    server.accepted.add(token);
    return json(200, {
      user: { email, name: 'Admin', image: null },
      token,
      admin: server.role === 'admin',
      role: server.role,
    });
  }
  if (method === 'PUT' && path === `/api/user/${encodeURIComponent(email)}`) {
    if (!server.identitySession) return json(401, { message: 'Unauthorized Access' });
    server.issued += 1;
    const token = tokenExpiringIn(3600, `issued-${server.issued}`);
    server.accepted.add(token);
    return json(200, { token });
  }
  if (!bearer || !server.accepted.has(bearer)) return json(401, { message: 'Unauthorized Access' });
  if (path === `/api/admin/${encodeURIComponent(email)}`)
    return json(200, { admin: true, role: 'admin' });
  if (path === COUNTS || path === '/api/donorStatus/d1') return json(200, { total: 0 });
  if (path === '/api/users' || path === '/api/deleteUser/forbidden')
    return json(403, { message: 'Forbidden Access' });
  return json(404, { message: 'Not Found' });
}

/** A protected read and a protected change, through the app's typed client. */
const COUNTS = '/api/dashboard/counts';
const readCounts = () => answer(readApi.GET('/api/dashboard/counts'));
const acceptDonor = () =>
  answer(api.PATCH('/api/donorStatus/{id}', { params: { path: { id: 'd1' } } }));

const tokenRequests = () => server.calls.filter((call) => call.method === 'PUT').length;
const callsTo = (path: string) => server.calls.filter((call) => call.path === path);

function Status() {
  const auth = useAuth();
  return <p>{auth.status === 'signedIn' ? `signed in as ${auth.role ?? '…'}` : auth.status}</p>;
}

async function signedIn() {
  render(
    <AuthProvider>
      <Status />
    </AuthProvider>,
  );
  await screen.findByText('signed in as admin');
}

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  server = {
    identitySession: true,
    role: 'admin',
    accepted: new Set(),
    issued: 0,
    signOuts: 0,
    calls: [],
  };
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/dashboard/donors');
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('token refresh', () => {
  it('one call on load answers who is signed in, the role and the token: no admin check after it', async () => {
    await signedIn();
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /api/token']);
    expect(accessToken.get()).toBe(tokenExpiringIn(3600, 'issued-1'));
  });

  it('keeps a token with more than a minute left and sends it as the Bearer token', async () => {
    await signedIn();
    const token = accessToken.get();
    await readCounts();
    await readCounts();
    expect(tokenRequests()).toBe(1); // the load's own call only
    expect(callsTo(COUNTS).map((call) => call.token)).toEqual([token, token]);
  });

  it('a signed-in person who is not an admin gets their role from the same call', async () => {
    server.role = 'user';
    render(
      <AuthProvider>
        <Status />
      </AuthProvider>,
    );
    expect(await screen.findByText('signed in as user')).toBeTruthy();
    expect(callsTo(`/api/admin/${encodeURIComponent(email)}`)).toHaveLength(0);
  });

  it('without an identity session: signed out quietly, the stored token forgotten', async () => {
    server.identitySession = false;
    accessToken.set(tokenExpiringIn(600, 'left-over'));
    render(
      <AuthProvider>
        <Status />
      </AuthProvider>,
    );
    expect(await screen.findByText('signedOut')).toBeTruthy();
    expect(accessToken.get()).toBeNull();
    expect(server.signOuts).toBe(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('refresh() after signing in asks again and takes the new role', async () => {
    server.identitySession = false;
    function SignedInNow() {
      const auth = useAuth();
      return (
        <button type="button" onClick={() => void auth.refresh()}>
          signed in
        </button>
      );
    }
    render(
      <AuthProvider>
        <Status />
        <SignedInNow />
      </AuthProvider>,
    );
    await screen.findByText('signedOut');
    server.identitySession = true;
    fireEvent.click(screen.getByRole('button', { name: 'signed in' }));
    expect(await screen.findByText('signed in as admin')).toBeTruthy();
    expect(tokenRequests()).toBe(2);
  });

  it('fetches a new token before the stored one expires', async () => {
    const expiring = tokenExpiringIn(30, 'expiring');
    server.accepted.add(expiring);
    accessToken.set(expiring);
    await signedIn();
    expect(tokenRequests()).toBe(1);
    const renewed = accessToken.get();
    expect(renewed).not.toBe(expiring);
    await readCounts();
    expect(callsTo(COUNTS)[0]?.token).toBe(renewed);
    expect(tokenRequests()).toBe(1);
  });

  it('two calls at once share one refresh', async () => {
    await signedIn();
    const before = tokenRequests();
    accessToken.set(tokenExpiringIn(10, 'about-to-expire'));
    await Promise.all([readCounts(), readCounts(), acceptDonor()].map((p) => p.catch(() => {})));
    expect(tokenRequests()).toBe(before + 1);
    const tokens = new Set(
      server.calls
        .filter((c) => c.path === COUNTS || c.path === '/api/donorStatus/d1')
        .map((c) => c.token),
    );
    expect([...tokens]).toEqual([accessToken.get()]);
  });

  it('on a 401 fetches a new token once, repeats the call, and stays signed in', async () => {
    await signedIn();
    // The server no longer accepts the stored token although it has not expired (e.g. new key).
    server.accepted.clear();
    const refused = accessToken.get();
    await expect(readCounts()).resolves.toEqual({ total: 0 });
    const donorCalls = callsTo(COUNTS);
    expect(donorCalls).toHaveLength(2);
    expect(donorCalls[0]?.token).toBe(refused);
    expect(donorCalls[1]?.token).toBe(accessToken.get());
    expect(server.signOuts).toBe(0);
    expect(screen.getByText('signed in as admin')).toBeTruthy();
  });
});

describe('session loss', () => {
  it('a 401 that a new token does not cure signs out, clears the token and goes home', async () => {
    await signedIn();
    server.accepted.clear();
    server.identitySession = false; // the identity session ended elsewhere: no new token
    const error = await readCounts().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(server.signOuts).toBe(1);
    expect(accessToken.get()).toBeNull();
    expect(screen.getByText('signedOut')).toBeTruthy();
    expect(sessionStorage.getItem(SESSION_ENDED_KEY)).toBe('1');
  });

  it('after the reload, the home page tells the person once that their session ended', async () => {
    sessionStorage.setItem(SESSION_ENDED_KEY, '1');
    window.history.replaceState(null, '', '/');
    server.identitySession = false;
    render(
      <AuthProvider>
        <Status />
        <AppToaster />
      </AuthProvider>,
    );
    expect(await screen.findByText(authText.sessionEnded)).toBeTruthy();
    expect(sessionStorage.getItem(SESSION_ENDED_KEY)).toBeNull();
  });

  it('a 403 on a protected read signs out; a 403 on a change only reports the error', async () => {
    await signedIn();
    await expect(
      answer(api.DELETE('/api/deleteUser/{id}', { params: { path: { id: 'forbidden' } } })),
    ).rejects.toMatchObject({ status: 403 });
    expect(server.signOuts).toBe(0);
    await expect(answer(readApi.GET('/api/users'))).rejects.toMatchObject({ status: 403 });
    await waitFor(() => expect(server.signOuts).toBe(1));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(accessToken.get()).toBeNull();
  });

  it('several calls failing at once sign out once', async () => {
    await signedIn();
    server.accepted.clear();
    server.identitySession = false;
    await Promise.all([readCounts(), readCounts()].map((p) => p.catch(() => {})));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(server.signOuts).toBe(1);
  });
});

describe('signing out', () => {
  it('forgets the token and everything read while signed in', async () => {
    const client = new QueryClient();
    client.setQueryData(donorKeys.list('available', FIRST_DONOR_PAGE), [
      { name: 'Rahim', number1: '01711111111' },
    ]);
    function SignOut() {
      const auth = useAuth();
      return (
        <button type="button" onClick={() => void auth.signOut()}>
          sign out
        </button>
      );
    }
    render(
      <QueryClientProvider client={client}>
        <AuthProvider>
          <Status />
          <SignOut />
        </AuthProvider>
      </QueryClientProvider>,
    );
    await screen.findByText('signed in as admin');
    fireEvent.click(screen.getByText('sign out'));
    await waitFor(() => expect(server.signOuts).toBe(1));
    await screen.findByText('signedOut');
    expect(accessToken.get()).toBeNull();
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
