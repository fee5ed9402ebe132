import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import type { Place } from './support/data.ts';

/**
 * On an English page a phone lists places by their English names: a donor's card in the donor
 * list and a match card say 'Kaliakair'-style names where the Bengali page says 'কালিয়াকৈর'
 * (the village stays as the donor wrote it).
 */
test.use({ viewport: { width: 390, height: 844 } });

/** The English names of a place's upazila and union, from the geography lists the selects use. */
async function englishNames(request: APIRequestContext, place: Place) {
  const upazilas = (await (
    await request.get(`/api/upazilasForForm?district_id=${place.district.id}`)
  ).json()) as {
    upazilas: { upazila_id: string; name: string }[];
  };
  const unions = (await (
    await request.get(`/api/unionsForForm?upazila_id=${place.upazila.id}`)
  ).json()) as {
    unions: { union_id: string; name: string }[];
  };
  return {
    upazila: upazilas.upazilas.find((u) => u.upazila_id === place.upazila.id)!.name,
    union: unions.unions.find((u) => u.union_id === place.union.id)!.name,
  };
}

test("a donor's card and a match card name the donor's places in English on an English page", async ({
  adminPage: page,
  donors,
  bloodRequests,
  adminApi,
}) => {
  const donor = await donors.add({ verified: true, bloodGroup: 'abNegative', district: 2 });
  const english = await englishNames(adminApi.request, donor.place);
  expect(english.upazila).toMatch(/^[A-Za-z]/);
  expect(english.union).toMatch(/^[A-Za-z]/);
  const placeLine = `মধ্যপাড়া, ${english.union}, ${english.upazila}`;

  await page.goto(`/dashboard/donor-list?q=${encodeURIComponent(donor.name)}`);
  const row = page.getByTestId('list-row').filter({ hasText: donor.name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(placeLine);
  await expect(row).not.toContainText(donor.place.upazila.name);

  const request = await bloodRequests.add({ bloodGroup: 'abNegative' });
  await page.goto(`/dashboard/blood-request/${request.id}/matches`);
  const card = page.getByTestId('match-card').filter({ hasText: donor.name });
  await expect(card).toBeVisible();
  await expect(card).toContainText(placeLine);
  await expect(card).not.toContainText(donor.place.upazila.name);
});
