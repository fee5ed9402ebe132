import { expect, test, type Page } from '@playwright/test';
import { expectLaidOut } from './support/layout.ts';
import { BENGALI, LANGUAGE_STORAGE_KEY } from './support/language.ts';

/**
 * The interface in Bengali (the default) or English (the switch): the same form speaks the page's
 * language, down to the shared schema's validation messages; switching keeps the address.
 */

const submit = (page: Page) =>
  page.locator('form').getByRole('button', { name: /^(Submit|জমা দিন)$/ });
const switchButton = (page: Page) => page.getByTestId('language-switch').first();

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

  test('switching keeps the address, stores the choice and sets <html lang>; the login page switches back', async ({
    page,
  }) => {
    await page.goto('/donorRegistration?from=test');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await openSwitch(page);
    await expect(switchButton(page)).toHaveText('English');
    await Promise.all([page.waitForEvent('load'), switchButton(page).click()]);

    await expect(page).toHaveURL(/\/donorRegistration\?from=test$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Blood Donor Registration - Roktosetu');
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe(
      'en',
    );

    // The choice holds on the next page; the login page has its own switch back to Bengali.
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const loginSwitch = page.locator('.auth-card').getByTestId('language-switch');
    await expect(loginSwitch).toHaveText('বাংলা');
    await expectLaidOut(page, { 'login language switch': loginSwitch });
    await Promise.all([page.waitForEvent('load'), loginSwitch.click()]);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page).toHaveTitle('লগইন - Roktosetu');
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
