import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_DEFAULTS, ELIGIBILITY_DEFAULTS } from '../../../common/constants.ts';
import type { DonorRow } from '../../../common/schemas/donors.ts';
import { loadConfig } from '../../config.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, loginCallers, type TestUser } from '../../test/auth.ts';
import { eq } from 'drizzle-orm';
import { auditEvents } from '../../db/schema.ts';
import { buildDonor, places, type Place } from '../../test/factories.ts';

let t: TestApp;
let user: TestUser;
let admin: TestUser;
let superAdmin: TestUser;
let here: Place;

beforeAll(async () => {
  t = await startTestApp();
  ({ user, admin, superAdmin } = await loginCallers(t));
  [here] = (await places(t.db, 1)) as [Place];
});
afterAll(() => t.close());

const put = (eligibility: unknown, who: TestUser = superAdmin) =>
  t.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: who.headers,
    payload: { eligibility } as Record<string, unknown>,
  });
const names = async (kind: 'available' | 'unavailable') =>
  (
    (
      await t.inject({
        url: `/api/${kind}-donor?limit=100&donorSearchData=অপেক্ষা`,
        headers: admin.headers,
      })
    ).json()[`${kind}DonorList`] as DonorRow[]
  )
    .map((d) => d.name)
    .sort();

describe('eligibility settings', () => {
  it('starts at the defaults: 90 days for men, 120 for women and others, 14 after platelets', async () => {
    const res = await t.inject({ url: '/api/settings', headers: admin.headers });
    expect(res.json()).toEqual({
      eligibility: {
        wholeBloodMaleDays: 90,
        wholeBloodFemaleDays: 120,
        wholeBloodOtherDays: 120,
        plateletsDays: 14,
      },
      defaults: ELIGIBILITY_DEFAULTS,
      alerts: ALERT_DEFAULTS,
      alertDefaults: { ...ALERT_DEFAULTS, waveSeconds: t.app.config.ALERT_WAVE_SECONDS },
      community: { bn: 'রক্তসেতু', en: 'Roktosetu' },
      communityDefaults: { bn: 'রক্তসেতু', en: 'Roktosetu' },
    });
    expect((await t.inject({ url: '/api/settings', headers: user.headers })).statusCode).toBe(403);
  });

  it('a change recomputes who is available at once', async () => {
    await buildDonor(t.db, here, {
      name: 'অপেক্ষা নারী',
      gender: 'female',
      donations: [{ daysAgo: 100 }],
    });
    await buildDonor(t.db, here, {
      name: 'অপেক্ষা পুরুষ',
      gender: 'male',
      donations: [{ daysAgo: 100 }],
    });
    await buildDonor(t.db, here, {
      name: 'অপেক্ষা প্লেটলেট',
      gender: 'male',
      donations: [{ daysAgo: 10, kind: 'platelets' }],
    });
    expect(await names('available')).toEqual(['অপেক্ষা পুরুষ']);
    expect(await names('unavailable')).toEqual(['অপেক্ষা নারী', 'অপেক্ষা প্লেটলেট']);

    const changed = {
      wholeBloodMaleDays: 120,
      wholeBloodFemaleDays: 90,
      wholeBloodOtherDays: 120,
      plateletsDays: 7,
    };
    const res = await put(changed);
    expect(res.json()).toMatchObject({
      eligibility: changed,
      defaults: ELIGIBILITY_DEFAULTS,
      alerts: ALERT_DEFAULTS,
      alertDefaults: ALERT_DEFAULTS,
    });
    expect(await names('available')).toEqual(['অপেক্ষা নারী', 'অপেক্ষা প্লেটলেট']);
    expect(await names('unavailable')).toEqual(['অপেক্ষা পুরুষ']);
    expect(
      (await t.inject({ url: '/api/settings', headers: admin.headers })).json().eligibility,
    ).toEqual(changed);

    // Back to the defaults: back as it was.
    expect((await put(ELIGIBILITY_DEFAULTS)).statusCode).toBe(200);
    expect(await names('available')).toEqual(['অপেক্ষা পুরুষ']);
  });

  it('only a super admin changes it; each number is a whole day count from 1 to 365', async () => {
    const denied = await put(ELIGIBILITY_DEFAULTS, admin);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Super Admin Can Only Change Settings');
    for (const [bad, field] of [
      [{ ...ELIGIBILITY_DEFAULTS, plateletsDays: 0 }, 'eligibility.plateletsDays'],
      [{ ...ELIGIBILITY_DEFAULTS, wholeBloodMaleDays: 366 }, 'eligibility.wholeBloodMaleDays'],
      [{ ...ELIGIBILITY_DEFAULTS, wholeBloodFemaleDays: 1.5 }, 'eligibility.wholeBloodFemaleDays'],
      [{ ...ELIGIBILITY_DEFAULTS, wholeBloodOtherDays: '120' }, 'eligibility.wholeBloodOtherDays'],
      [
        { wholeBloodMaleDays: 90, wholeBloodFemaleDays: 120, wholeBloodOtherDays: 120 },
        'eligibility.plateletsDays',
      ],
      [{ ...ELIGIBILITY_DEFAULTS, plasmaDays: 28 }, 'eligibility'],
    ] as const) {
      const res = await put(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    expect(
      (await t.inject({ url: '/api/settings', headers: admin.headers })).json().eligibility,
    ).toEqual(ELIGIBILITY_DEFAULTS);
  });

  it('alert limits and quiet hours: kept when absent, changed by a super admin only, checked', async () => {
    const alerts = { perDay: 2, perWeek: 5, quietStart: '21:30', quietEnd: '07:00' };
    const send = (body: unknown, who: TestUser = superAdmin) =>
      t.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: who.headers,
        payload: body as Record<string, unknown>,
      });
    expect((await send({ eligibility: ELIGIBILITY_DEFAULTS, alerts }, admin)).statusCode).toBe(403);
    expect((await send({ eligibility: ELIGIBILITY_DEFAULTS, alerts })).json().alerts).toEqual(
      alerts,
    );
    expect((await send({ eligibility: ELIGIBILITY_DEFAULTS })).json().alerts).toEqual(alerts);
    const bad = await send({
      eligibility: ELIGIBILITY_DEFAULTS,
      alerts: { ...alerts, quietEnd: '25:00' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('alerts.quietEnd');
    expect(
      (await send({ eligibility: ELIGIBILITY_DEFAULTS, alerts: ALERT_DEFAULTS })).json().alerts,
    ).toEqual(ALERT_DEFAULTS);
  });

  it("the automatic waves' interval: saved with the limits by a super admin, checked, dropped when left out", async () => {
    const send = (alerts: unknown) =>
      t.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: superAdmin.headers,
        payload: { eligibility: ELIGIBILITY_DEFAULTS, alerts } as Record<string, unknown>,
      });
    const saved = await send({ ...ALERT_DEFAULTS, waveSeconds: 600 });
    expect(saved.json().alerts).toEqual({ ...ALERT_DEFAULTS, waveSeconds: 600 });
    const read = await t.inject({ url: '/api/settings', headers: admin.headers });
    expect(read.json().alerts.waveSeconds).toBe(600);
    const bad = await send({ ...ALERT_DEFAULTS, waveSeconds: 30 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('alerts.waveSeconds');
    expect((await send(ALERT_DEFAULTS)).json().alerts).toEqual(ALERT_DEFAULTS);
  });

  it("the community's name: the product's until set; set by a super admin or the owner only, NFC and trimmed, kept when absent, audited", async () => {
    const owner = await loginAs(t, 'owner');
    const send = (body: unknown, who: TestUser | null = superAdmin) =>
      t.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: who?.headers ?? {},
        payload: body as Record<string, unknown>,
      });
    const current = async () =>
      (await t.inject({ url: '/api/settings', headers: admin.headers })).json().community;
    const named = { bn: 'শ্যামপুর রক্তদান সংঘ', en: 'Shyampur Blood Circle' };

    expect(await current()).toEqual({ bn: 'রক্তসেতু', en: 'Roktosetu' });
    // Anonymous, user and admin may not; the proven owner and a super admin may.
    expect(
      (await send({ eligibility: ELIGIBILITY_DEFAULTS, community: named }, null)).statusCode,
    ).toBe(401);
    for (const who of [user, admin]) {
      const denied = await send({ eligibility: ELIGIBILITY_DEFAULTS, community: named }, who);
      expect(denied.statusCode).toBe(403);
    }
    expect(await current()).toEqual({ bn: 'রক্তসেতু', en: 'Roktosetu' });
    const byOwner = await send(
      { eligibility: ELIGIBILITY_DEFAULTS, community: { bn: 'মালিকের সংঘ', en: 'Owner Circle' } },
      owner,
    );
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json().community).toEqual({ bn: 'মালিকের সংঘ', en: 'Owner Circle' });

    // Trimmed and NFC: য় typed as one code point (U+09DF) is stored as NFC gives it (য + nukta).
    const saved = await send({
      eligibility: ELIGIBILITY_DEFAULTS,
      community: { bn: '  শ্যামপুর রক্তদান সংঘ ', en: ' Shyampur Blood Circle\t' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().community).toEqual(named);
    expect(await current()).toEqual(named);
    const composed = await send({
      eligibility: ELIGIBILITY_DEFAULTS,
      community: { bn: 'না\u09DFাপাড়া সংঘ', en: 'Noyapara' },
    });
    expect(composed.json().community.bn).toBe('না\u09AF\u09BCাপাড়া সংঘ'.normalize('NFC'));
    expect(composed.json().community.bn).not.toContain('\u09DF');
    expect((await send({ eligibility: ELIGIBILITY_DEFAULTS, community: named })).statusCode).toBe(
      200,
    );
    // Absent: unchanged.
    expect((await send({ eligibility: ELIGIBILITY_DEFAULTS })).json().community).toEqual(named);

    for (const [bad, field] of [
      [{ bn: '   ', en: 'Shyampur' }, 'community.bn'],
      [{ bn: 'শ্যামপুর', en: '' }, 'community.en'],
      [{ bn: 'শ্যামপুর', en: 'x'.repeat(61) }, 'community.en'],
      [{ bn: 'শ্যামপুর\nরক্ত', en: 'Shyampur' }, 'community.bn'],
      [{ bn: 'শ্যামপুর', en: 'Shyam\u0007pur' }, 'community.en'],
      [{ bn: 'শ্যামপুর', en: 42 }, 'community.en'],
      [{ bn: 'শ্যামপুর' }, 'community.en'],
      [{ bn: 'শ্যামপুর', en: 'Shyampur', ar: 'x' }, 'community'],
    ] as const) {
      const res = await send({ eligibility: ELIGIBILITY_DEFAULTS, community: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().field, JSON.stringify(bad)).toBe(field);
    }
    expect(
      (
        await send({
          eligibility: ELIGIBILITY_DEFAULTS,
          community: { bn: 'শ'.repeat(60), en: 'x'.repeat(60) },
        })
      ).statusCode,
    ).toBe(200);
    expect((await send({ eligibility: ELIGIBILITY_DEFAULTS, community: named })).statusCode).toBe(
      200,
    );
    expect(await current()).toEqual(named);

    // Each change is an event with before and after; a save that changes nothing names nothing.
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, 'community'));
    const first = events.find((e) => e.actorId === owner.id);
    expect(first).toMatchObject({ action: 'changeSettings', target: 'settings' });
    expect(first!.changes).toEqual({
      bn: { from: 'রক্তসেতু', to: 'মালিকের সংঘ' },
      en: { from: 'Roktosetu', to: 'Owner Circle' },
    });
    expect(events.filter((e) => e.actorId === superAdmin.id).map((e) => e.changes)).toContainEqual({
      bn: { from: 'মালিকের সংঘ', to: named.bn },
      en: { from: 'Owner Circle', to: named.en },
    });
    // The waits sent along unchanged are not saved again (no event, no recount of every donor).
    const eligibilityEvents = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, 'eligibility'));
    expect(eligibilityEvents.filter((e) => e.at >= first!.at)).toEqual([]);
  });

  it('the old NEXT_DONATION_DAYS environment setting is refused with a clear message', () => {
    expect(() => loadConfig({ NEXT_DONATION_DAYS: '90' })).toThrow(
      /NEXT_DONATION_DAYS: is no longer read/,
    );
  });
});
