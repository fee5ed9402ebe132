import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { bloodRequests, contacts, donors } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { liveBloodRequest } from '../blood-requests/repository.ts';
import { liveContact } from '../contacts/repository.ts';
import { liveDonor } from '../donors/repository.ts';

/**
 * The list indexes leave archived rows out (partial indexes), so a list must say "live rows only"
 * in a way the planner can match to them. With sequential scans off, each list's query must be
 * answered from its partial index: were the live condition missing, the index could not be used.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function plan(query: SQLWrapper): Promise<string> {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return JSON.stringify(await tx.execute(sql`explain ${query}`));
  });
}

describe('list queries use the partial indexes of live rows', () => {
  it.each([
    [
      'available donors, newest first',
      () => t.db.select().from(donors).where(and(eq(donors.status, 'verified'), liveDonor)).orderBy(desc(donors.acceptedAt)).limit(10),
      'donors_verified_accepted_idx',
    ],
    [
      'pending donor requests',
      () => t.db.select().from(donors).where(and(eq(donors.status, 'pending'), liveDonor)).orderBy(desc(donors.createdAt)).limit(10),
      'donors_status_created_idx',
    ],
    [
      'incomplete blood requests',
      () =>
        t.db
          .select()
          .from(bloodRequests)
          .where(and(eq(bloodRequests.status, 'incomplete'), liveBloodRequest))
          .orderBy(desc(bloodRequests.createdAt))
          .limit(10),
      'blood_requests_status_created_idx',
    ],
    ['contact cards', () => t.db.select().from(contacts).where(liveContact).orderBy(desc(contacts.createdAt)).limit(10), 'contacts_created_idx'],
  ])('%s', async (_name, query, index) => {
    expect(await plan(query())).toContain(index);
  });
});
