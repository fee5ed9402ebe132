import {
  divisions as bdDivisions,
  districts as bdDistricts,
  upazillas,
  unions as bdUnions,
} from 'bd-geojs';
import { eq, sql } from 'drizzle-orm';
import { toNfc } from '../../common/text.ts';
import type { Db } from './client.ts';
import { districts, divisions, meta, unions, upazilas } from './schema.ts';

const SEED_KEY = 'geo-seeded';
const BATCH = 1000;

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Loads Bangladesh's divisions, districts, upazilas and unions from bd-geojs once, Bengali names
 * in Unicode NFC like every stored name (common/text.ts).
 * The marker row and the data are written in one transaction, so a crash cannot leave half a seed.
 * Returns true when it seeded, false when the data was already there.
 */
export async function seedGeography(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Lock the marker so that two instances starting at once do not both seed.
    const inserted = await tx
      .insert(meta)
      .values({ key: SEED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: meta.key });
    if (inserted.length === 0) return false;

    await tx
      .insert(divisions)
      .values(
        bdDivisions.map((d) => ({ id: Number(d.id), name: d.name, bnName: toNfc(d.bn_name) })),
      );
    await tx.insert(districts).values(
      bdDistricts.map((d) => ({
        id: Number(d.id),
        divisionId: Number(d.division_id),
        name: d.name,
        bnName: toNfc(d.bn_name),
      })),
    );
    await tx.insert(upazilas).values(
      upazillas.map((u) => ({
        id: Number(u.id),
        districtId: Number(u.district_id),
        name: u.name,
        bnName: toNfc(u.bn_name),
      })),
    );
    for (const batch of chunks(bdUnions, BATCH)) {
      await tx.insert(unions).values(
        batch.map((u) => ({
          id: Number(u.id),
          upazilaId: Number(u.upazilla_id),
          name: u.name,
          bnName: toNfc(u.bn_name),
        })),
      );
    }
    // Planner statistics at once (the embedded database has no autovacuum); ANALYZE counts this
    // transaction's own new rows.
    await tx.execute(sql`analyze divisions, districts, upazilas, unions`);
    return true;
  });
}

export async function geographySeededAt(db: Db): Promise<string | null> {
  const rows = await db.select().from(meta).where(eq(meta.key, SEED_KEY));
  return rows[0]?.value ?? null;
}
