import { expect, request as playwrightRequest, type Page } from '@playwright/test';

export { DEMO_ADMIN as DEMO } from './session.ts';

/**
 * Signs in through the login screen and waits until the app has its token and role: for tests of
 * that screen; other tests sign in through the API (e2e/support/session.ts).
 */
export async function loginThroughUi(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(
    page.getByRole('button', { name: 'Logout', includeHidden: true }).first(),
  ).toBeAttached();
  await page.waitForFunction(() => !!localStorage.getItem('accessToken'));
}

/** A new account made through the API in its own cookie jar (the browser's session is untouched). */
export async function signUpThroughApi(name: string, email: string, password = 'secret-123') {
  const baseURL = process.env.BASE_URL!;
  const context = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
  });
  const res = await context.post('/api/auth/sign-up/email', { data: { name, email, password } });
  expect(res.ok()).toBe(true);
  await context.dispose();
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e4)}@example.com`;
