import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '../../common/error-codes.ts';
import { milestoneReached } from '../../common/milestones.ts';
import type { Db } from '../db/client.ts';
import {
  certificateByCode,
  insertCertificate,
  lockDonorForCertificate,
  revokeCertificateRow,
} from '../data/certificates.ts';
import { readCommunityName } from '../data/settings.ts';
import { runCommand, scopeOf, type Actor, type AuditRecord, type Tx } from './command.ts';
import { DONOR_LINK_ACTOR, linkedDonor } from './donor-link.ts';
import { DomainError } from './errors.ts';

/**
 * Donation certificates (docs/decisions/060): what the certificate says is kept as issued (the
 * donor's name, the milestone their count reached, the community's name, the date), under a random
 * code that the QR code and the public check carry. Issued by an admin or by the donor through
 * their link; revoked by an admin, never deleted.
 */

/** 16 random characters of base32 (80 bits): printable, unambiguous to read aloud. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
function newCode(): string {
  return Array.from(randomBytes(16), (b) => ALPHABET[b % ALPHABET.length]).join('');
}

async function issueIn(
  tx: Tx,
  record: (e: AuditRecord) => Promise<void>,
  donor: { id: string; name: string; donationCount: number },
  issuedBy: string | null,
  via: 'admin' | 'donorLink',
  now: Date,
) {
  if (donor.donationCount < 1)
    throw new DomainError(
      'conflict',
      'A certificate needs at least one donation recorded',
      undefined,
      ERROR_CODES.CERTIFICATE_NO_DONATIONS,
    );
  const community = await readCommunityName(tx);
  const row = await insertCertificate(tx, {
    code: newCode(),
    donorId: donor.id,
    donorName: donor.name,
    donations: donor.donationCount,
    milestone: milestoneReached(donor.donationCount),
    communityBn: community.bn,
    communityEn: community.en,
    issuedAt: now,
    issuedBy,
  });
  await record({
    action: 'certificateIssued',
    target: 'donor',
    targetId: donor.id,
    changes: { via, certificateId: row.id, milestone: row.milestone },
  });
  return { code: row.code };
}

/** POST /api/donors/:id/certificate: an admin issues one for a donor they see. */
export function issueCertificate(db: Db, actor: Actor, donorId: string, now: Date) {
  return runCommand(db, actor, async (tx, record) => {
    const donor = await lockDonorForCertificate(tx, donorId, scopeOf(actor));
    if (!donor) throw new DomainError('notFound', 'No donor with that id');
    return issueIn(tx, record, donor, actor.id, 'admin', now);
  });
}

/**
 * POST /api/donor-link/:token/certificate: the donor asks for their own (audited as the signed-in
 * account whose browser used the link, if any; the link alone decides whose certificate it is).
 */
export function issueOwnCertificate(
  db: Db,
  token: string,
  now: Date,
  actor: Actor = DONOR_LINK_ACTOR,
) {
  return runCommand(db, actor, async (tx, record) => {
    const linked = await linkedDonor(tx, token);
    const donor = await lockDonorForCertificate(tx, linked.donorId, scopeOf(DONOR_LINK_ACTOR));
    if (!donor) throw new DomainError('notFound', 'Not found');
    return issueIn(tx, record, donor, null, 'donorLink', now);
  });
}

/** POST /api/certificates/:code/revoke (admins; another unit's donor's certificate is missing). */
export function revokeCertificate(db: Db, actor: Actor, code: string, now: Date) {
  return runCommand(db, actor, async (tx, record) => {
    const found = await certificateByCode(tx, code);
    const donor = found
      ? await lockDonorForCertificate(tx, found.donorId, scopeOf(actor))
      : undefined;
    if (!found || !donor) throw new DomainError('notFound', 'No certificate with that code');
    if (await revokeCertificateRow(tx, found.id, actor.id, now)) {
      await record({
        action: 'certificateRevoked',
        target: 'donor',
        targetId: found.donorId,
        changes: { certificateId: found.id, milestone: found.milestone },
      });
    }
    return { revoked: true as const };
  });
}
