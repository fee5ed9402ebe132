import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, startOfDay, todayInBangladesh } from '../../common/dates.ts';
import { alertOutbox, settings } from '../db/schema.ts';
import { runBridgeAsks } from '../domain/bridge-asks.ts';
import { gatewayOutbox } from '../test/outbox.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import type { TestUser } from '../test/auth.ts';
import { buildDonor, type Place } from '../test/factories.ts';
import { callerRequests } from '../test/requests.ts';
import { twoUnits } from '../test/scope-fixtures.ts';
import { FakeGateway } from './fake-gateway.ts';

/**
 * Blood bridges asked ahead (docs/decisions/061), with each round driven by hand at a chosen time
 * (the clock is an argument): the day asking begins (the unit's bridgeAskDays), one ask per donor
 * and session, a decline or a day without answer bringing the backfill in, the general matches
 * once the bridge has nobody left, who cannot be asked (no consent, no channel, paused through the
 * asking days, a message failed for good: unreachable, the backfill asked; decisions/067), who is
 * asked later (a shorter pause, the daily limit) and when (quiet hours). The outbox worker sends to a fake SMS gateway on a local port; the last test
 * runs the app's own timer (BRIDGE_ASK_CHECK_SECONDS=1) from outside. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
let t: TestApp;
let gateway: FakeGateway;
let here: Place;
let adminA: TestUser;
let adminB: TestUser;
let unitA: string;
let unitB: string;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const send = callerRequests(() => t);
const today = todayInBangladesh();
/** `hhmm` Bangladesh time on `day`. */
const at = (day: string, hhmm = '10:00') =>
  new Date(
    startOfDay(day).getTime() + Number(hhmm.slice(0, 2)) * HOUR + Number(hhmm.slice(3)) * 60_000,
  );
const NO_QUIET = { perDay: 1, perWeek: 3, quietStart: '00:00', quietEnd: '00:00' };

beforeAll(async () => {
  gateway = new FakeGateway();
  await gateway.start();
  t = await startTestApp({ ALERT_WORKER: 'false', PUBLIC_URL: 'https://roktosetu.example.org' });
  ({ here, unitA, unitB, adminA, adminB } = await twoUnits(t));
  // No quiet hours for the installation, so that an ask is due at whatever hour the test runs.
  await t.db
    .insert(settings)
    .values({ key: 'alerts', value: NO_QUIET })
    .onConflictDoUpdate({ target: settings.key, set: { value: NO_QUIET } });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await gateway.stop();
});

const round = (now: Date) =>
  runBridgeAsks(t.db, now, { linkKey: t.app.alerts.linkKey, pushAvailable: false });
const worker = () => gatewayOutbox(t, gateway);

/** A patient of `who`'s unit, one bag every 28 days from `nextSessionAt`, with this bridge. */
async function patientWith(
  who: TestUser,
  nextSessionAt: string,
  bridge: { id: string }[],
  over: object = {},
) {
  const res = await send(who, 'POST', '/api/patients', {
    name: 'রহিম শিশু',
    bloodGroup: 'bPositive',
    guardianPhone: '01712345678',
    hospital: 'ঢাকা শিশু হাসপাতাল',
    intervalDays: 28,
    bagsPerSession: 1,
    nextSessionAt,
    consent: true,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json() as { id: string };
  const put = await send(who, 'PUT', `/api/patients/${id}/bridge`, {
    donorIds: bridge.map((d) => d.id),
  });
  expect(put.statusCode, put.body).toBe(200);
  return id;
}

/** A consenting man of `unitId` who may give, reading English unless said. */
const donor = (unitId: string, more: Parameters<typeof buildDonor>[2] = {}) =>
  buildDonor(t.db, here, {
    unitId,
    bloodGroup: 'bPositive',
    gender: 'male',
    contactConsent: true,
    language: 'en',
    ...more,
  });

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const slotsOf = (patientId: string) =>
  rowsOf<{ donor_id: string; session_on: string; state: string; asked_at: Date | string | null }>(
    sql`select donor_id::text, session_on::text, state, asked_at from session_slots
        where patient_id = ${patientId} order by asked_at, donor_id`,
  );
const asksOf = (patientId: string) =>
  t.db
    .select()
    .from(alertOutbox)
    .where(sql`${alertOutbox.patientId} = ${patientId}`)
    .orderBy(alertOutbox.queuedAt);
const eventsOf = (patientId: string) =>
  rowsOf<{ action: string; changes: Record<string, unknown> }>(
    sql`select action, changes from audit_events
        where target_id = ${patientId} and action like 'bridge%' order by at, id`,
  );
type Session = {
  date: string;
  covered: boolean;
  askFrom: string;
  donors: { donorId: string; state: string; askedAt: string | null; reason: string | null }[];
  matches: { donorId: string; phone: string }[] | null;
};
const sessionsOf = async (who: TestUser, id: string) => {
  const res = await send(who, 'GET', `/api/patients/${id}/sessions?days=60`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { sessions: Session[] }).sessions;
};
/** The donor's private link, as an admin issues it. */
async function linkOf(donorId: string) {
  const res = await send(adminA, 'POST', `/api/donors/${donorId}/link`);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { token: string }).token;
}

describe('asking ahead', () => {
  it('asks the planned donor exactly four days before the session and not a day sooner, with their link', async () => {
    const session = addDays(today, 4);
    const [first, second] = [await donor(unitA), await donor(unitA, { language: 'bn' })];
    const id = await patientWith(adminA, session, [first!, second!], { bagsPerSession: 2 });
    const now = new Date();
    await round(new Date(now.getTime() - DAY));
    expect(await asksOf(id)).toEqual([]);
    expect(await slotsOf(id)).toEqual([]);

    expect(await round(now)).toMatchObject({ asked: 2 });
    const asks = await asksOf(id);
    expect(asks.map((a) => [a.donorId, a.kind, a.channel, a.sessionOn, a.state])).toEqual(
      expect.arrayContaining([
        [first!.id, 'bridge', 'sms', session, 'queued'],
        [second!.id, 'bridge', 'sms', session, 'queued'],
      ]),
    );
    const slots = await slotsOf(id);
    expect(slots.map((s) => s.state)).toEqual(['asked', 'asked']);
    expect(slots.map((s) => new Date(s.asked_at!).getTime())).toEqual([
      now.getTime(),
      now.getTime(),
    ]);

    await worker().runOnce();
    const texts = new Map([...gateway.messages.values()].map((m) => [m.id, m.text] as const));
    const english = texts.get(asks.find((a) => a.donorId === first!.id)!.id)!;
    expect(english).toContain('session at ঢাকা শিশু হাসপাতাল on');
    expect(english).toContain('Please confirm');
    expect(english).toMatch(/https:\/\/roktosetu\.example\.org\/d\/[A-Za-z0-9_-]{43}/);
    expect(english).not.toContain('রহিম');
    const bengali = texts.get(asks.find((a) => a.donorId === second!.id)!.id)!;
    expect(bengali).toContain('আপনার ব্লাড ব্রিজের রোগী');
    expect((await eventsOf(id)).map((e) => e.action).sort()).toEqual([
      'bridgeAskSent',
      'bridgeAskSent',
      'bridgeAsked',
      'bridgeAsked',
    ]);
    // The rota shows when each was asked.
    const [shown] = await sessionsOf(adminA, id);
    expect(shown!.askFrom).toBe(today);
    expect(shown!.donors.map((d) => [d.state, d.askedAt])).toEqual([
      ['asked', now.toISOString()],
      ['asked', now.toISOString()],
    ]);
  });

  it("follows the unit's bridgeAskDays (1 to 14, refused outside with the field named)", async () => {
    for (const bad of [0, 15, 2.5]) {
      const res = await send(adminB, 'PATCH', `/api/units/${unitB}`, {
        settings: { alerts: { bridgeAskDays: bad } },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain('bridgeAskDays');
    }
    const set = await send(adminB, 'PATCH', `/api/units/${unitB}`, {
      settings: { alerts: { bridgeAskDays: 7 } },
    });
    expect(set.statusCode, set.body).toBe(200);
    const session = addDays(today, 30);
    const inB = await patientWith(adminB, session, [await donor(unitB)]);
    const inA = await patientWith(adminA, session, [await donor(unitA)]);
    await round(at(addDays(session, -8)));
    expect(await asksOf(inB)).toEqual([]);
    await round(at(addDays(session, -7)));
    expect(await asksOf(inB)).toHaveLength(1);
    // Unit A keeps the default four days.
    expect(await asksOf(inA)).toEqual([]);
    await round(at(addDays(session, -4)));
    expect(await asksOf(inA)).toHaveLength(1);
    expect((await sessionsOf(adminB, inB))[0]!.askFrom).toBe(addDays(session, -7));
  });

  it('never asks a donor twice for one session', async () => {
    const session = addDays(today, 31);
    const id = await patientWith(adminA, session, [await donor(unitA)]);
    const now = at(addDays(session, -4));
    await round(now);
    await round(now);
    await round(new Date(now.getTime() + 2 * HOUR));
    expect(await asksOf(id)).toHaveLength(1);
    expect(await slotsOf(id)).toHaveLength(1);
    expect((await eventsOf(id)).filter((e) => e.action === 'bridgeAsked')).toHaveLength(1);
  });

  it('asks the backfill at the next round after the donor declines through their link', async () => {
    const session = addDays(today, 32);
    const [first, second] = [await donor(unitA), await donor(unitA)];
    const id = await patientWith(adminA, session, [first!, second!]);
    const now = at(addDays(session, -4));
    await round(now);
    expect((await asksOf(id)).map((a) => a.donorId)).toEqual([first!.id]);
    const token = await linkOf(first!.id);
    const no = await send(null, 'POST', `/api/donor-link/${token}/bridges/${id}/sessions`, {
      date: session,
      answer: 'declined',
    });
    expect(no.statusCode, no.body).toBe(200);
    await round(new Date(now.getTime() + HOUR));
    expect((await asksOf(id)).map((a) => a.donorId)).toEqual([first!.id, second!.id]);
    const asked = (await eventsOf(id)).filter((e) => e.action === 'bridgeAsked');
    expect(asked.map((e) => [e.changes.donorId, e.changes.backfill])).toEqual([
      [first!.id, false],
      [second!.id, true],
    ]);
    const [shown] = await sessionsOf(adminA, id);
    expect(shown!.donors.map((d) => [d.donorId, d.state])).toEqual([
      [second!.id, 'asked'],
      [first!.id, 'declined'],
    ]);
  });

  it('counts an ask left a day as no answer and asks the backfill', async () => {
    const session = addDays(today, 33);
    const [first, second] = [await donor(unitA), await donor(unitA)];
    const id = await patientWith(adminA, session, [first!, second!]);
    const now = at(addDays(session, -4));
    await round(now);
    expect(await round(new Date(now.getTime() + 23 * HOUR))).toMatchObject({ asked: 0 });
    expect((await slotsOf(id)).map((s) => s.state)).toEqual(['asked']);
    await round(new Date(now.getTime() + DAY));
    const slots = await slotsOf(id);
    expect(slots.map((s) => [s.donor_id, s.state])).toEqual([
      [first!.id, 'noAnswer'],
      [second!.id, 'asked'],
    ]);
    const events = await eventsOf(id);
    expect(events.map((e) => e.action)).toEqual(['bridgeAsked', 'bridgeNoAnswer', 'bridgeAsked']);
    expect(events[1]!.changes).toEqual({
      date: session,
      donorId: first!.id,
      askedAt: now.toISOString(),
    });
    const [shown] = await sessionsOf(adminA, id);
    expect(shown!.donors.map((d) => [d.donorId, d.state])).toEqual([
      [second!.id, 'asked'],
      [first!.id, 'noAnswer'],
    ]);
    // The one who did not answer is not asked again.
    await round(new Date(now.getTime() + 2 * DAY + HOUR));
    expect((await asksOf(id)).map((a) => a.donorId)).toEqual([first!.id, second!.id]);
  });

  it('offers the general matches for the day once the bridge has nobody left', async () => {
    // AB- only here, so that other tests' donors do not crowd the matches.
    const session = addDays(today, 3);
    const group = { bloodGroup: 'abNegative' };
    const onBridge = await donor(unitA, group);
    const other = await donor(unitA, group);
    const resting = await donor(unitA, { ...group, donations: [{ daysAgo: 10 }] });
    const incompatible = await donor(unitA, { bloodGroup: 'aPositive' });
    const id = await patientWith(adminA, session, [onBridge], group);
    const before = await sessionsOf(adminA, id);
    expect(before[0]!.covered).toBe(true);
    expect(before[0]!.matches).toBeNull();
    await round(new Date());
    const token = await linkOf(onBridge.id);
    await send(null, 'POST', `/api/donor-link/${token}/bridges/${id}/sessions`, {
      date: session,
      answer: 'declined',
    });
    const [short, later] = await sessionsOf(adminA, id);
    expect(short!.covered).toBe(false);
    const offered = short!.matches!.map((m) => m.donorId);
    expect(offered).toContain(other.id);
    expect(offered).not.toContain(onBridge.id);
    expect(offered).not.toContain(resting.id);
    expect(offered).not.toContain(incompatible.id);
    expect(short!.matches!.find((m) => m.donorId === other.id)!.phone).toBe(other.phone1);
    // A session asking has not reached yet offers nothing.
    expect(later!.matches).toBeNull();
  });

  it('writes a donor who cannot be asked unreachable with the reason and asks the backfill in the same round', async () => {
    const session = addDays(today, 34);
    const now = at(addDays(session, -4));
    const noConsent = await donor(unitA, { contactConsent: false });
    const noChannel = await donor(unitA, { channels: [] });
    // Paused until the session's day: no day of asking is left.
    const pausedThrough = await donor(unitA, { pausedUntil: startOfDay(session) });
    const willing = await donor(unitA);
    const id = await patientWith(adminA, session, [noConsent, noChannel, pausedThrough, willing]);
    // The count covers every patient of the round; these three are this one's.
    expect(await round(now)).toMatchObject({ unreachable: 3 });
    expect((await asksOf(id)).map((a) => a.donorId)).toEqual([willing.id]);
    const events = await eventsOf(id);
    const unreachable = [
      [noConsent.id, 'noConsent'],
      [noChannel.id, 'noChannel'],
      [pausedThrough.id, 'paused'],
    ];
    // Written in one transaction (one time): their order is not kept.
    expect(events).toHaveLength(4);
    expect(
      events
        .filter((e) => e.action === 'bridgeUnreachable')
        .map((e) => [e.changes.donorId, e.changes.reason]),
    ).toEqual(expect.arrayContaining(unreachable));
    expect(
      events
        .filter((e) => e.action === 'bridgeAsked')
        .map((e) => [e.changes.donorId, e.changes.backfill]),
    ).toEqual([[willing.id, true]]);
    const [shown] = await sessionsOf(adminA, id);
    expect(shown!.covered).toBe(true);
    expect(shown!.donors[0]).toMatchObject({ donorId: willing.id, state: 'asked', reason: null });
    expect(shown!.donors.slice(1).map((d) => [d.donorId, d.state, d.reason])).toEqual(
      expect.arrayContaining(
        unreachable.map(([donorId, reason]) => [donorId, 'unreachable', reason]),
      ),
    );
    expect(shown!.donors).toHaveLength(4);
    // A volunteer who reaches one by phone records the answer; the reason goes with the old state.
    const yes = await send(adminA, 'POST', `/api/patients/${id}/session-answers`, {
      date: session,
      donorId: noConsent.id,
      state: 'confirmed',
    });
    expect(yes.statusCode, yes.body).toBe(200);
    const [after] = await sessionsOf(adminA, id);
    expect(after!.donors.find((d) => d.donorId === noConsent.id)).toMatchObject({
      state: 'confirmed',
      reason: null,
    });
  });

  it('waits for a pause that ends before the session, and asks once it is over', async () => {
    const session = addDays(today, 37);
    const now = at(addDays(session, -4));
    const paused = await donor(unitA, { pausedUntil: new Date(now.getTime() + DAY) });
    const id = await patientWith(adminA, session, [paused]);
    expect(await round(now)).toMatchObject({ asked: 0, unreachable: 0 });
    expect(await slotsOf(id)).toEqual([]);
    expect((await sessionsOf(adminA, id))[0]!.donors).toMatchObject([
      { donorId: paused.id, state: 'planned', reason: null },
    ]);
    await round(new Date(now.getTime() + DAY + HOUR));
    expect((await asksOf(id)).map((a) => a.donorId)).toEqual([paused.id]);
  });

  it('writes a donor whose ask failed for good unreachable at the next round and asks the backfill', async () => {
    // Due now, so that the outbox worker (on the real clock) sends it.
    const session = addDays(today, 4);
    const [first, second] = [await donor(unitA), await donor(unitA)];
    gateway.refuse.add(`88${first.phone1}`);
    const id = await patientWith(adminA, session, [first, second]);
    const now = new Date();
    await round(now);
    expect((await asksOf(id)).map((a) => a.donorId)).toEqual([first.id]);
    await worker().runOnce();
    expect((await asksOf(id)).map((a) => a.state)).toEqual(['failed']);
    expect(await round(new Date(now.getTime() + HOUR))).toMatchObject({ unreachable: 1 });
    expect((await asksOf(id)).map((a) => a.donorId)).toEqual([first.id, second.id]);
    expect((await eventsOf(id)).map((e) => [e.action, e.changes.donorId])).toEqual([
      ['bridgeAsked', first.id],
      ['bridgeAskFailed', first.id],
      ['bridgeUnreachable', first.id],
      ['bridgeAsked', second.id],
    ]);
    const [shown] = await sessionsOf(adminA, id);
    expect(shown!.donors.map((d) => [d.donorId, d.state, d.reason])).toEqual([
      [second.id, 'asked', null],
      [first.id, 'unreachable', 'sendFailed'],
    ]);
    // Written once: a later round finds nothing more to do for it.
    await round(new Date(now.getTime() + 2 * HOUR));
    expect((await eventsOf(id)).filter((e) => e.action === 'bridgeUnreachable')).toHaveLength(1);
  });

  it('holds a donor at the daily limit until the next round after it', async () => {
    const session = addDays(today, 35);
    const now = at(addDays(session, -4));
    const busy = await donor(unitA);
    await t.db.insert(alertOutbox).values({
      kind: 'reminder',
      donorId: busy.id,
      channel: 'sms',
      queuedAt: new Date(now.getTime() - HOUR),
    });
    const id = await patientWith(adminA, session, [busy]);
    await round(now);
    expect(await asksOf(id)).toEqual([]);
    // Only delayed: still planned, not unreachable.
    expect(await slotsOf(id)).toEqual([]);
    expect((await sessionsOf(adminA, id))[0]!.donors).toMatchObject([
      { donorId: busy.id, state: 'planned', reason: null },
    ]);
    await round(new Date(now.getTime() + DAY));
    expect(await asksOf(id)).toHaveLength(1);
  });

  it("holds an ask for the quiet hours of the patient's unit, and the day to answer starts then", async () => {
    const quiet = await send(adminB, 'PATCH', `/api/units/${unitB}`, {
      settings: { alerts: { quietStart: '22:00', quietEnd: '08:00' } },
    });
    expect(quiet.statusCode, quiet.body).toBe(200);
    const session = addDays(today, 36);
    const id = await patientWith(adminB, session, [await donor(unitB)]);
    // bridgeAskDays is 4 again (the unit's settings were replaced); 23:30 in Bangladesh.
    const late = at(addDays(session, -4), '23:30');
    expect(await round(late)).toMatchObject({ asked: 1, unreachable: 0 });
    const [ask] = await asksOf(id);
    expect(ask!.dueAt.getTime() - late.getTime()).toBe(8.5 * HOUR);
    const [slot] = await slotsOf(id);
    expect(new Date(slot!.asked_at!).getTime()).toBe(ask!.dueAt.getTime());
    // A day after the ask was queued it is still waiting: the day runs from 08:00.
    await round(new Date(late.getTime() + DAY));
    expect((await slotsOf(id)).map((s) => s.state)).toEqual(['asked']);
    // Quiet hours only delay: waiting for the answer, never unreachable.
    expect((await eventsOf(id)).map((e) => e.action)).toEqual(['bridgeAsked']);
    expect((await sessionsOf(adminB, id))[0]!.donors).toMatchObject([
      { state: 'asked', reason: null },
    ]);
  });
});

describe('the round from outside, every BRIDGE_ASK_CHECK_SECONDS', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: gateway.template,
      ALERT_POLL_MS: '100',
      BRIDGE_ASK_CHECK_SECONDS: '1',
      PUBLIC_URL: 'https://roktosetu.example.org',
    });
    await app.db
      .insert(settings)
      .values({ key: 'alerts', value: NO_QUIET })
      .onConflictDoUpdate({ target: settings.key, set: { value: NO_QUIET } });
  }, 120_000);
  afterAll(() => app?.close());

  it('asks the planned donor of a session four days ahead once', async () => {
    const units = await twoUnits(app);
    const target = await buildDonor(app.db, units.here, {
      unitId: units.unitA,
      bloodGroup: 'bPositive',
      gender: 'male',
      contactConsent: true,
      language: 'en',
    });
    const post = callerRequests(() => app);
    const created = await post(units.adminA, 'POST', '/api/patients', {
      name: 'রহিম শিশু',
      bloodGroup: 'bPositive',
      guardianPhone: '01712345678',
      hospital: 'সদর হাসপাতাল',
      intervalDays: 28,
      bagsPerSession: 1,
      nextSessionAt: addDays(today, 4),
      consent: true,
    });
    const { id } = created.json() as { id: string };
    await post(units.adminA, 'PUT', `/api/patients/${id}/bridge`, { donorIds: [target.id] });
    const textsTo = () =>
      [...gateway.messages.values()].filter(
        (m) => m.to === `88${target.phone1}` && m.text.includes('blood bridge'),
      );
    await expect.poll(() => textsTo().length, { timeout: 20_000 }).toBe(1);
    // A few more rounds pass: still one.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(textsTo()).toHaveLength(1);
  });
});
