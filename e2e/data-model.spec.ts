import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAdmin, localDateTime, signInAndOpen, uniqueName } from './support/blood-contacts.ts';
import { chooseFirst, DEMO_ADMIN, randomPhone, signInAsAdmin } from './support/donors.ts';
import { onScreen } from './support/layout.ts';

/**
 * The data model as a person meets it, at phone size (390x844): a donor donates twice as two
 * kinds, the profile shows the history and the next-eligible date, an admin adds and removes a
 * past donation, a super admin changes an eligibility interval, archives and restores the donor
 * and sees both in Activity; a blood request carries where the patient is.
 */
const NAME = `ই২ই ইতিহাস ${Date.now() % 100000}`;
const PHONE = randomPhone();
const PATIENT = uniqueName('এলাকা রোগী');

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The date `days` from now and the day after, as the profile shows them (formatted in the browser). */
function datesIn(page: Page, days: number): Promise<string[]> {
  return page.evaluate(
    (d) =>
      [d, d + 1].map((n) =>
        // The page's locale (web/i18n/language.ts): English pages en-GB, Bengali ones bn-BD.
        new Intl.DateTimeFormat(document.documentElement.lang === 'en' ? 'en-GB' : 'bn-BD', {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
        }).format(new Date(Date.now() + n * 86_400_000)),
      ),
    days,
  );
}

/** The next-eligible date in the open profile is `days` from now (or the day after, near midnight). */
async function expectEligibleIn(page: Page, profile: Locator, days: number) {
  const next = profile.getByTestId('history-next-eligible');
  await onScreen(next);
  const expected = await datesIn(page, days);
  await expect.poll(async () => expected.includes((await next.textContent()) ?? '')).toBe(true);
}

async function openAvailable(page: Page) {
  await page.goto('/dashboard/donor-list');
  await page.getByTestId('dashboard-search').fill(NAME);
  return page.getByTestId('available-donors').getByTestId('list-row').filter({ hasText: NAME });
}

async function openUnavailable(page: Page) {
  await page.goto('/dashboard/donor-list/unavailableDonor');
  await page.getByTestId('dashboard-search').fill(NAME);
  return page.getByTestId('unavailable-donors').getByTestId('list-row').filter({ hasText: NAME });
}

async function openProfile(page: Page) {
  const row = await openUnavailable(page);
  await row.getByRole('button', { name: `${NAME}'s profile` }).click();
  return page.getByRole('dialog', { name: 'Donor profile' });
}

test.describe.configure({ mode: 'serial' });
// The volunteers' clock: a wait ends at midnight in Bangladesh, and dates show in local time.
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Dhaka' });

test('a woman registers and an admin accepts her', async ({ page }) => {
  await page.goto('/donorRegistration');
  await page.getByLabel('Name', { exact: true }).fill(NAME);
  await page.getByLabel('Blood group').selectOption({ label: 'B+' });
  await page.getByLabel('Date of birth').fill('1994-07-21');
  await page.getByLabel('Gender').selectOption({ label: 'Female' });
  await page.getByLabel('Mobile number', { exact: true }).fill(PHONE);
  await page.getByLabel('Division').selectOption({ label: 'Dhaka' });
  await chooseFirst(page, 'District');
  await chooseFirst(page, 'Upazila / Thana');
  await chooseFirst(page, 'Union');
  await page.getByLabel('Village', { exact: true }).fill('কলমা');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Your submission has been sent')).toBeVisible();

  await signInAsAdmin(page);
  await page.goto('/dashboard/donor-request');
  const row = page.getByTestId('list-row').filter({ hasText: NAME });
  await row.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(page, 'Donor Verified')).toBeVisible();
});

test('donating platelets 30 days ago, then whole blood today: two kinds in the history, eligible again after 120 days', async ({
  page,
}) => {
  await signInAsAdmin(page);
  // Platelets 30 days ago: the 14-day interval has passed, so she stays available.
  let row = await openAvailable(page);
  await row.getByRole('button', { name: 'Donate' }).click();
  let dialog = page.getByRole('dialog', { name: 'Donate' });
  await expect(dialog.getByLabel('Whole blood')).toBeChecked();
  await dialog.getByLabel('Platelets').check();
  await dialog.getByLabel('Total Day After Donation').fill('30');
  await onScreen(dialog.getByRole('button', { name: 'Donate' }));
  await dialog.getByRole('button', { name: 'Donate' }).click();
  await expect(toast(page, 'Blood Donation Counted')).toBeVisible();
  await expect(row).toBeVisible();
  // The next donation's toast has the same words: let this one go first so the next is its own.
  await expect(toast(page, 'Blood Donation Counted')).toHaveCount(0);

  // Whole blood today (the default kind): unavailable, a woman waits 120 days.
  await row.getByRole('button', { name: 'Donate' }).click();
  dialog = page.getByRole('dialog', { name: 'Donate' });
  await dialog.getByRole('button', { name: 'Donate' }).click();
  await expect(toast(page, 'Blood Donation Counted')).toBeVisible();
  await expect(row).toHaveCount(0);

  const profile = await openProfile(page);
  const items = profile.getByTestId('history-item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Whole blood');
  await expect(items.nth(1)).toContainText('Platelets');
  await expect(items.nth(0)).toContainText(/ডেমো অ্যাডমিন|demo-admin@/);
  await onScreen(profile.getByTestId('history-total'));
  await expect(profile.getByTestId('history-total')).toHaveText('2');
  await expectEligibleIn(page, profile, 120);
  row = await openUnavailable(page);
  await expect(row).toContainText('2 times');
});

test('an admin adds a past donation and removes it again; the totals follow', async ({ page }) => {
  await signInAsAdmin(page);
  const profile = await openProfile(page);
  await profile.getByRole('button', { name: 'Add a past donation' }).click();
  const form = profile.getByRole('form', { name: 'Past donation' });
  // A date in the future is refused on the phone, before anything is sent.
  await form.getByLabel('Date').fill('2099-01-01');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(form.getByText('Donation date cannot be in the future')).toBeVisible();
  await form.getByLabel('Date').fill('2024-01-15');
  await form.getByLabel('Kind').selectOption('whole_blood');
  await form.getByLabel('Place').fill('কুর্মিটোলা হাসপাতাল');
  await onScreen(form.getByRole('button', { name: 'Add' }));
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page, 'Donation added')).toBeVisible();
  const items = profile.getByTestId('history-item');
  await expect(items).toHaveCount(3);
  await expect(items.nth(2)).toContainText('কুর্মিটোলা হাসপাতাল');
  await expect(profile.getByTestId('history-total')).toHaveText('3');

  // Remove it: the confirm dialog names it; the total goes back to 2.
  await items
    .nth(2)
    .getByRole('button', { name: /Delete/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Was this donation recorded by mistake?' });
  await onScreen(confirm.getByRole('button', { name: 'Delete' }));
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Donation deleted')).toBeVisible();
  await expect(items).toHaveCount(2);
  await expect(profile.getByTestId('history-total')).toHaveText('2');
});

test('a super admin changes the interval for women; her next-eligible date follows at once', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/dashboard/settings');
  const women = page.getByLabel('Whole blood: women');
  await expect(women).toHaveValue('120');
  await expect(page.getByText(/WHO, 2012/).first()).toBeVisible();
  await women.fill('100');
  // 'Save' alone: the alert limits below have their own 'Save limits'.
  await onScreen(page.getByRole('button', { name: 'Save', exact: true }));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Settings Saved')).toBeVisible();

  const profile = await openProfile(page);
  await expectEligibleIn(page, profile, 100);
  await profile.getByTestId('modal-close').click();

  // Put the default back for the other flows.
  await page.goto('/dashboard/settings');
  await page.getByLabel('Whole blood: women').fill('120');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Settings Saved')).toBeVisible();
});

test('deleting the donor archives her; a super admin restores her; Activity shows both', async ({
  page,
}) => {
  await signInAsAdmin(page);
  let row = await openUnavailable(page);
  await row.getByRole('button', { name: `Delete ${NAME}` }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure you want to delete this donor ?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Donor Data Deleted')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The super admin's sidebar (opened on the phone) offers Archive and Activity.
  await page.getByRole('button', { name: 'Dashboard pages' }).click();
  await onScreen(page.getByRole('link', { name: 'Activity' }));
  await onScreen(page.getByRole('link', { name: 'Archive' }));
  await page.getByRole('link', { name: 'Archive' }).click();
  await expect(page).toHaveURL(/\/dashboard\/archive$/);
  const archived = page
    .getByTestId('archived-items')
    .getByTestId('list-row')
    .filter({ hasText: NAME });
  await expect(archived).toContainText(DEMO_ADMIN.email);
  const restore = archived.getByRole('button', { name: `${NAME}: restore` });
  await onScreen(restore);
  await restore.click();
  await expect(toast(page, 'Restored')).toBeVisible();
  await expect(archived).toHaveCount(0);

  row = await openUnavailable(page);
  await expect(row).toContainText('2 times');

  await page.goto('/dashboard/activity');
  await page.getByLabel('Person (email)').fill(DEMO_ADMIN.email);
  const events = page.getByTestId('audit-events').getByTestId('list-row');
  await expect(events.first()).toBeVisible();
  const newest = events.first();
  await onScreen(newest);
  await expect(newest).toContainText('Restore');
  await expect(newest).toContainText(DEMO_ADMIN.email);
  await expect(events.filter({ hasText: /Archive|Delete/ }).first()).toBeVisible();
  await page.getByLabel('Action').selectOption('restore');
  await expect(events.first()).toContainText('Restore');
});

test('a visitor gives the patient’s area; an admin sees it and narrows it in the request', async ({
  page,
}) => {
  await page.goto('/contact');
  await page.getByLabel('Patient name').fill(PATIENT);
  await page.getByLabel('Blood group').selectOption({ label: 'B+' });
  await page.getByLabel('Date & time of donation').fill(localDateTime(3));
  await page.getByLabel('Blood quantity (bags)').selectOption('1');
  await page.getByLabel('Blood donation place').fill('মিটফোর্ড হাসপাতাল');
  await page.getByLabel('Division').selectOption({ label: 'Dhaka' });
  await chooseFirst(page, 'District');
  await onScreen(page.getByLabel('District', { exact: true }));
  await page.getByLabel('Mobile number', { exact: true }).fill('01712345678');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Your request has been sent')).toBeVisible();

  await signInAsAdmin(page);
  await page.goto('/dashboard/blood-request/incomplete-blood-request');
  await page.getByRole('button', { name: `${PATIENT}: show details` }).click();
  const modal = page.getByRole('dialog', { name: 'Patient details' });
  const place = modal.getByTestId('request-location');
  // An English page names the places in English.
  await expect(place).toContainText('Dhaka ›');
  await modal.getByRole('button', { name: 'Set the area' }).click();
  await chooseFirst(page, 'Upazila / Thana');
  const save = modal.getByRole('button', { name: 'Save the area' });
  await onScreen(save);
  await save.click();
  await expect(toast(page, 'Location Updated')).toBeVisible();
  await expect(place).toHaveText(/^Dhaka › [A-Za-z][^›]+ › [A-Za-z][^›]+$/);
});

test('an admin reads the settings but cannot change them, opens Activity, and opens the Archive without contacts', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request);
  await signInAndOpen(page, '/dashboard/settings', admin);
  const women = page.getByLabel('Whole blood: women');
  await expect(women).toHaveValue('120');
  await expect(women).toHaveAttribute('readonly', '');
  await onScreen(page.getByText('Only a super admin can change these numbers.'));
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save limits' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Dashboard pages' }).click();
  await onScreen(page.getByRole('link', { name: 'Settings' }));
  // Activity is every admin's (the events of their units).
  await onScreen(page.getByRole('link', { name: 'Activity' }));
  await page.goto('/dashboard/activity');
  await expect(page).toHaveURL(/\/dashboard\/activity$/);
  // The Archive is theirs too (their units' donors and requests); the contacts' tab is not.
  await page.goto('/dashboard/archive');
  await expect(page).toHaveURL(/\/dashboard\/archive$/);
  await expect(page.getByRole('tab', { name: 'Donors' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Contacts' })).toHaveCount(0);
});
