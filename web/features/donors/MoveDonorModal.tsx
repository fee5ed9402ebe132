import type { DonorRow } from '../../../common/schemas/donors.ts';
import { ApiError } from '../../foundation/api-client.ts';
import { errorText } from '../../foundation/error-text.ts';
import { Modal } from '../../components/Modal.tsx';
import { toast } from '../../components/toast.tsx';
import { donorsText as t } from '../../i18n/donors.ts';
import { UnitTransferForm } from '../../shared/UnitTransfer.tsx';
import { useMoveDonor } from './donor-api.ts';

interface Props {
  donor: Pick<DonorRow, '_id' | 'name'>;
  onClose: () => void;
}

/**
 * Move a donor to another unit of the federation (or assign a queue donor to one), with a note
 * for the audit trail: the form a request's handover uses, with the donor's words and call.
 */
export function MoveDonorModal({ donor, onClose }: Props) {
  const move = useMoveDonor();
  return (
    <Modal open title={t.move.title} onClose={onClose}>
      <UnitTransferForm
        idPrefix="move-donor"
        subject={donor.name}
        texts={t.move}
        pending={move.isPending}
        onClose={onClose}
        onSubmit={(body, unitName) =>
          move.mutate(
            { id: donor._id, body },
            {
              onSuccess: (answer) => {
                if (answer.modifiedCount > 0) toast.success(t.move.done(donor.name, unitName));
                else toast.success(t.move.already(donor.name, unitName));
                onClose();
              },
              onError: (failure) =>
                toast.error(
                  failure instanceof ApiError && failure.status < 500
                    ? errorText(failure)
                    : t.move.failed,
                ),
            },
          )
        }
      />
    </Modal>
  );
}
