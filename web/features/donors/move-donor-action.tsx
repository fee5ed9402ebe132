import { useState } from 'react';
import type { DonorRow } from '../../../common/schemas/donors.ts';
import { donorsText as t } from '../../i18n/donors.ts';
import { useUnitDirectory } from '../../shared/unit-directory.ts';
import { MoveDonorModal } from './donor-dialogs.ts';

/**
 * A donor profile's Move to another unit (the donor lists and the pending registrations, where a
 * zone's admin assigns a queue donor), in a federation only: a single community has nowhere to
 * move a donor to. Its button closes the profile (`closeProfile`) and opens the move dialog.
 */
export function useMoveDonorAction(closeProfile: () => void) {
  const { federation } = useUnitDirectory();
  const [moving, setMoving] = useState<DonorRow | null>(null);
  const button = (donor: DonorRow) =>
    federation ? (
      <button
        type="button"
        className="btn btn-outline"
        aria-label={`${t.move.open}: ${donor.name}`}
        onClick={() => {
          closeProfile();
          setMoving(donor);
        }}
      >
        {t.move.open}
      </button>
    ) : undefined;
  const dialog = moving && <MoveDonorModal donor={moving} onClose={() => setMoving(null)} />;
  return { button, dialog };
}
