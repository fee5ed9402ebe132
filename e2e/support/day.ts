import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { localDateTime, uniqueName } from './blood-contacts.ts';
import { randomPhone } from './donors.ts';
import { DEMO_ADMIN, tokenOf } from './session.ts';

/** Rows a volunteer's day needs, made through the API: an incomplete request, a verified donor. */

export async function authed(page: Page) {
  const token = await tokenOf(page, DEMO_ADMIN.email);
  return { authorization: `Bearer ${token}` };
}

/** An incomplete blood request through the public form's API; answers its id. */
export async function addRequest(
  request: APIRequestContext,
  fields: Partial<Record<string, string>> = {},
): Promise<string> {
  const res = await request.post('/api/blood-request', {
    data: {
      patient_name: uniqueName('রোগী'),
      requested_bloodGroup: 'oNegative',
      date: new Date(localDateTime(30)).toISOString(),
      blood_quantity: '1',
      donation_place: 'ঢাকা মেডিকেল কলেজ হাসপাতাল',
      number1: randomPhone(),
      ...fields,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { insertedId: string }).insertedId;
}

/** A verified donor of the first district of Dhaka; answers its id. */
export async function addDonor(
  page: Page,
  bloodGroup: string,
  name = uniqueName('দাতা'),
): Promise<string> {
  const json = async (path: string) =>
    (await (await page.request.get(path)).json()) as Record<string, { [k: string]: string }[]>;
  const district = (await json('/api/districts?division_id=6')).districts![0]!;
  const upazila = (await json(`/api/upazilasForForm?district_id=${district.district_id}`))
    .upazilas![0]!;
  const union = (await json(`/api/unionsForForm?upazila_id=${upazila.upazila_id}`)).unions![0]!;
  const registered = await page.request.post('/api/donor-request', {
    data: {
      name,
      bloodGroup,
      age: '1992-05-10',
      number1: randomPhone(),
      gender: 'পুরুষ',
      division: '6,ঢাকা',
      district: `${district.district_id},${district.bn_name}`,
      upazila: `${upazila.upazila_id},${upazila.bn_name}`,
      union: `${union.union_id},${union.bn_name}`,
      village: 'মধ্যপাড়া',
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { insertedId } = (await registered.json()) as { insertedId: string };
  const accepted = await page.request.patch(`/api/donorStatus/${insertedId}`, {
    headers: await authed(page),
    data: { status: 'verified' },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return insertedId;
}
