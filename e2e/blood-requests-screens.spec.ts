import { test } from '@playwright/test';
import {
  addContacts,
  expectNoHorizontalOverflow,
  signInAndOpen,
} from './support/blood-contacts.ts';

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.BASE_URL });
  const existing = (await (await request.get('/api/contacts')).json()) as { contacts: unknown[] };
  if (existing.contacts.length < 3) {
    await addContacts(request, [
      {
        name: 'রক্তসেতু হেল্পলাইন',
        number1: '01000000011',
        number2: '01000000012',
        colour: '#fe3c47',
      },
      { name: 'মোহাম্মদ আব্দুর রহমান চৌধুরী (সমন্বয়ক)', number1: '01000000013', colour: '#2b6cff' },
      { name: 'Sadia Islam', number1: '01000000014', colour: '#16833a' },
    ]);
  }
  await request.dispose();
});

/**
 * Screenshots of the contact page, the Blood Request tabs and Add Contact at phone and laptop
 * sizes, for a person to look at (test-results/screens); they also check for page overflow.
 */
const screens = [
  ['contact', '/contact', false],
  ['blood-request-complete', '/dashboard/blood-request', true],
  ['blood-request-incomplete', '/dashboard/blood-request/incomplete-blood-request', true],
  ['add-contact', '/dashboard/add-contact', true],
] as const;

for (const [name, path, signedIn] of screens) {
  for (const [w, h] of [
    [390, 844],
    [1366, 768],
  ] as const) {
    test(`screenshot ${name} ${w}x${h}`, async ({ page }) => {
      await page.setViewportSize({ width: w, height: h });
      if (signedIn) await signInAndOpen(page, path);
      else await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: `test-results/screens/${name}-${w}x${h}.png`, fullPage: true });
    });
  }
}

for (const [w, h] of [
  [390, 844],
  [1366, 768],
] as const) {
  test(`screenshot blood request profile modal and contact update modal ${w}x${h}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: w, height: h });
    await signInAndOpen(page, '/dashboard/blood-request/incomplete-blood-request');
    await page.locator('.patient-link').first().click();
    await page.getByRole('dialog').waitFor();
    await page.screenshot({ path: `test-results/screens/blood-request-modal-${w}x${h}.png` });

    await page.goto('/dashboard/add-contact');
    await page
      .getByRole('button', { name: /তথ্য বদলান/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Update Your Contact Info' }).waitFor();
    await page.screenshot({ path: `test-results/screens/contact-update-modal-${w}x${h}.png` });
  });
}
