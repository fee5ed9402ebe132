import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The boot script runs when it is imported; each test loads it, and the modules that adopt what it
// started, afresh, on a page whose HTML names the first reads as the server writes them.

const token = 'header.eyJleHAiOjQxMDI0NDQ4MDB9.signature';
let calls: { method: string; path: string; token: string | null }[];
let role: 'user' | 'admin' | null;
let release: () => void;

function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const path = String(input);
  const method = init.method ?? 'GET';
  calls.push({
    method,
    path,
    token: new Headers(init.headers).get('authorization')?.replace('Bearer ', '') ?? null,
  });
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  if (method === 'PUT' && path === '/api/token') {
    const answered = new Promise<void>((resolve) => (release = resolve));
    return answered.then(() =>
      json(role ? { user: { email: 'a@example.com', name: 'A' }, role, token } : { user: null }),
    );
  }
  return Promise.resolve(json({ path }));
}

async function bootPage(reads: string[] | null) {
  document.head.innerHTML =
    reads === null ? '' : `<meta name="roktosetu-first-reads" content='${JSON.stringify(reads)}'>`;
  vi.resetModules();
  globalThis.roktosetuBoot = undefined;
  await import('./boot.ts');
  return {
    session: await import('./features/auth/session.ts'),
    early: async (token: string) =>
      (
        await (
          await import('./foundation/api-client.ts')
        )
          .earlyApi(token)
          .GET('/api/dashboard/counts')
      ).data as unknown,
  };
}

/** Lets the pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  calls = [];
  role = 'admin';
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});

afterEach(() => {
  vi.unstubAllGlobals();
  globalThis.roktosetuBoot = undefined;
});

describe('the boot script of a dashboard page', () => {
  it("starts the session check at once and, for an admin, the screen's reads with its token; the app adopts both", async () => {
    const { session, early } = await bootPage(['/api/dashboard/counts']);
    expect(calls).toEqual([{ method: 'PUT', path: '/api/token', token: null }]);
    release();
    await settle();
    expect(calls[1]).toEqual({ method: 'GET', path: '/api/dashboard/counts', token });

    // The app's own session check and first read take what was started instead of asking again.
    expect(await session.startSession()).toMatchObject({ role: 'admin', token });
    expect(await early(token)).toEqual({ path: '/api/dashboard/counts' });
    expect(calls).toHaveLength(2);

    // Each is taken once: a later read of the same list asks the server.
    await early(token);
    expect(calls).toHaveLength(3);
  });

  it('reads nothing for a signed-in person who is not an admin, or without a session', async () => {
    for (const who of ['user', null] as const) {
      calls = [];
      role = who;
      const { session } = await bootPage(['/api/dashboard/counts']);
      release();
      await settle();
      expect(calls.map((c) => c.path)).toEqual(['/api/token']);
      // The app adopts the answer all the same: the person is signed in, or not.
      expect((await session.startSession())?.role ?? null).toBe(who);
    }
  });

  it('does nothing on a page that names no reads (every public page)', async () => {
    const { session } = await bootPage(null);
    expect(calls).toEqual([]);
    expect(globalThis.roktosetuBoot).toBeUndefined();
    // The app then makes its own session check.
    const answer = session.startSession();
    expect(calls).toEqual([{ method: 'PUT', path: '/api/token', token: null }]);
    release();
    expect(await answer).toMatchObject({ role: 'admin' });
  });

  it('leaves nothing behind for after a sign-out', async () => {
    const { session, early } = await bootPage(['/api/dashboard/counts']);
    session.forgetSession();
    release();
    await settle();
    // The reads were never sent, and the next check and read go to the server.
    expect(calls.map((c) => c.path)).toEqual(['/api/token']);
    void session.startSession();
    await early(token);
    expect(calls.map((c) => c.path)).toEqual(['/api/token', '/api/token', '/api/dashboard/counts']);
  });

  it('starts nothing when the entry ran first (from the cache), and a later check asks the server', async () => {
    document.head.innerHTML = `<meta name="roktosetu-first-reads" content='["/api/dashboard/counts"]'>`;
    vi.resetModules();
    globalThis.roktosetuBoot = undefined;
    const session = await import('./features/auth/session.ts');
    const first = session.startSession();
    release();
    await first;
    await import('./boot.ts');
    await settle();
    expect(calls.map((c) => c.path)).toEqual(['/api/token']);
    // A renewal (the token was refused) is a new check, never an answer kept from earlier.
    const renewal = session.requestSession();
    release();
    await renewal;
    expect(calls.map((c) => c.path)).toEqual(['/api/token', '/api/token']);
  });

  it('hands its session answer to the first check only', async () => {
    const { session } = await bootPage(['/api/dashboard/counts']);
    release();
    await session.startSession();
    const renewal = session.requestSession();
    await settle();
    release();
    await renewal;
    expect(calls.filter((c) => c.path === '/api/token')).toHaveLength(2);
  });

  it('is waited for by an early read that comes before the session answer (a stored token): one request, not two', async () => {
    const { early: read } = await bootPage(['/api/dashboard/counts']);
    const early = read(token);
    await settle();
    expect(calls.map((c) => c.path)).toEqual(['/api/token']);
    release();
    expect(await early).toEqual({ path: '/api/dashboard/counts' });
    expect(calls.map((c) => c.path)).toEqual(['/api/token', '/api/dashboard/counts']);
  });

  it('lets the early read send its own request when it read nothing (not an admin)', async () => {
    role = 'user';
    const { early: read } = await bootPage(['/api/dashboard/counts']);
    const early = read(token);
    release();
    expect(await early).toEqual({ path: '/api/dashboard/counts' });
    expect(calls.map((c) => `${c.path} ${c.token}`)).toEqual([
      '/api/token null',
      `/api/dashboard/counts ${token}`,
    ]);
  });

  it('drops a read that nobody takes within 30 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { session, early } = await bootPage(['/api/dashboard/counts']);
      release();
      await session.startSession();
      vi.advanceTimersByTime(30_000);
      await early(token);
      expect(calls.map((c) => c.path)).toEqual([
        '/api/token',
        '/api/dashboard/counts',
        '/api/dashboard/counts',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a read outside the API', async () => {
    await bootPage(['https://example.com/steal', '/api/dashboard/counts']);
    release();
    await settle();
    expect(calls.map((c) => c.path)).toEqual(['/api/token', '/api/dashboard/counts']);
  });
});

describe('the reads the server names for a dashboard address', () => {
  it("are exactly the requests that the screens' early reads make", async () => {
    const { startFirstReads } = await import('./app/early-reads.ts');
    const { FIRST_READS } = await import('./app/first-reads.ts');
    const { readPath } = await import('./foundation/api-read.ts');
    const { earlyApi, readWith } = await import('./foundation/api-client.ts');
    // The real client, sending to the fake server: what it sends is what the reads ask for.
    let language: 'bn' | 'en' = 'bn';
    const deps = {
      earlyApi,
      readWith,
      queryClient: {
        getQueryData: () => undefined,
        // The fake server answers with the path it was asked for, not a list to shape.
        prefetchQuery: async (o: { queryFn: () => Promise<unknown> }) =>
          void (await o.queryFn().catch(() => undefined)),
      },
      tokenForEarlyRead: async () => token,
      currentLanguage: () => language,
    } as unknown as Parameters<typeof startFirstReads>[0];

    // The build names each address's reads by readPath (vite.config.ts, routePreloads).
    for (const first of Object.values(FIRST_READS))
      for (language of ['bn', 'en'] as const) {
        calls = [];
        await startFirstReads(deps, first, '');
        expect(calls.map((call) => call.path)).toEqual(first.reads(language).map(readPath));
        expect(calls.every((call) => call.token === token)).toBe(true);
      }
    expect(FIRST_READS.donorList.reads().map(readPath)).toEqual([
      '/api/available-donor?limit=10&pageNumber=0',
    ]);
    expect(FIRST_READS.address.reads('bn').map(readPath)).toEqual([
      '/api/upazilas?upazilaLimit=5&upazilaPageNumber=0&lang=bn',
      '/api/unions?unionLimit=5&unionPageNumber=0&lang=bn',
      '/api/villages?villageLimit=5&villagePageNumber=0&lang=bn',
    ]);
    expect(FIRST_READS.address.reads('en').map(readPath)).toEqual([
      '/api/upazilas?upazilaLimit=5&upazilaPageNumber=0&lang=en',
      '/api/unions?unionLimit=5&unionPageNumber=0&lang=en',
      '/api/villages?villageLimit=5&villagePageNumber=0&lang=en',
    ]);
  });
});
