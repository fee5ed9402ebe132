import { useState } from 'react';
import { useNavigate } from 'react-router';
import { HANDOVER_NOTE_MAX } from '../../../common/schemas/blood-requests.ts';
import { FormField } from '../../components/FormField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { toast } from '../../components/toast.tsx';
import { matchingText as t } from '../../i18n/matching.ts';
import { useUnitDirectory } from '../../shared/unit-directory.ts';
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
  const directory = useUnitDirectory();
  const handOver = useHandOverRequest();
  const navigate = useNavigate();
  const [unitId, setUnitId] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: Event) => {
    event.preventDefault();
    if (!unitId) {
      setError(t.handover.unitRequired);
      return;
    }
    handOver.mutate(
      { requestId: request._id, body: { unitId, note: note.trim() || null } },
      {
        onSuccess: () => {
          toast.success(t.handover.done(directory.nameOf(unitId) ?? ''));
          onClose();
          if (onHandedOver) onHandedOver();
          else void navigate(INCOMPLETE_LIST);
        },
        onError: (failure) => toast.error(refusalText(failure, t.handover.failed)),
      },
    );
  };
  return (
    <form noValidate onSubmit={onSubmit as never}>
      <p className="confirm-detail">{request.patient_name}</p>
      <FormField id="handover-unit" label={t.handover.unit} error={error ?? undefined}>
        <select
          id="handover-unit"
          value={unitId}
          aria-invalid={!!error}
          aria-describedby={error ? 'handover-unit-error' : undefined}
          onChange={(event) => {
            setUnitId((event.target as HTMLSelectElement).value);
            setError(null);
          }}
        >
          <option value="">{t.handover.choose}</option>
          {directory.units.map((unit) => (
            <option key={unit.id} value={unit.id}>
              {directory.nameOf(unit.id)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="handover-note" label={t.handover.note} hint={t.handover.noteHint}>
        <textarea
          id="handover-note"
          rows={3}
          maxLength={HANDOVER_NOTE_MAX}
          value={note}
          onChange={(event) => setNote((event.target as HTMLTextAreaElement).value)}
        />
      </FormField>
      <div className="modal-actions">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t.handover.back}
        </button>
        <button type="submit" className="btn btn-primary" disabled={handOver.isPending}>
          {t.handover.confirm}
        </button>
      </div>
    </form>
  );
}
