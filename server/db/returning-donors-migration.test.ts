import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../paths.ts';
import { migratedFrom } from '../test/migrations.ts';

/**
 * Migration 0026 (donors who come back; docs/decisions/060) on a database made and filled by the
 * migration before it: donors keep their rows, get reminders on and no leader-board answer yet
 * (shown, as before), old outbox rows and requests keep their values, and the new outbox kinds,
 * the reminder record (one per donor and eligibility) and certificates work. PGlite, and
 * PostgreSQL with TEST_DATABASE_URL.
 */

const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
) as { entries: { idx: number; tag: string }[] };
const FIRST_NEW = journal.entries.find((e) => e.tag.endsWith('_returning-donors'))!.idx;

const ids = { donor: '', request: '' };
const TABLES = ['donors', 'blood_requests', 'alert_outbox', 'donations'];

const scratch = migratedFrom(FIRST_NEW, TABLES, async (db) => {
  const first = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: { id: string }[] }).rows[0]!.id;
  ids.donor = await first(sql`
    insert into donors (name, phone1, blood_group, village, status, accepted_at, contact_consent)
    values ('রহিম উদ্দিন', '01711000001', 'oPositive', '', 'verified', now(), true) returning id`);
  ids.request = await first(sql`
    insert into blood_requests (patient_name, blood_group, needed_at, quantity, place, phone1)
    values ('রোগী', 'oPositive', now() + interval '1 day', '1', 'সদর হাসপাতাল', '01811000001') returning id`);
  await db.execute(sql`
    insert into alert_outbox (kind, blood_request_id, donor_id, channel) values ('alert', ${ids.request}, ${ids.donor}, 'sms')`);
  await db.execute(sql`
    insert into donations (donor_id, donated_at) values (${ids.donor}, '2026-01-10')`);
});
const { rows, one, countOf, before } = scratch;

describe('migration 0026 (donors who come back) on a database of the migration before', () => {
  it('carries every row forward, with reminders on and no leader-board answer yet', async () => {
    for (const table of TABLES) expect(await countOf(table), table).toBe(before[table]);
    expect(
      await one(
        sql`select name, reminders_enabled, on_leaderboard from donors where id = ${ids.donor}`,
      ),
    ).toEqual({ name: 'রহিম উদ্দিন', reminders_enabled: true, on_leaderboard: null });
    expect(await rows(sql`select kind, donation_id from alert_outbox`)).toEqual([
      { kind: 'alert', donation_id: null },
    ]);
    expect(
      await one(sql`select family_note from blood_requests where id = ${ids.request}`),
    ).toEqual({ family_note: null });
  });

  it('takes reminders and thanks in the outbox, and no other kind', async () => {
    await scratch.db.execute(
      sql`insert into alert_outbox (kind, donor_id, channel) values ('reminder', ${ids.donor}, 'sms')`,
    );
    await scratch.db.execute(
      sql`insert into alert_outbox (kind, donor_id, channel) values ('thanks', ${ids.donor}, 'sms')`,
    );
    await expect(
      scratch.db.execute(
        sql`insert into alert_outbox (kind, donor_id, channel) values ('spam', ${ids.donor}, 'sms')`,
      ),
    ).rejects.toThrow();
  });

  it('records a reminder once per donor and eligibility', async () => {
    const at = '2026-05-10T00:00:00Z';
    const insert = () =>
      scratch.db.execute(
        sql`insert into donor_reminders (donor_id, eligible_at) values (${ids.donor}, ${at}) on conflict do nothing`,
      );
    await insert();
    await insert();
    expect(await countOf('donor_reminders')).toBe(1);
  });

  it('keeps a certificate code unique', async () => {
    const insert = () =>
      scratch.db
        .execute(sql`insert into certificates (code, donor_id, donor_name, donations, milestone, community_bn, community_en)
        values ('ABCD', ${ids.donor}, 'রহিম', 1, 1, 'ক', 'K')`);
    await insert();
    await expect(insert()).rejects.toThrow();
  });
});
