import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSetupCode } from '../../auth/owner.ts';
import { SignInFailures } from '../../auth/sign-in-failures.ts';
import { meta } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { createUser } from '../../test/auth.ts';

/**
 * Sign-in limits: per client address (the identity service's limiter, fed the address Fastify
 * derives) and per account (our failure counter in the database). Light-my-request's
 * `remoteAddress` plays the socket's address.
 */
const PER_ADDRESS = 3;
const PER_ACCOUNT = 4;
const PASSWORD = 'right-password-1';

function signIn(
  t: TestApp,
  email: string,
  password: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
) {
  return t.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    headers: { origin: 'http://localhost:3000', ...headers },
    payload: { email, password },
  });
}

/**
 * Moves the last failure of `email`'s counts `seconds` into the past, as if that time had passed
 * (all counts, or only the account-wide one).
 */
async function ago(t: TestApp, email: string, seconds: number, which: 'all' | 'account' = 'all') {
  const key = SignInFailures.keyOf(email);
  await t.db
    .update(meta)
    .set({ updatedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(which === 'all' ? like(meta.key, `${key}%`) : sql`${meta.key} = ${key}`);
}

/** The known-device cookie a successful sign-in set, as a Cookie header. */
function deviceCookie(res: { headers: Record<string, unknown> }): string {
  const found = [res.headers['set-cookie']]
    .flat()
    .find((c) => String(c).startsWith('roktosetu_device='));
  return String(found ?? '').split(';')[0]!;
}

const env = {
  AUTH_RATE_LIMIT: String(PER_ADDRESS),
  AUTH_ACCOUNT_FAILURE_LIMIT: String(PER_ACCOUNT),
  AUTH_ACCOUNT_LOCK_SECONDS: '600',
};

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(env);
  });
  afterAll(() => t.close());

  it('bad passwords from one address slow only that address', async () => {
    const victim = await createUser(t, { password: PASSWORD });
    const other = await createUser(t, { password: PASSWORD });
    // Different accounts each time: the account limit stays out of it.
    const targets = [victim, other, victim];
    for (const user of targets) {
      const res = await signIn(t, user.email, 'wrong-password', '198.51.100.1');
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');
    }
    const limited = await signIn(t, other.email, PASSWORD, '198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', statusCode: 429 });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Another address signs in as the same people at once.
    expect((await signIn(t, victim.email, PASSWORD, '198.51.100.2')).statusCode).toBe(200);
    expect((await signIn(t, other.email, PASSWORD, '198.51.100.2')).statusCode).toBe(200);
  });

  it('a forged X-Forwarded-For or client-address header from the socket changes nothing', async () => {
    const user = await createUser(t, { password: PASSWORD });
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      const res = await signIn(t, user.email, 'wrong-password', '198.51.100.3', {
        'x-forwarded-for': `203.0.113.${i + 10}`,
        'x-roktosetu-client-ip': `203.0.113.${i + 50}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await signIn(t, user.email, PASSWORD, '198.51.100.3', {
      'x-forwarded-for': '203.0.113.99',
      'x-roktosetu-client-ip': '203.0.113.98',
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
  });

  it('bad passwords against one account slow only that account, from any address', async () => {
    const victim = await createUser(t, { password: PASSWORD });
    const bystander = await createUser(t, { password: PASSWORD });
    for (let i = 0; i < PER_ACCOUNT; i += 1) {
      const res = await signIn(t, victim.email, `wrong-${i}`, `192.0.2.${i + 1}`);
      expect(res.statusCode, res.body).toBe(401);
    }
    // Braked: even the right password, from a new device, waits; the email's case does not matter.
    await ago(t, victim.email, 0);
    const locked = await signIn(t, victim.email.toUpperCase(), PASSWORD, '192.0.2.100');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'SIGN_IN_LOCKED', statusCode: 429 });
    expect(locked.json().message).toMatch(/try again in \d+ seconds/);
    expect(Number(locked.headers['retry-after'])).toBe(1);

    // The same address may still sign in to another account.
    expect((await signIn(t, bystander.email, PASSWORD, '192.0.2.100')).statusCode).toBe(200);

    // When the delay has passed the right password works, and clears the counts.
    await ago(t, victim.email, 2);
    expect((await signIn(t, victim.email, PASSWORD, '192.0.2.101')).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(meta)
      .where(like(meta.key, `${SignInFailures.keyOf(victim.email)}%`));
    expect(rows).toEqual([]);
  });

  it('the delay grows with every further wrong password, up to AUTH_ACCOUNT_LOCK_SECONDS', async () => {
    const user = await createUser(t, { password: PASSWORD });
    for (let i = 0; i < PER_ACCOUNT; i += 1) {
      expect((await signIn(t, user.email, 'wrong', `192.0.2.${20 + i}`)).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      // The last failure is made 'now' so that a slow machine cannot outlast the shorter delays.
      await ago(t, user.email, 0);
      const braked = await signIn(t, user.email, 'wrong', `192.0.2.${30 + i}`);
      expect(braked.json().code).toBe('SIGN_IN_LOCKED');
      waits.push(Number(braked.headers['retry-after']));
      // Wait it out (the clock is moved back), then fail once more.
      await ago(t, user.email, waits.at(-1)! + 1);
      expect((await signIn(t, user.email, 'wrong', `192.0.2.${30 + i}`)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 600, 600]);
  });

  it('the owner signs in from a known device while a stranger keeps failing', async () => {
    const owner = await createUser(t, { password: PASSWORD });
    // The owner signed in on this phone before: it holds the signed device cookie.
    const first = await signIn(t, owner.email, PASSWORD, '198.51.100.200');
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookie(first);
    expect(cookie).toMatch(/^roktosetu_device=[\w-]+\.[\w-]+$/);
    const setCookie = [first.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(/roktosetu_device=.*HttpOnly; SameSite=Strict/);

    // A stranger, from many addresses, keeps guessing.
    let stranger = 0;
    const strangerFails = async (times: number) => {
      for (let i = 0; i < times; i += 1) {
        stranger += 1;
        await ago(t, owner.email, 10_000, 'account');
        const res = await signIn(
          t,
          owner.email,
          `guess-${stranger}`,
          `203.0.113.${stranger % 250}`,
        );
        expect(res.statusCode).toBe(401);
      }
    };
    await strangerFails(PER_ACCOUNT + 8);
    // New devices are braked for a long while now...
    const fresh = await signIn(t, owner.email, PASSWORD, '198.51.100.201');
    expect(fresh.json().code).toBe('SIGN_IN_LOCKED');
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(200);
    // ...but the owner's phone, on whatever network it is now, signs in at once.
    const known = await signIn(t, owner.email, PASSWORD, '192.0.2.250', { cookie });
    expect(known.statusCode, known.body).toBe(200);

    // A cookie the server did not sign, or signed for another account, is no help.
    await strangerFails(PER_ACCOUNT + 8);
    const forged = cookie.replace(/\.[\w-]+$/, '.AAAA');
    expect(
      (await signIn(t, owner.email, PASSWORD, '192.0.2.251', { cookie: forged })).json().code,
    ).toBe('SIGN_IN_LOCKED');
    const other = await createUser(t, { password: PASSWORD });
    const othersCookie = deviceCookie(await signIn(t, other.email, PASSWORD, '192.0.2.252'));
    expect(
      (await signIn(t, owner.email, PASSWORD, '192.0.2.252', { cookie: othersCookie })).json().code,
    ).toBe('SIGN_IN_LOCKED');
    expect((await signIn(t, owner.email, PASSWORD, '192.0.2.253', { cookie })).statusCode).toBe(
      200,
    );
  });

  it('a known device guessing wrong is braked on its own, wherever it is', async () => {
    const user = await createUser(t, { password: PASSWORD });
    const cookie = deviceCookie(await signIn(t, user.email, PASSWORD, '198.51.100.210'));
    for (let i = 0; i < PER_ACCOUNT; i += 1) {
      expect(
        (await signIn(t, user.email, 'wrong', `198.51.100.${220 + i}`, { cookie })).statusCode,
      ).toBe(401);
    }
    const braked = await signIn(t, user.email, PASSWORD, '198.51.100.230', { cookie });
    expect(braked.json().code).toBe('SIGN_IN_LOCKED');
    // The device's failures are its own: a new device is not held by them.
    expect((await signIn(t, user.email, PASSWORD, '198.51.100.211')).statusCode).toBe(200);
  });

  it('a disguised path does not skip the account limit', async () => {
    const user = await createUser(t, { password: PASSWORD });
    const attempt = (url: string, i: number) =>
      t.inject({
        method: 'POST',
        url,
        remoteAddress: `192.0.2.${120 + i}`,
        headers: { origin: 'http://localhost:3000' },
        payload: { email: user.email, password: 'wrong' },
      });
    // Paths the identity service does not take as a sign-in check no password at all.
    for (const [i, url] of ['/api/auth/sign-in/email/', '/api/auth/sign-in/%65mail'].entries()) {
      expect((await attempt(url, i)).statusCode).toBe(404);
    }
    // One that it does take (with a query string) is counted like the plain one.
    for (let i = 0; i < PER_ACCOUNT; i += 1) {
      const url = i % 2 ? '/api/auth/sign-in/email' : '/api/auth/sign-in/email?x=1';
      expect((await attempt(url, 2 + i)).statusCode).toBe(401);
    }
    const locked = await signIn(t, user.email, PASSWORD, '192.0.2.130');
    expect(locked.json().code).toBe('SIGN_IN_LOCKED');
  });

  it('a right password clears the count, so occasional mistakes never lock anyone', async () => {
    const user = await createUser(t, { password: PASSWORD });
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < PER_ACCOUNT - 1; i += 1) {
        expect(
          (await signIn(t, user.email, 'wrong', `192.0.2.${150 + round * 10 + i}`)).statusCode,
        ).toBe(401);
      }
      expect((await signIn(t, user.email, PASSWORD, `192.0.2.${199 - round}`)).statusCode).toBe(
        200,
      );
    }
  });

  it('a count under the limit holds no attempt, even one stamped after this attempt began', async () => {
    const user = await createUser(t, { password: PASSWORD });
    expect((await signIn(t, user.email, 'wrong-1', '192.0.2.90')).statusCode).toBe(401);
    // A parallel attempt that began after this one and committed first stamps the count later
    // than this attempt's start (the database's now() is when a transaction began).
    await ago(t, user.email, -5);
    expect((await signIn(t, user.email, 'wrong-2', '192.0.2.91')).statusCode).toBe(401);
    expect((await signIn(t, user.email, PASSWORD, '192.0.2.92')).statusCode).toBe(200);
  });

  it('parallel guesses against one account cannot pass its limit together', async () => {
    const user = await createUser(t, { password: PASSWORD });
    const results = await Promise.all(
      Array.from({ length: PER_ACCOUNT * 2 }, (_, i) =>
        signIn(t, user.email, `wrong-${i}`, `192.0.2.${60 + i}`),
      ),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PER_ACCOUNT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(PER_ACCOUNT);
  });

  it('an unknown email is counted like any other, without storing the address', async () => {
    const email = 'nobody-here@example.com';
    for (let i = 0; i < PER_ACCOUNT; i += 1) {
      expect((await signIn(t, email, 'wrong', `192.0.2.${210 + i}`)).statusCode).toBe(401);
    }
    expect((await signIn(t, email, 'wrong', '192.0.2.220')).json().code).toBe('SIGN_IN_LOCKED');
    const stored = await t.db.select().from(meta);
    expect(JSON.stringify(stored)).not.toContain(email);
  });
});

describe('the owner setup code', () => {
  let t: TestApp;
  const OWNER = 'owner-to-be@example.org';
  beforeAll(async () => {
    t = await startTestApp({ ...env, OWNER_EMAIL: OWNER });
  });
  afterAll(() => t.close());

  it('lets the owner sign in on a new device while a stranger keeps failing', async () => {
    await createUser(t, { email: OWNER, password: PASSWORD });
    const code = await ownerSetupCode(t.db);
    for (let i = 0; i < PER_ACCOUNT + 6; i += 1) {
      await ago(t, OWNER, 10_000);
      expect((await signIn(t, OWNER, `guess-${i}`, `203.0.113.${i + 1}`)).statusCode).toBe(401);
    }
    await ago(t, OWNER, 0);
    expect((await signIn(t, OWNER, PASSWORD, '198.51.100.1')).json().code).toBe('SIGN_IN_LOCKED');
    const wrongCode = await signIn(t, OWNER, PASSWORD, '198.51.100.2', {
      'x-roktosetu-owner-code': 'AAAA-BBBB-CCCC',
    });
    expect(wrongCode.json().code).toBe('SIGN_IN_LOCKED');
    const withCode = await signIn(t, OWNER, PASSWORD, '198.51.100.3', {
      'x-roktosetu-owner-code': code.toLowerCase(),
    });
    expect(withCode.statusCode, withCode.body).toBe(200);
  });

  it('is no help to another account', async () => {
    const user = await createUser(t, { password: PASSWORD });
    const code = await ownerSetupCode(t.db);
    for (let i = 0; i < PER_ACCOUNT; i += 1) {
      expect((await signIn(t, user.email, 'wrong', `203.0.113.${100 + i}`)).statusCode).toBe(401);
    }
    // The brake counts from the last failure: from now, however long the loop took on a busy machine.
    await ago(t, user.email, 0);
    const res = await signIn(t, user.email, PASSWORD, '198.51.100.9', {
      'x-roktosetu-owner-code': code,
    });
    expect(res.json().code).toBe('SIGN_IN_LOCKED');
  });
});

describe('with TRUST_PROXY', () => {
  let t: TestApp;
  const PROXY = '10.0.0.2';
  beforeAll(async () => {
    t = await startTestApp({ ...env, TRUST_PROXY: '10.0.0.0/24' });
  });
  afterAll(() => t.close());

  it('believes X-Forwarded-For only from the trusted proxy, and only its hop', async () => {
    const user = await createUser(t, { password: PASSWORD });
    // Through the proxy, each client address has its own bucket.
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      const res = await signIn(t, `nobody${i}@example.com`, 'wrong', PROXY, {
        'x-forwarded-for': '203.0.113.7',
      });
      expect(res.statusCode).toBe(401);
    }
    const limited = await signIn(t, user.email, PASSWORD, PROXY, {
      'x-forwarded-for': '203.0.113.7',
    });
    expect(limited.json().code).toBe('RATE_LIMITED');
    // A forged left-most entry does not move the client out of its bucket...
    const forged = await signIn(t, user.email, PASSWORD, PROXY, {
      'x-forwarded-for': '198.51.100.77, 203.0.113.7',
    });
    expect(forged.json().code).toBe('RATE_LIMITED');
    // ...while another client behind the same proxy is not slowed.
    expect(
      (await signIn(t, user.email, PASSWORD, PROXY, { 'x-forwarded-for': '203.0.113.8' }))
        .statusCode,
    ).toBe(200);
  });

  it('ignores X-Forwarded-For from a socket that is not a trusted proxy', async () => {
    const user = await createUser(t, { password: PASSWORD });
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      const res = await signIn(t, `stranger${i}@example.com`, 'wrong', '198.51.100.50', {
        'x-forwarded-for': `203.0.113.${100 + i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await signIn(t, user.email, PASSWORD, '198.51.100.50', {
      'x-forwarded-for': '203.0.113.200',
    });
    expect(res.json().code).toBe('RATE_LIMITED');
  });
});

describe('with TRUST_PROXY as a number of hops', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ...env, TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('believes exactly one hop: the entry the proxy added, not what the client wrote before it', async () => {
    const user = await createUser(t, { password: PASSWORD });
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      const res = await signIn(t, `hop${i}@example.com`, 'wrong', '10.0.0.2', {
        'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.9`,
      });
      expect(res.statusCode).toBe(401);
    }
    const limited = await signIn(t, user.email, PASSWORD, '10.0.0.2', {
      'x-forwarded-for': '203.0.113.9',
    });
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(
      (await signIn(t, user.email, PASSWORD, '10.0.0.2', { 'x-forwarded-for': '203.0.113.10' }))
        .statusCode,
    ).toBe(200);
  });
});
