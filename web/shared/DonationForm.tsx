import { ApiError } from '../foundation/api-client.ts';
import { errorText, serverMessage } from '../foundation/error-text.ts';
import { bindField } from '../components/bind-field.ts';
import { ModalFormActions } from '../components/ModalFormActions.tsx';
import { toast } from '../components/toast.tsx';
import { useZodForm } from '../components/use-zod-form.ts';
import { donorsText as t } from '../i18n/donors.ts';
import { DonationFields, type DonationFieldTexts } from './DonationFields.tsx';
import { DONATION_PLACE_LENGTH, newDonationSchema, type NewDonation } from './donation-form.ts';
import { todayInBangladesh } from '../../common/dates.ts';

interface FormValues {
  donatedAt: string;
  kind: string;
  place: string;
}

/** The volunteers' words for the fields, in the current language. */
const texts = (): DonationFieldTexts => ({
  date: t.history.date,
  kind: t.history.kind,
  kindPlaceholder: t.donate.kind,
  place: t.history.place,
  placeHint: t.history.placeHint,
  kinds: t.kinds,
});

/** The server's name for a field of this form (the pledge route calls the date `donatedOn`). */
const FORM_FIELD: Record<string, keyof FormValues> = {
  donatedAt: 'donatedAt',
  donatedOn: 'donatedAt',
  kind: 'kind',
  place: 'place',
};

interface Props {
  /** Makes the inputs' ids unique on the page. */
  idPrefix: string;
  title: string;
  submitLabel: string;
  /** The date the form starts with: empty for a past donation, today for one given just now. */
  initialDate: string;
  /** The title's heading level: 4 under the profile's history (h3), 3 alone in a dialog (h2). */
  headingLevel?: 3 | 4;
  /** The place the form starts with (a pledge's request: its hospital). */
  initialPlace?: string;
  pending: boolean;
  /** Sends the donation; a refusal naming one of the fields is shown under that field. */
  save: (body: NewDonation) => Promise<unknown>;
  /** Text for a refusal that names no field of the form. */
  failureText?: (error: unknown) => string;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * One donation's date (not in the future), kind and optional place: used to add a donation made
 * before it was counted here, and to record the donation a pledged donor has just given.
 */
export function DonationForm({
  idPrefix,
  title,
  submitLabel,
  initialDate,
  initialPlace = '',
  headingLevel = 4,
  pending,
  save,
  failureText,
  onSaved,
  onCancel,
}: Props) {
  const { register, handleSubmit, setError, formState } = useZodForm<FormValues, NewDonation>(
    newDonationSchema(todayInBangladesh()),
    {
      donatedAt: initialDate,
      kind: 'whole_blood',
      place: initialPlace,
    },
  );
  const field = bindField(idPrefix, register, formState.errors);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await save(body);
      onSaved();
    } catch (error) {
      const name =
        error instanceof ApiError && error.status === 400 && error.field
          ? FORM_FIELD[error.field]
          : undefined;
      if (error instanceof ApiError && name) {
        setError(name, { message: serverMessage(error.message) }, { shouldFocus: true });
      } else {
        toast.error(failureText ? failureText(error) : errorText(error));
      }
    }
  });

  return (
    <form className="add-donation" noValidate onSubmit={onSubmit} aria-label={title}>
      {headingLevel === 3 ? <h3>{title}</h3> : <h4>{title}</h4>}
      <DonationFields field={field} texts={texts()} placeMaxLength={DONATION_PLACE_LENGTH} />
      <ModalFormActions
        cancelLabel={t.history.cancel}
        submitLabel={submitLabel}
        pending={pending}
        onCancel={onCancel}
      />
    </form>
  );
}
