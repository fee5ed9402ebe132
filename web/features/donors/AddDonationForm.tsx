import { ApiError, errorText, serverMessage } from '../../app/api.ts';
import { bindField } from '../../components/bind-field.ts';
import { InputField } from '../../components/InputField.tsx';
import { ModalFormActions } from '../../components/ModalFormActions.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { toast } from '../../components/toast.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { donorsText as t } from '../../i18n/donors.ts';
import { DONATION_KINDS, useAddDonation, type NewDonation } from './history-api.ts';
import { DONATION_PLACE_LENGTH, newDonationSchema, todayIso } from './history-form.ts';

interface FormValues {
  donatedAt: string;
  kind: string;
  place: string;
}

const kindOptions = DONATION_KINDS.map((kind) => ({ value: kind, label: t.kinds[kind] ?? kind }));

/** An admin records a donation made before it was counted here: date, kind and place. */
export function AddDonationForm({ donorId, onDone }: { donorId: string; onDone: () => void }) {
  const today = todayIso();
  const add = useAddDonation();
  const { register, handleSubmit, setError, formState } = useZodForm<FormValues, NewDonation>(
    newDonationSchema(today),
    { donatedAt: '', kind: 'whole_blood', place: '' },
  );
  const field = bindField(`add-donation-${donorId}`, register, formState.errors);

  const onSubmit = handleSubmit((body) =>
    add.mutate(
      { donorId, body },
      {
        onSuccess: () => {
          toast.success(t.history.added);
          onDone();
        },
        onError: (error) => {
          const name = error instanceof ApiError ? error.field : undefined;
          if (error instanceof ApiError && error.status === 400 && (name === 'donatedAt' || name === 'kind' || name === 'place')) {
            setError(name, { message: serverMessage(error.message) }, { shouldFocus: true });
          } else {
            toast.error(errorText(error));
          }
        },
      },
    ),
  );

  return (
    <form className="add-donation" noValidate onSubmit={onSubmit} aria-label={t.history.addTitle}>
      <h4>{t.history.addTitle}</h4>
      <div className="form-grid">
        <InputField label={t.history.date} type="date" {...field('donatedAt')} />
        <SelectField label={t.history.kind} placeholder={t.donate.kind} options={kindOptions} {...field('kind')} />
        <InputField
          label={t.history.place}
          type="text"
          autoComplete="off"
          placeholder={t.history.placeHint}
          maxLength={DONATION_PLACE_LENGTH + 10}
          {...field('place')}
        />
      </div>
      <ModalFormActions cancelLabel={t.history.cancel} submitLabel={t.history.save} pending={add.isPending} onCancel={onDone} />
    </form>
  );
}
