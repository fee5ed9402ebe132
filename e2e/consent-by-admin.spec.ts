import type { Locator, Page } from '@playwright/test';
import { uniqueName } from './support/blood-contacts.ts';
import { expect, test } from './support/fixtures.ts';
import { expectLaidOut, keyElements, onScreen, saveScreen, screenDrawn } from './support/layout.ts';

/**
 * What the donor said, recorded on a phone. Consent by an admin: the admin ticks the edit form's consent box for a
 * donor who never consented, says it was heard on a phone call, saves; the form opens again with
 * the box ticked and the way chosen, and the list shows the donor as consented and finds them by
 * its consent filter. Then the list at laptop size. Sharing: in a federation of two units the
 * donor shares with every unit on their link page, and the admin's edit form shows it and records
 * the donor's word back to their unit; with one unit neither offers it. Pictures with SCREENSHOTS=1
 * (test-results/screens/consent-*, sharing-*).
 */

const BOX =
  'The donor agreed to get requests by SMS or notification (tick only after hearing it from them)';

const rowOf = (page: Page, name: string) => page.getByTestId('list-row').filter({ hasText: name });
const badgeOf = (row: Locator) => row.getByTestId('consent-badge');

async function openEdit(page: Page, name: string) {
  await rowOf(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Update Donor Info' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an admin records consent heard on a phone call; the form and the list show it (390x844, then 1366x768)', async ({
  adminPage: page,
  donors,
}) => {
  const donor = await donors.add({ verified: true });
  const list = `/dashboard/donor-list?q=${encodeURIComponent(donor.name)}`;
  await page.goto(list);
  await screenDrawn(page);
  const row = rowOf(page, donor.name);
  await expect(row).toHaveCount(1);
  await expect(badgeOf(row)).toHaveAttribute('data-consent', 'no');
  await expect(badgeOf(row)).toHaveText(/No consent/);

  // Tick the box: the way appears, and saving without it is refused under it.
  let dialog = await openEdit(page, donor.name);
  const box = dialog.getByLabel(BOX);
  await expect(box).not.toBeChecked();
  await expect(dialog.getByLabel('How the donor consented')).toHaveCount(0);
  await box.check();
  const way = dialog.getByLabel('How the donor consented');
  await onScreen(way);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await onScreen(dialog.getByText('How the donor consented is required'));
  await way.selectOption({ label: 'Phone call' });
  await onScreen(dialog.getByRole('button', { name: 'Update' }));
  // Wholly in view (the form scrolls inside the dialog), the choice shown.
  await way.evaluate((select) => select.scrollIntoView({ block: 'center' }));
  await expect(way).toBeInViewport({ ratio: 1 });
  await expect(way).toHaveValue('phoneCall');
  await saveScreen(page, 'consent-edit-form', false);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Donor Info Updated')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list says so, on the donor's card.
  await expect(badgeOf(row)).toHaveAttribute('data-consent', 'yes');
  await expect(badgeOf(row)).toHaveText(/Consented/);
  await onScreen(badgeOf(row));
  await expect(badgeOf(row)).toHaveAttribute('title', 'Agreed to be contacted (Phone call)');

  // Opened again: ticked, the way chosen.
  dialog = await openEdit(page, donor.name);
  await expect(dialog.getByLabel(BOX)).toBeChecked();
  await expect(dialog.getByLabel('How the donor consented')).toHaveValue('phoneCall');
  await onScreen(dialog.getByLabel(BOX));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The consent filter: kept in the address, the donor among those who consented only.
  await page.getByRole('button', { name: 'Filter' }).click();
  const filter = page.getByLabel('Consent to be contacted');
  await onScreen(filter);
  await filter.selectOption({ label: 'Consented' });
  await expect(page).toHaveURL(/[?&]consent=yes/);
  await expect(row).toHaveCount(1);
  await filter.selectOption({ label: 'No consent' });
  await expect(page).toHaveURL(/[?&]consent=no/);
  await expect(page.getByText('No donors found.')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto(`${list}&consent=yes`);
  await screenDrawn(page);
  await expect(row).toHaveCount(1);
  await expectLaidOut(page, keyElements(page, 'main .data-list'), { top: ['top bar', 'heading'] });
  await onScreen(badgeOf(row));
  await saveScreen(page, 'consent-list');

  // A laptop: the table, its row's Details saying it, and the row's last button still in view.
  await page.setViewportSize({ width: 1366, height: 768 });
  await screenDrawn(page);
  await expect(row.locator('td.details-cell [data-column="consent"]')).toHaveText(
    /Consent:\s*✓ Consented/,
  );
  await expect(row.getByRole('button', { name: `Delete ${donor.name}` })).toBeInViewport({
    ratio: 1,
  });
  await expectLaidOut(page, keyElements(page, 'main .data-list'), { top: ['top bar', 'heading'] });
  await onScreen(badgeOf(row));
  await saveScreen(page, 'consent-list');
});

/** A choice row: wholly on the screen and a thumb's size. */
async function tappable(choice: Locator) {
  const row = choice.locator('xpath=ancestor::label[1]');
  await onScreen(row);
  expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(44);
}

test('in a federation the donor shares with every unit on their link, and the admin’s form shows and records it (390x844, then 1366x768)', async ({
  adminPage: page,
  adminApi,
  donors,
  bloodRequests,
}) => {
  // A rare group, so that the donor is among the first of the request's matches.
  const donor = await donors.add({ link: true, bloodGroup: 'abNegative' });
  const SHARED = 'Shared with the whole federation';
  const UNIT_ONLY = 'Visible to this unit only';

  // One live unit: neither the link page nor the form offers the choice.
  await page.goto(donor.linkPath!);
  await expect(page.getByText(donor.name)).toBeVisible();
  await expect(page.getByTestId('channels')).toBeVisible();
  await expect(page.getByTestId('sharing')).toHaveCount(0);

  // A second live unit (no places: nothing is routed to it) makes the installation a federation.
  const created = await adminApi.request.post('/api/units', {
    headers: adminApi.headers,
    data: { name: { bn: uniqueName('শেয়ার ইউনিট'), en: uniqueName('Sharing unit') } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const unitId = ((await created.json()) as { id: string }).id;
  try {
    // The donor's page: the choice, their unit chosen; shared with every unit, saved, kept on reload.
    await page.reload();
    const section = page.getByTestId('sharing');
    await onScreen(section.getByRole('heading', { name: 'Who may find me' }));
    const shared = section.getByRole('radio', { name: SHARED });
    await expect(section.getByRole('radio', { name: 'Only my own unit' })).toBeChecked();
    await tappable(shared);
    await shared.check();
    const save = section.getByRole('button', { name: 'Save' });
    await onScreen(save);
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('sharing').getByRole('radio', { name: SHARED })).toBeChecked();
    await page.getByTestId('sharing').scrollIntoViewIfNeeded();
    await saveScreen(page, 'sharing-link', false);
    await page.setViewportSize({ width: 1366, height: 768 });
    await onScreen(page.getByTestId('sharing').getByRole('radio', { name: SHARED }));
    await saveScreen(page, 'sharing-link', false);
    await page.setViewportSize({ width: 390, height: 844 });

    // A request with no place goes to the federation's queue; its matches name the donor's unit.
    const request = await bloodRequests.add({ bloodGroup: 'abNegative' });
    await page.goto(`/dashboard/blood-request/${request.id}/matches`);
    await screenDrawn(page);
    const card = page.getByTestId('match-card').filter({ hasText: donor.name });
    await onScreen(card.getByTestId('match-unit'));
    await expect(card.getByTestId('match-unit')).toHaveText(/^Unit: .+/);
    await saveScreen(page, 'sharing-match-card', false);
    await page.setViewportSize({ width: 1366, height: 768 });
    await onScreen(card.getByTestId('match-unit'));
    await saveScreen(page, 'sharing-match-card', false);
    await page.setViewportSize({ width: 390, height: 844 });

    // The admin's form: the donor's choice shown; the admin records their word back to the unit.
    await page.goto(`/dashboard/donor-list?q=${encodeURIComponent(donor.name)}`);
    await screenDrawn(page);
    let dialog = await openEdit(page, donor.name);
    let group = dialog.getByRole('group', { name: 'Who may find this donor' });
    await expect(group.getByRole('radio', { name: SHARED })).toBeChecked();
    const unitOnly = group.getByRole('radio', { name: UNIT_ONLY });
    await tappable(unitOnly);
    await unitOnly.check();
    await tappable(group.getByRole('radio', { name: SHARED }));
    await saveScreen(page, 'sharing-edit-form', false);
    await onScreen(dialog.getByRole('button', { name: 'Update' }));
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Donor Info Updated')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Saved: the form after a reload, and the donor's own page, say their unit only.
    await page.reload();
    await screenDrawn(page);
    dialog = await openEdit(page, donor.name);
    group = dialog.getByRole('group', { name: 'Who may find this donor' });
    await expect(group.getByRole('radio', { name: UNIT_ONLY })).toBeChecked();
    await expect(group.getByRole('radio', { name: SHARED })).not.toBeChecked();
    await page.setViewportSize({ width: 1366, height: 768 });
    await tappable(group.getByRole('radio', { name: UNIT_ONLY }));
    await saveScreen(page, 'sharing-edit-form', false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(donor.linkPath!);
    await expect(
      page.getByTestId('sharing').getByRole('radio', { name: 'Only my own unit' }),
    ).toBeChecked();
  } finally {
    const archived = await adminApi.request.delete(`/api/units/${unitId}`, {
      headers: adminApi.headers,
    });
    expect(archived.ok(), await archived.text()).toBe(true);
  }

  // One live unit again: the choice is gone from the donor's page.
  await page.reload();
  await expect(page.getByTestId('channels')).toBeVisible();
  await expect(page.getByTestId('sharing')).toHaveCount(0);
});
