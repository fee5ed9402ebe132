import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DonorRow } from '../../../common/schemas/donors.ts';
import { auditEvents, donors } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { createUser, loginAs, type TestRole, type TestUser } from '../../test/auth.ts';
import { buildDonor, nextPhone, places, type Place } from '../../test/factories.ts';

/**
 * Consent recorded by an admin on the edit form: saved with how it was given (a call, a paper
 * form, in person), withdrawn by unticking, audited, shown and filtered in the lists. The server
 * logs at debug into a captured stream, which must never carry the donors' personal data.
 */
const lines: string[] = [];
let t: TestApp;
let callers: Record<TestRole, TestUser>;
let here: Place;

beforeAll(async () => {
  t = await startTestApp(
    { LOG_LEVEL: 'debug' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
  callers = {
    user: await createUser(t),
    admin: await loginAs(t, 'admin'),
    superAdmin: await loginAs(t, 'superAdmin'),
    owner: await loginAs(t, 'owner'),
  };
  [here] = (await places(t.db, 1)) as [Place];
});
afterAll(() => t.close());

// The names and numbers of this file's donors: none of them may appear in the log.
const personal: string[] = [];
const V = 'সম্মতিগ্রাম';
async function donorIn(overrides: Parameters<typeof buildDonor>[2] = {}) {
  const phone1 = nextPhone();
  const name = `সম্মতি পরীক্ষা ${personal.length}`;
  personal.push(phone1, name);
  return buildDonor(t.db, here, { name, phone1, village: V, ...overrides });
}
const donor = donorIn;

const admin = () => callers.admin;
const edit = (
  row: { id: string; name: string; phone1: string },
  extra: Record<string, unknown>,
  who: TestUser | null = admin(),
) =>
  t.inject({
    method: 'PATCH',
    url: `/api/donorInfo/${row.id}`,
    headers: who?.headers ?? {},
    payload: {
      name: row.name,
      bloodGroup: 'oPositive',
      gender: 'পুরুষ',
      number1: row.phone1,
      donationCount: 0,
      ...extra,
    },
  });
const get = (url: string, who: TestUser | null = admin()) =>
  t.inject({ url, headers: who?.headers ?? {} });
const stored = async (id: string) =>
  (await t.db.select().from(donors).where(eq(donors.id, id)))[0]!;
const lastUpdate = async (id: string) =>
  (
    await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, id), eq(auditEvents.action, 'update')))
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(1)
  )[0];

describe('PATCH /api/donorInfo/:id with consent', () => {
  it('saves consent with how it was given; the server stamps the time; the list row says so', async () => {
    const row = await donor({
      contactConsent: false,
      consentSource: 'registrationForm',
      consentAt: new Date('2026-01-01T00:00:00Z'),
    });
    const before = Date.now();
    const res = await edit(row, {
      contactConsent: true,
      consentSource: 'phoneCall',
      consentAt: '2001-01-01T00:00:00Z',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await stored(row.id);
    expect(after).toMatchObject({ contactConsent: true, consentSource: 'phoneCall' });
    expect(after.consentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const list = (
      await get(`/api/available-donor?limit=100&villageFilterData=${encodeURIComponent(V)}`)
    ).json();
    const shown = (list.availableDonorList as DonorRow[]).find((d) => d._id === row.id);
    expect(shown).toMatchObject({ contactConsent: true, consentSource: 'phoneCall' });
  });

  it('is audited as the donor update, with consent and its source', async () => {
    const row = await donor({ contactConsent: false });
    expect((await edit(row, { contactConsent: true, consentSource: 'paperForm' })).statusCode).toBe(
      200,
    );
    const event = await lastUpdate(row.id);
    expect(event).toMatchObject({ target: 'donor', actorEmail: admin().email });
    expect(event!.changes).toMatchObject({
      contactConsent: { from: false, to: true },
      consentSource: { from: null, to: 'paperForm' },
    });
  });

  it('unticking withdraws consent, recorded as withdrawn by the admin form and audited', async () => {
    const row = await donor({
      contactConsent: true,
      consentSource: 'donorLink',
      consentAt: new Date('2026-01-01T00:00:00Z'),
    });
    // A way sent with a withdrawal means nothing and is not stored.
    expect((await edit(row, { contactConsent: false, consentSource: 'inPerson' })).statusCode).toBe(
      200,
    );
    const after = await stored(row.id);
    expect(after).toMatchObject({ contactConsent: false, consentSource: 'adminForm' });
    expect(after.consentAt!.getTime()).toBeGreaterThan(new Date('2026-01-01T00:00:00Z').getTime());
    expect((await lastUpdate(row.id))!.changes).toMatchObject({
      contactConsent: { from: true, to: false },
      consentSource: { from: 'donorLink', to: 'adminForm' },
    });
  });

  it('leaves consent as stored when the form does not send it, or sends what is stored', async () => {
    const at = new Date('2026-02-02T00:00:00Z');
    const row = await donor({ contactConsent: true, consentSource: 'inPerson', consentAt: at });
    personal.push('নতুন নাম', 'আরেক নাম');
    expect((await edit(row, { name: 'নতুন নাম' })).statusCode).toBe(200);
    expect(await stored(row.id)).toMatchObject({
      contactConsent: true,
      consentSource: 'inPerson',
      consentAt: at,
    });
    expect(
      (await edit(row, { name: 'আরেক নাম', contactConsent: true, consentSource: 'inPerson' }))
        .statusCode,
    ).toBe(200);
    expect(await stored(row.id)).toMatchObject({
      contactConsent: true,
      consentSource: 'inPerson',
      consentAt: at,
    });
    expect(Object.keys((await lastUpdate(row.id))!.changes ?? {})).not.toContain('contactConsent');
    // A donor who never consented stays as recorded when the box stays unticked.
    const never = await donor({
      contactConsent: false,
      consentSource: 'registrationForm',
      consentAt: at,
    });
    expect((await edit(never, { contactConsent: false })).statusCode).toBe(200);
    expect(await stored(never.id)).toMatchObject({
      contactConsent: false,
      consentSource: 'registrationForm',
      consentAt: at,
    });
  });

  it('refuses a tick without its way, an unknown way or a non-boolean, naming the field', async () => {
    const row = await donor({ contactConsent: false });
    for (const [extra, field, message] of [
      [{ contactConsent: true }, 'consentSource', 'How the donor consented is required'],
      [
        { contactConsent: true, consentSource: '' },
        'consentSource',
        'How the donor consented is required',
      ],
      [
        { contactConsent: true, consentSource: 'email' },
        'consentSource',
        'consentSource must be one of phoneCall, paperForm, inPerson',
      ],
      [
        { contactConsent: true, consentSource: 'registrationForm' },
        'consentSource',
        'consentSource must be one of',
      ],
      [
        { contactConsent: 'yes', consentSource: 'phoneCall' },
        'contactConsent',
        'contactConsent must be true or false',
      ],
    ] as const) {
      const res = await edit(row, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().field).toBe(field);
      expect(res.json().message).toContain(message);
    }
    expect(await stored(row.id)).toMatchObject({ contactConsent: false });
  });

  it('is for admins, super admins and the owner; anonymous 401, a user 403', async () => {
    const row = await donor({ contactConsent: false });
    const body = { contactConsent: true, consentSource: 'phoneCall' };
    expect((await edit(row, body, null)).statusCode).toBe(401);
    expect((await edit(row, body, callers.user)).statusCode).toBe(403);
    expect((await stored(row.id)).contactConsent).toBe(false);
    for (const role of ['admin', 'superAdmin', 'owner'] as const) {
      const res = await edit(
        row,
        { ...body, contactConsent: role !== 'superAdmin' },
        callers[role],
      );
      expect(res.statusCode, role).toBe(200);
      expect((await stored(row.id)).contactConsent, role).toBe(role !== 'superAdmin');
      expect((await lastUpdate(row.id))!.actorEmail, role).toBe(callers[role].email);
    }
  });
});

describe('the donor lists filter by consent', () => {
  // A village of this block's own, so that the donors edited above stay out of its lists.
  const W = 'ফিল্টারগ্রাম';
  const ids: Record<string, string> = {};
  const donor = (overrides: Parameters<typeof buildDonor>[2]) =>
    donorIn({ village: W, ...overrides });
  beforeAll(async () => {
    const now = Date.now();
    ids.yes = (await donor({ contactConsent: true, consentSource: 'phoneCall' })).id;
    ids.no = (await donor({ contactConsent: false })).id;
    ids.restingYes = (
      await donor({
        contactConsent: true,
        consentSource: 'paperForm',
        nextEligibleAt: new Date(now + 30 * 86_400_000),
      })
    ).id;
    ids.restingNo = (
      await donor({ contactConsent: false, nextEligibleAt: new Date(now + 30 * 86_400_000) })
    ).id;
    ids.pendingYes = (
      await donor({
        status: 'pending',
        acceptedAt: null,
        contactConsent: true,
        consentSource: 'registrationForm',
      })
    ).id;
    ids.pendingNo = (
      await donor({ status: 'pending', acceptedAt: null, contactConsent: false })
    ).id;
  });
  const mine = (rows: DonorRow[]) =>
    rows.map((r) => r._id).filter((id) => Object.values(ids).includes(id));
  const list = async (
    kind: 'available' | 'unavailable',
    consent: string,
    who: TestUser = admin(),
  ) => {
    const res = await get(
      `/api/${kind}-donor?limit=100&villageFilterData=${encodeURIComponent(W)}&consent=${consent}`,
      who,
    );
    expect(res.statusCode, res.body).toBe(200);
    return mine(res.json()[`${kind}DonorList`]);
  };
  const requests = async (consent: string) => {
    const res = await get(`/api/donor-request?limit=100&consent=${consent}`);
    expect(res.statusCode, res.body).toBe(200);
    return mine(res.json().allDonorRequest);
  };

  it('yes: only donors who consented; no: only those who did not; empty: everyone', async () => {
    expect(await list('available', 'yes')).toEqual([ids.yes]);
    expect(await list('available', 'no')).not.toContain(ids.yes);
    expect(await list('available', 'no')).toContain(ids.no);
    expect((await list('available', '')).sort()).toEqual(expect.arrayContaining([ids.yes, ids.no]));
    expect(await list('unavailable', 'yes')).toEqual([ids.restingYes]);
    expect(await list('unavailable', 'no')).toEqual([ids.restingNo]);
    expect(await requests('yes')).toEqual([ids.pendingYes]);
    expect(await requests('no')).toEqual([ids.pendingNo]);
    expect((await requests('')).sort()).toEqual([ids.pendingYes, ids.pendingNo].sort());
    const counted = (
      await get(
        `/api/available-donor?limit=1&villageFilterData=${encodeURIComponent(W)}&consent=yes`,
      )
    ).json();
    expect(counted.totalCount).toBe(1);
  });

  it('refuses a value other than yes or no, naming the field; input never becomes SQL', async () => {
    for (const url of ['/api/available-donor', '/api/unavailable-donor', '/api/donor-request']) {
      for (const bad of ['maybe', 'true', "yes' or '1'='1", 'YES;drop table donors']) {
        const res = await get(`${url}?consent=${encodeURIComponent(bad)}`);
        expect(res.statusCode, `${url} ${bad}`).toBe(400);
        expect(res.json().field).toBe('consent');
        expect(res.json().message).toContain('must be yes or no');
      }
    }
  });

  it('is for admins, super admins and the owner; anonymous 401, a user 403', async () => {
    for (const url of [
      '/api/available-donor?consent=yes',
      '/api/unavailable-donor?consent=no',
      '/api/donor-request?consent=yes',
    ]) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      expect((await get(url, callers.user)).statusCode, url).toBe(403);
      for (const role of ['admin', 'superAdmin', 'owner'] as const) {
        expect((await get(url, callers[role])).statusCode, `${url} ${role}`).toBe(200);
      }
    }
    expect(await list('available', 'yes', callers.owner)).toEqual([ids.yes]);
  });
});

describe('logs', () => {
  it('carry none of the edited donors’ names or numbers', () => {
    const text = lines.join('');
    expect(text).toContain('/api/donorInfo/:id');
    for (const value of personal) expect(text).not.toContain(value);
  });
});
