import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../paths.ts';
import { migratedFrom } from '../test/migrations.ts';

/**
 * Migration 0030 (the family's answer; docs/decisions/063) on a database made and filled by the
 * migration before it: requests keep their rows and note, have no answer yet, and take only the
 * answer codes. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
) as { entries: { idx: number; tag: string }[] };
const FIRST_NEW = journal.entries.find((e) => e.tag.endsWith('_family-answer'))!.idx;

const ids = { request: '' };
const TABLES = ['blood_requests'];

const scratch = migratedFrom(FIRST_NEW, TABLES, async (db) => {
  const result = (await db.execute(sql`
    insert into blood_requests (patient_name, blood_group, needed_at, quantity, place, phone1, family_note)
    values ('রোগী', 'oNegative', now() - interval '1 day', '2', 'সদর হাসপাতাল', '01811000001', 'ধন্যবাদ')
    returning id`)) as unknown as { rows: { id: string }[] };
  ids.request = result.rows[0]!.id;
});
const { one, countOf, before } = scratch;

describe('migration 0030 (the family answer) on a database of the migration before', () => {
  it('carries every request forward with its note and no answer yet', async () => {
    for (const table of TABLES) expect(await countOf(table), table).toBe(before[table]);
    expect(
      await one(
        sql`select patient_name, family_note, family_answer, family_answered_at from blood_requests where id = ${ids.request}`,
      ),
    ).toEqual({
      patient_name: 'রোগী',
      family_note: 'ধন্যবাদ',
      family_answer: null,
      family_answered_at: null,
    });
  });

  it('takes the answer codes and no other', async () => {
    await scratch.db.execute(
      sql`update blood_requests set family_answer = 'notYet', family_answered_at = now() where id = ${ids.request}`,
    );
    await expect(
      scratch.db.execute(
        sql`update blood_requests set family_answer = 'maybe' where id = ${ids.request}`,
      ),
    ).rejects.toThrow();
  });
});
