import { expect, test } from '@playwright/test';
import { signIn, tokenOf, DEMO_ADMIN } from './support/address.ts';

test('a village a super admin adds is offered in the registration form under its union', async ({
  page,
  request,
}) => {
  // The first district, upazila and union of Dhaka as the API lists them (by Bengali name).
  const first = async <T>(url: string, key: string) =>
    ((await (await request.get(url)).json()) as Record<string, T[]>)[key]![0]!;
  const district = await first<{ district_id: string }>(
    '/api/districts?division_id=6',
    'districts',
  );
  const upazila = await first<{ upazila_id: string }>(
    `/api/upazilasForForm?district_id=${district.district_id}`,
    'upazilas',
  );
  const union = await first<{ union_id: string }>(
    `/api/unionsForForm?upazila_id=${upazila.upazila_id}`,
    'unions',
  );

  await signIn(page, DEMO_ADMIN);
  const token = await tokenOf(page, DEMO_ADMIN.email);
  const name = `Notun Gram ${Date.now()}`;
  const added = await request.post('/api/villages', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, bn_name: `নতুন গ্রাম ${Date.now() % 1000}`, union_id: Number(union.union_id) },
  });
  expect(added.status(), await added.text()).toBe(200);

  await page.goto('/donorRegistration');
  await page.getByLabel('Division').selectOption({ label: 'Dhaka' });
  // The form lists places in the reader's language's order, so each is chosen by its id.
  const choose = async (label: string, id: string) => {
    const select = page.getByLabel(label, { exact: true });
    await expect(select).toBeEnabled();
    const option = select.locator(`option[value="${id}"], option[value^="${id},"]`);
    await expect(option).toHaveCount(1);
    await select.selectOption((await option.getAttribute('value'))!);
  };
  await choose('District', district.district_id);
  await choose('Upazila / Thana', upazila.upazila_id);
  await choose('Union', union.union_id);
  const chosen = await page.getByLabel('Union', { exact: true }).inputValue();
  expect(chosen.split(',')[0]).toBe(union.union_id);
  const village = page.getByLabel('Village', { exact: true });
  await expect(village.locator('option', { hasText: name })).toHaveCount(1);
});
