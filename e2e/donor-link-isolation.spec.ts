import type { Request } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/**
 * The donor's private page on a phone: it asks for its own code and the donor's data only. No
 * dashboard code (the admin chunk groups, the dashboard frame, its early reads), and nothing from
 * another host: the token in the address reaches nobody else.
 */
const DASHBOARD_CODE =
  /\/assets\/((admin|donors|analytics)(-forms)?-[\w-]+\.(js|css)|[^/]*(Dashboard|early-reads)[^/]*)$/;

test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Dhaka' });

test("the donor's page loads no admin code and nothing from another host", async ({
  browser,
  baseURL,
  donors,
  adminApi,
}) => {
  // A consenting, verified donor with a private link (made through the API as an admin).
  const name = `আলাদা দাতা ${Date.now() % 100000}`;
  const donor = await donors.add({
    name,
    district: 1,
    bloodGroup: 'oPositive',
    birthDate: '1991-04-10',
    village: 'দক্ষিণপাড়া',
    link: true,
  });
  const linkPath = donor.linkPath!;
  expect(linkPath).toMatch(/^\/d\/[\w-]{43}$/);

  // The donor's phone: a browser of its own, no account; every request it makes is recorded,
  // the service worker's included.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    baseURL,
    locale: 'bn-BD',
  });
  const requests: Request[] = [];
  phone.on('request', (request) => requests.push(request));
  const donorPage = await phone.newPage();
  const answer = await donorPage.goto(linkPath);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['cache-control']).toBe('no-store');
  expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
  // The page's own chunk is named in its HTML (asked for together with the entry).
  expect(await answer!.text()).toMatch(
    /<link rel="modulepreload"[^>]*href="\/assets\/DonorLinkPage-[\w-]+\.js"/,
  );
  await expect(donorPage.getByText(name).first()).toBeVisible();
  // The service worker is registered after the load and active once it has taken the public files
  // it keeps: those requests are recorded too.
  await donorPage.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  const origin = new URL(baseURL!).origin;
  const urls = requests.map((r) => r.url());
  expect(
    urls.filter(
      (u) => !u.startsWith('data:') && !u.startsWith('blob:') && new URL(u).origin !== origin,
    ),
  ).toEqual([]);
  expect(urls.filter((u) => DASHBOARD_CODE.test(new URL(u).pathname))).toEqual([]);
  expect(urls.some((u) => /\/assets\/DonorLinkPage-[\w-]+\.js$/.test(u))).toBe(true);
  expect(urls.some((u) => new URL(u).pathname === `/api/donor-link/${linkPath.slice(3)}`)).toBe(
    true,
  );
  // No read of admin data was even tried.
  expect(
    urls.filter((u) =>
      /\/api\/(dashboard|available-donor|donor-request|user)\b/.test(new URL(u).pathname),
    ),
  ).toEqual([]);
  await donorPage.screenshot({ path: 'test-results/screens/donor-link-isolation-390.png' });

  // The donor turns this link off (it may have reached someone else): asked first, then it is dead,
  // and the donor is still on the list for a volunteer to give a new link.
  await donorPage.getByTestId('revoke-link').getByRole('button').click();
  await donorPage.getByRole('dialog').locator('.btn-danger').click();
  await expect(donorPage.getByTestId('link-revoked')).toBeVisible();
  await donorPage.reload();
  await expect(donorPage.getByTestId('donor-link-not-found')).toBeVisible();
  expect((await adminApi.request.get(`/api/donor-link/${linkPath.slice(3)}`)).status()).toBe(404);
  expect(
    (
      await adminApi.request.post(`/api/donors/${donor.id}/link`, { headers: adminApi.headers })
    ).status(),
  ).toBe(201);
  await phone.close();
});
