import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../paths.ts';
import { migratedFrom } from '../test/migrations.ts';

/**
 * Migration 0027 (recurring patients in the archive) on a database made and filled by the
 * migration before it: patients and the trail are carried forward unchanged; the archive's index
 * is there; once an archived patient is deleted by the purge, the events about them may lose the
 * name, guardian's phone, hospital and special needs, and nothing else; a live patient's events
 * stay append-only. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
) as { entries: { idx: number; tag: string }[] };
const FIRST_NEW = journal.entries.find((e) => e.tag.endsWith('_patients-archive'))!.idx;

const ids = { archived: '', live: '' };
const TABLES = ['patients', 'audit_events'];

const scratch = migratedFrom(FIRST_NEW, TABLES, async (db) => {
  const first = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: { id: string }[] }).rows[0]!.id;
  const unit = await first(sql`
    insert into units (depth, name_bn, name_en) values (1, 'ইউনিট', 'Unit') returning id`);
  const patient = (name: string, archived: boolean) =>
    first(sql`
      insert into patients (unit_id, name, blood_group, guardian_phone, hospital, interval_days,
        bags_per_session, next_session_at, notes, consent_at, archived_at)
      values (${unit}, ${name}, 'bPositive', '01712345678', 'শিশু হাসপাতাল', 21, 1, '2026-12-10',
        'লিউকোডিপ্লিটেড', now(), ${archived ? sql`now() - interval '40 days'` : null})
      returning id`);
  ids.archived = await patient('পুরনো রোগী', true);
  ids.live = await patient('চলতি রোগী', false);
  for (const id of [ids.archived, ids.live])
    await db.execute(sql`
      insert into audit_events (action, target, target_id, changes)
      values ('create', 'patient', ${id}, ${JSON.stringify({
        name: 'রোগী',
        guardianPhone: '01712345678',
        hospital: 'শিশু হাসপাতাল',
        notes: 'লিউকোডিপ্লিটেড',
        intervalDays: 21,
      })}::jsonb)`);
});
const { rows, one, countOf, before } = scratch;

describe('migration 0027 (recurring patients in the archive) on a database of the migration before', () => {
  it('carries every patient and event forward, and adds the archive index', async () => {
    for (const table of TABLES) expect(await countOf(table), table).toBe(before[table]);
    expect(
      await rows(sql`select name, archived_at is not null as archived from patients order by name`),
    ).toEqual([
      { name: 'চলতি রোগী', archived: false },
      { name: 'পুরনো রোগী', archived: true },
    ]);
    expect(
      await one(
        sql`select count(*)::int as n from pg_indexes where indexname = 'patients_archived_idx'`,
      ),
    ).toEqual({ n: 1 });
  });

  it("lets a purged patient's events lose their personal values, and nothing else", async () => {
    await scratch.db.execute(sql`delete from patients where id = ${ids.archived}`);
    await scratch.db.execute(
      sql`update audit_events set changes = audit_events_scrubbed(changes) where target_id = ${ids.archived}`,
    );
    expect(
      await one(sql`select changes from audit_events where target_id = ${ids.archived}`),
    ).toEqual({ changes: { intervalDays: 21 } });
    await expect(
      scratch.db.execute(
        sql`update audit_events set action = 'other' where target_id = ${ids.archived}`,
      ),
    ).rejects.toThrow();
  });

  it("keeps a live patient's events append-only", async () => {
    await expect(
      scratch.db.execute(
        sql`update audit_events set changes = audit_events_scrubbed(changes) where target_id = ${ids.live}`,
      ),
    ).rejects.toThrow();
  });
});
