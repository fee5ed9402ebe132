import { expect, type Page } from '@playwright/test';

/**
 * The work a page puts off until the browser's idle moments after it has loaded, done: the
 * signal to wait for before asserting what a page did NOT ask for (instead of waiting for the
 * network to fall quiet, which says nothing about work still to come and under load may never
 * come). Two sources leave a performance mark when theirs has run:
 * - 'page start': on a page the server drew, web/page-start.ts after its last idle step (the
 *   app's code prefetched, the service worker registered, kept forms looked for, the drawn public
 *   reads kept for offline use);
 * - 'app': the app (web/main.tsx) once its offline start (the outbox chunk: service worker, forms
 *   kept offline) has been loaded and run at its first idle moment.
 * By default: the page start's on a drawn page, the app's elsewhere.
 */
export type IdleWork = 'page start' | 'app';

const MARKS: Record<IdleWork, string> = {
  'page start': 'roktosetu:page-start-idle-done',
  app: 'roktosetu:app-idle-done',
};

export async function idleWorkDone(page: Page, whose?: IdleWork) {
  const drawn = await page.evaluate(() => document.querySelector('script[data-entry]') !== null);
  const mark = MARKS[whose ?? (drawn ? 'page start' : 'app')];
  await expect
    .poll(() => page.evaluate((name) => performance.getEntriesByName(name).length, mark), {
      message: `${mark} on ${page.url()}`,
    })
    .toBeGreaterThan(0);
}

/**
 * The app has taken the page over (web/main.tsx marks it). On a page the server drew, a press made
 * earlier is held and made again then (web/page-start.ts); this waits for the moment itself.
 */
export const appStarted = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('roktosetu:app-started').length))
    .toBeGreaterThan(0);
