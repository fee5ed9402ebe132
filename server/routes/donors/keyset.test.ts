import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestUser } from '../../test/auth.ts';
import { places, seriesDonors, type Place } from '../../test/factories.ts';

/**
 * The available list continues a page from the `next` of the page before (keyset paging,
 * list-cursor.ts): walked that way it gives exactly the pages found by number, whatever ties and
 * sub-millisecond times the list holds, and a `next` fits only the page after its own.
 */
const DONORS = 45;
let t: TestApp;
let admin: TestUser;
let here: Place;

interface Page {
  availableDonorList: { _id: string; name: string }[];
  pageCount: number;
  totalCount: number;
  next: string | null;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await loginAs(t, 'admin');
  [here] = (await places(t.db, 1)) as [Place];
  // Acceptance times with ties (every third donor shares one) and differences of a microsecond,
  // finer than a JavaScript date; nine donors with no acceptance time (they sort first, and a
  // page of 7 ends on one in both orders); donation counts with ties.
  await seriesDonors(t.db, here, DONORS, '0181', {
    acceptedAt: sql`case when k <= 9 then null else timestamptz '2026-01-01 00:00:00+00' + ((k / 3) || ' microseconds')::interval end`,
    donationCount: sql`k % 4`,
  });
}, 120_000);
afterAll(() => t.close());

/** What a next says (base64url JSON, server/data/donor-list-cursor.ts). */
const token = (next: string) =>
  JSON.parse(Buffer.from(next, 'base64url').toString('utf8')) as { a: string | null; n: number };

const read = async (query: string) => {
  const res = await t.inject({
    url: `/api/available-donor?limit=7&${query}`,
    headers: admin.headers,
  });
  return res;
};
const page = async (query: string) => {
  const res = await read(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};

describe('the available list, page after page from each next', () => {
  for (const order of ['', 'sortByDonateCount=true']) {
    it(`gives the pages found by number, in order ${order || 'by acceptance time'}`, async () => {
      const byNumber: string[] = [];
      const byNext: string[] = [];
      const ends: (string | null)[] = [];
      let next: string | null = null;
      for (let number = 0; number * 7 < DONORS; number++) {
        const numbered = await page(`${order}&pageNumber=${number}`);
        byNumber.push(...numbered.availableDonorList.map((d) => d._id));
        const continued: Page = await page(
          `${order}&pageNumber=${number}${next ? `&after=${next}` : ''}`,
        );
        expect(continued.availableDonorList).toEqual(numbered.availableDonorList);
        expect(continued.totalCount).toBe(numbered.totalCount);
        byNext.push(...continued.availableDonorList.map((d) => d._id));
        next = continued.next;
        if (next) ends.push(token(next).a);
      }
      // Some page ended on a donor with no acceptance time, and some on one with a time.
      expect(ends).toContain(null);
      expect(ends.some((end) => end !== null)).toBe(true);
      // The last page says nothing follows it; every donor came once.
      expect(next).toBeNull();
      expect(byNext).toEqual(byNumber);
      expect(new Set(byNext).size).toBe(DONORS);
    });
  }

  it('refuses a next that is not one, or that belongs to another page, order or filter, naming the field', async () => {
    const first = await page('pageNumber=0');
    expect(first.next).toEqual(expect.any(String));
    // Made by hand from a real one: a time or a count the database could not take.
    const forged = (change: Record<string, unknown>) =>
      Buffer.from(JSON.stringify({ ...token(first.next!), ...change })).toString('base64url');
    for (const query of [
      `pageNumber=1&after=${forged({ a: 'not a time' })}`,
      `pageNumber=1&after=${forged({ a: '2026-01-01 00:00:00+00', n: 2 ** 40 })}`,
      'pageNumber=1&after=not-a-next',
      `pageNumber=2&after=${first.next}`,
      `pageNumber=1&sortByDonateCount=true&after=${first.next}`,
      `pageNumber=1&bloodGroupFilterData=aPositive&after=${first.next}`,
      'pageNumber=1&after=a%20b',
    ]) {
      const res = await read(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ field: 'after' });
    }
  });

  it('gives no next on the unavailable list, which is paged by number', async () => {
    const res = await t.inject({ url: '/api/unavailable-donor?limit=7', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('next');
  });
});
