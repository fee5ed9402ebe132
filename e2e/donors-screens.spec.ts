import { test } from '@playwright/test';
import { expectLaidOut, keyElements, saveScreen, SCREEN_SIZES } from './support/layout.ts';
import { signIn } from './support/session.ts';

/**
 * The donor screens at phone and laptop size: top bar, heading and main content visible, inside
 * the viewport and clear of one another, also with errors shown, filters open or a profile open.
 */
const screens: {
  name: string;
  path: string;
  admin: boolean;
  content: string;
  before?: 'errors' | 'filters' | 'profile';
}[] = [
  { name: 'donor-registration', path: '/donorRegistration', admin: false, content: 'main form' },
  {
    name: 'donor-registration-errors',
    path: '/donorRegistration',
    admin: false,
    content: 'main form',
    before: 'errors',
  },
  { name: 'leader-board', path: '/leaderBoard', admin: false, content: '.leaders' },
  {
    name: 'donor-requests',
    path: '/dashboard/donor-request',
    admin: true,
    content: 'main .data-list',
  },
  {
    name: 'donors-available',
    path: '/dashboard/donor-list',
    admin: true,
    content: 'main .data-list',
  },
  {
    name: 'donors-available-filters',
    path: '/dashboard/donor-list',
    admin: true,
    content: 'main .data-list',
    before: 'filters',
  },
  {
    name: 'donors-unavailable',
    path: '/dashboard/donor-list/unavailableDonor',
    admin: true,
    content: 'main .data-list',
  },
  {
    name: 'donors-unavailable-profile',
    path: '/dashboard/donor-list/unavailableDonor',
    admin: true,
    content: 'main .data-list',
    before: 'profile',
  },
];

for (const screen of screens) {
  test(`${screen.name} is laid out at phone and laptop size`, async ({ page }) => {
    if (screen.admin) await signIn(page);
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size);
      await page.goto(screen.path);
      const keys = keyElements(page, screen.content);
      await expectLaidOut(page, keys, { top: ['top bar', 'heading'] });
      if (screen.before === 'errors') {
        await page.getByRole('button', { name: 'Submit' }).click();
        await expectLaidOut(page, { 'first error': page.locator('.field-error').first() });
      }
      if (screen.before === 'filters') {
        await page.getByRole('button', { name: 'Filter' }).click();
        await page.getByLabel('Division').selectOption({ label: 'Dhaka' });
        await expectLaidOut(page, keys);
      }
      if (screen.before === 'profile') {
        await page.getByTestId('list-row').locator('.donor-avatar-btn').first().click();
        await expectLaidOut(page, { dialog: page.getByRole('dialog') });
      }
      await saveScreen(page, screen.name, !screen.before || screen.before === 'errors');
    }
  });
}
