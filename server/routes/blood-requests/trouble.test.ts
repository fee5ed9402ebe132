import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from 'drizzle-orm';
import type { TroublePage } from '../../../common/schemas/blood-requests.ts';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { pageTroubleRequests } from '../../data/blood-requests.ts';
import { EVERYTHING } from '../../data/scope.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestUser } from '../../test/auth.ts';
import { buildDonor } from '../../test/factories.ts';
import { planWithoutSeqScan, type SentQuery } from '../../test/plan.ts';
import { requestIn, twoUnits } from '../../test/scope-fixtures.ts';

/**
 * Requests in trouble (docs/decisions/063): open requests of the caller's units with no pledge
 * 30 minutes after they were made, of a rare group, or needed within 12 hours; soonest first,
 * paged and counted in SQL along the open requests' (needed_at, id) index.
 */

const HOUR = 3_600_000;
const MINUTE = 60_000;
let t: TestApp;
let fed: Awaited<ReturnType<typeof twoUnits>>;
let user: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  fed = await twoUnits(t);
  user = await loginAs(t, 'user');
  const now = Date.now();
  const later = new Date(now + 3 * 24 * HOUR);
  const inA = (values: Partial<typeof schema.bloodRequests.$inferInsert>) =>
    requestIn(t.db, fed.unitA, {
      neededAt: later,
      createdAt: new Date(now - 5 * MINUTE),
      ...values,
    });
  ids.dueSoon = await inA({ neededAt: new Date(now + 3 * HOUR) });
  ids.overdue = await inA({ neededAt: new Date(now - 2 * HOUR) });
  ids.rare = await inA({ bloodGroup: 'abNegative', neededAt: new Date(now + 2 * 24 * HOUR) });
  ids.noPledge = await inA({ createdAt: new Date(now - HOUR) });
  // The family's word (docs/decisions/066): "not given" lists a request nothing else would, and
  // both lead the list; "not yet" before the time and "given" raise nothing, nor a cancelled one.
  ids.familyNotGiven = await inA({ familyAnswer: 'notGiven', familyAnsweredAt: new Date() });
  ids.familyNotYet = await inA({
    neededAt: new Date(now - HOUR),
    familyAnswer: 'notYet',
    familyAnsweredAt: new Date(),
  });
  ids.notYetAhead = await inA({ familyAnswer: 'notYet', familyAnsweredAt: new Date() });
  ids.familyGiven = await inA({ familyAnswer: 'given', familyAnsweredAt: new Date() });
  ids.cancelledNotGiven = await inA({ familyAnswer: 'notGiven', status: 'cancelled' });
  // Not in trouble: pledged, just made, done, archived, due in two days of a common group.
  ids.pledged = await inA({ createdAt: new Date(now - HOUR) });
  const donor = await buildDonor(t.db, fed.here);
  await t.db.insert(schema.pledges).values({ bloodRequestId: ids.pledged, donorId: donor.id });
  ids.fresh = await inA({});
  ids.done = await inA({ neededAt: new Date(now + HOUR), status: 'done', completedAt: new Date() });
  ids.archived = await inA({ neededAt: new Date(now + HOUR), archivedAt: new Date() });
  ids.otherUnit = await requestIn(t.db, fed.unitB, { neededAt: new Date(now + HOUR) });
});

afterAll(() => t.close());

const list = (who: TestUser | null, query = '') =>
  t.inject({
    method: 'GET',
    url: `/api/blood-requests/trouble${query}`,
    headers: who?.headers ?? {},
  });

describe('requests in trouble', () => {
  it('lists a unit admin\'s requests in trouble, the family\'s "not given" first, then soonest first, with their reasons', async () => {
    const res = await list(fed.adminA, '?limit=10');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as TroublePage;
    expect(page.requests.map((r) => r._id)).toEqual([
      ids.familyNotYet,
      ids.familyNotGiven,
      ids.overdue,
      ids.dueSoon,
      ids.rare,
      ids.noPledge,
    ]);
    expect(page.requests.map((r) => r.reasons)).toEqual([
      ['familyNotYet', 'dueSoon'],
      ['familyNotGiven'],
      ['dueSoon'],
      ['dueSoon'],
      ['rare'],
      ['noPledge'],
    ]);
    expect(page.totalCount).toBe(6);
    expect(JSON.stringify(page)).not.toContain('01712345678');
  });

  it('pages and counts in SQL, a page spanning the family part and the rest', async () => {
    const page = (await list(fed.adminA, '?limit=4&pageNumber=1')).json() as TroublePage;
    expect(page.requests.map((r) => r._id)).toEqual([ids.rare, ids.noPledge]);
    expect(page).toMatchObject({ totalCount: 6, pageCount: 2 });
    const second = (await list(fed.adminA, '?limit=1&pageNumber=1')).json() as TroublePage;
    expect(second.requests.map((r) => r._id)).toEqual([ids.familyNotGiven]);
    const across = (await list(fed.adminA, '?limit=2&pageNumber=1')).json() as TroublePage;
    expect(across.requests.map((r) => r._id)).toEqual([ids.overdue, ids.dueSoon]);
    const spans = (await list(fed.adminA, '?limit=3&pageNumber=0')).json() as TroublePage;
    expect(spans.requests.map((r) => r._id)).toEqual([
      ids.familyNotYet,
      ids.familyNotGiven,
      ids.overdue,
    ]);
  });

  it("keeps to the caller's units: other unit's admin, super admin, user, anonymous", async () => {
    const other = (await list(fed.adminB)).json() as TroublePage;
    expect(other.requests.map((r) => r._id)).toEqual([ids.otherUnit]);
    const all = (await list(fed.superAdmin, '?limit=20')).json() as TroublePage;
    expect(all.requests.map((r) => r._id)).toEqual(
      expect.arrayContaining([ids.overdue, ids.dueSoon, ids.rare, ids.noPledge, ids.otherUnit]),
    );
    for (const id of [
      ids.pledged,
      ids.fresh,
      ids.done,
      ids.archived,
      ids.notYetAhead,
      ids.familyGiven,
      ids.cancelledNotGiven,
    ])
      expect(all.requests.map((r) => r._id)).not.toContain(id);
    expect((await list(user)).statusCode).toBe(403);
    expect((await list(null)).statusCode).toBe(401);
  });

  it('refuses a bad page size naming the field', async () => {
    const res = await list(fed.adminA, '?limit=0');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'limit' });
  });

  it("reads the open requests' (needed_at, id) index in its order, in both parts", async () => {
    const sent: SentQuery[] = [];
    const logger: Logger = { logQuery: (sql, params) => sent.push({ sql, params }) };
    const client = (t.db as unknown as { $client: never }).$client;
    const db = (t.databaseUrl
      ? (await import('drizzle-orm/node-postgres')).drizzle(client, { schema, logger })
      : (await import('drizzle-orm/pglite')).drizzle(client, { schema, logger })) as unknown as Db;
    await pageTroubleRequests(db, { limit: 5, page: 0 }, EVERYTHING, new Date());
    const parts = sent.filter(({ sql }) => / limit \$\d+/.test(sql));
    expect(parts).toHaveLength(2);
    for (const part of parts) {
      const plan = await planWithoutSeqScan(t, part);
      expect(plan).toContain('blood_requests_incomplete_needed_idx');
      expect(plan).not.toMatch(/\bSort\s+\(/);
    }
  });
});
