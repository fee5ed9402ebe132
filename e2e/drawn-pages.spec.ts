import { expect, test, type Page } from '@playwright/test';
import { expectLaidOut, keyElements, screenDrawn } from './support/layout.ts';
import { BENGALI } from './support/language.ts';
import { addContacts, uniqueName } from './support/blood-contacts.ts';
import { signIn } from './support/session.ts';
import { CHEAP_PHONE_USER_AGENT } from '../scripts/cheap-phone.ts';
import { appStarted, idleWorkDone } from './support/start-up.ts';

/**
 * The public pages come drawn from the server with their text and public data (decision 032):
 * a phone shows them before any script has run, and the app takes the page over only when the
 * person reaches for it, changing nothing that was drawn and losing nothing that was typed.
 */

/** Whether the app's entry has run on this page (web/main.tsx sets this global). */
const appLoaded = (page: Page) =>
  page.evaluate(() => typeof globalThis.roktosetuStartApp === 'function');

/** Holds the app's entry back, as a slow connection would, until the returned function is called. */
async function holdTheApp(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The drawn markup as the person sees it: the app adds its toaster and, on forms, date limits. */
const drawnMarkup = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root')!.cloneNode(true) as HTMLElement;
    root.querySelector('[data-rht-toaster]')?.remove();
    for (const input of root.querySelectorAll('input')) {
      input.removeAttribute('min');
      input.removeAttribute('max');
    }
    return root.innerHTML;
  });

test.describe('with scripts turned off', () => {
  test.use({ javaScriptEnabled: false });

  const pages = [
    { path: '/', heading: 'Donate blood, save lives', content: '.banner-actions' },
    { path: '/aboutUs', heading: 'About Us', content: 'main p' },
    { path: '/leaderBoard', heading: 'Leader Board', content: '[data-testid="top-positions"] li' },
    { path: '/contact', heading: 'Call in an emergency', content: 'form' },
    { path: '/donorRegistration', heading: 'Blood Donor Registration', content: 'form' },
    { path: '/login', heading: 'Login', content: 'form' },
  ];
  for (const { path, heading, content } of pages) {
    test(`${path} is readable at 390 px from the server's HTML alone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toHaveText(heading);
      await expectLaidOut(page, keyElements(page, content), { top: ['top bar', 'heading'] });
      // Its title and language are the page's own, not the app's defaults.
      await expect(page).not.toHaveTitle('Roktosetu');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  }

  test('the leader board and the contact cards carry their data, and no donor phone', async ({
    page,
  }) => {
    const contact = uniqueName('Drawn Card');
    await addContacts(page.request, [
      { name: contact, number1: `018${String(Date.now()).slice(-8)}`, colour: '#aa2200' },
    ]);
    await page.goto('/leaderBoard');
    await expect(page.getByTestId('top-positions').locator('li')).toHaveCount(5);
    const board = await page.content();
    // The demo donors' phones (server/demo.ts) are never in a public page.
    expect(board).not.toMatch(/01[3-9]\d{8}/);
    await page.goto('/contact');
    await expect(page.locator('.contact-grid').getByText(contact)).toBeVisible();
    // The division list of the form's location is drawn too (nothing to wait for when it is tapped).
    await expect(page.locator('form select').filter({ hasText: 'Dhaka' }).first()).toBeAttached();
  });

  test.describe("on a phone's browser", () => {
    test.use({ userAgent: CHEAP_PHONE_USER_AGENT });
    test("an admin's donor list comes drawn with their data: numbers to tap at 390 px", async ({
      page,
    }) => {
      await signIn(page);
      const response = await page.goto('/dashboard/donor-list');
      // An admin's page is theirs alone: nothing may keep it.
      expect(response!.headers()['cache-control']).toBe('no-store, private');
      await expectLaidOut(page, keyElements(page, 'main .data-list'), {
        top: ['top bar', 'heading'],
      });
      // The phone's layout (cards), each number a link to call, inside the screen.
      const call = page.locator('main .data-card a[href^="tel:"]').first();
      await expect(call).toBeVisible();
      const box = (await call.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    });
  });

  test('a dashboard screen is not drawn for someone who is not signed in', async ({ page }) => {
    await page.goto('/dashboard/donor-list');
    await expect(page.locator('#root')).toBeEmpty();
    expect(await page.content()).not.toMatch(/01[3-9]\d{8}/);
  });

  test.describe('in Bengali', () => {
    test.use({ storageState: BENGALI });
    test('a browser without a choice gets the page drawn in Bengali', async ({ page }) => {
      await page.goto('/leaderBoard');
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await expect(page.locator('main h1')).toHaveText('লিডারবোর্ড');
    });
  });
});

test('the app runs only when the page is reached for, and takes it over without changing it', async ({
  page,
}) => {
  for (const path of ['/', '/contact', '/donorRegistration', '/leaderBoard', '/login']) {
    await page.goto(path);
    // Every idle step of the page's start has run (any of which could have brought the app in).
    await idleWorkDone(page);
    expect(await appLoaded(page), `${path}: the app has not run yet`).toBe(false);
    const drawn = await drawnMarkup(page);
    await page.keyboard.press('Shift');
    await expect.poll(() => appLoaded(page)).toBe(true);
    // The app has rendered once it raised its toaster (mounted at its first idle moment).
    await expect(page.locator('[data-rht-toaster]')).toBeAttached();
    expect(await drawnMarkup(page), `${path}: the app changed nothing that was drawn`).toBe(drawn);
  }
});

test('a drawn page carries its styles: none is fetched again or added twice when the app takes over', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/donorRegistration');
  // Styled from the first paint: the form is a white card on the page's background.
  await expect(page.locator('main .card').first()).toHaveCSS(
    'background-color',
    'rgb(255, 255, 255)',
  );
  await page.keyboard.press('Shift');
  await expect.poll(() => appLoaded(page)).toBe(true);
  // Another screen in the app, whose code shares the stylesheet the page carried.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Contact' }).first().click();
  await expect(page.locator('main h1').first()).toHaveText('Call in an emergency');
  // The screen's own stylesheet is asked for when its code runs, before it renders (the one it
  // shares with the registration page was carried); its data is drawn.
  await screenDrawn(page);
  expect(stylesheets.filter((href) => !/\/contact-[\w-]+\.css$/.test(href))).toEqual([]);
  expect(stylesheets).toHaveLength(1);
  // Each carried stylesheet is in the page once, and no link to one was added beside it.
  const sheets = await page.evaluate(() => ({
    carried: [...document.querySelectorAll('head style[data-stylesheet]')].map((style) =>
      style.getAttribute('data-stylesheet'),
    ),
    linked: [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
      link.getAttribute('href'),
    ),
  }));
  expect(sheets.carried.length).toBeGreaterThan(0);
  expect(new Set(sheets.carried).size).toBe(sheets.carried.length);
  expect(sheets.linked.filter((href) => sheets.carried.includes(href))).toEqual([]);

  // Touching the drawn sign-in form loads the sign-in client's code, and no carried stylesheet
  // is fetched for it.
  stylesheets.length = 0;
  await page.goto('/login');
  await page.keyboard.press('Shift');
  await expect.poll(() => appLoaded(page)).toBe(true);
  await page.getByLabel('Email').focus();
  await page.getByLabel('Email').fill('someone@example.com');
  // The sign-in client has arrived.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((e) => /\/assets\/client-[\w-]+\.js$/.test(e.name)),
      ),
    )
    .toBe(true);
  expect(stylesheets).toEqual([]);
});

test('what was typed before the app arrived stays, and Submit pressed meanwhile is pressed again', async ({
  page,
}) => {
  // The app's entry is held back, as on a slow connection.
  const release = await holdTheApp(page);
  await page.goto('/donorRegistration');
  await page.locator('#reg-name').fill('Rahima Khatun');
  await page.locator('#reg-number1').fill('01712345');
  await page.locator('#reg-bloodGroup').selectOption('aPositive');
  await page.locator('form').getByRole('button', { name: 'Submit' }).click();
  expect(await appLoaded(page)).toBe(false);
  release();
  // The press is made again once the app is there: the form checks what was typed.
  await expect(page.getByText('Minimum length 11')).toBeVisible();
  await expect(page.locator('#reg-name')).toHaveValue('Rahima Khatun');
  await expect(page.locator('#reg-bloodGroup')).toHaveValue('aPositive');
  await expect(page.getByText('Name is required', { exact: true })).toHaveCount(0);
});

test('a tap far down a drawn page, begun before the app arrived and ended after, lands where it began', async ({
  page,
}) => {
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  const release = await holdTheApp(page);
  await page.goto('/donorRegistration');
  const submit = page.locator('form').getByRole('button', { name: 'Submit' });
  await submit.scrollIntoViewIfNeeded();
  const place = await scrollY();
  expect(place, 'the form is longer than a phone screen').toBeGreaterThan(300);
  // The finger goes down on Submit (which reaches for the app), the app takes the page over, and
  // only then the finger comes up: the page has not moved under it, so the press is Submit's.
  const box = (await submit.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  await appStarted(page);
  expect(await scrollY(), 'the app took the page over where the person was').toBe(place);
  await page.mouse.up();
  await expect(page.getByText('Name is required', { exact: true })).toBeVisible();

  // Left far down and reloaded (the browser puts the page back there), then scrolled elsewhere
  // before the app is reached for: the app keeps the new place, not the one it kept on leaving.
  await submit.scrollIntoViewIfNeeded();
  expect(await scrollY()).toBeGreaterThan(300);
  await page.reload();
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect.poll(scrollY).toBe(150);
  expect(await appLoaded(page), 'the app waits to be reached for').toBe(false);
  await page.keyboard.press('Shift');
  await appStarted(page);
  await expect(page.locator('[data-rht-toaster]')).toBeAttached();
  expect(await scrollY()).toBe(150);
});

test('a signed-in admin gets the app at once: the account menu replaces Login', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/aboutUs');
  await expect.poll(() => appLoaded(page)).toBe(true);
  if (!(await page.getByRole('link', { name: 'Dashboard' }).isVisible()))
    await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test('a drawn page shows a change as soon as it is made', async ({ page }) => {
  const name = uniqueName('Drawn Contact');
  const before = await (await page.request.get('/contact')).text();
  expect(before).not.toContain(name);
  const number1 = `017${String(Date.now()).slice(-8)}`;
  await addContacts(page.request, [{ name, number1, colour: '#00aa55' }]);
  // The kept drawing of /contact was made before the change: the next visit gets a new one.
  expect(await (await page.request.get('/contact')).text()).toContain(name);
});

test('a drawn dashboard list, reloaded or returned to with Back, opens where it was left', async ({
  page,
}) => {
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  await signIn(page);
  await page.goto('/dashboard/donor-list');
  await appStarted(page);
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(scrollY).toBe(300);
  // Signed in, the app starts at once and takes the page over while the browser restores it.
  await page.reload();
  await appStarted(page);
  await expect(page.locator('[data-rht-toaster]')).toBeAttached();
  expect(await scrollY()).toBe(300);
  await page.goto('/aboutUs');
  await appStarted(page);
  await page.goBack();
  await appStarted(page);
  await expect(page.locator('[data-rht-toaster]')).toBeAttached();
  expect(await scrollY()).toBe(300);
});

test.describe("an admin on a phone's browser", () => {
  test.use({ userAgent: CHEAP_PHONE_USER_AGENT });
  test("an admin's drawn donor list is taken over without a change and without asking for it again", async ({
    page,
  }) => {
    await signIn(page);
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/'))
        reads.push(new URL(request.url()).pathname);
    });
    // The app's entry is held back, as on a slow connection: the list is there before it.
    const release = await holdTheApp(page);
    await page.goto('/dashboard/donor-list');
    await expect(page.locator('main .data-list a[href^="tel:"]').first()).toBeVisible();
    const drawn = await drawnMarkup(page);
    // Scrolled down the list meanwhile: the app takes it over there.
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);
    release();
    await expect.poll(() => appLoaded(page)).toBe(true);
    await expect(page.locator('[data-rht-toaster]')).toBeAttached();
    expect(await drawnMarkup(page)).toBe(drawn);
    expect(await page.evaluate(() => window.scrollY)).toBe(200);
    // The session check and the list were answered by the page itself.
    expect(reads).not.toContain('/api/token');
    expect(reads).not.toContain('/api/available-donor');
    // And the app is in charge: the filters open.
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.locator('#filter-bloodGroup')).toBeVisible();
  });
});
