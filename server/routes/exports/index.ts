import { endOfDay, startOfDay, todayInBangladesh } from '../../../common/dates.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bloodRequestExportQuery,
  donorExportQuery,
  type ExportFormat,
} from '../../../common/schemas/imports.ts';
import { languageInCookies, type Language } from '../../../common/language.ts';
import type { Database } from '../../db/client.ts';
import { bloodRequests, districts, divisions, donors, unions, upazilas } from '../../db/schema.ts';
import { liveBloodRequest } from '../blood-requests/repository.ts';
import { listCondition, listOrder } from '../donors/repository.ts';
import { placeListQuery } from '../geo/place-query.ts';
import { CONTENT_TYPES, createSheetWriter } from './sheet-writer.ts';

/** Rows fetched from the cursor at a time: memory stays flat however long the list. */
const PAGE_ROWS = 500;

const day = (column: SQL | AnyPgColumn) => sql<string>`to_char(${column} at time zone 'Asia/Dhaka', 'YYYY-MM-DD')`;
const minute = (column: SQL | AnyPgColumn) => sql<string>`to_char(${column} at time zone 'Asia/Dhaka', 'YYYY-MM-DD HH24:MI')`;

const BLOOD_GROUP_LABEL = sql<string>`case ${donors.bloodGroup}
  when 'aPositive' then 'A+' when 'aNegative' then 'A-' when 'bPositive' then 'B+' when 'bNegative' then 'B-'
  when 'oPositive' then 'O+' when 'oNegative' then 'O-' when 'abPositive' then 'AB+' when 'abNegative' then 'AB-' end`;
const REQUEST_GROUP_LABEL = sql<string>`case ${bloodRequests.bloodGroup}
  when 'aPositive' then 'A+' when 'aNegative' then 'A-' when 'bPositive' then 'B+' when 'bNegative' then 'B-'
  when 'oPositive' then 'O+' when 'oNegative' then 'O-' when 'abPositive' then 'AB+' when 'abNegative' then 'AB-' end`;

/** A stored code as a word of the admin's language. */
function words(column: SQL | AnyPgColumn, byCode: Record<string, string>): SQL<string> {
  const cases = Object.entries(byCode).map(([code, word]) => sql`when ${code}::text then ${word}::text`);
  return sql<string>`case ${column} ${sql.join(cases, sql` `)} end`;
}

const WORDS = {
  bn: {
    gender: { male: 'পুরুষ', female: 'মহিলা', third: 'তৃতীয় লিঙ্গ', unknown: 'অজানা' },
    donorStatus: { verified: 'যাচাইকৃত', pending: 'অপেক্ষমাণ' },
    available: 'রক্ত দিতে পারেন',
    resting: 'বিরতিতে',
    requestStatus: { incomplete: 'অসম্পন্ন', done: 'সম্পন্ন', cancelled: 'বাতিল' },
  },
  en: {
    gender: { male: 'Male', female: 'Female', third: 'Third gender', unknown: 'Unknown' },
    donorStatus: { verified: 'Verified', pending: 'Pending' },
    available: 'Available',
    resting: 'Resting',
    requestStatus: { incomplete: 'Incomplete', done: 'Complete', cancelled: 'Cancelled' },
  },
} satisfies Record<Language, unknown>;

/**
 * The columns of a donor export. Headers in both languages, each one that the import recognises,
 * so that an exported list can be imported elsewhere as it is; codes (gender, status, state) as
 * words of the admin's language, which the import reads back.
 */
function donorColumns(language: Language): [string, SQL][] {
  const w = WORDS[language];
  return [
    ['Name / নাম', sql`${donors.name}`],
    ['Blood group / রক্তের গ্রুপ', BLOOD_GROUP_LABEL],
    ['Date of birth / জন্ম তারিখ', sql`${donors.birthDate}::text`],
    ['Phone / মোবাইল', sql`${donors.phone1}`],
    ['Phone 2 / মোবাইল ২', sql`${donors.phone2}`],
    ['Gender / লিঙ্গ', words(donors.gender, w.gender)],
    ['Division / বিভাগ', sql`${divisions.bnName}`],
    ['District / জেলা', sql`${districts.bnName}`],
    ['Upazila / উপজেলা', sql`${upazilas.bnName}`],
    ['Union / ইউনিয়ন', sql`${unions.bnName}`],
    ['Village / গ্রাম', sql`${donors.village}`],
    ['Last donation / সর্বশেষ রক্তদান', day(donors.lastDonatedAt)],
    ['Total donations / মোট রক্তদান', sql`${donors.donationCount}`],
    ['Available from / পরবর্তী সুযোগ', day(donors.nextEligibleAt)],
    ['Status / অবস্থা', words(donors.status, w.donorStatus)],
    [
      'State / এখন',
      sql`case when ${donors.nextEligibleAt} is null or ${donors.nextEligibleAt} <= now() then ${w.available}::text else ${w.resting}::text end`,
    ],
    ['Registered / নিবন্ধন', day(donors.createdAt)],
  ];
}

const requestDivision = alias(divisions, 'request_division');
const requestDistrict = alias(districts, 'request_district');
const requestUpazila = alias(upazilas, 'request_upazila');
const requestUnion = alias(unions, 'request_union');

function requestColumns(language: Language): [string, SQL][] {
  const w = WORDS[language];
  return [
    ['Patient / রোগী', sql`${bloodRequests.patientName}`],
    ['Blood group / রক্তের গ্রুপ', REQUEST_GROUP_LABEL],
    ['Bags / ব্যাগ', sql`${bloodRequests.quantity}`],
    ['Hemoglobin / হিমোগ্লোবিন', sql`${bloodRequests.hemoglobin}`],
    ['Needed at / প্রয়োজনের সময়', minute(sql`${bloodRequests.neededAt}`)],
    ['Place / স্থান', sql`${bloodRequests.place}`],
    ['Phone / মোবাইল', sql`${bloodRequests.phone1}`],
    ['Phone 2 / মোবাইল ২', sql`${bloodRequests.phone2}`],
    ['Problem / সমস্যা', sql`${bloodRequests.problem}`],
    ['Status / অবস্থা', words(bloodRequests.status, w.requestStatus)],
    ['Requested at / অনুরোধের সময়', minute(sql`${bloodRequests.createdAt}`)],
    ['Completed at / সম্পন্নের সময়', minute(sql`${bloodRequests.completedAt}`)],
    ['Cancelled at / বাতিলের সময়', minute(sql`${bloodRequests.cancelledAt}`)],
    ['Cancel reason / বাতিলের কারণ', sql`${bloodRequests.cancelReason}`],
    ['Division / বিভাগ', sql`${requestDivision.bnName}`],
    ['District / জেলা', sql`${requestDistrict.bnName}`],
    ['Upazila / উপজেলা', sql`${requestUpazila.bnName}`],
    ['Union / ইউনিয়ন', sql`${requestUnion.bnName}`],
  ];
}

const languageOf = (request: FastifyRequest, chosen: Language | undefined): Language =>
  chosen ?? languageInCookies(request.headers.cookie ?? '') ?? 'bn';

/** Column aliases c0, c1, ... so that rows read through the cursor have one key per column. */
const selection = (columns: [string, SQL][]) =>
  Object.fromEntries(columns.map(([, expression], i) => [`c${i}`, sql`${expression}`.as(`c${i}`)]));


/** Exports (admins): the lists as CSV or XLSX, streamed page by page from a cursor, each one audited. */
export async function exportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.get('/api/export/donors', { schema: { querystring: donorExportQuery }, config: { rawAnswer: 'a CSV or XLSX file, streamed' } }, async (request, reply) => {
    const query = await placeListQuery(db, request.query);
    const columns = donorColumns(languageOf(request, request.query.language));
    const where = listCondition(query.list, { ...query, limit: 1, pageNumber: 0 }, new Date());
    const statement = db
      .select(selection(columns))
      .from(donors)
      .innerJoin(divisions, eq(divisions.id, donors.divisionId))
      .innerJoin(districts, eq(districts.id, donors.districtId))
      .innerJoin(upazilas, eq(upazilas.id, donors.upazilaId))
      .innerJoin(unions, eq(unions.id, donors.unionId))
      .where(where)
      .orderBy(...listOrder(query.list, query.sortByDonateCount))
      .toSQL();
    const { format, language: _language, ...filter } = query;
    return streamExport(app, request, reply, {
      format,
      fileName: `donors-${query.list}`,
      columns,
      statement,
      audit: { target: 'donor', filter: filterOf(filter) },
    });
  });

  app.get('/api/export/blood-requests', { schema: { querystring: bloodRequestExportQuery }, config: { rawAnswer: 'a CSV or XLSX file, streamed' } }, async (request, reply) => {
    const query = request.query;
    const columns = requestColumns(languageOf(request, query.language));
    const statuses = { complete: ['done'], incomplete: ['incomplete'], cancelled: ['cancelled'], all: ['done', 'incomplete', 'cancelled'] }[query.status];
    const statement = db
      .select(selection(columns))
      .from(bloodRequests)
      .leftJoin(requestDivision, eq(requestDivision.id, bloodRequests.divisionId))
      .leftJoin(requestDistrict, eq(requestDistrict.id, bloodRequests.districtId))
      .leftJoin(requestUpazila, eq(requestUpazila.id, bloodRequests.upazilaId))
      .leftJoin(requestUnion, eq(requestUnion.id, bloodRequests.unionId))
      .where(
        and(
          liveBloodRequest,
          inArray(bloodRequests.status, statuses),
          gte(bloodRequests.createdAt, startOfDay(query.from)),
          lt(bloodRequests.createdAt, endOfDay(query.to)),
        ),
      )
      .orderBy(desc(bloodRequests.createdAt), desc(bloodRequests.id))
      .toSQL();
    return streamExport(app, request, reply, {
      format: query.format,
      fileName: `blood-requests-${query.from}-${query.to}`,
      columns,
      statement,
      audit: { target: 'bloodRequest', filter: { from: query.from, to: query.to, status: query.status } },
    });
  });
}

/** The filter as the audit trail keeps it: only what was set. */
function filterOf(filter: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(filter).filter(([, v]) => v !== undefined && v !== '' && v !== false && !(Array.isArray(v) && v.length === 0)),
  );
}

interface ExportJob {
  format: ExportFormat;
  fileName: string;
  columns: [string, SQL][];
  statement: { sql: string; params: unknown[] };
  audit: { target: string; filter: Record<string, unknown> };
}

/**
 * Sends the file while reading it: one read-only snapshot transaction, a cursor, PAGE_ROWS rows at
 * a time, each written before the next is fetched. When the last row is out, the export is
 * recorded (who, what, which filter, how many rows). On the embedded database other queries wait
 * while an export is read (as for a backup).
 */
function streamExport(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, job: ExportJob) {
  const writer = createSheetWriter(job.format, job.columns.map(([header]) => header));
  const database: Database = app.database;
  void (async () => {
    try {
      const rows = await database.withTransaction(
        async (q) => {
          await q.query(`DECLARE roktosetu_export NO SCROLL CURSOR FOR ${job.statement.sql}`, job.statement.params);
          let total = 0;
          for (;;) {
            const page = await q.query<Record<string, unknown>>(`FETCH ${PAGE_ROWS} FROM roktosetu_export`);
            if (!page.length) break;
            for (const row of page) {
              await writer.add(job.columns.map((_c, i) => valueOf(row[`c${i}`])));
            }
            total += page.length;
          }
          await q.query('CLOSE roktosetu_export');
          return total;
        },
        { readOnlySnapshot: true },
      );
      // Recorded before the file's last bytes leave, so whoever has the file finds the event.
      await app.audit.record({
        actorId: request.caller?.id ?? null,
        actorEmail: request.caller?.email ?? null,
        action: 'export',
        target: job.audit.target,
        targetId: null,
        changes: { format: job.format, rows, filter: job.audit.filter },
      });
      await writer.end();
    } catch (error) {
      app.log.error({ error: (error as Error).name }, 'export failed');
      writer.stream.destroy(error as Error);
    }
  })();
  const stamp = todayInBangladesh();
  return reply
    .header('content-type', CONTENT_TYPES[job.format])
    .header('content-disposition', `attachment; filename="${job.fileName}-${stamp}.${job.format}"`)
    .header('cache-control', 'no-store')
    .send(writer.stream);
}

function valueOf(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  return String(value);
}
