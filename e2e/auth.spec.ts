import { expect, test } from '@playwright/test';
import { DEMO, loginThroughUi, signUpThroughApi, uniqueEmail } from './support/auth.ts';
import { idleWorkDone } from './support/start-up.ts';

test('a visitor signs up, lands on the home page and sees the profile greeting', async ({
  page,
}) => {
  const email = uniqueEmail('newcomer');
  await page.goto('/registration');
  await expect(page).toHaveTitle('Sign Up - Roktosetu');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Name').fill('করিম');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Must be 6 characters or longer')).toBeVisible();
  await page.getByLabel('Password').fill('secret-123');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expect(page.getByRole('heading', { name: 'Welcome, করিম!' })).toBeVisible();
  await expect(page).toHaveTitle('Profile - Roktosetu');
});

test('wrong credentials show the identity service message in red under the form', async ({
  page,
}) => {
  // The identity client (better-auth) loads when the form is touched, not before the page is drawn.
  const identityClient: string[] = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script' && (await r.text()).includes('better-auth'))
      identityClient.push(r.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await idleWorkDone(page);
  expect(identityClient).toEqual([]);
  await page.getByLabel('Email').fill('nobody@example.com');
  await expect.poll(() => identityClient.length).toBe(1);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const error = page.locator('.server-error');
  await expect(error).toHaveText(/invalid email or password/i);
  await expect(error).toHaveCSS('color', 'rgb(198, 40, 40)');
});

test('the login page shows the demo credential and Google says it is not set up', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Login - Roktosetu');
  await expect(page.getByText(DEMO.email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue With Google' })).toBeDisabled();
  await expect(
    page.getByText('Sign-in with Google is not set up on this server yet.'),
  ).toBeVisible();
  await expect(page.getByText('Forgot Password?')).toBeVisible();
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/registration$/);
});

test('the demo super admin goes back to the dashboard after signing in', async ({ page }) => {
  await page.goto('/dashboard/user-list');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/user-list$/);
  await expect(page.getByTestId('dashboard-role')).toHaveText('Super Admin');
  await expect(page.getByRole('heading', { name: 'All users' })).toBeVisible();
  await expect(page.getByTestId('dashboard-search')).toBeVisible();
  // The super admin's sixteen sidebar links, in order (some carry a count badge after the label).
  await expect(page.locator('.sidebar a')).toContainText([
    'Analytics',
    'Donors',
    'Donor Request',
    'Blood Request',
    'Add Contact',
    'All users',
    'All admins',
    'Address',
    'Settings',
    'Import',
    'Invitations',
    'Money reports',
    'Units',
    'Recurring patients',
    'Activity',
    'Archive',
  ]);
  await expect(page.locator('.sidebar a')).toHaveCount(16);
  await page.getByRole('button', { name: 'Dashboard pages' }).click(); // the phone's sidebar toggle
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  // The top bar's Dashboard link is the active (red) one on every dashboard page.
  await expect(page.locator('.topbar a[href="/dashboard"]').first()).toHaveClass(/active/);
  // The phone's two menu buttons differ in name and in icon.
  const siteMenu = page.getByRole('button', { name: 'Menu', exact: true });
  const dashboardMenu = page.getByRole('button', { name: 'Dashboard pages' });
  await expect(siteMenu.locator('.burger')).toHaveCount(1);
  await expect(dashboardMenu.locator('.burger')).toHaveCount(0);
  await expect(dashboardMenu.locator('svg')).toHaveCount(1);
});

test('a super admin makes a user admin, promotes and demotes, with the toasts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const email = uniqueEmail('volunteer');
  await signUpThroughApi('Volunteer', email);
  await loginThroughUi(page, DEMO.email, DEMO.password);
  await page.goto('/dashboard/user-list');
  await page.getByTestId('dashboard-search').fill(email);
  // The search settles into the address before anything else: written while the All admins link
  // below is loading, it would cancel that navigation (see the note in url-list.ts's useUrlSearch).
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByTestId('list-row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Make Admin' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make Admin' }).click();
  await expect(page.getByText(`Congratulations, ${email} is now an admin`)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Make Admin' })).toHaveCount(0);

  await page.getByRole('link', { name: 'All admins' }).click();
  const adminRow = page.getByTestId('list-row').filter({ hasText: email });
  await adminRow.getByRole('button', { name: 'Promote' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Promote' }).click();
  await expect(page.getByText(`Congratulations, ${email} is now a super admin`)).toBeVisible();
  await adminRow.getByRole('button', { name: 'Demote' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Demote' }).click();
  await expect(page.getByText(`${email} is an admin again, no longer a super admin`)).toBeVisible();
  await expect(adminRow.getByRole('button', { name: 'Promote' })).toBeVisible();
});

test('an admin who is not super is told only a super admin can make an admin', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const adminEmail = uniqueEmail('helper');
  const userEmail = uniqueEmail('plain');
  await signUpThroughApi('Helper', adminEmail);
  await signUpThroughApi('Plain', userEmail);
  // The demo super admin makes the helper an admin.
  await loginThroughUi(page, DEMO.email, DEMO.password);
  await page.goto('/dashboard/user-list');
  await page.getByTestId('dashboard-search').fill(adminEmail);
  await page
    .getByTestId('list-row')
    .filter({ hasText: adminEmail })
    .getByRole('button', { name: 'Make Admin' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make Admin' }).click();
  await expect(page.getByText(`Congratulations, ${adminEmail} is now an admin`)).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).first().click(); // laptop width: the bar shows it

  await loginThroughUi(page, adminEmail, 'secret-123');
  await page.goto('/dashboard/user-list');
  await expect(page.getByTestId('dashboard-role')).toHaveText('Admin');
  await page.getByTestId('dashboard-search').fill(userEmail);
  await page
    .getByTestId('list-row')
    .filter({ hasText: userEmail })
    .getByRole('button', { name: 'Make Admin' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make Admin' }).click();
  await expect(page.getByText('Super Admin Can Only Create Admin')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/user-list(\?|$)/); // a refused action is not a lost session
});

test('an ordinary user opening /dashboard is told it is for admins and stays signed in', async ({
  page,
}) => {
  const email = uniqueEmail('ordinary');
  await signUpThroughApi('Ordinary', email);
  await loginThroughUi(page, email, 'secret-123');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  const notice = page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: 'The dashboard is for admins only' }) });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  await notice.getByRole('link', { name: 'Your profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('a forged token is refused and replaced through the identity session; once that ends too, the person is sent home and told', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginThroughUi(page, DEMO.email, DEMO.password);
  // Well-formed, far from expiry, but not signed by the server.
  const forged = await page.evaluate(() => {
    const b64 = (o: object) =>
      btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    return `${b64({ alg: 'HS256' })}.${b64({ sub: 'x', exp: Math.floor(Date.now() / 1000) + 3600 })}.c2lnbmF0dXJl`;
  });
  await page.evaluate((token) => localStorage.setItem('accessToken', token), forged);
  await page.goto('/dashboard/user-list');
  await expect(page.getByRole('heading', { name: 'All users' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe(forged);

  // The identity session ends while the dashboard is open: the next protected read loses the session.
  await page.evaluate((token) => localStorage.setItem('accessToken', token), forged);
  await context.clearCookies();
  await page.getByRole('link', { name: 'All admins' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The suite runs in English: the specification's words for a lost session.
  await expect(page.getByText('Your session ended, please sign in again')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', includeHidden: true })).toBeAttached();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('an expired token is renewed through the identity session; without one the user is signed out', async ({
  page,
  context,
}) => {
  await loginThroughUi(page, DEMO.email, DEMO.password);
  const expired = await page.evaluate(() => {
    const b64 = (o: object) =>
      btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    return `${b64({ alg: 'HS256' })}.${b64({ sub: 'x', exp: Math.floor(Date.now() / 1000) - 60 })}.c2lnbmF0dXJl`;
  });
  await page.evaluate((token) => localStorage.setItem('accessToken', token), expired);
  await page.goto('/dashboard/user-list');
  await expect(page.getByRole('heading', { name: 'All users' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe(expired);

  await page.evaluate((token) => localStorage.setItem('accessToken', token), expired);
  await context.clearCookies(); // the identity session is gone too
  await page.goto('/dashboard/user-list');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});
