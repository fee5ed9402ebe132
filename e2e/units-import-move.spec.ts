import type { Locator, Page } from '@playwright/test';
import { uniqueName } from './support/blood-contacts.ts';
import { randomPhone } from './support/donors.ts';
import { expect, test, type AdminApi } from './support/fixtures.ts';
import { onScreen, saveScreen, screenDrawn } from './support/layout.ts';

/**
 * A federation, on a phone (390x844): a second unit made through the API, the super admin imports
 * a small list choosing that unit on the Import screen (its card on Units counts the donors), then
 * moves one of them to the first unit from their profile (the card counts one). Pictures of the
 * import step with its picker and of the move dialog at 390x844 and 1366x768 (SCREENSHOTS=1).
 * The unit is archived afterwards, and the donors with it, so other flows see one unit again.
 */
test.use({ timezoneId: 'Asia/Dhaka' });

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

interface ListedUnit {
  id: string;
  depth: number;
  name: { bn: string; en: string };
  archived: boolean;
}

/** A control a thumb can use: on the screen and at least 44 pixels high. */
async function thumbSized(control: Locator) {
  await onScreen(control);
  expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
}

/** The picture at both sizes, the control on the screen at each; back to the phone after. */
async function bothSizes(page: Page, name: string, control: Locator) {
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await thumbSized(control);
    await saveScreen(page, name, false);
  }
  await page.setViewportSize(PHONE);
}

async function unitsOf(api: AdminApi) {
  const res = await api.request.get('/api/units', { headers: api.headers });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { units: ListedUnit[] }).units.filter((unit) => !unit.archived);
}

/** The ids of the verified donors whose name holds `text`. */
async function donorIds(api: AdminApi, text: string) {
  const res = await api.request.get(
    `/api/available-donor?limit=50&donorSearchData=${encodeURIComponent(text)}`,
    { headers: api.headers },
  );
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { availableDonorList: { _id: string }[] }).availableDonorList.map(
    (donor) => donor._id,
  );
}

test('in a federation an admin imports a list into a chosen unit and moves a donor to another unit', async ({
  adminPage: page,
  adminApi,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const stamp = Date.now().toString(36).slice(-5);
  const unitName = { bn: uniqueName('আমদানি ইউনিট'), en: uniqueName('Import unit') };
  const names = [`Unit import A ${stamp}`, `Unit import B ${stamp}`];
  const [first] = await unitsOf(adminApi);
  expect(first).toBeDefined();

  const created = await adminApi.request.post('/api/units', {
    headers: adminApi.headers,
    data: { name: unitName },
  });
  expect(created.status(), await created.text()).toBe(201);
  const unitId = ((await created.json()) as { id: string }).id;
  try {
    // The import: the unit picker (the super admin sees every unit, so one must be chosen).
    await page.goto('/dashboard/import');
    await expect(page.getByRole('heading', { name: 'Import Donors' })).toBeVisible();
    const csv = [
      'Name,Blood group,Mobile number',
      `${names[0]},B+,${randomPhone()}`,
      `${names[1]},O-,${randomPhone()}`,
    ].join('\n');
    await page
      .getByLabel(/File \(CSV or XLSX/)
      .setInputFiles({ name: 'donors.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const picker = page.getByLabel('The unit the donors go into');
    await expect(picker.locator('option', { hasText: unitName.en })).toHaveCount(1);
    await picker.selectOption({ label: unitName.en });
    await bothSizes(page, 'units-import-picker', picker);

    const preview = page.waitForResponse(
      (res) =>
        new URL(res.url()).pathname === '/api/import/donors/preview' &&
        res.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Preview' }).click();
    // (A multipart body is not readable here: the unit's card below says where the donors went.)
    expect((await preview).ok()).toBe(true);
    await expect(page.getByTestId('import-count-new').getByRole('definition')).toHaveText('2');
    const confirm = page.getByRole('button', { name: 'Import 2 donors' });
    await onScreen(confirm);
    await confirm.click();
    await expect(
      page.getByText('2 new donors added, 0 filled in, 0 rows skipped.').first(),
    ).toBeVisible();

    // The unit's card counts its two donors.
    const card = () => page.getByTestId('unit-card').filter({ hasText: unitName.en });
    await page.goto('/dashboard/units');
    await expect(card()).toContainText('2 donors');

    // Move the first donor to the first unit, from their profile on the donor list.
    await page.goto(`/dashboard/donor-list?q=${encodeURIComponent(names[0]!)}`);
    await screenDrawn(page);
    await page
      .getByRole('button', { name: `${names[0]}'s profile` })
      .first()
      .click();
    const profile = page.getByRole('dialog', { name: 'Donor profile' });
    const open = profile.getByRole('button', { name: `Move to another unit: ${names[0]}` });
    await thumbSized(open);
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Move this donor to another unit?' });
    await expect(dialog).toBeVisible();
    await expect(profile).toHaveCount(0);
    const target = dialog.getByLabel('To which unit');
    await target.selectOption({ label: first!.name.en });
    await dialog.getByLabel('Note (optional)').fill('Lives in the other area now');
    await thumbSized(target);
    await bothSizes(page, 'units-move-donor', dialog.getByRole('button', { name: 'Move' }));
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText(`${names[0]} is now a donor of ${first!.name.en}`)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The unit now counts one donor.
    await page.goto('/dashboard/units');
    await expect(card()).toContainText('1 donor');
    await expect(card()).not.toContainText('2 donors');
  } finally {
    for (const id of await donorIds(adminApi, stamp)) {
      const gone = await adminApi.request.delete(`/api/donorRequest/${id}`, {
        headers: adminApi.headers,
      });
      expect(gone.ok(), await gone.text()).toBe(true);
    }
    const archived = await adminApi.request.delete(`/api/units/${unitId}`, {
      headers: adminApi.headers,
    });
    expect(archived.ok(), await archived.text()).toBe(true);
  }
});
