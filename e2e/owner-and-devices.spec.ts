import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { rm } from 'node:fs/promises';
import { DEMO, loginThroughUi, uniqueEmail } from './support/auth.ts';
import { englishOnEveryOrigin } from './support/language.ts';
import { FIRST_START_TIMEOUT, freePort, startServer, tempDataDir } from './support/server.ts';

const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** Another device of the same person: its own cookie jar and browser, signed in through the API. */
async function otherDevice(baseURL: string, email: string, password: string, signUpName?: string) {
  const device = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, 'user-agent': FIREFOX_ON_WINDOWS },
  });
  const res = signUpName
    ? await device.post('/api/auth/sign-up/email', { data: { name: signUpName, email, password } })
    : await device.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(res.ok()).toBe(true);
  const put = await device.put(`/api/user/${encodeURIComponent(email)}`, { data: { email } });
  expect(put.ok()).toBe(true);
  const token = ((await put.json()) as { token: string }).token;
  const whoAmI = () =>
    device.get(`/api/admin/${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  return { device, whoAmI };
}

async function shootProfile(page: Page, name: string) {
  for (const [w, h] of [
    [390, 844],
    [1366, 768],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await expect(page.locator('#devices-heading')).toBeInViewport();
    await page.screenshot({ path: `test-results/screens/${name}-${w}x${h}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('the owner code from the server log, entered on Profile, makes the owner a super admin and signs the other devices out', async ({
  page,
}) => {
  test.setTimeout(FIRST_START_TIMEOUT + 60_000); // a server on a fresh database, then the flow
  await englishOnEveryOrigin(page);
  const port = await freePort();
  const dataDir = await tempDataDir();
  const ownerEmail = 'real-owner@roktosetu.test';
  const server = await startServer(
    { DATA_DIR: dataDir, DEMO: 'false', OWNER_EMAIL: ownerEmail, AUTH_RATE_LIMIT: '1000' },
    port,
  );
  const url = server.url;
  try {
    const code = /owner setup code: ([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(server.logs())?.[1];
    expect(code, server.logs()).toBeTruthy();

    // Somebody signed up first with the owner's address (and a password of theirs).
    const squatter = await otherDevice(url, ownerEmail, 'squatter-123', 'Squatter');
    expect(await (await squatter.whoAmI()).json()).toEqual({ admin: false, role: 'user' });

    // The owner gets into that account here, and proves the address with the code.
    await page.goto(`${url}/login`);
    await page.getByLabel('Email').fill(ownerEmail);
    await page.getByLabel('Password').fill('squatter-123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForFunction(() => !!localStorage.getItem('accessToken'));
    await page.goto(`${url}/profile`);
    // No demo on this installation: no notice.
    await expect(page.getByTestId('demo-notice')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Prove ownership' })).toBeVisible();
    await expect(page.getByTestId('device')).toHaveCount(2);
    await shootProfile(page, 'profile-owner-code');

    await page.getByLabel('Owner code').fill('AAAA-BBBB-CCCC');
    await page.getByLabel('New password').fill('owner-secret-1');
    await page.getByRole('button', { name: 'Confirm ownership' }).click();
    await expect(page.getByText('is not the owner code')).toBeVisible();

    await page.getByLabel('Owner code').fill(code!);
    await page.getByRole('button', { name: 'Confirm ownership' }).click();
    await expect(page.getByText('You are the owner of this site.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Prove ownership' })).toHaveCount(0);

    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const check = await page.request.get(`${url}/api/admin/${ownerEmail}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await check.json()).toEqual({ admin: true, role: 'superAdmin' });
    await page.goto(`${url}/dashboard/admin-list`);
    await expect(page.getByTestId('dashboard-role')).toHaveText(/super/i);

    // The squatter's device is signed out, and the old password opens nothing.
    expect((await squatter.whoAmI()).status()).toBe(401);
    const retry = await squatter.device.post('/api/auth/sign-in/email', {
      data: { email: ownerEmail, password: 'squatter-123' },
    });
    expect(retry.status()).toBe(401);
    await page.goto(`${url}/profile`);
    await expect(page.getByTestId('device')).toHaveCount(1);
    await squatter.device.dispose();
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});

test('Profile lists two devices; signing the other one out makes its next API call fail', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('two-devices');
  const laptop = await otherDevice(baseURL!, email, 'secret-123', 'দুই ডিভাইস');
  expect((await laptop.whoAmI()).status()).toBe(200);

  await loginThroughUi(page, email, 'secret-123');
  await page.goto('/profile');
  const devices = page.getByTestId('device');
  await expect(devices).toHaveCount(2);
  const thisOne = devices.filter({ hasText: 'This device' });
  await expect(thisOne).toHaveCount(1);
  await expect(thisOne).toContainText('Chrome');
  const firefox = devices.filter({ hasText: 'Firefox 128 · Windows 10' });
  await expect(firefox).toBeVisible();
  await expect(firefox).toContainText('Network: 127.0.0.x');
  await shootProfile(page, 'profile-devices');

  await firefox.getByRole('button', { name: 'Sign out' }).click();
  await expect(devices).toHaveCount(1);
  expect((await laptop.whoAmI()).status()).toBe(401);
  // The device cannot get a new token either: its identity session is gone.
  const again = await laptop.device.put(`/api/user/${encodeURIComponent(email)}`, {
    data: { email },
  });
  expect(again.status()).toBe(401);
  await laptop.device.dispose();
});

test('a demo installation says it is a demo on public pages and in the dashboard', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('demo-notice')).toBeVisible();
  await loginThroughUi(page, DEMO.email, DEMO.password);
  await page.goto('/dashboard');
  await expect(page.getByTestId('demo-notice')).toBeVisible();
  await expect(page.getByTestId('demo-notice')).toContainText('This is a demo');
});
