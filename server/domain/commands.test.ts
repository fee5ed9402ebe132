import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditEvents, bloodRequests, donorCalls, donors, settings, users } from '../db/schema.ts';
import { buildDonor, places, type Place } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { createUser, loginAs, type TestUser } from '../test/auth.ts';
import { failAuditOf } from '../test/audit-failure.ts';
import { seedDonors } from '../../scripts/seed-donors.ts';
import { freeOwnerAddress } from './owner.ts';

/**
 * Every change and its audit event are one transaction (docs/decisions/034): when the event cannot
 * be written, the change is rolled back and the caller is told it failed; when it can, the event
 * holds the change as stored.
 */
let t: TestApp;
let superAdmin: TestUser;
let here: Place;

beforeAll(async () => {
  t = await startTestApp();
  superAdmin = await loginAs(t, 'superAdmin');
  here = (await places(t.db, 1))[0]!;
});
afterAll(() => t.close());

const lastEvent = async (action: string, targetId?: string) => {
  const [row] = await t.db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, action),
        targetId ? eq(auditEvents.targetId, targetId) : undefined,
      ),
    )
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(1);
  return row;
};

/** Runs `call` while the audit insert of `action` fails; the call must answer 500. */
async function withFailingAudit(
  action: string,
  call: () => Promise<{ statusCode: number; body: string }>,
) {
  const restore = await failAuditOf(t.db, action);
  try {
    const res = await call();
    expect(res.statusCode, res.body).toBe(500);
  } finally {
    await restore();
  }
}

describe('users', () => {
  it('a role grant whose event cannot be written changes nothing; written, it holds before and after', async () => {
    const target = await createUser(t);
    const grant = () =>
      t.inject({
        method: 'PUT',
        url: `/api/user/admin/${target.email}`,
        headers: superAdmin.headers,
      });
    await withFailingAudit('roleChange', grant);
    const [still] = await t.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, target.id));
    expect(still?.role).toBe('user');

    expect((await grant()).statusCode).toBe(200);
    expect((await lastEvent('roleChange', target.email))?.changes).toEqual({
      role: { from: 'user', to: 'admin' },
    });
  });

  it('a user deletion whose event cannot be written deletes nothing; written, it keeps who was deleted', async () => {
    const target = await createUser(t);
    const remove = () =>
      t.inject({
        method: 'DELETE',
        url: `/api/deleteUser/${target.id}`,
        headers: superAdmin.headers,
      });
    await withFailingAudit('delete', remove);
    expect(await t.db.select().from(users).where(eq(users.id, target.id))).toHaveLength(1);

    const res = await remove();
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect((await lastEvent('delete', target.id))?.changes).toMatchObject({
      email: target.email,
      role: 'user',
    });
  });
});

describe('accounts', () => {
  const ORIGIN = { origin: 'http://localhost:3000' };
  const signUp = (email: string) =>
    t.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: ORIGIN,
      payload: { email, name: 'নতুন মানুষ', password: 'a-long-password-1' },
    });

  it('a sign-up whose event cannot be written makes no account and says it failed; written, both are there at once', async () => {
    const email = `refused-${Date.now()}@example.com`;
    const restore = await failAuditOf(t.db, 'signUp');
    try {
      const res = await signUp(email);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.headers['set-cookie'] ?? '').not.toMatch(/session_token=[^;]/);
    } finally {
      await restore();
    }
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(await lastEvent('signUp', email)).toBeUndefined();

    const res = await signUp(email);
    expect(res.statusCode, res.body).toBe(200);
    // No waiting: the answer comes after the account and its event committed together.
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toBeDefined();
    const event = await lastEvent('signUp', email);
    expect(event).toMatchObject({
      actorEmail: email,
      target: 'account',
      changes: { email, name: 'নতুন মানুষ' },
    });
    expect(JSON.stringify(event)).not.toContain('a-long-password-1');
  });
});

describe('donors', () => {
  const registration = (number1: string) => ({
    name: '  রহিম উদ্দিন  ',
    bloodGroup: 'bPositive',
    age: '1990-03-04',
    number1,
    gender: 'পুরুষ',
    division: String(here.divisionId),
    district: String(here.districtId),
    upazila: String(here.upazilaId),
    union: String(here.unionId),
    village: 'দক্ষিণপাড়া',
  });

  it('a public registration whose event cannot be written stores no donor; written, the event holds the stored values', async () => {
    const register = (phone: string) =>
      t.inject({ method: 'POST', url: '/api/donor-request', payload: registration(phone) });
    await withFailingAudit('create', () => register('01755 000-111'));
    expect(await t.db.select().from(donors).where(eq(donors.phone1, '01755000111'))).toHaveLength(
      0,
    );

    const res = await register('০১৭৫৫ ০০০-১১১');
    expect(res.statusCode, res.body).toBe(201);
    const event = await lastEvent('create', res.json().insertedId);
    // The number as stored (spaces, dashes and Bengali digits gone), the name trimmed, the gender a code.
    expect(event?.changes).toMatchObject({
      phone1: '01755000111',
      name: 'রহিম উদ্দিন',
      gender: 'male',
      status: 'pending',
    });
    expect(event?.changes).not.toHaveProperty('number1');
  });

  it('an archive whose event cannot be written leaves the donor live', async () => {
    const donor = await buildDonor(t.db, here);
    const archive = () =>
      t.inject({
        method: 'DELETE',
        url: `/api/donorRequest/${donor.id}`,
        headers: superAdmin.headers,
      });
    await withFailingAudit('archive', archive);
    const [row] = await t.db
      .select({ archivedAt: donors.archivedAt })
      .from(donors)
      .where(eq(donors.id, donor.id));
    expect(row?.archivedAt).toBeNull();
    expect((await archive()).json()).toEqual({ deletedCount: 1 });
    expect((await lastEvent('archive', donor.id))?.actorEmail).toBe(superAdmin.email);
  });

  it('an edit records only what changed, before and after', async () => {
    const donor = await buildDonor(t.db, here, { name: 'আগের নাম' });
    const res = await t.inject({
      method: 'PATCH',
      url: `/api/donorInfo/${donor.id}`,
      headers: superAdmin.headers,
      payload: {
        name: 'নতুন নাম ',
        bloodGroup: donor.bloodGroup,
        gender: 'পুরুষ',
        number1: donor.phone1,
        donationCount: 0,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await lastEvent('update', donor.id))?.changes).toEqual({
      name: { from: 'আগের নাম', to: 'নতুন নাম' },
    });
  });
});

describe('blood requests and calls', () => {
  const askForBlood = (patient: string, phone: string) =>
    t.inject({
      method: 'POST',
      url: '/api/blood-request',
      payload: {
        patient_name: patient,
        requested_bloodGroup: 'aPositive',
        date: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        blood_quantity: '2',
        donation_place: '  ঢাকা মেডিকেল  ',
        number1: phone,
      },
    });

  it('a public blood request whose event cannot be written is not saved, and the person is told it failed', async () => {
    await withFailingAudit('create', () => askForBlood('হারানো রোগী', '01822000111'));
    expect(
      await t.db.select().from(bloodRequests).where(eq(bloodRequests.patientName, 'হারানো রোগী')),
    ).toHaveLength(0);

    const res = await askForBlood('রাখা রোগী', '০১৮২২-০০০১১১');
    expect(res.statusCode, res.body).toBe(200);
    const event = await lastEvent('create', res.json().insertedId);
    expect(event).toMatchObject({ actorId: null, target: 'bloodRequest' });
    expect(event?.changes).toMatchObject({
      patientName: 'রাখা রোগী',
      phone1: '01822000111',
      place: 'ঢাকা মেডিকেল',
      status: 'incomplete',
    });
  });

  it('a call whose event cannot be written is not kept; written, the event holds the stored call', async () => {
    const donor = await buildDonor(t.db, here);
    const call = () =>
      t.inject({
        method: 'POST',
        url: `/api/donors/${donor.id}/calls`,
        headers: superAdmin.headers,
        payload: { outcome: 'noAnswer', note: ' আবার ফোন  ' },
      });
    await withFailingAudit('recordCall', call);
    expect(
      await t.db.select().from(donorCalls).where(eq(donorCalls.donorId, donor.id)),
    ).toHaveLength(0);
    const [untouched] = await t.db
      .select({ lastCalledAt: donors.lastCalledAt })
      .from(donors)
      .where(eq(donors.id, donor.id));
    expect(untouched?.lastCalledAt).toBeNull();

    expect((await call()).statusCode).toBe(201);
    expect((await lastEvent('recordCall', donor.id))?.changes).toMatchObject({
      outcome: 'noAnswer',
      note: 'আবার ফোন',
    });
  });
});

describe('settings', () => {
  it('new waits whose event cannot be written are not saved; written, the event holds each change', async () => {
    const waits = {
      wholeBloodMaleDays: 100,
      wholeBloodFemaleDays: 120,
      wholeBloodOtherDays: 120,
      plateletsDays: 14,
    };
    const save = () =>
      t.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: superAdmin.headers,
        payload: { eligibility: waits },
      });
    await withFailingAudit('changeSettings', save);
    expect(await t.db.select().from(settings)).toHaveLength(0);

    expect((await save()).statusCode).toBe(200);
    expect((await lastEvent('changeSettings'))?.changes).toEqual({
      wholeBloodMaleDays: { from: 90, to: 100 },
    });
  });
});

describe('the scripts', () => {
  const donorCount = async () => (await t.db.select({ id: donors.id }).from(donors)).length;

  it('seed:donors writes each batch with its import event, or nothing when the event cannot be written', async () => {
    const before = await donorCount();
    const restore = await failAuditOf(t.db, 'import');
    try {
      await expect(seedDonors(t.db, 3, 7)).rejects.toThrow();
    } finally {
      await restore();
    }
    expect(await donorCount()).toBe(before);

    expect(await seedDonors(t.db, 3, 7)).toBe(3);
    expect(await donorCount()).toBe(before + 3);
    const event = await lastEvent('import');
    expect(event).toMatchObject({
      actorId: null,
      actorEmail: null,
      target: 'donor',
      targetId: null,
    });
    expect(event?.changes).toMatchObject({ created: 3, fileName: 'npm run seed:donors' });
  });

  it("owner:code --free-address removes the squatter's account with its event, or not at all", async () => {
    const squatter = await createUser(t, { email: 'Squatted-Owner@Example.org' });
    const restore = await failAuditOf(t.db, 'delete');
    try {
      await expect(freeOwnerAddress(t.db, 'squatted-owner@example.org')).rejects.toThrow();
    } finally {
      await restore();
    }
    expect(await t.db.select().from(users).where(eq(users.id, squatter.id))).toHaveLength(1);

    expect(await freeOwnerAddress(t.db, 'squatted-owner@example.org')).toBe(true);
    expect(await t.db.select().from(users).where(eq(users.id, squatter.id))).toHaveLength(0);
    expect((await lastEvent('delete', squatter.id))?.changes).toMatchObject({
      email: 'squatted-owner@example.org',
      reason: 'freeOwnerAddress',
    });
    expect(await freeOwnerAddress(t.db, 'squatted-owner@example.org')).toBe(false);
  });
});
