import type { Db } from '../db/client.ts';
import { bloodRequests, unitMembers, units } from '../db/schema.ts';
import type { TestApp } from './app.ts';
import { createUser, loginAs } from './auth.ts';
import { places, type Place } from './factories.ts';

/**
 * Units and memberships written straight to the database, for the scope tests (the unit commands
 * have their own tests). A fresh test database already has one unit (migration 0020); a second
 * live one makes the installation a federation, where admins see only their units.
 */
export async function makeUnit(
  db: Db,
  name: { bn: string; en: string },
  parent?: { id: string; depth: number },
): Promise<string> {
  const [row] = await db
    .insert(units)
    .values({
      nameBn: name.bn,
      nameEn: name.en,
      depth: parent ? parent.depth + 1 : 1,
      parentId: parent?.id ?? null,
    })
    .returning({ id: units.id });
  return row!.id;
}

/** Makes `userId` a member (an admin unless said) of the unit. */
export async function addMember(
  db: Db,
  unitId: string,
  userId: string,
  role: 'admin' | 'volunteer' = 'admin',
) {
  await db.insert(unitMembers).values({ unitId, userId, role });
}

/** A blood request in a unit (incomplete, needed tomorrow, the group and place given). */
export async function requestIn(
  db: Db,
  unitId: string | null,
  values: Partial<typeof bloodRequests.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(bloodRequests)
    .values({
      patientName: 'রোগী',
      bloodGroup: 'oPositive',
      neededAt: new Date(Date.now() + 86_400_000),
      quantity: '1',
      place: 'সদর হাসপাতাল',
      phone1: '01712345678',
      unitId,
      ...values,
    })
    .returning({ id: bloodRequests.id });
  return row!.id;
}

/**
 * The federation most scope tests start from: two top-level units (Dhaka and Khulna) beside the
 * fresh database's own, each with an admin member, and the super admin; one place for donors
 * and requests.
 */
export async function twoUnits(t: TestApp) {
  const [here] = (await places(t.db, 1)) as [Place];
  const unitA = await makeUnit(t.db, { bn: 'ঢাকা ইউনিট', en: 'Dhaka unit' });
  const unitB = await makeUnit(t.db, { bn: 'খুলনা ইউনিট', en: 'Khulna unit' });
  const adminA = await createUser(t, { role: 'admin' });
  const adminB = await createUser(t, { role: 'admin' });
  const superAdmin = await loginAs(t, 'superAdmin');
  await addMember(t.db, unitA, adminA.id);
  await addMember(t.db, unitB, adminB.id);
  return { here, unitA, unitB, adminA, adminB, superAdmin };
}
