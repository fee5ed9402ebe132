import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { addressText } from '../web/i18n/address.ts';
import { alertsText } from '../web/i18n/alerts.ts';
import { authText } from '../web/i18n/auth.ts';
import { bloodRequestTexts } from '../web/i18n/blood-requests.ts';
import { t as common } from '../web/i18n/bn.ts';
import { contactTexts } from '../web/i18n/contacts.ts';
import { donorLinkText } from '../web/i18n/donor-link.ts';
import { donorsText } from '../web/i18n/donors.ts';
import { importText } from '../web/i18n/import.ts';
import { englishOf } from '../web/i18n/language.ts';
import { matchingText } from '../web/i18n/matching.ts';
import { contactPhoto, uniqueName } from './support/blood-contacts.ts';
import {
  sheetWithOneBadRow,
  issueDonorLink,
  placeInDhaka,
  registerDonor,
  sendBloodRequest,
  verifyDonor,
} from './support/data.ts';
import { BENGALI, ENGLISH_STATE_FILE } from './support/language.ts';
import { screenDrawn } from './support/layout.ts';
import { signIn, signedInRequest } from './support/session.ts';

/**
 * Every dialog of the dashboard (and of the donor's own page), opened on a phone (390x844) in
 * Bengali and on a laptop (1366x768) in English: axe-core finds no accessibility violation on the
 * page with the dialog open, focus moves into the dialog, Escape closes it and focus goes back to
 * the control that opened it. Also the page states that are not dialogs but cover or change the
 * screen: the phone's sidebar and menus (Escape closes them too), and the import preview.
 *
 * The names are the page's own words, from the catalog: imported in plain Node it is Bengali
 * (web/i18n/language.ts), and englishOf() gives its English half. A new dialog is one line in
 * `dialogs`: its screen, how to reach the control that opens it, and the dialog's accessible name
 * (its title).
 */

/** The catalog in one language: Bengali as imported, English through englishOf. */
function catalogs(english: boolean) {
  const pick = <T extends object>(namespace: T) => (english ? englishOf(namespace) : namespace);
  return {
    address: pick(addressText),
    alerts: pick(alertsText),
    auth: pick(authText),
    requests: pick(bloodRequestTexts),
    common: pick(common),
    contacts: pick(contactTexts),
    donorLink: pick(donorLinkText),
    donors: pick(donorsText),
    import: pick(importText),
    matching: pick(matchingText),
  };
}
type Catalogs = ReturnType<typeof catalogs>;

/** The phone in Bengali, the product's first case; the laptop in English. */
const VIEWS = [
  {
    name: 'phone, Bengali',
    size: { width: 390, height: 844 },
    storage: BENGALI,
    c: catalogs(false),
    phone: true,
  },
  {
    name: 'laptop, English',
    size: { width: 1366, height: 768 },
    storage: ENGLISH_STATE_FILE,
    c: catalogs(true),
    phone: false,
  },
];

/** The rows the dialogs need, made once through the API (names and numbers of their own). */
interface Rows {
  /** Verified, consenting, with a private link (its path) and a past donation in the history. */
  donor: { id: string; name: string; linkPath: string };
  /** Resting after a donation: on the unavailable list. */
  resting: { id: string; name: string };
  /** Registered, waiting for an admin: on the donor requests list. */
  pending: { id: string; name: string };
  /** An open blood request the donor has pledged to. */
  request: { id: string; patient: string };
  contact: { id: string; name: string };
  union: { id: number; name: string };
  village: { id: string; name: string };
  /** A signed-up user (not an admin) and an admin (not super). */
  userEmail: string;
  adminEmail: string;
}

interface DialogLine {
  /** The screen's address. */
  screen: (rows: Rows) => string;
  /** Does what comes before (e.g. opens the profile a nested dialog lives in) and answers the control that opens the dialog. */
  opener: (page: Page, rows: Rows) => Locator | Promise<Locator>;
  /** The dialog's accessible name. */
  name: string;
  /** Steps inside the open dialog before axe looks (e.g. the answer that shows a date field). */
  inside?: (dialog: Locator) => Promise<void>;
}

const donorList = (rows: Rows) => `/dashboard/donor-list?q=${encodeURIComponent(rows.donor.name)}`;
const matches = (rows: Rows) => `/dashboard/blood-request/${rows.request.id}/matches`;
const incomplete = '/dashboard/blood-request/incomplete-blood-request';
const addressSection = (page: Page, heading: string) =>
  page
    .locator('section.address-section')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
/** The address section searched for the test's union (by its id, which finds its village too). */
async function searched(page: Page, heading: string, rows: Rows) {
  const section = addressSection(page, heading);
  await section.getByRole('searchbox').fill(String(rows.union.id));
  return section;
}
const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
/** Opens the donor's profile from the donor list and answers it. */
async function profile(c: Catalogs, page: Page, rows: Rows) {
  await button(page, c.donors.table.openProfile(rows.donor.name)).click();
  const opened = dialog(page, c.donors.modals.profile);
  await expect(opened.getByTestId('history-item')).toHaveCount(1);
  return opened;
}

/**
 * Every dialog of the dashboard, one line each, in the words of the catalog `c`, grouped by the
 * screen it opens on: a group is walked on one page (one sign-in), a step per dialog.
 */
const screens = (c: Catalogs): Record<string, Record<string, DialogLine>> => ({
  'donor list': {
    'donor profile': {
      screen: donorList,
      opener: (page, rows) => button(page, c.donors.table.openProfile(rows.donor.name)),
      name: c.donors.modals.profile,
    },
    'edit donor': {
      screen: donorList,
      opener: (page, rows) => button(page, `${c.donors.table.edit} ${rows.donor.name}`),
      name: c.donors.modals.edit,
    },
    donate: {
      screen: donorList,
      opener: (page, rows) => button(page, `${c.donors.list.donate} ${rows.donor.name}`),
      name: c.donors.modals.donate,
    },
    'delete donor': {
      screen: donorList,
      opener: (page, rows) => button(page, `${c.donors.table.delete} ${rows.donor.name}`),
      name: c.donors.modals.deleteDonor,
    },
    'record call, with the date of a recent donation': {
      screen: donorList,
      opener: (page, rows) => button(page, c.matching.calls.recordFor(rows.donor.name)),
      name: c.matching.calls.title,
      inside: async (opened) => {
        await opened.locator('input[type="radio"][value="donatedRecently"]').check();
        await expect(opened.getByLabel(c.matching.calls.donatedAt)).toBeVisible();
      },
    },
    'donation history: remove a donation (over the profile)': {
      screen: donorList,
      opener: async (page, rows) =>
        (await profile(c, page, rows)).getByRole('button', { name: c.donors.history.remove }),
      name: c.donors.history.removeTitle,
    },
    'donor link: revoke (over the profile)': {
      screen: donorList,
      opener: async (page, rows) =>
        button(
          (await profile(c, page, rows)).getByTestId('donor-link-panel'),
          c.alerts.link.revoke,
        ),
      name: c.alerts.link.revokeTitle,
    },
    'donation history: adding a past donation (inside the profile)': {
      screen: donorList,
      opener: (page, rows) => button(page, c.donors.table.openProfile(rows.donor.name)),
      name: c.donors.modals.profile,
      inside: async (opened) => {
        await button(opened, c.donors.history.add).click();
        await expect(
          opened.getByRole('button', { name: c.donors.history.save, exact: true }),
        ).toBeVisible();
      },
    },
  },
  "the donor's own page": {
    "the donor's own page: end the link": {
      screen: (rows) => rows.donor.linkPath,
      opener: (page) => page.getByTestId('revoke-link').getByRole('button'),
      name: c.donorLink.revoke.title,
    },
    "the donor's own page: leave the list": {
      screen: (rows) => rows.donor.linkPath,
      opener: (page) => page.getByTestId('remove-self').getByRole('button'),
      name: c.donorLink.remove.title,
    },
  },
  'unavailable donors': {
    'unavailable donor: details': {
      screen: () => '/dashboard/donor-list/unavailableDonor',
      opener: async (page, rows) => {
        await page.getByTestId('dashboard-search').fill(rows.resting.name);
        return page
          .getByTestId('unavailable-donors')
          .getByRole('button', { name: rows.resting.name, exact: true });
      },
      name: c.donors.modals.unavailableData,
    },
    'unavailable donor: end the rest': {
      screen: (rows) =>
        `/dashboard/donor-list/unavailableDonor?q=${encodeURIComponent(rows.resting.name)}`,
      opener: (page, rows) =>
        page.getByRole('button', { name: `${c.donors.list.done} ${rows.resting.name}` }),
      name: c.donors.list.endRestTitle,
    },
  },
  'donor requests': {
    'donor request: profile': {
      screen: () => '/dashboard/donor-request',
      opener: (page, rows) => button(page, c.donors.table.openProfile(rows.pending.name)),
      name: c.donors.modals.profile,
    },
    'donor request: delete': {
      screen: () => '/dashboard/donor-request',
      opener: (page, rows) => button(page, `${c.donors.table.delete} ${rows.pending.name}`),
      name: c.donors.modals.deleteRequest,
    },
  },
  'incomplete blood requests': {
    'blood request: patient details': {
      screen: () => incomplete,
      opener: (page, rows) =>
        page.getByRole('button', { name: c.requests.table.open(rows.request.patient) }),
      name: c.requests.details.title,
    },
    'blood request: delete': {
      screen: () => incomplete,
      opener: (page, rows) => button(page, c.requests.table.delete(rows.request.patient)),
      name: c.requests.confirm.delete,
    },
  },
  "a blood request's matches": {
    'blood request: pledge, blood given': {
      screen: matches,
      opener: (page, rows) => button(page, c.matching.pledges.givenFor(rows.donor.name)),
      name: c.matching.pledges.givenTitle,
    },
    'blood request: pledge, withdraw': {
      screen: matches,
      opener: (page, rows) => button(page, c.matching.pledges.withdrawFor(rows.donor.name)),
      name: c.matching.pledges.withdrawTitle,
    },
    'blood request: share': {
      screen: matches,
      opener: (page) => button(page.getByTestId('request-matching'), c.matching.share.open),
      name: c.matching.share.title,
    },
    'blood request: cancel': {
      screen: matches,
      opener: (page) => button(page.getByTestId('request-matching'), c.matching.cancel.open),
      name: c.matching.cancel.title,
    },
    'blood request: alert donors': {
      screen: matches,
      opener: (page) => page.getByTestId('alert-donors'),
      name: c.alerts.send.title,
    },
  },
  contacts: {
    'contact: edit': {
      screen: () => '/dashboard/add-contact',
      opener: (page, rows) => button(page, c.contacts.list.edit(rows.contact.name)),
      name: c.contacts.update.title,
    },
    'contact: delete': {
      screen: () => '/dashboard/add-contact',
      opener: (page, rows) => button(page, c.contacts.list.delete(rows.contact.name)),
      name: c.contacts.confirmDelete,
    },
  },
  addresses: {
    'address: add union': {
      screen: () => '/dashboard/address',
      opener: (page) => button(addressSection(page, c.address.unionHeading), c.address.addUnion),
      name: c.address.addUnion,
    },
    'address: edit union': {
      screen: () => '/dashboard/address',
      opener: async (page, rows) =>
        button(
          await searched(page, c.address.unionHeading, rows),
          c.address.editLabel(rows.union.name),
        ),
      name: c.address.editUnion,
    },
    'address: delete union': {
      screen: () => '/dashboard/address',
      opener: async (page, rows) =>
        button(
          await searched(page, c.address.unionHeading, rows),
          c.address.deleteLabel(rows.union.name),
        ),
      name: c.address.confirm.union,
    },
    'address: add village': {
      screen: () => '/dashboard/address',
      opener: (page) =>
        button(addressSection(page, c.address.villageHeading), c.address.addVillage),
      name: c.address.addVillage,
    },
    'address: edit village': {
      screen: () => '/dashboard/address',
      opener: async (page, rows) =>
        button(
          await searched(page, c.address.villageHeading, rows),
          c.address.editLabel(rows.village.name),
        ),
      name: c.address.editVillage,
    },
    'address: delete village': {
      screen: () => '/dashboard/address',
      opener: async (page, rows) =>
        button(
          await searched(page, c.address.villageHeading, rows),
          c.address.deleteLabel(rows.village.name),
        ),
      name: c.address.confirm.village,
    },
  },
  users: {
    'users: make admin': {
      screen: (rows) => `/dashboard/user-list?q=${encodeURIComponent(rows.userEmail)}`,
      opener: (page, rows) => button(page, `${c.auth.users.makeAdmin} ${rows.userEmail}`),
      name: c.auth.users.promoteTitle,
    },
    'users: delete': {
      screen: (rows) => `/dashboard/user-list?q=${encodeURIComponent(rows.userEmail)}`,
      opener: (page, rows) => button(page, `${c.auth.users.delete} ${rows.userEmail}`),
      name: c.auth.users.deleteTitle,
    },
  },
  admins: {
    'admins: make super admin': {
      screen: () => '/dashboard/admin-list',
      opener: (page, rows) =>
        button(
          page.getByTestId('list-row').filter({ hasText: rows.adminEmail }),
          c.auth.admins.promote,
        ),
      name: c.auth.admins.promoteTitle,
    },
    'admins: delete': {
      screen: () => '/dashboard/admin-list',
      opener: (page, rows) => button(page, `${c.auth.users.delete} ${rows.adminEmail}`),
      name: c.auth.users.deleteTitle,
    },
  },
});

/** What axe finds on the page, one line per rule: the same (default) rules as e2e/a11y.spec.ts. */
async function violations(page: Page) {
  const found = await new AxeBuilder({ page }).analyze();
  return found.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

let rows: Rows;
let admin: { request: APIRequestContext; headers: { authorization: string } };
const base = () => process.env.BASE_URL!;

/** Signs up an account in a request context of its own; answers its email. */
async function signUp(prefix: string) {
  const email = `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const context = await playwrightRequest.newContext({
    baseURL: base(),
    extraHTTPHeaders: { origin: base() },
  });
  const res = await context.post('/api/auth/sign-up/email', {
    data: { email, password: 'dialogs-walk-123', name: uniqueName('ব্যবহারকারী') },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await context.dispose();
  return email;
}

test.beforeAll(async ({ playwright }) => {
  admin = await signedInRequest(playwright);
  const { request, headers } = admin;
  const place = await placeInDhaka(request, 0, 1);
  const made = async (name: string, options: { verified?: boolean; consent?: boolean } = {}) => {
    const id = await registerDonor(request, { name, place, consent: options.consent });
    if (options.verified) await verifyDonor(request, headers, id);
    return { id, name };
  };
  const donor = await made(uniqueName('ডায়ালগ দাতা'), { verified: true, consent: true });
  const linkPath = await issueDonorLink(request, headers, donor.id);
  const donation = await request.post(`/api/donors/${donor.id}/donations`, {
    headers,
    data: { donatedAt: '2020-01-05' },
  });
  expect(donation.ok(), await donation.text()).toBe(true);
  const resting = await made(uniqueName('বিরতির দাতা'), { verified: true });
  const rested = await request.patch(`/api/donationCount/${resting.id}`, {
    headers,
    data: { note: 0 },
  });
  expect(rested.ok(), await rested.text()).toBe(true);
  const pending = await made(uniqueName('আবেদনকারী দাতা'));

  const patient = uniqueName('ডায়ালগ রোগী');
  const requestId = await sendBloodRequest(request, { patient });
  const pledged = await request.post(`/api/donors/${donor.id}/calls`, {
    headers,
    data: { requestId, outcome: 'willDonate' },
  });
  expect(pledged.ok(), await pledged.text()).toBe(true);

  const upload = await request.post('/api/uploads/image', {
    headers,
    multipart: {
      image: { name: 'photo.png', mimeType: 'image/png', buffer: await contactPhoto() },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const contactName = uniqueName('ডায়ালগ যোগাযোগ');
  const contact = await request.post('/api/admin-contact', {
    headers,
    data: {
      name: contactName,
      number1: '01712345678',
      number2: '',
      img: ((await upload.json()) as { data: { url: string } }).data.url,
    },
  });
  expect(contact.ok(), await contact.text()).toBe(true);
  const contactId = ((await contact.json()) as { insertedId: string }).insertedId;

  // A union of its own (an id no seeded union has) and a village under it.
  const unionId = 900_000 + Math.floor(Math.random() * 99_999);
  const unionName = `Dialog Union ${unionId}`;
  const union = await request.post('/api/unions', {
    headers,
    data: {
      name: unionName,
      bn_name: `ডায়ালগ ইউনিয়ন ${unionId}`,
      union_id: unionId,
      upazila_id: 1,
    },
  });
  expect(union.ok(), await union.text()).toBe(true);
  const villageName = `Dialog Village ${unionId}`;
  const village = await request.post('/api/villages', {
    headers,
    data: { name: villageName, bn_name: `ডায়ালগ গ্রাম ${unionId}`, union_id: unionId },
  });
  expect(village.ok(), await village.text()).toBe(true);
  const villageId = ((await village.json()) as { insertedId: string }).insertedId;

  const userEmail = await signUp('dialogs-user');
  const adminEmail = await signUp('dialogs-admin');
  const promoted = await request.put(`/api/user/admin/${encodeURIComponent(adminEmail)}`, {
    headers,
  });
  expect(promoted.ok(), await promoted.text()).toBe(true);

  rows = {
    donor: { ...donor, linkPath },
    resting,
    pending,
    request: { id: requestId, patient },
    contact: { id: contactId, name: contactName },
    union: { id: unionId, name: unionName },
    village: { id: villageId, name: villageName },
    userEmail,
    adminEmail,
  };
});

test.afterAll(async () => {
  if (!rows) return;
  const { request, headers } = admin;
  const removals = [
    ...[rows.donor, rows.resting, rows.pending].map((d) => `/api/donorRequest/${d.id}`),
    `/api/deleteBloodRequest/${rows.request.id}`,
    `/api/delete-contact/${rows.contact.id}`,
    `/api/villages/${rows.village.id}`,
    `/api/unions/${rows.union.id}`,
  ];
  for (const path of removals) {
    const res = await request.delete(path, { headers });
    expect([200, 204, 404], `${path}: ${await res.text()}`).toContain(res.status());
  }
  await request.dispose();
});

for (const view of VIEWS)
  test.describe(view.name, () => {
    test.use({ storageState: view.storage, viewport: view.size, timezoneId: 'Asia/Dhaka' });
    const { c } = view;

    for (const [screen, lines] of Object.entries(screens(c))) {
      // One page and one sign-in for the screen's dialogs, a step each (a failure names its
      // dialog): a new page per dialog spent most of the run starting the app again.
      test(`${screen}: each dialog with no axe violations while open; focus in, Escape out, focus back`, async ({
        page,
      }) => {
        test.setTimeout(30_000 + 15_000 * Object.keys(lines).length);
        await signIn(page);
        let shown: string | undefined;
        for (const [what, line] of Object.entries(lines)) {
          await test.step(what, async () => {
            // The screen is opened anew when the dialog is on another address, or when the
            // previous one left a dialog open under it (one opened over the donor's profile).
            const address = line.screen(rows);
            if (address !== shown || (await page.getByRole('dialog').count()) > 0) {
              await page.goto(address);
              await screenDrawn(page);
              shown = address;
            }
            const opener = await line.opener(page, rows);
            await opener.scrollIntoViewIfNeeded();
            await opener.click();
            const opened = dialog(page, line.name);
            await expect(opened).toBeVisible();
            await expect(
              opened.getByRole('heading', { name: line.name, exact: true }),
            ).toBeVisible();
            await expect
              .poll(() => opened.evaluate((el) => el.contains(document.activeElement)), {
                message: 'focus moves into the dialog',
              })
              .toBe(true);
            await line.inside?.(opened);
            expect(await violations(page)).toEqual([]);
            await page.keyboard.press('Escape');
            await expect(opened).toBeHidden();
            await expect(
              opener,
              'focus returns to the control that opened the dialog',
            ).toBeFocused();
          });
        }
      });
    }

    if (view.phone)
      test('the phone sidebar open: no axe violations; Escape closes it and focus returns to its toggle', async ({
        page,
      }) => {
        await signIn(page);
        await page.goto('/dashboard/donor-list');
        await screenDrawn(page);
        const toggle = page.locator('.sidebar-toggle');
        await toggle.click();
        await expect(page.locator('aside.sidebar')).toBeInViewport();
        expect(await violations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(page.locator('aside.sidebar')).not.toBeInViewport();
        await expect(toggle).toBeFocused();
      });

    if (view.phone)
      test('the phone menu and the account menu open: no axe violations; Escape closes them', async ({
        page,
      }) => {
        await signIn(page);
        await page.goto('/dashboard');
        await screenDrawn(page);
        const menu = page.getByRole('button', { name: c.common.nav.menu, exact: true });
        await menu.click();
        const nav = page.locator('#main-nav');
        await expect(nav.getByTestId('language-switch')).toBeVisible();
        expect(await violations(page)).toEqual([]);
        const account = nav.locator('.avatar-btn');
        await account.click();
        await expect(page.getByRole('menu')).toBeVisible();
        expect(await violations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toBeHidden();
        await expect(account).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(nav.getByTestId('language-switch')).toBeHidden();
        await expect(
          page.getByRole('button', { name: c.common.nav.menu, exact: true }),
        ).toBeFocused();
      });

    test('the import preview: no axe violations', async ({ page }) => {
      const csv = await sheetWithOneBadRow(page.request, uniqueName('আমদানি'), 'ভুল সারি');
      await signIn(page);
      await page.goto('/dashboard/import');
      await screenDrawn(page);
      await page
        .locator('#import-file')
        .setInputFiles({ name: 'donors.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await button(page, c.import.preview).click();
      await expect(page.getByTestId('import-count-error')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
