import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../paths.ts';
import { migratedFrom } from '../test/migrations.ts';

/**
 * The migration of the guardian's status links (docs/decisions/062-guardian-status-link.md) on a
 * database made and filled by the migration before it: patients keep their rows, none has a link
 * yet, and a patient holds one live link at a time, any number of ended ones, each token once.
 * PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
) as { entries: { idx: number; tag: string }[] };
const FIRST_NEW = journal.entries.find((e) => e.tag.endsWith('_patient-status-links'))!.idx;

const ids = { patient: '' };
const TABLES = ['patients', 'units'];

const scratch = migratedFrom(FIRST_NEW, TABLES, async (db) => {
  const first = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: { id: string }[] }).rows[0]!.id;
  const unit = await first(
    sql`insert into units (depth, name_bn, name_en) values (1, 'রক্তসেতু', 'Roktosetu') returning id`,
  );
  ids.patient = await first(sql`
    insert into patients (unit_id, name, blood_group, guardian_phone, hospital, interval_days,
      bags_per_session, next_session_at, consent_at)
    values (${unit}, 'রোগী', 'bPositive', '01712345678', 'শিশু হাসপাতাল', 21, 1, '2026-12-01', now())
    returning id`);
});
const { one, countOf, before } = scratch;

describe('migration of the status links on a database of the migration before', () => {
  it('carries every patient forward, with no link yet', async () => {
    for (const table of TABLES) expect(await countOf(table), table).toBe(before[table]);
    expect(await one(sql`select name, hospital from patients where id = ${ids.patient}`)).toEqual({
      name: 'রোগী',
      hospital: 'শিশু হাসপাতাল',
    });
    expect(await countOf('patient_status_links')).toBe(0);
  });

  it('keeps one live link per patient, any number of ended ones, each token once', async () => {
    const insert = (hash: string, revoked: boolean) =>
      scratch.db.execute(sql`
        insert into patient_status_links (patient_id, token_hash, nonce, revoked_at)
        values (${ids.patient}, ${hash}, 'n', ${revoked ? sql`now()` : null})`);
    await insert('h1', true);
    await insert('h2', true);
    await insert('h3', false);
    await expect(insert('h4', false)).rejects.toThrow();
    await expect(insert('h1', true)).rejects.toThrow();
    expect(await countOf('patient_status_links')).toBe(3);
  });
});
