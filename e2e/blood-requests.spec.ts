import { expect, test, type Page } from '@playwright/test';
import {
  contactPhoto,
  createAdmin,
  expectNoHorizontalOverflow,
  localDateTime,
  signInAndOpen,
  uniqueName,
} from './support/blood-contacts.ts';

/** Fills the patient information form of /contact; Bengali digits on purpose. */
async function fillPatientForm(page: Page, patient: string) {
  await page.getByLabel('Patient name').fill(patient);
  await page.getByLabel('Blood group').selectOption({ label: 'AB-' });
  const date = page.getByLabel('Date & time of donation');
  // The picker offers today to about 60 days ahead (the server refuses other dates).
  await expect(date).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}T00:00$/);
  await expect(date).toHaveAttribute('max', /^\d{4}-\d{2}-\d{2}T23:59$/);
  await date.fill(localDateTime(5));
  await page.getByLabel('Blood quantity (bags)').selectOption('3');
  await page.getByLabel('Hemoglobin (optional)').fill('৯.৫');
  await page.getByLabel("Patient's problem (optional)").fill('অপারেশন');
  await page.getByLabel('Blood donation place').fill('ঢাকা মেডিকেল কলেজ');
  await page.getByLabel('Mobile number', { exact: true }).fill('০১৭১২৩৪৫৬৭৮');
}

async function incompleteBadge(page: Page): Promise<number> {
  const badge = page.getByTestId('incomplete-badge');
  return (await badge.count()) ? Number(await badge.textContent()) : 0;
}

test('a visitor sends a blood request, an admin sees the badge, marks it Done, and it shows under Complete', async ({
  page,
}) => {
  const patient = uniqueName('রোগী');
  await page.goto('/contact');
  await expect(page).toHaveTitle('Contact For Blood - Roktosetu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Call in an emergency');

  // The form's validation messages, before anything is sent.
  await page.getByRole('button', { name: 'Submit' }).click();
  for (const message of [
    'Patient name is required',
    'Blood Group is required',
    'Date & time is required',
    'Blood Bag quantity is required',
    'Blood donation place is required',
    'Number is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel("Patient's problem (optional)").fill('x'.repeat(201));
  await page.getByLabel('Mobile number', { exact: true }).fill('01712');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Maximum length 200')).toBeVisible();
  await expect(page.getByText('Minimum length 11')).toBeVisible();

  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/api/blood-request') && r.method() === 'POST',
  );
  await fillPatientForm(page, patient);
  await page.getByRole('button', { name: 'Submit' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body.number1).toBe('01712345678');
  expect(body.hemoglobin).toBe('9.5');
  expect(body).not.toHaveProperty('status');
  await expect(page.getByText('Your request has been sent')).toBeVisible();
  await expect(page.getByLabel('Patient name')).toHaveValue('');
  await expect(page.getByLabel('Mobile number', { exact: true })).toHaveValue('');

  // The admin's dashboard: the orange badge counts incomplete requests, the sidebar too.
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAndOpen(page, '/dashboard/blood-request');
  await expect(page).toHaveTitle('Blood Request - Roktosetu');
  await expect(page.getByTestId('incomplete-badge')).toBeVisible();
  const before = await incompleteBadge(page);
  expect(before).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('link', { name: /^Blood Request/ }).locator('.badge')).toHaveText(
    String(before),
  );

  await page.getByRole('link', { name: /^Incomplete/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/blood-request\/incomplete-blood-request$/);
  const row = page.getByTestId('list-row').filter({ hasText: patient });
  await expect(row).toContainText('AB-');
  await expect(row).toContainText('3 bags');
  await expect(row.getByRole('link', { name: '01712345678' })).toHaveAttribute(
    'href',
    'tel:01712345678',
  );
  await row.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Blood Donation Complete')).toBeVisible();
  await expect(page.getByTestId('list-row').filter({ hasText: patient })).toHaveCount(0);
  await expect.poll(() => incompleteBadge(page)).toBe(before - 1);
  const sidebarBadge = page.getByRole('link', { name: /^Blood Request/ }).locator('.badge');
  if (before - 1 > 0) await expect(sidebarBadge).toHaveText(String(before - 1));
  else await expect(sidebarBadge).toHaveCount(0);

  await page.getByRole('link', { name: 'Complete', exact: true }).click();
  const doneRow = page.getByTestId('list-row').filter({ hasText: patient });
  await expect(doneRow).toBeVisible();
  await expect(doneRow.getByRole('img', { name: 'Completed' })).toBeVisible();

  // Its profile modal, then delete with the confirm dialog.
  await doneRow.getByRole('button', { name: `${patient}: show details` }).click();
  const modal = page.getByRole('dialog', { name: 'Patient details' });
  await expect(modal).toContainText('ঢাকা মেডিকেল কলেজ');
  await expect(modal).toContainText('9.5');
  await modal.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', {
    name: 'Are you sure you want to delete this blood request ?',
  });
  await expect(confirm).toContainText(
    'It goes to the Archive, where a super admin can restore it for 30 days.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Complete Blood Request Data Deleted')).toBeVisible();
  await expect(page.getByTestId('list-row').filter({ hasText: patient })).toHaveCount(0);
});

test('an admin declines an incomplete request from its profile modal, and Done works from the modal', async ({
  page,
  request,
}) => {
  const declined = uniqueName('বাতিল');
  const completed = uniqueName('সম্পন্ন');
  for (const name of [declined, completed]) {
    const res = await request.post('/api/blood-request', {
      data: {
        patient_name: name,
        requested_bloodGroup: 'bPositive',
        date: new Date(Date.now() + 3_600_000).toISOString(),
        blood_quantity: '6+',
        donation_place: 'রাজশাহী',
        number1: '01811111111',
      },
    });
    expect(res.ok()).toBe(true);
  }
  await signInAndOpen(page, '/dashboard/blood-request/incomplete-blood-request');
  const before = Number(await page.getByTestId('incomplete-badge').textContent());

  await page.getByRole('button', { name: `${declined}: show details` }).click();
  const modal = page.getByRole('dialog', { name: 'Patient details' });
  await expect(modal).toContainText('6+ bags');
  await modal.getByRole('button', { name: 'Decline' }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure you want to decline this blood request ?' })
    .getByRole('button', { name: 'Decline' })
    .click();
  await expect(page.getByText('Incomplete Blood Request Data Deleted')).toBeVisible();
  await expect(page.getByTestId('list-row').filter({ hasText: declined })).toHaveCount(0);
  await expect(page.getByTestId('incomplete-badge')).toHaveText(String(before - 1));

  await page.getByRole('button', { name: `${completed}: show details` }).click();
  await page
    .getByRole('dialog', { name: 'Patient details' })
    .getByRole('button', { name: 'Done' })
    .click();
  await expect(page.getByText('Blood Donation Complete')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Patient details' })).toBeHidden();
  await expect(page.getByTestId('list-row').filter({ hasText: completed })).toHaveCount(0);

  // Page size changes re-query; the serial follows page size x page index + 1 + row index.
  await page.getByLabel('Show', { exact: true }).selectOption('15');
  await expect(page.getByTestId('list-row').first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test('an admin adds a contact with a photo, and the public contact page shows it', async ({
  page,
  browser,
}) => {
  const name = uniqueName('হেল্পলাইন');
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAndOpen(page, '/dashboard/add-contact');
  await expect(page).toHaveTitle('Add Contact - Roktosetu');

  await page.getByRole('button', { name: 'Add Contact' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Number is required')).toBeVisible();
  await expect(page.getByText('Image is required')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Mobile number', { exact: true }).fill('০১৯১১১১১১১১');
  await page.getByLabel('Second mobile number (optional)').fill('01922222222');
  // A GIF is refused in the browser already; a file over 1 MB too.
  await page
    .getByLabel('Image')
    .setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await page.getByRole('button', { name: 'Add Contact' }).click();
  await expect(page.getByText('Only JPEG or PNG images')).toBeVisible();
  await page
    .getByLabel('Image')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(1_000_001, 1) });
  await page.getByRole('button', { name: 'Add Contact' }).click();
  await expect(page.getByText('Maximum file size: 1 MB')).toBeVisible();

  await page
    .getByLabel('Image')
    .setInputFiles({ name: 'helpline.png', mimeType: 'image/png', buffer: await contactPhoto() });
  await expect(page.getByRole('img', { name: 'The chosen image' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Contact' }).click();
  await expect(page.getByText('Admin contact added successfully')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');

  const card = page.getByTestId('contact-list').getByTestId('list-row').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /01911111111/ })).toHaveAttribute(
    'href',
    'tel:01911111111',
  );

  // Edit: 'Update Your Contact Info'.
  await card.getByRole('button', { name: `${name}: edit` }).click();
  const modal = page.getByRole('dialog', { name: 'Update Your Contact Info' });
  await modal.getByLabel('Second mobile number (optional)').fill('01933333333');
  await modal.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Contact Updated')).toBeVisible();
  await expect(card).toContainText('01933333333');

  // The public page, for a visitor who is not signed in.
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await visitor.goto('/contact');
  const publicCard = visitor.getByTestId('contact-card').filter({ hasText: name });
  await expect(publicCard).toBeVisible();
  await expect(publicCard.getByRole('link', { name: /01911111111/ })).toHaveAttribute(
    'href',
    'tel:01911111111',
  );
  await expect(publicCard.getByRole('link', { name: /01933333333/ })).toHaveAttribute(
    'href',
    'tel:01933333333',
  );
  const photo = publicCard.locator('img');
  await expect(photo).toHaveAttribute('src', /^\/api\/images\/[0-9a-f-]{36}$/);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(240);
  await expectNoHorizontalOverflow(visitor);
  await visitor.close();

  // The demo admin is a super admin: delete works.
  await card.getByRole('button', { name: `${name}: delete` }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure you want to delete this contact ?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Contact Deleted')).toBeVisible();
  await expect(
    page.getByTestId('contact-list').getByTestId('list-row').filter({ hasText: name }),
  ).toHaveCount(0);
});

test('an admin who is not a super admin cannot delete a contact and is told so', async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request);
  const name = uniqueName('যোগাযোগ');
  await signInAndOpen(page, '/dashboard/add-contact', admin);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Mobile number', { exact: true }).fill('01944444444');
  await page
    .getByLabel('Image')
    .setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: await contactPhoto('#16833a') });
  await page.getByRole('button', { name: 'Add Contact' }).click();
  await expect(page.getByText('Admin contact added successfully')).toBeVisible();

  const card = page.getByTestId('contact-list').getByTestId('list-row').filter({ hasText: name });
  await card.getByRole('button', { name: `${name}: delete` }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure you want to delete this contact ?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Super Admin Can Only Delete Contact')).toBeVisible();
  await expect(card).toBeVisible();
  // Still signed in: a 403 on a write does not sign the admin out.
  await expect(page).toHaveURL(/\/dashboard\/add-contact$/);
});
