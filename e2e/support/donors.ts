import { expect, type Page } from '@playwright/test';

/** The demo super admin that the e2e server starts with (server/demo.ts). */
export const DEMO_ADMIN = { email: 'demo-admin@roktosetu.test', password: 'demo-admin-1234' };

type Cookies = Awaited<ReturnType<ReturnType<Page['context']>['cookies']>>;
let adminCookies: Cookies | undefined;

/**
 * Signs in through the identity API (sets the session cookie); the app then fetches its token and
 * role. The session is made once per worker and reused, because sign-in is rate limited.
 */
export async function signInAsAdmin(page: Page, baseURL: string) {
  if (adminCookies) {
    await page.context().addCookies(adminCookies);
    return;
  }
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: DEMO_ADMIN,
    headers: { origin: baseURL },
  });
  expect(res.ok(), await res.text()).toBe(true);
  adminCookies = await page.context().cookies();
}

/** ASCII digits → Bengali digits (০-৯), as a visitor might type a phone number. */
export const toBengaliDigits = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));

/** A fresh 11-digit phone number for this run. */
export const randomPhone = () => `015${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Picks the first real option of a select once its options have loaded. */
export async function chooseFirst(page: Page, label: string) {
  const select = page.getByLabel(label, { exact: true });
  await expect(select).toBeEnabled();
  await expect(select.locator('option').nth(1)).toBeAttached();
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value!);
}
