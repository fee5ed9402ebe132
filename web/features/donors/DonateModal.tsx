import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { donationBody, type DonorRow } from '../../../common/schemas/donors.ts';
import { FormField } from '../../components/FormField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { ModalFormActions } from '../../components/ModalFormActions.tsx';
import { toast } from '../../components/toast.tsx';
import { donorsText as t } from '../../i18n/donors.ts';
import { useCountDonation } from './donor-api.ts';
import { DONATION_KINDS, type DonationKind } from './history-api.ts';
import { localizedZodResolver, useRecheckOnLanguageSwitch } from '../../components/use-zod-form.ts';

interface FormValues {
  note: string;
  kind: DonationKind;
}

/** The Donate body with the kind of donation (whole blood unless the admin picks platelets). */
const donateForm = donationBody.extend({ kind: z.enum(DONATION_KINDS).default('whole_blood') });
type DonateOutput = { note: number; kind: DonationKind };
const resolver = localizedZodResolver<FormValues, DonateOutput>(donateForm);

/** 'Donate': the kind, and how many days ago the donation happened (default 0); the server counts it. */
export function DonateModal({ donor, onClose }: { donor: DonorRow | null; onClose: () => void }) {
  return (
    <Modal open={!!donor} title={t.modals.donate} onClose={onClose}>
      {donor && <DonateForm key={donor._id} donor={donor} onClose={onClose} />}
    </Modal>
  );
}

function DonateForm({ donor, onClose }: { donor: DonorRow; onClose: () => void }) {
  const count = useCountDonation();
  const form = useForm<FormValues, unknown, DonateOutput>({
    resolver,
    defaultValues: { note: '0', kind: 'whole_blood' },
  });
  const { register, handleSubmit, formState } = form;
  useRecheckOnLanguageSwitch(form);
  const onSubmit = handleSubmit(({ note, kind }) =>
    count.mutate(
      { id: donor._id, note, kind },
      {
        onSuccess: () => {
          toast.success(t.toasts.donationCounted);
          onClose();
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <p className="confirm-detail">{donor.name}</p>
      <fieldset className="field kind-choice">
        <legend>{t.donate.kind}</legend>
        {DONATION_KINDS.map((kind) => (
          <label key={kind} className="radio-option">
            <input type="radio" value={kind} {...register('kind')} />
            {t.kinds[kind]}
          </label>
        ))}
        <p className="muted small">{t.donate.kindHint}</p>
      </fieldset>
      <FormField
        id="donate-note"
        label={t.fields.note}
        error={formState.errors.note?.message}
        hint={t.modals.donateHint}
      >
        <input id="donate-note" type="text" inputMode="numeric" {...register('note')} />
      </FormField>
      <ModalFormActions
        cancelLabel={t.modals.cancel}
        submitLabel={t.modals.donateSubmit}
        tone="success"
        pending={count.isPending}
        onCancel={onClose}
      />
    </form>
  );
}
