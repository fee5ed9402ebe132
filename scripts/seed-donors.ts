/**
 * Creates N realistic donors over the real geography, in batches:
 *
 *   npm run seed:donors -- 100000
 *
 * Uses DATABASE_URL (PostgreSQL) or the embedded database in DATA_DIR, like the server. Names,
 * villages, blood groups and genders follow realistic shares; about 90% are verified, with a
 * long-tailed number of donations written as history rows (some of them platelets), and counts and
 * eligibility derived from that history as the app does. Phone numbers are unique; running it
 * again adds N more. Each batch of 1,000 is written with its event in the activity record (an
 * import by the system, with the counts), in one transaction. Each donor goes to the unit its place
 * goes to, as a registration would (server/data/units.ts unitForPlace).
 */
import { eq, sql } from 'drizzle-orm';
import { pathToFileURL } from 'node:url';
import type { BloodGroup, DonationKind, GenderCode } from '../common/constants.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase, type Database, type Db } from '../server/db/client.ts';
import { privateUmask } from '../server/ops/data-dir.ts';
import { analyzeTables } from '../server/db/statistics.ts';
import { notifyPublicCaches } from '../server/plugins/public-cache.ts';
import { districts, donations, donors, unions, upazilas } from '../server/db/schema.ts';
import { seedGeography } from '../server/db/seed-geo.ts';
import { runCommand, SYSTEM_ACTOR } from '../server/domain/command.ts';
import { refreshDerived } from '../server/data/donor-derived.ts';
import { daysBefore } from '../server/data/donations.ts';
import { readEligibility } from '../server/data/settings.ts';
import { unitForPlace } from '../server/data/units.ts';
import {
  FAMILY_NAMES,
  FEMALE_NAMES,
  MALE_NAMES,
  VILLAGES,
} from '../server/data/demo/sample-donors.ts';

const DAY = 86_400_000;
const BATCH = 1000;

/** A small deterministic random generator (mulberry32), so that runs are comparable. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Blood group shares reported for Bangladesh (roughly). */
const BLOOD_SHARES: [BloodGroup, number][] = [
  ['bPositive', 0.3],
  ['oPositive', 0.3],
  ['aPositive', 0.24],
  ['abPositive', 0.09],
  ['bNegative', 0.02],
  ['oNegative', 0.02],
  ['aNegative', 0.02],
  ['abNegative', 0.01],
];
const GENDER_SHARES: [GenderCode, number][] = [
  ['male', 0.64],
  ['female', 0.34],
  ['third', 0.005],
  ['unknown', 0.015],
];

function weighted<T>(rand: () => number, shares: [T, number][]): T {
  let r = rand();
  for (const [value, share] of shares) {
    r -= share;
    if (r <= 0) return value;
  }
  return shares[0]![0];
}
const pick = <T>(rand: () => number, list: readonly T[]) => list[Math.floor(rand() * list.length)]!;

/**
 * What a bulk load of donors needs before the lists are fast and right: planner statistics at
 * once (the embedded database has no autovacuum), and on PostgreSQL every running instance told
 * that its cached leader board is stale.
 */
export async function afterBulkLoad(database: Database) {
  await analyzeTables(database, ['donors', 'donations']);
  if (database.kind === 'postgres') await notifyPublicCaches(database, ['donors']);
}

export async function seedDonors(db: Db, count: number, seed = 42): Promise<number> {
  const places = await db
    .select({
      unionId: unions.id,
      upazilaId: upazilas.id,
      districtId: districts.id,
      divisionId: districts.divisionId,
    })
    .from(unions)
    .innerJoin(upazilas, eq(upazilas.id, unions.upazilaId))
    .innerJoin(districts, eq(districts.id, upazilas.districtId));
  if (!places.length) throw new Error('no geography: seed it first');
  const rand = random(seed + count);
  const now = Date.now();
  // Each donor goes to the unit its place goes to, as a registration would (one lookup an upazila).
  const unitOfUpazila = new Map<number, string | null>();
  const unitOf = async (place: (typeof places)[number]) => {
    if (!unitOfUpazila.has(place.upazilaId))
      unitOfUpazila.set(place.upazilaId, await unitForPlace(db, place));
    return unitOfUpazila.get(place.upazilaId)!;
  };
  const days = await readEligibility(db);
  let inserted = 0;
  for (let start = 0; start < count; start += BATCH) {
    const histories: { donations: number; lastDaysAgo: number | null }[] = [];
    const picked = Array.from({ length: Math.min(BATCH, count - start) }, () => pick(rand, places));
    const unitIds = await Promise.all(picked.map(unitOf));
    const rows = picked.map((place, i) => {
      const gender = weighted(rand, GENDER_SHARES);
      const first = gender === 'female' ? pick(rand, FEMALE_NAMES) : pick(rand, MALE_NAMES);
      const verified = rand() < 0.9;
      // Few donors give often: a long-tailed donation count.
      const donations = verified ? Math.floor(-Math.log(1 - rand() * 0.999) * 3) : 0;
      const lastDaysAgo = donations ? Math.floor(rand() * 360) : null;
      histories.push({ donations, lastDaysAgo });
      const age = 18 + Math.floor(rand() * 40);
      const acceptedDaysAgo = Math.floor(rand() * 1000);
      return {
        name: `${first} ${pick(rand, FAMILY_NAMES)}`,
        birthDate: new Date(now - (age * 365 + Math.floor(rand() * 365)) * DAY)
          .toISOString()
          .slice(0, 10),
        gender,
        phone1: `01${3 + Math.floor(rand() * 7)}${String(Math.floor(rand() * 1e8)).padStart(8, '0')}`,
        phone2:
          rand() < 0.2
            ? `01${3 + Math.floor(rand() * 7)}${String(Math.floor(rand() * 1e8)).padStart(8, '0')}`
            : null,
        bloodGroup: weighted(rand, BLOOD_SHARES),
        ...place,
        unitId: unitIds[i]!,
        village: pick(rand, VILLAGES),
        status: verified ? 'verified' : 'pending',
        acceptedAt: verified ? new Date(now - acceptedDaysAgo * DAY) : null,
        donateClickedAt: lastDaysAgo === null ? null : new Date(now - lastDaysAgo * DAY),
        note: lastDaysAgo === null ? null : 0,
        createdAt: new Date(now - (acceptedDaysAgo + 2) * DAY),
      };
    });
    // Each batch and its event (what the seed added, as an import) are one transaction.
    await runCommand(db, SYSTEM_ACTOR, async (tx, record) => {
      const done = await tx
        .insert(donors)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: donors.id, phone1: donors.phone1 });
      inserted += done.length;
      const idOf = new Map(done.map((d) => [d.phone1, d.id]));
      // History rows: the latest `lastDaysAgo` days ago, earlier ones 4 to 12 months apart.
      const history = rows.flatMap((row, i) => {
        const id = idOf.get(row.phone1);
        const { donations: n, lastDaysAgo } = histories[i]!;
        if (!id || lastDaysAgo === null) return [];
        let ago = lastDaysAgo;
        return Array.from({ length: n }, (_, k) => {
          if (k > 0) ago += 120 + Math.floor(rand() * 240);
          const kind: DonationKind = rand() < 0.05 ? 'platelets' : 'whole_blood';
          return { donorId: id, donatedAt: daysBefore(new Date(now), ago), kind };
        });
      });
      for (let i = 0; i < history.length; i += BATCH)
        await tx.insert(donations).values(history.slice(i, i + BATCH));
      const ids = done.map((d) => d.id);
      if (ids.length) await refreshDerived(tx, sql`d.id in ${ids}`, days);
      await record({
        action: 'import',
        target: 'donor',
        targetId: null,
        changes: {
          created: done.length,
          donations: history.length,
          fileName: 'npm run seed:donors',
        },
      });
    });
  }
  return inserted;
}

async function main() {
  const count = Number(process.argv[2] ?? 1000);
  if (!Number.isInteger(count) || count < 1)
    throw new Error('usage: npm run seed:donors -- <count>');
  const config = loadConfig();
  // The embedded database's files are readable by this user only (docs/decisions/035).
  privateUmask();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    ownerUrl: config.DATABASE_OWNER_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    await database.migrate();
    await seedGeography(database.db);
    const started = Date.now();
    const inserted = await seedDonors(database.db, count, Date.now() % 1e9);
    await afterBulkLoad(database);
    console.log(
      `${inserted} donors added in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind})`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
