import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('geography API', () => {
  it('serves the seeded counts: 8 divisions, 64 districts, 491 upazilas, 4540 unions', async () => {
    const counts = await Promise.all(
      [
        ['/api/divisions', 'divisions'],
        ['/api/districts', 'districts'],
        ['/api/upazilasForForm', 'upazilas'],
        ['/api/unionsForForm', 'unions'],
      ].map(async ([url, key]) => (await t.inject({ url: url! })).json()[key!].length),
    );
    expect(counts).toEqual([8, 64, 491, 4540]);
  });

  it("uses the API's established field names", async () => {
    const { divisions } = (await t.inject({ url: '/api/divisions' })).json();
    expect(divisions).toContainEqual({ division_id: '6', name: 'Dhaka', bn_name: 'ঢাকা' });
    const { upazilas } = (await t.inject({ url: '/api/upazilasForForm?district_id=1' })).json();
    expect(upazilas.length).toBeGreaterThan(0);
    for (const u of upazilas) {
      expect(Object.keys(u).sort()).toEqual([
        '_id',
        'bn_name',
        'district_id',
        'name',
        'upazila_id',
      ]);
      expect(u.district_id).toBe('1');
    }
  });

  it('narrows each level by its parent id', async () => {
    const all = (await t.inject({ url: '/api/districts' })).json().districts;
    const dhaka = (await t.inject({ url: '/api/districts?division_id=6' })).json().districts;
    expect(dhaka.length).toBe(
      all.filter((d: { division_id: string }) => d.division_id === '6').length,
    );
    const unions = (await t.inject({ url: '/api/unionsForForm?upazila_id=1' })).json().unions;
    expect(unions.every((u: { upazila_id: string }) => u.upazila_id === '1')).toBe(true);
    expect((await t.inject({ url: '/api/villagesForForm?union_id=1' })).json()).toEqual({
      villages: [],
    });
  });

  it('lets browsers revalidate instead of downloading again', async () => {
    const first = await t.inject({ url: '/api/divisions' });
    expect(first.headers['cache-control']).toContain('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await t.inject({ url: '/api/divisions', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('answers a bad filter with 400 naming the field', async () => {
    const res = await t.inject({ url: '/api/districts?division_id=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'division_id' });
  });
});

describe('service routes and errors', () => {
  it('reports health with the database kind', async () => {
    const res = await t.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    const res = await t.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().message).toBe('Not found');
  });

  it('sets security headers with a CSP that allows no inline script', async () => {
    const res = await t.inject({ url: '/api/health' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
