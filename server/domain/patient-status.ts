import { PATIENT_STATUS_DAYS, type PatientStatus } from '../../common/schemas/patients.ts';
import { hashToken, newNonce, tokenOf, wellFormedToken } from '../alerts/link-tokens.ts';
import type { Db } from '../db/client.ts';
import {
  findPatient,
  insertStatusLink,
  liveStatusLink,
  lockPatient,
  patientOfStatusLink,
  revokeStatusLinks,
} from '../data/patients.ts';
import type { Scope } from '../data/scope.ts';
import { runCommand, scopeOf, type Actor } from './command.ts';
import { DomainError } from './errors.ts';
import { planFor } from './patients.ts';

/**
 * The guardian's status link (docs/decisions/062-guardian-status-link.md): an admin of the
 * patient's unit issues it (shown once, in that answer), issues a new one (the old one stops
 * working) or turns it off; whoever holds it sees the patient's next sessions, covered or not, and nothing of the
 * patient or the donors. The token is made like a donor's link (HMAC of a stored nonce with the
 * link key, decision 036); only its hash opens it.
 */

const NO_PATIENT = 'No patient with that id';

/** A new status link for a live patient in the actor's scope; the live one, if any, stops working. */
export function issueStatusLink(db: Db, actor: Actor, key: Buffer, patientId: string) {
  return runCommand(db, actor, async (tx, record) => {
    if (!(await lockPatient(tx, patientId, scopeOf(actor))))
      throw new DomainError('notFound', NO_PATIENT);
    const replaced = await revokeStatusLinks(tx, patientId, new Date());
    const nonce = newNonce();
    const token = tokenOf(key, nonce);
    const row = await insertStatusLink(tx, {
      patientId,
      nonce,
      tokenHash: hashToken(token),
      issuedBy: actor.id,
    });
    await record({
      action: 'statusLinkIssued',
      target: 'patient',
      targetId: patientId,
      changes: { replaced: replaced.length > 0 },
    });
    return { token, issuedAt: row.issuedAt };
  });
}

/** Turns the patient's status link off; 0 when there was none (or the patient is not the actor's). */
export function revokeStatusLink(db: Db, actor: Actor, patientId: string): Promise<number> {
  return runCommand(db, actor, async (tx, record) => {
    if (!(await lockPatient(tx, patientId, scopeOf(actor)))) return 0;
    const revoked = await revokeStatusLinks(tx, patientId, new Date());
    if (revoked.length === 0) return 0;
    await record({ action: 'statusLinkRevoked', target: 'patient', targetId: patientId });
    return revoked.length;
  });
}

/**
 * When the live link was issued (null: none; undefined: no such patient in scope). Never the link
 * itself: an admin reads a live link only in the answer that issued it (decisions/058).
 */
export async function statusLinkOf(db: Db, scope: Scope, patientId: string) {
  if (!(await findPatient(db, patientId, scope))) return undefined;
  const link = await liveStatusLink(db, patientId);
  return link ? { issuedAt: link.issuedAt } : null;
}

/** What the guardian's page shows; undefined for a token that opens nothing. */
export async function patientStatusOf(
  db: Db,
  token: string,
  now: Date,
): Promise<PatientStatus | undefined> {
  if (!wellFormedToken(token)) return undefined;
  const patient = await patientOfStatusLink(db, hashToken(token));
  if (!patient) return undefined;
  const { plan } = await planFor(db, [patient.id], now, PATIENT_STATUS_DAYS);
  return {
    hospital: patient.hospital,
    intervalDays: patient.intervalDays,
    bagsPerSession: patient.bagsPerSession,
    paused: Boolean(patient.pausedAt),
    days: PATIENT_STATUS_DAYS,
    sessions: (plan.get(patient.id) ?? []).map((s) => ({
      date: s.date,
      covered: s.covered,
      confirmed:
        s.donors.filter((d) => d.state === 'confirmed' || d.state === 'given').length >= s.bags,
    })),
  };
}
