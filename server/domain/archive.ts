import { ARCHIVE_RESTORE_DAYS, type ArchiveKind } from '../../common/constants.ts';
import type { Db } from '../db/client.ts';
import { lockArchived, purgeExpired, restoreCutoff, unarchive } from '../data/archive.ts';
import { donorPhones, lockPhones, takenPhone } from '../data/donors.ts';
import { lockBridge, otherBridgesOf, setAgreement } from '../data/patients.ts';
import { BRIDGES_PER_DONOR } from '../../common/schemas/patients.ts';
import { runCommand, scopeOf, SYSTEM_ACTOR, type Actor } from './command.ts';
import { DomainError } from './errors.ts';

/**
 * Brings an archived row back into the lists, within the restore window (an admin's call, in their
 * scope: another unit's row is as missing). A
 * donor whose phone number a live donor has taken since is not restored: two live donors never
 * share a number. A recurring patient comes back with their bridge, except the donors who have
 * since joined as many other bridges as a donor may be on: they are recorded as having left this
 * one (the restore's event names them), so that no donor is ever booked for three patients.
 */
export async function restoreArchived(
  db: Db,
  actor: Actor,
  kind: ArchiveKind,
  id: string,
  now: Date,
): Promise<void> {
  await runCommand(db, actor, async (tx, record) => {
    const row = await lockArchived(tx, kind, id, scopeOf(actor));
    if (!row) throw new DomainError('notFound', 'Nothing archived with that id');
    if (row.archivedAt! <= restoreCutoff(now)) {
      throw new DomainError(
        'conflict',
        `Archived more than ${ARCHIVE_RESTORE_DAYS} days ago; it can no longer be restored`,
        'id',
      );
    }
    if (kind === 'donor') {
      const donor = await donorPhones(tx, id);
      const phones = [donor!.phone1, ...(donor!.phone2 ? [donor!.phone2] : [])];
      await lockPhones(tx, phones);
      if (await takenPhone(tx, phones, id)) {
        throw new DomainError(
          'conflict',
          "Another donor now has this donor's phone number; it cannot be restored",
          'id',
        );
      }
    }
    let leftBridge: string[] = [];
    if (kind === 'patient') {
      const active = (await lockBridge(tx, id))
        .filter((m) => m.agreement !== 'left')
        .map((m) => m.donorId);
      const others = await otherBridgesOf(tx, active, id);
      leftBridge = active.filter((donorId) => (others.get(donorId) ?? 0) >= BRIDGES_PER_DONOR);
      await setAgreement(tx, id, leftBridge, 'left');
    }
    await unarchive(tx, kind, id);
    await record({
      action: 'restore',
      target: kind,
      targetId: id,
      changes: {
        archivedAt: { from: row.archivedAt!.toISOString(), to: null },
        ...(leftBridge.length ? { leftBridge } : {}),
      },
    });
  });
}

/**
 * The purge job (`npm run purge:archive`): what was archived before the
 * restore window is removed, or emptied for a donor whose donations still count, and the events
 * about those rows lose their personal values; each purged row gets a `purge` event (by the
 * system, holding no personal data), all in one transaction. Answers how many of each kind.
 */
export async function purgeArchive(db: Db, now: Date) {
  return runCommand(db, SYSTEM_ACTOR, async (tx, record) => {
    const purged = await purgeExpired(tx, now);
    const purgeEvents = async (
      target: ArchiveKind,
      ids: string[],
      changes: Record<string, unknown> | null = null,
    ) => {
      for (const targetId of ids) await record({ action: 'purge', target, targetId, changes });
    };
    await purgeEvents('bloodRequest', purged.bloodRequests);
    await purgeEvents('contact', purged.contacts);
    await purgeEvents('patient', purged.patients);
    await purgeEvents('donor', purged.donorsDeleted);
    // Kept as the anchor of its donation history, without name, phones or village.
    await purgeEvents('donor', purged.donorsEmptied, { emptied: true });
    return {
      bloodRequests: purged.bloodRequests.length,
      contacts: purged.contacts.length,
      patients: purged.patients.length,
      donorsDeleted: purged.donorsDeleted.length,
      donorsEmptied: purged.donorsEmptied.length,
    };
  });
}
