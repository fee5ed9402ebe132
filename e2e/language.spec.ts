import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectLaidOut } from './support/layout.ts';
import { BENGALI, LANGUAGE_STORAGE_KEY } from './support/language.ts';
import { appStarted } from './support/start-up.ts';

/**
 * The interface in Bengali (the default) or English (the switch): the same form speaks the page's
 * language, down to the shared schema's validation messages; switching changes the page in place.
 */

const submit = (page: Page) =>
  page.locator('form').getByRole('button', { name: /^(Submit|জমা দিন)$/ });
const switchButton = (page: Page) => page.getByTestId('language-switch').first();

/** Marks this window: a reload or a navigation to another document would lose the mark. */
const markWindow = (page: Page) =>
  page.evaluate(() => ((window as unknown as { languageMark?: number }).languageMark = 1));
const expectSameWindow = async (page: Page) =>
  expect(
    await page.evaluate(() => (window as unknown as { languageMark?: number }).languageMark),
  ).toBe(1);

/** On a phone the switch sits in the menu: opens it when the switch is hidden. */
async function openSwitch(page: Page) {
  if (!(await switchButton(page).isVisible()))
    await page.getByRole('button', { name: /^(Menu|মেনু)$/ }).click();
  await expect(switchButton(page)).toBeVisible();
  await expectLaidOut(page, { 'language switch': switchButton(page) });
}

test.describe('in English', () => {
  test('the registration form says "Name is required" and the page is lang="en"', async ({
    page,
  }) => {
    await page.goto('/donorRegistration');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Blood Donor Registration - Roktosetu');
    await submit(page).click();
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Number is required', { exact: true })).toBeVisible();
  });
});

test.describe('in Bengali', () => {
  test.use({ storageState: BENGALI });

  test('a fresh browser gets Bengali: the form says its messages in Bengali, numbers in Bengali digits', async ({
    page,
  }) => {
    await page.goto('/donorRegistration');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page).toHaveTitle('রক্তদাতা নিবন্ধন - Roktosetu');
    await submit(page).click();
    await expect(page.getByText('নাম লিখুন', { exact: true })).toBeVisible();
    await expect(page.getByText('মোবাইল নম্বর লিখুন', { exact: true })).toBeVisible();
    await expect(page.getByText('Name is required')).toHaveCount(0);

    // A phone typed in Bengali digits is a phone: only the length is wrong.
    await page.locator('#reg-number1').fill('০১৭১২৩');
    await submit(page).click();
    await expect(page.getByText('নম্বরটি ১১ অঙ্কের হতে হবে (কম হয়েছে)')).toBeVisible();
  });

  test('on a public page, switching bn→en→bn changes every text in place: no reload, typed input and messages follow, digits too', async ({
    page,
  }) => {
    await page.goto('/donorRegistration?from=test');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await page.locator('#reg-number1').fill('০১৭১২৩');
    await openSwitch(page);
    await appStarted(page);
    await markWindow(page);
    await submit(page).click();
    await expect(page.getByText('নাম লিখুন', { exact: true })).toBeVisible();
    await expect(page.getByText('নম্বরটি ১১ অঙ্কের হতে হবে (কম হয়েছে)')).toBeVisible();
    await page.locator('#reg-name').fill('আমিনা খাতুন');

    await expect(switchButton(page)).toHaveText('English');
    await switchButton(page).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Blood Donor Registration - Roktosetu');
    await expect(switchButton(page)).toHaveText('বাংলা');
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    // The refusals shown are worded again, in English digits.
    await expect(page.getByText('নাম লিখুন', { exact: true })).toHaveCount(0);
    await expect(page.getByText(/\b11\b/).first()).toBeVisible();
    await expect(page.getByText(/১১/)).toHaveCount(0);
    await expect(page.locator('#reg-name')).toHaveValue('আমিনা খাতুন');
    await expect(page.locator('#reg-number1')).toHaveValue('০১৭১২৩');
    await expect(page).toHaveURL(/\/donorRegistration\?from=test$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe(
      'en',
    );
    expect(
      (await page.context().cookies()).find((c) => c.name === LANGUAGE_STORAGE_KEY)?.value,
    ).toBe('en');

    await switchButton(page).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page).toHaveTitle('রক্তদাতা নিবন্ধন - Roktosetu');
    await expect(page.getByText('নম্বরটি ১১ অঙ্কের হতে হবে (কম হয়েছে)')).toBeVisible();
    await expect(page.locator('#reg-name')).toHaveValue('আমিনা খাতুন');
    await expectSameWindow(page);

    // The choice holds on the next page; the login page has its own switch, which works in place too.
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    const loginSwitch = page.locator('.auth-card').getByTestId('language-switch');
    await expect(loginSwitch).toHaveText('English');
    await expectLaidOut(page, { 'login language switch': loginSwitch });
    await appStarted(page);
    await markWindow(page);
    await loginSwitch.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Login - Roktosetu');
    await expect(loginSwitch).toHaveText('বাংলা');
    await expectSameWindow(page);
  });

  test('on a dashboard screen, switching bn→en→bn changes the screen and its menus in place; typed values stay', async ({
    adminPage: page,
  }) => {
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('heading', { name: 'সেটিংস', level: 1 })).toBeVisible();
    await appStarted(page);
    await markWindow(page);
    const field = page.locator('form input[inputmode="numeric"]').first();
    await field.fill('৪৫');
    const source = page.locator('form p.muted.small').first();
    await expect(source).toContainText(/ডিফল্ট: [০-৯]+ দিন/);
    const days = /ডিফল্ট: ([০-৯]+)/.exec(await source.innerText())![1]!;

    await openSwitch(page);
    await switchButton(page).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Settings - Roktosetu');
    await expect(source).toContainText(/Default: [0-9]+ days/);
    await expect(source).not.toContainText(/[০-৯]/);
    await expect(field).toHaveValue('৪৫');
    // The sidebar's links are in English too.
    await page.locator('.sidebar-toggle').click();
    await expect(page.locator('.sidebar').getByRole('link', { name: 'Settings' })).toBeVisible();
    // (The open sidebar covers the backdrop's left side: tapped at its right edge.)
    await page.locator('.sidebar-backdrop').click({ position: { x: 380, y: 400 } });
    await expect(page.locator('.sidebar-backdrop')).toHaveCount(0);

    await openSwitch(page);
    await switchButton(page).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { name: 'সেটিংস', level: 1 })).toBeVisible();
    await expect(source).toContainText(`ডিফল্ট: ${days} দিন`);
    await expect(field).toHaveValue('৪৫');
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expectSameWindow(page);
  });
});

test.describe('a choice kept only in localStorage (by an earlier version)', () => {
  test.use({ storageState: BENGALI });

  test('the page comes drawn in Bengali once; at the first touch the choice reaches the server and the page comes in English', async ({
    page,
  }) => {
    await page.addInitScript((key) => {
      if (!document.cookie.includes(key)) localStorage.setItem(key, 'en');
    }, LANGUAGE_STORAGE_KEY);
    await page.goto('/aboutUs');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Shift')]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('main h1')).toHaveText('About Us');
    expect(
      (await page.context().cookies()).find((c) => c.name === LANGUAGE_STORAGE_KEY)?.value,
    ).toBe('en');
  });
});
