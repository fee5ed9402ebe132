import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { DonorLinkView } from '../../../common/schemas/donor-link.ts';
import { hashToken } from '../../alerts/link-tokens.ts';
import {
  auditEvents,
  bloodRequests,
  donations,
  donorLinks,
  donors,
  phoneChanges,
  pushSubscriptions,
  units,
} from '../../db/schema.ts';
import { purgeArchive } from '../../domain/archive.ts';
import { makeUnit } from '../../test/scope-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestUser } from '../../test/auth.ts';
import { buildDonor, nextPhone, places, type Place } from '../../test/factories.ts';

const DAY = 86_400_000;
let t: TestApp;
let admin: TestUser;
let here: Place;
let ip = 0;

beforeAll(async () => {
  t = await startTestApp({ ALERT_WORKER: 'false', DONOR_LINK_LIMIT: '1000' });
  // No DNS in tests: the push service's name resolves to a public address.
  t.app.alerts.pushTargets.resolve = async () => ['142.250.1.1'];
  admin = await loginAs(t, 'admin');
  [here] = (await places(t.db, 1)) as [Place];
});
afterAll(() => t.close());

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  who: TestUser | null = admin,
) =>
  t.inject({
    method,
    url,
    headers: who?.headers ?? {},
    remoteAddress: `10.8.${Math.floor(++ip / 250)}.${ip % 250}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function donorWithLink(overrides: Parameters<typeof buildDonor>[2] = {}) {
  const donor = await buildDonor(t.db, here, { contactConsent: true, ...overrides });
  const res = await send('POST', `/api/donors/${donor.id}/link`);
  expect(res.statusCode, res.body).toBe(201);
  const { url, token } = res.json() as { url: string; token: string };
  // The token is given beside the link: the last part of the link, the key of the donor-link calls.
  expect(url.endsWith(`/d/${token}`)).toBe(true);
  return { donor, token };
}
const view = async (token: string) =>
  (await send('GET', `/api/donor-link/${token}`, undefined, null)).json() as DonorLinkView;

describe('the private link', () => {
  it('is >= 128 bits, stored only as a hash; a new one replaces the old; revoked, unknown and malformed tokens are the same 404', async () => {
    const { donor, token } = await donorWithLink();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.select().from(donorLinks).where(eq(donorLinks.donorId, donor.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);

    const again = (await send('POST', `/api/donors/${donor.id}/link`))
      .json()
      .url.split('/d/')[1] as string;
    expect(again).not.toBe(token);
    const old = await send('GET', `/api/donor-link/${token}`, undefined, null);
    const unknown = await send('GET', `/api/donor-link/${'A'.repeat(43)}`, undefined, null);
    const malformed = await send('GET', '/api/donor-link/abc', undefined, null);
    for (const res of [old, unknown, malformed]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(malformed.json());
    }
    expect((await send('GET', `/api/donor-link/${again}`, undefined, null)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/donors/${donor.id}/link`)).json()).toEqual({
      revokedCount: 1,
    });
    expect((await send('GET', `/api/donor-link/${again}`, undefined, null)).statusCode).toBe(404);
  });

  it('the donor revokes their own link', async () => {
    const { token } = await donorWithLink();
    expect((await send('POST', `/api/donor-link/${token}/revoke`, undefined, null)).json()).toEqual(
      { ended: true },
    );
    expect((await send('GET', `/api/donor-link/${token}`, undefined, null)).statusCode).toBe(404);
  });

  it('"I donated": into the history marked as reported, eligibility follows, audited', async () => {
    const { donor, token } = await donorWithLink();
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Dhaka' });
    const res = await send(
      'POST',
      `/api/donor-link/${token}/donations`,
      { donatedAt: today, kind: 'whole_blood', place: 'সদর হাসপাতাল' },
      null,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(new Date(res.json().nextEligibleAt).getTime()).toBeGreaterThan(Date.now() + 80 * DAY);
    const [row] = await t.db.select().from(donations).where(eq(donations.donorId, donor.id));
    expect(row).toMatchObject({ reportedByDonor: true, recordedBy: null, place: 'সদর হাসপাতাল' });
    expect((await view(token)).donations).toEqual([
      { donatedAt: today, kind: 'whole_blood', place: 'সদর হাসপাতাল', reportedByDonor: true },
    ]);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.targetId, donor.id), eq(auditEvents.action, 'donorReportedDonation')),
      );
    expect(events).toHaveLength(1);
    expect(
      (await send('POST', `/api/donor-link/${token}/donations`, { donatedAt: today }, null))
        .statusCode,
    ).toBe(409);
    const future = await send(
      'POST',
      `/api/donor-link/${token}/donations`,
      { donatedAt: '2999-01-01' },
      null,
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().field).toBe('donatedAt');
  });

  it('"not available until": the donor leaves the matches until the day after', async () => {
    const { donor, token } = await donorWithLink({ bloodGroup: 'abPositive', name: 'বিরতি দাতা' });
    const [request] = await t.db
      .insert(bloodRequests)
      .values({
        patientName: 'রোগী',
        bloodGroup: 'abPositive',
        neededAt: new Date(Date.now() + DAY),
        quantity: '1',
        place: 'হাসপাতাল',
        phone1: '01712345678',
      })
      .returning({ id: bloodRequests.id });
    const matchIds = async (all = false) =>
      (
        (
          await send(
            'GET',
            `/api/blood-request/${request!.id}/matches?limit=100${all ? '&includeNotEligible=true' : ''}`,
          )
        ).json().matches as { _id: string }[]
      ).map((m) => m._id);
    expect(await matchIds()).toContain(donor.id);
    const until = new Date(Date.now() + 10 * DAY).toLocaleDateString('en-CA', {
      timeZone: 'Asia/Dhaka',
    });
    const res = await send('POST', `/api/donor-link/${token}/pause`, { until }, null);
    expect(res.statusCode, res.body).toBe(200);
    expect(await matchIds()).not.toContain(donor.id);
    // Nor among those shown with "who cannot give yet" (they are listed for a later call, not now).
    expect(await matchIds(true)).not.toContain(donor.id);
    expect((await view(token)).donor.pausedUntil).toBe(res.json().pausedUntil);
    await send('POST', `/api/donor-link/${token}/pause`, { until: null }, null);
    expect(await matchIds()).toContain(donor.id);
    expect(
      (await send('POST', `/api/donor-link/${token}/pause`, { until: '2020-01-01' }, null))
        .statusCode,
    ).toBe(400);
  });

  it('a phone change waits for an admin; the link alone changes nothing', async () => {
    const { donor, token } = await donorWithLink();
    const number = nextPhone();
    expect(
      (await send('POST', `/api/donor-link/${token}/phone-change`, { number }, null)).statusCode,
    ).toBe(202);
    expect(
      (
        await send('POST', `/api/donor-link/${token}/phone-change`, { number: nextPhone() }, null)
      ).json().code,
    ).toBe('PHONE_CHANGE_PENDING');
    const [unchanged] = await t.db.select().from(donors).where(eq(donors.id, donor.id));
    expect(unchanged!.phone1).toBe(donor.phone1);
    expect((await view(token)).donor.phoneChangePending).toBe(true);
    const list = (await send('GET', '/api/phone-changes')).json().changes as {
      _id: string;
      donorId: string;
      newNumber: string;
      currentNumber: string;
    }[];
    const change = list.find((c) => c.donorId === donor.id)!;
    expect(change).toMatchObject({ newNumber: number, currentNumber: donor.phone1 });
    expect((await send('POST', `/api/phone-changes/${change._id}/approve`)).json()).toEqual({
      modifiedCount: 1,
      state: 'approved',
    });
    const [changed] = await t.db.select().from(donors).where(eq(donors.id, donor.id));
    expect(changed!.phone1).toBe(number);
    expect((await send('POST', `/api/phone-changes/${change._id}/reject`)).json().code).toBe(
      'PHONE_CHANGE_DECIDED',
    );

    // A number another donor has is refused at approval.
    const other = await buildDonor(t.db, here);
    await send('POST', `/api/donor-link/${token}/phone-change`, { number: other.phone1 }, null);
    const second = (
      (await send('GET', '/api/phone-changes')).json().changes as { _id: string; donorId: string }[]
    ).find((c) => c.donorId === donor.id)!;
    expect((await send('POST', `/api/phone-changes/${second._id}/approve`)).json().code).toBe(
      'DUPLICATE_PHONE',
    );
    expect((await send('POST', `/api/phone-changes/${second._id}/reject`)).json().state).toBe(
      'rejected',
    );
  });

  it('channels, language and consent through the link; push needs a subscription', async () => {
    const { donor, token } = await donorWithLink({ contactConsent: false });
    const res = await send(
      'PUT',
      `/api/donor-link/${token}/channels`,
      { channels: ['sms'], language: 'en', contactConsent: true },
      null,
    );
    expect(res.json()).toEqual({
      channels: ['sms'],
      language: 'en',
      contactConsent: true,
      pushSubscribed: false,
    });
    const [row] = await t.db.select().from(donors).where(eq(donors.id, donor.id));
    expect(row).toMatchObject({ contactConsent: true, consentSource: 'donorLink' });
    expect(
      (await send('PUT', `/api/donor-link/${token}/channels`, { channels: ['push'] }, null)).json()
        .code,
    ).toBe('PUSH_NOT_AVAILABLE');
    const sub = await send(
      'POST',
      `/api/donor-link/${token}/push-subscription`,
      { endpoint: 'https://push.example.org/abc', keys: { p256dh: 'key', auth: 'auth' } },
      null,
    );
    expect(sub.json()).toMatchObject({ channels: ['sms', 'push'], pushSubscribed: true });
    expect(
      (await send('DELETE', `/api/donor-link/${token}/push-subscription`, undefined, null)).json(),
    ).toMatchObject({ channels: ['sms'], pushSubscribed: false });
    expect((await view(token)).pushPublicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  });

  it('"remove me" archives the donor and the link dies', async () => {
    const { donor, token } = await donorWithLink();
    expect((await send('POST', `/api/donor-link/${token}/remove`, undefined, null)).json()).toEqual(
      { ended: true },
    );
    const [row] = await t.db.select().from(donors).where(eq(donors.id, donor.id));
    expect(row!.archivedAt).not.toBeNull();
    expect((await send('GET', `/api/donor-link/${token}`, undefined, null)).statusCode).toBe(404);
  });
});

describe('purge after removal', () => {
  it('takes the asked-for number, the devices and the links along with the personal data', async () => {
    const { donor, token } = await donorWithLink();
    await send('POST', `/api/donor-link/${token}/phone-change`, { number: nextPhone() }, null);
    await send(
      'POST',
      `/api/donor-link/${token}/push-subscription`,
      { endpoint: 'https://push.example.org/purge', keys: { p256dh: 'k', auth: 'a' } },
      null,
    );
    await send('POST', `/api/donor-link/${token}/remove`, undefined, null);
    await t.db
      .update(donors)
      .set({ archivedAt: new Date(Date.now() - 40 * DAY) })
      .where(eq(donors.id, donor.id));
    await purgeArchive(t.db, new Date());
    expect(
      await t.db.select().from(phoneChanges).where(eq(phoneChanges.donorId, donor.id)),
    ).toEqual([]);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.donorId, donor.id)),
    ).toEqual([]);
    expect(await t.db.select().from(donorLinks).where(eq(donorLinks.donorId, donor.id))).toEqual(
      [],
    );
  });
});

describe("the admin's donor rows", () => {
  it('say the stored consent and when the live link was issued (null when none or revoked); public answers never do', async () => {
    const { donor: linked } = await donorWithLink();
    const plain = await buildDonor(t.db, here, { contactConsent: false });
    const rowOf = async (id: string) => {
      const rows = (await send('GET', '/api/available-donor?limit=100')).json()
        .availableDonorList as Record<string, unknown>[];
      const row = rows.find((r) => r._id === id);
      expect(row, id).toBeDefined();
      return row!;
    };
    const [live] = await t.db
      .select()
      .from(donorLinks)
      .where(and(eq(donorLinks.donorId, linked.id)));
    expect(await rowOf(linked.id)).toMatchObject({
      contactConsent: true,
      linkIssuedAt: live!.issuedAt.toISOString(),
    });
    expect(await rowOf(plain.id)).toMatchObject({ contactConsent: false, linkIssuedAt: null });

    expect((await send('DELETE', `/api/donors/${linked.id}/link`)).statusCode).toBe(200);
    expect((await rowOf(linked.id)).linkIssuedAt).toBeNull();

    const top = await send('GET', '/api/top-donor', undefined, null);
    expect(top.statusCode).toBe(200);
    expect(top.body).not.toContain('linkIssuedAt');
    expect(top.body).not.toContain('contactConsent');
  });
});

describe('consent on the forms', () => {
  it('registration stores consent with when and how; false when absent', async () => {
    const body = (extra: object) => ({
      name: 'সম্মতি দাতা',
      bloodGroup: 'oPositive',
      age: '1995-05-20',
      number1: nextPhone(),
      gender: 'পুরুষ',
      division: String(here.divisionId),
      district: String(here.districtId),
      upazila: String(here.upazilaId),
      union: String(here.unionId),
      village: 'পাড়া',
      ...extra,
    });
    const yes = (
      await send('POST', '/api/donor-request', body({ contactConsent: true }), null)
    ).json().insertedId as string;
    const absent = (await send('POST', '/api/donor-request', body({}), null)).json()
      .insertedId as string;
    const [a] = await t.db.select().from(donors).where(eq(donors.id, yes));
    const [b] = await t.db.select().from(donors).where(eq(donors.id, absent));
    expect(a).toMatchObject({
      contactConsent: true,
      consentSource: 'registrationForm',
      language: 'bn',
    });
    expect(a!.consentAt).not.toBeNull();
    expect(b!.contactConsent).toBe(false);
    expect(
      (await send('POST', '/api/donor-request', body({ contactConsent: 'yes' }), null)).statusCode,
    ).toBe(400);
  });
});

describe("the requester's status link", () => {
  it('the public request answers a status URL that shows progress and never a donor', async () => {
    const res = await send(
      'POST',
      '/api/blood-request',
      {
        patient_name: 'রোগী',
        requested_bloodGroup: 'oPositive',
        date: new Date(Date.now() + 2 * DAY).toISOString(),
        blood_quantity: '2',
        donation_place: 'ঢাকা মেডিকেল কলেজ',
        number1: '01712345678',
      },
      null,
    );
    expect(res.statusCode, res.body).toBe(200);
    const token = (res.json().statusUrl as string).split('/r/')[1]!;
    const status = await send('GET', `/api/request-status/${token}`, undefined, null);
    expect(status.json()).toMatchObject({
      bloodGroup: 'oPositive',
      bagsNeeded: 2,
      pledged: 0,
      given: 0,
      cancelled: false,
      done: false,
    });
    expect((await send('GET', '/api/request-status/nope', undefined, null)).statusCode).toBe(404);
  });
});

describe('who may find the donor, chosen through the link', () => {
  it('is offered only in a federation, saved and audited as the donor’s own change, and says nothing of other units', async () => {
    const { donor, token } = await donorWithLink();
    // One live unit (a fresh installation): the choice means nothing, the page is told so.
    let seen = await view(token);
    expect(seen.federation).toBe(false);
    expect(seen.donor.sharing).toBe('unit');

    const second = await makeUnit(t.db, { bn: 'খুলনা ইউনিট', en: 'Khulna unit' });
    try {
      seen = await view(token);
      expect(seen.federation).toBe(true);
      // Only the yes or no: no unit's name, id or number on this public page.
      expect(JSON.stringify(seen)).not.toMatch(/Khulna|খুলনা/);
      expect(JSON.stringify(seen)).not.toContain(second);
      expect(JSON.stringify(seen)).not.toContain(donor.phone1);

      const put = (sharing: unknown) =>
        send('PUT', `/api/donor-link/${token}/sharing`, { sharing }, null);
      const saved = await put('federation');
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ sharing: 'federation' });
      expect((await view(token)).donor.sharing).toBe('federation');
      const [row] = await t.db.select().from(donors).where(eq(donors.id, donor.id));
      expect(row!.sharing).toBe('federation');

      // The same choice again changes nothing and records nothing; back to the unit is recorded.
      expect((await put('federation')).statusCode).toBe(200);
      expect((await put('unit')).json()).toEqual({ sharing: 'unit' });
      const events = await t.db
        .select()
        .from(auditEvents)
        .where(
          and(eq(auditEvents.targetId, donor.id), eq(auditEvents.action, 'donorSharingChanged')),
        )
        .orderBy(auditEvents.at);
      expect(events.map((e) => [e.actorId, e.changes])).toEqual([
        [null, { via: 'donorLink', sharing: { from: 'unit', to: 'federation' } }],
        [null, { via: 'donorLink', sharing: { from: 'federation', to: 'unit' } }],
      ]);

      // A word that is not a choice is refused naming the field; a dead link is the same 404.
      const bad = await put('everyone');
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('sharing');
      const unknown = await send(
        'PUT',
        `/api/donor-link/${'A'.repeat(43)}/sharing`,
        { sharing: 'unit' },
        null,
      );
      expect(unknown.statusCode).toBe(404);
    } finally {
      // Back to one live unit, as the rest of this file expects.
      await t.db.update(units).set({ archivedAt: new Date() }).where(eq(units.id, second));
    }
    expect((await view(token)).federation).toBe(false);
  });
});

describe('rate limit on the link', () => {
  it('answers 429 after DONOR_LINK_LIMIT requests a minute from one client', async () => {
    const limited = await startTestApp({ ALERT_WORKER: 'false', DONOR_LINK_LIMIT: '3' });
    try {
      const codes = [];
      for (let k = 0; k < 5; k += 1) {
        codes.push(
          (
            await limited.inject({
              url: `/api/donor-link/${'B'.repeat(43)}`,
              remoteAddress: '10.7.0.1',
            })
          ).statusCode,
        );
      }
      expect(codes).toEqual([404, 404, 404, 429, 429]);
      expect(
        (
          await limited.inject({
            url: `/api/donor-link/${'B'.repeat(43)}`,
            remoteAddress: '10.7.0.2',
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
