import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migratedFrom } from '../test/migrations.ts';

/**
 * Migration 0017 (the import job that created a donor) on a database made and filled at 0016: the
 * donors, jobs, invitations and events of before are all still there, the donors with no job, and
 * a donor then takes a job's id, which the job's deletion empties. Runs on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */

const ids = { donor: '', job: '' };
const TABLES = ['users', 'donors', 'import_jobs', 'alert_outbox', 'audit_events'];

const scratch = migratedFrom(17, TABLES, async (db) => {
  const id = async (query: ReturnType<typeof sql>) => (await one<{ id: string }>(query)).id;
  await db.execute(
    sql`insert into users (id, name, email, role) values ('u1', 'অ্যাডমিন', 'admin@example.org', 'admin')`,
  );
  ids.job = await id(sql`
    insert into import_jobs (state, created_by, file_name, options, total_rows, rows_done, created)
    values ('done', 'u1', 'list.csv', '{"status": "verified"}'::jsonb, 1, 1, 1) returning id`);
  ids.donor = await id(sql`
    insert into donors (name, phone1, blood_group, village, status, accepted_at, contact_consent, consent_source, consent_at)
    values ('রহিম উদ্দিন', '01711000001', 'oPositive', '', 'verified', now(), false, 'import', now()) returning id`);
  await db.execute(
    sql`insert into alert_outbox (kind, donor_id, channel, queued_by) values ('invitation', ${ids.donor}, 'sms', 'u1')`,
  );
  await db.execute(sql`
    insert into audit_events (actor_id, actor_email, action, target, target_id, changes)
    values ('u1', 'admin@example.org', 'import', 'donor', null, ${JSON.stringify({ created: 1, jobId: ids.job })}::jsonb)`);
});
const { one, countOf, before } = scratch;

describe('migration 0017 on a database made and filled at 0016', () => {
  it('carries every row forward with its values; a donor of before has no import job', async () => {
    for (const table of TABLES) expect(await countOf(table), table).toBe(before[table]);
    expect(
      await one(
        sql`select name, phone1, status, import_job_id from donors where id = ${ids.donor}`,
      ),
    ).toEqual({
      name: 'রহিম উদ্দিন',
      phone1: '01711000001',
      status: 'verified',
      import_job_id: null,
    });
    expect(await one(sql`select state, file_name, created from import_jobs`)).toEqual({
      state: 'done',
      file_name: 'list.csv',
      created: 1,
    });
  });

  it("takes a job's id, refuses one that is no job, and empties it when the job is deleted", async () => {
    await scratch.db.execute(
      sql`update donors set import_job_id = ${ids.job} where id = ${ids.donor}`,
    );
    expect(
      await one(
        sql`select count(*)::int as n from donors where import_job_id = ${ids.job} and archived_at is null`,
      ),
    ).toEqual({ n: 1 });
    await expect(
      scratch.db.execute(
        sql`update donors set import_job_id = '00000000-0000-4000-8000-000000000001' where id = ${ids.donor}`,
      ),
    ).rejects.toThrow();
    await scratch.db.execute(sql`delete from import_jobs where id = ${ids.job}`);
    expect(await one(sql`select name, import_job_id from donors where id = ${ids.donor}`)).toEqual({
      name: 'রহিম উদ্দিন',
      import_job_id: null,
    });
  });
});
