import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { desc, eq, sql } from 'drizzle-orm';
import { AUDIT_ACTIONS } from '../../../common/constants.ts';
import { auditQuery, type AuditEventRow, type AuditPage } from '../../../common/schemas/audit.ts';
import { auditEvents } from '../../db/schema.ts';
import { registerAuditTrail } from '../../plugins/audit.ts';
import { registerRouteFacts } from '../../route-facts.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { createUser, loginCallers, type TestUser } from '../../test/auth.ts';
import { planWithoutSeqScan } from '../../test/plan.ts';
import { requestsTo } from '../../test/requests.ts';
import { buildDonor, nextPhone, places, type Place } from '../../test/factories.ts';
import { auditPageQuery } from '../../data/audit.ts';
import { EVERYTHING } from '../../data/scope.ts';

let t: TestApp;
let admin: TestUser;
let superAdmin: TestUser;
let here: Place;

beforeAll(async () => {
  t = await startTestApp();
  ({ admin, superAdmin } = await loginCallers(t));
  [here] = (await places(t.db, 1)) as [Place];
});
afterAll(() => t.close());
const { patch, del } = requestsTo(() => t);
const ORIGIN = { origin: 'http://localhost:3000' };

const audit = async (query = '') => {
  const res = await t.inject({ url: `/api/audit${query}`, headers: superAdmin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AuditPage;
};
/** The newest event, straight from the table. */
/**
 * The newest event, or the newest of one action: a change may record two events in one
 * transaction, at the same moment (promoting an account to admin also makes it the only unit's
 * member), and then only the action tells them apart.
 */
const latest = async (action?: string) =>
  (
    await t.db
      .select()
      .from(auditEvents)
      .where(action === undefined ? undefined : eq(auditEvents.action, action))
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(1)
  )[0]!;

describe('events recorded by the hook', () => {
  it('records a public registration, verify, edit, donate, Done and archive of a donor with the fields changed', async () => {
    const phone = nextPhone();
    const created = await t.inject({
      method: 'POST',
      url: '/api/donor-request',
      payload: {
        name: 'অডিট দাতা',
        bloodGroup: 'aPositive',
        age: '1994-02-02',
        number1: phone,
        gender: 'মহিলা',
        division: String(here.divisionId),
        district: String(here.districtId),
        upazila: String(here.upazilaId),
        union: String(here.unionId),
        village: 'গ্রাম',
        status: 'verified', // ignored by the server, and so not recorded as a change
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().insertedId as string;
    expect(await latest()).toMatchObject({
      actorId: null,
      actorEmail: null,
      action: 'create',
      target: 'donor',
      targetId: id,
      changes: expect.objectContaining({ name: 'অডিট দাতা', phone1: phone, status: 'pending' }),
    });
    expect((await latest()).changes).not.toHaveProperty('number1');

    await patch(`/api/donorStatus/${id}`, admin.headers, {});
    expect(await latest()).toMatchObject({
      actorEmail: admin.email,
      action: 'verify',
      target: 'donor',
      targetId: id,
      changes: { status: { from: 'pending', to: 'verified' } },
    });
    await patch(`/api/donationCount/${id}`, admin.headers, { note: 3 });
    expect(await latest()).toMatchObject({
      action: 'donate',
      targetId: id,
      changes: expect.objectContaining({ note: 3, kind: 'whole_blood' }),
    });
    await patch(`/api/handleAvailability/${id}`, admin.headers, {});
    expect(await latest()).toMatchObject({ action: 'makeAvailable', targetId: id });
    await del(`/api/donorRequest/${id}`, admin.headers);
    expect(await latest()).toMatchObject({
      actorId: admin.id,
      action: 'archive',
      target: 'donor',
      targetId: id,
    });
    await t.inject({
      method: 'POST',
      url: `/api/archive/donor/${id}/restore`,
      headers: superAdmin.headers,
      payload: {},
    });
    expect(await latest()).toMatchObject({
      actorEmail: superAdmin.email,
      action: 'restore',
      target: 'donor',
      targetId: id,
    });
  });

  it('records nothing for a refused call or one that changed nothing', async () => {
    const before = (await audit()).totalCount;
    const donor = await buildDonor(t.db, here);
    await patch(`/api/donorStatus/${donor.id}`, admin.headers, {}); // already verified: modifiedCount 0
    await del('/api/donorRequest/00000000-0000-4000-8000-000000000000', admin.headers); // deletedCount 0
    await patch(`/api/donorInfo/${donor.id}`, admin.headers, { name: '' }); // 400
    await del(`/api/delete-contact/00000000-0000-4000-8000-000000000000`, admin.headers); // 403
    expect((await audit()).totalCount).toBe(before);
  });

  it('records role changes and user deletion with the target account', async () => {
    const target = await createUser(t);
    await t.inject({
      method: 'PUT',
      url: `/api/user/admin/${target.email}`,
      headers: superAdmin.headers,
    });
    expect(await latest('roleChange')).toMatchObject({
      action: 'roleChange',
      target: 'user',
      targetId: target.email,
      changes: { role: { from: 'user', to: 'admin' } },
    });
    await patch(`/api/admin/accessibility/${target.email}`, superAdmin.headers, {
      role: 'superAdmin',
    });
    expect(await latest()).toMatchObject({
      action: 'roleChange',
      targetId: target.email,
      changes: { role: { from: 'admin', to: 'superAdmin' } },
    });
    await del(`/api/deleteUser/${target.id}`, superAdmin.headers);
    expect(await latest()).toMatchObject({ action: 'delete', target: 'user', targetId: target.id });
  });

  it('records address changes with the new id from the answer', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/villages',
      headers: superAdmin.headers,
      payload: { name: 'Audit Gram', bn_name: 'অডিট গ্রাম', union_id: here.unionId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await latest()).toMatchObject({
      action: 'create',
      target: 'village',
      targetId: res.json().insertedId,
      changes: { name: 'Audit Gram', bnName: 'অডিট গ্রাম', unionId: here.unionId },
    });
  });

  it('records a sign-up without its password, and failed sign-ins in bulk: one event per account with a count', async () => {
    const email = `audit-${Date.now()}@example.com`;
    const signUp = await t.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: ORIGIN,
      payload: { email, name: 'Audit Person', password: 'a-long-password-1' },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    await expect.poll(async () => (await latest()).action).toBe('signUp');
    const event = await latest();
    expect(event).toMatchObject({
      actorEmail: email,
      target: 'account',
      changes: { email, name: 'Audit Person' },
    });
    expect(JSON.stringify(event)).not.toContain('a-long-password-1');

    for (let i = 0; i < 3; i++) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: ORIGIN,
        payload: { email, password: `wrong-password-${i}` },
        remoteAddress: `10.7.7.${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const other = 'someone-else@example.com';
    await t.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: ORIGIN,
      payload: { email: other, password: 'nope-nope-1' },
      remoteAddress: '10.7.8.1',
    });
    // Nothing yet: failures are written when the window closes.
    expect((await audit('?action=signInFailed')).totalCount).toBe(0);
    await t.app.audit.flushSignInFailures();
    const failed = (await audit('?action=signInFailed')).events;
    expect(failed).toHaveLength(2);
    const mine = failed.find((e) => e.actorEmail === email)!;
    expect(mine.changes).toMatchObject({ count: 3 });
    expect(failed.find((e) => e.actorEmail === other)!.changes).toMatchObject({ count: 1 });
    expect(JSON.stringify(failed)).not.toContain('wrong-password');
  });

  it('writes the other accounts row by row when the database refuses one failed sign-in of the batch', async () => {
    const signIn = (email: string, ip: string) =>
      t.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: ORIGIN,
        payload: { email, password: 'nope-nope-1' },
        remoteAddress: ip,
      });
    await signIn('refused-by-db@example.com', '10.9.9.1');
    await signIn('kept-by-db@example.com', '10.9.9.2');
    await signIn('  Kept-Too\u0001@Example.com ', '10.9.9.3');
    // Stands for a value the database cannot take (the cleaning above keeps NUL from being one).
    await t.db
      .execute(sql`create function test_refuse_one_failure() returns trigger language plpgsql as $$
      begin
        if new.actor_email = 'refused-by-db@example.com' then raise exception 'refused (test)'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`create trigger test_refuse_one_failure before insert on audit_events
      for each row execute function test_refuse_one_failure()`);
    try {
      await t.app.audit.flushSignInFailures();
    } finally {
      await t.db.execute(sql`drop trigger test_refuse_one_failure on audit_events`);
    }
    const written = (await audit('?action=signInFailed&limit=100')).events.map((e) => e.actorEmail);
    expect(written).toContain('kept-by-db@example.com');
    expect(written).toContain('kept-too\ufffd@example.com');
    expect(written).not.toContain('refused-by-db@example.com');
  });
});

describe('GET /api/audit', () => {
  it('answers newest first, paged in SQL, filtered by actor, action and date', async () => {
    const all = await audit('?limit=100');
    expect(all.totalCount).toBeGreaterThan(5);
    const times = all.events.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const keys: (keyof AuditEventRow)[] = [
      '_id',
      'at',
      'actorEmail',
      'action',
      'target',
      'targetId',
      'targetName',
      'targetArchived',
      'changes',
    ];
    expect(Object.keys(all.events[0]!).sort()).toEqual([...keys].sort());

    const page = await audit('?limit=2&pageNumber=1');
    expect(page.events.map((e) => e._id)).toEqual(all.events.slice(2, 4).map((e) => e._id));
    expect(page.pageCount).toBe(Math.ceil(all.totalCount / 2));

    const byAdmin = await audit(
      `?actor=${encodeURIComponent(admin.email.toUpperCase())}&limit=100`,
    );
    expect(byAdmin.totalCount).toBeGreaterThan(0);
    expect(byAdmin.events.every((e) => e.actorEmail === admin.email)).toBe(true);
    const archives = await audit('?action=archive');
    expect(archives.events.every((e) => e.action === 'archive')).toBe(true);
    expect(archives.totalCount).toBeGreaterThan(0);

    const future = await audit('?from=2099-01-01');
    expect(future.totalCount).toBe(0);
    // A bare date is that day in Bangladesh: today's events are inside [today, today].
    const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
    expect((await audit(`?from=${today}&to=${today}&limit=100`)).totalCount).toBe(all.totalCount);
    expect((await audit('?to=2000-01-01')).totalCount).toBe(0);
  });

  it('refuses a bad filter with 400 naming it', async () => {
    for (const [query, field] of [
      ['?action=hack', 'action'],
      ['?from=yesterday', 'from'],
      ['?to=2024-13-45', 'to'],
      ['?limit=500', 'limit'],
      ['?pageNumber=-1', 'pageNumber'],
    ]) {
      const res = await t.inject({ url: `/api/audit${query}`, headers: superAdmin.headers });
      expect([res.statusCode, res.json().field], query).toEqual([400, field]);
    }
  });

  // The route's own page query (repository.ts), built for these filters and explained as drizzle
  // would send it: each filter the screen offers alone is read from an index in the page's order.
  it.each([
    ['every event', {}, 'audit_events_at_idx'],
    ["one person's events", { actor: 'someone@example.com' }, 'audit_events_actor_at_idx'],
    ['one action', { action: 'update' }, 'audit_events_action_at_idx'],
  ])('has an index that matches its order: %s', async (_name, filters, index) => {
    const page = auditPageQuery(t.db, EVERYTHING, auditQuery.parse(filters)).toSQL();
    const plan = await planWithoutSeqScan(t, page);
    expect(plan).toContain(index);
    // Read in order: no sort step over the matching rows.
    expect(plan).not.toMatch(/Sort\s+\(/);
  });
});

describe('the audit table in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    const before = (await audit()).totalCount;
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => 'allowed',
        (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`,
      );
    expect(await refusal(t.db.execute(sql`update audit_events set action = 'create'`))).toContain(
      'append-only',
    );
    expect(await refusal(t.db.execute(sql`delete from audit_events`))).toContain('append-only');
    expect(await refusal(t.db.execute(sql`truncate audit_events`))).toContain('append-only');
    expect((await audit()).totalCount).toBe(before);
  });
});

describe('the hook', () => {
  it('stops the server at start when a changing route has no audit entry', async () => {
    const app = Fastify();
    app.decorate('db', t.db);
    registerRouteFacts(app);
    registerAuditTrail(app);
    const config = {
      access: { who: 'admin' },
      operation: { id: 'unrecorded', tag: 'audit', summary: 'Changes without a trail' },
    } as const;
    expect(() => app.post('/api/not-recorded', { config }, async () => ({}))).toThrow(
      'No audit entry for POST /api/not-recorded',
    );
    await app.close().catch(() => undefined);
  });
});

describe('what the Activity screen offers', () => {
  it('every action filter the screen offers is one the server knows, and every action is offered', async () => {
    const { activityText } = await import('../../../web/i18n/activity.ts');
    const offered = Object.keys(activityText.actions);
    expect([...offered].sort()).toEqual([...AUDIT_ACTIONS].sort());
    for (const action of offered) {
      await t.db
        .insert(auditEvents)
        .values({ action, target: 'settings', actorEmail: superAdmin.email });
      const page = await audit(`?action=${action}&limit=5`);
      expect(page.events.length, action).toBeGreaterThan(0);
      expect(new Set(page.events.map((e) => e.action)), action).toEqual(new Set([action]));
    }
  });

  it("names each event's target where the record still exists, and says when it is archived", async () => {
    const donor = await buildDonor(t.db, here, { name: 'নামের দাতা' });
    await t.db.insert(auditEvents).values([
      {
        action: 'update',
        target: 'donor',
        targetId: donor.id,
        actorEmail: admin.email,
        changes: { name: 'x' },
      },
      {
        action: 'update',
        target: 'donor',
        targetId: '00000000-0000-4000-8000-000000000000',
        actorEmail: admin.email,
      },
      { action: 'roleChange', target: 'user', targetId: admin.email, actorEmail: superAdmin.email },
      {
        action: 'update',
        target: 'union',
        targetId: String(here.unionId),
        actorEmail: superAdmin.email,
      },
    ]);
    const page = await audit('?limit=4');
    const byTarget = (target: string) => page.events.filter((e) => e.target === target);
    expect(
      byTarget('donor')
        .map((e) => e.targetName ?? '')
        .sort(),
    ).toEqual(['', 'নামের দাতা']);
    expect(byTarget('user')[0]?.targetName).toBe(admin.name);
    expect(byTarget('union')[0]?.targetName).toMatch(/\S/);
    const english = await t.inject({
      url: '/api/audit?limit=4',
      headers: { ...superAdmin.headers, cookie: 'roktosetu-language=en' },
    });
    expect(
      (english.json() as AuditPage).events.find((e) => e.target === 'union')?.targetName,
    ).toMatch(/^[\x20-\x7e]+$/);

    expect((await del(`/api/donorRequest/${donor.id}`, admin.headers)).statusCode).toBe(200);
    const archived = (await audit('?limit=10')).events.find(
      (e) => e.targetId === donor.id && e.action === 'update',
    );
    expect(archived).toMatchObject({ targetName: 'নামের দাতা', targetArchived: true });
  });
});
