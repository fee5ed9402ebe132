import { uniqueName } from './support/blood-contacts.ts';
import { expect, test } from './support/fixtures.ts';
import { BENGALI } from './support/language.ts';
import { expectLaidOut, onScreen, saveScreen, screenDrawn } from './support/layout.ts';

/**
 * A donor's certificate (docs/decisions/060) on a phone (390x844) in Bengali, then a laptop: the
 * super admin issues one through the API for a verified donor with a donation, and its address
 * opens the printable page with the donor's name and milestone on the first screen. An unknown
 * code says so instead of the not-found page of the app.
 */
test.use({ storageState: BENGALI });

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

test('an issued certificate opens at its address with the name and the milestone', async ({
  page,
  adminApi,
  donors,
}) => {
  const donor = await donors.add({ name: uniqueName('সনদের দাতা'), verified: true });
  const donation = await adminApi.request.post(`/api/donors/${donor.id}/donations`, {
    headers: adminApi.headers,
    data: { donatedAt: '2020-01-05' },
  });
  expect(donation.ok(), await donation.text()).toBe(true);
  const issued = await adminApi.request.post(`/api/donors/${donor.id}/certificate`, {
    headers: adminApi.headers,
  });
  expect(issued.status(), await issued.text()).toBe(201);
  const { code, url } = (await issued.json()) as { code: string; url: string };
  const path = new URL(url).pathname;
  expect(path).toBe(`/c/${code}`);

  await page.setViewportSize(PHONE);
  await page.goto(path);
  await screenDrawn(page);
  const name = page.getByTestId('certificate-name');
  await expect(name).toHaveText(donor.name);
  await expect(name).toBeInViewport();
  const milestone = page.getByTestId('certificate-milestone');
  await expect(milestone).toHaveText('১ বার রক্তদানের জন্য');
  await expect(milestone).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('রক্তদানের সনদপত্র');
  await expect(page.getByTestId('certificate-revoked')).toHaveCount(0);
  await onScreen(page.getByRole('button', { name: 'প্রিন্ট করুন' }));
  await expectLaidOut(page, {
    'top bar': page.locator('header.topbar'),
    certificate: page.getByTestId('certificate'),
  });
  await saveScreen(page, 'certificate');

  // On paper only the certificate: no top bar, footer or button.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header.topbar')).toBeHidden();
  await expect(page.locator('footer.footer')).toBeHidden();
  await expect(page.getByRole('button', { name: 'প্রিন্ট করুন' })).toBeHidden();
  await expect(name).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.setViewportSize(LAPTOP);
  await expect(name).toBeInViewport();
  await expect(milestone).toBeInViewport();
  await expectLaidOut(page, {
    'top bar': page.locator('header.topbar'),
    certificate: page.getByTestId('certificate'),
  });
  await saveScreen(page, 'certificate');
});

test('an unknown code says politely that there is no such certificate', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/c/nosuchcode0000000');
  await onScreen(page.getByTestId('certificate-not-found'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('সনদটি পাওয়া যায়নি');
});

test("a donor's private link shows their count, the next milestone and their certificate, which opens its page", async ({
  page,
  adminApi,
  donors,
}) => {
  const donor = await donors.add({ name: uniqueName('ফিরে আসা দাতা'), link: true });
  for (const donatedAt of ['2019-01-05', '2020-01-05', '2021-01-05']) {
    const res = await adminApi.request.post(`/api/donors/${donor.id}/donations`, {
      headers: adminApi.headers,
      data: { donatedAt },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }

  await page.setViewportSize(PHONE);
  await page.goto(donor.linkPath!);
  const returning = page.getByTestId('returning');
  await expect(page.getByTestId('donation-count')).toHaveText('আপনি মোট ৩ বার রক্ত দিয়েছেন');
  await expect(page.getByTestId('milestone-reached')).toContainText('৩ বার');
  await expect(page.getByTestId('next-milestone')).toHaveText('পরের মাইলফলক: ১০ বার (আর ৭ বার)');
  // The donor asks for their certificate; it is listed with a link to its page.
  const make = page.getByTestId('certificate-make');
  await onScreen(make);
  await make.click();
  const open = page.getByTestId('certificates').getByRole('link', { name: '৩ বার রক্তদানের সনদ' });
  await onScreen(open);
  expect((await open.boundingBox())!.height, 'a tap target').toBeGreaterThanOrEqual(44);
  // The section holds the rest: its parts, not the section, must not overlap.
  await expectLaidOut(page, {
    count: page.getByTestId('donation-count'),
    'next milestone': page.getByTestId('next-milestone'),
    certificate: open,
  });
  // The picture to share: drawn by the server with the first name and milestone only.
  const proud = page.getByTestId('proud-picture').getByRole('img');
  await proud.scrollIntoViewIfNeeded();
  await expect
    .poll(() => proud.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1080);
  await onScreen(page.getByRole('link', { name: 'ছবিটি নিন' }));
  await open.scrollIntoViewIfNeeded();
  await saveScreen(page, 'donor-link-milestone');
  await page.setViewportSize(LAPTOP);
  await onScreen(open);
  await expect(returning).toBeVisible();
  await expectLaidOut(page, {
    'next milestone': page.getByTestId('next-milestone'),
    certificate: open,
  });
  await saveScreen(page, 'donor-link-milestone');

  await page.setViewportSize(PHONE);
  await open.click();
  await expect(page).toHaveURL(/\/c\/[A-Z0-9]{16}$/);
  await expect(page.getByTestId('certificate-name')).toHaveText(donor.name);
  await expect(page.getByTestId('certificate-milestone')).toHaveText('৩ বার রক্তদানের জন্য');
  await onScreen(page.getByTestId('qr-code'));
  await saveScreen(page, 'certificate-with-qr');
  // Its PDF is the same certificate, public.
  const pdf = await page.request.get(
    await page
      .getByTestId('certificate-pdf')
      .getAttribute('href')
      .then((h) => h!),
  );
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});
