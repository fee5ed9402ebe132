import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { uniqueName } from './support/blood-contacts.ts';
import { randomPhone } from './support/donors.ts';
import { addDonor, addRequest, authed } from './support/day.ts';
import { BENGALI } from './support/language.ts';
import { saveScreen, screenDrawn } from './support/layout.ts';
import { createPlainAdmin } from './support/address.ts';
import { signIn, tokenOf } from './support/session.ts';
import { idleWorkDone } from './support/start-up.ts';
import { DASHBOARD_SCREENS } from './support/screens.ts';

/**
 * A volunteer's day on a phone (390x844, Bengali) and a laptop (1366x768, English): the small
 * things that cost time many times a day. Each block is one of them.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const INCOMPLETE = '/dashboard/blood-request/incomplete-blood-request';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test.describe('every new screen opens at its top; Back returns to where the person was', () => {
  test.beforeAll(async ({ request }) => {
    // Enough open requests that the Incomplete list runs well past one phone screen.
    for (let i = 0; i < 10; i++) await addRequest(request);
  });

  test.describe('phone, Bengali', () => {
    test.use({ storageState: BENGALI, viewport: PHONE });

    test('Find donors from a card far down the list, and a sidebar link from a scrolled list', async ({
      page,
    }) => {
      await signIn(page);
      await page.goto(INCOMPLETE);
      const find = page.locator('a.find-donors').last();
      await find.scrollIntoViewIfNeeded();
      const listY = await scrollY(page);
      expect(listY).toBeGreaterThan(1000);
      await find.click();
      await expect(page).toHaveURL(/\/matches$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(0);
      await page.goBack();
      await expect(page).toHaveURL((url) => url.pathname === INCOMPLETE);
      await expect.poll(() => scrollY(page)).toBe(listY);

      // The sidebar: from the bottom of the list to another screen.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await scrollY(page)).toBeGreaterThan(1000);
      await page.locator('.sidebar-toggle').evaluate((b: HTMLElement) => b.click());
      const link = page.locator('aside.sidebar').getByRole('link', { name: 'রক্তদাতার তালিকা' });
      await expect(link).toBeInViewport();
      await link.click();
      await expect(page).toHaveURL(/\/dashboard\/donor-list/);
      await expect.poll(() => scrollY(page)).toBe(0);
    });
  });

  test.describe('phone, English', () => {
    test.use({ viewport: PHONE });

    test('an address opened anew in the tab opens at its top, not where the last page was left; a reload keeps the place', async ({
      page,
    }) => {
      await signIn(page);
      await page.goto(INCOMPLETE);
      await page.locator('a.find-donors').last().scrollIntoViewIfNeeded();
      const listY = await scrollY(page);
      expect(listY).toBeGreaterThan(1000);
      await page.reload();
      await expect.poll(() => scrollY(page)).toBe(listY);
      // The same long list at another address, typed anew: at its top, and it stays there.
      await page.goto(`${INCOMPLETE}?size=25`);
      await expect(page.locator('a.find-donors').last()).toBeAttached();
      await screenDrawn(page);
      await idleWorkDone(page, 'app');
      expect(await scrollY(page)).toBe(0);
    });
  });

  test.describe('laptop, English', () => {
    test.use({ viewport: LAPTOP });

    test('a sidebar link from a scrolled list opens the next screen at its top; Back restores', async ({
      page,
    }) => {
      await signIn(page);
      await page.goto(`${INCOMPLETE}?size=50`);
      await expect(page.locator('a.find-donors').first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const listY = await scrollY(page);
      expect(listY).toBeGreaterThan(300);
      // A person taps the link where it is; Playwright's click would first scroll the page to the
      // sticky sidebar's place in the flow (the top), so the link is clicked in the page itself.
      await page
        .locator('aside.sidebar')
        .getByRole('link', { name: 'Donors', exact: true })
        .evaluate((a: HTMLElement) => a.click());
      await expect(page).toHaveURL(/\/dashboard\/donor-list/);
      await expect.poll(() => scrollY(page)).toBe(0);
      await page.goBack();
      await expect.poll(() => scrollY(page)).toBe(listY);
    });
  });
});

test.describe('a refused pledge is said inside the call dialog, and the call is kept', () => {
  for (const { name, storage, viewport, texts } of [
    {
      name: 'phone, Bengali',
      storage: BENGALI,
      viewport: PHONE,
      texts: { will: 'রক্ত দেবেন', save: 'সেভ করুন', resting: 'বিরতিতে' },
    },
    {
      name: 'laptop, English',
      storage: undefined,
      viewport: LAPTOP,
      texts: { will: 'Will donate', save: 'Save', resting: 'still resting' },
    },
  ]) {
    test.describe(name, () => {
      test.use({ viewport, ...(storage ? { storageState: storage } : {}) });

      test('a resting donor pledged from Find donors', async ({ page }) => {
        await signIn(page);
        const headers = await authed(page);
        const donorName = uniqueName('বিশ্রামে দাতা');
        const donorId = await addDonor(page, 'oNegative', donorName);
        // Gave today: resting for months.
        const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
        const gave = await page.request.post(`/api/donors/${donorId}/calls`, {
          headers,
          data: { outcome: 'donatedRecently', donatedOn: today },
        });
        expect(gave.status(), await gave.text()).toBe(201);
        const requestId = await addRequest(page.request);
        // The server lists the resting donor after everyone who may give now.
        const all = (await (
          await page.request.get(
            `/api/blood-request/${requestId}/matches?includeNotEligible=true&limit=50`,
            { headers },
          )
        ).json()) as { matches: { _id: string; eligibleNow: boolean }[] };
        const firstResting = all.matches.findIndex((m) => !m.eligibleNow);
        expect(firstResting).toBeGreaterThanOrEqual(0);
        expect(all.matches.slice(firstResting).every((m) => !m.eligibleNow)).toBe(true);
        const index = all.matches.findIndex((m) => m._id === donorId);
        expect(index).toBeGreaterThanOrEqual(firstResting);

        const pageNumber = Math.floor(index / 10) + 1;
        await page.goto(
          `/dashboard/blood-request/${requestId}/matches?all=1${pageNumber > 1 ? `&page=${pageNumber}` : ''}`,
        );
        const card = page.locator(`[data-testid="match-card"][data-donor-id="${donorId}"]`);
        await card.locator('button.record-call').click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(texts.will, { exact: true }).check();
        await axeClean(page);
        await dialog.getByRole('button', { name: texts.save }).click();
        const said = dialog.getByTestId('call-resting');
        await expect(said).toBeVisible();
        await expect(said).toContainText(texts.resting);
        // The date the donor may give, in the page's language.
        const eligibleFrom = (all.matches[index] as unknown as { eligibleFrom: string })
          .eligibleFrom;
        const date = await page.evaluate(
          (iso) =>
            new Intl.DateTimeFormat(document.documentElement.lang === 'en' ? 'en-GB' : 'bn-BD', {
              day: 'numeric',
              month: 'short',
              year: 'numeric',
            }).format(new Date(iso)),
          eligibleFrom,
        );
        await expect(said).toContainText(date);
        await axeClean(page);
        await saveScreen(page, 'friction-resting-pledge', false);
        const calls = (await (
          await page.request.get(`/api/donors/${donorId}/calls`, { headers })
        ).json()) as {
          totalCount: number;
          calls: { outcome: string }[];
        };
        expect(calls.totalCount).toBe(2);
        expect(calls.calls[0]!.outcome).toBe('willDonate');
        await dialog.getByRole('button').last().click();
        await expect(dialog).toBeHidden();
      });
    });
  }
});

test.describe('closed requests look closed', () => {
  for (const { name, storage, viewport, texts } of [
    {
      name: 'phone, Bengali',
      storage: BENGALI,
      viewport: PHONE,
      texts: {
        cancelledAt: 'বাতিলের সময়',
        completedAt: 'সম্পন্নের সময়',
        share: 'শেয়ার',
        noneDone: 'কথা দেওয়া কোনো রক্তদাতার',
      },
    },
    {
      name: 'laptop, English',
      storage: undefined,
      viewport: LAPTOP,
      texts: {
        cancelledAt: 'Cancelled at',
        completedAt: 'Completed at',
        share: 'Share',
        noneDone: 'No donation from a pledged donor',
      },
    },
  ]) {
    test.describe(name, () => {
      test.use({ viewport, ...(storage ? { storageState: storage } : {}) });

      test('a cancelled and a done request say what happened and offer no Share or calls', async ({
        page,
      }) => {
        await signIn(page);
        const headers = await authed(page);
        const cancelledName = uniqueName('বাতিল রোগী');
        const cancelled = await addRequest(page.request, { patient_name: cancelledName });
        const reason = 'রোগী অন্য হাসপাতালে গেছেন';
        expect(
          (
            await page.request.post(`/api/blood-request/${cancelled}/cancel`, {
              headers,
              data: { reason },
            })
          ).ok(),
        ).toBe(true);
        const doneName = uniqueName('সম্পন্ন রোগী');
        const done = await addRequest(page.request, { patient_name: doneName });
        expect(
          (
            await page.request.patch(`/api/blood-request-status/${done}`, {
              headers,
              data: { status: 'done' },
            })
          ).ok(),
        ).toBe(true);

        await page.goto('/dashboard/blood-request');
        await page.locator('button.patient-link', { hasText: cancelledName }).first().click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByTestId('cancel-reason')).toContainText(reason);
        await expect(dialog.getByText(texts.cancelledAt, { exact: true })).toBeVisible();
        await expect(dialog.getByText(texts.completedAt, { exact: true })).toHaveCount(0);
        await expect(dialog.getByRole('button', { name: texts.share, exact: true })).toHaveCount(0);
        await expect(dialog.getByTestId('pledges')).toHaveCount(0);
        await axeClean(page);
        await saveScreen(page, 'friction-cancelled-request', false);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();

        await page.locator('button.patient-link', { hasText: doneName }).first().click();
        await expect(dialog.getByText(texts.completedAt, { exact: true })).toBeVisible();
        await expect(dialog.getByTestId('pledges-none')).toContainText(texts.noneDone);
        await expect(dialog.getByRole('button', { name: texts.share, exact: true })).toHaveCount(0);
        await axeClean(page);
      });
    });
  }
});

test.describe('fewer taps', () => {
  for (const { name, storage, viewport, link } of [
    { name: 'phone, Bengali', storage: BENGALI, viewport: PHONE, link: 'রক্তের অনুরোধ' },
    { name: 'laptop, English', storage: undefined, viewport: LAPTOP, link: 'Blood Request' },
  ]) {
    test.describe(name, () => {
      test.use({ viewport, ...(storage ? { storageState: storage } : {}) });

      test('Blood requests opens the Incomplete tab, soonest needed first; Donation given starts with the hospital', async ({
        page,
      }) => {
        await signIn(page);
        const headers = await authed(page);
        await page.goto('/dashboard');
        if (viewport === PHONE) await page.locator('.sidebar-toggle').click();
        const sideLink = page.locator('aside.sidebar').getByRole('link', { name: link });
        await sideLink.click();
        await expect(page).toHaveURL((url) => url.pathname === INCOMPLETE);
        // The list: the blood needed soonest first.
        await expect(
          page.getByTestId('incomplete-requests').locator('time[datetime]').nth(1),
        ).toBeAttached();
        const times = await page
          .getByTestId('incomplete-requests')
          .locator('time[datetime]')
          .evaluateAll((nodes) => nodes.map((n) => Date.parse(n.getAttribute('datetime')!)));
        expect(times.length).toBeGreaterThan(1);
        expect(times).toEqual([...times].sort((a, b) => a - b));
        // The link stays lit on the other tab too.
        await page.goto('/dashboard/blood-request');
        // On a phone the sidebar is closed (and out of reach) after a page load: open it to look.
        if (viewport === PHONE) await page.locator('.sidebar-toggle').click();
        await expect(sideLink).toHaveClass(/active/);

        // A pledge's "Donation given" starts with the request's hospital as the place.
        const hospital = 'শহীদ সোহরাওয়ার্দী মেডিকেল কলেজ ও হাসপাতাল, শেরে বাংলা নগর, ঢাকা';
        const patient = uniqueName('হাসপাতাল রোগী');
        const requestId = await addRequest(page.request, {
          patient_name: patient,
          donation_place: hospital,
          date: new Date(Date.now() - 20 * 3_600_000).toISOString(),
        });
        const donorName = uniqueName('কথা দেওয়া দাতা');
        const donorId = await addDonor(page, 'oNegative', donorName);
        const pledged = await page.request.post(`/api/donors/${donorId}/calls`, {
          headers,
          data: { outcome: 'willDonate', requestId },
        });
        expect(pledged.status(), await pledged.text()).toBe(201);
        await page.goto(INCOMPLETE);
        await page.locator('button.patient-link', { hasText: patient }).first().click();
        const dialog = page.getByRole('dialog');
        await dialog
          .locator('[data-testid="pledge"]', { hasText: donorName })
          .locator('.btn-success')
          .click();
        const place = page.getByRole('dialog').last().locator('input[id$="-place"]');
        await expect(place).toHaveValue(hospital);
        await axeClean(page);
        await saveScreen(page, 'friction-donation-given', false);
      });
    });
  }
});

test.describe('the call dialog fits a phone', () => {
  for (const { name, storage, viewport, texts } of [
    {
      name: 'phone, Bengali',
      storage: BENGALI,
      viewport: PHONE,
      texts: { recent: 'কিছুদিন আগে রক্ত দিয়েছেন', save: 'সেভ করুন', platelets: /প্লাটিলেট/ },
    },
    {
      name: 'laptop, English',
      storage: undefined,
      viewport: LAPTOP,
      texts: { recent: 'Donated recently', save: 'Save', platelets: /Platelets/ },
    },
  ]) {
    test.describe(name, () => {
      test.use({ viewport, ...(storage ? { storageState: storage } : {}) });

      test('with the date open Save stays on screen; platelets can be said', async ({ page }) => {
        await signIn(page);
        const requestId = await addRequest(page.request);
        const donorId = await addDonor(page, 'oNegative');
        await page.goto(`/dashboard/blood-request/${requestId}/matches`);
        const card = page.locator(`[data-testid="match-card"][data-donor-id="${donorId}"]`);
        const onFirstPage = (await card.count()) > 0;
        await (onFirstPage ? card : page.getByTestId('match-card').first())
          .locator('button.record-call')
          .click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(texts.recent, { exact: true }).check();
        const platelets = dialog.getByLabel(texts.platelets);
        await expect(platelets).toBeVisible();
        await platelets.check();
        await expect(dialog.getByRole('button', { name: texts.save })).toBeInViewport({ ratio: 1 });
        await axeClean(page);
        await saveScreen(page, 'friction-call-dialog', false);
      });
    });
  }
});

/**
 * The draft holds `text`. On a drawn page the app takes the form over at the first key, a moment
 * later; a person typing takes longer than that, a test does not, so it waits for the draft.
 */
async function draftKept(page: Page, text: string) {
  await expect
    .poll(() =>
      page.evaluate((t) => {
        for (let i = 0; i < sessionStorage.length; i++) {
          const key = sessionStorage.key(i)!;
          if (key.startsWith('roktosetu:draft:') && sessionStorage.getItem(key)!.includes(t))
            return true;
        }
        return false;
      }, text),
    )
    .toBe(true);
}

test.describe('nothing typed is lost', () => {
  for (const { name, storage, viewport, texts } of [
    {
      name: 'phone, Bengali',
      storage: BENGALI,
      viewport: PHONE,
      texts: { patient: 'রোগীর নাম', place: 'রক্তদানের স্থান', regName: 'নাম', division: 'ঢাকা' },
    },
    {
      name: 'laptop, English',
      storage: undefined,
      viewport: LAPTOP,
      texts: {
        patient: 'Patient name',
        place: 'Blood donation place',
        regName: 'Name',
        division: 'Dhaka',
      },
    },
  ]) {
    test.describe(name, () => {
      test.use({ viewport, ...(storage ? { storageState: storage } : {}) });

      test('the public request form and the registration form keep what was typed across a reload and Back', async ({
        page,
      }) => {
        await page.goto('/contact');
        const patient = page.getByLabel(texts.patient, { exact: true });
        await patient.fill('রহিমা বেগম');
        await page.getByLabel(texts.place, { exact: true }).fill('কুমিল্লা মেডিকেল কলেজ হাসপাতাল');
        await draftKept(page, 'কুমিল্লা');
        await page.reload();
        await expect(page.getByLabel(texts.patient, { exact: true })).toHaveValue('রহিমা বেগম');
        await expect(page.getByLabel(texts.place, { exact: true })).toHaveValue(
          'কুমিল্লা মেডিকেল কলেজ হাসপাতাল',
        );

        await page.goto('/donorRegistration');
        const regName = page.locator('#reg-name');
        await regName.fill('করিম উদ্দিন');
        await page.locator('#reg-number1').fill('01712345678');
        await draftKept(page, '01712345678');
        await page.goto('/aboutUs');
        await page.goBack();
        await expect(page.locator('#reg-name')).toHaveValue('করিম উদ্দিন');
        await expect(page.locator('#reg-number1')).toHaveValue('01712345678');
        await saveScreen(page, 'friction-registration-kept', false);

        // Sent: the page scrolls to the confirmation, and a reload brings back nothing.
        await page.locator('#reg-number1').fill(randomPhone());
        await page.locator('#reg-bloodGroup').selectOption('aPositive');
        await page.locator('#reg-age').fill('1995-04-12');
        await page.locator('#reg-gender').selectOption({ index: 1 });
        await page.locator('#reg-division').selectOption({ label: texts.division });
        for (const level of ['district', 'upazila', 'union']) {
          const select = page.locator(`#reg-${level}`);
          await expect(select).toBeEnabled();
          await expect(select.locator('option').nth(1)).toBeAttached();
          await select.selectOption({ index: 1 });
        }
        const village = page.locator('#reg-village');
        if ((await village.evaluate((el) => el.tagName)) === 'SELECT')
          await village.selectOption({ index: 1 });
        else await village.fill('শিমুলিয়া');
        await page.locator('.donor-registration form button[type="submit"]').click();
        await expect(page.getByTestId('registration-sent')).toBeInViewport();
        await page.reload();
        await expect(page.locator('#reg-name')).toHaveValue('');
      });
    });
  }
});

test.describe('Bengali to the last digit', () => {
  test.use({ storageState: BENGALI, viewport: PHONE });

  test("the quantity options, a request's hemoglobin and the analytics bags speak Bengali digits", async ({
    page,
  }) => {
    await page.goto('/contact');
    const options = await page.locator('#br-blood_quantity option').allTextContents();
    expect(options.length).toBeGreaterThan(6);
    expect(options.join(' ')).not.toMatch(/[0-9]/);
    expect(options).toContain('৬+');

    await signIn(page);
    const patient = uniqueName('হিমোগ্লোবিন রোগী');
    await addRequest(page.request, {
      patient_name: patient,
      hemoglobin: '9.5',
      date: new Date(Date.now() - 21 * 3_600_000).toISOString(),
    });
    await page.goto(INCOMPLETE);
    await page.locator('button.patient-link', { hasText: patient }).first().click();
    await expect(page.getByRole('dialog')).toContainText('৯.৫');
    await expect(page.getByRole('dialog')).not.toContainText('9.5');
    await page.goto('/dashboard');
    await expect(page.getByText(/১ ব্যাগ/).first()).toBeVisible();
    await expect(page.getByText(/\b1 ব্যাগ/)).toHaveCount(0);
  });
});

test.describe('keys', () => {
  test.use({ storageState: BENGALI, viewport: PHONE });

  test("Tab never reaches the closed sidebar's links on a phone; open, they are reached", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/dashboard/donor-list');
    await expect(page.getByTestId('dashboard-search')).toBeVisible();
    const inSidebar = () => page.evaluate(() => !!document.activeElement?.closest('aside.sidebar'));
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await inSidebar()).toBe(false);
    }
    await page.locator('.sidebar-toggle').click();
    const first = page.locator('aside.sidebar a').first();
    await expect(first).toBeVisible();
    await first.focus();
    expect(await inSidebar()).toBe(true);
  });
});

test.describe('Bengali to the last digit, the rest', () => {
  test.use({ storageState: BENGALI, viewport: PHONE });

  test('Settings values and title, the file chooser, times of day and the pager speak Bengali', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/dashboard/settings');
    const interval = page.locator('#settings-wholeBloodMaleDays');
    await expect(interval).toHaveValue(/^[০-৯]+$/);
    await expect(page).toHaveTitle(/সেটিংস/);
    await saveScreen(page, 'friction-settings-digits', false);

    await page.goto('/dashboard/import');
    await expect(page.locator('.file-chooser-button')).toHaveText('ফাইল বাছুন');
    await expect(page.locator('.file-chooser-name')).toHaveText('কোনো ফাইল বাছা হয়নি');
    await page
      .getByLabel(/ফাইল \(CSV বা XLSX/)
      .setInputFiles({ name: 'দাতা.csv', mimeType: 'text/csv', buffer: Buffer.from('name\n') });
    await expect(page.locator('.file-chooser-name')).toHaveText('দাতা.csv');
    await saveScreen(page, 'friction-file-chooser', false);

    await addRequest(page.request, { patient_name: uniqueName('সময় রোগী') });
    await page.goto(INCOMPLETE);
    const table = page.locator('main');
    await expect(table.getByText(/সকাল|দুপুর|বিকাল|সন্ধ্যা|রাত/).first()).toBeVisible();
    expect(await table.innerText()).not.toMatch(/\b(AM|PM)\b/);

    await page.goto('/dashboard/address');
    const pager = page.locator('nav ul.pagination').first();
    await expect(pager).toBeVisible();
    expect(await pager.innerText()).not.toMatch(/[0-9]/);
    await expect(
      pager
        .getByRole('button', { name: 'পরের পাতা' })
        .or(pager.getByRole('link', { name: 'পরের পাতা' })),
    ).toHaveCount(1);
  });
});

/** Every visible control on the screen smaller than 44x44, described (empty when all fit a thumb). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [role="button"], summary',
    )) {
      if (el.closest('[inert], [hidden]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // A visually hidden input is reached through its label (the file chooser's button).
      if (box.width <= 1 && box.height <= 1) continue;
      let target = box;
      // A checkbox or radio is tapped through the label around it.
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        const label = el.closest('label');
        if (label) target = label.getBoundingClientRect();
      }
      // The documented exception: a link inside running text with a 44 px line.
      if (
        el.tagName === 'A' &&
        el.closest('p') &&
        parseFloat(getComputedStyle(el.closest('p')!).lineHeight) >= 44
      )
        continue;
      if (target.width < 43.5 || target.height < 43.5) {
        small.push(
          `${el.tagName.toLowerCase()}${el.className ? '.' + String(el.className).split(' ')[0] : ''} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(target.width)}x${Math.round(target.height)}`,
        );
      }
    }
    return small;
  });
}

test.describe('thumbs', () => {
  test.use({ storageState: BENGALI, viewport: PHONE });

  test('every visible control on the dashboard screens, login and sign-up is at least 44x44 on a phone', async ({
    page,
  }) => {
    const found: Record<string, string[]> = {};
    for (const path of ['/login', '/registration']) {
      await page.goto(path);
      await screenDrawn(page);
      const small = await smallTargets(page);
      if (small.length) found[path] = small;
    }
    await signIn(page);
    for (const path of DASHBOARD_SCREENS) {
      await page.goto(path);
      await screenDrawn(page);
      const small = await smallTargets(page);
      if (small.length) found[path] = small;
    }
    expect(found).toEqual({});
  });
});

/** Each element `selector` finds on the page: its text and its size, rounded to a tenth of a pixel. */
async function sizesOf(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect();
      const tenth = (n: number) => Math.round(n * 10) / 10;
      return {
        text: (el.textContent ?? '').trim().slice(0, 20),
        width: tenth(box.width),
        height: tenth(box.height),
      };
    }),
  );
}

/**
 * The contact page's call links and the tab bars (donors, blood requests, archive), measured on a
 * phone in both languages: each at least 44x44, with no rounding allowance.
 */
for (const { name, storage } of [
  { name: 'Bengali', storage: BENGALI },
  { name: 'English', storage: undefined },
]) {
  test.describe(`thumbs: call links and tabs, ${name}`, () => {
    test.use({ viewport: PHONE, ...(storage ? { storageState: storage } : {}) });

    test(`call links and tabs are at least 44x44 at 390x844 (${name})`, async ({ page }) => {
      const small: string[] = [];
      const measure = async (path: string, selector: string) => {
        await page.goto(path);
        await expect(page.locator(selector).first()).toBeVisible();
        const sizes = await sizesOf(page, selector);
        expect(sizes.length, `${path} ${selector}`).toBeGreaterThan(0);
        for (const { text, width, height } of sizes)
          if (width < 44 || height < 44) small.push(`${path} "${text}" ${width}x${height}`);
      };
      await measure('/contact', '.contact-call');
      await signIn(page);
      await measure('/dashboard/donor-list', '.tabs .tab');
      await measure('/dashboard/blood-request', '.tabs .tab');
      await measure('/dashboard/archive', '.tabs .tab');
      expect(small).toEqual([]);
    });
  });
}

test.describe('say why: signed out from elsewhere', () => {
  for (const { name, storage, viewport, text } of [
    { name: 'phone, Bengali', storage: BENGALI, viewport: PHONE, text: 'লগআউট করা হয়েছে' },
    {
      name: 'laptop, English',
      storage: undefined,
      viewport: LAPTOP,
      text: 'This device was signed out',
    },
  ]) {
    test.describe(name, () => {
      test.use({ viewport, ...(storage ? { storageState: storage } : {}) });

      test('a device whose session was ended from another lands on /login and is told why', async ({
        page,
        browser,
      }) => {
        await signIn(page);
        const admin = await createPlainAdmin(page);
        const open = async () => {
          const context = await browser.newContext({
            viewport,
            ...(storage ? { storageState: storage } : {}),
          });
          const phone = await context.newPage();
          const res = await phone.request.post('/api/auth/sign-in/email', {
            data: admin,
            headers: { origin: process.env.BASE_URL! },
          });
          expect(res.ok(), await res.text()).toBe(true);
          return { context, phone };
        };
        const first = await open();
        await first.phone.goto('/dashboard');
        await expect(first.phone.locator('.dashboard-main')).toBeVisible();
        // An ordinary visit to /login says nothing.
        const second = await open();
        const token = await tokenOf(second.phone, admin.email);
        const revoked = await second.phone.request.delete('/api/sessions', {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(revoked.ok(), await revoked.text()).toBe(true);

        await first.phone.goto('/dashboard');
        await expect(first.phone).toHaveURL((url) => url.pathname === '/login');
        await expect(first.phone.getByTestId('signed-out-notice')).toContainText(text);
        await axeClean(first.phone);
        await saveScreen(first.phone, 'friction-signed-out-notice', false);
        // Said once: a reload of /login is quiet.
        await first.phone.reload();
        await expect(first.phone.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(first.phone.getByTestId('signed-out-notice')).toHaveCount(0);
        await first.context.close();
        await second.context.close();
      });
    });
  }
});

test.describe('the same-group tag can be read', () => {
  test.use({ storageState: BENGALI, viewport: PHONE });

  test('"একই গ্রুপ" meets 4.5:1 contrast', async ({ page }) => {
    await signIn(page);
    await addDonor(page, 'abNegative');
    const requestId = await addRequest(page.request, { requested_bloodGroup: 'abNegative' });
    await page.goto(`/dashboard/blood-request/${requestId}/matches`);
    const tag = page.locator('.tag-exact').first();
    await expect(tag).toHaveText('একই গ্রুপ');
    const { violations } = await new AxeBuilder({ page })
      .include('.tag-exact')
      .withRules(['color-contrast'])
      .analyze();
    expect(violations.flatMap((v) => v.nodes.map((n) => n.failureSummary))).toEqual([]);
  });
});
