import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { alertOutbox, settings } from '../db/schema.ts';
import { gatewayOutbox } from '../test/outbox.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { loginAs, type TestUser } from '../test/auth.ts';
import { buildDonor, places, type Place } from '../test/factories.ts';
import { FakeGateway } from './fake-gateway.ts';

/**
 * Thanks that say it mattered (docs/decisions/060): a donation recorded as given for a request
 * queues a thank-you (naming the milestone it reached), the family's note on the status page is
 * kept clean and shown to the donor on their link page, and the donor's page counts donations.
 */
let t: TestApp;
let gateway: FakeGateway;
let admin: TestUser;
let here: Place;

beforeAll(async () => {
  gateway = new FakeGateway();
  await gateway.start();
  t = await startTestApp({ ALERT_WORKER: 'false', PUBLIC_URL: 'https://roktosetu.example.org' });
  admin = await loginAs(t, 'admin');
  [here] = (await places(t.db, 1)) as [Place];
  const none = { perDay: 5, perWeek: 10, quietStart: '00:00', quietEnd: '00:00' };
  await t.db
    .insert(settings)
    .values({ key: 'alerts', value: none })
    .onConflictDoUpdate({ target: settings.key, set: { value: none } });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await gateway.stop();
});

const worker = () => gatewayOutbox(t, gateway);
const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, signedIn = true) =>
  t.inject({ method, url, payload: payload as never, headers: signedIn ? admin.headers : {} });

/** A public request for O+ (its id and the family's status token). */
async function familyRequest() {
  const res = await send(
    'POST',
    '/api/blood-request',
    {
      patient_name: 'রোগী',
      requested_bloodGroup: 'oPositive',
      date: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      blood_quantity: '2',
      donation_place: 'ঢাকা মেডিকেল কলেজ',
      number1: '01712345678',
    },
    false,
  );
  expect(res.statusCode, res.body).toBe(200);
  return {
    id: res.json<{ insertedId: string }>().insertedId,
    token: res.json<{ statusUrl: string }>().statusUrl.split('/r/')[1]!,
  };
}

/** The donor pledges by a call and the volunteer marks the donation given. */
async function give(requestId: string, donorId: string) {
  const called = await send('POST', `/api/donors/${donorId}/calls`, {
    outcome: 'willDonate',
    requestId,
  });
  expect(called.statusCode, called.body).toBe(201);
  const pledgeId = called.json<{ pledge: { _id: string } }>().pledge._id;
  const given = await send('POST', `/api/blood-request/${requestId}/pledges/${pledgeId}/given`, {});
  expect(given.statusCode, given.body).toBe(200);
}

const thanksTo = (donorId: string) =>
  t.db
    .select()
    .from(alertOutbox)
    .where(sql`${alertOutbox.donorId} = ${donorId} and ${alertOutbox.kind} = 'thanks'`);

async function linkOf(donorId: string) {
  const res = await send('POST', `/api/donors/${donorId}/link`);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ token: string }>().token;
}

describe('the thank-you', () => {
  it('a donation given for a request thanks the donor, naming the milestone it reached', async () => {
    // Two donations long ago: this one is the third, a milestone.
    const donor = await buildDonor(t.db, here, {
      contactConsent: true,
      language: 'en',
      donationCount: 2,
    });
    const request = await familyRequest();
    await give(request.id, donor.id);
    const [row, ...more] = await thanksTo(donor.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ state: 'queued', channel: 'sms' });
    expect(row!.donationId).toBeTruthy();
    await worker().runOnce();
    const text = gateway.messages.get(row!.id)!.text;
    expect(text).toContain('Thank you for giving blood');
    expect(text).toContain('donation number 3: a milestone');
    expect(text).toMatch(/https:\/\/roktosetu\.example\.org\/d\/[A-Za-z0-9_-]{43}/);
  });

  it('in Bengali, and with no milestone named when the count is not one', async () => {
    const donor = await buildDonor(t.db, here, { contactConsent: true, donationCount: 3 });
    const request = await familyRequest();
    await give(request.id, donor.id);
    const [row] = await thanksTo(donor.id);
    await worker().runOnce();
    const text = gateway.messages.get(row!.id)!.text;
    expect(text).toContain('রক্ত দেওয়ার জন্য ধন্যবাদ');
    expect(text).not.toContain('মাইলফলক');
  });

  it('none to a donor without consent', async () => {
    const donor = await buildDonor(t.db, here, { contactConsent: false });
    const request = await familyRequest();
    await give(request.id, donor.id);
    expect(await thanksTo(donor.id)).toEqual([]);
  });
});

describe("the family's note", () => {
  it('is kept without control characters or numbers, capped, and shown to the donor who gave', async () => {
    const donor = await buildDonor(t.db, here, { contactConsent: true });
    const other = await buildDonor(t.db, here, { contactConsent: true });
    const request = await familyRequest();
    await give(request.id, donor.id);
    const note = await send(
      'PUT',
      `/api/request-status/${request.token}/note`,
      { note: '  আপনাকে অনেক ধন্যবাদ, ভাই।\n ফোন দিবেন 01712-345678  ' },
      false,
    );
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json()).toEqual({ familyNote: 'আপনাকে অনেক ধন্যবাদ, ভাই। ফোন দিবেন ***' });
    const status = await send('GET', `/api/request-status/${request.token}`, undefined, false);
    expect(status.json()).toMatchObject({ familyNote: 'আপনাকে অনেক ধন্যবাদ, ভাই। ফোন দিবেন ***' });

    const page = await send('GET', `/api/donor-link/${await linkOf(donor.id)}`, undefined, false);
    expect(page.json().familyNotes).toEqual([
      { note: 'আপনাকে অনেক ধন্যবাদ, ভাই। ফোন দিবেন ***', at: expect.any(String) },
    ]);
    expect(page.body).not.toContain('01712345678');
    expect(page.json().donor.donationCount).toBe(1);
    const otherPage = await send(
      'GET',
      `/api/donor-link/${await linkOf(other.id)}`,
      undefined,
      false,
    );
    expect(otherPage.json().familyNotes).toEqual([]);

    const events = await t.db.execute(
      sql`select action from audit_events where target_id = ${request.id} and action = 'familyNoteAdded'`,
    );
    expect((events as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it('refuses a note too long or empty, naming the field, and an unknown link', async () => {
    const request = await familyRequest();
    const long = await send(
      'PUT',
      `/api/request-status/${request.token}/note`,
      { note: 'ক'.repeat(400) },
      false,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ field: 'note' });
    const empty = await send(
      'PUT',
      `/api/request-status/${request.token}/note`,
      { note: '  ' },
      false,
    );
    expect(empty.statusCode).toBe(400);
    const unknown = await send(
      'PUT',
      `/api/request-status/${'x'.repeat(43)}/note`,
      { note: 'ধন্যবাদ' },
      false,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
