import { expect, request as playwrightRequest, test } from '@playwright/test';
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { SignInFailures } from '../server/auth/sign-in-failures.ts';
import { openDatabase } from '../server/db/client.ts';
import { meta } from '../server/db/schema.ts';
import { englishOnEveryOrigin } from './support/language.ts';
import { freePort, startServer, tempDataDir } from './support/server.ts';

const OWNER = 'braked-owner@roktosetu.test';
const PASSWORD = 'owner-password-1';

test('a braked owner signs in at phone size by giving the owner code on the login screen', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await englishOnEveryOrigin(page);
  const port = await freePort();
  const dataDir = await tempDataDir();
  const env = { DATA_DIR: dataDir, DEMO: 'false', OWNER_EMAIL: OWNER, AUTH_RATE_LIMIT: '1000' };
  let server = await startServer(env, port);
  try {
    // The owner has an account (made on another device: this browser is not a known device).
    const other = await playwrightRequest.newContext({
      baseURL: server.url,
      extraHTTPHeaders: { origin: server.url },
    });
    const made = await other.post('/api/auth/sign-up/email', {
      data: { name: 'Owner', email: OWNER, password: PASSWORD },
    });
    expect(made.ok(), await made.text()).toBe(true);
    await other.dispose();

    // Strangers have been guessing the owner's password from many addresses for a while: the
    // account-wide brake stands at its longest (as the counts would after minutes of guessing).
    expect(await server.stop()).toBe(0);
    const database = await openDatabase({ dataDir });
    await database.db
      .insert(meta)
      .values({ key: SignInFailures.keyOf(OWNER), value: '40', updatedAt: sql`now()` })
      .onConflictDoUpdate({ target: meta.key, set: { value: '40', updatedAt: sql`now()` } });
    await database.close();
    server = await startServer(env, port);
    const code = /owner setup code: ([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(server.logs())?.[1];
    expect(code, server.logs()).toBeTruthy();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(OWNER);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    // The owner code stays folded away until asked for.
    await expect(page.getByLabel('Owner code')).toBeHidden();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Too many wrong passwords');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    // "I am the owner": a thumb-sized summary and field, with a word on what the code is.
    const summary = page.getByText('I am the owner', { exact: true });
    expect((await summary.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await summary.click();
    const codeField = page.getByLabel('Owner code');
    await expect(codeField).toBeVisible();
    expect((await codeField.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expect(page.getByText('npm run owner:code')).toBeVisible();
    // A wrong code does not open the brake.
    await codeField.fill('AAAA-BBBB-CCCC');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Too many wrong passwords');

    await codeField.fill(code!.toLowerCase());
    await page.screenshot({
      path: 'test-results/screens/login-owner-code-390x844.png',
      fullPage: true,
    });
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForFunction(() => !!localStorage.getItem('accessToken'));
    await expect(page).not.toHaveURL(/\/login/);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});

test('the owner disclosure speaks Bengali on a Bengali screen', async ({ browser }) => {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByText('আমি এই সাইটের মালিক', { exact: true }).click();
  await expect(page.getByLabel('মালিকানা কোড')).toBeVisible();
  await context.close();
});
