import { test } from '@playwright/test';
import { expectLaidOut, keyElements, saveScreen, SCREEN_SIZES } from './support/layout.ts';
import { signIn } from './support/session.ts';

/**
 * Each screen at phone and laptop size: its top bar, heading and main content are visible, inside
 * the viewport and clear of one another (SCREENSHOTS=1 also saves pictures, e2e/support/layout.ts).
 */
const screens: { name: string; path: string; admin?: boolean; content?: string }[] = [
  { name: 'home', path: '/', content: 'footer.footer' },
  { name: 'about', path: '/aboutUs', content: 'footer.footer' },
  { name: 'not-found', path: '/nope', content: 'footer.footer' },
  { name: 'login', path: '/login', content: 'main form' },
  { name: 'sign-up', path: '/registration', content: 'main form' },
  {
    name: 'dashboard-users',
    path: '/dashboard/user-list',
    admin: true,
    content: 'main .data-list',
  },
  {
    name: 'dashboard-admins',
    path: '/dashboard/admin-list',
    admin: true,
    content: 'main .data-list',
  },
  { name: 'dashboard-settings', path: '/dashboard/settings', admin: true },
  { name: 'dashboard-activity', path: '/dashboard/activity', admin: true },
  { name: 'dashboard-archive', path: '/dashboard/archive', admin: true },
];

for (const screen of screens) {
  test(`${screen.name} is laid out at phone and laptop size`, async ({ page }) => {
    if (screen.admin) await signIn(page);
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size);
      await page.goto(screen.path);
      const keys = keyElements(page, screen.content);
      await expectLaidOut(page, keys, { top: ['top bar', 'heading'] });
      await saveScreen(page, screen.name);
    }
  });
}
