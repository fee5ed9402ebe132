import { z } from 'zod';
import { CANCEL_REASON_MAX } from '../../../common/constants.ts';
import type { CancelBody } from '../../../common/schemas/matching.ts';
import { FormField } from '../../components/FormField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { toast } from '../../components/toast.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { matchingText as t } from '../../i18n/matching.ts';
import { refusalText, useCancelRequest } from './matching-api.ts';

interface Props {
  request: { _id: string; patient_name: string } | null;
  onClose: () => void;
  onCancelled?: () => void;
}

/** The same rule as the server's (a reason is required), in Bengali. */
const cancelForm = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: () => t.cancel.reasonRequired })
    .max(CANCEL_REASON_MAX, { error: () => t.cancel.reasonTooLong(CANCEL_REASON_MAX) })
    .transform((reason) => reason.normalize('NFC')),
});

/** Cancel a request that no longer needs donors, saying why. */
export function CancelRequestModal({ request, onClose, onCancelled }: Props) {
  return (
    <Modal open={!!request} title={t.cancel.title} onClose={onClose}>
      {request && (
        <CancelForm
          key={request._id}
          request={request}
          onClose={onClose}
          onCancelled={onCancelled}
        />
      )}
    </Modal>
  );
}

function CancelForm({
  request,
  onClose,
  onCancelled,
}: Props & { request: NonNullable<Props['request']> }) {
  const cancel = useCancelRequest();
  const { register, handleSubmit, formState } = useZodForm<{ reason: string }, CancelBody>(
    cancelForm,
    { reason: '' },
  );
  const error = formState.errors.reason?.message;
  const onSubmit = handleSubmit((body) =>
    cancel.mutate(
      { requestId: request._id, body },
      {
        onSuccess: () => {
          toast.success(t.cancel.done);
          onClose();
          onCancelled?.();
        },
        onError: (failure) => toast.error(refusalText(failure, t.cancel.failed)),
      },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <p className="confirm-detail">{request.patient_name}</p>
      <FormField
        id="cancel-reason"
        label={t.cancel.reason}
        error={error}
        hint={t.cancel.reasonHint}
      >
        <textarea
          id="cancel-reason"
          rows={3}
          maxLength={CANCEL_REASON_MAX}
          aria-invalid={!!error}
          aria-describedby={error ? 'cancel-reason-error' : undefined}
          {...register('reason')}
        />
      </FormField>
      <div className="modal-actions">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t.cancel.back}
        </button>
        <button type="submit" className="btn btn-danger" disabled={cancel.isPending}>
          {t.cancel.confirm}
        </button>
      </div>
    </form>
  );
}
