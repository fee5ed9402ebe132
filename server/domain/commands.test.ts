import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditEvents, donors, users } from '../db/schema.ts';
import { buildDonor, places, type Place } from '../routes/donors/factories.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { createUser, loginAs, type TestUser } from '../test/auth.ts';
import { failAuditOf } from '../test/audit-failure.ts';

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
    .where(and(eq(auditEvents.action, action), targetId ? eq(auditEvents.targetId, targetId) : undefined))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(1);
  return row;
};

/** Runs `call` while the audit insert of `action` fails; the call must answer 500. */
async function withFailingAudit(action: string, call: () => Promise<{ statusCode: number; body: string }>) {
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
    const grant = () => t.inject({ method: 'PUT', url: `/api/user/admin/${target.email}`, headers: superAdmin.headers });
    await withFailingAudit('roleChange', grant);
    const [still] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, target.id));
    expect(still?.role).toBe('user');

    expect((await grant()).statusCode).toBe(200);
    expect((await lastEvent('roleChange', target.email))?.changes).toEqual({ role: { from: 'user', to: 'admin' } });
  });

  it('a user deletion whose event cannot be written deletes nothing; written, it keeps who was deleted', async () => {
    const target = await createUser(t);
    const remove = () => t.inject({ method: 'DELETE', url: `/api/deleteUser/${target.id}`, headers: superAdmin.headers });
    await withFailingAudit('delete', remove);
    expect(await t.db.select().from(users).where(eq(users.id, target.id))).toHaveLength(1);

    const res = await remove();
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect((await lastEvent('delete', target.id))?.changes).toMatchObject({ email: target.email, role: 'user' });
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
    const register = (phone: string) => t.inject({ method: 'POST', url: '/api/donor-request', payload: registration(phone) });
    await withFailingAudit('create', () => register('01755 000-111'));
    expect(await t.db.select().from(donors).where(eq(donors.phone1, '01755000111'))).toHaveLength(0);

    const res = await register('০১৭৫৫ ০০০-১১১');
    expect(res.statusCode, res.body).toBe(201);
    const event = await lastEvent('create', res.json().insertedId);
    // The number as stored (spaces, dashes and Bengali digits gone), the name trimmed, the gender a code.
    expect(event?.changes).toMatchObject({ phone1: '01755000111', name: 'রহিম উদ্দিন', gender: 'male', status: 'pending' });
    expect(event?.changes).not.toHaveProperty('number1');
  });

  it('an archive whose event cannot be written leaves the donor live', async () => {
    const donor = await buildDonor(t.db, here);
    const archive = () => t.inject({ method: 'DELETE', url: `/api/donorRequest/${donor.id}`, headers: superAdmin.headers });
    await withFailingAudit('archive', archive);
    const [row] = await t.db.select({ archivedAt: donors.archivedAt }).from(donors).where(eq(donors.id, donor.id));
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
      payload: { name: 'নতুন নাম ', bloodGroup: donor.bloodGroup, gender: 'পুরুষ', number1: donor.phone1, donationCount: 0 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await lastEvent('update', donor.id))?.changes).toEqual({ name: { from: 'আগের নাম', to: 'নতুন নাম' } });
  });
});
