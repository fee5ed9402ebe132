import { expect, request as playwrightRequest, type Page } from '@playwright/test';

/** The demo super admin that e2e/support/global-setup.ts's demo mode creates (server/demo.ts). */
export const DEMO_ADMIN = { email: 'demo-admin@roktosetu.test', password: 'demo-admin-1234' } as const;

const baseURL = () => process.env.BASE_URL!;
type Cookies = Awaited<ReturnType<ReturnType<Page['context']>['cookies']>>;

// Sign-in and sign-up are rate limited per client address (10 a minute): each account signs in once per run.
const sessions = new Map<string, Cookies>();

/** Signs `page` in through the identity API (the session cookie lands in the browser context). */
export async function signIn(page: Page, account: { email: string; password: string } = DEMO_ADMIN) {
  const known = sessions.get(account.email);
  if (known) {
    await page.context().addCookies(known);
    return;
  }
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { origin: baseURL() },
  });
  expect(res.ok(), await res.text()).toBe(true);
  sessions.set(account.email, await page.context().cookies());
}

/** The product's access token for a signed-in page (PUT /api/user/{email} with the session cookie). */
export async function tokenOf(page: Page, email: string): Promise<string> {
  const res = await page.request.put(`/api/user/${encodeURIComponent(email)}`, { data: { email } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/**
 * An admin who is not a super admin: signed up through the identity API, then made admin by the
 * demo super admin (PUT /api/user/admin/{email} with its Bearer token). Its session is kept for signIn().
 */
export async function createPlainAdmin(superAdminPage: Page): Promise<{ email: string; password: string }> {
  const account = { email: `e2e-admin-${Date.now()}@example.com`, password: 'plain-admin-123' };
  const context = await playwrightRequest.newContext({ baseURL: baseURL(), extraHTTPHeaders: { origin: baseURL() } });
  const signUp = await context.post('/api/auth/sign-up/email', {
    data: { ...account, name: 'সাধারণ অ্যাডমিন' },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const cookies = (await context.storageState()).cookies;
  await context.dispose();

  const token = await tokenOf(superAdminPage, DEMO_ADMIN.email);
  const made = await superAdminPage.request.put(`/api/user/admin/${encodeURIComponent(account.email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await made.json()).toEqual({ modifiedCount: 1 });
  sessions.set(account.email, cookies);
  return account;
}

/** The page must not scroll sideways (wide tables scroll inside .table-wrap instead). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
