import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migratedFrom } from '../test/migrations.ts';

/**
 * Migration 0024 (recurring patients, their bridges and session answers) on a database made and
 * filled at 0023: every row of before stays, and the new tables take a patient, a bridge member
 * and a session answer, refusing an interval or a bag count out of range. PGlite, and PostgreSQL
 * with TEST_DATABASE_URL.
 */

const TABLES = ['users', 'units', 'donors'];

describe('migration 0024 on a database made at 0023', () => {
  let unit = '';
  let donor = '';
  const scratch = migratedFrom(24, TABLES, async (db) => {
    const one = async <T>(q: ReturnType<typeof sql>) =>
      ((await db.execute(q)) as unknown as { rows: T[] }).rows[0]!;
    unit = (
      await one<{ id: string }>(
        sql`insert into units (depth, name_bn, name_en) values (1, 'রক্তসেতু', 'Roktosetu') returning id`,
      )
    ).id;
    donor = (
      await one<{ id: string }>(
        sql`insert into donors (name, phone1, blood_group, village, gender, unit_id, status)
            values ('দাতা', '01711000001', 'bPositive', 'পাড়া', 'male', ${unit}, 'verified') returning id`,
      )
    ).id;
  });
  const { one, countOf, before } = scratch;

  it('keeps every row of before', async () => {
    for (const table of TABLES) expect(await countOf(table), table).toBe(before[table]);
  });

  it('takes a patient, a bridge member and a session answer', async () => {
    const patient = await one<{ id: string }>(sql`
      insert into patients (unit_id, name, blood_group, guardian_phone, hospital, interval_days,
        bags_per_session, next_session_at, consent_at)
      values (${unit}, 'রোগী', 'bPositive', '01712345678', 'ঢাকা শিশু হাসপাতাল', 21, 1, '2026-12-10', now())
      returning id`);
    await scratch.db.execute(
      sql`insert into bridge_members (patient_id, donor_id) values (${patient.id}, ${donor})`,
    );
    await scratch.db.execute(sql`insert into session_slots (patient_id, session_on, donor_id, state)
      values (${patient.id}, '2026-12-10', ${donor}, 'confirmed')`);
    expect(
      await one(sql`select agreement from bridge_members where patient_id = ${patient.id}`),
    ).toEqual({ agreement: 'pending' });
    expect(await countOf('session_slots')).toBe(1);
  });

  it('refuses an interval outside 7-60 days and more than three bags', async () => {
    const insert = (interval: number, bags: number) =>
      scratch.db.execute(sql`
        insert into patients (unit_id, name, blood_group, guardian_phone, hospital, interval_days,
          bags_per_session, next_session_at, consent_at)
        values (${unit}, 'রোগী', 'bPositive', '01712345678', 'হাসপাতাল', ${interval}, ${bags}, '2026-12-10', now())`);
    await expect(insert(6, 1)).rejects.toThrow();
    await expect(insert(61, 1)).rejects.toThrow();
    await expect(insert(21, 4)).rejects.toThrow();
  });
});
