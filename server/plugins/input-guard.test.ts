import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { donors } from '../db/schema.ts';
import { buildDonor, nextPhone, places, type Place } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { loginAs, type TestUser } from '../test/auth.ts';
import { OPERATOR_HEADER } from './access.ts';
import {
  findInputProblem,
  hasControlCharacter,
  hasLoneSurrogate,
  MAX_JSON_DEPTH,
} from './input-guard.ts';

/**
 * Bad input never reaches the database as a 500: control characters and hostile nesting are a 400
 * naming the field on every route the server has, walked from app.apiRoutes (so a new route is
 * covered without editing this file), as a super admin so that no access check stops it first.
 */
const uuid = '00000000-0000-4000-8000-000000000000';
const NUL = '\u0000';
/** JSON's escape for half of a surrogate pair, alone: valid JSON, not valid text. */
const LONE = '\\ud800';

/** A JSON text nested `depth` arrays deep, built without recursion. */
const nestedArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('findInputProblem', () => {
  it('allows tab, newline and CR, refuses NUL, ESC and the other C0 characters', () => {
    expect(hasControlCharacter('line one\nline two\r\n\tindented')).toBe(false);
    expect(hasControlCharacter('রহিম উদ্দিন')).toBe(false);
    for (const c of [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x1b, 0x1f]) {
      expect(hasControlCharacter(`a${String.fromCharCode(c)}b`), `U+${c.toString(16)}`).toBe(true);
    }
  });

  it('refuses a lone surrogate, high or low, and keeps a real pair (an emoji) and Bengali', () => {
    expect(hasLoneSurrogate('রক্ত 🩸 ok')).toBe(false);
    expect(hasLoneSurrogate('a\ud800')).toBe(true);
    expect(hasLoneSurrogate('\udc00a')).toBe(true);
    expect(hasLoneSurrogate('\ud800\ud800\udc00')).toBe(true);
    expect(findInputProblem({ a: [{ b: 'x\udfff' }] })).toEqual({
      field: 'a.0.b',
      problem: 'malformed-text',
    });
    expect(findInputProblem({ ['k\ud800']: 1 })).toEqual({
      field: '(root)',
      problem: 'malformed-text',
    });
  });

  it('names the field, keys included, and measures depth without recursion', () => {
    expect(findInputProblem({ a: { b: [1, 'ok', `x${NUL}`] } })).toEqual({
      field: 'a.b.2',
      problem: 'control-character',
    });
    expect(findInputProblem({ [`k${NUL}`]: 1 })).toEqual({
      field: '(root)',
      problem: 'control-character',
    });
    expect(findInputProblem(JSON.parse(nestedArray(MAX_JSON_DEPTH)))).toBeNull();
    expect(findInputProblem(JSON.parse(nestedArray(MAX_JSON_DEPTH + 1)))?.problem).toBe('too-deep');
    expect(findInputProblem(JSON.parse(nestedArray(100_000)))?.problem).toBe('too-deep');
    expect(findInputProblem(Buffer.from([0, 1, 2]))).toBeNull();
  });
});

let t: TestApp;
let superAdmin: TestUser;
let here: Place;

beforeAll(async () => {
  t = await startTestApp();
  superAdmin = await loginAs(t, 'superAdmin');
  here = (await places(t.db, 1))[0]!;
});
afterAll(() => t.close());

/** A concrete URL for a route pattern: every parameter filled with `value`. */
const fill = (pattern: string, value: string) =>
  pattern
    .replace(/:\w+/g, value)
    .replace('*', value === 'ok' ? 'sign-in/email' : `sign-in/${value}`);

/** A caller every route lets in (the access check comes first), so that the guard is what answers. */
const headers = () => ({
  ...superAdmin.headers,
  [OPERATOR_HEADER]: t.app.operatorToken,
  origin: 'http://localhost:3000',
});

describe('every route', () => {
  const BAD_BODIES: [string, () => string, string][] = [
    [
      'a NUL in a text',
      () => JSON.stringify({ name: `a${NUL}b`, email: 'x@example.com', password: 'p' }),
      'CONTROL_CHARACTER',
    ],
    [
      'an escape deep inside',
      () => JSON.stringify({ items: [{ note: 'ok' }, { note: `\u001b[31m` }] }),
      'CONTROL_CHARACTER',
    ],
    ['a NUL in a key', () => JSON.stringify({ [`name${NUL}`]: 'x' }), 'CONTROL_CHARACTER'],
    [
      'a lone surrogate in a text',
      () => `{"name":"a${LONE}b","email":"x@example.com","password":"p"}`,
      'MALFORMED_TEXT',
    ],
    [
      'a lone surrogate deep inside',
      () => `{"items":[{"note":"ok"},{"note":"${LONE}"}]}`,
      'MALFORMED_TEXT',
    ],
    ['a lone surrogate in a key', () => `{"name${LONE}":"x"}`, 'MALFORMED_TEXT'],
    ['an array nested 5,000 deep', () => nestedArray(5000), 'NESTING_TOO_DEEP'],
    [
      'an object nested 40 deep',
      () => '{"a":'.repeat(40) + '1' + '}'.repeat(40),
      'NESTING_TOO_DEEP',
    ],
  ];

  it('walks at least the routes of the authorization matrix', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThanOrEqual(46);
  });

  it('answers a control character in any query parameter with a 400 naming it', async () => {
    for (const route of t.app.apiRoutes) {
      const [method, pattern] = route.split(' ') as [string, string];
      const res = await t.inject({
        method: method as 'GET',
        url: `${fill(pattern, 'ok')}?search=a%00b&page=1`,
        headers: headers(),
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${route}: ${res.body}`).toBe(400);
      expect(res.json(), route).toMatchObject({ code: 'CONTROL_CHARACTER', field: 'search' });
    }
  });

  it('answers a control character in any path parameter with a 400, never a 5xx', async () => {
    for (const route of t.app.apiRoutes.filter((r) => /[:*]/.test(r))) {
      const [method, pattern] = route.split(' ') as [string, string];
      const res = await t.inject({
        method: method as 'GET',
        url: fill(pattern, 'a%00b'),
        headers: headers(),
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${route}: ${res.body}`).toBe(400);
      expect(res.json().code, route).toBe('CONTROL_CHARACTER');
    }
  });

  for (const [what, body, code] of BAD_BODIES) {
    it(`answers ${what} in any body with a 400 ${code}`, async () => {
      for (const route of t.app.apiRoutes.filter((r) => !r.startsWith('GET '))) {
        const [method, pattern] = route.split(' ') as [string, string];
        const res = await t.inject({
          method: method as 'POST',
          url: fill(pattern, pattern.includes(':id') ? uuid : 'ok'),
          headers: { ...headers(), 'content-type': 'application/json' },
          payload: body(),
        });
        expect(res.statusCode, `${route}: ${res.body}`).toBe(400);
        expect(res.json().code, route).toBe(code);
      }
    });
  }

  it('never answers a GET with a body of any of these with a 5xx', async () => {
    for (const route of t.app.apiRoutes.filter((r) => r.startsWith('GET '))) {
      const pattern = route.slice('GET '.length);
      for (const [, body] of BAD_BODIES) {
        const res = await t.inject({
          method: 'GET',
          url: fill(pattern, pattern.includes(':id') ? uuid : 'ok'),
          headers: { ...headers(), 'content-type': 'application/json' },
          payload: body(),
        });
        expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(500);
      }
    }
    // A sweep of every GET route with every bad body, one after another: about 3 s on a quiet
    // machine, past the default 30 s on a busy one (it grows with the routes).
  }, 120_000);
});

describe('named fields on the public forms', () => {
  it('public donor registration names the field and stores nothing', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/donor-request',
      payload: {
        name: `রহিম${NUL}উদ্দিন`,
        bloodGroup: 'oPositive',
        age: '1995-05-20',
        number1: nextPhone(),
        gender: 'পুরুষ',
        division: `${here.divisionId},বিভাগ`,
        district: String(here.districtId),
        upazila: String(here.upazilaId),
        union: `${here.unionId},ইউনিয়ন`,
        village: 'উত্তরপাড়া',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CONTROL_CHARACTER', field: 'name' });
    expect(res.json().message).toBe('name: must not contain control characters');
    const list = await t.inject({ url: '/api/donor-request', headers: superAdmin.headers });
    expect(JSON.stringify(list.json())).not.toContain('রহিম');
  });

  it('public blood request names the field; a multi-line text keeps its newlines', async () => {
    const body = {
      patient_name: 'রোগী',
      requested_bloodGroup: 'aPositive',
      date: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      blood_quantity: '1',
      donation_place: `ঢাকা মেডিকেল${NUL}`,
      number1: '01711111111',
    };
    const refused = await t.inject({ method: 'POST', url: '/api/blood-request', payload: body });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'CONTROL_CHARACTER', field: 'donation_place' });

    const accepted = await t.inject({
      method: 'POST',
      url: '/api/blood-request',
      payload: { ...body, donation_place: 'ঢাকা মেডিকেল\nওয়ার্ড ৫\tবেড ১২' },
    });
    expect(accepted.statusCode, accepted.body).toBeLessThan(300);
  });

  it('a lone surrogate in the public donor registration names the field and stores nothing', async () => {
    const phone = nextPhone();
    const body = {
      name: 'রহিম',
      bloodGroup: 'oPositive',
      age: '1995-05-20',
      number1: phone,
      gender: 'পুরুষ',
      division: `${here.divisionId},বিভাগ`,
      district: String(here.districtId),
      upazila: String(here.upazilaId),
      union: `${here.unionId},ইউনিয়ন`,
      village: 'উত্তরপাড়া',
    };
    const json = JSON.stringify(body).replace('"উত্তরপাড়া"', `"উত্তর${LONE}পাড়া"`);
    const res = await t.inject({
      method: 'POST',
      url: '/api/donor-request',
      headers: { 'content-type': 'application/json' },
      payload: json,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'MALFORMED_TEXT', field: 'village' });
    const list = await t.inject({
      url: `/api/donor-request?search=${phone}`,
      headers: superAdmin.headers,
    });
    expect(JSON.stringify(list.json())).not.toContain(phone);
    const events = await t.inject({
      url: '/api/audit?action=create&target=donor',
      headers: superAdmin.headers,
    });
    expect(JSON.stringify(events.json())).not.toContain(phone);
  });

  it('a lone surrogate in the public blood request names the field and stores nothing', async () => {
    const phone = nextPhone();
    const body = {
      patient_name: 'রোগী-সারোগেট',
      requested_bloodGroup: 'aPositive',
      date: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      blood_quantity: '1',
      donation_place: 'ঢাকা মেডিকেল',
      number1: phone,
    };
    const json = JSON.stringify(body).replace('"রোগী-সারোগেট"', `"রোগী${LONE}"`);
    const res = await t.inject({
      method: 'POST',
      url: '/api/blood-request',
      headers: { 'content-type': 'application/json' },
      payload: json,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'MALFORMED_TEXT', field: 'patient_name' });
    const list = await t.inject({ url: '/api/blood-request', headers: superAdmin.headers });
    expect(JSON.stringify(list.json())).not.toContain(phone);
  });

  it('a lone surrogate in an update leaves the row as it was', async () => {
    const donor = await buildDonor(t.db, here, { name: 'সারোগেট পরীক্ষা' });
    const res = await t.inject({
      method: 'PATCH',
      url: `/api/donorInfo/${donor.id}`,
      headers: { ...superAdmin.headers, 'content-type': 'application/json' },
      payload: `{"name":"ভাঙা${LONE}"}`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'MALFORMED_TEXT', field: 'name' });
    const [row] = await t.db
      .select({ name: donors.name })
      .from(donors)
      .where(eq(donors.id, donor.id));
    expect(row?.name).toBe('সারোগেট পরীক্ষা');
  });

  it('a search with a NUL is a 400 naming the search, not a database error', async () => {
    const res = await t.inject({
      url: '/api/available-donor?search=%00',
      headers: superAdmin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CONTROL_CHARACTER', field: 'search' });
  });
});
