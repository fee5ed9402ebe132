import { toast } from '../../components/toast.tsx';
import { donorsText as t } from '../../i18n/donors.ts';
import { DonationForm } from '../../shared/DonationForm.tsx';
import { useAddDonation } from './history-api.ts';

/** An admin records a donation made before it was counted here: date, kind and place. */
export function AddDonationForm({ donorId, onDone }: { donorId: string; onDone: () => void }) {
  const add = useAddDonation();
  return (
    <DonationForm
      idPrefix={`add-donation-${donorId}`}
      title={t.history.addTitle}
      submitLabel={t.history.save}
      initialDate=""
      pending={add.isPending}
      save={(body) => add.mutateAsync({ donorId, body })}
      onSaved={() => {
        toast.success(t.history.added);
        onDone();
      }}
      onCancel={onDone}
    />
  );
}
