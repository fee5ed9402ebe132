import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Deleting a donor, blood request or contact archives it: the row stays, with who archived it and
 * when, and leaves every list and count. A super admin may restore it for 30 days; then the purge
 * job (scripts/purge-archive.ts) removes it. `archivedBy` is a user id, emptied if that user goes.
 */
const archiveColumns = () => ({
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  archivedBy: text('archived_by').references(() => users.id, { onDelete: 'set null' }),
});

// ---------------------------------------------------------------- geography (seeded from bd-geojs)

export const divisions = pgTable('divisions', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  bnName: text('bn_name').notNull(),
});

export const districts = pgTable(
  'districts',
  {
    id: integer('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id),
    name: text('name').notNull(),
    bnName: text('bn_name').notNull(),
  },
  (t) => [index('districts_division_idx').on(t.divisionId)],
);

/**
 * A place's name in alphabetical order (the Address screen's lists, server/data/address.ts): the
 * Unicode root collation (ICU's und-x-icu), which orders English names by English rules and
 * Bengali names by Bengali rules, the way the browser's Intl.Collator does, and is the same in
 * PGlite and PostgreSQL. The name-order indexes and the lists' ORDER BY both use this one expression.
 */
export const inNameOrder = (name: AnyPgColumn) => sql`${name} collate "und-x-icu"`;

export const upazilas = pgTable(
  'upazilas',
  {
    id: integer('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    name: text('name').notNull(),
    bnName: text('bn_name').notNull(),
  },
  (t) => [
    index('upazilas_district_idx').on(t.districtId),
    index('upazilas_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('upazilas_bn_name_trgm').using('gin', t.bnName.op('gin_trgm_ops')),
    index('upazilas_name_order_idx').on(inNameOrder(t.name), t.id),
    index('upazilas_bn_name_order_idx').on(inNameOrder(t.bnName), t.id),
  ],
);

/** A union's id is its public union_id: super admins add unions with the government's number. */
export const unions = pgTable(
  'unions',
  {
    id: integer('id').primaryKey(),
    upazilaId: integer('upazila_id')
      .notNull()
      .references(() => upazilas.id),
    name: text('name').notNull(),
    bnName: text('bn_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('unions_upazila_idx').on(t.upazilaId),
    index('unions_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('unions_bn_name_trgm').using('gin', t.bnName.op('gin_trgm_ops')),
    index('unions_name_order_idx').on(inNameOrder(t.name), t.id),
    index('unions_bn_name_order_idx').on(inNameOrder(t.bnName), t.id),
  ],
);

export const villages = pgTable(
  'villages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unionId: integer('union_id')
      .notNull()
      .references(() => unions.id),
    name: text('name').notNull(),
    bnName: text('bn_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('villages_union_idx').on(t.unionId),
    // One village name per union, whatever the letter case (checked in code too, for the message).
    uniqueIndex('villages_union_name_key').on(t.unionId, sql`lower(${t.name})`),
    uniqueIndex('villages_union_bn_name_key').on(t.unionId, t.bnName),
    index('villages_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('villages_bn_name_trgm').using('gin', t.bnName.op('gin_trgm_ops')),
    index('villages_name_order_idx').on(inNameOrder(t.name), t.id),
    index('villages_bn_name_order_idx').on(inNameOrder(t.bnName), t.id),
  ],
);

// ---------------------------------------------------------------- accounts (better-auth's tables)

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** user | admin | superAdmin; only the server changes it. */
    role: text('role').notNull().default('user'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('users_role_idx').on(t.role, t.createdAt),
    // The admins' list (GET /api/all-admin): its ORDER BY created_at desc, id desc, read backwards,
    // over the admins only, so that a page and its count walk this small index alone.
    index('users_admins_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.role} in ('admin', 'superAdmin')`),
    index('users_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** Shared rate-limit counters, so that several app instances count together. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * The answers of public creates sent with an Idempotency-Key, for 24 hours (server/plugins/
 * idempotency.ts): the same key and body again gets the first answer instead of a second create.
 * Nothing here is readable without the caller's key: the key is kept as a keyed hash, the body
 * only as a keyed hash, and the answer encrypted with a key made from the caller's key.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** HMAC-SHA256 of the caller's key, keyed with the server's secret. */
    keyHash: text('key_hash').notNull(),
    /** The operation, as `POST /api/blood-request`. */
    route: text('route').notNull(),
    /** HMAC-SHA256 of the checked body, keyed with the server's secret. */
    bodyHash: text('body_hash').notNull(),
    /** The first answer's status; null while the first request is still being answered. */
    status: integer('status'),
    /** The first answer's body, AES-256-GCM with a key made from the caller's key (base64url). */
    answer: text('answer'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.keyHash, t.route] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

// ---------------------------------------------------------------- donors

// ---------------------------------------------------------------- units (a federation of zones and units)

/**
 * The units of this installation (the federation): a tree of zones and units, at most three deep
 * (depth 1 = a zone or a lone community, 2 and 3 below it). A unit with donors or requests is
 * archived, never deleted. An installation made before units existed has one unit holding every
 * donor, request and admin (migration 0020); one that never creates a second sees no difference
 * (docs/decisions/056-units.md).
 */
export const units = pgTable(
  'units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => units.id),
    /** 1 at the top; a child is its parent's depth + 1; never more than 3. */
    depth: smallint('depth').notNull(),
    nameBn: text('name_bn').notNull(),
    nameEn: text('name_en').notNull(),
    /** The number the public pages show for this unit's area; null: the installation's own. */
    phone: text('phone'),
    /**
     * The unit's own values of the settings a community has (alert limits, quiet hours, SMS
     * sender name, invitation text): keys absent follow the installation's settings.
     */
    settings: jsonb('settings').notNull().default({}),
    createdAt: createdAt(),
    ...archiveColumns(),
  },
  (t) => [
    index('units_parent_idx').on(t.parentId),
    check('units_depth', sql`${t.depth} between 1 and 3`),
  ],
);

/**
 * The places a unit covers: a division, district or upazila each. A registration or request is
 * routed to the unit covering the deepest place it gives. Two live units of the same depth may
 * not cover overlapping places (checked by the unit commands, which name the overlap).
 */
export const unitPlaces = pgTable(
  'unit_places',
  {
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    /** division | district | upazila */
    level: text('level').notNull(),
    placeId: integer('place_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.level, t.placeId] }),
    index('unit_places_place_idx').on(t.level, t.placeId),
    check('unit_places_level', sql`${t.level} in ('division', 'district', 'upazila')`),
  ],
);

/**
 * Who works in a unit: its admins (who also manage its members and settings) and volunteers. An
 * account sees the donors, requests and records of its units and of the units below them.
 */
export const unitMembers = pgTable(
  'unit_members',
  {
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** admin | volunteer */
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.userId] }),
    index('unit_members_user_idx').on(t.userId),
    check('unit_members_role', sql`${t.role} in ('admin', 'volunteer')`),
  ],
);

export const donors = pgTable(
  'donors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Null: not known (a donor brought in from a list that did not say; "details missing"). */
    birthDate: date('birth_date'),
    /**
     * male | female | third | unknown (the donor's own answer "unknown"); null: never said (an
     * imported donor). The API speaks the Bengali words; the presenter maps.
     */
    gender: text('gender'),
    phone1: text('phone1').notNull(),
    phone2: text('phone2'),
    bloodGroup: text('blood_group').notNull(),
    /**
     * The place chain, known from the top down: a donor imported from a list may be known only to
     * its upazila (or not at all); a level is null when not known, and never below a null one
     * (donors_place_chain).
     */
    divisionId: integer('division_id').references(() => divisions.id),
    districtId: integer('district_id').references(() => districts.id),
    upazilaId: integer('upazila_id').references(() => upazilas.id),
    unionId: integer('union_id').references(() => unions.id),
    /** The village as written; '' when not known. */
    village: text('village').notNull(),
    /**
     * Derived by the database: the date of birth, the gender or the place down to the village is
     * not known. Such a donor is matched after donors of known distance and invited to complete
     * their record (docs/decisions/051-lists-people-keep.md).
     */
    detailsMissing: boolean('details_missing')
      .notNull()
      .generatedAlwaysAs(
        sql`birth_date is null or gender is null or union_id is null or village = ''`,
      ),
    /**
     * The unit the donor belongs to (routed by place on registration, the importer's on import,
     * moved by an admin); null: in the federation's queue until a zone or super admin assigns one.
     */
    unitId: uuid('unit_id').references(() => units.id),
    /**
     * Who may find the donor: 'unit' (their unit and the units above it) or 'federation' (every
     * unit's matches too). The donor chooses; an admin may record the donor's word.
     */
    sharing: text('sharing').notNull().default('unit'),
    /** pending on registration, verified after an admin accepts. */
    status: text('status').notNull().default('pending'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Donations given before joining (what Edit's count sets): an adjustment, not a counter. */
    priorDonations: integer('prior_donations').notNull().default(0),
    /**
     * Derived from the donations table in the same transaction as every change to it
     * (server/data/donor-derived.ts): history rows + prior_donations. A cache for sorting.
     */
    donationCount: integer('donation_count').notNull().default(0),
    /** Derived: the start (in Bangladesh) of the latest donation's date. */
    lastDonatedAt: timestamp('last_donated_at', { withTimezone: true }),
    /** When the Donate button was last pressed (the API calls it donateButtonClickTime). */
    donateClickedAt: timestamp('donate_clicked_at', { withTimezone: true }),
    /**
     * Derived: the donor may give again from this time (latest donation + the wait for its kind and
     * the donor's sex); null or past means available.
     */
    nextEligibleAt: timestamp('next_eligible_at', { withTimezone: true }),
    /** An admin marked the donor available again ("Done"): waits of donations recorded before it are waived. */
    madeAvailableAt: timestamp('made_available_at', { withTimezone: true }),
    /** Days between the donation and its recording (the API calls it note). */
    note: integer('note'),
    /**
     * Derived from donor_calls in the same transaction as every call recorded: the latest call's
     * time (null: never called). A cache for the matches' "least recently called first" order.
     */
    lastCalledAt: timestamp('last_called_at', { withTimezone: true }),
    /** A call said "wrong number" (its time); cleared when an admin changes the donor's numbers. */
    wrongNumberAt: timestamp('wrong_number_at', { withTimezone: true }),
    /** The donor agreed to be contacted (alerts); when and how (CONSENT_SOURCES) it was given or withdrawn. */
    contactConsent: boolean('contact_consent').notNull().default(false),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    consentSource: text('consent_source'),
    /** Message language (bn | en). */
    language: text('language').notNull().default('bn'),
    /** Alert channels the donor chose (sms, push); empty: none. SMS by default. */
    channels: text('channels')
      .array()
      .notNull()
      .default(sql`'{sms}'::text[]`),
    /** "Not available until": the donor leaves the matches before this time. */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    /** Derived from alert_outbox: the latest alert queued to the donor (for the "least recently contacted" order). */
    lastAlertedAt: timestamp('last_alerted_at', { withTimezone: true }),
    isDemo: boolean('is_demo').notNull().default(false),
    /** "You can give again" messages (docs/decisions/060); the donor turns them off on their link. */
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    /**
     * Whether the donor's name may appear on the public leader board: null (not asked yet, as
     * donors who registered before the choice existed) shows it; false hides it.
     */
    onLeaderboard: boolean('on_leaderboard'),
    /** The import job that created the donor (null: registered otherwise, before 0017, or its job is gone). */
    importJobId: uuid('import_job_id').references((): AnyPgColumn => importJobs.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    ...archiveColumns(),
  },
  (t) => [
    // An import's donors, in the order its invitation takes them (docs/decisions/052).
    index('donors_import_job_idx')
      .on(t.importJobId, t.createdAt, t.id)
      .where(sql`${t.importJobId} is not null`),
    // A phone number belongs to one live donor; an archived donor's number may register again.
    uniqueIndex('donors_phone1_key')
      .on(t.phone1)
      .where(sql`${t.archivedAt} is null`),
    index('donors_phone2_idx').on(t.phone2),
    // The lists read live rows only, so their indexes leave archived rows out.
    // The pending list: newest first with the id as tie-break, read backwards with no sort.
    index('donors_status_created_idx')
      .on(t.status, t.createdAt, t.id)
      .where(sql`${t.archivedAt} is null`),
    // Each list's ORDER BY, column for column (read backwards for the descending ones), so that a
    // page is the first rows of an index walk with no sort, and with next_eligible_at last, which
    // tells available from unavailable without reading the table: a deep page (OFFSET) and the
    // bounded count are index-only walks. accepted_at desc, id desc, and
    index('donors_verified_accepted_idx')
      .on(t.acceptedAt, t.id, t.nextEligibleAt)
      .where(sql`${t.status} = 'verified' and ${t.archivedAt} is null`),
    // ... donation_count desc, accepted_at desc, id desc (Donation High to Low), and
    index('donors_verified_count_idx')
      .on(t.donationCount, t.acceptedAt, t.id, t.nextEligibleAt)
      .where(sql`${t.status} = 'verified' and ${t.archivedAt} is null`),
    // ... the unavailable list's donate_clicked_at asc nulls first, id. Its walk passes the
    // available donors who clicked earlier, but in the index alone; sorting the unavailable set
    // read by next_eligible_at was five times slower at 1,000,000 donors (docs/performance.md).
    index('donors_verified_clicked_idx')
      .on(t.donateClickedAt.asc().nullsFirst(), t.id, t.nextEligibleAt)
      .where(sql`${t.status} = 'verified' and ${t.archivedAt} is null`),
    index('donors_verified_eligible_idx')
      .on(t.nextEligibleAt)
      .where(sql`${t.status} = 'verified' and ${t.archivedAt} is null`),
    index('donors_archived_idx')
      .on(t.archivedAt)
      .where(sql`${t.archivedAt} is not null`),
    index('donors_blood_group_idx').on(t.bloodGroup),
    index('donors_division_idx').on(t.divisionId),
    index('donors_district_idx').on(t.districtId),
    index('donors_upazila_idx').on(t.upazilaId),
    index('donors_union_idx').on(t.unionId),
    index('donors_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('donors_village_trgm').using('gin', t.village.op('gin_trgm_ops')),
    // Matching (server/routes/matching): per compatible group and per proximity tier, least
    // recently called first, walked in order and stopped after the page; the count reads the
    // group and next-eligible time from its own index.
    ...(['unionId', 'upazilaId', 'districtId', 'divisionId'] as const).map((place) =>
      index(`donors_match_${place.replace('Id', '')}_idx`)
        .on(t.bloodGroup, t[place], t.lastCalledAt.asc().nullsFirst(), t.id)
        .where(sql`${t.status} = 'verified' and ${t.archivedAt} is null`),
    ),
    index('donors_match_group_idx')
      .on(t.bloodGroup, t.lastCalledAt.asc().nullsFirst(), t.id)
      .where(sql`${t.status} = 'verified' and ${t.archivedAt} is null`),
    index('donors_match_eligible_idx')
      .on(t.bloodGroup, t.nextEligibleAt)
      .where(sql`${t.status} = 'verified' and ${t.archivedAt} is null`),
    check('donors_gender_code', sql`${t.gender} in ('male', 'female', 'third', 'unknown')`),
    check(
      'donors_place_chain',
      sql`(${t.unionId} is null or ${t.upazilaId} is not null) and (${t.upazilaId} is null or ${t.districtId} is not null) and (${t.districtId} is null or ${t.divisionId} is not null)`,
    ),
    check('donors_language_code', sql`${t.language} in ('bn', 'en')`),
    check('donors_sharing_code', sql`${t.sharing} in ('unit', 'federation')`),
    // A unit admin's lists (docs/decisions/056-units.md): the same orders as the lists above with
    // the unit first, so that a scope's page is an index-only walk of its own units' entries. A
    // walk of the whole federation's index stopped after a page only once it had passed the page's
    // rows of every other unit, each read from the table to see its unit (a hundredth of the rows
    // at 100 units: the unavailable list's first page read 5,800 table pages at 1,000,000 donors,
    // docs/performance.md). The pending list's index also answers a unit's own count and archiving.
    index('donors_unit_status_created_idx')
      .on(t.unitId, t.status, t.createdAt, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('donors_unit_accepted_idx')
      .on(t.unitId, t.acceptedAt, t.id, t.nextEligibleAt)
      .where(sql`${t.status} = 'verified' and ${t.archivedAt} is null`),
    index('donors_unit_count_idx')
      .on(t.unitId, t.donationCount, t.acceptedAt, t.id, t.nextEligibleAt)
      .where(sql`${t.status} = 'verified' and ${t.archivedAt} is null`),
    index('donors_unit_clicked_idx')
      .on(t.unitId, t.donateClickedAt.asc().nullsFirst(), t.id, t.nextEligibleAt)
      .where(sql`${t.status} = 'verified' and ${t.archivedAt} is null`),
    // A unit admin's matches (docs/decisions/068-unit-match-indexes.md): their count reads the
    // scope's own donors of the groups from the unit-leading index and the donors shared with the
    // federation from their own small one, a bitmap each, instead of every compatible donor of the
    // federation read from the table to see its unit and sharing (A- at 1,000,000 donors over 100
    // units: 45 ms before, 2.6 ms after; docs/performance.md).
    // Both carry what a scoped match count reads (unit, sharing by the predicate, pause), so the
    // count is an index-only scan (docs/decisions/069).
    index('donors_unit_match_idx')
      .on(t.unitId, t.bloodGroup, t.nextEligibleAt, t.pausedUntil)
      .where(sql`${t.status} = 'verified' and ${t.archivedAt} is null`),
    index('donors_shared_match_idx')
      .on(t.bloodGroup, t.nextEligibleAt, t.unitId, t.pausedUntil)
      .where(
        sql`${t.status} = 'verified' and ${t.archivedAt} is null and ${t.sharing} = 'federation'`,
      ),
    check('donors_prior_donations_min', sql`${t.priorDonations} >= 0`),
  ],
);

/**
 * Donation history, the truth the donor's count and eligibility derive from. Rows outlive their
 * donor (no cascade): a donor is archived, never deleted with its history.
 */
export const donations = pgTable(
  'donations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'restrict' }),
    /** The calendar date of the donation (in Bangladesh). */
    donatedAt: date('donated_at', { mode: 'string' }).notNull(),
    /**
     * How exactly the date is known: day, or only the month, the year, or "about N months ago"
     * (a list's vague answer). donated_at is then the latest day it could mean, so the wait is
     * never counted from too early a day.
     */
    precision: text('precision').notNull().default('day'),
    /** whole_blood | platelets */
    kind: text('kind').notNull().default('whole_blood'),
    /** Where, as typed (hospital, camp); null when not said. */
    place: text('place'),
    bloodRequestId: uuid('blood_request_id').references(() => bloodRequests.id, {
      onDelete: 'set null',
    }),
    recordedAt: createdAt(),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The donor said so through the private link (no admin recorded it). */
    reportedByDonor: boolean('reported_by_donor').notNull().default(false),
  },
  (t) => [
    index('donations_donor_idx').on(t.donorId, t.donatedAt),
    index('donations_blood_request_idx').on(t.bloodRequestId),
    check('donations_kind_code', sql`${t.kind} in ('whole_blood', 'platelets')`),
    check('donations_precision_code', sql`${t.precision} in ('day', 'month', 'year', 'monthsAgo')`),
  ],
);

// ---------------------------------------------------------------- blood requests

export const bloodRequests = pgTable(
  'blood_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientName: text('patient_name').notNull(),
    bloodGroup: text('blood_group').notNull(),
    neededAt: timestamp('needed_at', { withTimezone: true }).notNull(),
    quantity: text('quantity').notNull(),
    hemoglobin: text('hemoglobin'),
    problem: text('problem'),
    place: text('place').notNull(),
    phone1: text('phone1').notNull(),
    phone2: text('phone2'),
    /**
     * The unit handling the request (routed by place, or handed over); null: in the federation's
     * queue until a zone or super admin assigns one.
     */
    unitId: uuid('unit_id').references(() => units.id),
    /** Where the patient is (optional, the same cascade as a donor's address); for matching donors. */
    divisionId: integer('division_id').references(() => divisions.id),
    districtId: integer('district_id').references(() => districts.id),
    upazilaId: integer('upazila_id').references(() => upazilas.id),
    unionId: integer('union_id').references(() => unions.id),
    /**
     * incomplete until done (an admin pressed Done, or donations linked to it reached the bags
     * needed) or cancelled; 'managed' is derived from pledges when read (routes/matching/progress.ts).
     */
    status: text('status').notNull().default('incomplete'),
    /** When the request closed: done, or cancelled (then also cancelledAt). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    /** sha256 (hex) of the requester's status link token; the token itself is never stored. */
    statusTokenHash: text('status_token_hash'),
    /**
     * 128 random bits: the status token is HMAC-SHA256(link key, nonce), so the requester's SMS can
     * carry the link (as an alert carries a donor's); null for requests made before it (docs/decisions/059).
     */
    statusNonce: text('status_nonce'),
    /** The language of the form the request was made in: the requester's SMS is written in it (bn | en). */
    requesterLanguage: text('requester_language').notNull().default('bn'),
    /** The family's short thank-you to the donors, from the status page (docs/decisions/060). */
    familyNote: text('family_note'),
    familyNoteAt: timestamp('family_note_at', { withTimezone: true }),
    /**
     * The family's answer to "was the blood given?" on the status page, after the day it was
     * needed (common/constants.ts FAMILY_ANSWERS); null until they answer. Never a donation.
     */
    familyAnswer: text('family_answer'),
    familyAnsweredAt: timestamp('family_answered_at', { withTimezone: true }),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
    ...archiveColumns(),
  },
  (t) => [
    index('blood_requests_status_created_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.archivedAt} is null`),
    // The incomplete list: soonest needed first (pageBloodRequests reads it in this order).
    index('blood_requests_incomplete_needed_idx')
      .on(t.neededAt, t.id)
      .where(sql`${t.status} = 'incomplete' and ${t.archivedAt} is null`),
    index('blood_requests_status_completed_idx')
      .on(t.status, t.completedAt)
      .where(sql`${t.archivedAt} is null`),
    index('blood_requests_archived_idx')
      .on(t.archivedAt)
      .where(sql`${t.archivedAt} is not null`),
    uniqueIndex('blood_requests_status_token_key').on(t.statusTokenHash),
    // The complete list shows closed requests (done and cancelled), most recently closed first.
    index('blood_requests_closed_idx')
      .on(t.completedAt, t.id)
      .where(sql`${t.status} in ('done', 'cancelled') and ${t.archivedAt} is null`),
    check('blood_requests_status_code', sql`${t.status} in ('incomplete', 'done', 'cancelled')`),
    check(
      'blood_requests_family_answer_code',
      sql`${t.familyAnswer} in ('given', 'notYet', 'notGiven')`,
    ),
    index('blood_requests_unit_idx').on(t.unitId, t.createdAt),
  ],
);

// ---------------------------------------------------------------- calls and pledges

/**
 * Every call an admin records to a donor: the truth behind "called N times in 3 days" and the
 * donor's last_called_at. A purged donor takes its calls along; a purged request leaves them.
 */
export const donorCalls = pgTable(
  'donor_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    bloodRequestId: uuid('blood_request_id').references(() => bloodRequests.id, {
      onDelete: 'set null',
    }),
    /** common/constants.ts CALL_OUTCOMES */
    outcome: text('outcome').notNull(),
    note: text('note'),
    /** donatedRecently: the date the donor said, and the history row it recorded. */
    donatedOn: date('donated_on', { mode: 'string' }),
    donationId: uuid('donation_id').references(() => donations.id, { onDelete: 'set null' }),
    calledAt: timestamp('called_at', { withTimezone: true }).notNull().defaultNow(),
    calledBy: text('called_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('donor_calls_donor_idx').on(t.donorId, t.calledAt, t.id),
    index('donor_calls_request_idx').on(t.bloodRequestId),
    check(
      'donor_calls_outcome_code',
      sql`${t.outcome} in ('willDonate', 'declined', 'noAnswer', 'unreachable', 'wrongNumber', 'donatedRecently', 'other')`,
    ),
  ],
);

/**
 * A donor's promise to give for a request. Open until given (donation_id set: the history row
 * recorded for it) or withdrawn. One live (not withdrawn) pledge per donor and request.
 */
export const pledges = pgTable(
  'pledges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bloodRequestId: uuid('blood_request_id')
      .notNull()
      .references(() => bloodRequests.id, { onDelete: 'cascade' }),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    callId: uuid('call_id').references(() => donorCalls.id, { onDelete: 'set null' }),
    pledgedAt: timestamp('pledged_at', { withTimezone: true }).notNull().defaultNow(),
    pledgedBy: text('pledged_by').references(() => users.id, { onDelete: 'set null' }),
    /** The donation recorded for this pledge; removing it from history reopens the pledge. */
    donationId: uuid('donation_id').references(() => donations.id, { onDelete: 'set null' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: text('withdrawn_by').references(() => users.id, { onDelete: 'set null' }),
    withdrawReason: text('withdraw_reason'),
    /** admin (after a call) or donorLink (the donor's own yes, an offer until a call confirms it). */
    source: text('source').notNull().default('admin'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('pledges_request_idx').on(t.bloodRequestId, t.pledgedAt),
    uniqueIndex('pledges_request_donor_key')
      .on(t.bloodRequestId, t.donorId)
      .where(sql`${t.withdrawnAt} is null`),
    index('pledges_donor_idx').on(t.donorId),
    uniqueIndex('pledges_donation_key').on(t.donationId),
  ],
);

// ---------------------------------------------------------------- reaching donors

/** A donor's private link: only the sha256 of the token is kept; one live link per donor. */
export const donorLinks = pgTable(
  'donor_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    /** sha256 (hex) of the token, for looking a link up. */
    tokenHash: text('token_hash').notNull(),
    /** 128 random bits; the token is HMAC-SHA256(server link key, nonce), so alerts can carry it (decision 036). */
    nonce: text('nonce').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: text('issued_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The last time the donor's page was opened with this link (an invitation's "opened"). */
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('donor_links_token_key').on(t.tokenHash),
    uniqueIndex('donor_links_live_key')
      .on(t.donorId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** A phone-number change a donor asked for through the link: nothing changes until an admin approves. */
export const phoneChanges = pgTable(
  'phone_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    newPhone: text('new_phone').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** pending | approved | rejected */
    state: text('state').notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('phone_changes_pending_key')
      .on(t.donorId)
      .where(sql`${t.state} = 'pending'`),
    index('phone_changes_state_idx').on(t.state, t.requestedAt),
    check('phone_changes_state_code', sql`${t.state} in ('pending', 'approved', 'rejected')`),
  ],
);

/** A donor's Web Push subscriptions (one per browser endpoint). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_donor_idx').on(t.donorId),
  ],
);

// ---------------------------------------------------------------- money reports and the block list

/**
 * "Someone asked me for money": a number the family reports from their status page. An admin of
 * the request's unit confirms it (the number goes on the block list) or dismisses it.
 */
export const moneyReports = pgTable(
  'money_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bloodRequestId: uuid('blood_request_id')
      .notNull()
      .references(() => bloodRequests.id, { onDelete: 'cascade' }),
    /** The number that asked for money (11 digits, the one mobile rule). */
    phone: text('phone').notNull(),
    note: text('note'),
    reportedAt: createdAt(),
    /** pending | confirmed | dismissed */
    state: text('state').notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('money_reports_state_idx').on(t.state, t.reportedAt),
    index('money_reports_request_idx').on(t.bloodRequestId),
    check('money_reports_state_code', sql`${t.state} in ('pending', 'confirmed', 'dismissed')`),
  ],
);

/**
 * Numbers that asked families for money: one list for the whole installation (every unit of a
 * federation shares it). A live entry refuses registrations and requests from the number and
 * flags it wherever it appears. Lifting keeps the row (lifted_at).
 */
export const blockedNumbers = pgTable(
  'blocked_numbers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    reportId: uuid('report_id').references(() => moneyReports.id, { onDelete: 'set null' }),
    blockedAt: createdAt(),
    blockedBy: text('blocked_by').references(() => users.id, { onDelete: 'set null' }),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: text('lifted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('blocked_numbers_live_key')
      .on(t.phone)
      .where(sql`${t.liftedAt} is null`),
  ],
);

/**
 * The durable outbox of alerts, the truth of what was sent: one row per request and donor (so a
 * donor never gets two messages for one request). Workers claim due rows with FOR UPDATE SKIP
 * LOCKED and a lease (locked_until); a failed send retries with backoff up to max attempts
 * (server/alerts/outbox.ts, docs/decisions/036).
 */
export const alertOutbox = pgTable(
  'alert_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * alert (about a blood request) | invitation (asks a donor brought in from a list to confirm
     * their details and say whether they want requests; decisions/052). Only alerts have a request.
     */
    kind: text('kind').notNull().default('alert'),
    bloodRequestId: uuid('blood_request_id').references(() => bloodRequests.id, {
      onDelete: 'cascade',
    }),
    /** The donor alerted or invited; null for the one SMS to the person who asked (kind 'requester'). */
    donorId: uuid('donor_id').references(() => donors.id, { onDelete: 'cascade' }),
    /** sms | push */
    channel: text('channel').notNull(),
    /** queued | sending | sent | failed */
    state: text('state').notNull().default('queued'),
    urgent: boolean('urgent').notNull().default(false),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    queuedBy: text('queued_by').references(() => users.id, { onDelete: 'set null' }),
    /** Not before this time (quiet hours, retry backoff). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim runs until this time; after it another worker may take the row again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** yes | no, from the donor's link (an invitation: the donor's consent when they saved their details). */
    answer: text('answer'),
    /** An invitation: when the donor saved their details and choice through the link. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** A thank-you: the donation it thanks for (decisions/060). */
    donationId: uuid('donation_id').references(() => donations.id, { onDelete: 'set null' }),
    /** A bridge ask (kind 'bridge'; decisions/061): the recurring patient and the session's day. */
    patientId: uuid('patient_id').references((): AnyPgColumn => patients.id, {
      onDelete: 'cascade',
    }),
    sessionOn: date('session_on'),
    /**
     * An SMS alert under SMS_PROVIDER=log, where nothing is sent (docs/decisions/066): when its
     * text, with the donor's link, was given to a volunteer to send by hand, and to whom. Null
     * while no volunteer has it, which the list shows as "ready to copy" once it is due.
     */
    textGivenAt: timestamp('text_given_at', { withTimezone: true }),
    textGivenBy: text('text_given_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One alert per (request, donor); invitations have no request (NULLs are distinct), so it binds alerts only.
    uniqueIndex('alert_outbox_request_donor_key').on(t.bloodRequestId, t.donorId),
    index('alert_outbox_due_idx')
      .on(t.dueAt)
      .where(sql`${t.state} in ('queued', 'sending')`),
    index('alert_outbox_donor_idx').on(t.donorId, t.queuedAt),
    // A donor's last invitation (the 30-day rule, the progress counts).
    index('alert_outbox_invitation_idx')
      .on(t.donorId, t.queuedAt)
      .where(sql`${t.kind} = 'invitation'`),
    check('alert_outbox_state_code', sql`${t.state} in ('queued', 'sending', 'sent', 'failed')`),
    check('alert_outbox_channel_code', sql`${t.channel} in ('sms', 'push')`),
    check(
      'alert_outbox_kind_code',
      sql`${t.kind} in ('alert', 'invitation', 'requester', 'reminder', 'thanks', 'bridge')`,
    ),
    check(
      'alert_outbox_kind_session',
      sql`(${t.kind} = 'bridge') = (${t.patientId} is not null and ${t.sessionOn} is not null)`,
    ),
    // A donor is asked once for one session (decisions/061).
    uniqueIndex('alert_outbox_bridge_key').on(t.patientId, t.sessionOn, t.donorId),
    check(
      'alert_outbox_kind_request',
      sql`(${t.kind} in ('alert', 'requester')) = (${t.bloodRequestId} is not null)`,
    ),
    check('alert_outbox_kind_donor', sql`(${t.kind} = 'requester') = (${t.donorId} is null)`),
    // The person who asked is texted once per request.
    uniqueIndex('alert_outbox_requester_key')
      .on(t.bloodRequestId)
      .where(sql`${t.kind} = 'requester'`),
  ],
);

// ---------------------------------------------------------------- automatic waves

/**
 * A request's automatic alerts (docs/decisions/059): while `stopped_at` is null, the wave worker
 * claims the row when `next_at` is due (FOR UPDATE SKIP LOCKED and a lease, like the outbox) and
 * sends the next, wider wave unless yes answers and confirmed pledges cover the bags.
 */
export const autoAlerts = pgTable(
  'auto_alerts',
  {
    bloodRequestId: uuid('blood_request_id')
      .primaryKey()
      .references(() => bloodRequests.id, { onDelete: 'cascade' }),
    urgent: boolean('urgent').notNull().default(false),
    /** The last wave sent (0 before the first). */
    wave: integer('wave').notNull().default(0),
    /** The reach of the last wave: union | upazila | district | division | shared. */
    reach: text('reach'),
    /** When the next wave is due; null once stopped. */
    nextAt: timestamp('next_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    startedBy: text('started_by').references(() => users.id, { onDelete: 'set null' }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    stoppedBy: text('stopped_by').references(() => users.id, { onDelete: 'set null' }),
    /** covered | closed | stopped | exhausted */
    stopReason: text('stop_reason'),
  },
  (t) => [
    index('auto_alerts_due_idx')
      .on(t.nextAt)
      .where(sql`${t.stoppedAt} is null`),
    check(
      'auto_alerts_stop_reason_code',
      sql`${t.stopReason} in ('covered', 'closed', 'stopped', 'exhausted')`,
    ),
  ],
);

/** One wave of a request's automatic alerts: how far it reached and how many it queued. */
export const alertWaves = pgTable(
  'alert_waves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bloodRequestId: uuid('blood_request_id')
      .notNull()
      .references(() => bloodRequests.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    reach: text('reach').notNull(),
    queued: integer('queued').notNull(),
    sentAt: createdAt(),
  },
  (t) => [uniqueIndex('alert_waves_request_number_key').on(t.bloodRequestId, t.number)],
);

/**
 * "You can give again" reminders queued (docs/decisions/060): one per donor and eligibility (the
 * next-eligible time it announced), so that a later check never sends the same one twice.
 */
export const donorReminders = pgTable(
  'donor_reminders',
  {
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    eligibleAt: timestamp('eligible_at', { withTimezone: true }).notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.donorId, t.eligibleAt] })],
);

/**
 * Donation certificates (docs/decisions/060): what the certificate says, kept as issued (name,
 * milestone, community, date), checked in public by its random code; revoked, never deleted.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    donorName: text('donor_name').notNull(),
    /** The donations counted when it was issued, and the milestone they reached (1, 3, 10, 25, 50). */
    donations: integer('donations').notNull(),
    milestone: integer('milestone').notNull(),
    communityBn: text('community_bn').notNull(),
    communityEn: text('community_en').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: text('issued_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('certificates_code_key').on(t.code),
    index('certificates_donor_idx').on(t.donorId, t.issuedAt),
  ],
);

// ---------------------------------------------------------------- import jobs

/**
 * A donor import confirmed by an admin, run by a worker in chunks (docs/decisions/053): claimed
 * with FOR UPDATE SKIP LOCKED and a lease (locked_until), each chunk of rows written in its own
 * transaction that also advances rows_done and the counts, so a job stopped by a crash resumes
 * after its last committed chunk. The uploaded file is kept only while the job lasts (emptied when
 * it ends); one job runs at a time.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** queued | running | done | failed */
    state: text('state').notNull().default('queued'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    fileName: text('file_name').notNull(),
    /** The uploaded file (at most 5 MB) while the job lasts; null once it has ended. */
    file: bytea('file'),
    /** The import's options as confirmed (mapping, duplicates, status, header row, sheets, fill down). */
    options: jsonb('options').notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    /** Rows of the sheet (in its order) whose chunk is committed: a resumed job starts here. */
    rowsDone: integer('rows_done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    /** Claims so far (a job that keeps failing its process is given up after a few). */
    attempts: integer('attempts').notNull().default(0),
    /** The running claim's own token: a worker whose lease was taken over writes nothing more. */
    claim: uuid('claim'),
    /** A worker's claim runs until this time (renewed at each chunk); after it another may resume the job. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    /**
     * The unit the import's donors go into (the importer's, docs/decisions/056-units.md); the job
     * and its progress are seen by that unit's admins and those above it.
     */
    unitId: uuid('unit_id').references(() => units.id),
  },
  (t) => [
    index('import_jobs_created_idx').on(t.createdAt),
    index('import_jobs_unit_idx').on(t.unitId, t.createdAt),
    index('import_jobs_active_idx')
      .on(t.createdAt)
      .where(sql`${t.state} in ('queued', 'running')`),
    check('import_jobs_state_code', sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
  ],
);

// ---------------------------------------------------------------- emergency contacts

/** Uploaded images live in the database so that every app instance can serve them. */
export const images = pgTable('images', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    phone1: text('phone1').notNull(),
    phone2: text('phone2'),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    ...archiveColumns(),
  },
  (t) => [
    // The cards' ORDER BY created_at desc, id desc (both lists), read backwards.
    index('contacts_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('contacts_archived_idx')
      .on(t.archivedAt)
      .where(sql`${t.archivedAt} is not null`),
  ],
);

/** Installation settings a super admin changes (key 'eligibility': the waits after a donation). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Key/value facts about this installation (seed markers, generated secrets). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- recurring patients (blood bridges)

/**
 * A patient who needs blood again and again (thalassaemia: a transfusion every few weeks, for
 * life), registered by an admin of a unit with the guardian's consent. Personal data: admins of
 * the unit only, never on a public page; deleting archives (docs/decisions/057-blood-bridges.md).
 */
export const patients = pgTable(
  'patients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id),
    name: text('name').notNull(),
    /** common/constants.ts BLOOD_GROUPS (a code, as donors store it). */
    bloodGroup: text('blood_group').notNull(),
    guardianPhone: text('guardian_phone').notNull(),
    hospital: text('hospital').notNull(),
    /**
     * Where the hospital is, each level optional (decisions/065): the suggestions for the bridge
     * rank donors nearest to it. Null: not given (patients registered before it was asked).
     */
    divisionId: integer('division_id').references(() => divisions.id),
    districtId: integer('district_id').references(() => districts.id),
    upazilaId: integer('upazila_id').references(() => upazilas.id),
    unionId: integer('union_id').references(() => unions.id),
    /** Days between sessions (7 to 60). */
    intervalDays: smallint('interval_days').notNull(),
    /** Bags (donors) each session needs (1 to 3). */
    bagsPerSession: smallint('bags_per_session').notNull(),
    /** The next session's date (Bangladesh); sessions repeat every interval_days from it. */
    nextSessionAt: date('next_session_at').notNull(),
    /** Special needs as written ("leucodepleted"), capped by the contract. */
    notes: text('notes').notNull().default(''),
    /** When the admin recorded the guardian's consent (the server's clock). */
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    /** Paused since (no sessions planned while paused); null: active. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    ...archiveColumns(),
  },
  (t) => [
    // A unit's live patients, soonest session first (the list's order).
    index('patients_unit_next_idx')
      .on(t.unitId, t.nextSessionAt, t.id)
      .where(sql`${t.archivedAt} is null`),
    // The archive's tab of recurring patients, newest archived first, and the purge's cutoff.
    index('patients_archived_idx')
      .on(t.archivedAt)
      .where(sql`${t.archivedAt} is not null`),
    check('patients_interval_days', sql`${t.intervalDays} between 7 and 60`),
    check('patients_bags_per_session', sql`${t.bagsPerSession} between 1 and 3`),
  ],
);

/**
 * A patient's bridge: the donors who give to them in turn. `agreement` is the donor's answer:
 * pending (added by an admin, not yet answered), agreed, or left (the donor left the bridge; the
 * row stays so the history of who was asked is kept, and planning leaves them out).
 */
export const bridgeMembers = pgTable(
  'bridge_members',
  {
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    agreement: text('agreement').notNull().default('pending'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.patientId, t.donorId] }),
    // The bridges a donor is on (at most two live ones) and the patients sharing donors.
    index('bridge_members_donor_idx').on(t.donorId, t.patientId),
    check('bridge_members_agreement', sql`${t.agreement} in ('pending', 'agreed', 'left')`),
  ],
);

/**
 * What a volunteer recorded about one donor at one session: asked, confirmed, declined or given.
 * Only these answers are stored; the plan itself ("planned", "backfill") is worked out at every
 * read from the bridge, the donors' history and these rows (server/domain/rota.ts).
 */
export const sessionSlots = pgTable(
  'session_slots',
  {
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    sessionOn: date('session_on').notNull(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    /** The donation "given" recorded in the donor's history. */
    donationId: uuid('donation_id').references(() => donations.id, { onDelete: 'set null' }),
    /**
     * When the donor was asked (by the app's ask through their channel, or as a volunteer recorded
     * it): an 'asked' answer older than a day becomes 'noAnswer' (decisions/061).
     */
    askedAt: timestamp('asked_at', { withTimezone: true }),
    /**
     * Why the app could not ask the donor (state 'unreachable'; decisions/067): no consent to
     * messages, no channel, paused through the asking days, or the ask's message failed.
     */
    unreachableReason: text('unreachable_reason'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.patientId, t.sessionOn, t.donorId] }),
    index('session_slots_donor_idx').on(t.donorId, t.sessionOn),
    // The asks still waiting for an answer, oldest first (the no-answer check).
    index('session_slots_waiting_idx')
      .on(t.askedAt)
      .where(sql`${t.state} = 'asked'`),
    check(
      'session_slots_state',
      sql`${t.state} in ('asked', 'confirmed', 'declined', 'noAnswer', 'unreachable', 'given')`,
    ),
    check(
      'session_slots_unreachable_reason',
      sql`${t.unreachableReason} in ('noConsent', 'noChannel', 'paused', 'sendFailed')`,
    ),
  ],
);

/**
 * A patient's status link for the guardian (decisions/062): a public page of the patient's next
 * sessions, covered or not, opened by a token like a donor's link (the sha256 of the token kept,
 * and the nonce it is the HMAC of, so the admin can show the live link again). Re-issuing revokes
 * the live one; turning it off revokes it. One live link per patient.
 */
export const patientStatusLinks = pgTable(
  'patient_status_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /** sha256 (hex) of the token, for looking a link up. */
    tokenHash: text('token_hash').notNull(),
    /** 128 random bits; the token is HMAC-SHA256(server link key, nonce) (decision 036). */
    nonce: text('nonce').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: text('issued_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('patient_status_links_token_key').on(t.tokenHash),
    uniqueIndex('patient_status_links_live_key')
      .on(t.patientId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

// ---------------------------------------------------------------- audit trail

/**
 * Every change made through the API, append-only: a trigger refuses UPDATE, DELETE and TRUNCATE
 * (migration audit-append-only). The actor is copied (id and email), not referenced, so that
 * deleting a user changes nothing here. `changes` is the validated request body without secrets.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    target: text('target').notNull(),
    targetId: text('target_id'),
    changes: jsonb('changes'),
  },
  (t) => [
    // Newest first (read backwards), with and without the two filters the Activity screen offers.
    index('audit_events_at_idx').on(t.at, t.id),
    index('audit_events_actor_at_idx').on(t.actorEmail, t.at, t.id),
    index('audit_events_action_at_idx').on(t.action, t.at, t.id),
  ],
);
