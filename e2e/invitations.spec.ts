import { expect, test, type Browser, type Page } from '@playwright/test';
import { issueDonorLink, optionValue, placeInDhaka, type Place } from './support/data.ts';
import { BENGALI } from './support/language.ts';
import { expectLaidOut, onScreen, SCREEN_SIZES } from './support/layout.ts';
import { DEMO_ADMIN, signInAndOpen, tokenOf } from './support/session.ts';

/**
 * Inviting a list, in Bengali on a phone (decisions/052): an admin imports donors known only by
 * name, group and number, invites that list's donors from its own Invitations page (the confirm dialog
 * says how many SMS), the donor opens their private link on their own phone and completes the date
 * of birth, gender, place and consent, and the admin's progress counts them. Pictures at 390x844
 * and 1366x768 in test-results/screens.
 */
test.use({
  storageState: BENGALI,
  timezoneId: 'Asia/Dhaka',
  viewport: { width: 390, height: 844 },
});
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36).slice(-5);
const NAME = `আমন্ত্রিত ${stamp}`;
const PHONE = `0176${String((Date.now() * 7) % 1e7).padStart(7, '0')}`;
const bnDigits = (n: number) => String(n).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
const asNumber = (text: string) =>
  Number(text.replace(/[০-৯]/g, (d) => String('০১২৩৪৫৬৭৮৯'.indexOf(d))));

let place: Place;
let linkPath = '';
let jobId = '';
let before: Record<string, number> = {};

const COUNTS = ['invited', 'opened', 'confirmed', 'consented', 'detailsComplete'] as const;
async function counts(page: Page) {
  const read: Record<string, number> = {};
  for (const key of COUNTS)
    read[key] = asNumber(
      (await page.getByTestId(`count-${key}`).getByRole('definition').textContent()) ?? '',
    );
  return read;
}

async function pictures(page: Page, name: string, keys: Parameters<typeof expectLaidOut>[1]) {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectLaidOut(page, keys);
    await page.screenshot({
      path: `test-results/screens/${name}-${size.width}x${size.height}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('an admin invites the donors of a list just imported (its own page); the dialog says how many', async ({
  page,
}) => {
  place = await placeInDhaka(page.request, -3);
  await signInAndOpen(page, '/dashboard/invitations');
  const headers = { authorization: `Bearer ${await tokenOf(page, DEMO_ADMIN.email)}` };
  // A donor known only by name, group and number, as a community's list has them.
  const csv = `"নাম","রক্তের গ্রুপ","মোবাইল"\n"${NAME}","বি পজিটিভ","${PHONE}"\n`;
  const imported = await page.request.post('/api/import/donors/confirm', {
    headers,
    multipart: {
      file: { name: 'list.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
      options: JSON.stringify({ status: 'verified' }),
    },
  });
  expect(imported.ok(), await imported.text()).toBe(true);
  // Written while the request waits (200) or, behind another import, as a job (202): both name the job.
  jobId = ((await imported.json()) as { jobId: string }).jobId;
  if (imported.status() === 202) {
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`/api/import/jobs/${jobId}`, { headers })).json()) as {
              state: string;
            }
          ).state,
        {
          timeout: 30_000,
        },
      )
      .toBe('done');
  }

  // The list's own page: its donors only (other tests' imports share this database, thousands of
  // donors with details missing among them, whom this test must not invite).
  await page.goto(`/dashboard/invitations?import=${jobId}`);
  await expect(page.getByTestId('invitations-back')).toBeVisible();
  before = await counts(page);
  const action = page.getByTestId('invite-import');
  const waiting = asNumber((await action.locator('p').textContent())!.replace(/[^০-৯0-9]/g, ''));
  expect(waiting).toBeGreaterThanOrEqual(1);
  await onScreen(action.getByRole('button', { name: 'আমন্ত্রণ পাঠান' }));
  await action.getByRole('button', { name: 'আমন্ত্রণ পাঠান' }).click();
  const dialog = page.getByRole('dialog', { name: 'আমন্ত্রণ পাঠাবেন?' });
  await expect(dialog).toContainText(`${bnDigits(waiting)} জন রক্তদাতাকে একটি করে SMS পাঠানো হবে।`);
  const send = dialog.getByRole('button', { name: `${bnDigits(waiting)}টি SMS পাঠান` });
  await onScreen(send);
  await send.click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `${bnDigits(waiting)} জনের আমন্ত্রণ পাঠানোর জন্য রাখা হয়েছে` }),
  ).toBeVisible();
  await expect(page.getByTestId('count-invited').getByRole('definition')).toHaveText(
    bnDigits(before.invited! + waiting),
  );

  // The link the SMS carries: with the log provider nothing leaves, so the test asks for the donor's link as the panel does.
  const found = await page.request.get(
    `/api/available-donor?donorSearchData=${encodeURIComponent(NAME)}`,
    { headers },
  );
  const donorId = ((await found.json()) as { availableDonorList: { _id: string }[] })
    .availableDonorList[0]!._id;
  linkPath = await issueDonorLink(page.request, headers, donorId);
});

async function donorPhone(browser: Browser) {
  const context = await browser.newContext({
    baseURL: process.env.BASE_URL,
    viewport: { width: 390, height: 844 },
    timezoneId: 'Asia/Dhaka',
    storageState: BENGALI,
  });
  return { context, page: await context.newPage() };
}

test('the donor opens the link and completes the date of birth, gender, place and consent', async ({
  browser,
}) => {
  const { context, page } = await donorPhone(browser);
  try {
    await page.goto(linkPath);
    const section = page.getByTestId('complete-details');
    await expect(section.getByRole('heading', { name: 'আপনার তথ্য নিশ্চিত করুন' })).toBeVisible();
    await expect(section).toBeInViewport();
    // First on the page: above the record.
    const sectionBox = (await section.boundingBox())!;
    const recordBox = (await page.getByTestId('donor-record').boundingBox())!;
    expect(sectionBox.y).toBeLessThan(recordBox.y);
    await pictures(page, 'invitation-donor-page', {
      heading: page.locator('main h1'),
      'first section heading': section.getByRole('heading', { name: 'আপনার তথ্য নিশ্চিত করুন' }),
    });

    const yes = section.getByRole('radio', { name: 'হ্যাঁ, অনুরোধ পাঠান' });
    await onScreen(yes);
    const yesBox = (await section.locator('label.choice-row').first().boundingBox())!;
    expect(yesBox.height).toBeGreaterThanOrEqual(44);
    await yes.check();
    await section.getByLabel('জন্ম তারিখ').fill('1993-06-21');
    await section.getByRole('radio', { name: 'মহিলা' }).check();
    await section.getByLabel('বিভাগ', { exact: true }).selectOption(optionValue(place.division));
    await section.getByLabel('জেলা', { exact: true }).selectOption(optionValue(place.district));
    await section.getByLabel('উপজেলা', { exact: true }).selectOption(optionValue(place.upazila));
    await section.getByLabel('ইউনিয়ন', { exact: true }).selectOption(optionValue(place.union));
    await section.getByLabel('গ্রাম বা মহল্লা').fill('দক্ষিণপাড়া');
    const save = section.getByRole('button', { name: 'আমার তথ্য সেভ করুন' });
    await onScreen(save);
    const saveBox = (await save.boundingBox())!;
    expect(saveBox.height).toBeGreaterThanOrEqual(44);
    await save.click();
    await expect(page.getByTestId('details-saved')).toHaveText(
      'ধন্যবাদ! আপনার তথ্য ও সিদ্ধান্ত সেভ হয়েছে।',
    );
    await expect(page.getByTestId('details-saved')).toBeInViewport();
  } finally {
    await context.close();
  }
});

test("the admin's progress counts the donor as opened, confirmed, consented and complete", async ({
  page,
}) => {
  await signInAndOpen(page, `/dashboard/invitations?import=${jobId}`);
  for (const key of ['opened', 'confirmed', 'consented', 'detailsComplete'] as const) {
    await expect(page.getByTestId(`count-${key}`).getByRole('definition'), key).toHaveText(
      bnDigits(before[key]! + 1),
    );
  }
  // The whole community's page, with its two invitations by filter.
  await page.getByTestId('invitations-back').click();
  await expect(page.getByRole('heading', { name: 'রক্তদাতাদের আমন্ত্রণ', level: 1 })).toBeVisible();
  await pictures(page, 'invitations', {
    heading: page.locator('main h1'),
    counts: page.getByTestId('invitation-counts'),
  });
  await onScreen(
    page.getByTestId('invite-noConsent').getByRole('button', { name: 'আমন্ত্রণ পাঠান' }),
  );
});
