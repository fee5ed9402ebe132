import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../paths.ts';
import { migratedFrom } from '../test/migrations.ts';

/**
 * Migration 0025 (the requester's SMS, money reports and the block list, automatic waves) on a
 * database made and filled by the migrations before it: every row of before stays, a request of
 * before keeps its status link (no nonce) and Bengali as its language, a donor's alert is still one
 * per request and donor, and the outbox now takes one requester SMS per request (a second is
 * refused) but no donor alert without a donor. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
) as { entries: { idx: number; tag: string }[] };
const IDX = journal.entries.find((e) => e.tag.endsWith('_family-safety'))!.idx;

const TABLES = ['donors', 'blood_requests', 'alert_outbox'];

describe('migration family-safety on a database made before it', () => {
  let request = '';
  let donor = '';
  const scratch = migratedFrom(IDX, TABLES, async () => {
    const { one } = scratch;
    donor = (
      await one<{ id: string }>(
        sql`insert into donors (name, phone1, blood_group, village, status) values ('দাতা', '01711000001', 'oPositive', '', 'verified') returning id`,
      )
    ).id;
    request = (
      await one<{
        id: string;
      }>(sql`insert into blood_requests (patient_name, blood_group, needed_at, quantity, place, phone1, status_token_hash)
        values ('রোগী', 'oPositive', now(), '1', 'হাসপাতাল', '01811000001', 'abc') returning id`)
    ).id;
    await scratch.db.execute(
      sql`insert into alert_outbox (blood_request_id, donor_id, channel) values (${request}, ${donor}, 'sms')`,
    );
  });
  const { one, countOf, before } = scratch;

  it('keeps every row of before, the request with its link hash, no nonce and Bengali', async () => {
    for (const table of TABLES) expect(await countOf(table), table).toBe(before[table]);
    expect(
      await one(
        sql`select status_token_hash, status_nonce, requester_language from blood_requests where id = ${request}`,
      ),
    ).toEqual({ status_token_hash: 'abc', status_nonce: null, requester_language: 'bn' });
    expect(await one(sql`select kind, state from alert_outbox`)).toEqual({
      kind: 'alert',
      state: 'queued',
    });
  });

  it('takes one requester SMS per request, and no alert without a donor', async () => {
    await scratch.db.execute(
      sql`insert into alert_outbox (kind, blood_request_id, channel) values ('requester', ${request}, 'sms')`,
    );
    await expect(
      scratch.db.execute(
        sql`insert into alert_outbox (kind, blood_request_id, channel) values ('requester', ${request}, 'sms')`,
      ),
    ).rejects.toThrow();
    await expect(
      scratch.db.execute(
        sql`insert into alert_outbox (kind, blood_request_id, channel) values ('alert', ${request}, 'sms')`,
      ),
    ).rejects.toThrow();
    await expect(
      scratch.db.execute(
        sql`insert into alert_outbox (kind, blood_request_id, donor_id, channel) values ('alert', ${request}, ${donor}, 'sms')`,
      ),
    ).rejects.toThrow();
  });
});
