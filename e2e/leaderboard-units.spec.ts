import { uniqueName } from './support/blood-contacts.ts';
import { expect, test } from './support/fixtures.ts';
import { BENGALI } from './support/language.ts';
import { onScreen, saveScreen, screenDrawn } from './support/layout.ts';

/**
 * The public leader board in a federation, on a phone (390x844) in Bengali: a visitor picks a
 * unit's board, the address keeps the choice (a unit can share its board, and a reload draws it
 * again), and "all units together" brings the whole board back. A second unit is made through the
 * API for it and archived afterwards, so other flows see one unit again.
 */
test.use({ storageState: BENGALI });

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

test('a visitor picks a unit’s leader board, kept in the address', async ({ page, adminApi }) => {
  await page.setViewportSize(PHONE);
  const name = { bn: uniqueName('লিডার ইউনিট'), en: uniqueName('Leader unit') };
  const created = await adminApi.request.post('/api/units', {
    headers: adminApi.headers,
    data: { name },
  });
  expect(created.status(), await created.text()).toBe(201);
  const unitId = ((await created.json()) as { id: string }).id;
  try {
    await page.goto('/leaderBoard');
    await screenDrawn(page);
    const picker = page.getByLabel('কোন ইউনিটের লিডারবোর্ড');
    await onScreen(picker);
    expect((await picker.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expect(picker).toHaveValue('');

    await picker.selectOption({ label: name.bn });
    await expect.poll(() => new URL(page.url()).searchParams.get('unit')).toBe(unitId);
    // A new unit has no donations yet: its own board says so, not the whole installation's.
    await expect(page.getByText('এখনো কোনো রক্তদান গণনা হয়নি।')).toBeVisible();
    for (const size of [PHONE, LAPTOP]) {
      await page.setViewportSize(size);
      await onScreen(picker);
      await saveScreen(page, 'leaderboard-unit', false);
    }
    await page.setViewportSize(PHONE);

    // The address is the choice: drawn again with it.
    await page.reload();
    await screenDrawn(page);
    await expect(page.getByLabel('কোন ইউনিটের লিডারবোর্ড')).toHaveValue(unitId);
    await expect(page.getByText('এখনো কোনো রক্তদান গণনা হয়নি।')).toBeVisible();

    await page.getByLabel('কোন ইউনিটের লিডারবোর্ড').selectOption({ label: 'সব ইউনিট মিলিয়ে' });
    await expect(page).toHaveURL(/\/leaderBoard$/);
  } finally {
    const archived = await adminApi.request.delete(`/api/units/${unitId}`, {
      headers: adminApi.headers,
    });
    expect(archived.ok(), await archived.text()).toBe(true);
  }
});
