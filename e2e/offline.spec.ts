import { expect, test, type Page } from '@playwright/test';
import { localDateTime, uniqueName } from './support/blood-contacts.ts';
import { expectLaidOut, saveScreen, screenDrawn } from './support/layout.ts';
import { DEMO_ADMIN, signIn, tokenOf } from './support/session.ts';
import { idleWorkDone } from './support/start-up.ts';

/**
 * The app on a flaky connection (docs/decisions/028): the service worker keeps the public pages
 * and their public answers, a form submitted offline waits on the phone and goes when the
 * connection returns, and nothing of an admin's is ever kept for a signed-out visitor.
 */

// Each test waits for a service worker to install and goes offline and back: slower than most.
test.describe.configure({ timeout: 150_000 });

/** The public reads the service worker may keep (web/sw.ts); nothing else under /api. */
const KEPT_API =
  /^\/api\/(divisions|districts|upazilasForForm|unionsForForm|villagesForForm|top-donor|contacts|images\/[\w-]+)$/;

/** Waits until the service worker is installed (precache done) and controls the page. */
async function serviceWorkerInControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
}

/** Every address the page's caches hold (service worker caches), as paths. */
async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

async function fillBloodRequest(page: Page, patient: string) {
  await page.locator('#br-patient_name').fill(patient);
  await page.locator('#br-requested_bloodGroup').selectOption('O+');
  await page.locator('#br-date').fill(localDateTime(6));
  await page.locator('#br-blood_quantity').selectOption('1');
  await page.locator('#br-donation_place').fill('ঢাকা মেডিকেল কলেজ');
  await page.locator('#br-number1').fill('01712345678');
}

test('the home page opens offline from the cache; a blood request sent offline goes when the connection returns', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await serviceWorkerInControl(page);
  // The contact page once online: its cards and form code are kept from now on.
  await page.goto('/contact');
  await expect(page.locator('#br-patient_name')).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/');
  await expect(page.locator('.banner-headline')).toBeVisible();
  const notice = page.getByTestId('offline-notice');
  await expectLaidOut(
    page,
    {
      'top bar': page.locator('header.topbar'),
      'offline notice': notice,
      headline: page.locator('.banner-headline'),
    },
    { top: ['top bar', 'offline notice', 'headline'] },
  );
  await saveScreen(page, 'offline-home', false);

  // Offline, the contact page still opens (from the home page's button) and takes a request.
  await page.locator('.banner-actions a[href="/contact"]').click();
  await expect(page).toHaveURL(/\/contact$/);
  const patient = uniqueName('অফলাইন রোগী');
  await fillBloodRequest(page, patient);
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/blood-request')) posted += 1;
  });
  await page.locator('form.blood-request-form button[type="submit"]').click();
  const kept = page.getByTestId('offline-queued');
  await expect(kept).toBeVisible();
  await expect(kept).toBeInViewport();
  await saveScreen(page, 'offline-request-kept', false);
  await expect(page.locator('#br-patient_name')).toHaveValue('');
  expect(posted).toBe(0);

  // Back online: it is sent by itself and the person is told.
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-sent')).toBeVisible();
  await expect(kept).toHaveCount(0);
  await saveScreen(page, 'offline-request-sent', false);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  expect(posted).toBe(1);

  // The server has it, exactly once, among the incomplete requests an admin sees.
  await signIn(page);
  const token = await tokenOf(page, DEMO_ADMIN.email);
  const res = await page.request.get('/api/incomplete-blood-request?limit=50', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const list = ((await res.json()) as { incompleteBloodRequestList: { patient_name: string }[] })
    .incompleteBloodRequestList;
  expect(list.filter((r) => r.patient_name === patient)).toHaveLength(1);
});

/** Chooses the first place at each level of the registration form; returns the chosen ids. */
async function chooseFirstPlaces(page: Page, chosen?: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, level] of ['division', 'district', 'upazila', 'union'].entries()) {
    const select = page.locator(`#reg-${level}`);
    await expect(select).toBeEnabled();
    await expect(select.locator('option').nth(1)).toBeAttached();
    const value = chosen?.[i] ?? (await select.locator('option').nth(1).getAttribute('value'))!;
    await select.selectOption(value);
    ids.push(value);
  }
  return ids;
}

test('a donor registration sent offline, with the places of an earlier visit, goes when the connection returns', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await serviceWorkerInControl(page);
  // Online once: the places of the form are kept as they are chosen.
  await page.goto('/donorRegistration');
  const places = await chooseFirstPlaces(page);
  await expect(page.locator('#reg-village')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  const name = uniqueName('অফলাইন দাতা');
  await page.locator('#reg-name').fill(name);
  await page.locator('#reg-bloodGroup').selectOption('oPositive');
  await page.locator('#reg-age').fill('1995-05-05');
  await page.locator('#reg-gender').selectOption({ index: 1 });
  await page.locator('#reg-number1').fill(`016${String(Date.now()).slice(-8)}`);
  await chooseFirstPlaces(page, places);
  await page.locator('#reg-village').fill('শিমুলিয়া');
  await page.locator('.donor-registration form button[type="submit"]').click();
  await expect(page.getByTestId('offline-queued')).toBeVisible();
  await expect(page.locator('#reg-name')).toHaveValue('');

  await context.setOffline(false);
  await expect(page.getByTestId('outbox-sent')).toBeVisible();
  await expect(page.getByTestId('outbox-sent')).toContainText(name);

  await signIn(page);
  const token = await tokenOf(page, DEMO_ADMIN.email);
  const res = await page.request.get('/api/donor-request?limit=50', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const requests = ((await res.json()) as { allDonorRequest: { name: string }[] }).allDonorRequest;
  expect(requests.filter((r) => r.name === name)).toHaveLength(1);
});

/** Puts an item in the outbox as the forms do (web/shared/offline/outbox.tsx, idb-keyval's layout). */
/**
 * Puts an item in the outbox as the page starts, before the app's own offline start-up (which waits
 * for the first quiet moment after the page has loaded) looks for waiting items.
 */
async function keepInOutboxBeforeStart(page: Page, item: Record<string, unknown>) {
  await page.addInitScript((value) => {
    const open = indexedDB.open('roktosetu-outbox');
    open.onupgradeneeded = () => open.result.createObjectStore('items');
    open.onsuccess = () => {
      const tx = open.result.transaction('items', 'readwrite');
      tx.objectStore('items').put(value, value.id as string);
      tx.oncomplete = () => open.result.close();
    };
  }, item);
}

async function outboxSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('roktosetu-outbox');
        open.onupgradeneeded = () => open.result.createObjectStore('items');
        open.onsuccess = () => {
          const count = open.result.transaction('items').objectStore('items').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
        open.onerror = () => reject(open.error);
      }),
  );
}

test('a kept request that the server refuses when it is finally sent is shown to the person and dropped', async ({
  page,
}) => {
  const patient = uniqueName('পুরনো রোগী');
  // Kept offline long ago: its date has passed by the time the connection returns.
  await keepInOutboxBeforeStart(page, {
    id: `test-${Date.now()}`,
    kind: 'bloodRequest',
    label: patient,
    savedAt: Date.now() - 86_400_000,
    attempts: 0,
    body: {
      patient_name: patient,
      requested_bloodGroup: 'oPositive',
      date: '2020-01-01T04:00:00.000Z',
      blood_quantity: '1',
      donation_place: 'ঢাকা মেডিকেল কলেজ',
      number1: '01712345678',
    },
  });
  const refused = page.waitForResponse(
    (r) => r.url().endsWith('/api/blood-request') && r.request().method() === 'POST',
  );
  await page.goto('/');
  expect((await refused).status()).toBe(400);
  // The server's own words name the field it refused.
  await expect(page.getByTestId('outbox-refused')).toBeVisible();
  await expect(page.getByTestId('outbox-refused')).toContainText(patient);
  await expect(page.getByTestId('outbox-refused')).toContainText('date');
  expect(await outboxSize(page)).toBe(0);
});

test('a signed-out visitor never gets an admin answer from the cache; dashboard addresses get only the app shell', async ({
  page,
  context,
}) => {
  await signIn(page);
  await page.goto('/');
  await serviceWorkerInControl(page);
  // An admin works in the dashboard while the service worker watches every request.
  for (const path of [
    '/dashboard/blood-request/incomplete-blood-request',
    '/dashboard/donor-list',
    '/dashboard/add-contact',
  ]) {
    await page.goto(path);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    // Its data has come (through the service worker).
    await screenDrawn(page);
  }
  await idleWorkDone(page, 'app');
  await expect.poll(() => cachedPaths(page), { message: 'the app shell is kept' }).toContain('/');
  const kept = await cachedPaths(page);
  const keptApi = kept.filter((p) => p.startsWith('/api/'));
  for (const path of keptApi) expect(path, 'only public reads are kept').toMatch(KEPT_API);
  // Page addresses are kept once, as the one app shell (no dashboard page of its own).
  expect(kept.filter((p) => p.startsWith('/dashboard'))).toEqual([]);
  // That shell is the plain page: no dashboard screen's chunks, boot script or first reads, which
  // would otherwise run on whatever address it is served for.
  const shell = await page.evaluate(async () =>
    (await (await caches.open('roktosetu-shell')).match('/'))?.text(),
  );
  expect(shell).toContain('<div id="root">');
  expect(shell).not.toContain('roktosetu-first-reads');
  expect(shell).not.toMatch(/\/assets\/boot-[\w-]+\.js/);

  // Signed out on this phone, then offline.
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await context.setOffline(true);
  await page.goto('/dashboard/blood-request/incomplete-blood-request');
  // The shell opens, finds no session and sends the visitor to the login page (itself precached).
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const answers = await page.evaluate(async () => {
    const out: Record<string, string> = {};
    for (const path of [
      '/api/incomplete-blood-request',
      '/api/available-donor',
      '/api/contacts/dashboard',
      '/api/user-list',
    ]) {
      try {
        const res = await fetch(path);
        out[path] = String(res.status);
      } catch {
        out[path] = 'no connection';
      }
    }
    return out;
  });
  for (const answer of Object.values(answers)) expect(answer).toBe('no connection');

  // Online again and still signed out: the server refuses, the cache does not answer for it.
  await context.setOffline(false);
  const online = await page.evaluate(
    async () => (await fetch('/api/incomplete-blood-request')).status,
  );
  expect(online).toBe(401);
});
