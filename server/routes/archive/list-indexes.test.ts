import { EVERYTHING } from '../../data/scope.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donorListQuery, donorRequestQuery } from '../../../common/schemas/donors.ts';
import type { Db } from '../../db/client.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { planWithoutSeqScan, recordingDb, type SentQuery } from '../../test/plan.ts';
import { placeListQuery } from '../../domain/place-query.ts';
import { pageBloodRequests } from '../../data/blood-requests.ts';
import { pageContacts } from '../../data/contacts.ts';
import { pageDonorRequests, pageDonors, pageVerifiedDonors } from '../../data/donors.ts';
import { pageAdmins } from '../../data/users.ts';

/**
 * The list indexes leave archived rows out (partial indexes), so a list must say "live rows only"
 * in a way the planner can match to them. Each list's own repository function is run as its route
 * runs it, through a database handle that records the SQL it sends; with sequential and bitmap
 * scans off, the page query it sent must be answered from its partial index: were the live
 * condition missing from the repository's query, the index could not be used.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The page query a list's repository function sent (the one with a LIMIT), explained. */
async function planOfPage(run: (db: Db) => Promise<unknown>, table: string): Promise<string> {
  const sent: SentQuery[] = [];
  await run(await recordingDb(t, sent));
  const page = sent.find(
    ({ sql }) => sql.startsWith('select') && sql.includes(`"${table}"`) && / limit \$\d+/.test(sql),
  );
  expect(page, `no page query on ${table} among ${sent.length} sent`).toBeDefined();
  return planWithoutSeqScan(t, page!);
}

describe('list queries use the partial indexes of live rows', () => {
  const firstPage = { limit: 10, page: 0 };
  it.each([
    [
      'available donors, newest first',
      async (db: Db) =>
        pageDonors(
          db,
          'available',
          await placeListQuery(db, donorListQuery.parse({})),
          new Date(),
          EVERYTHING,
        ),
      'donors',
      'donors_verified_accepted_idx',
    ],
    [
      'pending donor requests',
      (db: Db) => {
        const query = donorRequestQuery.parse({});
        return pageDonorRequests(db, { limit: query.limit, page: query.pageNumber }, EVERYTHING);
      },
      'donors',
      'donors_status_created_idx',
    ],
    [
      'incomplete blood requests',
      (db: Db) => pageBloodRequests(db, 'incomplete', firstPage, EVERYTHING),
      'blood_requests',
      // Soonest needed first, read in the index's order.
      'blood_requests_incomplete_needed_idx',
    ],
    ['contact cards', (db: Db) => pageContacts(db, firstPage), 'contacts', 'contacts_created_idx'],
  ])('%s', async (_name, run, table, index) => {
    expect(await planOfPage(run, table)).toContain(index);
  });
});

describe('the lists that were bare arrays page in their index order (no sort)', () => {
  const deepPage = { limit: 10, page: 3 };
  it.each([
    ['the admins', (db: Db) => pageAdmins(db, deepPage), 'users', 'users_admins_created_idx'],
    [
      'every verified donor',
      (db: Db) => pageVerifiedDonors(db, deepPage, EVERYTHING),
      'donors',
      'donors_verified_accepted_idx',
    ],
    [
      "the dashboard's contact grid",
      (db: Db) => pageContacts(db, deepPage),
      'contacts',
      'contacts_created_idx',
    ],
  ])('%s', async (_name, run, table, index) => {
    const plan = await planOfPage(run, table);
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
