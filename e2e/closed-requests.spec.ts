import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { BENGALI } from './support/language.ts';
import { saveScreen } from './support/layout.ts';
import { expect, test, type AdminApi } from './support/fixtures.ts';

/**
 * Find donors for a request that is done or cancelled: it says what happened, where the eye lands
 * on the first screen, and offers nothing that no longer applies (no donors to call, no pledge to
 * confirm, no alert, no share). And the dashboard's sidebar on a laptop: a white column as tall as
 * the longest list, its links in sight while the page scrolls, never over the top bar.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const matchesOf = (id: string) => `/dashboard/blood-request/${id}/matches`;

async function pledge(api: AdminApi, donorId: string, requestId: string) {
  const res = await api.request.post(`/api/donors/${donorId}/calls`, {
    headers: api.headers,
    data: { outcome: 'willDonate', requestId },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { pledge: { _id: string } }).pledge._id;
}

/** Nothing on the screen to act on the request or its donors; no axe violation either. */
async function noActions(page: Page, texts: (typeof CASES)[number]['texts']) {
  await expect(page.getByTestId('match-card')).toHaveCount(0);
  for (const name of [texts.record, texts.alert, texts.share, texts.cancel]) {
    await expect(page.getByRole('button', { name, exact: false })).toHaveCount(0);
  }
  await expect(page.getByRole('switch')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

const CASES = [
  {
    name: 'phone, Bengali',
    storage: BENGALI,
    viewport: PHONE,
    texts: {
      record: 'কলের ফল লিখুন',
      alert: 'রক্তদাতাদের জানান',
      share: 'শেয়ার',
      cancel: 'অনুরোধ বাতিল',
      done: 'অনুরোধটি সম্পন্ন হয়েছে',
      cancelled: 'অনুরোধটি বাতিল হয়েছে',
      given: 'দিয়েছেন',
      reason: 'বাতিলের কারণ',
    },
  },
  {
    name: 'laptop, English',
    storage: undefined,
    viewport: LAPTOP,
    texts: {
      record: 'Record the call',
      alert: 'Alert donors',
      share: 'Share',
      cancel: 'Cancel the request',
      done: 'This request is done',
      cancelled: 'This request was cancelled',
      given: 'Gave on',
      reason: 'Cancelled because',
    },
  },
] as const;

test.describe('Find donors for a closed request', () => {
  for (const { name, storage, viewport, texts } of CASES) {
    test.describe(name, () => {
      test.use({ viewport, ...(storage ? { storageState: storage } : {}) });

      test('a done and a cancelled request say what happened and offer no call, pledge, alert or share', async ({
        adminPage: page,
        adminApi,
        donors,
        bloodRequests,
      }) => {
        // Two donors who can give: one gives, the other would be listed to call on an open request.
        const giver = await donors.add({ bloodGroup: 'abNegative', verified: true });
        const other = await donors.add({ bloodGroup: 'abNegative', verified: true });
        const done = await bloodRequests.add({ bloodGroup: 'abNegative', quantity: '1' });
        const cancelled = await bloodRequests.add({ bloodGroup: 'abNegative', quantity: '1' });

        // Open, the screen lists the donors with their actions (what must go once it is closed).
        await page.goto(matchesOf(done.id));
        await expect(
          page.getByTestId('match-card').first().getByRole('button', { name: texts.record }),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: texts.alert })).toBeVisible();

        // The donor gives: one bag of one makes the request done.
        const pledgeId = await pledge(adminApi, giver.id, done.id);
        const given = await adminApi.request.post(
          `/api/blood-request/${done.id}/pledges/${pledgeId}/given`,
          {
            headers: adminApi.headers,
            data: {},
          },
        );
        expect(given.status(), await given.text()).toBe(200);
        expect(((await given.json()) as { request: { state: string } }).request.state).toBe('done');

        await page.reload();
        const outcome = page.getByTestId('closed-outcome');
        await expect(outcome).toContainText(texts.done);
        await expect(outcome).toBeInViewport();
        // Who gave.
        const pledgeRow = page.getByTestId('pledge').filter({ hasText: giver.name });
        await expect(pledgeRow).toContainText(texts.given);
        await expect(pledgeRow).toHaveAttribute('data-state', 'given');
        await noActions(page, texts);
        await saveScreen(page, `closed-done-${storage ? 'bn' : 'en'}`, false);

        // Cancelled with a reason.
        const reason = 'রোগীকে অন্য হাসপাতালে নেওয়া হয়েছে';
        const res = await adminApi.request.post(`/api/blood-request/${cancelled.id}/cancel`, {
          headers: adminApi.headers,
          data: { reason },
        });
        expect(res.ok(), await res.text()).toBe(true);
        await page.goto(matchesOf(cancelled.id));
        await expect(page.getByTestId('closed-outcome')).toContainText(texts.cancelled);
        await expect(page.getByTestId('closed-outcome')).toBeInViewport();
        const why = page.getByTestId('cancel-reason');
        await expect(why).toContainText(`${texts.reason}: ${reason}`);
        await expect(why).toBeInViewport();
        await noActions(page, texts);
        await saveScreen(page, `closed-cancelled-${storage ? 'bn' : 'en'}`, false);

        // The server says the same: no call about either request.
        for (const id of [done.id, cancelled.id]) {
          const refused = await adminApi.request.post(`/api/donors/${other.id}/calls`, {
            headers: adminApi.headers,
            data: { outcome: 'noAnswer', requestId: id },
          });
          expect(refused.status()).toBe(409);
          expect(((await refused.json()) as { code: string }).code).toBe('BLOOD_REQUEST_CLOSED');
        }
      });
    });
  }
});

test.describe('the sidebar on a laptop', () => {
  test.use({ viewport: LAPTOP });

  test('is a white column down to the end of a long list; its links stay in sight and under the top bar', async ({
    adminPage: page,
    bloodRequests,
  }) => {
    // Enough open requests that the list runs well past one screen.
    for (let i = 0; i < 12; i++) await bloodRequests.add();
    await page.goto('/dashboard/blood-request/incomplete-blood-request?size=50');
    await expect(
      page.getByTestId('incomplete-requests').locator('a.find-donors').nth(11),
    ).toBeVisible();
    const sidebar = page.locator('aside.sidebar');
    const main = page.locator('.dashboard-main');
    const link = sidebar.getByRole('link', { name: 'Donors', exact: true });
    const bottom = async (locator: typeof main) => {
      const box = (await locator.boundingBox())!;
      return box.y + box.height;
    };
    expect(await bottom(main)).toBeGreaterThan(LAPTOP.height * 2);
    // The white panel reaches as far down as the list does.
    expect(await bottom(sidebar)).toBeGreaterThanOrEqual((await bottom(main)) - 1);
    await expect(sidebar).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await saveScreen(page, 'sidebar-long-list-top', false);

    // Half-way down, the links are in sight, just under the top bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(link).toBeInViewport();
    const topBar = (await page.locator('header.topbar').boundingBox())!;
    const nav = (await sidebar.locator('nav').boundingBox())!;
    expect(nav.y).toBeGreaterThanOrEqual(topBar.y + topBar.height - 1);
    await saveScreen(page, 'sidebar-long-list-middle', false);

    // At the end of the page the links are still there and the top bar is drawn over them, never under.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator('footer').last()).toBeInViewport();
    expect(await bottom(sidebar)).toBeGreaterThanOrEqual((await bottom(main)) - 1);
    const topBarAt = await page.evaluate(() => {
      const bar = document.querySelector('header.topbar')!.getBoundingClientRect();
      // The top bar's left end, where the sidebar column lies below.
      return !!document.elementFromPoint(60, bar.top + bar.height / 2)?.closest('header.topbar');
    });
    expect(topBarAt).toBe(true);
    await expect(sidebar.getByRole('link', { name: 'Archive' })).toBeInViewport();
    await saveScreen(page, 'sidebar-long-list-end', false);
  });
});
