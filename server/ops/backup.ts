import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { Database, Sql } from '../db/client.ts';
import { analyzeTables } from '../db/statistics.ts';
import { MIGRATIONS_DIR } from '../paths.ts';

/**
 * Backup and restore in one portable format: plain SQL text (UTF-8), one statement per line.
 *
 *   -- roktosetu-backup: 1
 *   -- migration: 0003_donate-clicked-index        the schema level the data belongs to
 *   -- migration-time: 1795315111491               (the migration's journal time, what is compared)
 *   -- taken-at: 2026-11-23T09:00:00.000Z
 *   SET ...;  BEGIN;
 *   -- table: divisions
 *   INSERT INTO "divisions" ("id", "name", "bn_name") VALUES (E'1', E'Barishal', E'বরিশাল'), ...;
 *   ...
 *   COMMIT;
 *   -- end: 15 tables, 6001 rows
 *
 * The schema itself is not in the file: restore re-creates it by running the project's own
 * migrations up to the recorded level, then loads the rows, then runs any newer migrations. Every
 * value is written as a text literal (bytea in hex, jsonb and timestamps in their canonical text,
 * with the time zone fixed to UTC) and PostgreSQL converts it back to the column's type, so the
 * embedded database and a PostgreSQL server read each other's files. Tables come in foreign-key
 * order, parents first. psql can also load a file into a database migrated to the same level.
 */
export const FORMAT_VERSION = '1';
const END = '-- end:';

/** Settings that make the text form of every value the same wherever it is read or written. */
const SETTINGS = [
  "SET LOCAL TimeZone = 'UTC'",
  "SET LOCAL DateStyle = 'ISO, YMD'",
  "SET LOCAL IntervalStyle = 'postgres'",
  "SET LOCAL bytea_output = 'hex'",
  'SET LOCAL extra_float_digits = 3',
];

/** For psql: restore makes these true itself. */
const SESSION_SETTINGS = ["SET client_encoding = 'UTF8';", 'SET standard_conforming_strings = on;'];

/** Rows per FETCH and per INSERT line; a table with binary columns goes one row at a time. */
const BATCH_ROWS = 500;

export class BackupError extends Error {}

// ---------------------------------------------------------------- migration levels

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

async function journal(folder = MIGRATIONS_DIR): Promise<JournalEntry[]> {
  const text = await readFile(path.join(folder, 'meta/_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/** The journal time of the newest migration applied to this database, or null for none. */
async function appliedLevel(sql: Sql): Promise<number | null> {
  const [table] = await sql.query<{ exists: boolean }>(
    "SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS exists",
  );
  if (!table?.exists) return null;
  const [row] = await sql.query<{ level: string | null }>(
    'SELECT max(created_at)::text AS level FROM drizzle.__drizzle_migrations',
  );
  return row?.level ? Number(row.level) : null;
}

// ---------------------------------------------------------------- tables

interface Table {
  name: string;
  columns: string[];
  primaryKey: string[];
  binary: boolean;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The application's tables (schema public) with their columns, parents before children. */
async function tablesInOrder(sql: Sql): Promise<Table[]> {
  const columns = await sql.query<{ table: string; column: string; type: string }>(
    `SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, NULL) AS type
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
        AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      ORDER BY c.relname, a.attnum`,
  );
  const keys = await sql.query<{ table: string; column: string }>(
    `SELECT c.relname AS table, a.attname AS column
       FROM pg_index i
       JOIN pg_class c ON c.oid = i.indrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY (i.indkey)
      WHERE n.nspname = 'public' AND i.indisprimary
      ORDER BY c.relname, array_position(i.indkey::int2[], a.attnum)`,
  );
  const references = await sql.query<{ child: string; parent: string }>(
    `SELECT DISTINCT child.relname AS child, parent.relname AS parent
       FROM pg_constraint f
       JOIN pg_class child ON child.oid = f.conrelid
       JOIN pg_class parent ON parent.oid = f.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE f.contype = 'f' AND n.nspname = 'public' AND child.oid <> parent.oid`,
  );

  const tables = new Map<string, Table>();
  for (const { table, column, type } of columns) {
    const entry = tables.get(table) ?? { name: table, columns: [], primaryKey: [], binary: false };
    entry.columns.push(column);
    if (type === 'bytea') entry.binary = true;
    tables.set(table, entry);
  }
  for (const { table, column } of keys) tables.get(table)?.primaryKey.push(column);

  // Depth-first: a table is placed after every table it refers to; names break ties.
  const parents = new Map<string, string[]>();
  for (const { child, parent } of references)
    parents.set(child, [...(parents.get(child) ?? []), parent]);
  const ordered: Table[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting')
      throw new BackupError(`foreign keys form a cycle at table ${name}`);
    state.set(name, 'visiting');
    for (const parent of (parents.get(name) ?? []).sort()) visit(parent);
    state.set(name, 'done');
    const table = tables.get(name);
    if (table) ordered.push(table);
  };
  for (const name of [...tables.keys()].sort()) visit(name);
  return ordered;
}

// ---------------------------------------------------------------- backup

/** A string as an escape-string literal that stays on one line; null as NULL. */
function literal(value: string | null): string {
  if (value === null) return 'NULL';
  const escaped = value
    .replaceAll('\\', '\\\\')
    .replaceAll("'", "''")
    .replaceAll('\n', '\\n')
    .replaceAll('\r', '\\r');
  return `E'${escaped}'`;
}

/** Writes `text`, waiting while the destination's buffer is full (so a large table streams). */
function write(out: Writable, text: string): Promise<void> {
  if (out.destroyed) return Promise.reject(new BackupError('the backup destination was closed'));
  if (out.write(text)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      out.off('error', done);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new BackupError('the backup destination was closed'));
    out.on('drain', onDrain);
    out.on('close', onClose);
    out.on('error', done);
  });
}

export interface BackupSummary {
  migration: string;
  tables: number;
  rows: number;
}

/**
 * Writes a backup of `database` to `out` (which it does not end), read inside one REPEATABLE
 * READ, READ ONLY transaction, so it is one consistent moment even while others write. Rows are
 * read through a cursor a batch at a time, so a large table never sits in memory whole.
 */
export async function writeBackup(database: Database, out: Writable): Promise<BackupSummary> {
  return database.withTransaction(
    async (sql) => {
      for (const setting of SETTINGS) await sql.query(setting);
      const level = await appliedLevel(sql);
      if (level === null)
        throw new BackupError('the database has no schema yet; there is nothing to back up');
      const known = (await journal()).find((entry) => entry.when === level);
      const migration = known?.tag ?? 'unknown';
      const tables = await tablesInOrder(sql);

      await write(
        out,
        [
          `-- roktosetu-backup: ${FORMAT_VERSION}`,
          `-- migration: ${migration}`,
          `-- migration-time: ${level}`,
          `-- taken-at: ${new Date().toISOString()}`,
          `-- source: ${database.kind}`,
          '-- Restore with `npm run restore -- FILE` into an empty database.',
          ...SESSION_SETTINGS,
          'BEGIN;',
          ...SETTINGS.map((setting) => `${setting};`),
          '',
        ].join('\n'),
      );

      let total = 0;
      for (const table of tables) {
        await write(out, `-- table: ${table.name}\n`);
        const select = table.columns.map((c, i) => `${ident(c)}::text AS c${i}`).join(', ');
        const order = table.primaryKey.length
          ? ` ORDER BY ${table.primaryKey.map(ident).join(', ')}`
          : '';
        const head = `INSERT INTO ${ident(table.name)} (${table.columns.map(ident).join(', ')}) VALUES `;
        const batch = table.binary ? 1 : BATCH_ROWS;
        await sql.query(
          `DECLARE roktosetu_backup NO SCROLL CURSOR FOR SELECT ${select} FROM ${ident(table.name)}${order}`,
        );
        for (;;) {
          const rows = await sql.query<Record<string, string | null>>(
            `FETCH ${batch} FROM roktosetu_backup`,
          );
          if (rows.length === 0) break;
          const values = rows.map(
            (row) => `(${table.columns.map((_, i) => literal(row[`c${i}`] ?? null)).join(', ')})`,
          );
          await write(out, `${head}${values.join(', ')};\n`);
          total += rows.length;
        }
        await sql.query('CLOSE roktosetu_backup');
      }
      await write(out, `COMMIT;\n${END} ${tables.length} tables, ${total} rows\n`);
      return { migration, tables: tables.length, rows: total };
    },
    { readOnlySnapshot: true },
  );
}

// ---------------------------------------------------------------- restore

export interface BackupHeader {
  migration: string;
  migrationTime: number;
}

/** Reads the header lines; throws a BackupError naming what is wrong. */
export function parseHeader(lines: string[]): BackupHeader {
  const fields = new Map<string, string>();
  for (const line of lines) {
    const match = /^-- ([a-z-]+): (.*)$/.exec(line);
    if (match) fields.set(match[1]!, match[2]!);
  }
  if (!fields.has('roktosetu-backup'))
    throw new BackupError('this file is not a Roktosetu backup (no header)');
  if (fields.get('roktosetu-backup') !== FORMAT_VERSION) {
    throw new BackupError(
      `backup format ${fields.get('roktosetu-backup')} is not supported (this version reads ${FORMAT_VERSION})`,
    );
  }
  const migrationTime = Number(fields.get('migration-time'));
  if (!Number.isSafeInteger(migrationTime))
    throw new BackupError('the backup header has no valid migration-time');
  return { migration: fields.get('migration') ?? 'unknown', migrationTime };
}

/**
 * Whether `line` is exactly what a backup writes for rows: `INSERT INTO "table" ("a", "b")
 * VALUES (E'..', NULL), (..);` into a table and columns this database has, with nothing but
 * string literals and NULL as values. Anything else (a function call, a second statement, a
 * subquery) is refused, so an edited file cannot make restore run other SQL. A linear scan, not a
 * regular expression, because a line can be megabytes long (an image).
 */
export function isBackupInsert(line: string, tables: Map<string, Set<string>>): boolean {
  let at = 0;
  const take = (text: string) => {
    if (!line.startsWith(text, at)) return false;
    at += text.length;
    return true;
  };
  const identifier = (): string | null => {
    if (!take('"')) return null;
    let name = '';
    for (;;) {
      const end = line.indexOf('"', at);
      if (end === -1) return null;
      name += line.slice(at, end);
      at = end + 1;
      if (line[at] !== '"') return name;
      name += '"';
      at += 1;
    }
  };
  const value = (): boolean => {
    if (take('NULL')) return true;
    if (!take("E'")) return false;
    while (at < line.length) {
      const c = line[at];
      if (c === '\\') at += 2;
      else if (c !== "'") at += 1;
      else if (line[at + 1] === "'") at += 2;
      else {
        at += 1;
        return true;
      }
    }
    return false;
  };

  if (!take('INSERT INTO ')) return false;
  const table = identifier();
  const columns = table === null ? undefined : tables.get(table);
  if (!columns || !take(' (')) return false;
  let count = 0;
  do {
    const column = identifier();
    if (column === null || !columns.has(column)) return false;
    count += 1;
  } while (take(', '));
  if (!take(') VALUES ')) return false;
  do {
    if (!take('(')) return false;
    for (let i = 0; i < count; i++) {
      if (i > 0 && !take(', ')) return false;
      if (!value()) return false;
    }
    if (!take(')')) return false;
  } while (take(', '));
  return take(';') && at === line.length;
}

/** Fails unless every table of the application is empty (the migration bookkeeping may exist). */
async function assertEmpty(sql: Sql): Promise<void> {
  for (const table of await tablesInOrder(sql)) {
    const [row] = await sql.query<{ any: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${ident(table.name)}) AS any`,
    );
    if (row?.any) {
      throw new BackupError(
        `the target database is not empty (table ${table.name} has rows); restore only into a new, empty database`,
      );
    }
  }
}

/** A copy of the migrations folder that stops at `entry`, to build the schema the backup was taken at. */
async function migrationsUpTo(entries: JournalEntry[], last: JournalEntry): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'roktosetu-migrations-'));
  await mkdir(path.join(dir, 'meta'));
  const kept = entries.filter((entry) => entry.idx <= last.idx);
  for (const entry of kept)
    await copyFile(
      path.join(MIGRATIONS_DIR, `${entry.tag}.sql`),
      path.join(dir, `${entry.tag}.sql`),
    );
  const full = JSON.parse(
    await readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
  ) as object;
  await writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...full, entries: kept }));
  return dir;
}

/** Applies this version's migrations up to and including the one tagged `tag`, no further. */
export async function migrateUpTo(database: Database, tag: string): Promise<void> {
  const entries = await journal();
  const last = entries.find((entry) => entry.tag === tag);
  if (!last) throw new BackupError(`no migration ${tag} in this version`);
  const folder = await migrationsUpTo(entries, last);
  try {
    await database.migrate(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export interface RestoreSummary extends BackupSummary {
  /** Migrations newer than the backup, applied after the data was loaded. */
  upgradedTo: string;
}

/**
 * Restores a backup, given as its lines, into an empty database: checks the header, refuses a
 * non-empty target or a backup of a newer schema than this code knows, migrates to the backup's
 * level, loads every row in one transaction (nothing is kept if any line fails or the file ends
 * early), checks the row count against the end line, then applies any newer migrations.
 */
export async function restoreBackup(
  database: Database,
  lines: AsyncIterable<string>,
): Promise<RestoreSummary> {
  const iterator = lines[Symbol.asyncIterator]();
  const headerLines: string[] = [];
  let pending: string | undefined;
  for (;;) {
    const next = await iterator.next();
    if (next.done) break;
    if (!next.value.startsWith('--')) {
      pending = next.value;
      break;
    }
    headerLines.push(next.value);
  }
  const header = parseHeader(headerLines);

  const entries = await journal();
  const latest = entries.at(-1);
  const level = entries.find((entry) => entry.when === header.migrationTime);
  if (!level) {
    if (latest && header.migrationTime > latest.when) {
      throw new BackupError(
        `this backup was taken at a newer schema (migration ${header.migration}) than this version of Roktosetu knows (latest ${latest.tag}); update Roktosetu first`,
      );
    }
    throw new BackupError(
      `this backup's schema level (migration ${header.migration}) is not one of this version's migrations`,
    );
  }

  await database.withConnection(async (sql) => {
    const applied = await appliedLevel(sql);
    if (applied !== null && applied > level.when) {
      throw new BackupError(
        `the target database already has a newer schema than the backup (${header.migration}); restore only into a new, empty database`,
      );
    }
    await assertEmpty(sql);
  });

  await migrateUpTo(database, level.tag);

  const summary = await database.withTransaction(async (sql) => {
    await assertEmpty(sql);
    const known = new Map(
      (await tablesInOrder(sql)).map((table) => [table.name, new Set(table.columns)]),
    );
    let ended: { tables: number; rows: number } | undefined;
    let lineNumber = headerLines.length;
    const run = async (line: string) => {
      lineNumber += 1;
      if (ended) {
        if (line.trim() !== '')
          throw new BackupError(`line ${lineNumber}: text after the end line`);
        return;
      }
      if (line.startsWith(END)) {
        const match = /^-- end: (\d+) tables, (\d+) rows$/.exec(line);
        if (!match) throw new BackupError(`line ${lineNumber}: the end line is damaged`);
        ended = { tables: Number(match[1]), rows: Number(match[2]) };
        return;
      }
      if (line === '' || line.startsWith('--')) return;
      // The transaction is this function's own; the file's BEGIN/COMMIT are for psql.
      if (line === 'BEGIN;' || line === 'COMMIT;' || SESSION_SETTINGS.includes(line)) return;
      if (!SETTINGS.includes(line.slice(0, -1)) && !isBackupInsert(line, known)) {
        throw new BackupError(`line ${lineNumber}: not a statement a backup contains`);
      }
      try {
        await sql.query(line.slice(0, -1));
      } catch (error) {
        throw new BackupError(
          `line ${lineNumber}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    };
    if (pending !== undefined) await run(pending);
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      await run(next.value);
    }
    if (!ended)
      throw new BackupError(
        'the backup file is incomplete (it has no end line); nothing was restored',
      );

    const tables = await tablesInOrder(sql);
    let rows = 0;
    for (const table of tables) {
      const [row] = await sql.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM ${ident(table.name)}`,
      );
      rows += Number(row?.n ?? 0);
    }
    if (rows !== ended.rows) {
      throw new BackupError(
        `the backup promises ${ended.rows} rows but ${rows} were loaded; nothing was restored`,
      );
    }
    return { migration: level.tag, tables: ended.tables, rows };
  });

  await database.migrate();
  // A restore is a bulk load: planner statistics at once rather than after the first slow queries.
  await analyzeTables(database);
  return { ...summary, upgradedTo: latest?.tag ?? level.tag };
}
