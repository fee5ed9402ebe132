import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUpThroughApi, uniqueEmail } from './support/auth.ts';
import { registerDonor, verifyDonor, placeIn } from './support/data.ts';
import { randomPhone } from './support/donors.ts';
import { BENGALI } from './support/language.ts';
import { expectLaidOut, onScreen, saveScreen, SCREEN_SIZES } from './support/layout.ts';
import { signIn, signedInRequest, tokenOf } from './support/session.ts';

/**
 * A federation's work, in Bengali on a phone (decisions/056). Made through the API: a zone whose
 * admin is a new account, and another zone covering Dinajpur. In the screens: the zone's admin
 * makes a unit below their zone covering Thakurgaon and names its admin (a second new account);
 * that admin signs in and sees only their unit's donors and requests (the other zone's donor is
 * not in the Donors list, and its address answers 404), and hands their unit's request to the
 * other zone through the handover dialog: it leaves their list.
 *
 * Its districts (Rangpur division) are ones no other flow uses; its units, found by their names'
 * prefix, are archived before and after, so that the installation goes back to the units it had.
 * Pictures of the Units screen (SCREENSHOTS=1) at 390x844 and 1366x768.
 */
test.use({
  storageState: BENGALI,
  timezoneId: 'Asia/Dhaka',
  viewport: { width: 390, height: 844 },
});
test.describe.configure({ mode: 'serial' });

const PREFIX = 'দায়িত্ব';
const stamp = Date.now().toString(36).slice(-5);
const ZONE = { bn: `${PREFIX} জোন ${stamp}`, en: `Duty Zone ${stamp}` };
const OTHER = { bn: `${PREFIX} অন্য জোন ${stamp}`, en: `Other Zone ${stamp}` };
const UNIT = { bn: `${PREFIX} ঠাকুরগাঁও ${stamp}`, en: `Thakurgaon ${stamp}` };
const ZONE_ADMIN = { email: uniqueEmail('zone-admin'), password: 'secret-123' };
const UNIT_ADMIN = { email: uniqueEmail('unit-admin'), password: 'secret-123' };
const DONOR_HERE = `ঠাকুরগাঁওয়ের দাতা ${stamp}`;
const DONOR_THERE = `দিনাজপুরের দাতা ${stamp}`;
const PATIENT = `হস্তান্তরের রোগী ${stamp}`;

interface ListedUnit {
  id: string;
  depth: number;
  name: { bn: string };
  archived: boolean;
}

/** Archives the live units this spec made (deepest first: a unit with units below it is kept). */
async function archiveTestUnits(request: APIRequestContext, headers: Record<string, string>) {
  const res = await request.get('/api/units', { headers });
  expect(res.ok(), await res.text()).toBe(true);
  const { units } = (await res.json()) as { units: ListedUnit[] };
  const ours = units
    .filter((unit) => !unit.archived && unit.name.bn.startsWith(PREFIX))
    .sort((a, b) => b.depth - a.depth);
  for (const unit of ours) {
    const archived = await request.delete(`/api/units/${unit.id}`, { headers });
    expect(archived.ok(), await archived.text()).toBe(true);
  }
}

const ids = { zone: '', other: '', donorHere: '', donorThere: '' };

test.beforeAll(async ({ playwright }) => {
  const { request, headers } = await signedInRequest(playwright);
  await archiveTestUnits(request, headers);
  const make = async (body: object) => {
    const res = await request.post('/api/units', { headers, data: body });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const dinajpur = await placeIn(request, 'রংপুর', 'দিনাজপুর');
  ids.zone = await make({ name: ZONE, parentId: null });
  ids.other = await make({
    name: OTHER,
    parentId: null,
    districtIds: [Number(dinajpur.district.id)],
  });
  await signUpThroughApi('জোন অ্যাডমিন', ZONE_ADMIN.email, ZONE_ADMIN.password);
  await signUpThroughApi('ইউনিট অ্যাডমিন', UNIT_ADMIN.email, UNIT_ADMIN.password);
  const member = await request.put(`/api/units/${ids.zone}/members`, {
    headers,
    data: { email: ZONE_ADMIN.email, role: 'admin' },
  });
  expect(member.ok(), await member.text()).toBe(true);
  await request.dispose();
});

test.afterAll(async ({ playwright }) => {
  const { request, headers } = await signedInRequest(playwright);
  await archiveTestUnits(request, headers);
  await request.dispose();
});

/** Opens a dashboard screen through the phone's sidebar. */
async function openFromSidebar(page: Page, label: string | RegExp) {
  const toggle = page.getByRole('button', { name: 'ড্যাশবোর্ডের পাতাগুলো' });
  await onScreen(toggle);
  // A tap before the page has come alive is lost: tap again until the sidebar opens.
  await expect(async () => {
    if (!(await page.locator('aside.sidebar.open').count())) await toggle.click();
    await expect(page.locator('aside.sidebar.open')).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const link = page
    .locator('.sidebar')
    .getByRole('link', typeof label === 'string' ? { name: label, exact: true } : { name: label });
  await onScreen(link);
  await link.click();
}

test("the zone's admin makes a unit below their zone and names its admin", async ({ page }) => {
  await signIn(page, ZONE_ADMIN);
  await page.goto('/dashboard');
  await openFromSidebar(page, 'ইউনিট');
  await expect(page).toHaveURL(/\/dashboard\/units$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ইউনিট ও জোন' })).toBeVisible();
  const tree = page.getByTestId('unit-tree');
  // Their own zone only: the other zone is not theirs to see.
  await expect(tree.getByTestId('unit-card')).toHaveCount(1);
  await expect(tree.getByTestId('unit-card')).toContainText(ZONE.bn);
  // A zone's own admin edits it, but archiving a zone is the super admin's.
  await onScreen(tree.getByRole('button', { name: `${ZONE.bn} সম্পাদনা করুন` }));
  await expect(tree.getByRole('button', { name: `${ZONE.bn} আর্কাইভ করুন` })).toHaveCount(0);

  const create = page.getByRole('button', { name: 'নতুন ইউনিট' });
  await onScreen(create);
  await create.click();
  const dialog = page.getByRole('dialog', { name: 'নতুন ইউনিট' });
  await dialog.getByLabel('নাম (বাংলায়)').fill(UNIT.bn);
  await dialog.getByLabel('নাম (ইংরেজিতে)').fill(UNIT.en);
  const parent = dialog.getByLabel('কোন ইউনিটের অধীনে');
  await expect(parent.locator('option')).toHaveText(['একটি ইউনিট বাছুন', ZONE.bn]);
  await parent.selectOption({ label: ZONE.bn });
  await dialog.getByLabel('বিভাগ', { exact: true }).selectOption({ label: 'রংপুর' });
  await dialog.getByLabel('জেলা', { exact: true }).selectOption({ label: 'ঠাকুরগাঁও' });
  const add = dialog.getByRole('button', { name: 'এলাকা যোগ করুন' });
  await onScreen(add);
  await add.click();
  await expect(dialog.getByRole('list', { name: 'এলাকা' })).toContainText('জেলা: ঠাকুরগাঁও');
  await dialog.getByLabel('যোগাযোগের নম্বর (ঐচ্ছিক)').fill(randomPhone());
  const submit = dialog.getByRole('button', { name: 'ইউনিট তৈরি করুন' });
  await onScreen(submit);
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: `${UNIT.bn} তৈরি হয়েছে` })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The unit under the zone, drawn further in; its admin (the zone's) may archive it.
  const unitCard = tree.getByTestId('unit-card').filter({ hasText: UNIT.bn });
  const zoneCard = tree.getByTestId('unit-card').filter({ hasText: ZONE.bn }).first();
  await expect(unitCard).toContainText('ইউনিট');
  expect((await unitCard.boundingBox())!.x).toBeGreaterThan((await zoneCard.boundingBox())!.x);
  await onScreen(unitCard.getByRole('button', { name: `${UNIT.bn} আর্কাইভ করুন` }));

  const members = unitCard.getByRole('link', { name: `${UNIT.bn}: সদস্যরা` });
  await onScreen(members);
  await members.click();
  await expect(page.getByRole('heading', { level: 1, name: `${UNIT.bn}: সদস্যরা` })).toBeVisible();
  const form = page.getByTestId('add-member-form');
  await form.getByLabel('ইমেইল').fill(UNIT_ADMIN.email);
  await form.getByLabel('ভূমিকা').selectOption({ label: 'অ্যাডমিন' });
  const addMember = form.getByRole('button', { name: 'যোগ করুন' });
  await onScreen(addMember);
  await addMember.click();
  await expect(
    page.getByRole('status').filter({ hasText: `${UNIT_ADMIN.email} যোগ হয়েছেন` }),
  ).toBeVisible();
  await expect(
    page.getByTestId('unit-members').getByTestId('list-row').filter({ hasText: UNIT_ADMIN.email }),
  ).toContainText('অ্যাডমিন');

  // The Units screen with the zone and its unit, at both sizes.
  await page.getByTestId('units-back').click();
  await expect(unitCard).toContainText('১ জন সদস্য');
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectLaidOut(
      page,
      {
        heading: page.locator('main h1'),
        create: page.getByRole('button', { name: 'নতুন ইউনিট' }),
        tree,
      },
      { top: ['heading', 'create', 'tree'] },
    );
    for (const button of await unitCard.getByRole('button').all()) {
      await onScreen(button);
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await saveScreen(page, 'units-zone-admin');
  }
  await page.setViewportSize({ width: 390, height: 844 });

  // Analytics: they see two units, so the picker shows; a unit chosen is asked for by its id.
  await openFromSidebar(page, 'বিশ্লেষণ');
  const picker = page.getByLabel('কোন ইউনিটের হিসাব');
  await onScreen(picker);
  await expect(picker.locator('option')).toHaveText(['সব ইউনিট', ZONE.bn, `— ${UNIT.bn}`]);
  const asked = page.waitForResponse(
    (res) => res.url().includes('/api/dashboard/analytics?unitId=') && res.status() === 200,
  );
  await picker.selectOption({ label: `— ${UNIT.bn}` });
  await asked;
  await expect(page).toHaveURL(/\/dashboard\?unit=/);

  // Activity is theirs too (of their units): the unit they made is in it.
  await openFromSidebar(page, 'কার্যক্রম');
  await expect(page).toHaveURL(/\/dashboard\/activity$/);
  await expect(page.getByTestId('list-row').filter({ hasText: UNIT.bn }).first()).toBeVisible();
});

test("the unit's admin sees only their unit's donors and requests, and hands a request to another unit", async ({
  browser,
  playwright,
}) => {
  // The rows: a donor in each zone's district, verified, and a request in the new unit's.
  const { request, headers } = await signedInRequest(playwright);
  const thakurgaon = await placeIn(request, 'রংপুর', 'ঠাকুরগাঁও');
  const dinajpur = await placeIn(request, 'রংপুর', 'দিনাজপুর');
  ids.donorHere = await registerDonor(request, { name: DONOR_HERE, place: thakurgaon });
  ids.donorThere = await registerDonor(request, { name: DONOR_THERE, place: dinajpur });
  await verifyDonor(request, headers, ids.donorHere);
  await verifyDonor(request, headers, ids.donorThere);
  const sent = await request.post('/api/blood-request', {
    data: {
      patient_name: PATIENT,
      requested_bloodGroup: 'aPositive',
      date: new Date(Date.now() + 3_600_000).toISOString(),
      blood_quantity: '2',
      donation_place: 'ঠাকুরগাঁও সদর হাসপাতাল',
      number1: randomPhone(),
      divisionId: Number(thakurgaon.division.id),
      districtId: Number(thakurgaon.district.id),
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await request.dispose();

  const context = await browser.newContext({
    storageState: BENGALI,
    viewport: { width: 390, height: 844 },
    timezoneId: 'Asia/Dhaka',
  });
  const page = await context.newPage();
  await signIn(page, UNIT_ADMIN);
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-role')).toHaveText('অ্যাডমিন');

  // Donors: their unit's donor, and not the other zone's, even searched for by name.
  await openFromSidebar(page, 'রক্তদাতার তালিকা');
  const rows = page.getByTestId('list-row');
  await onScreen(rows.filter({ hasText: DONOR_HERE }));
  await expect(rows.filter({ hasText: DONOR_THERE })).toHaveCount(0);
  await page.goto(`/dashboard/donor-list?q=${encodeURIComponent(DONOR_THERE)}`);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByTestId('list-loading')).toHaveCount(0);
  await expect(rows.filter({ hasText: DONOR_THERE })).toHaveCount(0);
  // The other donor's address answers as if it did not exist; their own donor's answers.
  const auth = { authorization: `Bearer ${await tokenOf(page, UNIT_ADMIN.email)}` };
  const there = await page.request.get(`/api/donors/${ids.donorThere}/donations`, {
    headers: auth,
  });
  expect(there.status(), await there.text()).toBe(404);
  const here = await page.request.get(`/api/donors/${ids.donorHere}/donations`, { headers: auth });
  expect(here.status(), await here.text()).toBe(200);

  // Their request, handed to the other zone through the dialog.
  // The link carries the count of open requests after its name.
  await openFromSidebar(page, /^রক্তের অনুরোধ/);
  await expect(page).toHaveURL(/\/dashboard\/blood-request\/incomplete-blood-request$/);
  const row = rows.filter({ hasText: PATIENT });
  const open = row.getByRole('button', { name: `${PATIENT}: বিস্তারিত দেখুন` });
  await onScreen(open);
  await open.click();
  const details = page.getByRole('dialog', { name: 'রোগীর বিস্তারিত' });
  const handOver = details.getByRole('button', { name: 'অন্য ইউনিটে দিন' });
  await onScreen(handOver);
  await handOver.click();
  const dialog = page.getByRole('dialog', { name: 'অনুরোধটি অন্য ইউনিটে দেবেন?' });
  await expect(dialog).toContainText(PATIENT);
  const target = dialog.getByLabel('কোন ইউনিটে');
  await onScreen(target);
  await target.selectOption({ label: OTHER.bn });
  await dialog.getByLabel('নোট (ঐচ্ছিক)').fill('রোগী এখন দিনাজপুরে।');
  const confirm = dialog.getByRole('button', { name: 'হস্তান্তর করুন' });
  await onScreen(confirm);
  await confirm.click();
  await expect(
    page.getByRole('status').filter({ hasText: `অনুরোধটি ${OTHER.bn} ইউনিটে দেওয়া হয়েছে` }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rows.filter({ hasText: PATIENT })).toHaveCount(0);
  // Gone from their sight: the request is the other zone's now.
  await page.reload();
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByTestId('list-loading')).toHaveCount(0);
  await expect(rows.filter({ hasText: PATIENT })).toHaveCount(0);
  await context.close();
});
