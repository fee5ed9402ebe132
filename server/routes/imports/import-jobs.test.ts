import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ImportJob } from '../../../common/schemas/imports.ts';
import { IMPORT_SYNC_MAX_ROWS } from '../../../common/schemas/imports.ts';
import { auditEvents, donors, importJobs } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestUser } from '../../test/auth.ts';
import { buildDonor, places, type Place } from '../../test/factories.ts';
import {
  messySheet,
  placeNames,
  postImport,
  toCsv,
  type PlaceNames,
} from '../../test/import-fixtures.ts';
import { claimNext, IMPORT_CHUNK_ROWS, runJob } from './jobs.ts';

/**
 * Imports as jobs (docs/decisions/053): a confirm of more than IMPORT_SYNC_MAX_ROWS rows answers
 * 202 with its job, which a worker writes in chunks of IMPORT_CHUNK_ROWS rows, each committed with
 * the job's progress; the job's audit event is written when it ends, by the admin who started it.
 * The worker is off in this file's server, so each test runs the job when it wants to see it.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
let admin: TestUser;
let names: PlaceNames[];
let here: Place;
const registered = ['01813000001', '01813000002'];

beforeAll(async () => {
  t = await startTestApp({ IMPORT_WORKER: 'false' });
  admin = await loginAs(t, 'admin');
  names = await placeNames(t.db, 12);
  [here] = (await places(t.db, 1)) as [Place];
  for (const phone of registered) await buildDonor(t.db, here, { phone1: phone });
});
afterAll(() => t.close());

const getJob = async (id: string, who: TestUser | null = admin) =>
  t.inject({ method: 'GET', url: `/api/import/jobs/${id}`, headers: who?.headers ?? {} });
const jobOf = async (id: string) => {
  const res = await getJob(id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ImportJob;
};
/** Runs queued jobs as the worker would, until none is left. */
const runQueued = async (stopAfterChunks = Infinity) => {
  let chunks = 0;
  for (;;) {
    const job = await claimNext(t.db, 30);
    if (!job) return;
    await runJob(
      {
        ...t.app.importJobs.runner,
        onChunk: () => void (chunks += 1),
        stopping: () => chunks >= stopAfterChunks,
      },
      job,
    );
    if (chunks >= stopAfterChunks) return;
  }
};
const countByPhone = async (phones: string[]) => {
  const rows = await t.db
    .select({ phone1: donors.phone1, n: sql<number>`count(*)::int` })
    .from(donors)
    .where(and(inArray(donors.phone1, phones), isNull(donors.archivedAt)))
    .groupBy(donors.phone1);
  return new Map(rows.map((r) => [r.phone1, r.n]));
};

describe('a confirm of a large sheet as a job', () => {
  it('answers 202 with a queued job; the worker writes it in chunks, with progress, then done with the counts and one audit event', async () => {
    const sheet = messySheet(1_100, names, registered, 61);
    const res = await postImport(t, admin, 'confirm', toCsv(sheet.rows), 'big.csv', {
      duplicates: 'skip',
    });
    expect(res.statusCode, res.body).toBe(202);
    const { jobId } = res.json() as { jobId: string };
    // Nothing is written by the request itself.
    expect((await countByPhone(sheet.newPhones)).size).toBe(0);
    expect(await jobOf(jobId)).toMatchObject({
      id: jobId,
      state: 'queued',
      fileName: 'big.csv',
      totalRows: 1_100,
      rowsDone: 0,
      created: 0,
      startedAt: null,
      status: 'verified',
    });
    const [stored] = await t.db
      .select({ file: importJobs.file, createdBy: importJobs.createdBy })
      .from(importJobs)
      .where(eq(importJobs.id, jobId));
    expect(stored!.file!.length).toBeGreaterThan(0);
    expect(stored!.createdBy).toBe(admin.id);
    const latest = await t.inject({
      method: 'GET',
      url: '/api/import/jobs/latest',
      headers: admin.headers,
    });
    expect(latest.json()).toMatchObject({ job: { id: jobId, state: 'queued' } });

    // Two chunks, then the process stops: the job goes back to the queue with its progress.
    await runQueued(2);
    const halfway = await jobOf(jobId);
    expect(halfway).toMatchObject({ state: 'queued', rowsDone: 2 * IMPORT_CHUNK_ROWS });
    expect(halfway.created + halfway.skipped + halfway.errors).toBe(2 * IMPORT_CHUNK_ROWS);
    expect(halfway.startedAt).not.toBeNull();
    expect((await countByPhone(sheet.newPhones)).size).toBe(halfway.created);
    expect(
      await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'import')),
    ).toHaveLength(0);

    // Resumed from the last committed chunk, to the end.
    await runQueued();
    const done = await jobOf(jobId);
    expect(done).toMatchObject({
      state: 'done',
      totalRows: 1_100,
      rowsDone: 1_100,
      created: sheet.expected.new,
      skipped: sheet.expected.duplicate,
      errors: sheet.expected.error,
      updated: 0,
      errorCode: null,
    });
    expect(done.finishedAt).not.toBeNull();
    const counts = await countByPhone(sheet.newPhones);
    expect(counts.size).toBe(sheet.expected.new);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    // Each donor the job created carries its id (for inviting the import, docs/decisions/052); the
    // registered donors it met do not.
    const carried = await t.db
      .select({ phone1: donors.phone1, importJobId: donors.importJobId })
      .from(donors)
      .where(inArray(donors.phone1, [...sheet.newPhones, ...registered]));
    expect(
      carried
        .filter((d) => d.importJobId === jobId)
        .map((d) => d.phone1)
        .sort(),
    ).toEqual([...counts.keys()].sort());
    expect(carried.filter((d) => registered.includes(d.phone1)).map((d) => d.importJobId)).toEqual([
      null,
      null,
    ]);
    // The file is gone with the job's end.
    const [after] = await t.db
      .select({ file: importJobs.file, claim: importJobs.claim })
      .from(importJobs)
      .where(eq(importJobs.id, jobId));
    expect(after).toEqual({ file: null, claim: null });
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'import'));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      target: 'donor',
      changes: {
        created: sheet.expected.new,
        skipped: sheet.expected.duplicate,
        errors: sheet.expected.error,
        updated: 0,
        status: 'verified',
        fileName: 'big.csv',
        jobId,
      },
    });
  });

  it('a small sheet is written while the request waits (200 with the counts), unless another import is queued: then it is a job too', async () => {
    const big = messySheet(IMPORT_SYNC_MAX_ROWS + 1, names, [], 62);
    const first = await postImport(t, admin, 'confirm', toCsv(big.rows), 'first.csv');
    expect(first.statusCode).toBe(202);
    const small = messySheet(40, names, [], 63);
    const second = await postImport(t, admin, 'confirm', toCsv(small.rows), 'second.csv');
    expect(second.statusCode, second.body).toBe(202);
    await runQueued();
    expect(await jobOf(first.json().jobId)).toMatchObject({
      state: 'done',
      created: big.expected.new,
    });
    expect(await jobOf(second.json().jobId)).toMatchObject({
      state: 'done',
      created: small.expected.new,
    });

    const alone = messySheet(40, names, [], 64);
    const now = await postImport(t, admin, 'confirm', toCsv(alone.rows), 'alone.csv');
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json()).toEqual({
      jobId: expect.any(String),
      created: alone.expected.new,
      updated: 0,
      skipped: 0,
      errors: alone.expected.error,
      status: 'verified',
    });
    const latest = (
      await t.inject({ method: 'GET', url: '/api/import/jobs/latest', headers: admin.headers })
    ).json() as { job: ImportJob };
    expect(latest.job).toMatchObject({ state: 'done', fileName: 'alone.csv', rowsDone: 40 });
  });

  it('rows are checked again as the job reaches them: a number registered after the confirm is already registered, not a second donor', async () => {
    const sheet = messySheet(700, names, [], 65);
    const res = await postImport(t, admin, 'confirm', toCsv(sheet.rows), 'late.csv', {
      duplicates: 'skip',
    });
    const late = sheet.newPhones.at(-1)!;
    await buildDonor(t.db, here, { phone1: late });
    await runQueued();
    expect(await jobOf(res.json().jobId)).toMatchObject({
      state: 'done',
      created: sheet.expected.new - 1,
      skipped: 1,
    });
    expect((await countByPhone([late])).get(late)).toBe(1);
  });

  it('a job that fails keeps its committed chunks, says failed with a code, drops the file, and is audited; the same file imported again completes it', async () => {
    const sheet = messySheet(800, names, [], 66);
    // A row of the third chunk cannot be written.
    const poisoned = sheet.newPhones.find((_p, i) => i > 2 * IMPORT_CHUNK_ROWS)!;
    await t.db.execute(sql`insert into meta (key, value) values ('poisoned-phone', ${poisoned})`);
    await t.db.execute(sql`
      create function refuse_poisoned() returns trigger language plpgsql as $$
      begin
        if new.phone1 = (select value from meta where key = 'poisoned-phone') then raise exception 'poisoned row'; end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger refuse_poisoned before insert on donors for each row execute function refuse_poisoned()`,
    );
    const res = await postImport(t, admin, 'confirm', toCsv(sheet.rows), 'poison.csv');
    const { jobId } = res.json() as { jobId: string };
    await runQueued();
    const failed = await jobOf(jobId);
    expect(failed).toMatchObject({
      state: 'failed',
      errorCode: 'IMPORT_JOB_FAILED',
      rowsDone: 2 * IMPORT_CHUNK_ROWS,
    });
    expect(failed.finishedAt).not.toBeNull();
    expect(failed.errorMessage).toBeTruthy();
    expect((await countByPhone(sheet.newPhones)).size).toBe(failed.created);
    const [row] = await t.db
      .select({ file: importJobs.file })
      .from(importJobs)
      .where(eq(importJobs.id, jobId));
    expect(row!.file).toBeNull();
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'import'));
    expect(events.find((e) => (e.changes as { jobId?: string }).jobId === jobId)).toMatchObject({
      actorEmail: admin.email,
      changes: {
        state: 'failed',
        created: failed.created,
        rowsDone: 2 * IMPORT_CHUNK_ROWS,
        totalRows: 800,
        errorCode: 'IMPORT_JOB_FAILED',
      },
    });

    await t.db.execute(sql`drop trigger refuse_poisoned on donors`);
    await t.db.execute(sql`drop function refuse_poisoned()`);
    const again = await postImport(t, admin, 'confirm', toCsv(sheet.rows), 'poison.csv');
    await runQueued();
    expect(await jobOf(again.json().jobId)).toMatchObject({
      state: 'done',
      created: sheet.expected.new - failed.created,
      skipped: failed.created,
    });
    const counts = await countByPhone(sheet.newPhones);
    expect(counts.size).toBe(sheet.expected.new);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it('a job is read by admins, super admins and the owner only; an unknown id is 404, a malformed one 400', async () => {
    const sheet = messySheet(10, names, [], 67);
    const { jobId } = (
      await postImport(t, admin, 'confirm', toCsv(sheet.rows), 'x.csv')
    ).json() as { jobId?: string };
    const id =
      jobId ??
      (
        await t.db
          .select({ id: importJobs.id })
          .from(importJobs)
          .orderBy(sql`created_at desc`)
          .limit(1)
      )[0]!.id;
    expect((await getJob(id, null)).statusCode).toBe(401);
    expect((await getJob(id, await loginAs(t, 'user'))).statusCode).toBe(403);
    for (const role of ['admin', 'superAdmin', 'owner'] as const) {
      const res = await getJob(id, await loginAs(t, role));
      expect(res.statusCode, role).toBe(200);
      expect(res.json()).toMatchObject({ id, fileName: 'x.csv' });
    }
    expect((await t.inject({ method: 'GET', url: '/api/import/jobs/latest' })).statusCode).toBe(
      401,
    );
    expect((await getJob('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await getJob('not-a-job')).json()).toMatchObject({ statusCode: 400 });
    // A confirm that is refused (a bad option) makes no job.
    const before = (await t.db.select({ id: importJobs.id }).from(importJobs)).length;
    expect(
      (
        await postImport(t, admin, 'confirm', toCsv(sheet.rows), 'x.csv', {
          duplicates: 'merge',
        } as never)
      ).statusCode,
    ).toBe(400);
    expect((await t.db.select({ id: importJobs.id }).from(importJobs)).length).toBe(before);
  });
});
