import { expect, type Locator, type Page } from '@playwright/test';

/** Phone first, then a laptop: the two sizes every screen is designed and checked at. */
export const SCREEN_SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

type Box = { x: number; y: number; width: number; height: number };

const overlapArea = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/**
 * A screen is laid out: each key element is visible and lies within the viewport's width (`top`
 * ones also start on the first screen), no two of them overlap, and the page never scrolls
 * sideways (wide tables scroll inside their own box). Key elements are named by what they are,
 * e.g. `{ 'top bar': page.locator('header'), heading: page.getByRole('heading').first() }`.
 */
export async function expectLaidOut(
  page: Page,
  keys: Record<string, Locator>,
  options: { top?: string[] } = {},
) {
  const viewport = page.viewportSize()!;
  const boxes: [string, Box][] = [];
  for (const [name, locator] of Object.entries(keys)) {
    await expect(locator, `${name} is visible`).toBeVisible();
    const box = (await locator.boundingBox())!;
    expect(box.x, `${name} starts inside the viewport`).toBeGreaterThanOrEqual(-1);
    expect(box.x + box.width, `${name} ends inside the viewport`).toBeLessThanOrEqual(
      viewport.width + 1,
    );
    if (options.top?.includes(name)) {
      expect(box.y, `${name} starts on the first screen`).toBeLessThan(viewport.height);
    }
    boxes.push([name, box]);
  }
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, boxA] = boxes[i]!;
      const [b, boxB] = boxes[j]!;
      expect(overlapArea(boxA, boxB), `${a} and ${b} do not overlap`).toBeLessThanOrEqual(1);
    }
  }
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(sideways, 'the page does not scroll sideways').toBeLessThanOrEqual(0);
}

/**
 * The key elements of most screens: the top bar, the page's heading, its main content (a CSS
 * selector) and, on a dashboard screen wider than a phone, the sidebar.
 */
export function keyElements(page: Page, content?: string): Record<string, Locator> {
  const keys: Record<string, Locator> = {
    'top bar': page.locator('header.topbar'),
    heading: page.locator('main h1').first(),
  };
  if (content) keys.content = page.locator(content).first();
  if (new URL(page.url()).pathname.startsWith('/dashboard') && page.viewportSize()!.width > 900) {
    keys.sidebar = page.locator('aside.sidebar');
  }
  return keys;
}

/**
 * Saves a picture of the screen for a person to look at (test-results/screens), only when asked:
 * `SCREENSHOTS=1 npm run test:e2e`. The normal run, and CI, check the layout with expectLaidOut.
 */
export async function saveScreen(page: Page, name: string, fullPage = true) {
  if (!process.env.SCREENSHOTS) return;
  const { width, height } = page.viewportSize()!;
  await page.screenshot({ path: `test-results/screens/${name}-${width}x${height}.png`, fullPage });
}

/** Visible and wholly inside the screen, scrolled to if needed (a phone's thumb can reach it). */
export async function onScreen(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator).toBeVisible();
  await expect(locator).toBeInViewport();
  const box = (await locator.boundingBox())!;
  const width = locator.page().viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

/**
 * A screen has drawn its data: its heading shows, and no spinner or list placeholder is left (the
 * point to check its layout, its tap targets or its accessibility).
 */
export async function screenDrawn(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main .spinner-wrap')).toHaveCount(0);
  await expect(page.locator('[data-testid="list-loading"]')).toHaveCount(0);
}
