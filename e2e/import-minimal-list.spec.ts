import { expect, test, type Page } from '@playwright/test';
import { BENGALI } from './support/language.ts';
import { onScreen, saveScreen } from './support/layout.ts';
import { signInAndOpen } from './support/session.ts';

/**
 * A new group's first hour, in Bengali on a phone (390x844): the list it really keeps (a name, a
 * blood group, a mobile number, an area, a last donation as remembered) imports whole, and the
 * donors appear in the list marked "details missing", with a number to tap.
 */
test.use({ storageState: BENGALI, timezoneId: 'Asia/Dhaka' });

const stamp = Date.now().toString(36).slice(-5);
const base = Date.now() % 1e6;
const phone = (n: number) => `0175${String((base * 40 + n) % 1e7).padStart(7, '0')}`;

/** Twenty rows as a group keeps them: groups, phones and dates written every way (`from`: the first phone's number). */
function minimalList(from = 0, label = stamp): string {
  const groups = [
    'B+',
    'B Rh positive',
    'বি পজিটিভ',
    'O+ (ও পজিটিভ)',
    'AB-',
    'A+ve',
    'এবি নেগেটিভ',
    'O Rh negative',
  ];
  const last = ['৩ মাস আগে', 'মার্চ ২০২৪', '2024', 'মনে নেই', '', 'জানি না'];
  const rows = [['নাম', 'রক্তের গ্রুপ', 'মোবাইল', 'এলাকা', 'শেষ রক্তদান']];
  for (let i = 0; i < 20; i++) {
    const written = i % 3 === 1 ? `${phone(from + i)} (imo)` : phone(from + i);
    rows.push([
      `তালিকা ${label} ${i + 1}`,
      groups[i % groups.length]!,
      written,
      i % 2 ? 'শ্যামপুর, রাঙ্গুনিয়া' : 'রাঙ্গুনিয়া',
      last[i % last.length]!,
    ]);
  }
  return rows.map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\n');
}

async function importList(page: Page, from = 0, label = stamp) {
  await signInAndOpen(page, '/dashboard/import');
  await expect(page.getByRole('heading', { name: 'রক্তদাতা আমদানি' })).toBeVisible();
  await page.getByLabel(/^ফাইল \(CSV বা XLSX/).setInputFiles({
    name: 'list.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(minimalList(from, label)),
  });
  await page.getByRole('button', { name: 'যাচাই করে দেখুন' }).click();
  await expect(page.getByTestId('import-count-new').getByRole('definition')).toHaveText('২০');
  await expect(page.getByTestId('import-count-error').getByRole('definition')).toHaveText('০');
  await saveScreen(page, 'import-minimal-list-preview');
  const confirm = page.getByRole('button', { name: '২০ জন রক্তদাতা আমদানি করুন' });
  await onScreen(confirm);
  await confirm.click();
  await expect(page.locator('.import-done')).toContainText('২০ জন নতুন রক্তদাতা যোগ হয়েছে', {
    timeout: 30_000,
  });
}

test('a minimal list imports whole and its donors are listed with their details missing and a number to tap', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await importList(page);

  await page.goto('/dashboard/donor-list?details=missing&size=25');
  await page.getByTestId('dashboard-search').fill(`তালিকা ${stamp}`);
  const rows = page.getByTestId('available-donors').getByTestId('list-row');
  // "3 months ago" and "March 2024"-type rows may still be resting; the available list has the rest.
  const first = rows.filter({ hasText: `তালিকা ${stamp} 4` }).first();
  await onScreen(first);
  await onScreen(first.getByTestId('details-missing'));
  await expect(first.getByTestId('details-missing')).toHaveText('তথ্য বাকি');
  const call = first.getByRole('link', { name: phone(3) });
  await onScreen(call);
  await expect(call).toHaveAttribute('href', `tel:${phone(3)}`);
  await saveScreen(page, 'import-minimal-list-donors');

  // The same list at a laptop's size.
  await page.setViewportSize({ width: 1366, height: 768 });
  await onScreen(first.getByTestId('details-missing'));
  await saveScreen(page, 'import-minimal-list-donors');
});

test('after the import, "Invite these donors" shows that list\'s progress and invites exactly its donors', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await importList(page, 20, `${stamp}b`);

  const invite = page.getByRole('link', { name: 'এই রক্তদাতাদের আমন্ত্রণ জানান' });
  await onScreen(invite);
  await invite.click();
  await expect(page).toHaveURL(/\/dashboard\/invitations\?import=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: '„list.csv“ তালিকার আমন্ত্রণ' })).toBeVisible();
  await expect(page.getByText('এই আমদানিতে যোগ হওয়া ২০ জন রক্তদাতার অগ্রগতি।')).toBeVisible();
  await expect(page.getByTestId('count-invited').getByRole('definition')).toHaveText('০');
  // Only this list's action, not the community's filters.
  await expect(page.getByTestId('invite-noConsent')).toHaveCount(0);
  const action = page.getByTestId('invite-import');
  await expect(action).toContainText('২০ জনকে পাঠানো যায়');
  const open = action.getByRole('button', { name: 'আমন্ত্রণ পাঠান' });
  await onScreen(open);
  await saveScreen(page, 'import-invite-list');
  await open.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('২০ জন রক্তদাতাকে একটি করে SMS পাঠানো হবে।');
  await dialog.getByRole('button', { name: '২০টি SMS পাঠান' }).click();
  await expect(page.getByText('২০ জনের আমন্ত্রণ পাঠানোর জন্য রাখা হয়েছে')).toBeVisible();
  await expect(page.getByTestId('count-invited').getByRole('definition')).toHaveText('২০');
  await expect(action).toContainText('এখন পাঠানোর মতো কেউ নেই');

  const back = page.getByRole('link', { name: 'পুরো কমিউনিটির অগ্রগতি দেখুন' });
  await onScreen(back);
  await back.click();
  await expect(page).toHaveURL(/\/dashboard\/invitations$/);
  await expect(page.getByRole('heading', { name: 'রক্তদাতাদের আমন্ত্রণ' })).toBeVisible();
  await expect(page.getByTestId('invite-noConsent')).toBeVisible();
});
