import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  CALL_NOTE_MAX,
  CALL_OUTCOMES,
  DONATION_KINDS,
  ELIGIBILITY_DEFAULTS,
} from '../../../common/constants.ts';
import { todayInBangladesh } from '../../../common/dates.ts';
import { FormField } from '../../components/FormField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { ModalFormActions } from '../../components/ModalFormActions.tsx';
import { toast } from '../../components/toast.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { matchingText as t } from '../../i18n/matching.ts';
import { formatDate } from '../../shared/format.ts';
import { refusalText, useRecordCall, type CallSend } from './matching-api.ts';
import { callFormSchema, emptyCall, type CallFormValues } from './record-call-form.ts';

/** Who was called: enough to name them in the form. */
export interface CalledDonor {
  _id: string;
  name: string;
}

interface Props {
  donor: CalledDonor | null;
  /** The blood request the call was about; "will donate" then pledges the donor to it. */
  requestId?: string | null;
  onClose: () => void;
}

/** 'Record call': what the call came to, an optional note, and the date when the donor gave recently. */
export function RecordCallModal({ donor, requestId = null, onClose }: Props) {
  return (
    <Modal open={!!donor} title={t.calls.title} onClose={onClose}>
      {donor && (
        <RecordCallForm
          key={donor._id}
          donor={donor}
          requestId={requestId}
          onDone={onClose}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}

interface FormProps {
  donor: CalledDonor;
  requestId: string | null;
  onDone: () => void;
  onCancel: () => void;
}

/** The form itself (also used without the modal by the component tests). */
export function RecordCallForm({ donor, requestId, onDone, onCancel }: FormProps) {
  const today = todayInBangladesh();
  const record = useRecordCall();
  const { register, handleSubmit, control, formState } = useZodForm<CallFormValues, CallSend>(
    callFormSchema(today, requestId),
    emptyCall,
  );
  const outcome = useWatch({ control, name: 'outcome' });
  const { errors } = formState;
  /** A refusal, said here in the dialog where the person is looking (a toast sits under it). */
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The call was kept but the donor, still resting, was not pledged: from when they may give. */
  const [restingUntil, setRestingUntil] = useState<string | null>(null);

  const onSubmit = handleSubmit((body) => {
    setRefusal(null);
    record.mutate(
      { donorId: donor._id, body },
      {
        onSuccess: (result) => {
          if (result.pledgeRefused) {
            setRestingUntil(result.pledgeRefused.eligibleFrom);
            return;
          }
          toast.success(
            result.pledge && body.outcome === 'willDonate' ? t.calls.pledged : t.calls.saved,
          );
          onDone();
        },
        onError: (error) => setRefusal(refusalText(error, t.calls.failed)),
      },
    );
  });

  if (restingUntil)
    return (
      <div className="call-kept">
        <p className="confirm-detail">{donor.name}</p>
        <p className="call-notice is-warn" role="alert" data-testid="call-resting">
          {t.calls.restingKept(formatDate(restingUntil))}
        </p>
        <div className="modal-actions">
          <button type="button" className="btn btn-primary" onClick={onDone} autoFocus>
            {t.calls.close}
          </button>
        </div>
      </div>
    );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t.calls.recordFor(donor.name)}>
      <p className="confirm-detail">{donor.name}</p>
      <fieldset
        className="choice-group"
        aria-describedby={errors.outcome ? 'call-outcome-error' : undefined}
      >
        <legend>{t.calls.outcome}</legend>
        {CALL_OUTCOMES.map((code) => (
          <label key={code} className="radio-row">
            <input type="radio" value={code} {...register('outcome')} />
            <span>{t.calls.outcomes[code]}</span>
          </label>
        ))}
        {errors.outcome && (
          <p className="field-error" id="call-outcome-error" role="alert">
            {errors.outcome.message}
          </p>
        )}
      </fieldset>
      {outcome === 'willDonate' && (
        <p className="muted small">{requestId ? t.calls.willDonateHint : t.calls.noRequestHint}</p>
      )}
      {outcome === 'donatedRecently' && (
        <FormField
          id="call-donated-on"
          label={t.calls.donatedAt}
          error={errors.donatedOn?.message}
          hint={t.calls.donatedAtHint}
        >
          <input
            id="call-donated-on"
            type="date"
            max={today}
            aria-invalid={!!errors.donatedOn}
            aria-describedby={errors.donatedOn ? 'call-donated-on-error' : undefined}
            {...register('donatedOn')}
          />
        </FormField>
      )}
      {outcome === 'donatedRecently' && (
        <fieldset className="choice-group choice-row">
          <legend>{t.calls.kind}</legend>
          {DONATION_KINDS.map((code) => (
            <label key={code} className="radio-row">
              <input type="radio" value={code} {...register('kind')} />
              <span>
                {code === 'platelets'
                  ? t.calls.kinds.platelets(ELIGIBILITY_DEFAULTS.plateletsDays)
                  : t.calls.kinds.whole_blood}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <FormField id="call-note" label={t.calls.note} error={errors.note?.message}>
        <textarea
          id="call-note"
          rows={2}
          maxLength={CALL_NOTE_MAX}
          aria-invalid={!!errors.note}
          {...register('note')}
        />
      </FormField>
      {refusal && (
        <p className="call-notice is-error" role="alert" data-testid="call-refusal">
          {refusal}
        </p>
      )}
      <ModalFormActions
        cancelLabel={t.calls.cancel}
        submitLabel={t.calls.save}
        pending={record.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
