import { BLOOD_GROUP_LABELS, BLOOD_GROUPS, GENDERS } from '../../../common/constants.ts';
import { donorInfoBody, type DonorInfo, type DonorRow } from '../../../common/schemas/donors.ts';
import { ApiError } from '../../app/api-client.ts';
import { errorText } from '../../app/error-text.ts';
import { bindField } from '../../components/bind-field.ts';
import { InputField } from '../../components/InputField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { ModalFormActions } from '../../components/ModalFormActions.tsx';
import { PhoneField } from '../../components/PhoneField.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { toast } from '../../components/toast.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { donorsText as t } from '../../i18n/donors.ts';
import { useUpdateDonor } from './donor-api.ts';

/** The inputs' text; donorInfoBody turns it into the body (the count a number). */
interface FormValues {
  name: string;
  bloodGroup: string;
  gender: string;
  number1: string;
  number2: string;
  donationCount: string;
  contactConsent: boolean;
}

const bloodGroupOptions = BLOOD_GROUPS.map((group) => ({ value: group, label: BLOOD_GROUP_LABELS[group] }));
const genderOptions = () =>
  GENDERS.map((gender) => ({ value: gender, label: t.genderLabels[gender] ?? gender }));

/** 'Update Donor Info': name, blood group, gender, phones and donation count. */
export function EditDonorModal({
  donor,
  onClose,
}: {
  donor: DonorRow | null;
  onClose: () => void;
}) {
  return (
    <Modal open={!!donor} title={t.modals.edit} onClose={onClose} wide>
      {donor && <EditDonorForm key={donor._id} donor={donor} onClose={onClose} />}
    </Modal>
  );
}

function EditDonorForm({ donor, onClose }: { donor: DonorRow; onClose: () => void }) {
  const update = useUpdateDonor();
  const { register, handleSubmit, setError, formState } = useZodForm<FormValues, DonorInfo>(donorInfoBody, {
    name: donor.name,
    bloodGroup: donor.bloodGroup,
    gender: donor.gender,
    number1: donor.number1,
    number2: donor.number2 ?? '',
    donationCount: String(donor.donationCount),
    contactConsent: donor.contactConsent,
  });
  const field = bindField('edit', register, formState.errors);

  const onSubmit = handleSubmit((values) => {
    // The box starts from the stored consent; an untouched box is not sent (absent: unchanged).
    const body = formState.dirtyFields.contactConsent ? values : { ...values, contactConsent: undefined };
    update.mutate(
      { id: donor._id, body },
      {
        onSuccess: () => {
          toast.success(t.toasts.infoUpdated);
          onClose();
        },
        onError: (error) => {
          // Edit failures show nothing, except a field the server names (a number already taken).
          if (error instanceof ApiError && error.field && error.field in formState.defaultValues!) {
            setError(error.field as keyof FormValues, { message: errorText(error) });
          }
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <div className="form-grid">
        <InputField label={t.fields.name} autoComplete="off" {...field('name')} />
        <SelectField
          label={t.fields.bloodGroup}
          placeholder={t.registration.choose}
          options={bloodGroupOptions}
          {...field('bloodGroup')}
        />
        <SelectField
          label={t.fields.gender}
          placeholder={t.registration.choose}
          options={genderOptions()}
          {...field('gender')}
        />
        <InputField label={t.fields.donationCount} type="text" inputMode="numeric" {...field('donationCount')} />
        <PhoneField label={t.fields.number1} {...field('number1')} />
        <PhoneField label={t.fields.number2} {...field('number2')} />
      </div>
      <label className="consent-row" htmlFor="edit-contactConsent">
        <input id="edit-contactConsent" type="checkbox" {...register('contactConsent')} />
        <span>{t.registration.consentEdit}</span>
      </label>
      <ModalFormActions
        cancelLabel={t.modals.cancel}
        submitLabel={t.modals.save}
        pending={update.isPending}
        onCancel={onClose}
      />
    </form>
  );
}
