import { expect, test, type Page } from '@playwright/test';
import { signUpThroughApi, uniqueEmail } from './support/auth.ts';
import { BENGALI } from './support/language.ts';
import { expectLaidOut, onScreen, SCREEN_SIZES } from './support/layout.ts';
import { DEMO_ADMIN, signInAndOpen, tokenOf } from './support/session.ts';

/**
 * Units, in Bengali on a phone (decisions/056): the super admin makes a zone and a unit under it
 * covering a district, a second unit on the same district is refused with the overlap named, an
 * admin is added to the unit by the email of their new account, and the tree shows the unit
 * under its zone. Pictures at 390x844 and 1366x768 in test-results/screens.
 *
 * The district is one no other flow uses (Panchagarh, Rangpur division), and the test's units are
 * archived after it (and any a failed run left, found by their names), so that the installation
 * goes back to the units it had and other flows' registrations are routed as before.
 */
test.use({
  storageState: BENGALI,
  timezoneId: 'Asia/Dhaka',
  viewport: { width: 390, height: 844 },
});
test.describe.configure({ mode: 'serial' });

const PREFIX = 'পরীক্ষা';
const stamp = Date.now().toString(36).slice(-5);
const ZONE = { bn: `${PREFIX} জোন ${stamp}`, en: `Test Zone ${stamp}` };
const UNIT = { bn: `${PREFIX} ইউনিট ${stamp}`, en: `Test Unit ${stamp}` };
const ADMIN_EMAIL = uniqueEmail('unit-admin');

interface ListedUnit {
  id: string;
  depth: number;
  name: { bn: string };
  archived: boolean;
}

/** Archives the live units this spec made (deepest first: a unit with units below it is kept). */
async function archiveTestUnits(page: Page) {
  const headers = { authorization: `Bearer ${await tokenOf(page, DEMO_ADMIN.email)}` };
  const res = await page.request.get('/api/units', { headers });
  expect(res.ok(), await res.text()).toBe(true);
  const { units } = (await res.json()) as { units: ListedUnit[] };
  const ours = units
    .filter((unit) => !unit.archived && unit.name.bn.startsWith(PREFIX))
    .sort((a, b) => b.depth - a.depth);
  for (const unit of ours) {
    const archived = await page.request.delete(`/api/units/${unit.id}`, { headers });
    expect(archived.ok(), await archived.text()).toBe(true);
  }
}

async function pictures(page: Page, name: string) {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    const create = page.getByRole('button', { name: 'নতুন ইউনিট' });
    const tree = page.getByTestId('unit-tree');
    await expectLaidOut(
      page,
      { heading: page.locator('main h1'), create, tree },
      { top: ['heading', 'create', 'tree'] },
    );
    await expect(create).toBeInViewport();
    await expect(tree).toBeInViewport();
    const createBox = (await create.boundingBox())!;
    expect(createBox.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({
      path: `test-results/screens/${name}-${size.width}x${size.height}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

async function newUnit(
  page: Page,
  name: { bn: string; en: string },
  parent: string | null,
  district: string | null,
) {
  const create = page.getByRole('button', { name: 'নতুন ইউনিট' });
  await onScreen(create);
  await create.click();
  const dialog = page.getByRole('dialog', { name: 'নতুন ইউনিট' });
  await dialog.getByLabel('নাম (বাংলায়)').fill(name.bn);
  await dialog.getByLabel('নাম (ইংরেজিতে)').fill(name.en);
  if (parent) await dialog.getByLabel('কোন ইউনিটের অধীনে').selectOption({ label: parent });
  if (district) {
    await dialog.getByLabel('বিভাগ', { exact: true }).selectOption({ label: 'রংপুর' });
    await dialog.getByLabel('জেলা', { exact: true }).selectOption({ label: district });
    const add = dialog.getByRole('button', { name: 'এলাকা যোগ করুন' });
    await onScreen(add);
    await add.click();
    await expect(dialog.getByRole('list', { name: 'এলাকা' })).toContainText(`জেলা: ${district}`);
  }
  const submit = dialog.getByRole('button', { name: 'ইউনিট তৈরি করুন' });
  await onScreen(submit);
  expect((await submit.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await submit.click();
  return dialog;
}

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage({ baseURL: process.env.BASE_URL });
  try {
    await signInAndOpen(page, '/');
    await archiveTestUnits(page);
  } finally {
    await page.close();
  }
});

test('the super admin makes a zone and a unit under it with a district; an overlap is refused by name', async ({
  page,
}) => {
  await signInAndOpen(page, '/dashboard');
  await archiveTestUnits(page);
  // A super admin always has the Units link, even while the installation is one unit.
  await page.getByRole('button', { name: 'ড্যাশবোর্ডের পাতাগুলো' }).click();
  const link = page.locator('.sidebar').getByRole('link', { name: 'ইউনিট', exact: true });
  await onScreen(link);
  await link.click();
  await expect(page).toHaveURL(/\/dashboard\/units$/);
  // An installation of one live unit speaks of the community; of several, of units and zones.
  await expect(
    page.getByRole('heading', { level: 1, name: /^(আপনার কমিউনিটি|ইউনিট ও জোন)$/ }),
  ).toBeVisible();

  // The zone: top level, no area of its own.
  const zoneDialog = await newUnit(page, ZONE, null, null);
  await expect(page.getByRole('status').filter({ hasText: `${ZONE.bn} তৈরি হয়েছে` })).toBeVisible();
  await expect(zoneDialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'ইউনিট ও জোন' })).toBeVisible();

  // The unit under it, covering one district.
  const unitDialog = await newUnit(page, UNIT, ZONE.bn, 'পঞ্চগড়');
  await expect(page.getByRole('status').filter({ hasText: `${UNIT.bn} তৈরি হয়েছে` })).toBeVisible();
  await expect(unitDialog).toBeHidden();

  const tree = page.getByTestId('unit-tree');
  const zoneCard = tree.getByTestId('unit-card').filter({ hasText: ZONE.bn });
  const unitCard = tree.getByTestId('unit-card').filter({ hasText: UNIT.bn });
  await expect(zoneCard).toContainText('জোন');
  await expect(unitCard).toContainText('০ জন রক্তদাতা');
  // The unit right after its zone, drawn further in.
  const cards = await tree.getByTestId('unit-card').allTextContents();
  const zoneAt = cards.findIndex((text) => text.includes(ZONE.bn));
  expect(cards[zoneAt + 1]).toContain(UNIT.bn);
  const zoneBox = (await zoneCard.boundingBox())!;
  const unitBox = (await unitCard.boundingBox())!;
  expect(unitBox.x).toBeGreaterThan(zoneBox.x);

  // Another unit of the same level on the same district: refused, the overlap named in the form.
  const refused = await newUnit(
    page,
    { bn: `${PREFIX} দ্বিতীয় ${stamp}`, en: `Second ${stamp}` },
    ZONE.bn,
    'পঞ্চগড়',
  );
  const refusal = refused.getByTestId('unit-places-error');
  await expect(refusal).toContainText('এই এলাকা আরেকটি ইউনিটের এলাকার সঙ্গে মিলে যায়।');
  await expect(refusal).toContainText(UNIT.en);
  await expect(refusal).toContainText('Panchagarh');
  await onScreen(refusal);
  await page.screenshot({ path: 'test-results/screens/units-overlap-390x844.png' });
  await refused.getByRole('button', { name: 'বাতিল' }).click();
  await expect(refused).toBeHidden();
});

test('the super admin adds an admin to the unit by the email of their new account', async ({
  page,
}) => {
  await signUpThroughApi('ইউনিট অ্যাডমিন', ADMIN_EMAIL);
  await signInAndOpen(page, '/dashboard/units');
  const unitCard = page.getByTestId('unit-card').filter({ hasText: UNIT.bn });
  const members = unitCard.getByRole('link', { name: `${UNIT.bn}: সদস্যরা` });
  await onScreen(members);
  await members.click();
  await expect(page.getByRole('heading', { level: 1, name: `${UNIT.bn}: সদস্যরা` })).toBeVisible();

  const form = page.getByTestId('add-member-form');
  await form.getByLabel('ইমেইল').fill(ADMIN_EMAIL);
  await form.getByLabel('ভূমিকা').selectOption({ label: 'অ্যাডমিন' });
  const add = form.getByRole('button', { name: 'যোগ করুন' });
  await onScreen(add);
  await add.click();
  await expect(
    page.getByRole('status').filter({ hasText: `${ADMIN_EMAIL} যোগ হয়েছেন` }),
  ).toBeVisible();
  const row = page
    .getByTestId('unit-members')
    .getByTestId('list-row')
    .filter({ hasText: ADMIN_EMAIL });
  await expect(row).toContainText('অ্যাডমিন');
  await onScreen(row.getByRole('button', { name: `${ADMIN_EMAIL}-কে সরান` }));

  await page.getByTestId('units-back').click();
  await expect(page.getByTestId('unit-card').filter({ hasText: UNIT.bn })).toContainText(
    '১ জন সদস্য',
  );
  await pictures(page, 'units');
});
