import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BENGALI } from './support/language.ts';
import { expectLaidOut, saveScreen } from './support/layout.ts';
import { signIn } from './support/session.ts';

/**
 * The rest of a volunteer's day (see friction.spec.ts for the first part): places in the page's
 * language, Bengali digits in the last fields, closed menus out of Tab's reach, long names that
 * wrap, and every screen's dialogs clean under axe. Phone in Bengali, laptop in English.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const SIZES = [
  { name: 'phone, Bengali', viewport: PHONE, storage: BENGALI as typeof BENGALI | undefined, bn: true },
  { name: 'laptop, English', viewport: LAPTOP, storage: undefined, bn: false },
];

export async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('places in the page\'s language', () => {
  for (const { name, viewport, storage, bn } of SIZES) {
    test.describe(name, () => {
      test.use({ viewport, ...(storage ? { storageState: storage } : {}) });

      test('the place selects name divisions, districts, upazilas and unions in the page\'s language', async ({ page }) => {
        await page.goto('/donorRegistration');
        const division = page.locator('#reg-division');
        await expect(division.locator('option', { hasText: bn ? 'ঢাকা' : 'Dhaka' })).toHaveCount(1);
        await expect(division.locator('option', { hasText: bn ? 'Dhaka' : 'ঢাকা' })).toHaveCount(0);
        await division.selectOption({ label: bn ? 'ঢাকা' : 'Dhaka' });
        const district = page.locator('#reg-district');
        await expect(district.locator('option').nth(1)).toBeAttached();
        const districts = (await district.locator('option').allTextContents()).slice(1).join(' ');
        if (bn) expect(districts).not.toMatch(/[A-Za-z]/);
        else expect(districts).not.toMatch(/[\u0980-\u09FF]/);
        await district.selectOption({ index: 1 });
        await expect(page.locator('#reg-upazila option').nth(1)).toBeAttached();
        const upazilas = (await page.locator('#reg-upazila option').allTextContents()).slice(1).join(' ');
        if (bn) expect(upazilas).not.toMatch(/[A-Za-z]/);
        else expect(upazilas).not.toMatch(/[\u0980-\u09FF]/);
        await expectLaidOut(page, { division, district });
        await saveScreen(page, 'friction-places', false);
      });
    });
  }
});

test.describe('Bengali to the last digit: quiet hours and place codes', () => {
  test.use({ storageState: BENGALI, viewport: PHONE });

  test('the quiet hours are typed and shown in Bengali digits and saved; the address codes are Bengali', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/settings');
    const start = page.locator('#alert-limits-quietStart');
    await expect(start).toHaveValue(/^[০-৯]{2}:[০-৯]{2}$/);
    await expect(page.locator('#alert-limits-quietEnd')).toHaveValue(/^[০-৯]{2}:[০-৯]{2}$/);
    const before = await start.inputValue();
    await start.fill('২৩:৩০');
    await page.getByRole('button', { name: 'সীমা সেভ করুন' }).click();
    await expect(page.getByText('সীমা সেভ হয়েছে')).toBeVisible();
    await page.reload();
    await expect(start).toHaveValue('২৩:৩০');
    await expectLaidOut(page, { start, end: page.locator('#alert-limits-quietEnd') });
    await start.scrollIntoViewIfNeeded();
    await saveScreen(page, 'friction-quiet-hours', false);
    // A time that is not one is refused in the field, in Bengali.
    await start.fill('২৫:০০');
    await page.getByRole('button', { name: 'সীমা সেভ করুন' }).click();
    await expect(page.getByText('সময় দিন (ঘণ্টা:মিনিট)')).toBeVisible();
    await start.fill(before);
    await page.getByRole('button', { name: 'সীমা সেভ করুন' }).click();
    await expect(page.getByText('সীমা সেভ হয়েছে')).toBeVisible();

    await page.goto('/dashboard/address');
    const main = page.locator('main');
    await expect(main.locator('.pagination, table, [data-testid]').first()).toBeVisible();
    const codes = main.locator('dd, td').filter({ hasText: /^[০-৯]+$/ });
    await expect(codes.first()).toBeVisible();
    expect(await codes.count()).toBeGreaterThan(2);
    expect(await main.locator('.data-list, table').first().innerText()).not.toMatch(/[0-9]/);
  });
});
