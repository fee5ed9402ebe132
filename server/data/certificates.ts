import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { certificates, donors } from '../db/schema.ts';
import { inScope, type Scope } from './scope.ts';

/** Donation certificates (docs/decisions/060): issued as they read, checked by code, revoked. */

export async function insertCertificate(tx: Tx, values: typeof certificates.$inferInsert) {
  const [row] = await tx.insert(certificates).values(values).returning();
  return row!;
}

/** The certificate with this code (revoked too), for the public check. */
export async function certificateByCode(db: Db | Tx, code: string) {
  const [row] = await db
    .select({
      id: certificates.id,
      code: certificates.code,
      donorName: certificates.donorName,
      milestone: certificates.milestone,
      communityBn: certificates.communityBn,
      communityEn: certificates.communityEn,
      issuedAt: certificates.issuedAt,
      revokedAt: certificates.revokedAt,
      donorId: certificates.donorId,
    })
    .from(certificates)
    .where(eq(certificates.code, code));
  return row;
}

/** Revokes a live certificate; the revoked row, or undefined when none was live. */
export async function revokeCertificateRow(tx: Tx, id: string, by: string | null, now: Date) {
  const [row] = await tx
    .update(certificates)
    .set({ revokedAt: now, revokedBy: by })
    .where(and(eq(certificates.id, id), isNull(certificates.revokedAt)))
    .returning({ id: certificates.id });
  return row;
}

/** A live donor in the scope, locked: what a certificate says of them. */
export async function lockDonorForCertificate(tx: Tx, donorId: string, scope: Scope) {
  const [row] = await tx
    .select({ id: donors.id, name: donors.name, donationCount: donors.donationCount })
    .from(donors)
    .where(and(eq(donors.id, donorId), isNull(donors.archivedAt), inScope(donors.unitId, scope)))
    .for('update');
  return row;
}

/** At most this many of a donor's certificates are listed (newest first); a donor has a handful. */
export const DONOR_CERTIFICATES_LIMIT = 50;

/**
 * A donor's certificates, revoked ones too, newest first, for an admin who sees the donor
 * (certificates_donor_idx); undefined when the donor is not in the scope.
 */
export async function certificatesOfDonor(db: Db, donorId: string, scope: Scope) {
  const [donor] = await db
    .select({ id: donors.id })
    .from(donors)
    .where(and(eq(donors.id, donorId), inScope(donors.unitId, scope)));
  if (!donor) return undefined;
  return db
    .select({
      code: certificates.code,
      milestone: certificates.milestone,
      issuedAt: certificates.issuedAt,
      revokedAt: certificates.revokedAt,
    })
    .from(certificates)
    .where(eq(certificates.donorId, donorId))
    .orderBy(desc(certificates.issuedAt))
    .limit(DONOR_CERTIFICATES_LIMIT);
}

/** What the "proud donor" picture shows of a live donor: the name (of which only the first word) and the count. */
export async function donorForProudPicture(db: Db, donorId: string) {
  const [row] = await db
    .select({ name: donors.name, donationCount: donors.donationCount })
    .from(donors)
    .where(and(eq(donors.id, donorId), isNull(donors.archivedAt)));
  return row;
}
