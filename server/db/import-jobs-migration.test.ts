import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migratedFrom } from '../test/migrations.ts';

/**
 * Migration 0016 (import jobs) on a database made and filled at 0015: the donors, users, alerts and
 * events of before are all still there, and the new table takes a job of a user who already was.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const ids = { donor: '', alert: '' };
const TABLES = ['users', 'donors', 'alert_outbox', 'audit_events', 'donor_links'];

const scratch = migratedFrom(16, TABLES, async (db) => {
  const id = async (query: ReturnType<typeof sql>) => (await one<{ id: string }>(query)).id;
  await db.execute(
    sql`insert into users (id, name, email, role) values ('u1', 'অ্যাডমিন', 'admin@example.org', 'admin')`,
  );
  ids.donor = await id(sql`
    insert into donors (name, phone1, blood_group, village, status, accepted_at, contact_consent, consent_source, consent_at)
    values ('রহিম উদ্দিন', '01711000001', 'oPositive', '', 'verified', now(), true, 'import', now()) returning id`);
  await db.execute(
    sql`insert into donor_links (donor_id, token_hash, nonce, issued_by) values (${ids.donor}, 'hash', 'nonce', 'u1')`,
  );
  ids.alert = await id(
    sql`insert into alert_outbox (kind, donor_id, channel, queued_by) values ('invitation', ${ids.donor}, 'sms', 'u1') returning id`,
  );
  await db.execute(sql`
    insert into audit_events (actor_id, actor_email, action, target, target_id, changes)
    values ('u1', 'admin@example.org', 'import', 'donor', null, '{"created": 1, "updated": 0, "skipped": 0, "errors": 0, "status": "verified"}'::jsonb)`);
});
const { one, countOf, before } = scratch;

describe('migration 0016 on a database made and filled at 0015', () => {
  it('carries every row forward with its values', async () => {
    for (const table of TABLES) expect(await countOf(table), table).toBe(before[table]);
    expect(
      await one(
        sql`select name, phone1, blood_group, details_missing from donors where id = ${ids.donor}`,
      ),
    ).toEqual({
      name: 'রহিম উদ্দিন',
      phone1: '01711000001',
      blood_group: 'oPositive',
      details_missing: true,
    });
    expect(await one(sql`select kind, state from alert_outbox where id = ${ids.alert}`)).toEqual({
      kind: 'invitation',
      state: 'queued',
    });
    expect(
      await one(
        sql`select changes->>'created' as created from audit_events where action = 'import'`,
      ),
    ).toEqual({ created: '1' });
  });

  it('takes a job of a user who was there before, queued with no progress, and keeps to the four states', async () => {
    const job = await one<Record<string, unknown>>(sql`
      insert into import_jobs (created_by, file_name, file, options) values ('u1', 'list.csv', '\\x6e616d65'::bytea, '{"status": "verified"}'::jsonb)
      returning state, rows_done, total_rows, created, attempts, claim, locked_until`);
    expect(job).toEqual({
      state: 'queued',
      rows_done: 0,
      total_rows: 0,
      created: 0,
      attempts: 0,
      claim: null,
      locked_until: null,
    });
    await expect(
      scratch.db.execute(
        sql`insert into import_jobs (state, file_name, options) values ('paused', 'x.csv', '{}'::jsonb)`,
      ),
    ).rejects.toThrow();
    // The user's going empties the job's author, never the job.
    await scratch.db.execute(sql`delete from users where id = 'u1'`);
    expect(await one(sql`select created_by, file_name from import_jobs`)).toEqual({
      created_by: null,
      file_name: 'list.csv',
    });
  });
});
