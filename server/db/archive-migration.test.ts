import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../paths.ts';

/**
 * The archive migration on a database made by the schema before it: existing donors, requests and
 * contacts stay, live (not archived), and the phone rule still holds among live donors.
 */
let client: PGlite;
let dir: string;

/** The migrations folder cut after the one tagged `lastTag`. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = path.join(dir, 'migrations');
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  expect(last).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'roktosetu-archive-migration-'));
  client = await PGlite.create(`memory://`, { extensions: { pg_trgm } });
});
afterAll(async () => {
  await client.close();
  await rm(dir, { recursive: true, force: true });
});

describe('migrating to archive, audit trail and request places', () => {
  it('keeps every existing row live and the phone rule in force', async () => {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: await migrationsUpTo('0003_donate-clicked-index') });
    await client.exec(`
      insert into divisions values (1, 'Div', 'বিভাগ');
      insert into districts values (1, 1, 'Dist', 'জেলা');
      insert into upazilas values (1, 1, 'Upa', 'উপজেলা');
      insert into unions (id, upazila_id, name, bn_name) values (1, 1, 'Uni', 'ইউনিয়ন');
      insert into donors (name, birth_date, gender, phone1, blood_group, division_id, district_id, upazila_id, union_id, village, status, donation_count)
        values ('পুরনো দাতা', '1990-01-01', 'পুরুষ', '01700000001', 'aPositive', 1, 1, 1, 1, 'গ্রাম', 'verified', 4);
      insert into blood_requests (patient_name, blood_group, needed_at, quantity, place, phone1)
        values ('পুরনো রোগী', 'bPositive', now(), '1', 'হাসপাতাল', '01700000002');
      insert into contacts (name, phone1) values ('পুরনো যোগাযোগ', '01700000003');
    `);

    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

    const live = async (table: string) =>
      (
        await client.query<{ n: number }>(
          `select count(*)::int as n from ${table} where archived_at is null`,
        )
      ).rows[0]!.n;
    expect(await live('donors')).toBe(1);
    expect(await live('blood_requests')).toBe(1);
    expect(await live('contacts')).toBe(1);
    const [donor] = (
      await client.query<{ donation_count: number }>('select donation_count from donors')
    ).rows;
    expect(donor!.donation_count).toBe(4);
    const [request] = (
      await client.query<{ union_id: number | null }>('select union_id from blood_requests')
    ).rows;
    expect(request!.union_id).toBeNull();

    const sameNumber = `insert into donors (name, birth_date, gender, phone1, blood_group, division_id, district_id, upazila_id, union_id, village)
      values ('দ্বিতীয়', '1991-01-01', 'male', '01700000001', 'aPositive', 1, 1, 1, 1, 'গ্রাম')`;
    await expect(client.exec(sameNumber)).rejects.toThrow(/donors_phone1_key/);
    await client.exec(`update donors set archived_at = now() where phone1 = '01700000001'`);
    await client.exec(sameNumber); // an archived donor's number may register again
    expect(await live('donors')).toBe(1);
  });
});
