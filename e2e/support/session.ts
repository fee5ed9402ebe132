import {
  expect,
  type APIRequest,
  type APIRequestContext,
  type Cookie,
  type Page,
} from '@playwright/test';
import { LANGUAGE_COOKIE_NAME } from '../../common/language.ts';
import { DEMO_ADMIN as SERVER_DEMO_ADMIN } from '../../server/demo.ts';

/**
 * The demo super admin that the browser run's server creates in demo mode: the one credential,
 * taken from the server itself (server/demo.ts) so that the two cannot drift apart.
 */
export const DEMO_ADMIN = {
  email: SERVER_DEMO_ADMIN.email,
  password: SERVER_DEMO_ADMIN.password,
} as const;

export interface Account {
  email: string;
  password: string;
}

const baseURL = () => process.env.BASE_URL!;

/** Session cookies per account, kept for the worker: sign-in is rate limited per client address. */
const sessions = new Map<string, Cookie[]>();

async function hasSession(page: Page) {
  const res = await page.request.get('/api/auth/get-session');
  return res.ok() && !!((await res.json()) as { user?: unknown } | null)?.user;
}

/**
 * Signs `page` in through the identity API (the session cookie lands in its browser context); the
 * app's AuthProvider then fetches the product token and the role by itself. A session from an
 * earlier test is reused while it is still valid. Sign in through the login screen only where the
 * screen itself is under test (e2e/support/auth.ts loginThroughUi).
 */
export async function signIn(page: Page, account: Account = DEMO_ADMIN) {
  const cached = sessions.get(account.email);
  if (cached) await page.context().addCookies(cached);
  if (cached && (await hasSession(page))) return;
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { origin: baseURL() },
  });
  expect(res.ok(), await res.text()).toBe(true);
  // The session's cookies only: the language cookie of the test that signed in first must not
  // follow the account into a test of the other language.
  sessions.set(
    account.email,
    (await page.context().cookies()).filter((cookie) => cookie.name !== LANGUAGE_COOKIE_NAME),
  );
}

/** Signs in, then opens `path`. */
export async function signInAndOpen(page: Page, path: string, account: Account = DEMO_ADMIN) {
  await signIn(page, account);
  await page.goto(path);
}

/** Remembers a session made elsewhere (e.g. an account signed up in its own request context). */
export function rememberSession(email: string, cookies: Cookie[]) {
  sessions.set(email, cookies);
}

/** The product's access token for a signed-in page (PUT /api/user/{email} with the session cookie). */
export async function tokenOf(page: Page, email: string): Promise<string> {
  const res = await page.request.put(`/api/user/${encodeURIComponent(email)}`, { data: { email } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/**
 * An API client of its own (not the page's) signed in as `account`, with the product token's
 * Authorization header: for making and removing a test's rows without touching the page's session.
 * A session kept from an earlier test is reused while it is still valid.
 */
export async function signedInRequest(
  playwright: { request: APIRequest },
  account: Account = DEMO_ADMIN,
): Promise<{ request: APIRequestContext; headers: { authorization: string } }> {
  const base = baseURL();
  const cached = sessions.get(account.email);
  let request = await playwright.request.newContext({
    baseURL: base,
    extraHTTPHeaders: { origin: base },
    ...(cached ? { storageState: { cookies: cached, origins: [] } } : {}),
  });
  const session = await request.get('/api/auth/get-session');
  if (!(session.ok() && ((await session.json()) as { user?: unknown } | null)?.user)) {
    await request.dispose();
    request = await playwright.request.newContext({
      baseURL: base,
      extraHTTPHeaders: { origin: base },
    });
    const res = await request.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: account.password },
    });
    expect(res.ok(), await res.text()).toBe(true);
    sessions.set(
      account.email,
      (await request.storageState()).cookies.filter(
        (cookie) => cookie.name !== LANGUAGE_COOKIE_NAME,
      ),
    );
  }
  const put = await request.put(`/api/user/${encodeURIComponent(account.email)}`, {
    data: { email: account.email },
  });
  expect(put.ok(), await put.text()).toBe(true);
  const { token } = (await put.json()) as { token: string };
  return { request, headers: { authorization: `Bearer ${token}` } };
}
