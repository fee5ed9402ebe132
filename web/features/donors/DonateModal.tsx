import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { donationBody, type DonorRow } from '../../../common/schemas/donors.ts';
import { FormField } from '../../components/FormField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { ModalFormActions } from '../../components/ModalFormActions.tsx';
import { toast } from '../../components/toast.tsx';
import { donorsText as t } from '../../i18n/donors.ts';
import { useCountDonation } from './donor-api.ts';

interface FormValues {
  note: string;
}
const resolver = zodResolver(donationBody) as unknown as Resolver<FormValues, unknown, { note: number }>;

/** 'Donate': how many days ago the donation happened (default 0); the server counts it. */
export function DonateModal({ donor, onClose }: { donor: DonorRow | null; onClose: () => void }) {
  return (
    <Modal open={!!donor} title={t.modals.donate} onClose={onClose}>
      {donor && <DonateForm key={donor._id} donor={donor} onClose={onClose} />}
    </Modal>
  );
}

function DonateForm({ donor, onClose }: { donor: DonorRow; onClose: () => void }) {
  const count = useCountDonation();
  const { register, handleSubmit, formState } = useForm<FormValues, unknown, { note: number }>({
    resolver,
    defaultValues: { note: '0' },
  });
  const onSubmit = handleSubmit(({ note }) =>
    count.mutate(
      { id: donor._id, note },
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
      <FormField id="donate-note" label={t.fields.note} error={formState.errors.note?.message} hint={t.modals.donateHint}>
        <input id="donate-note" type="number" min={0} inputMode="numeric" {...register('note')} />
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
