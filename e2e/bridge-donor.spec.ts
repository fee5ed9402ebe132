import type { Locator, Page } from '@playwright/test';
import { BENGALI } from './support/language.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueName } from './support/blood-contacts.ts';
import { randomPhone } from './support/donors.ts';

/**
 * A blood bridge from the donor's side, in Bengali on a phone (decisions/057, 062): an admin
 * registers a recurring patient and puts a donor on the bridge; the donor opens their private
 * link, sees the hospital and about how often (never the patient's name), joins and confirms their
 * first session; the volunteer's rota then says confirmed. The admin then gives the guardian a
 * status link: their phone shows that session confirmed and the next one without a donor, and
 * nothing of the patient or the donor; once turned off, the link opens nothing.
 */
test.use({
  storageState: BENGALI,
  timezoneId: 'Asia/Dhaka',
  viewport: { width: 390, height: 844 },
});

const shots = process.env.SCREENSHOTS;
/** The admin chunks and dashboard frame a public page must not load (as e2e/donor-link-isolation). */
const DASHBOARD_CODE =
  /\/assets\/((admin|donors|analytics)(-forms)?-[\w-]+\.(js|css)|[^/]*(Dashboard|early-reads)[^/]*)$/;

/** A tap target a thumb can hit: at least 44 px each way. */
async function thumbSized(target: Locator) {
  const box = (await target.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThanOrEqual(44);
}

async function laptop(page: Page, path: string, shown: Locator) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await shown.scrollIntoViewIfNeeded();
  await expect(shown).toBeInViewport();
  await page.screenshot({ path });
}

test('a donor joins a blood bridge through their link and confirms a session; the rota says so', async ({
  adminPage: page,
  adminApi,
  donors,
  browser,
  baseURL,
}) => {
  // AB-: few other tests make them, so the suggestions list this donor near the top.
  const donor = await donors.add({ bloodGroup: 'abNegative', link: true });
  const patient = uniqueName('ব্রিজের রোগী');
  const hospital = 'শিশু হাসপাতাল, আগারগাঁও';
  const guardianPhone = randomPhone();

  await page.goto('/dashboard/patients');
  await page.getByRole('button', { name: 'নতুন রোগী' }).click();
  const form = page.getByTestId('new-patient-form');
  const unit = form.getByLabel('ইউনিট');
  if (await unit.isVisible()) await unit.selectOption({ index: 1 });
  await form.getByLabel('রোগীর নাম').fill(patient);
  await form.getByLabel('রক্তের গ্রুপ').selectOption('abNegative');
  await form.getByLabel('অভিভাবকের মোবাইল').fill(guardianPhone);
  await form.getByLabel('যে হাসপাতালে রক্ত নেন').fill(hospital);
  await form.getByLabel('কত দিন পরপর (৭-৬০)').fill('21');
  await form.getByTestId('patient-consent').check();
  await form.getByRole('button', { name: 'রোগী যোগ করুন' }).click();
  const row = page.getByTestId('patient-row').filter({ hasText: patient });
  await row.getByRole('link', { name: patient }).click();
  await expect(page.getByRole('heading', { name: patient })).toBeVisible();
  await page
    .getByTestId('bridge-suggestion')
    .filter({ hasText: donor.name })
    .getByRole('button', { name: 'যোগ করুন' })
    .click();
  const member = page.getByTestId('bridge-member').filter({ hasText: donor.name });
  await expect(member).toContainText('উত্তরের অপেক্ষা');
  const firstSession = page.getByTestId('rota-session').first();
  await expect(firstSession).toContainText(`${donor.name} · পরিকল্পিত`);

  // The donor's phone: a browser of its own, no account, Bengali.
  const phone = await browser.newContext({
    storageState: BENGALI,
    viewport: { width: 390, height: 844 },
    timezoneId: 'Asia/Dhaka',
    baseURL,
  });
  const donorPage = await phone.newPage();
  await donorPage.goto(donor.linkPath!);
  const bridge = donorPage.getByTestId('link-bridge');
  await expect(bridge).toContainText(hospital);
  await expect(bridge).toContainText('প্রায় প্রতি ৩ সপ্তাহে');
  await expect(bridge).toContainText('আপনার উত্তরের অপেক্ষায়');
  // Never the patient: the bridge is the hospital and how often.
  await expect(donorPage.locator('body')).not.toContainText(patient);

  const join = bridge.getByRole('button', { name: 'হ্যাঁ, ব্রিজে থাকব' });
  await join.scrollIntoViewIfNeeded();
  await expect(join).toBeInViewport();
  await thumbSized(join);
  await join.click();
  await expect(donorPage.getByText('আপনি ব্রিজে যুক্ত হয়েছেন। ধন্যবাদ!')).toBeVisible();
  await expect(bridge).toContainText('আপনি এই ব্রিজে আছেন');

  const session = bridge.getByTestId('link-bridge-session').first();
  await expect(session).toHaveAttribute('data-state', 'planned');
  const give = session.getByRole('button', { name: 'আমি দেব' });
  const notNow = session.getByRole('button', { name: 'এবার পারব না' });
  await give.scrollIntoViewIfNeeded();
  await expect(give).toBeInViewport();
  await expect(notNow).toBeInViewport();
  await thumbSized(give);
  await thumbSized(notNow);
  await give.click();
  await expect(session).toHaveAttribute('data-state', 'confirmed');
  await expect(session).toContainText('আপনি নিশ্চিত করেছেন');
  await expect(give).toBeDisabled();
  await expect(notNow).toBeEnabled();
  if (shots) {
    await session.scrollIntoViewIfNeeded();
    await expect(session).toBeInViewport();
    await donorPage.screenshot({ path: 'test-results/screens/bridge-donor-390x844.png' });
    await laptop(donorPage, 'test-results/screens/bridge-donor-1366x768.png', session);
  }
  await phone.close();

  // The volunteer's rota reads the donor's answer.
  await page.reload();
  await expect(member).toContainText('রাজি');
  await expect(firstSession).toContainText(`${donor.name} · নিশ্চিত`);
  await expect(firstSession).toContainText('রক্তদাতা ঠিক');
  if (shots) {
    await firstSession.scrollIntoViewIfNeeded();
    await expect(firstSession).toBeInViewport();
    await page.screenshot({ path: 'test-results/screens/bridge-rota-390x844.png' });
    await laptop(page, 'test-results/screens/bridge-rota-1366x768.png', firstSession);
  }

  // The guardian's status link: made on the patient's page, opened on the guardian's phone.
  const card = page.getByTestId('patient-status-link');
  await card.getByRole('button', { name: 'লিংক তৈরি করুন' }).click();
  const url = await card.getByTestId('status-link-url').inputValue();
  expect(url).toMatch(/\/p\/[\w-]{43}$/);
  const guardian = await browser.newContext({
    storageState: BENGALI,
    viewport: { width: 390, height: 844 },
    timezoneId: 'Asia/Dhaka',
    baseURL,
  });
  const guardianPage = await guardian.newPage();
  const asked: string[] = [];
  guardianPage.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const opened = await guardianPage.goto(new URL(url).pathname);
  expect(opened?.headers()['cache-control']).toBe('no-store');
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  const first = guardianPage.getByTestId('patient-session').first();
  await expect(first).toHaveAttribute('data-state', 'confirmed');
  await expect(first).toContainText('রক্তদাতা নিশ্চিত করেছেন');
  await expect(first).toBeInViewport();
  await expect(guardianPage.getByTestId('patient-session').nth(1)).toContainText(
    'রক্তদাতা এখনো ঠিক হয়নি',
  );
  await expect(guardianPage.getByTestId('patient-status')).toContainText(hospital);
  // Nothing of the patient, the guardian or the donor.
  const text = await guardianPage.locator('body').innerText();
  for (const secret of [patient, donor.name, guardianPhone]) expect(text).not.toContain(secret);
  // A public page: no dashboard code, its own read, and none of the admins' patient routes.
  expect(asked.filter((path) => DASHBOARD_CODE.test(path))).toEqual([]);
  expect(asked).toContain(`/api/patient-status/${new URL(url).pathname.slice(3)}`);
  expect(asked.filter((path) => path.startsWith('/api/patients'))).toEqual([]);
  if (shots) {
    await guardianPage.screenshot({ path: 'test-results/screens/guardian-status-390x844.png' });
    await laptop(guardianPage, 'test-results/screens/guardian-status-1366x768.png', first);
  }

  // Turned off: the guardian's page no longer opens.
  await card.getByRole('button', { name: 'লিংক বন্ধ করুন' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'লিংক বন্ধ করুন' }).click();
  await expect(card).toContainText('এখনো কোনো লিংক দেওয়া হয়নি।');
  await guardianPage.reload();
  await expect(guardianPage.getByTestId('patient-status-not-found')).toBeVisible();
  await guardian.close();

  // The volunteer's dashboard on the day: the session, the donor's number to tap, and "given".
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  const today = page.getByTestId('today-session').filter({ hasText: patient });
  await expect(today).toContainText(hospital);
  const donorRow = today.getByTestId('today-donor').filter({ hasText: donor.name });
  await expect(donorRow).toContainText('নিশ্চিত');
  const call = donorRow.getByRole('link', { name: /ফোন করুন/ });
  const given = donorRow.getByRole('button', { name: `${donor.name} রক্ত দিয়েছেন` });
  for (const target of [call, given]) {
    await target.scrollIntoViewIfNeeded();
    await expect(target).toBeInViewport();
    await thumbSized(target);
  }
  await expect(call).toHaveAttribute('href', `tel:${donor.phone}`);
  if (shots) {
    await page.screenshot({ path: 'test-results/screens/today-sessions-390x844.png' });
    await laptop(page, 'test-results/screens/today-sessions-1366x768.png', donorRow);
  }
  await given.click();
  await expect(donorRow).toContainText('দিয়েছেন');
  await expect(given).toBeHidden();

  // Put back: the patient is archived.
  const res = await adminApi.request.post(`/api/patients/${id}/archive`, {
    headers: adminApi.headers,
  });
  expect(res.status()).toBe(200);
});
