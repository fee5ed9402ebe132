import { and, count, desc, eq } from 'drizzle-orm';
import type { BloodRequestBody } from '../../../common/schemas/blood-requests.ts';
import type { Db } from '../../db/client.ts';
import { bloodRequests } from '../../db/schema.ts';

export type BloodRequestRecord = typeof bloodRequests.$inferSelect;

/** A new request from the public form: always incomplete, with the server's own creation time. */
export async function insertBloodRequest(db: Db, body: BloodRequestBody): Promise<string> {
  const [row] = await db
    .insert(bloodRequests)
    .values({
      patientName: body.patient_name,
      bloodGroup: body.requested_bloodGroup,
      neededAt: new Date(body.date),
      quantity: body.blood_quantity,
      hemoglobin: body.hemoglobin,
      problem: body.patient_problem,
      place: body.donation_place,
      phone1: body.number1,
      phone2: body.number2,
      status: 'incomplete',
    })
    .returning({ id: bloodRequests.id });
  return row!.id;
}

/**
 * One page of requests in one status, counted and paged in SQL: incomplete ones newest first,
 * done ones most recently completed first (each order has its index).
 */
export async function pageBloodRequests(
  db: Db,
  status: 'incomplete' | 'done',
  options: { limit: number; page: number },
) {
  const where = eq(bloodRequests.status, status);
  const order =
    status === 'done'
      ? [desc(bloodRequests.completedAt), desc(bloodRequests.id)]
      : [desc(bloodRequests.createdAt), desc(bloodRequests.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bloodRequests)
      .where(where)
      .orderBy(...order)
      .limit(options.limit)
      .offset(options.page * options.limit),
    db.select({ n: count() }).from(bloodRequests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findBloodRequest(
  db: Db,
  id: string,
): Promise<BloodRequestRecord | undefined> {
  const [row] = await db.select().from(bloodRequests).where(eq(bloodRequests.id, id));
  return row;
}

/** Done: status done and the completion time from the server clock; a request already done keeps its time. */
export async function markDone(db: Db, id: string): Promise<number> {
  const rows = await db
    .update(bloodRequests)
    .set({ status: 'done', completedAt: new Date() })
    .where(and(eq(bloodRequests.id, id), eq(bloodRequests.status, 'incomplete')))
    .returning({ id: bloodRequests.id });
  return rows.length;
}

export async function deleteBloodRequest(db: Db, id: string): Promise<number> {
  const rows = await db
    .delete(bloodRequests)
    .where(eq(bloodRequests.id, id))
    .returning({ id: bloodRequests.id });
  return rows.length;
}
