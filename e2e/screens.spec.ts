import { test } from '@playwright/test';

/**
 * Screenshots of each public screen at phone and laptop sizes, for a person to look at
 * (test-results/screens). They assert nothing beyond the pages rendering.
 */
const screens = [
  ['home', '/'],
  ['about', '/aboutUs'],
  ['not-found', '/nope'],
] as const;

for (const [name, path] of screens) {
  for (const [w, h] of [
    [390, 844],
    [1366, 768],
  ] as const) {
    test(`screenshot ${name} ${w}x${h}`, async ({ page }) => {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await page.screenshot({ path: `test-results/screens/${name}-${w}x${h}.png`, fullPage: true });
    });
  }
}
