import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { todayInBangladesh } from '../../../common/dates.ts';
import type { ArchivePage } from '../../../common/schemas/archive.ts';
import { auditEvents, bridgeMembers, patients, sessionSlots } from '../../db/schema.ts';
import { purgeArchive } from '../../domain/archive.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { createUser, type TestUser } from '../../test/auth.ts';
import { buildDonor, type Place } from '../../test/factories.ts';
import { callerRequests } from '../../test/requests.ts';
import { putBridge, registerPatient } from '../../test/patients.ts';
import { twoUnits } from '../../test/scope-fixtures.ts';

/**
 * Recurring patients in the archive (docs/decisions/057-blood-bridges.md): an archived patient is
 * listed on the archive's own tab for the admins of their unit only, comes back with their bridge
 * within the restore window (less any donor who has since joined two other bridges), and the purge
 * removes them with their bridge and session answers after it, leaving no name or phone in the
 * trail while the donations their donors gave stay. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
const DAY = 86_400_000;
let t: TestApp;
let here: Place;
let unitA: string;
let adminA: TestUser;
let adminB: TestUser;
let superAdmin: TestUser;
let user: TestUser;
const send = callerRequests(() => t);

const register = (name: string, guardianPhone = '01712345678') =>
  registerPatient(send, adminA, { name, guardianPhone });

const man = () =>
  buildDonor(t.db, here, { unitId: unitA, bloodGroup: 'bPositive', gender: 'male' });

const bridge = (id: string, donorIds: string[]) => putBridge(send, adminA, id, donorIds);

async function archive(id: string) {
  const res = await send(adminA, 'POST', `/api/patients/${id}/archive`, {});
  expect(res.statusCode, res.body).toBe(200);
}

const archiveOf = async (who: TestUser) => {
  const res = await send(who, 'GET', '/api/archive?kind=patient&limit=100');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ArchivePage;
};

beforeAll(async () => {
  t = await startTestApp();
  ({ here, unitA, adminA, adminB, superAdmin } = await twoUnits(t));
  user = await createUser(t, { role: 'user' });
});
afterAll(() => t.close());

describe('archived recurring patients', () => {
  it("are listed on their own tab for their unit's admins only; anonymous 401, a user 403", async () => {
    const id = await register('আর্কাইভের শিশু');
    await archive(id);
    const own = await archiveOf(adminA);
    expect(own.items.find((i) => i._id === id)).toMatchObject({
      kind: 'patient',
      label: 'আর্কাইভের শিশু',
      archivedBy: adminA.email,
    });
    expect((await archiveOf(adminB)).items.map((i) => i._id)).not.toContain(id);
    expect((await t.inject({ url: '/api/archive?kind=patient' })).statusCode).toBe(401);
    expect((await send(user, 'GET', '/api/archive?kind=patient')).statusCode).toBe(403);
    // Another unit's admin cannot bring them back: 404, and they stay archived.
    expect((await send(adminB, 'POST', `/api/archive/patient/${id}/restore`, {})).statusCode).toBe(
      404,
    );
    const [row] = await t.db.select().from(patients).where(eq(patients.id, id));
    expect(row!.archivedAt).not.toBeNull();
    // The Activity screen names the patient of the event, and says they are archived.
    const activity = await send(superAdmin, 'GET', '/api/audit?action=archive&limit=100');
    const event = (
      activity.json() as {
        events: { targetId: string; targetName?: string; targetArchived?: boolean }[];
      }
    ).events.find((e) => e.targetId === id);
    expect(event).toMatchObject({ targetName: 'আর্কাইভের শিশু', targetArchived: true });
  });

  it('come back with their bridge, less a donor who has since joined two other bridges (audited)', async () => {
    const [kept, busy] = await Promise.all([man(), man()]);
    const id = await register('ফিরে আসা শিশু');
    await bridge(id, [kept.id, busy.id]);
    await archive(id);
    // While the patient is archived, the busy donor joins two other bridges (the most allowed).
    for (const name of ['অন্য শিশু এক', 'অন্য শিশু দুই']) await bridge(await register(name), [busy.id]);

    const res = await send(adminA, 'POST', `/api/archive/patient/${id}/restore`, {});
    expect(res.statusCode, res.body).toBe(200);
    const members = await t.db.select().from(bridgeMembers).where(eq(bridgeMembers.patientId, id));
    expect(Object.fromEntries(members.map((m) => [m.donorId, m.agreement]))).toEqual({
      [kept.id]: 'pending',
      [busy.id]: 'left',
    });
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'restore'), eq(auditEvents.targetId, id)));
    expect(event!.changes).toMatchObject({ leftBridge: [busy.id] });
    expect((await send(adminA, 'GET', `/api/patients/${id}`)).statusCode).toBe(200);
    expect((await archiveOf(adminA)).items.map((i) => i._id)).not.toContain(id);
  });

  it('are purged after the restore window with their bridge and answers; the trail keeps no name or phone', async () => {
    const donor = await man();
    const id = await register('মুছে যাওয়া শিশু', '01755555555');
    await bridge(id, [donor.id]);
    await t.db
      .insert(sessionSlots)
      .values({ patientId: id, sessionOn: todayInBangladesh(), donorId: donor.id, state: 'asked' });
    await archive(id);
    // Archived 31 days ago: past the window.
    await t.db
      .update(patients)
      .set({ archivedAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(patients.id, id));
    const fresh = await register('নতুন আর্কাইভ শিশু');
    await archive(fresh);

    const purged = await purgeArchive(t.db, new Date());
    expect(purged.patients).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(patients).where(eq(patients.id, id))).toEqual([]);
    expect(await t.db.select().from(bridgeMembers).where(eq(bridgeMembers.patientId, id))).toEqual(
      [],
    );
    expect(await t.db.select().from(sessionSlots).where(eq(sessionSlots.patientId, id))).toEqual(
      [],
    );
    // The one archived inside the window stays, restorable.
    expect((await archiveOf(adminA)).items.map((i) => i._id)).toContain(fresh);
    const trail = await t.db
      .select({ action: auditEvents.action, changes: auditEvents.changes })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, id));
    expect(trail.map((e) => e.action)).toEqual(
      expect.arrayContaining(['create', 'archive', 'purge']),
    );
    const text = JSON.stringify(trail);
    expect(text).not.toContain('মুছে যাওয়া শিশু');
    expect(text).not.toContain('01755555555');
  });
});
