import { expect, test } from '@playwright/test';
import { idleWorkDone } from './support/start-up.ts';

const RED = 'rgb(254, 60, 71)';

test('the home page shows the headline and the first slogan written', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donate blood, save lives');
  await expect(page.getByTestId('typewriter')).toHaveText(
    'Ten minutes of your time can save a life',
  );
  await expect(page).toHaveTitle('Home - Roktosetu');
  await expect(page.getByRole('link', { name: 'Contact for blood' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(page.getByRole('link', { name: 'Register as a donor' })).toHaveAttribute(
    'href',
    '/donorRegistration',
  );
});

test('once the visitor reaches for the page, the typewriter deletes the first slogan and types the second', async ({
  page,
}) => {
  await page.goto('/');
  // The page is drawn by the server; the app (and its typewriter) starts at the first touch or key.
  await page.keyboard.press('Shift');
  await expect(page.getByTestId('typewriter')).toHaveText('Donating blood is no small thing', {
    timeout: 20_000,
  });
});

test('the current route link is red and the others black', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/aboutUs');
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'About Us' })).toHaveCSS('color', RED);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(page).toHaveTitle('About - Roktosetu');
});

test('the phone menu opens and navigates', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'About Us' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/aboutUs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
});

test('an unknown path shows the not-found texts and goes home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200); // the SPA answers every deep link
  await expect(page.getByText('OOPS! Page Not Found')).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      "We're sorry, The page you requested could not be found. Please go back to the homepage.",
    ),
  ).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found - Roktosetu');
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the footer newsletter loads its checks only when the footer nears the screen', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const formCode = () => scripts.filter((s) => /\/(NewsletterForm|hook-forms)-/.test(s));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The app starts when the visitor reaches for the page (the page itself is drawn by the server).
  await page.keyboard.press('Shift');
  await idleWorkDone(page, 'app');
  expect(formCode()).toEqual([]);
  const email = page.getByLabel('Newsletter');
  await email.scrollIntoViewIfNeeded();
  await expect.poll(() => formCode().length).toBe(2);
  await email.fill('reader@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thank you! The newsletter starts soon.')).toBeVisible();
});

for (const [path, read] of [
  ['/contact', '/api/contacts'],
  ['/leaderBoard', '/api/top-donor'],
] as const) {
  test(`${path} comes with its data, and the app does not read it again`, async ({ page }) => {
    const reads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === read) reads.push(r.url());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Shift');
    await expect(page.locator('[data-rht-toaster]')).toBeAttached();
    // The answers drawn into the page are the app's starting data. The phone reads the data once
    // more when it is idle, to keep it for offline use, since it never asked for it itself: the
    // last of the page start's idle steps, which may come after the network has been quiet a while.
    await expect.poll(() => reads.length).toBe(1);
    await idleWorkDone(page, 'page start');
    await idleWorkDone(page, 'app');
    expect(reads).toHaveLength(1);
    await page.reload();
    await page.keyboard.press('Shift');
    await expect(page.locator('[data-rht-toaster]')).toBeAttached();
    await idleWorkDone(page, 'page start');
    await idleWorkDone(page, 'app');
    // Kept already: not read again.
    expect(reads).toHaveLength(1);
  });
}

test('the footer newsletter validates and sends nothing', async ({ page }) => {
  await page.goto('/aboutUs');
  await idleWorkDone(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const email = page.getByLabel('Newsletter');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Provide a valid email')).toBeVisible();
  await email.fill('reader@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Provide a valid email')).toBeHidden();
  expect(requests.filter((u) => u.includes('/api/'))).toEqual([]);
  await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  await expect(page.locator('[title="Link not set yet"]')).toHaveCount(4);
});

test('the geography API serves 8 divisions, 64 districts, 491 upazilas and 4540 unions', async ({
  request,
}) => {
  const count = async (url: string, key: string) =>
    ((await (await request.get(url)).json()) as Record<string, unknown[]>)[key]!.length;
  expect(await count('/api/divisions', 'divisions')).toBe(8);
  expect(await count('/api/districts', 'districts')).toBe(64);
  expect(await count('/api/upazilasForForm', 'upazilas')).toBe(491);
  expect(await count('/api/unionsForForm', 'unions')).toBe(4540);
});

test('the public pages load nothing from another host', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(process.env.BASE_URL!) && !r.url().startsWith('data:'))
      foreign.push(r.url());
  });
  for (const path of ['/', '/aboutUs', '/nope']) {
    await page.goto(path);
    await idleWorkDone(page);
  }
  expect(foreign).toEqual([]);
});

test.describe('before the service worker holds the code (a first visit)', () => {
  // Once installed, the service worker answers the public pages' code from the phone's cache.
  test.use({ serviceWorkers: 'block' });

  test('a screen whose code cannot load shows a retry message instead of hanging', async ({
    page,
  }) => {
    await page.goto('/');
    await page.route('**/assets/AboutPage-*.js', (route) => route.abort());
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'About Us' }).click();
    await expect(
      page.getByText('The page could not be loaded. Check the internet connection and try again.'),
    ).toBeVisible();
    await page.unroute('**/assets/AboutPage-*.js');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  });
});

test('assets are pre-compressed and cached for a year; pages revalidate', async ({
  request,
  page,
}) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  const asset = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const address of ['/donorRegistration', '/dashboard']) {
    const html = await request.get(address);
    expect(html.headers()['cache-control']).toBe('no-cache');
    expect(html.headers()['content-security-policy']).toContain("script-src 'self'");
  }
  // A public page comes drawn; the dashboard's page is the app's, drawn by the browser.
  expect(await (await request.get('/donorRegistration')).text()).toContain(
    '<div id="root"><div class="app">',
  );
  expect(await (await request.get('/dashboard')).text()).toContain('<div id="root"></div>');
});
