import { expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';
import { idleWorkDone } from './support/start-up.ts';

/**
 * Lazy routes arrive after the shell: the footer must not be on the first screen while the page
 * is still coming, so nothing moves when it comes (layout shift). The route's chunk is held back
 * here to make the gap visible.
 */
/** The layout shift a page has made so far (the sum of shifts without recent input: CLS's parts). */
async function layoutShift(page: import('@playwright/test').Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are delivered in the observer's first callback, after this task.
        setTimeout(() => resolve(total), 100);
      }),
  );
}

for (const path of ['/', '/donorRegistration', '/leaderBoard', '/aboutUs', '/contact', '/login']) {
  test(`${path} does not move once it has painted`, async ({ page }) => {
    await page.goto(path);
    await idleWorkDone(page);
    await page.evaluate(() => document.fonts.ready);
    await expect(page.locator('footer.footer')).toBeAttached();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  });
}

test('while a lazy page is on its way, the frame is drawn with a spinner and the footer waits below the first screen', async ({
  page,
}) => {
  // Public pages come drawn by the server; Profile is drawn by the app, after its code arrives.
  await signIn(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/ProfilePage-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/profile', { waitUntil: 'domcontentloaded' });
  // The header and the spinner where the screen goes, before the screen's code has arrived.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('main').getByRole('status')).toBeVisible();
  await expect(page.locator('main h1')).toHaveCount(0);
  const footer = page.locator('footer.footer');
  await expect(footer).toBeAttached();
  const before = await footer.boundingBox();
  expect(before!.y).toBeGreaterThanOrEqual(844);
  release();
  await expect(page.locator('main h1').first()).toBeVisible();
  expect((await footer.boundingBox())!.y).toBeGreaterThanOrEqual(before!.y - 1);
});

test('the regular Bengali font is preloaded, no Latin font file is fetched, and Bengali text uses Noto Sans Bengali', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  expect(await preload.getAttribute('href')).toMatch(
    /noto-sans-bengali-bengali-400-normal.*\.woff2$/,
  );
  await page.evaluate(() => document.fonts.ready);
  expect(
    fonts.every((f) => /noto-sans-bengali-bengali-(400|700)-normal/.test(f)),
    fonts.join(', '),
  ).toBe(true);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Bengali"', 'রক্ত'))).toBe(
    true,
  );
});
