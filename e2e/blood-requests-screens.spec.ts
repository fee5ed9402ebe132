import { test } from '@playwright/test';
import { addContacts } from './support/blood-contacts.ts';
import { expectLaidOut, keyElements, saveScreen, SCREEN_SIZES } from './support/layout.ts';
import { signIn } from './support/session.ts';

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.BASE_URL });
  const existing = (await (await request.get('/api/contacts')).json()) as { contacts: unknown[] };
  if (existing.contacts.length < 3) {
    await addContacts(request, [
      {
        name: 'রক্তসেতু হেল্পলাইন',
        number1: '01900000011',
        number2: '01900000012',
        colour: '#fe3c47',
      },
      { name: 'মোহাম্মদ আব্দুর রহমান চৌধুরী (সমন্বয়ক)', number1: '01900000013', colour: '#2b6cff' },
      { name: 'Sadia Islam', number1: '01900000014', colour: '#16833a' },
    ]);
  }
  await request.dispose();
});

/**
 * The contact page, the Blood Request tabs and Add Contact at phone and laptop size: top bar,
 * heading and main content visible, inside the viewport and clear of one another.
 */
const screens = [
  ['contact', '/contact', false, 'main form'],
  ['blood-request-complete', '/dashboard/blood-request', true, 'main .data-list'],
  [
    'blood-request-incomplete',
    '/dashboard/blood-request/incomplete-blood-request',
    true,
    'main .data-list',
  ],
  ['add-contact', '/dashboard/add-contact', true, 'main form'],
] as const;

for (const [name, path, admin, content] of screens) {
  test(`${name} is laid out at phone and laptop size`, async ({ page }) => {
    if (admin) await signIn(page);
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size);
      await page.goto(path);
      await expectLaidOut(page, keyElements(page, content), { top: ['top bar', 'heading'] });
      await saveScreen(page, name);
    }
  });
}

test('the blood request profile and the contact update dialogs fit the screen', async ({
  page,
}) => {
  await signIn(page);
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await page.goto('/dashboard/blood-request/incomplete-blood-request');
    await page.locator('.patient-link').first().click();
    await expectLaidOut(page, { dialog: page.getByRole('dialog') }, { top: ['dialog'] });
    await saveScreen(page, 'blood-request-modal', false);

    await page.goto('/dashboard/add-contact');
    await page
      .getByRole('button', { name: /: edit$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Update Your Contact Info' });
    await expectLaidOut(page, { dialog }, { top: ['dialog'] });
    await saveScreen(page, 'contact-update-modal', false);
  }
});
