import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The session module keeps the page's one session call; each test loads it afresh.

const email = 'admin@example.com';

function tokenExpiringIn(seconds: number, id: string): string {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds, id }));
  return `header.${payload.replace(/=+$/, '')}.signature`;
}

/** The stored token, made once: made again at each use it would change when a second ticks by. */
const STORED = tokenExpiringIn(600, 'stored');

let calls: { method: string; path: string; token: string | null }[];
let answer: { role: 'user' | 'admin' | 'superAdmin' } | null;
let release: () => void;
let answered: Promise<void>;

function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const path = String(input).split('?')[0]!;
  const method = init.method ?? 'GET';
  const token = new Headers(init.headers).get('authorization')?.replace('Bearer ', '') ?? null;
  calls.push({ method, path, token });
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  if (method === 'PUT' && path === '/api/token') {
    // The session check answers only when the test lets it, to show what waits for it.
    return answered.then(() =>
      json(
        200,
        answer
          ? { user: { email, name: 'A' }, token: tokenExpiringIn(3600, 'new'), ...answer }
          : { user: null },
      ),
    );
  }
  return Promise.resolve(
    token === STORED ? json(200, { ok: true }) : json(401, { message: 'Unauthorized Access' }),
  );
}

async function load() {
  vi.resetModules();
  return {
    session: await import('./session.ts'),
    earlyApi: (await import('../../foundation/api-client.ts')).earlyApi,
    hooks: await import('../../foundation/api.ts'),
  };
}

beforeEach(() => {
  calls = [];
  answer = { role: 'admin' };
  answered = new Promise((resolve) => (release = resolve));
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the early token for a screen first read', () => {
  it('is the stored token at once when it has more than a minute left, while the session check runs', async () => {
    const { session } = await load();
    localStorage.setItem('accessToken', STORED);
    void session.startSession();
    expect(await session.tokenForEarlyRead()).toBe(STORED);
    release();
  });

  it("otherwise waits for the session check's token, and only an admin's", async () => {
    const { session } = await load();
    localStorage.setItem('accessToken', tokenExpiringIn(30, 'expiring'));
    void session.startSession();
    let token: string | null | undefined;
    const early = session.tokenForEarlyRead().then((t) => (token = t));
    await Promise.resolve();
    expect(token).toBeUndefined();
    release();
    await early;
    expect(token).toBe(tokenExpiringIn(3600, 'new'));
    expect(calls.filter((c) => c.path === '/api/token')).toHaveLength(1);
  });

  it('is null for a signed-in person who is not an admin, and without a session', async () => {
    for (const next of [{ role: 'user' as const }, null]) {
      localStorage.clear();
      const { session } = await load();
      answer = next;
      release();
      expect(await session.tokenForEarlyRead()).toBeNull();
    }
  });

  it("after sign-out is not the last session's token: it asks the server again", async () => {
    const { session } = await load();
    release();
    expect(await session.tokenForEarlyRead()).toBe(tokenExpiringIn(3600, 'new'));
    localStorage.clear(); // signing out clears the stored token (AuthProvider)...
    session.forgetSession(); // ...and the page's last answer
    answer = null; // the server now says: nobody
    expect(await session.tokenForEarlyRead()).toBeNull();
    expect(calls.filter((c) => c.path === '/api/token')).toHaveLength(2);
  });

  it('the AuthProvider takes the started call instead of making a second one', async () => {
    const { session } = await load();
    const started = session.startSession();
    expect(session.takeStartedSession()).toBe(started);
    expect(session.takeStartedSession()).not.toBe(started); // the next check is a new call
    release();
    await started;
  });
});

describe('an early read', () => {
  it('sends the token it was given and, when refused, neither renews nor signs out', async () => {
    const { earlyApi, hooks } = await load();
    const read = async (token: string) =>
      (await earlyApi(token).GET('/api/dashboard/counts')).data as unknown;
    const sessionLost = vi.fn();
    const freshToken = vi.fn(async () => null);
    hooks.configureApi({ freshToken, sessionLost });
    await expect(read(STORED)).resolves.toEqual({ ok: true });
    await expect(read('refused')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.token)).toEqual([STORED, 'refused']);
    expect(freshToken).not.toHaveBeenCalled();
    expect(sessionLost).not.toHaveBeenCalled();
  });
});
