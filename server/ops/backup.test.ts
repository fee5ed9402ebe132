import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, Sql } from '../db/client.ts';
import {
  accounts,
  bloodRequests,
  contacts,
  donations,
  donors,
  images,
  meta,
  sessions,
  users,
  villages,
} from '../db/schema.ts';
import { seedGeography } from '../db/seed-geo.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { emptyDatabase, serverUrl } from '../test/database.ts';
import { isBackupInsert, migrateUpTo, restoreBackup, writeBackup } from './backup.ts';
import { backupLines } from './backup-file.ts';

/** Text that breaks naive dumps: quotes, backslashes, line breaks, Bengali, an emoji, a tab. */
const TRICKY = "রহিম উদ্দিন 'O''Brien' \\x41 \\\\ back\\slash\nnew line\r\nend\t😀";
/** Every byte value, so bytea survives whatever the escaping. */
const ALL_BYTES = Buffer.from(Array.from({ length: 256 }, (_, i) => i));

let t: TestApp;
let dir: string;

/** Fills every kind of table the application has with rows, some of them awkward. */
async function seed(app: TestApp) {
  const db = app.db;
  const userId = `u-${randomBytes(4).toString('hex')}`;
  await db
    .insert(users)
    .values({ id: userId, name: TRICKY, email: 'backup@example.com', role: 'admin' });
  await db.insert(accounts).values({
    id: 'a1',
    accountId: userId,
    providerId: 'credential',
    userId,
    password: 'hash$with\\odd"chars',
  });
  await db
    .insert(sessions)
    .values({ id: 's1', token: 'tok', userId, expiresAt: new Date('2030-01-01T00:00:00.123Z') });
  const [village] = await db
    .insert(villages)
    .values({ unionId: 1, name: 'Notun Gram', bnName: 'নতুন গ্রাম' })
    .returning();
  const donorRows = Array.from({ length: 30 }, (_, i) => ({
    name: i === 0 ? TRICKY : `দাতা ${i}`,
    birthDate: '1990-05-17',
    gender: 'male',
    phone1: `0171${String(1000000 + i)}`,
    phone2: i % 2 ? null : `0181${String(1000000 + i)}`,
    bloodGroup: 'aPositive',
    divisionId: 1,
    districtId: 1,
    upazilaId: 1,
    unionId: 1,
    village: village!.bnName,
    status: i % 3 ? 'verified' : 'pending',
    donationCount: i,
    lastDonatedAt: i % 2 ? new Date(Date.UTC(2026, 0, 1, 10, 30, 15, 250)) : null,
  }));
  const inserted = await db.insert(donors).values(donorRows).returning({ id: donors.id });
  await db
    .insert(donations)
    .values({ donorId: inserted[1]!.id, donatedAt: '2026-01-01', recordedBy: userId });
  await db.insert(bloodRequests).values({
    patientName: TRICKY,
    bloodGroup: 'oNegative',
    neededAt: new Date('2030-02-02T08:00:00Z'),
    quantity: '২ ব্যাগ',
    place: 'ঢাকা মেডিকেল',
    phone1: '01711111111',
  });
  const [image] = await db
    .insert(images)
    .values({ contentType: 'image/webp', bytes: Buffer.concat([ALL_BYTES, randomBytes(50_000)]) })
    .returning();
  await db.insert(contacts).values({ name: 'জরুরি', phone1: '01911111111', imageId: image!.id });
  await db
    .insert(meta)
    .values({ key: 'backup-test', value: '{"json": "\\u0000-ish", "bn": "ঢাকা"}' });
}

/** Every table's rows as canonical text, in a fixed order: what "identical" is checked against. */
async function snapshot(database: Database): Promise<Record<string, string[]>> {
  return database.withTransaction(async (sql: Sql) => {
    await sql.query("SET LOCAL TimeZone = 'UTC'");
    await sql.query("SET LOCAL DateStyle = 'ISO, YMD'");
    const tables = await sql.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
    );
    const out: Record<string, string[]> = {};
    for (const { name } of tables) {
      const rows = await sql.query<{ row: string }>(`SELECT t::text AS row FROM "${name}" t`);
      // Sorted here, not in SQL: the two databases may collate text differently.
      out[name] = rows.map((r) => r.row).sort();
    }
    return out;
  });
}

async function backupToFile(database: Database, name: string): Promise<string> {
  const file = path.join(dir, name);
  const out = createWriteStream(file);
  await writeBackup(database, out);
  await new Promise<void>((resolve) => out.end(resolve));
  return file;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'roktosetu-backup-test-'));
  t = await startTestApp();
  await seed(t);
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

// A restore replays a whole database with its geography (thousands of rows) and then gathers
// planner statistics: tens of seconds on the embedded database when two test files share 2 cores.
describe('backup and restore', { timeout: 120_000 }, () => {
  it('restores into a fresh database with every table identical, row by row', async () => {
    const file = await backupToFile(t.app.database, 'full.sql');
    const target = await emptyDatabase();
    try {
      const summary = await restoreBackup(target.database, backupLines(file));
      const before = await snapshot(t.app.database);
      const after = await snapshot(target.database);
      // The comparison must have something to compare: every seeded table holds rows.
      for (const table of [
        'users',
        'accounts',
        'sessions',
        'villages',
        'donors',
        'donations',
        'blood_requests',
        'images',
        'contacts',
        'meta',
        'unions',
      ]) {
        expect(before[table]?.length, table).toBeGreaterThan(0);
      }
      expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
      for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
      expect(summary.rows).toBe(Object.values(before).reduce((n, rows) => n + rows.length, 0));

      // Spot checks in the application's own terms: Bengali text and binary bytes come back exact.
      const [image] = await target.database.db.select().from(images);
      expect(image!.bytes.subarray(0, 256).equals(ALL_BYTES)).toBe(true);
      const [request] = await target.database.db.select().from(bloodRequests);
      expect(request!.patientName).toBe(TRICKY);
    } finally {
      await target.drop();
    }
  });

  it('restores a backup of an older schema: that level first, then the newer migrations', async () => {
    const journal = JSON.parse(
      await readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
    ) as {
      entries: { tag: string }[];
    };
    const older = journal.entries.at(-2)!.tag;
    const latest = journal.entries.at(-1)!.tag;
    const source = await emptyDatabase();
    const target = await emptyDatabase();
    try {
      await migrateUpTo(source.database, older);
      await seedGeography(source.database.db);
      const file = await backupToFile(source.database, 'older.sql');
      expect(await readFile(file, 'utf8')).toContain(`-- migration: ${older}\n`);
      const summary = await restoreBackup(target.database, backupLines(file));
      expect(summary).toMatchObject({ migration: older, upgradedTo: latest });
      // The rows come back exact; tables the newer migrations added are there, empty.
      const restored = await snapshot(target.database);
      const original = await snapshot(source.database);
      expect(
        Object.fromEntries(Object.keys(original).map((table) => [table, restored[table]])),
      ).toEqual(original);
      for (const table of Object.keys(restored).filter((name) => !(name in original)))
        expect(restored[table]).toEqual([]);
      const applied = await target.database.withConnection((sql) =>
        sql.query<{ n: string }>('SELECT count(*)::text AS n FROM drizzle.__drizzle_migrations'),
      );
      expect(Number(applied[0]!.n)).toBe(journal.entries.length);
    } finally {
      await source.drop();
      await target.drop();
    }
  }, 180_000);

  it('is one moment: a row written while the backup runs is not in it', async () => {
    // A destination that nobody reads yet: the backup stops at its first write, inside its
    // transaction, while another write goes to the database.
    const out = new PassThrough({ highWaterMark: 1 });
    const backup = writeBackup(t.app.database, out);
    // Its header is waiting in the destination: the backup's transaction has read the database.
    await vi.waitFor(() => expect(out.readableLength).toBeGreaterThan(0), { interval: 5 });
    const during = t.db.insert(meta).values({ key: 'written-during-backup', value: 'x' }).execute();
    // On PostgreSQL the write is committed now, while the backup's transaction is still open; on
    // the embedded database (one connection) it waits for the backup to end.
    if (t.app.database.kind === 'postgres') await during;
    let text = '';
    out.setEncoding('utf8');
    out.on('data', (chunk: string) => (text += chunk));
    const summary = await backup;
    out.end();
    await during;
    expect(text).not.toContain('written-during-backup');
    expect(text).toContain(`-- end: ${summary.tables} tables, ${summary.rows} rows`);
    const [row] = await t.app.database.withConnection((sql) =>
      sql.query<{ n: string }>(
        "SELECT count(*)::text AS n FROM meta WHERE key = 'written-during-backup'",
      ),
    );
    expect(row!.n).toBe('1');
    await t.db.delete(meta).where(eq(meta.key, 'written-during-backup'));
  });

  it('writes plain SQL with the schema level in the header, one statement per line, parents first', async () => {
    const file = await backupToFile(t.app.database, 'plain.sql');
    const text = await readFile(file, 'utf8');
    const lines = text.split('\n');
    expect(lines[0]).toBe('-- roktosetu-backup: 1');
    expect(text).toMatch(/^-- migration: \d{4}_[\w-]+$/m);
    expect(text).toMatch(/^-- migration-time: \d+$/m);
    const order = lines
      .filter((l) => l.startsWith('-- table: '))
      .map((l) => l.slice('-- table: '.length));
    for (const [parent, child] of [
      ['divisions', 'districts'],
      ['districts', 'upazilas'],
      ['upazilas', 'unions'],
      ['unions', 'donors'],
      ['donors', 'donations'],
      ['users', 'donations'],
      ['images', 'contacts'],
      ['users', 'sessions'],
    ] as const) {
      expect(order.indexOf(parent), `${parent} before ${child}`).toBeLessThan(order.indexOf(child));
      expect(order.indexOf(parent)).toBeGreaterThanOrEqual(0);
    }
    // Bengali is written as itself (UTF-8), not escaped away.
    expect(text).toContain('বরিশাল');
    expect(lines.at(-2)).toMatch(/^-- end: \d+ tables, \d+ rows$/);
  });

  it('refuses a target that is not empty, and changes nothing there', async () => {
    const file = await backupToFile(t.app.database, 'again.sql');
    const before = await snapshot(t.app.database);
    await expect(restoreBackup(t.app.database, backupLines(file))).rejects.toThrow(
      /not empty \(table \w+ has rows\)/,
    );
    expect(await snapshot(t.app.database)).toEqual(before);
  });

  it('refuses a backup of a newer schema than this code knows', async () => {
    const file = await backupToFile(t.app.database, 'newer.sql');
    const text = await readFile(file, 'utf8');
    const newer = text.replace(
      /^-- migration-time: (\d+)$/m,
      (_, time: string) => `-- migration-time: ${Number(time) + 86_400_000 * 365}`,
    );
    await writeFile(file, newer);
    // The header is checked before the target is even looked at, so any database will do here.
    await expect(restoreBackup(t.app.database, backupLines(file))).rejects.toThrow(
      /newer schema .* than this version of Roktosetu knows .*; update Roktosetu first/,
    );
  });

  it('keeps nothing from a rejected file, and the same new database then takes a good one', async () => {
    const good = await backupToFile(t.app.database, 'good.sql');
    const text = await readFile(good, 'utf8');
    const variant = async (name: string, content: string) => {
      const file = path.join(dir, name);
      await writeFile(file, content);
      return file;
    };
    const rejected: [string, RegExp][] = [
      [await variant('cut.sql', text.slice(0, text.indexOf('-- table: users'))), /incomplete/],
      [
        await variant('drop.sql', text.replace('COMMIT;', 'DROP TABLE donors;\nCOMMIT;')),
        /line \d+: not a statement a backup contains/,
      ],
      [
        await variant(
          'call.sql',
          text.replace(
            'COMMIT;',
            `INSERT INTO "meta" ("key", "value", "updated_at") VALUES (E'x', (SELECT version()), NULL);\nCOMMIT;`,
          ),
        ),
        /not a statement a backup contains/,
      ],
      [
        await variant(
          'count.sql',
          text.replace(/^-- end: (\d+) tables, (\d+) rows$/m, '-- end: $1 tables, 1 rows'),
        ),
        /promises 1 rows/,
      ],
    ];
    const target = await emptyDatabase();
    try {
      for (const [file, message] of rejected) {
        await expect(restoreBackup(target.database, backupLines(file)), file).rejects.toThrow(
          message,
        );
        expect(Object.values(await snapshot(target.database)).flat()).toEqual([]);
      }
      await restoreBackup(target.database, backupLines(good));
      expect(await snapshot(target.database)).toEqual(await snapshot(t.app.database));
    } finally {
      await target.drop();
    }
  });

  it('serves the backup on the operator route only with the operator token', async () => {
    const refused = await t.inject({
      method: 'GET',
      url: '/api/operator/backup',
      headers: { 'x-operator-token': 'wrong' },
    });
    expect(refused.statusCode).toBe(401);
    const res = await t.inject({
      method: 'GET',
      url: '/api/operator/backup',
      headers: { 'x-operator-token': t.app.operatorToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('-- roktosetu-backup: 1\n')).toBe(true);
    expect(res.body.trimEnd().split('\n').at(-1)).toMatch(/^-- end: /);
  });
});

describe('the restore line check', () => {
  const tables = new Map([['meta', new Set(['key', 'value'])]]);
  it.each([
    `INSERT INTO "meta" ("key", "value") VALUES (E'a', NULL);`,
    `INSERT INTO "meta" ("key", "value") VALUES (E'it''s', E'back\\\\slash \\' quote'), (NULL, E'');`,
  ])('accepts %s', (line) => expect(isBackupInsert(line, tables)).toBe(true));
  it.each([
    `INSERT INTO "meta" ("key", "value") VALUES (E'a', NULL); DROP TABLE meta;`,
    `INSERT INTO "meta" ("key", "value") VALUES (E'a', lower(E'b'));`,
    `INSERT INTO "meta" ("key", "value") VALUES (E'a');`,
    `INSERT INTO "meta" ("key", "nope") VALUES (E'a', NULL);`,
    `INSERT INTO "users" ("key", "value") VALUES (E'a', NULL);`,
    `INSERT INTO "meta" ("key", "value") VALUES (E'unterminated, NULL);`,
    `INSERT INTO "meta" ("key", "value") SELECT key, value FROM meta;`,
  ])('refuses %s', (line) => expect(isBackupInsert(line, tables)).toBe(false));
});

describe.skipIf(!serverUrl())('moving an embedded installation to PostgreSQL', () => {
  it('backs up the embedded database and restores it into PostgreSQL with every row identical', async () => {
    const source = await emptyDatabase(null);
    const target = await emptyDatabase(serverUrl()!);
    try {
      await source.database.migrate();
      await seedGeography(source.database.db);
      await source.database.db.insert(donors).values({
        name: TRICKY,
        birthDate: '1990-05-17',
        gender: 'female',
        phone1: '01711112222',
        bloodGroup: 'bPositive',
        divisionId: 3,
        districtId: 1,
        upazilaId: 1,
        unionId: 1,
        village: 'গ্রাম',
      });
      await source.database.db
        .insert(images)
        .values({ contentType: 'image/png', bytes: ALL_BYTES });
      const file = await backupToFile(source.database, 'pglite.sql');
      expect(await readFile(file, 'utf8')).toContain('-- source: pglite');
      await restoreBackup(target.database, backupLines(file));
      expect(target.database.kind).toBe('postgres');
      expect(await snapshot(target.database)).toEqual(await snapshot(source.database));
    } finally {
      await source.drop();
      await target.drop();
    }
  }, 180_000);
});
