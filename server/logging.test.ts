import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskPersonalData, safeError } from './logging.ts';
import { nextPhone, places, type Place } from './test/factories.ts';
import { startTestApp, type TestApp } from './test/app.ts';
import { loginAs, type TestUser } from './test/auth.ts';

/**
 * Logs carry no personal data: the server runs at LOG_LEVEL=debug into a captured stream, meets
 * an unexpected database error while storing a donor, and the log must say that it happened
 * (route, PostgreSQL's code) without any of the request's personal data.
 */
const lines: string[] = [];
const logText = () => lines.join('');

let t: TestApp;
let admin: TestUser;
let here: Place;

const personal = {
  name: 'Rahim Secretname Uddin',
  phone: nextPhone(),
  birthDate: '1994-03-17',
  village: 'Hiddenvillage',
  search: 'Searchedperson',
  searchedPhone: '01799988877',
};

beforeAll(async () => {
  t = await startTestApp(
    { LOG_LEVEL: 'debug' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
  admin = await loginAs(t, 'admin');
  here = (await places(t.db, 1))[0]!;
  // An unexpected failure inside the database while a donor is stored.
  await t.db.execute(
    sql`create function refuse_donor() returns trigger language plpgsql as $$
      begin raise exception 'refused by test trigger'; end $$`,
  );
  await t.db.execute(
    sql`create trigger refuse_donor before insert on donors for each row execute function refuse_donor()`,
  );
});
afterAll(() => t.close());

describe('the log', () => {
  it('records an unexpected database error without the request’s personal data', async () => {
    const res = await t.inject({
      method: 'POST',
      url: `/api/donor-request?name=${encodeURIComponent(personal.name)}`,
      headers: { ...admin.headers, cookie: 'better-auth.session_token=cookie-secret-value' },
      payload: {
        name: personal.name,
        bloodGroup: 'oPositive',
        age: personal.birthDate,
        number1: personal.phone,
        gender: 'পুরুষ',
        division: `${here.divisionId},বিভাগ`,
        district: String(here.districtId),
        upazila: String(here.upazilaId),
        union: `${here.unionId},ইউনিয়ন`,
        village: personal.village,
      },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'INTERNAL', statusCode: 500 });
    expect(res.body).not.toContain(personal.phone);

    const failure = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'request failed');
    expect(failure, logText()).toBeDefined();
    expect(failure.error.database.code).toBe('P0001');
    expect(failure.req?.url ?? logText()).toContain('/api/donor-request');
  });

  it('records searches, emails in paths and sign-ins without their values', async () => {
    await t.inject({
      url: `/api/available-donor?search=${personal.search}&phone=${personal.searchedPhone}`,
      headers: admin.headers,
    });
    await t.inject({
      url: `/api/admin/${encodeURIComponent(admin.email)}`,
      headers: admin.headers,
    });
    await t.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: admin.email, password: 'not-the-password-secret' },
    });
    expect(logText()).toContain('/api/admin/:email');
  });

  it('holds none of the personal data sent in any of these requests', () => {
    expect(lines.length).toBeGreaterThan(5);
    const text = logText();
    for (const value of [
      ...Object.values(personal),
      admin.email,
      admin.token,
      'cookie-secret-value',
      'not-the-password-secret',
      'Secretname',
    ]) {
      expect(text, `log holds ${value}`).not.toContain(value);
    }
    expect(text).not.toContain(encodeURIComponent(admin.email));
  });
});

describe('safeError', () => {
  it('keeps only PostgreSQL’s code and names of a query error, whose message holds the parameters', () => {
    const cause = Object.assign(new Error('value too long'), {
      code: '22001',
      table: 'donors',
      column: 'name',
    });
    const error = Object.assign(
      new Error(
        'Failed query: insert into "donors" ("name", "phone1") values ($1, $2)\nparams: Rahim,01711111111',
      ),
      { name: 'DrizzleQueryError', cause },
    );
    const summary = safeError(error);
    expect(summary.database).toEqual({ code: '22001', table: 'donors', column: 'name' });
    expect(JSON.stringify(summary)).not.toMatch(/Rahim|01711111111|params/);
  });

  it('masks quoted text, emails, long numbers and non-ASCII text in other messages', () => {
    expect(maskPersonalData(`donor "Karim" (karim@example.com, 01711111111) রহিম missing`)).toBe(
      'donor "…" ([email], [number]) … missing',
    );
    expect(
      safeError(new TypeError("Cannot read properties of undefined (reading 'x')")).message,
    ).toBe('Cannot read properties of undefined (reading "…")');
  });
});
