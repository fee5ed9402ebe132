import { expect, test, type Page } from '@playwright/test';
import { rm } from 'node:fs/promises';
import { englishOnEveryOrigin } from './support/language.ts';
import { OIDC_USER, startOidcProvider } from './support/oidc.ts';
import { FIRST_START_TIMEOUT, freePort, startServer, tempDataDir } from './support/server.ts';

/**
 * Runs 'Continue With Google' against the local OpenID provider (which says the address is
 * verified) on a fresh server with `env`, and hands the signed-in page to `check`.
 */
async function withGoogleSignIn(
  page: Page,
  env: Record<string, string>,
  check: (appUrl: string, token: string) => Promise<void>,
) {
  await englishOnEveryOrigin(page);
  const [appPort, idpPort] = [await freePort(), await freePort()];
  const appUrl = `http://127.0.0.1:${appPort}`;
  const idp = await startOidcProvider(idpPort, `${appUrl}/api/auth/callback/google`);
  const dataDir = await tempDataDir();
  const app = await startServer(
    {
      DATA_DIR: dataDir,
      DEMO: 'false',
      PUBLIC_URL: appUrl,
      AUTH_RATE_LIMIT: '1000',
      GOOGLE_ISSUER: idp.issuer,
      GOOGLE_CLIENT_ID: idp.clientId,
      GOOGLE_CLIENT_SECRET: idp.clientSecret,
      ...env,
    },
    appPort,
  );
  try {
    // The provider's own development screen imports a web font from the internet; this machine has none.
    await page.route(
      (url) => !url.host.startsWith('127.0.0.1'),
      (route) => route.abort(),
    );
    await page.goto(`${appUrl}/login`);
    await page.getByRole('button', { name: 'Continue With Google' }).click();

    await page.waitForURL(`${idp.issuer}/interaction/**`);
    await page.locator('input[name="login"]').fill(OIDC_USER.sub);
    await page.locator('input[name="password"]').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(`${appUrl}/`);
    await page.waitForFunction(() => !!localStorage.getItem('accessToken'));
    const token = (await page.evaluate(() => localStorage.getItem('accessToken')))!;
    await check(appUrl, token);
  } finally {
    await app.stop();
    await idp.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

test('Continue With Google runs the whole OpenID Connect redirect round trip', async ({ page }) => {
  test.setTimeout(FIRST_START_TIMEOUT + 60_000); // a server on a fresh database, then the round trip
  await withGoogleSignIn(page, {}, async (appUrl, token) => {
    const check = await page.request.get(`${appUrl}/api/admin/${OIDC_USER.email}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await check.json()).toEqual({ admin: false, role: 'user' });
    await page.goto(`${appUrl}/profile`);
    await expect(page.getByRole('heading', { name: `Welcome, ${OIDC_USER.name}!` })).toBeVisible();
  });
});

test('a Google sign-in whose provider verified the owner address proves the owner', async ({
  page,
}) => {
  test.setTimeout(FIRST_START_TIMEOUT + 60_000); // a server on a fresh database, then the round trip
  await withGoogleSignIn(page, { OWNER_EMAIL: OIDC_USER.email }, async (appUrl, token) => {
    const check = await page.request.get(`${appUrl}/api/admin/${OIDC_USER.email}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await check.json()).toEqual({ admin: true, role: 'superAdmin' });
    await page.goto(`${appUrl}/profile`);
    await expect(page.getByText('You are the owner of this site.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Prove ownership' })).toHaveCount(0);
  });
});
