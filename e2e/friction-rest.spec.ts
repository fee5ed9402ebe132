import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BENGALI } from './support/language.ts';
import { expectLaidOut, saveScreen, screenDrawn } from './support/layout.ts';
import { addDonor, addRequest } from './support/day.ts';
import { signIn } from './support/session.ts';
import { DASHBOARD_SCREENS } from './support/screens.ts';

/**
 * The rest of a volunteer's day (see friction.spec.ts for the first part): places in the page's
 * language, Bengali digits in the last fields, closed menus out of Tab's reach, long names that
 * wrap, and every screen's dialogs clean under axe. Phone in Bengali, laptop in English.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const SIZES = [
  {
    name: 'phone, Bengali',
    viewport: PHONE,
    storage: BENGALI as typeof BENGALI | undefined,
    bn: true,
  },
  { name: 'laptop, English', viewport: LAPTOP, storage: undefined, bn: false },
];

export async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test.describe("places in the page's language", () => {
  for (const { name, viewport, storage, bn } of SIZES) {
    test.describe(name, () => {
      test.use({ viewport, ...(storage ? { storageState: storage } : {}) });

      test("the place selects name divisions, districts, upazilas and unions in the page's language", async ({
        page,
      }) => {
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
        const upazilas = (await page.locator('#reg-upazila option').allTextContents())
          .slice(1)
          .join(' ');
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

  test('the quiet hours are typed and shown in Bengali digits and saved; the address codes are Bengali', async ({
    page,
  }) => {
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

/**
 * Tabs through the page from its top until focus comes round again (or `limit` presses) and
 * answers every focused element that cannot be seen: hidden, of no size, or beside the viewport.
 */
async function unseenFocus(page: Page, limit = 80): Promise<string[]> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const unseen: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const box = el.getBoundingClientRect();
      const path = [];
      for (let n: Element | null = el; n && n !== document.body; n = n.parentElement) {
        path.unshift(
          `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}:${[...(n.parentElement?.children ?? [])].indexOf(n)}`,
        );
      }
      const visible = el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      const beside = box.right <= 0 || box.left >= window.innerWidth;
      return {
        key: path.join('>'),
        name: `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}"`,
        unseen: !visible || box.width === 0 || box.height === 0 || beside,
      };
    });
    if (!focus) continue;
    if (seen.has(focus.key)) break;
    seen.add(focus.key);
    if (focus.unseen) unseen.push(focus.name);
  }
  return unseen;
}

test.describe('keys: Tab never reaches a hidden control', () => {
  test.use({ storageState: BENGALI, viewport: PHONE });

  test('on every dashboard screen at 390 px, every control Tab reaches can be seen', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page);
    for (const path of DASHBOARD_SCREENS) {
      await page.goto(path);
      // Drawn with its data (no spinner, no placeholder rows): a control that came later would be
      // missed by the walk.
      await screenDrawn(page);
      expect(await unseenFocus(page), path).toEqual([]);
    }
    // The closed top menu and the account menu are out of reach too, on a public page.
    await page.goto('/contact');
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(await unseenFocus(page, 40), '/contact').toEqual([]);
  });

  test("the import preview's sample table scrolls by keyboard", async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/import');
    const wide = [
      'নাম',
      'রক্তের গ্রুপ',
      'জন্ম তারিখ',
      'মোবাইল',
      'লিঙ্গ',
      'বিভাগ',
      'জেলা',
      'উপজেলা',
      'ইউনিয়ন',
      'গ্রাম',
      'মন্তব্য',
    ];
    const csv = [wide, wide.map((h) => `${h} ${h} ${h}`)]
      .map((row) => row.map((cell) => `"${cell}"`).join(','))
      .join('\n');
    await page
      .getByLabel(/ফাইল \(CSV বা XLSX/)
      .setInputFiles({ name: 'দাতা.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'যাচাই করে দেখুন' }).click();
    const sample = page.getByRole('region', { name: 'ফাইলের প্রথম কয়েকটি সারি' });
    await expect(sample).toBeVisible();
    await expect(sample).toHaveAttribute('tabindex', '0');
    await expect(sample).toHaveAccessibleName(/.+/);
    const overflow = await sample.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeGreaterThan(0);
    await sample.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('End');
    await expect.poll(() => sample.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expectLaidOut(page, { sample });
    await saveScreen(page, 'friction-import-sample', false);
  });
});

test.describe("an unbroken long name wraps instead of pushing the row's actions out of view", () => {
  test.use({ viewport: LAPTOP });

  test('donor list, requests and matches at 1366 px', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const long = `Abdulkarimrahmanchowdhury${Date.now()}`.padEnd(60, 'x');
    expect(long).not.toMatch(/\s/);
    expect(long.length).toBe(60);
    const donorId = await addDonor(page, 'oNegative', long);
    const requestId = await addRequest(page.request, {
      patient_name: long,
      requested_bloodGroup: 'oNegative',
    });

    /** The element's whole box lies inside the viewport and inside its scrolling box. */
    const inView = async (what: string, locator: ReturnType<Page['locator']>) => {
      await expect(locator, what).toBeVisible();
      const box = (await locator.boundingBox())!;
      expect(box.x + box.width, `${what} ends inside the viewport`).toBeLessThanOrEqual(
        LAPTOP.width,
      );
      const clipped = await locator.evaluate((el) => {
        const own = el.getBoundingClientRect();
        for (let n = el.parentElement; n; n = n.parentElement) {
          const style = getComputedStyle(n);
          if (/(auto|scroll|hidden)/.test(style.overflowX)) {
            const box = n.getBoundingClientRect();
            if (own.right > box.right + 1 || own.left < box.left - 1) return true;
          }
        }
        return false;
      });
      expect(clipped, `${what} is not scrolled out of its box`).toBe(false);
    };

    await page.goto('/dashboard/donor-list');
    await page.getByTestId('dashboard-search').fill(long);
    const donorRow = page.locator('tr', { hasText: long });
    await expect(donorRow).toHaveCount(1);
    const donorActions = donorRow.locator('button, a');
    expect(await donorActions.count()).toBeGreaterThan(0);
    for (let i = 0; i < (await donorActions.count()); i++)
      await inView(`donor action ${i}`, donorActions.nth(i));
    await saveScreen(page, 'friction-long-name-donors', false);

    await page.goto(`${'/dashboard/blood-request/incomplete-blood-request'}?size=50`);
    const requestRow = page.locator('tr', { hasText: long });
    await expect(requestRow).toHaveCount(1);
    const requestActions = requestRow.locator('button:not(.patient-link), a');
    expect(await requestActions.count()).toBeGreaterThan(0);
    for (let i = 0; i < (await requestActions.count()); i++)
      await inView(`request action ${i}`, requestActions.nth(i));
    await saveScreen(page, 'friction-long-name-requests', false);

    await page.goto(`/dashboard/blood-request/${requestId}/matches`);
    const card = page.locator(`[data-testid="match-card"][data-donor-id="${donorId}"]`);
    const more = page
      .getByRole('link', { name: /Next page/ })
      .or(page.getByRole('button', { name: /Next page/ }));
    for (let i = 0; i < 20 && !(await card.count()); i++) {
      await expect(page.getByTestId('match-card').first()).toBeVisible();
      if (await card.count()) break;
      if (!(await more.count())) break;
      await more.first().click();
    }
    await expect(card).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    const cardActions = card.locator('button, a');
    for (let i = 0; i < (await cardActions.count()); i++)
      await inView(`match action ${i}`, cardActions.nth(i));
    const nameBox = (await card.locator('h3').boundingBox())!;
    const cardBox = (await card.boundingBox())!;
    expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 1);
    await saveScreen(page, 'friction-long-name-matches', false);
  });
});
