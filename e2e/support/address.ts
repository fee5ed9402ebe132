import { expect, request as playwrightRequest, type Page } from '@playwright/test';
import { DEMO_ADMIN, rememberSession, tokenOf } from './session.ts';

export { DEMO_ADMIN, signIn, tokenOf } from './session.ts';

const baseURL = () => process.env.BASE_URL!;

/**
 * An admin who is not a super admin: signed up through the identity API, then made admin by the
 * demo super admin (PUT /api/user/admin/{email} with its Bearer token). Its session is kept for signIn().
 */
export async function createPlainAdmin(
  superAdminPage: Page,
): Promise<{ email: string; password: string }> {
  const account = { email: `e2e-admin-${Date.now()}@example.com`, password: 'plain-admin-123' };
  const context = await playwrightRequest.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { origin: baseURL() },
  });
  const signUp = await context.post('/api/auth/sign-up/email', {
    data: { ...account, name: 'সাধারণ অ্যাডমিন' },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const cookies = (await context.storageState()).cookies;
  await context.dispose();

  const token = await tokenOf(superAdminPage, DEMO_ADMIN.email);
  const made = await superAdminPage.request.put(
    `/api/user/admin/${encodeURIComponent(account.email)}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  expect(await made.json()).toEqual({ modifiedCount: 1 });
  rememberSession(account.email, cookies);
  return account;
}

/** The page must not scroll sideways (wide tables scroll inside .table-wrap instead). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
