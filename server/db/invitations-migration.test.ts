import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../paths.ts';
import { migrationsBefore, openScratch, scratchReads, type Scratch } from '../test/migrations.ts';

/**
 * Migration 0015 (invitations in the outbox, the link's last opening) on a database made and filled
 * at 0014: the alerts and links of before are kept, as alerts of their request, never opened. Runs on
 * PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

let scratch: Scratch;
let oldFolder: string;
const { one } = scratchReads(() => scratch);
const ids = { donor: '', request: '', alert: '', link: '' };

beforeAll(async () => {
  scratch = await openScratch();
  oldFolder = await migrationsBefore(15);
  await scratch.migrate(oldFolder);
  const id = async (query: ReturnType<typeof sql>) => (await one<{ id: string }>(query)).id;
  await scratch.db.execute(
    sql`insert into users (id, name, email, role) values ('u1', 'অ্যাডমিন', 'admin@example.org', 'admin')`,
  );
  ids.donor = await id(sql`
    insert into donors (name, birth_date, gender, phone1, blood_group, village, status, accepted_at, contact_consent)
    values ('রহিম উদ্দিন', '1990-03-04', 'male', '01711000001', 'oPositive', '', 'verified', now(), true) returning id`);
  ids.request = await id(sql`
    insert into blood_requests (patient_name, blood_group, needed_at, quantity, place, phone1, status)
    values ('করিম রোগী', 'oPositive', now() + interval '2 days', '2', 'সদর হাসপাতাল', '01811000002', 'incomplete') returning id`);
  ids.link = await id(
    sql`insert into donor_links (donor_id, token_hash, nonce, issued_by) values (${ids.donor}, 'hash', 'nonce', 'u1') returning id`,
  );
  ids.alert = await id(sql`
    insert into alert_outbox (blood_request_id, donor_id, channel, state, queued_by, attempts, sent_at, answer, answered_at)
    values (${ids.request}, ${ids.donor}, 'sms', 'sent', 'u1', 1, now(), 'yes', now()) returning id`);
  await scratch.migrate(MIGRATIONS_DIR);
}, 180_000);

afterAll(async () => {
  await scratch?.close();
  if (oldFolder) await rm(oldFolder, { recursive: true, force: true });
});

describe('migration 0015 on a database made and filled at 0014', () => {
  it('keeps every alert as an alert of its request, and every link, never opened', async () => {
    expect(await one(sql`select count(*)::int as n from alert_outbox`)).toEqual({ n: 1 });
    expect(
      await one(
        sql`select kind, blood_request_id, donor_id, channel, state, attempts, answer from alert_outbox where id = ${ids.alert}`,
      ),
    ).toEqual({
      kind: 'alert',
      blood_request_id: ids.request,
      donor_id: ids.donor,
      channel: 'sms',
      state: 'sent',
      attempts: 1,
      answer: 'yes',
    });
    expect(
      await one(
        sql`select donor_id, token_hash, last_opened_at from donor_links where id = ${ids.link}`,
      ),
    ).toEqual({
      donor_id: ids.donor,
      token_hash: 'hash',
      last_opened_at: null,
    });
  });

  it('takes an invitation without a request; an alert still needs one, once per donor', async () => {
    await scratch.db.execute(
      sql`insert into alert_outbox (kind, donor_id, channel) values ('invitation', ${ids.donor}, 'sms')`,
    );
    await scratch.db.execute(
      sql`insert into alert_outbox (kind, donor_id, channel) values ('invitation', ${ids.donor}, 'sms')`,
    );
    expect(
      await one(
        sql`select count(*)::int as n from alert_outbox where kind = 'invitation' and blood_request_id is null`,
      ),
    ).toEqual({ n: 2 });
    await expect(
      scratch.db.execute(
        sql`insert into alert_outbox (donor_id, channel) values (${ids.donor}, 'sms')`,
      ),
    ).rejects.toThrow();
    await expect(
      scratch.db.execute(
        sql`insert into alert_outbox (kind, blood_request_id, donor_id, channel) values ('invitation', ${ids.request}, ${ids.donor}, 'sms')`,
      ),
    ).rejects.toThrow();
    await expect(
      scratch.db.execute(
        sql`insert into alert_outbox (blood_request_id, donor_id, channel) values (${ids.request}, ${ids.donor}, 'sms')`,
      ),
    ).rejects.toThrow();
  });
});
