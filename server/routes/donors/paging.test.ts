import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { COUNT_CAP } from '../../db/page-total.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestUser } from '../../test/auth.ts';
import { places, seriesDonors, type Place } from '../../test/factories.ts';

/**
 * Long lists are counted exactly up to COUNT_CAP and estimated beyond (server/db/page-total.ts),
 * yet every page a person can reach is right: the last page and a page past the end carry the
 * exact total, and a page with more after it always offers the next one. Pages come from the
 * id walk and are joined afterwards, in the list's order.
 */
const AVAILABLE = COUNT_CAP + 150;
const UNAVAILABLE = 25;
let t: TestApp;
let admin: TestUser;
let here: Place;

beforeAll(async () => {
  t = await startTestApp();
  admin = await loginAs(t, 'admin');
  [here] = (await places(t.db, 1)) as [Place];
  // Written in one statement: accepted one minute apart (the list's order), the last UNAVAILABLE
  // waiting until next month and clicked one day apart (the unavailable list's order).
  await seriesDonors(t.db, here, AVAILABLE + UNAVAILABLE, '0191', {
    acceptedAt: sql`now() - (k || ' minutes')::interval`,
    donationCount: sql`k % 7`,
    donateClickedAt: sql`case when k > ${AVAILABLE} then now() - (k || ' days')::interval end`,
    nextEligibleAt: sql`case when k > ${AVAILABLE} then now() + interval '30 days' end`,
  });
  await t.db.execute(sql`analyze donors`);
}, 120_000);
afterAll(() => t.close());

const list = async (url: string) => {
  const res = await t.inject({ url, headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    availableDonorList?: { name: string }[];
    unavailableDonorList?: { name: string }[];
    pageCount: number;
    totalCount: number;
  };
};

describe('long donor lists: bounded count, estimate, and every reachable page', () => {
  it('gives the first page of a list longer than the cap an estimate of at least the cap, with a next page', async () => {
    const page = await list('/api/available-donor?limit=10&pageNumber=0');
    expect(page.availableDonorList!.map((d) => d.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `দাতা ${i + 1}`),
    );
    expect(page.totalCount).toBeGreaterThan(COUNT_CAP);
    expect(page.pageCount).toBe(Math.ceil(page.totalCount / 10));
  });

  it('counts exactly below the cap: a filtered list and a short one', async () => {
    const unavailable = await list('/api/unavailable-donor?limit=10');
    expect(unavailable).toMatchObject({ totalCount: UNAVAILABLE, pageCount: 3 });
    // Oldest click first: the last one written clicked longest ago.
    expect(unavailable.unavailableDonorList![0]!.name).toBe(`দাতা ${AVAILABLE + UNAVAILABLE}`);
    const byCount = await list(
      '/api/available-donor?limit=100&sortByDonateCount=true&pageNumber=1',
    );
    expect(byCount.availableDonorList).toHaveLength(100);
  });

  it('gives the last page the exact total, and a page past the end the exact page count', async () => {
    const last = await list(
      `/api/available-donor?limit=100&pageNumber=${Math.floor(AVAILABLE / 100)}`,
    );
    expect(last.availableDonorList).toHaveLength(AVAILABLE % 100);
    expect(last).toMatchObject({ totalCount: AVAILABLE, pageCount: Math.ceil(AVAILABLE / 100) });
    expect(last.availableDonorList!.at(-1)!.name).toBe(`দাতা ${AVAILABLE}`);
    const past = await list('/api/available-donor?limit=100&pageNumber=40');
    expect(past.availableDonorList).toEqual([]);
    expect(past).toMatchObject({ totalCount: AVAILABLE, pageCount: Math.ceil(AVAILABLE / 100) });
  });

  it('always offers the page after one that has more rows after it, past the cap too', async () => {
    const deep = await list('/api/available-donor?limit=10&pageNumber=105');
    expect(deep.availableDonorList!.map((d) => d.name)[0]).toBe('দাতা 1051');
    expect(deep.pageCount).toBeGreaterThanOrEqual(107);
    expect(deep.totalCount).toBeGreaterThanOrEqual(1061);
  });
});
