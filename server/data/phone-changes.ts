import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { donors, phoneChanges } from '../db/schema.ts';
import { EVERYTHING, inScope, type Scope } from './scope.ts';

/** The donor's change still waiting for an admin, if any. */
export async function pendingChangeOf(db: Db, donorId: string) {
  const [pending] = await db
    .select({ id: phoneChanges.id })
    .from(phoneChanges)
    .where(and(eq(phoneChanges.donorId, donorId), eq(phoneChanges.state, 'pending')));
  return pending;
}

/** Stores a donor's asked change; its id. */
export async function insertPhoneChange(db: Db, donorId: string, newPhone: string) {
  const [row] = await db
    .insert(phoneChanges)
    .values({ donorId, newPhone })
    .returning({ id: phoneChanges.id });
  return row;
}

/**
 * Pending changes of the scope's donors, oldest first (admins), with the donor's current number
 * beside the new one.
 */
export function pendingPhoneChanges(db: Db, scope: Scope) {
  return db
    .select({
      id: phoneChanges.id,
      donorId: phoneChanges.donorId,
      donorName: donors.name,
      bloodGroup: donors.bloodGroup,
      currentNumber: donors.phone1,
      newNumber: phoneChanges.newPhone,
      requestedAt: phoneChanges.requestedAt,
    })
    .from(phoneChanges)
    .innerJoin(donors, eq(donors.id, phoneChanges.donorId))
    .where(
      and(
        eq(phoneChanges.state, 'pending'),
        isNull(donors.archivedAt),
        inScope(donors.unitId, scope),
      ),
    )
    .orderBy(asc(phoneChanges.requestedAt), asc(phoneChanges.id))
    .limit(200);
}

/** A change of a donor in the scope, locked for its decision; another unit's is as if missing. */
export async function lockPhoneChange(db: Db, id: string, scope: Scope = EVERYTHING) {
  const inUnits = inScope(donors.unitId, scope);
  const [change] = await db
    .select()
    .from(phoneChanges)
    .where(
      and(
        eq(phoneChanges.id, id),
        inUnits
          ? inArray(
              phoneChanges.donorId,
              db.select({ id: donors.id }).from(donors).where(inUnits),
            )
          : undefined,
      ),
    )
    .for('update');
  return change;
}

/** Records an admin's decision on a change. */
export async function decidePhoneChange(
  db: Db,
  id: string,
  state: 'approved' | 'rejected',
  decidedBy: string | null,
): Promise<void> {
  await db
    .update(phoneChanges)
    .set({ state, decidedAt: new Date(), decidedBy })
    .where(eq(phoneChanges.id, id));
}
