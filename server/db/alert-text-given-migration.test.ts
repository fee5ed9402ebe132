import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../paths.ts';
import { migratedFrom } from '../test/migrations.ts';

/**
 * Migration 0034 (an alert's text given to a volunteer under SMS_PROVIDER=log; docs/decisions/066)
 * on a database made and filled by the migration before it: every alert is carried forward; an
 * SMS alert due when it was queued counts as given (its text came in the answer that queued it),
 * one held by quiet hours does not. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
) as { entries: { idx: number; tag: string }[] };
const FIRST_NEW = journal.entries.find((e) => e.tag.endsWith('_alert-text-given'))!.idx;

const ids = { now: '', held: '', push: '' };
const TABLES = ['alert_outbox', 'blood_requests', 'donors'];

const scratch = migratedFrom(FIRST_NEW, TABLES, async (db) => {
  const first = <T>(result: unknown) => (result as { rows: T[] }).rows[0]!;
  const { id: request } = first<{ id: string }>(
    await db.execute(sql`
      insert into blood_requests (patient_name, blood_group, needed_at, quantity, place, phone1)
      values ('রোগী', 'oNegative', now() + interval '1 day', '1', 'সদর হাসপাতাল', '01811000001')
      returning id`),
  );
  const donor = async (phone: string) =>
    first<{ id: string }>(
      await db.execute(sql`
        insert into donors (name, blood_group, phone1, village, gender, status)
        values ('দাতা', 'oNegative', ${phone}, 'পাড়া', 'male', 'verified') returning id`),
    ).id;
  const alert = async (donorId: string, channel: string, held: boolean) =>
    first<{ id: string }>(
      await db.execute(sql`
        insert into alert_outbox (blood_request_id, donor_id, channel, state, queued_at, due_at)
        values (${request}, ${donorId}, ${channel}, 'sent', now(),
          ${held ? sql`now() + interval '8 hours'` : sql`now()`})
        returning id`),
    ).id;
  ids.now = await alert(await donor('01811000002'), 'sms', false);
  ids.held = await alert(await donor('01811000003'), 'sms', true);
  ids.push = await alert(await donor('01811000004'), 'push', false);
});
const { one, countOf, before } = scratch;

describe('migration 0034 (alert text given) on a database of the migration before', () => {
  it('carries every alert forward; a due SMS alert counts as given, a held one does not', async () => {
    for (const table of TABLES) expect(await countOf(table), table).toBe(before[table]);
    const given = async (id: string) =>
      (
        await one<{ given: boolean }>(
          sql`select text_given_at is not null as given from alert_outbox where id = ${id}`,
        )
      ).given;
    expect(await given(ids.now)).toBe(true);
    expect(await given(ids.held)).toBe(false);
    expect(await given(ids.push)).toBe(false);
  });
});
