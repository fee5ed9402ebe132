import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { alertOutbox, settings } from '../db/schema.ts';
import { gatewayOutbox } from '../test/outbox.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { loginAs, type TestUser } from '../test/auth.ts';
import { buildDonor, places, type Place } from '../test/factories.ts';
import { queueReminders } from '../domain/reminders.ts';
import { FakeGateway } from './fake-gateway.ts';

/**
 * "You can give again" (docs/decisions/060), with the check driven by hand at chosen times (the
 * clock is an argument) and the outbox worker sending to a fake SMS gateway on a local port; the
 * last test runs the app's own timer (REMINDER_CHECK_SECONDS=1) from outside.
 */
let t: TestApp;
let gateway: FakeGateway;
let admin: TestUser;
let here: Place;
const DAY = 86_400_000;

beforeAll(async () => {
  gateway = new FakeGateway();
  await gateway.start();
  t = await startTestApp({ ALERT_WORKER: 'false', PUBLIC_URL: 'https://roktosetu.example.org' });
  admin = await loginAs(t, 'admin');
  [here] = (await places(t.db, 1)) as [Place];
  // No quiet hours, so that a reminder is due whatever the hour the test runs at.
  await t.db
    .insert(settings)
    .values({
      key: 'alerts',
      value: { perDay: 1, perWeek: 3, quietStart: '00:00', quietEnd: '00:00' },
    })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: { perDay: 1, perWeek: 3, quietStart: '00:00', quietEnd: '00:00' } },
    });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await gateway.stop();
});

const worker = () => gatewayOutbox(t, gateway);
const check = (now = new Date()) =>
  queueReminders(t.db, now, { linkKey: t.app.alerts.linkKey, pushAvailable: false });
const remindersOf = (donorId: string) =>
  t.db
    .select()
    .from(alertOutbox)
    .where(sql`${alertOutbox.donorId} = ${donorId} and ${alertOutbox.kind} = 'reminder'`);
/** A consenting man who gave whole blood `daysAgo` days ago (rest 90 days). */
const manWhoGave = (daysAgo: number, more: Parameters<typeof buildDonor>[2] = {}) =>
  buildDonor(t.db, here, {
    gender: 'male',
    contactConsent: true,
    language: 'en',
    donations: [{ daysAgo }],
    ...more,
  });

describe('"you can give again"', () => {
  it('a donor eligible again 10 days ago gets one reminder with their link, thanking them', async () => {
    const donor = await manWhoGave(100);
    expect(donor.nextEligibleAt!.getTime()).toBeLessThan(Date.now() - 9 * DAY);
    await check();
    const [row, ...more] = await remindersOf(donor.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ state: 'queued', channel: 'sms' });
    await worker().runOnce();
    const sent = [...gateway.messages.values()].find((m) => m.id === row!.id)!;
    expect(sent.to).toBe(`88${donor.phone1}`);
    expect(sent.text).toContain('You can give blood again');
    expect(sent.text).toContain('Thank you for your last donation');
    expect(sent.text).toMatch(/https:\/\/roktosetu\.example\.org\/d\/[A-Za-z0-9_-]{43}/);
    const events = await t.db.execute(
      sql`select action from audit_events where target_id = ${donor.id} and action like 'reminder%' order by at`,
    );
    expect((events as unknown as { rows: { action: string }[] }).rows.map((e) => e.action)).toEqual(
      ['reminderQueued', 'reminderSent'],
    );
  });

  it('in Bengali for a donor who reads Bengali', async () => {
    const donor = await manWhoGave(95, { language: 'bn' });
    await check();
    const [row] = await remindersOf(donor.id);
    await worker().runOnce();
    expect(gateway.messages.get(row!.id)!.text).toContain('আপনি এখন আবার রক্ত দিতে পারেন');
  });

  it('never twice for the same eligibility', async () => {
    const donor = await manWhoGave(98);
    await check();
    await check();
    await check(new Date(Date.now() + 3 * DAY));
    expect(await remindersOf(donor.id)).toHaveLength(1);
  });

  it('none for a donor eligible for over a year, nor one without consent', async () => {
    const old = await manWhoGave(500);
    const noConsent = await manWhoGave(100, { contactConsent: false });
    await check();
    expect(await remindersOf(old.id)).toEqual([]);
    expect(await remindersOf(noConsent.id)).toEqual([]);
  });

  it('on the day the rest ends, by the clock of the check', async () => {
    const donor = await manWhoGave(85);
    await check();
    expect(await remindersOf(donor.id)).toEqual([]);
    await check(new Date(Date.now() + 6 * DAY));
    expect(await remindersOf(donor.id)).toHaveLength(1);
  });

  it('none after the donor turned reminders off on their page (audited)', async () => {
    const donor = await manWhoGave(100);
    const link = await t.inject({
      method: 'POST',
      url: `/api/donors/${donor.id}/link`,
      headers: admin.headers,
    });
    expect(link.statusCode, link.body).toBe(201);
    const { token } = link.json<{ token: string }>();
    const off = await t.inject({
      method: 'PUT',
      url: `/api/donor-link/${token}/reminders`,
      payload: { remindersEnabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(
      (await t.inject({ method: 'GET', url: `/api/donor-link/${token}` })).json().donor,
    ).toMatchObject({ remindersEnabled: false });
    await check();
    expect(await remindersOf(donor.id)).toEqual([]);
    const events = await t.db.execute(
      sql`select changes from audit_events where target_id = ${donor.id} and action = 'donorRemindersChanged'`,
    );
    expect((events as unknown as { rows: { changes: unknown }[] }).rows).toEqual([
      { changes: { via: 'donorLink', remindersEnabled: { from: true, to: false } } },
    ]);
  });

  it('a reminder queued before the donor turned them off is not sent', async () => {
    const donor = await manWhoGave(101);
    await check();
    await t.db.execute(sql`update donors set reminders_enabled = false where id = ${donor.id}`);
    await worker().runOnce();
    expect(await remindersOf(donor.id)).toMatchObject([
      { state: 'failed', lastError: 'reminders off' },
    ]);
  });

  it("the daily limit holds a donor alerted today until the next day's check", async () => {
    const donor = await manWhoGave(102);
    await t.db.insert(alertOutbox).values({
      kind: 'invitation',
      donorId: donor.id,
      channel: 'sms',
      state: 'sent',
    });
    const {
      rows: [request],
    } = (await t.db.execute(sql`
      insert into blood_requests (patient_name, blood_group, needed_at, quantity, place, phone1)
      values ('রোগী', 'oPositive', now() + interval '1 day', '1', 'হাসপাতাল', '01811000001') returning id`)) as unknown as {
      rows: { id: string }[];
    };
    await t.db.insert(alertOutbox).values({
      kind: 'alert',
      bloodRequestId: request!.id,
      donorId: donor.id,
      channel: 'sms',
    });
    await check();
    expect(await remindersOf(donor.id)).toEqual([]);
    await check(new Date(Date.now() + DAY + 60_000));
    expect(await remindersOf(donor.id)).toHaveLength(1);
  });

  it("quiet hours of the donor's unit hold it until they end", async () => {
    await t.db
      .update(settings)
      .set({ value: { perDay: 1, perWeek: 3, quietStart: '22:00', quietEnd: '08:00' } })
      .where(eq(settings.key, 'alerts'));
    try {
      const donor = await manWhoGave(103);
      // 23:30 in Bangladesh (17:30 UTC): held to 08:00 the next morning (02:00 UTC).
      const lateEvening = new Date(Date.now());
      lateEvening.setUTCHours(17, 30, 0, 0);
      await check(lateEvening);
      const [row] = await remindersOf(donor.id);
      const due = row!.dueAt;
      expect(due.getUTCHours()).toBe(2);
      expect(due.getTime() - lateEvening.getTime()).toBe(8.5 * 3_600_000);
    } finally {
      await t.db
        .update(settings)
        .set({ value: { perDay: 1, perWeek: 3, quietStart: '00:00', quietEnd: '00:00' } })
        .where(eq(settings.key, 'alerts'));
    }
  });
});

describe('the check from outside, every REMINDER_CHECK_SECONDS', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: gateway.template,
      ALERT_POLL_MS: '100',
      REMINDER_CHECK_SECONDS: '1',
      PUBLIC_URL: 'https://roktosetu.example.org',
    });
    await app.db
      .insert(settings)
      .values({
        key: 'alerts',
        value: { perDay: 1, perWeek: 3, quietStart: '00:00', quietEnd: '00:00' },
      })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: { perDay: 1, perWeek: 3, quietStart: '00:00', quietEnd: '00:00' } },
      });
  }, 120_000);
  afterAll(() => app?.close());

  it('sends one reminder to the donor eligible 10 days ago, none to the others, and no repeat', async () => {
    const [place] = (await places(app.db, 1)) as [Place];
    const build = (daysAgo: number, consent = true) =>
      buildDonor(app.db, place, {
        gender: 'male',
        contactConsent: consent,
        language: 'en',
        donations: [{ daysAgo }],
      });
    const due = await build(100);
    const old = await build(500);
    const noConsent = await build(100, false);
    const textsTo = (phone: string) =>
      [...gateway.messages.values()].filter(
        (m) => m.to === `88${phone}` && m.text.includes('give blood again'),
      );
    await expect.poll(() => textsTo(due.phone1).length, { timeout: 20_000 }).toBe(1);
    expect(textsTo(due.phone1)[0]!.text).toMatch(/\/d\/[A-Za-z0-9_-]{43}/);
    // A few more checks pass: still one, and none to the others.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(textsTo(due.phone1)).toHaveLength(1);
    expect(textsTo(old.phone1)).toEqual([]);
    expect(textsTo(noConsent.phone1)).toEqual([]);
  });
});
