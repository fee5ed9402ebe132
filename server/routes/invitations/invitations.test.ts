import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { InvitationProgress, InviteResult } from '../../../common/schemas/invitations.ts';
import type { DonorLinkView } from '../../../common/schemas/donor-link.ts';
import { FakeGateway } from '../../alerts/fake-gateway.ts';
import { alertOutbox, auditEvents, donors, importJobs, units } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestUser } from '../../test/auth.ts';
import {
  buildDonor,
  places,
  seriesDonors,
  type DonorOverrides,
  type Place,
} from '../../test/factories.ts';
import { rowsOf } from '../../db/client.ts';

/**
 * Inviting listed donors (docs/decisions/052): the call, its rules (live verified donors, one
 * invitation in 30 days, quiet hours), the SMS reaching a fake gateway in the donor's language,
 * a failed SMS counted as unreachable, the donor's answer through the link, and the progress.
 */
const DAY = 86_400_000;
let t: TestApp;
let gateway: FakeGateway;
let admin: TestUser;
let superAdmin: TestUser;
let here: Place;
let ip = 0;

const ELIGIBILITY = {
  wholeBloodMaleDays: 90,
  wholeBloodFemaleDays: 120,
  wholeBloodOtherDays: 120,
  plateletsDays: 14,
};
const quiet = (quietStart: string, quietEnd: string) =>
  send(
    'PUT',
    '/api/settings',
    { eligibility: ELIGIBILITY, alerts: { perDay: 1, perWeek: 3, quietStart, quietEnd } },
    superAdmin,
  );

beforeAll(async () => {
  gateway = new FakeGateway();
  await gateway.start();
  t = await startTestApp({
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: gateway.template,
    ALERT_POLL_MS: '50',
    // One attempt: a gateway that refuses once makes the invitation fail (unreachable).
    ALERT_MAX_ATTEMPTS: '1',
    PUBLIC_URL: 'https://roktosetu.example.org',
  });
  admin = await loginAs(t, 'admin');
  superAdmin = await loginAs(t, 'superAdmin');
  [here] = (await places(t.db, 1)) as [Place];
  // No quiet hours, so that an invitation goes out whatever the hour; the quiet-hours test sets its own.
  expect((await quiet('00:00', '00:00')).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await gateway.stop();
});

function send(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  who: TestUser | null = admin,
) {
  ip += 1;
  return t.inject({
    method,
    url,
    headers: who?.headers ?? {},
    remoteAddress: `10.8.${Math.floor(ip / 250)}.${ip % 250}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A donor brought in from a list: verified, no consent, and (unless overridden) nothing but the upazila known. */
const listed = (overrides: DonorOverrides = {}) =>
  buildDonor(t.db, here, {
    contactConsent: false,
    birthDate: null,
    gender: null,
    unionId: null,
    village: '',
    ...overrides,
  });
const complete = (overrides: DonorOverrides = {}) =>
  buildDonor(t.db, here, { contactConsent: false, ...overrides });

async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 10_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const invitationsOf = (donorId: string) =>
  t.db
    .select()
    .from(alertOutbox)
    .where(and(eq(alertOutbox.donorId, donorId), eq(alertOutbox.kind, 'invitation')));
const messageTo = (phone: string) =>
  [...gateway.messages.values()].find((m) => m.to === `88${phone}`);
const linkOf = (text: string) =>
  /https:\/\/roktosetu\.example\.org\/d\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
const progress = async () =>
  (await send('GET', '/api/donors/invitations/progress')).json() as InvitationProgress;
const sentTo = (donorId: string) =>
  until(
    () => invitationsOf(donorId),
    (rows) => rows.length > 0 && rows.every((r) => r.state !== 'queued' && r.state !== 'sending'),
  );

describe('POST /api/donors/invitations', () => {
  it("invites the details-missing donors by SMS in each donor's language, with the community's name and the private link", async () => {
    const bn = await listed();
    const en = await listed({ language: 'en' });
    const withLink = await listed();
    const issued = (await send('POST', `/api/donors/${withLink.id}/link`)).json() as {
      url: string;
    };
    const whole = await complete();
    const pending = await listed({ status: 'pending' });
    const archived = await listed({ archivedAt: new Date() });

    const res = await send('POST', '/api/donors/invitations', { filter: 'detailsMissing' });
    expect(res.statusCode, res.body).toBe(202);
    const result = res.json() as InviteResult;
    expect(result).toEqual({ queued: 3, skipped: [], more: false });

    for (const donor of [bn, en, withLink])
      expect((await sentTo(donor.id))[0]).toMatchObject({
        state: 'sent',
        bloodRequestId: null,
        channel: 'sms',
      });
    for (const donor of [whole, pending, archived])
      expect(await invitationsOf(donor.id)).toEqual([]);

    const toBn = messageTo(bn.phone1)!;
    const toEn = messageTo(en.phone1)!;
    expect(toBn.text).toContain('রক্তসেতু');
    expect(toBn.text).toContain('রক্তের অনুরোধ পেতে চান কি না');
    expect(toEn.text).toContain('Roktosetu');
    expect(toEn.text).toContain('choose whether to get blood requests');
    // A donor without a link got one; a donor with one gets the same link in the text.
    const bnToken = linkOf(toBn.text)!;
    expect((await send('GET', `/api/donor-link/${bnToken}`, undefined, null)).statusCode).toBe(200);
    expect(linkOf(messageTo(withLink.phone1)!.text)).toBe(issued.url.split('/d/')[1]);
    for (const donor of [whole, pending, archived]) expect(messageTo(donor.phone1)).toBeUndefined();

    // One event for the call, with the filter and the count; never a phone number.
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'invitationsQueued'));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: admin.id, target: 'donor', targetId: null });
    expect(events[0]!.changes).toMatchObject({
      filter: 'detailsMissing',
      queued: 3,
      linksIssued: 2,
    });
    expect(JSON.stringify(events[0]!.changes)).not.toContain(bn.phone1);
    const sent = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'invitationSent'), eq(auditEvents.targetId, bn.id)));
    expect(sent).toHaveLength(1);
  });

  it('invites the donors who have not consented; a donor who consented is not one of them', async () => {
    const noConsent = await complete();
    const consented = await complete({ contactConsent: true });
    const res = (
      await send('POST', '/api/donors/invitations', { filter: 'noConsent' })
    ).json() as InviteResult;
    expect(res.queued).toBeGreaterThanOrEqual(1);
    expect((await sentTo(noConsent.id))[0]!.state).toBe('sent');
    expect(await invitationsOf(consented.id)).toEqual([]);
  });

  it('invites a donor at most once in 30 days', async () => {
    const donor = await listed();
    expect(
      (await send('POST', '/api/donors/invitations', { donorIds: [donor.id] })).json(),
    ).toEqual({ queued: 1, skipped: [], more: false });
    await sentTo(donor.id);
    const again = (
      await send('POST', '/api/donors/invitations', { donorIds: [donor.id] })
    ).json() as InviteResult;
    expect(again).toEqual({
      queued: 0,
      skipped: [{ donorId: donor.id, reason: 'invitedRecently' }],
      more: false,
    });
    // The filter leaves out those invited lately.
    expect(
      (
        (
          await send('POST', '/api/donors/invitations', { filter: 'detailsMissing' })
        ).json() as InviteResult
      ).queued,
    ).toBe(0);
    // 31 days later the donor may be invited again.
    await t.db
      .update(alertOutbox)
      .set({ queuedAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(alertOutbox.donorId, donor.id));
    expect(
      (
        (
          await send('POST', '/api/donors/invitations', { donorIds: [donor.id] })
        ).json() as InviteResult
      ).queued,
    ).toBe(1);
    expect(await sentTo(donor.id)).toHaveLength(2);
  });

  it('skips, with a reason, a donor who is unknown, archived, not verified or has no number', async () => {
    const archived = await listed({ archivedAt: new Date() });
    const pending = await listed({ status: 'pending' });
    const noPhone = await listed({ phone1: '' });
    const unknown = '00000000-0000-4000-8000-000000000001';
    const res = (
      await send('POST', '/api/donors/invitations', {
        donorIds: [archived.id, pending.id, noPhone.id, unknown],
      })
    ).json() as InviteResult;
    expect(res).toEqual({
      queued: 0,
      more: false,
      skipped: [
        { donorId: archived.id, reason: 'archived' },
        { donorId: pending.id, reason: 'notVerified' },
        { donorId: noPhone.id, reason: 'noPhone' },
        { donorId: unknown, reason: 'notFound' },
      ],
    });
  });

  it('quiet hours hold an invitation until they end', async () => {
    await quiet('00:00', '23:59');
    try {
      const donor = await listed();
      expect(
        (
          (
            await send('POST', '/api/donors/invitations', { donorIds: [donor.id] })
          ).json() as InviteResult
        ).queued,
      ).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [row] = await invitationsOf(donor.id);
      expect(row!.state).toBe('queued');
      expect(row!.dueAt.getTime()).toBeGreaterThan(Date.now());
      expect(messageTo(donor.phone1)).toBeUndefined();
      // Out of the way of the other tests: this one is never sent.
      await t.db.delete(alertOutbox).where(eq(alertOutbox.id, row!.id));
    } finally {
      await quiet('00:00', '00:00');
    }
  });

  it("holds an invitation for the quiet hours of the donor's unit, not only the installation's", async () => {
    const [unit] = await t.db.select({ id: units.id }).from(units).limit(1);
    await t.db
      .update(units)
      .set({ settings: { alerts: { quietStart: '00:00', quietEnd: '23:59' } } })
      .where(eq(units.id, unit!.id));
    try {
      const inUnit = await listed({ unitId: unit!.id });
      const queued = await send('POST', '/api/donors/invitations', { donorIds: [inUnit.id] });
      expect((queued.json() as InviteResult).queued, queued.body).toBe(1);
      const [row] = await invitationsOf(inUnit.id);
      expect(row!.state).toBe('queued');
      expect(row!.dueAt.getTime()).toBeGreaterThan(Date.now() + 60_000);
      await t.db.delete(alertOutbox).where(eq(alertOutbox.id, row!.id));
    } finally {
      await t.db.update(units).set({ settings: {} }).where(eq(units.id, unit!.id));
    }
  });

  it("names the community as its settings do, in each donor's language", async () => {
    const community = { bn: 'শ্যামপুর রক্তদান সংঘ', en: 'Shyampur Blood Circle' };
    const named = await send(
      'PUT',
      '/api/settings',
      { eligibility: ELIGIBILITY, community },
      superAdmin,
    );
    expect(named.statusCode, named.body).toBe(200);
    try {
      const bn = await listed();
      const en = await listed({ language: 'en' });
      const res = await send('POST', '/api/donors/invitations', { donorIds: [bn.id, en.id] });
      expect(res.json()).toEqual({ queued: 2, skipped: [], more: false });
      for (const donor of [bn, en]) expect((await sentTo(donor.id))[0]!.state).toBe('sent');
      const toBn = messageTo(bn.phone1)!.text;
      const toEn = messageTo(en.phone1)!.text;
      expect(toBn).toMatch(/^শ্যামপুর রক্তদান সংঘ-এর রক্তদাতা তালিকায় আপনার নাম আছে।/);
      expect(toBn).not.toContain('রক্তসেতু');
      expect(toBn).not.toContain('Shyampur');
      expect(toEn).toMatch(/^Shyampur Blood Circle has you on its blood donor list\./);
      expect(toEn).not.toContain('Roktosetu');
      expect(toEn).not.toContain('শ্যামপুর');
      expect(linkOf(toBn)).toBeTruthy();
      expect(linkOf(toEn)).toBeTruthy();
    } finally {
      const restored = await send(
        'PUT',
        '/api/settings',
        { eligibility: ELIGIBILITY, community: { bn: 'রক্তসেতু', en: 'Roktosetu' } },
        superAdmin,
      );
      expect(restored.statusCode).toBe(200);
    }
  });

  it('refuses a body without exactly one of donorIds and filter, naming the field', async () => {
    const cases: [unknown, string][] = [
      [{}, 'filter'],
      [{ filter: 'everyone' }, 'filter'],
      [{ donorIds: ['00000000-0000-4000-8000-000000000001'], filter: 'noConsent' }, 'filter'],
      [
        { donorIds: Array.from({ length: 1001 }, () => '00000000-0000-4000-8000-000000000001') },
        'donorIds',
      ],
      [{ donorIds: [] }, 'donorIds'],
    ];
    for (const [body, field] of cases) {
      const res = await send('POST', '/api/donors/invitations', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field, JSON.stringify(body)).toBe(field);
    }
  });
});

describe("the donor's answer through the link, and the progress", () => {
  it('saves the missing details and the consent through the link; a failed SMS counts as unreachable', async () => {
    const before = await progress();
    const donor = await listed();
    const unreachable = await listed();
    gateway.failNext = 0;
    expect(
      (
        (
          await send('POST', '/api/donors/invitations', { donorIds: [donor.id] })
        ).json() as InviteResult
      ).queued,
    ).toBe(1);
    await sentTo(donor.id);
    gateway.failNext = 1;
    expect(
      (
        (
          await send('POST', '/api/donors/invitations', { donorIds: [unreachable.id] })
        ).json() as InviteResult
      ).queued,
    ).toBe(1);
    expect((await sentTo(unreachable.id))[0]).toMatchObject({
      state: 'failed',
      lastError: 'gateway answered 503',
    });
    expect(
      await t.db
        .select()
        .from(auditEvents)
        .where(
          and(eq(auditEvents.action, 'invitationFailed'), eq(auditEvents.targetId, unreachable.id)),
        ),
    ).toHaveLength(1);

    const token = linkOf(messageTo(donor.phone1)!.text)!;
    const view = (
      await send('GET', `/api/donor-link/${token}`, undefined, null)
    ).json() as DonorLinkView;
    expect(view.donor).toMatchObject({
      contactConsent: false,
      missing: ['birthDate', 'gender', 'place', 'village'],
    });

    // Bad input: a 400 naming the field.
    const bad: [unknown, string][] = [
      [{ birthDate: '1990-01-01' }, 'contactConsent'],
      [{ contactConsent: true, birthDate: 'not a date' }, 'birthDate'],
      [{ contactConsent: true, gender: 'robot' }, 'gender'],
      [{ contactConsent: true, village: ' ' }, 'village'],
      [
        {
          contactConsent: true,
          place: {
            divisionId: here.divisionId,
            districtId: here.districtId,
            upazilaId: here.upazilaId,
            unionId: 999_999,
          },
        },
        'place.unionId',
      ],
    ];
    for (const [body, field] of bad) {
      const res = await send('PUT', `/api/donor-link/${token}/details`, body, null);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field, JSON.stringify(body)).toBe(field);
    }

    const saved = await send(
      'PUT',
      `/api/donor-link/${token}/details`,
      {
        contactConsent: true,
        birthDate: '1994-02-03',
        gender: 'মহিলা',
        place: here,
        village: 'দক্ষিণপাড়া',
      },
      null,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ contactConsent: true, missing: [] });
    const [row] = await t.db.select().from(donors).where(eq(donors.id, donor.id));
    expect(row).toMatchObject({
      birthDate: '1994-02-03',
      gender: 'female',
      unionId: here.unionId,
      village: 'দক্ষিণপাড়া',
      contactConsent: true,
      consentSource: 'donorLink',
      detailsMissing: false,
    });
    expect(row!.consentAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'donorCompletedDetails'), eq(auditEvents.targetId, donor.id)),
      );
    expect(event).toMatchObject({ actorId: null, actorEmail: null });
    expect(event!.changes).toMatchObject({
      via: 'donorLink',
      birthDate: '1994-02-03',
      contactConsent: { from: false, to: true },
    });

    // What is known now is the volunteer's to change, not the link's.
    const again = await send(
      'PUT',
      `/api/donor-link/${token}/details`,
      { contactConsent: true, village: 'অন্য গ্রাম' },
      null,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DETAIL_ALREADY_KNOWN', field: 'village' });

    expect(await progress()).toMatchObject({
      invited: before.invited + 2,
      opened: before.opened + 1,
      confirmed: before.confirmed + 1,
      consented: before.consented + 1,
      detailsComplete: before.detailsComplete + 1,
      unreachable: before.unreachable + 1,
    });
  });

  it("the donor may say no: stored as the donor's own answer through the link", async () => {
    const donor = await listed();
    await send('POST', '/api/donors/invitations', { donorIds: [donor.id] });
    await sentTo(donor.id);
    const token = linkOf(messageTo(donor.phone1)!.text)!;
    const res = await send(
      'PUT',
      `/api/donor-link/${token}/details`,
      { contactConsent: false },
      null,
    );
    expect(res.json()).toEqual({
      contactConsent: false,
      missing: ['birthDate', 'gender', 'place', 'village'],
    });
    const [row] = await t.db.select().from(donors).where(eq(donors.id, donor.id));
    expect(row).toMatchObject({ contactConsent: false, consentSource: 'donorLink' });
    const [invitation] = await invitationsOf(donor.id);
    expect(invitation).toMatchObject({ answer: 'no' });
    expect(invitation!.answeredAt).not.toBeNull();

    // Thirty days on, the filters do not ask again a donor who said no (nor one an admin withdrew).
    await t.db.execute(
      sql`update alert_outbox set queued_at = now() - interval '40 days' where donor_id = ${donor.id}`,
    );
    const withdrawn = await listed({ consentSource: 'adminForm' });
    for (const filter of ['noConsent', 'detailsMissing']) {
      expect((await send('POST', '/api/donors/invitations', { filter })).statusCode).toBe(202);
    }
    expect(await invitationsOf(donor.id)).toHaveLength(1);
    expect(await invitationsOf(withdrawn.id)).toHaveLength(0);
  });

  it('the link completes the place below what is known, never changes a known level, and refuses a birth date after a donation', async () => {
    const donor = await listed({ donations: [{ daysAgo: 400 }] });
    await send('POST', '/api/donors/invitations', { donorIds: [donor.id] });
    await sentTo(donor.id);
    const token = linkOf(messageTo(donor.phone1)!.text)!;
    const put = (body: unknown) => send('PUT', `/api/donor-link/${token}/details`, body, null);
    const [other] = await t.db
      .execute(sql`select id from upazilas where id <> ${here.upazilaId} limit 1`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    const moved = await put({ contactConsent: true, place: { ...here, upazilaId: other!.id } });
    expect([400, 409]).toContain(moved.statusCode);
    expect(String(moved.json().field)).toMatch(/^place\./);
    const huge = await put({ contactConsent: true, place: { ...here, unionId: 3_000_000_000 } });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().field).toBe('place.unionId');
    const late = await put({
      contactConsent: true,
      birthDate: new Date(Date.now() - 100 * DAY).toISOString().slice(0, 10),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().field).toBe('birthDate');
    const [row] = await t.db.select().from(donors).where(eq(donors.id, donor.id));
    expect(row).toMatchObject({ upazilaId: here.upazilaId, unionId: null, birthDate: null });
    expect((await put({ contactConsent: true, place: here })).statusCode).toBe(200);
  });
});

describe('the bound of a filter', () => {
  it('takes at most 5,000 donors a call and says there are more', async () => {
    // Held by quiet hours, so that the worker sends none of them during the test.
    await quiet('00:00', '23:59');
    try {
      await seriesDonors(t.db, here, 5001, '0160', {
        acceptedAt: sql`now()`,
        donationCount: sql`0`,
      });
      await t.db.execute(sql`update donors set village = '' where phone1 like '0160%'`);
      const first = (
        await send('POST', '/api/donors/invitations', { filter: 'detailsMissing' })
      ).json() as InviteResult;
      expect(first).toMatchObject({ queued: 5000, more: true });
      const second = (
        await send('POST', '/api/donors/invitations', { filter: 'detailsMissing' })
      ).json() as InviteResult;
      expect(second.more).toBe(false);
      const [counts] = await rowsOf<{ links: number; invitations: number }>(
        t.db,
        sql`select (select count(*)::int from donor_links l join donors d on d.id = l.donor_id where d.phone1 like '0160%' and l.revoked_at is null) as links,
          (select count(*)::int from alert_outbox o join donors d on d.id = o.donor_id where d.phone1 like '0160%' and o.kind = 'invitation') as invitations`,
      );
      expect(counts).toEqual({ links: 5001, invitations: 5001 });
    } finally {
      await t.db.execute(
        sql`delete from alert_outbox where kind = 'invitation' and state = 'queued'`,
      );
      await quiet('00:00', '00:00');
    }
  }, 120_000);
});

describe("an import's donors (the donors one import job created)", () => {
  const importJob = async (fileName = 'শ্যামপুর-তালিকা.csv') => {
    const [job] = await t.db
      .insert(importJobs)
      .values({ state: 'done', createdBy: admin.id, fileName, options: {} })
      .returning({ id: importJobs.id });
    return job!.id;
  };
  const progressOf = async (importJobId: string) => {
    const res = await send('GET', `/api/donors/invitations/progress?importJobId=${importJobId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as InvitationProgress;
  };

  it('invites the live verified donors that import created, with the same rules, and counts its progress', async () => {
    const job = await importJob();
    const otherJob = await importJob('other.csv');
    const first = await listed({ importJobId: job });
    const second = await listed({ importJobId: job });
    const recent = await listed({ importJobId: job });
    const pending = await listed({ importJobId: job, status: 'pending', acceptedAt: null });
    const archived = await listed({ importJobId: job, archivedAt: new Date() });
    const elsewhere = await listed({ importJobId: otherJob });
    const registered = await listed();
    expect(
      (await send('POST', '/api/donors/invitations', { donorIds: [recent.id] })).json(),
    ).toMatchObject({ queued: 1 });

    const before = await progressOf(job);
    expect(before).toMatchObject({
      invited: 1,
      importJob: { id: job, fileName: 'শ্যামপুর-তালিকা.csv', donors: 4, toInvite: 2 },
    });
    const community = await progress();
    expect(community.importJob).toBeUndefined();
    expect(community.invited).toBeGreaterThanOrEqual(before.invited);

    const res = await send('POST', '/api/donors/invitations', { importJobId: job });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ queued: 2, skipped: [], more: false });
    for (const donor of [first, second]) expect(await invitationsOf(donor.id)).toHaveLength(1);
    expect(await invitationsOf(recent.id)).toHaveLength(1);
    for (const donor of [pending, archived, elsewhere, registered])
      expect(await invitationsOf(donor.id), donor.phone1).toHaveLength(0);

    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'invitationsQueued'),
          sql`${auditEvents.changes}->>'importJobId' = ${job}`,
        ),
      );
    expect(event!.changes).toMatchObject({ importJobId: job, queued: 2, linksIssued: 2 });
    for (const donor of [first, second]) expect(JSON.stringify(event)).not.toContain(donor.phone1);

    await sentTo(first.id);
    await sentTo(second.id);
    expect(await progressOf(job)).toMatchObject({
      invited: 3,
      importJob: { donors: 4, toInvite: 0 },
    });
    expect(await progressOf(otherJob)).toMatchObject({
      invited: 0,
      opened: 0,
      importJob: { donors: 1, toInvite: 1 },
    });
    // Again: nobody new (30 days).
    expect((await send('POST', '/api/donors/invitations', { importJobId: job })).json()).toEqual({
      queued: 0,
      skipped: [],
      more: false,
    });
    // Two import jobs, an outbox run and five progress reads beside the 5,001 donors of the test
    // before: 2-8 s on a quiet machine, 22-33 s in CI with a core kept busy.
  }, 90_000);

  it('refuses a bad or unknown import job id, naming importJobId', async () => {
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    const job = await importJob();
    const bad: [unknown, number][] = [
      [{ importJobId: 'not-a-job' }, 400],
      [{ importJobId: job, filter: 'noConsent' }, 400],
      [{ importJobId: job, donorIds: [unknown] }, 400],
      [{ importJobId: unknown }, 404],
    ];
    for (const [body, status] of bad) {
      const res = await send('POST', '/api/donors/invitations', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().field, JSON.stringify(body)).toBe('importJobId');
    }
    for (const [query, status] of [
      ['not-a-job', 400],
      [unknown, 404],
    ] as const) {
      const res = await send('GET', `/api/donors/invitations/progress?importJobId=${query}`);
      expect(res.statusCode, query).toBe(status);
      expect(res.json().field, query).toBe('importJobId');
    }
  });

  it('lets admins, super admins and the owner invite and follow an import; not a user or a visitor', async () => {
    const job = await importJob();
    const who: [TestUser | null, number, number][] = [
      [null, 401, 401],
      [await loginAs(t, 'user'), 403, 403],
      [admin, 202, 200],
      [superAdmin, 202, 200],
      [await loginAs(t, 'owner'), 202, 200],
    ];
    for (const [user, invite, read] of who) {
      const posted = await send('POST', '/api/donors/invitations', { importJobId: job }, user);
      expect(posted.statusCode, user?.role ?? 'anonymous').toBe(invite);
      const got = await send(
        'GET',
        `/api/donors/invitations/progress?importJobId=${job}`,
        undefined,
        user,
      );
      expect(got.statusCode, user?.role ?? 'anonymous').toBe(read);
      if (read === 200) expect(got.json()).not.toHaveProperty('importJob.fileName', undefined);
    }
  });
});
