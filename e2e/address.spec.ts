import { expect, test, type Page } from '@playwright/test';
import {
  createPlainAdmin,
  DEMO_ADMIN,
  expectNoSidewaysScroll,
  signIn,
  tokenOf,
} from './support/address.ts';
import { expectLaidOut, saveScreen, screenDrawn } from './support/layout.ts';

/** A seeded union of upazila 1, to add villages under. */
async function someUnion(page: Page): Promise<{ union_id: string; name: string }> {
  const { unions } = (await (await page.request.get('/api/unionsForForm?upazila_id=1')).json()) as {
    unions: { union_id: string; name: string }[];
  };
  return unions[0]!;
}

async function villagesOf(page: Page, unionId: string): Promise<string[]> {
  const res = await page.request.get(`/api/villagesForForm?union_id=${unionId}`);
  return ((await res.json()) as { villages: { name: string }[] }).villages.map((v) => v.name);
}

const section = (page: Page, heading: string) =>
  page
    .locator('section.address-section')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

test('a super admin adds a village and the registration cascade offers it under its union', async ({
  page,
}) => {
  const union = await someUnion(page);
  const stamp = Date.now();
  const name = `E2E Kashipur ${stamp}`;
  await signIn(page);
  await page.goto('/dashboard/address');
  await expect(page).toHaveTitle('Address - Roktosetu');
  const villages = section(page, 'All villages');
  await expect(villages).toBeVisible();

  await villages.getByRole('button', { name: 'Add Village' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Village' });
  await dialog.getByRole('button', { name: 'Add Village' }).click();
  await expect(dialog.getByText('Village name is required')).toHaveCount(2);
  await expect(dialog.getByText('Union id is required')).toBeVisible();

  await dialog.getByLabel('Village name (English)').fill(name);
  await dialog.getByLabel('Village name (Bangla)').fill(`কাশিপুর ${stamp}`);
  await dialog.getByLabel('Union ID').fill(union.union_id);
  await dialog.getByRole('button', { name: 'Add Village' }).click();
  await expect(page.getByText('Village added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The list is in alphabetical order: the new village is found by its name.
  await villages.getByRole('searchbox').fill(name);
  await expect(villages.getByTestId('list-row').filter({ hasText: name })).toBeVisible();

  // The public cascade (what the registration form reads) lists it under its union, and only there.
  expect(await villagesOf(page, union.union_id)).toContain(name);
  expect(await villagesOf(page, String(Number(union.union_id) + 1))).not.toContain(name);

  // Delete: the confirmation names the village, warns, and Cancel keeps it.
  await villages.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', {
    name: 'Are you sure you want to delete this village ?',
  });
  await expect(confirm.getByText(name)).toBeVisible();
  await expect(confirm.getByText('Once you delete it, you can,t bring it back.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(await villagesOf(page, union.union_id)).toContain(name);

  await villages.getByRole('button', { name: `Delete ${name}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Village Successfully Deleted')).toBeVisible();
  await expect(villages.getByTestId('list-row').filter({ hasText: name })).toBeHidden();
  expect(await villagesOf(page, union.union_id)).not.toContain(name);
});

test('an admin who is not super is refused adding or deleting, with a toast saying who may, and nothing changes', async ({
  page,
}) => {
  const union = await someUnion(page);
  await signIn(page);
  const admin = await createPlainAdmin(page);
  // A village to try deleting, added by the super admin through the API.
  const token = await tokenOf(page, DEMO_ADMIN.email);
  const kept = `E2E Kept ${Date.now()}`;
  const added = await page.request.post('/api/villages', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: kept, bn_name: 'রাখা গ্রাম', union_id: Number(union.union_id) },
  });
  expect(added.ok()).toBe(true);

  await page.context().clearCookies();
  await signIn(page, admin);
  await page.goto('/dashboard/address');
  await expect(page.getByTestId('dashboard-role')).toHaveText('Admin');

  const refused = `E2E Refused ${Date.now()}`;
  const villages = section(page, 'All villages');
  await villages.getByRole('button', { name: 'Add Village' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Village' });
  await dialog.getByLabel('Village name (English)').fill(refused);
  await dialog.getByLabel('Village name (Bangla)').fill('নিষেধ');
  await dialog.getByLabel('Union ID').fill(union.union_id);
  await dialog.getByRole('button', { name: 'Add Village' }).click();
  await expect(page.getByText('Super Admin Can Only Add Village')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await villagesOf(page, union.union_id)).not.toContain(refused);

  await villages.getByRole('searchbox').fill(kept);
  await villages.getByRole('button', { name: `Delete ${kept}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Super Admin Can Only Delete Village')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await villagesOf(page, union.union_id)).toContain(kept);

  // Add Union: on 403 the modal closes and the form is cleared.
  const unions = section(page, 'All unions');
  await unions.getByRole('button', { name: 'Add Union' }).click();
  const unionDialog = page.getByRole('dialog', { name: 'Add Union' });
  await unionDialog.getByLabel('Union name (English)').fill('Refused Union');
  await unionDialog.getByLabel('Union name (Bangla)').fill('নিষেধ ইউনিয়ন');
  await unionDialog.getByLabel('Union ID').fill('970001');
  await unionDialog.getByLabel('Upazila ID').fill('1');
  await unionDialog.getByRole('button', { name: 'Add Union' }).click();
  await expect(page.getByText('Super Admin Can Only Add Union')).toBeVisible();
  await expect(unionDialog).toBeHidden();
  await unions.getByRole('button', { name: 'Add Union' }).click();
  await expect(unionDialog.getByLabel('Union name (English)')).toHaveValue('');
  await unionDialog.getByRole('button', { name: 'Cancel' }).click();
  const cascade = (await (await page.request.get('/api/unionsForForm?upazila_id=1')).json()) as {
    unions: { union_id: string }[];
  };
  expect(cascade.unions.map((u) => u.union_id)).not.toContain('970001');

  await unions
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Super Admin Can Only Delete Union')).toBeVisible();
});

test('a super admin adds a union, is told when its id is taken, and cannot delete it while it has villages', async ({
  page,
}) => {
  const unionId = String(980000 + Math.floor(Math.random() * 10000));
  const name = `E2E Union ${unionId}`;
  await signIn(page);
  await page.goto('/dashboard/address');
  const unions = section(page, 'All unions');
  await unions.getByRole('button', { name: 'Add Union' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Union' });
  await dialog.getByRole('button', { name: 'Add Union' }).click();
  await expect(dialog.getByText('Union name is required')).toHaveCount(2);
  await expect(dialog.getByText('Union id is required')).toBeVisible();
  await expect(dialog.getByText('Upazila id is required')).toBeVisible();

  await dialog.getByLabel('Union name (English)').fill(name);
  await dialog.getByLabel('Union name (Bangla)').fill('ই২ই ইউনিয়ন');
  await dialog.getByLabel('Union ID').fill('1'); // a seeded union already has it
  await dialog.getByLabel('Upazila ID').fill('1');
  await dialog.getByRole('button', { name: 'Add Union' }).click();
  await expect(dialog.getByText('This Union ID already exists. Give another id.')).toBeVisible();

  await dialog.getByLabel('Union ID').fill(unionId);
  await dialog.getByRole('button', { name: 'Add Union' }).click();
  await expect(page.getByText('Union added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The list is in alphabetical order: the new union is found by its name.
  await unions.getByRole('searchbox').fill(name);
  await expect(unions.getByTestId('list-row').first()).toContainText(name);
  const cascade = (await (await page.request.get('/api/unionsForForm?upazila_id=1')).json()) as {
    unions: { union_id: string }[];
  };
  expect(cascade.unions.map((u) => u.union_id)).toContain(unionId);

  // A village under the new union keeps the union from being deleted.
  const villages = section(page, 'All villages');
  await villages.getByRole('button', { name: 'Add Village' }).click();
  const villageDialog = page.getByRole('dialog', { name: 'Add Village' });
  await villageDialog.getByLabel('Village name (English)').fill(`Village of ${unionId}`);
  await villageDialog.getByLabel('Village name (Bangla)').fill('নতুন গ্রাম');
  await villageDialog.getByLabel('Union ID').fill(unionId);
  await villageDialog.getByRole('button', { name: 'Add Village' }).click();
  await expect(page.getByText('Village added successfully')).toBeVisible();
  await villages.getByRole('searchbox').fill(`Village of ${unionId}`);

  await unions.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText('This union still has villages or donors, so it cannot be deleted.'),
  ).toBeVisible();
  await expect(unions.getByTestId('list-row').filter({ hasText: name })).toBeVisible();

  await villages.getByRole('button', { name: `Delete Village of ${unionId}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Village Successfully Deleted')).toBeVisible();
  await unions.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Union Successfully Deleted')).toBeVisible();
  await expect(unions.getByTestId('list-row').filter({ hasText: name })).toBeHidden();
});

test('All upazilas searches, changes page size and pages, with serials that follow', async ({
  page,
}) => {
  // The table (with its headers and serials) is the laptop's layout; the phone shows cards.
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page);
  await page.goto('/dashboard/address');
  const upazilas = section(page, 'All upazilas');
  const rows = upazilas.getByTestId('list-row');
  await expect(rows).toHaveCount(5);
  for (const header of ['SL', 'English Name', 'Bangla Name', 'Upazila ID', 'District ID']) {
    await expect(upazilas.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(upazilas.getByRole('combobox')).toHaveValue('5');
  await expect(upazilas.getByRole('combobox').locator('option')).toHaveText([
    '5',
    '10',
    '15',
    '25',
    '50',
    '100',
  ]);

  await upazilas.getByRole('combobox').selectOption('10');
  await expect(rows).toHaveCount(10);
  await upazilas.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(rows.first().locator('td').first()).toHaveText('11');

  await upazilas.getByRole('searchbox').fill('ধামরাই');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Dhamrai');
  await expect(rows.first().locator('td').first()).toHaveText('1');
});

for (const [w, h] of [
  [390, 844],
  [1366, 768],
] as const) {
  test(`the address screen and its Add Union dialog fit the screen at ${w}x${h}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: w, height: h });
    await signIn(page);
    await page.goto('/dashboard/address');
    // Rows, or the empty list's text (a fresh database has no villages).
    await expect(
      section(page, 'All villages')
        .locator('[data-testid="list-row"], [data-testid="list-empty"]')
        .first(),
    ).toBeVisible();
    await screenDrawn(page);
    await expectNoSidewaysScroll(page);
    await saveScreen(page, 'address');
    await section(page, 'All unions').getByRole('button', { name: 'Add Union' }).click();
    await page
      .getByRole('dialog', { name: 'Add Union' })
      .getByRole('button', { name: 'Add Union' })
      .click();
    await expectLaidOut(
      page,
      { dialog: page.getByRole('dialog', { name: 'Add Union' }) },
      { top: ['dialog'] },
    );
    await saveScreen(page, 'address-add-union', false);
  });
}

test('a super admin renames a union on a phone; the registration cascade shows the new name', async ({
  page,
}) => {
  const token = await (async () => {
    await signIn(page);
    return tokenOf(page, DEMO_ADMIN.email);
  })();
  const stamp = Date.now();
  const unionId = 97000 + (stamp % 1000);
  const added = await page.request.post('/api/unions', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `E2E Old ${stamp}`, bn_name: `পুরনো ${stamp}`, union_id: unionId, upazila_id: 1 },
  });
  expect(added.ok()).toBe(true);

  await page.goto('/dashboard/address');
  const unions = section(page, 'All unions');
  await unions.getByRole('searchbox').fill(String(unionId));
  const edit = unions.getByRole('button', { name: `Edit E2E Old ${stamp}` });
  await expect(edit).toBeVisible();
  await edit.scrollIntoViewIfNeeded();
  const box = await edit.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await edit.click();

  const dialog = page.getByRole('dialog', { name: 'Edit Union' });
  const english = dialog.getByLabel('Union name (English)');
  await expect(english).toHaveValue(`E2E Old ${stamp}`);
  await dialog.getByLabel('Union name (Bangla)').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Union name is required')).toBeVisible();

  await english.fill(`E2E New ${stamp}`);
  await dialog.getByLabel('Union name (Bangla)').fill(`নতুন ${stamp}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Union updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    unions.getByTestId('list-row').filter({ hasText: `E2E New ${stamp}` }),
  ).toBeVisible();

  const { unions: cascade } = (await (
    await page.request.get('/api/unionsForForm?upazila_id=1')
  ).json()) as {
    unions: { union_id: string; bn_name: string }[];
  };
  expect(cascade.find((u) => u.union_id === String(unionId))?.bn_name).toBe(`নতুন ${stamp}`);

  // Leave the seeded geography as it was for the other tests (they count the unions).
  const removed = await page.request.delete(`/api/unions/${unionId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(removed.ok()).toBe(true);
});
