import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/donors.ts';

/**
 * Screenshots of the donor screens at phone and laptop sizes, for a person to look at
 * (test-results/screens). They check that the page itself never scrolls sideways.
 */
const sizes = [
  [390, 844],
  [1366, 768],
] as const;

const screens: { name: string; path: string; admin: boolean; ready: string; before?: 'errors' | 'filters' | 'profile' }[] = [
  { name: 'donor-registration', path: '/donorRegistration', admin: false, ready: 'form' },
  { name: 'donor-registration-errors', path: '/donorRegistration', admin: false, ready: 'form', before: 'errors' },
  { name: 'leader-board', path: '/leaderBoard', admin: false, ready: '.leaders' },
  { name: 'donor-requests', path: '/dashboard/donor-request', admin: true, ready: 'table' },
  { name: 'donors-available', path: '/dashboard/donor-list', admin: true, ready: 'table' },
  { name: 'donors-available-filters', path: '/dashboard/donor-list', admin: true, ready: 'table', before: 'filters' },
  { name: 'donors-unavailable', path: '/dashboard/donor-list/unavailableDonor', admin: true, ready: 'table' },
  { name: 'donors-unavailable-profile', path: '/dashboard/donor-list/unavailableDonor', admin: true, ready: 'table', before: 'profile' },
];

for (const screen of screens) {
  for (const [w, h] of sizes) {
    test(`screenshot ${screen.name} ${w}x${h}`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width: w, height: h });
      if (screen.admin) await signInAsAdmin(page, baseURL!);
      await page.goto(screen.path);
      await expect(page.locator(screen.ready).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      if (screen.before === 'errors') await page.getByRole('button', { name: 'জমা দিন' }).click();
      if (screen.before === 'filters') {
        await page.getByRole('button', { name: 'ফিল্টার' }).click();
        await page.getByLabel('বিভাগ').selectOption({ label: 'ঢাকা' });
      }
      if (screen.before === 'profile') await page.locator('tbody .donor-avatar-btn').first().click();
      await page.waitForTimeout(300);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/screens/${screen.name}-${w}x${h}.png`, fullPage: !screen.before || screen.before === 'errors' });
    });
  }
}
