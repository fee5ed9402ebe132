import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectLaidOut, keyElements, onScreen, saveScreen, screenDrawn } from './support/layout.ts';

/**
 * Consent recorded by an admin, on a phone: the admin ticks the edit form's consent box for a
 * donor who never consented, says it was heard on a phone call, saves; the form opens again with
 * the box ticked and the way chosen, and the list shows the donor as consented and finds them by
 * its consent filter. Then the list at laptop size. Pictures with SCREENSHOTS=1
 * (test-results/screens/consent-*).
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
