import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { buildDonor, places } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { loginAs, type TestUser } from '../test/auth.ts';
import {
  acceptedEncoding,
  CACHE_MAX_AGE_MS,
  PublicCache,
  STALE_AFTER_CHANGE,
} from './public-cache.ts';

let t: TestApp;
let admin: TestUser;
let superAdmin: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await loginAs(t, 'admin');
  superAdmin = await loginAs(t, 'superAdmin');
  await waitUntilListening(t.app.publicCache);
});
afterAll(() => t.close());

/** On PostgreSQL the cache keeps nothing until its LISTEN connection is up. */
async function waitUntilListening(cache: PublicCache) {
  await vi.waitFor(() => expect(cache.isListening).toBe(true), { timeout: 10_000, interval: 50 });
}

const topDonorNames = async (app: { inject: TestApp['inject'] }) =>
  (
    (await app.inject({ url: '/api/top-donor' })).json() as {
      name: string;
      donationCount: number;
    }[]
  ).map((d) => `${d.name}:${d.donationCount}`);

describe('public cache', () => {
  it('answers a repeated public read from memory, with the same body', async () => {
    const cache = t.app.publicCache;
    const first = await t.inject({ url: '/api/districts?division_id=6' });
    const hits = cache.hits;
    const second = await t.inject({ url: '/api/districts?division_id=6' });
    expect(cache.hits).toBe(hits + 1);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toContain('application/json');
    expect(second.headers['cache-control']).toBe('public, no-cache');
  });

  it('sends the compressed bytes a browser accepts, and 304 for its ETag', async () => {
    const plain = await t.inject({ url: '/api/upazilasForForm?district_id=1' });
    const br = await t.inject({
      url: '/api/upazilasForForm?district_id=1',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const again = await t.inject({
      url: '/api/upazilasForForm?district_id=1',
      headers: { 'if-none-match': plain.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('shows a new union at once on the same instance, with a new ETag', async () => {
    const before = await t.inject({ url: '/api/unionsForForm?upazila_id=1' });
    const res = await t.inject({
      method: 'POST',
      url: '/api/unions',
      headers: superAdmin.headers,
      payload: { union_id: 990001, upazila_id: 1, name: 'Cache Test', bn_name: 'ক্যাশ পরীক্ষা' },
    });
    expect(res.statusCode).toBe(200);
    const after = await t.inject({ url: '/api/unionsForForm?upazila_id=1' });
    expect(after.json().unions.length).toBe(before.json().unions.length + 1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const revalidated = await t.inject({
      url: '/api/unionsForForm?upazila_id=1',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(200);
  });

  it('shows a donation on the leader board at once on the same instance', async () => {
    const [place] = await places(t.db, 1);
    const donor = await buildDonor(t.db, place!, { name: 'Leader Cache', donationCount: 40 });
    // The factory writes to the database directly (like a script): tell the cache as seed:donors does.
    await t.app.publicCache.invalidate(['donors']);
    expect(await topDonorNames(t)).toContain('Leader Cache:40');
    const res = await t.inject({
      method: 'PATCH',
      url: `/api/donationCount/${donor.id}`,
      headers: admin.headers,
      payload: { note: 0 },
    });
    expect(res.statusCode).toBe(200);
    expect(await topDonorNames(t)).toContain('Leader Cache:41');
    // Archived: off the board at once.
    expect(
      (
        await t.inject({
          method: 'DELETE',
          url: `/api/donorRequest/${donor.id}`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect((await topDonorNames(t)).some((n) => n.startsWith('Leader Cache'))).toBe(false);
    // Restored from the archive (the route's target is the archive kind): back at once.
    const restored = await t.inject({
      method: 'POST',
      url: `/api/archive/donor/${donor.id}/restore`,
      headers: superAdmin.headers,
    });
    expect(restored.statusCode).toBe(200);
    expect(await topDonorNames(t)).toContain('Leader Cache:41');
  });

  it('a failed change clears nothing', async () => {
    await t.inject({ url: '/api/divisions' });
    const hits = t.app.publicCache.hits;
    const res = await t.inject({
      method: 'POST',
      url: '/api/unions',
      headers: superAdmin.headers,
      payload: { union_id: 'x' },
    });
    expect(res.statusCode).toBe(400);
    await t.inject({ url: '/api/divisions' });
    expect(t.app.publicCache.hits).toBe(hits + 1);
  });
});

describe('which changes clear which answers', () => {
  it('names every audit target (and every archive kind) in STALE_AFTER_CHANGE', () => {
    const targets = new Set<string>(['donor', 'bloodRequest', 'contact']);
    for (const { audit } of t.app.routeFacts.values()) {
      if (audit && 'target' in audit && audit.target !== ':kind') targets.add(audit.target);
    }
    expect([...targets].filter((target) => !(target in STALE_AFTER_CHANGE))).toEqual([]);
  });

  it('does not keep an answer computed before an invalidation', async () => {
    const cache = new PublicCache({ kind: 'pglite' } as Database);
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    const reply = () => ({
      header: () => reply(),
      type: () => reply(),
      code: () => reply(),
      send: () => reply(),
    });
    // A request of a route whose answer is a list of text (the cache checks what it stores against it).
    const request = {
      headers: {},
      method: 'GET',
      url: '/api/x',
      routeOptions: { schema: { response: { 200: z.array(z.string()) } } },
    };
    const first = cache.send(request as never, reply() as never, 'donors', 'top:20', async () => {
      await slow;
      return ['old'];
    });
    cache.clearLocal(['donors']);
    release();
    await first;
    expect(cache.size('donors')).toBe(0);
  });

  it('sends an answer past its age while one refresh runs, and waits only when it is twice that old', async () => {
    let now = 0;
    const cache = new PublicCache({ kind: 'pglite' } as Database, () => now);
    const sent: unknown[] = [];
    const reply = (): Record<string, unknown> => ({
      header: () => reply(),
      type: () => reply(),
      code: () => reply(),
      send: (b: unknown) => (sent.push(b), reply()),
    });
    let computed = 0;
    let release!: () => void;
    const compute = async () => {
      computed += 1;
      if (computed === 2) await new Promise<void>((r) => (release = r));
      return [`v${computed}`];
    };
    const request = {
      headers: {},
      method: 'GET',
      url: '/api/x',
      routeOptions: { schema: { response: { 200: z.array(z.string()) } } },
    };
    const ask = () => cache.send(request as never, reply() as never, 'donors', 'top:20', compute);
    await ask();
    now = CACHE_MAX_AGE_MS + 1;
    await ask();
    await ask();
    expect(sent).toEqual(['["v1"]', '["v1"]', '["v1"]']);
    expect(computed).toBe(2);
    release();
    await new Promise((r) => setTimeout(r, 0));
    await ask();
    expect(sent.at(-1)).toBe('["v2"]');
    now = 3 * CACHE_MAX_AGE_MS + 2;
    await ask();
    expect(computed).toBe(3);
    expect(sent.at(-1)).toBe('["v3"]');
  });

  it('reads Accept-Encoding as browsers send it', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let second: Database;
  let other: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    second = await openDatabase({ url: t.databaseUrl!, dataDir: '' });
    other = await buildApp(t.config, second);
    await other.ready();
    await waitUntilListening(other.publicCache);
  });
  afterAll(async () => {
    await other.close();
    await second.close();
  });

  it('a change on one instance reaches the other through NOTIFY, within moments', async () => {
    const before = (await other.inject({ url: '/api/unionsForForm?upazila_id=2' })).json().unions
      .length;
    // Cached on the other instance now.
    const hits = other.publicCache.hits;
    await other.inject({ url: '/api/unionsForForm?upazila_id=2' });
    expect(other.publicCache.hits).toBe(hits + 1);

    const res = await t.inject({
      method: 'POST',
      url: '/api/unions',
      headers: superAdmin.headers,
      payload: { union_id: 990002, upazila_id: 2, name: 'Other Instance', bn_name: 'অন্য' },
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(
      async () =>
        expect(
          (await other.inject({ url: '/api/unionsForForm?upazila_id=2' })).json().unions.length,
        ).toBe(before + 1),
      { timeout: 5_000, interval: 50 },
    );
  });

  it('keeps nothing while its notification connection is down, and starts empty when it is back', async () => {
    const cache = other.publicCache;
    await other.inject({ url: '/api/divisions' });
    expect(cache.size('geography')).toBeGreaterThan(0);
    cache.setListening(false);
    expect(cache.size('geography')).toBe(0);
    await other.inject({ url: '/api/divisions' });
    expect(cache.size('geography')).toBe(0);
    cache.setListening(true);
  });
});
