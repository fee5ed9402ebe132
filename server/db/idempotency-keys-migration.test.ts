import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migratedFrom } from '../test/migrations.ts';

/**
 * Migration 0018 (the kept answers of creates sent with an Idempotency-Key) on a database made and
 * filled at 0017: the blood requests and donors of before are all still there, the new table is
 * empty, holds one row per key and operation, and an answer is null until it is kept. Runs on
 * PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const TABLES = ['blood_requests', 'donors', 'rate_limits'];

const scratch = migratedFrom(18, TABLES, async (db) => {
  await db.execute(sql`
    insert into donors (name, phone1, blood_group, village, status, contact_consent)
    values ('রহিম উদ্দিন', '01711000001', 'oPositive', '', 'pending', false)`);
  await db.execute(sql`
    insert into blood_requests (patient_name, blood_group, needed_at, quantity, hemoglobin, problem, place, phone1, status)
    values ('রোগী', 'aPositive', now() + interval '1 day', 1, '8', 'অপারেশন', 'ঢাকা', '01712345678', 'incomplete')`);
  await db.execute(
    sql`insert into rate_limits (id, key, count, last_request) values ('r1', '127.0.0.1/sign-up', 1, 1700000000000)`,
  );
});
const { one, countOf, before } = scratch;

describe('migration 0018 on a database made and filled at 0017', () => {
  it('carries every row forward and starts with no kept answer', async () => {
    for (const table of TABLES) expect(await countOf(table), table).toBe(before[table]);
    expect(await one(sql`select name, phone1 from donors`)).toEqual({
      name: 'রহিম উদ্দিন',
      phone1: '01711000001',
    });
    expect(await countOf('idempotency_keys')).toBe(0);
  });

  it('keeps one row per key and operation, its answer empty until kept, dated by the server', async () => {
    await scratch.db.execute(sql`
      insert into idempotency_keys (key_hash, route, body_hash)
      values ('k1', 'POST /api/blood-request', 'b1'), ('k1', 'POST /api/donor-request', 'b1')`);
    expect(
      await one(sql`
        select status, answer, created_at > now() - interval '1 minute' as recent
        from idempotency_keys where route = 'POST /api/blood-request'`),
    ).toEqual({ status: null, answer: null, recent: true });
    await expect(
      scratch.db.execute(sql`
        insert into idempotency_keys (key_hash, route, body_hash)
        values ('k1', 'POST /api/blood-request', 'b2')`),
    ).rejects.toThrow();
    await expect(
      scratch.db.execute(sql`
        insert into idempotency_keys (key_hash, route) values ('k2', 'POST /api/blood-request')`),
    ).rejects.toThrow();
  });
});
