import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../paths.ts';
import { migratedFrom } from '../test/migrations.ts';

/**
 * Migration 0032 (bridge donors who cannot be asked; docs/decisions/067) on a database made and
 * filled by the migrations before it: every answer stays as it was, with no reason; answers take
 * 'unreachable' with one of the known reasons, and nothing else. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */

const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
) as { entries: { idx: number; tag: string }[] };
const FIRST_NEW = journal.entries.find((e) => e.tag.endsWith('_bridge-unreachable'))!.idx;

const TABLES = ['donors', 'patients', 'bridge_members', 'session_slots'];
const ids = { patient: '', asked: '', noAnswer: '' };
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
  ids.noAnswer = await donor('01711000002');
  ids.patient = await first(sql`
    insert into patients (unit_id, name, blood_group, guardian_phone, hospital, interval_days,
      bags_per_session, next_session_at, consent_at)
    values (${unit}, 'রোগী', 'bPositive', '01712345678', 'ঢাকা শিশু হাসপাতাল', 21, 2, '2026-12-10', now())
    returning id`);
  await db.execute(sql`insert into bridge_members (patient_id, donor_id)
    values (${ids.patient}, ${ids.asked}), (${ids.patient}, ${ids.noAnswer})`);
  await db.execute(sql`insert into session_slots (patient_id, session_on, donor_id, state, asked_at)
    values (${ids.patient}, '2026-12-10', ${ids.asked}, 'asked', ${ASKED_AT}),
           (${ids.patient}, '2026-12-10', ${ids.noAnswer}, 'noAnswer', ${ASKED_AT})`);
});
const { rows, countOf, before } = scratch;

describe('migration 0032 (bridge donors unreachable) on a database of the migrations before', () => {
  it('carries every answer forward as it was, without a reason', async () => {
    for (const table of TABLES) expect(await countOf(table), table).toBe(before[table]);
    const slots = await rows<{
      donor_id: string;
      state: string;
      asked_at: Date | string | null;
      unreachable_reason: string | null;
    }>(
      sql`select donor_id::text, state, asked_at, unreachable_reason from session_slots order by state`,
    );
    expect(
      slots.map((s) => [
        s.donor_id,
        s.state,
        s.asked_at && new Date(s.asked_at).toISOString(),
        s.unreachable_reason,
      ]),
    ).toEqual([
      [ids.asked, 'asked', ASKED_AT, null],
      [ids.noAnswer, 'noAnswer', ASKED_AT, null],
    ]);
  });

  it('takes unreachable with a known reason, and no unknown state or reason', async () => {
    const set = (state: string, reason: string) =>
      scratch.db.execute(
        sql`update session_slots set state = ${state}, unreachable_reason = ${reason}
            where donor_id = ${ids.asked}`,
      );
    await set('unreachable', 'sendFailed');
    expect(
      await rows(
        sql`select state, unreachable_reason from session_slots where donor_id = ${ids.asked}`,
      ),
    ).toEqual([{ state: 'unreachable', unreachable_reason: 'sendFailed' }]);
    await expect(set('unreachable', 'busy')).rejects.toThrow();
    await expect(set('away', 'noConsent')).rejects.toThrow();
  });
});
