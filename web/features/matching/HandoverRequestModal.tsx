import { useNavigate } from 'react-router';
import { Modal } from '../../components/Modal.tsx';
import { toast } from '../../components/toast.tsx';
import { matchingText as t } from '../../i18n/matching.ts';
import { UnitTransferForm } from '../../shared/UnitTransfer.tsx';
import { refusalText, useHandOverRequest } from './matching-api.ts';
import { INCOMPLETE_LIST } from './request-lists.ts';

interface Props {
  request: { _id: string; patient_name: string } | null;
  onClose: () => void;
  /**
   * After the handover (the request may now be out of the caller's sight); without it, the screen
   * goes to the open requests.
   */
  onHandedOver?: () => void;
}

/** Hand a request to another unit of the federation, with a note for its history. */
export function HandoverRequestModal({ request, onClose, onHandedOver }: Props) {
  return (
    <Modal open={!!request} title={t.handover.title} onClose={onClose}>
      {request && (
        <HandoverForm
          key={request._id}
          request={request}
          onClose={onClose}
          onHandedOver={onHandedOver}
        />
      )}
    </Modal>
  );
}

function HandoverForm({
  request,
  onClose,
  onHandedOver,
}: Props & { request: NonNullable<Props['request']> }) {
  const handOver = useHandOverRequest();
  const navigate = useNavigate();
  return (
    <UnitTransferForm
      idPrefix="handover"
      subject={request.patient_name}
      texts={t.handover}
      pending={handOver.isPending}
      onClose={onClose}
      onSubmit={(body, unitName) =>
        handOver.mutate(
          { requestId: request._id, body },
          {
            onSuccess: () => {
              toast.success(t.handover.done(unitName));
              onClose();
              if (onHandedOver) onHandedOver();
              else void navigate(INCOMPLETE_LIST);
            },
            onError: (failure) => toast.error(refusalText(failure, t.handover.failed)),
          },
        )
      }
    />
  );
}
