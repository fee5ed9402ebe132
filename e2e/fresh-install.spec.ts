import { expect, test, type Page } from '@playwright/test';
import { rm } from 'node:fs/promises';
import { BENGALI, englishOnEveryOrigin } from './support/language.ts';
import { expectLaidOut, saveScreen } from './support/layout.ts';
import { FIRST_START_TIMEOUT, startServer, tempDataDir } from './support/server.ts';

/**
 * A fresh installation looks finished: in demo mode the public contact page shows the demo's
 * sample contacts; with demo off (and nobody's contacts yet) it says so and offers the request
 * form. The footer's placeholder labels read as plain text (no link, no button, default cursor).
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

async function footerIsPlainText(page: Page, soon: string) {
  const footer = page.locator('footer.footer');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.locator('.footer-soon')).toHaveText(soon);
  const labels = footer.locator('.footer-links li');
  expect(await labels.count()).toBeGreaterThan(5);
  await expect(
    footer.locator('.footer-links a, .footer-links button, .footer-links [tabindex]'),
  ).toHaveCount(0);
  const look = await footer
    .locator('.footer-link')
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      return { cursor: style.cursor, decoration: style.textDecorationLine };
    });
  expect(look).toEqual({ cursor: 'default', decoration: 'none' });
}

test('a fresh install: demo contacts in demo mode; with demo off, an inviting empty state', async ({
  browser,
}) => {
  test.setTimeout(2 * FIRST_START_TIMEOUT); // a server on a fresh database, started twice
  const dataDir = await tempDataDir();
  try {
    const demo = await startServer({ DATA_DIR: dataDir, DEMO: 'true' });
    try {
      for (const [viewport, storage, soon] of [
        [PHONE, BENGALI, 'এই পাতাগুলো শীঘ্রই আসছে'],
        [LAPTOP, undefined, 'These pages are coming soon'],
      ] as const) {
        const context = await browser.newContext({
          viewport,
          ...(storage ? { storageState: storage } : {}),
        });
        const page = await context.newPage();
        if (!storage) await englishOnEveryOrigin(page);
        await page.goto(`${demo.url}/contact`);
        const cards = page.getByTestId('contact-card');
        await expect(cards.first()).toBeVisible();
        expect(await cards.count()).toBeGreaterThanOrEqual(3);
        await expect(cards.filter({ hasText: '(ডেমো)' })).toHaveCount(await cards.count());
        await expect(page.getByTestId('contacts-empty')).toHaveCount(0);
        await expectLaidOut(
          page,
          { heading: page.locator('main h1').first(), card: cards.first() },
          { top: ['heading'] },
        );
        await saveScreen(page, 'fresh-install-demo-contacts', false);
        await footerIsPlainText(page, soon);
        await saveScreen(page, 'fresh-install-footer', false);
        await context.close();
      }
    } finally {
      await demo.stop();
    }

    // The same installation with demo off: the sample contacts are gone with the demo.
    const live = await startServer({ DATA_DIR: dataDir, DEMO: 'false' });
    try {
      for (const [viewport, storage, invite] of [
        [PHONE, BENGALI, 'রোগীর তথ্য পাঠান'],
        [LAPTOP, undefined, "Send the patient's details"],
      ] as const) {
        const context = await browser.newContext({
          viewport,
          ...(storage ? { storageState: storage } : {}),
        });
        const page = await context.newPage();
        if (!storage) await englishOnEveryOrigin(page);
        await page.goto(`${live.url}/contact`);
        const empty = page.getByTestId('contacts-empty');
        await expect(empty).toBeVisible();
        await expect(page.getByTestId('contact-card')).toHaveCount(0);
        const action = empty.getByRole('link', { name: invite });
        await expectLaidOut(
          page,
          { heading: page.locator('main h1').first(), action },
          { top: ['heading', 'action'] },
        );
        const size = (await action.boundingBox())!;
        expect(size.height).toBeGreaterThanOrEqual(44);
        await saveScreen(page, 'fresh-install-no-contacts', false);
        // The way forward: the request form's heading comes into view.
        await action.click();
        await expect(page.locator('#blood-request-heading')).toBeInViewport();
        await context.close();
      }
    } finally {
      await live.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
