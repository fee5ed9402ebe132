import { test, type Page } from '@playwright/test';
import { DEMO, loginThroughUi } from './support/auth.ts';

/**
 * Screenshots of each screen at phone and laptop sizes, for a person to look at
 * (test-results/screens). They assert nothing beyond the pages rendering.
 */
const publicScreens: [string, string][] = [
  ['home', '/'],
  ['about', '/aboutUs'],
  ['not-found', '/nope'],
  ['login', '/login'],
  ['sign-up', '/registration'],
];
const adminScreens: [string, string][] = [
  ['dashboard-users', '/dashboard/user-list'],
  ['dashboard-admins', '/dashboard/admin-list'],
  ['dashboard-settings', '/dashboard/settings'],
  ['dashboard-activity', '/dashboard/activity'],
  ['dashboard-archive', '/dashboard/archive'],
];
const sizes = [
  [390, 844],
  [1366, 768],
] as const;

async function shoot(page: Page, name: string, path: string, w: number, h: number) {
  await page.setViewportSize({ width: w, height: h });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `test-results/screens/${name}-${w}x${h}.png`, fullPage: true });
}

for (const [name, path] of publicScreens) {
  for (const [w, h] of sizes) {
    test(`screenshot ${name} ${w}x${h}`, async ({ page }) => shoot(page, name, path, w, h));
  }
}

test('screenshots of the dashboard screens', async ({ page }) => {
  test.setTimeout(120_000);
  await loginThroughUi(page, DEMO.email, DEMO.password);
  for (const [name, path] of adminScreens) {
    for (const [w, h] of sizes) await shoot(page, name, path, w, h);
  }
});
