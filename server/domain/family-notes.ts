import { cleanFamilyNote } from '../../common/milestones.ts';
import { hashToken } from '../alerts/link-tokens.ts';
import type { Db } from '../db/client.ts';
import { lockRequestOfStatusToken, setFamilyNote } from '../data/blood-requests.ts';
import { runCommand, SYSTEM_ACTOR } from './command.ts';
import { DomainError } from './errors.ts';

/**
 * The family's thank-you (docs/decisions/060), written on the status page the person who asked
 * holds (/r/{token}): kept on the request (control characters made spaces, numbers masked, capped)
 * and shown to the donors who gave for it on their own pages. A new note replaces the old one.
 */
export function addFamilyNote(db: Db, token: string, note: string, now: Date) {
  return runCommand(db, SYSTEM_ACTOR, async (tx, record) => {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new DomainError('notFound', 'Not found');
    const request = await lockRequestOfStatusToken(tx, hashToken(token));
    if (!request) throw new DomainError('notFound', 'Not found');
    const kept = cleanFamilyNote(note);
    if (kept !== request.familyNote) {
      await setFamilyNote(tx, request.id, kept, now);
      await record({
        action: 'familyNoteAdded',
        target: 'bloodRequest',
        targetId: request.id,
        changes: { via: 'statusLink', familyNote: { from: request.familyNote, to: kept } },
      });
    }
    return { familyNote: kept };
  });
}
