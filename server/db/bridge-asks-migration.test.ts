import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../paths.ts';
import { migratedFrom } from '../test/migrations.ts';

/**
 * Migration 0028 (blood bridges asked ahead; docs/decisions/061) on a database made and filled by
 * the migration before it: every row stays; an answer 'asked' recorded before gets its time asked
 * (when it was last written), the others none; answers take 'noAnswer'; the outbox takes a 'bridge'
 * ask only with its patient and session day, once per donor and session. PGlite, and PostgreSQL
 * with TEST_DATABASE_URL.
 */

const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
) as { entries: { idx: number; tag: string }[] };
const FIRST_NEW = journal.entries.find((e) => e.tag.endsWith('_bridge-asks'))!.idx;

const TABLES = ['units', 'donors', 'patients', 'bridge_members', 'session_slots', 'alert_outbox'];
const ids = { patient: '', asked: '', confirmed: '' };
const ASKED_AT = '2026-11-20T04:00:00.000Z';

const scratch = migratedFrom(FIRST_NEW, TABLES, async (db) => {
  const first = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: { id: string }[] }).rows[0]!.id;
  const unit = await first(
    sql`insert into units (depth, name_bn, name_en) values (1, 'রক্তসেতু', 'Roktosetu') returning id`,
  );
  const donor = (phone: string) =>
    first(sql`insert into donors (name, phone1, blood_group, village, gender, unit_id, status, contact_consent)
      values ('দাতা', ${phone}, 'bPositive', 'পাড়া', 'male', ${unit}, 'verified', true) returning id`);
  ids.asked = await donor('01711000001');
  ids.confirmed = await donor('01711000002');
  ids.patient = await first(sql`
    insert into patients (unit_id, name, blood_group, guardian_phone, hospital, interval_days,
      bags_per_session, next_session_at, consent_at)
    values (${unit}, 'রোগী', 'bPositive', '01712345678', 'ঢাকা শিশু হাসপাতাল', 21, 2, '2026-12-10', now())
    returning id`);
  await db.execute(sql`insert into bridge_members (patient_id, donor_id)
    values (${ids.patient}, ${ids.asked}), (${ids.patient}, ${ids.confirmed})`);
  await db.execute(sql`insert into session_slots (patient_id, session_on, donor_id, state, updated_at)
    values (${ids.patient}, '2026-12-10', ${ids.asked}, 'asked', ${ASKED_AT}),
           (${ids.patient}, '2026-12-10', ${ids.confirmed}, 'confirmed', ${ASKED_AT})`);
  await db.execute(
    sql`insert into alert_outbox (kind, donor_id, channel) values ('reminder', ${ids.asked}, 'sms')`,
  );
});
const { rows, countOf, before } = scratch;

describe('migration 0028 (bridge asks) on a database of the migration before', () => {
  it('carries every row forward; an answer asked before keeps when it was asked', async () => {
    for (const table of TABLES) expect(await countOf(table), table).toBe(before[table]);
    const slots = await rows<{ donor_id: string; state: string; asked_at: Date | string | null }>(
      sql`select donor_id::text, state, asked_at from session_slots order by state`,
    );
    expect(
      slots.map((s) => [s.donor_id, s.state, s.asked_at && new Date(s.asked_at).toISOString()]),
    ).toEqual([
      [ids.asked, 'asked', ASKED_AT],
      [ids.confirmed, 'confirmed', null],
    ]);
    expect(await rows(sql`select kind, patient_id, session_on from alert_outbox`)).toEqual([
      { kind: 'reminder', patient_id: null, session_on: null },
    ]);
  });

  it('takes noAnswer as an answer, and no unknown state', async () => {
    await scratch.db.execute(
      sql`update session_slots set state = 'noAnswer' where donor_id = ${ids.asked}`,
    );
    await expect(
      scratch.db.execute(
        sql`update session_slots set state = 'maybe' where donor_id = ${ids.asked}`,
      ),
    ).rejects.toThrow();
  });

  it('takes a bridge ask with its patient and day, once per donor and session', async () => {
    const ask = () =>
      scratch.db
        .execute(sql`insert into alert_outbox (kind, donor_id, channel, patient_id, session_on)
        values ('bridge', ${ids.asked}, 'sms', ${ids.patient}, '2026-12-10')`);
    await ask();
    await expect(ask()).rejects.toThrow();
    await expect(
      scratch.db.execute(
        sql`insert into alert_outbox (kind, donor_id, channel) values ('bridge', ${ids.asked}, 'sms')`,
      ),
    ).rejects.toThrow();
    await expect(
      scratch.db
        .execute(sql`insert into alert_outbox (kind, donor_id, channel, patient_id, session_on)
        values ('reminder', ${ids.confirmed}, 'sms', ${ids.patient}, '2026-12-10')`),
    ).rejects.toThrow();
  });
});
