import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../paths.ts';
import { migratedFrom } from '../test/migrations.ts';

/**
 * Migration 0033 (the hospital's place beside its name, docs/decisions/065) on a database made and
 * filled by the migration before it: a registered patient keeps every value, with no place; a
 * place set afterwards must exist. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
) as { entries: { idx: number; tag: string }[] };
const FIRST_NEW = journal.entries.find((e) => e.tag.endsWith('_patient-hospital-place'))!.idx;

const ids = { patient: '' };
const TABLES = ['patients', 'units', 'audit_events'];

const scratch = migratedFrom(FIRST_NEW, TABLES, async (db) => {
  const first = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: { id: string }[] }).rows[0]!.id;
  const unit = await first(
    sql`insert into units (depth, name_bn, name_en) values (1, 'রক্তসেতু', 'Roktosetu') returning id`,
  );
  ids.patient = await first(sql`
    insert into patients (unit_id, name, blood_group, guardian_phone, hospital, interval_days,
      bags_per_session, next_session_at, notes, consent_at)
    values (${unit}, 'রোগী', 'bPositive', '01712345678', 'শিশু হাসপাতাল', 21, 2, '2026-12-01',
      'লিউকোডিপ্লিটেড', '2026-11-01T04:00:00Z')
    returning id`);
  await db.execute(sql`
    insert into audit_events (action, target, target_id, changes)
    values ('create', 'patient', ${ids.patient}, '{"hospital":"শিশু হাসপাতাল"}'::jsonb)`);
  await db.execute(sql`insert into divisions (id, name, bn_name) values (3, 'Dhaka', 'ঢাকা')`);
});
const { one, countOf, before } = scratch;

describe('migration 0033 (the hospital’s place) on a database of the migration before', () => {
  it('carries the patient forward with every value, and no place', async () => {
    for (const table of TABLES) expect(await countOf(table), table).toBe(before[table]);
    expect(
      await one(sql`
        select name, blood_group, guardian_phone, hospital, interval_days, bags_per_session,
          next_session_at::text as next_session_at, notes, consent_at = '2026-11-01T04:00:00Z' as consent_kept,
          division_id, district_id, upazila_id, union_id
        from patients where id = ${ids.patient}`),
    ).toEqual({
      name: 'রোগী',
      blood_group: 'bPositive',
      guardian_phone: '01712345678',
      hospital: 'শিশু হাসপাতাল',
      interval_days: 21,
      bags_per_session: 2,
      next_session_at: '2026-12-01',
      notes: 'লিউকোডিপ্লিটেড',
      consent_kept: true,
      division_id: null,
      district_id: null,
      upazila_id: null,
      union_id: null,
    });
  });

  it('takes a place that exists and refuses one that does not', async () => {
    await scratch.db.execute(sql`update patients set division_id = 3 where id = ${ids.patient}`);
    expect(await one(sql`select division_id from patients where id = ${ids.patient}`)).toEqual({
      division_id: 3,
    });
    await expect(
      scratch.db.execute(sql`update patients set district_id = 999 where id = ${ids.patient}`),
    ).rejects.toThrow();
  });
});
