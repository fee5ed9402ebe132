import { useForm } from 'react-hook-form';
import { BLOOD_GROUP_LABELS, BLOOD_GROUPS, GENDERS } from '../../../common/constants.ts';
import { donorInfoBody, type DonorInfo, type DonorRow } from '../../../common/schemas/donors.ts';
import { ApiError } from '../../app/api-client.ts';
import { errorText } from '../../app/error-text.ts';
import { FormField } from '../../components/FormField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { ModalFormActions } from '../../components/ModalFormActions.tsx';
import { toast } from '../../components/toast.tsx';
import { donorsText as t } from '../../i18n/donors.ts';
import { useUpdateDonor } from './donor-api.ts';
import { localizedZodResolver, useRecheckOnLanguageSwitch } from '../../components/use-zod-form.ts';

interface FormValues {
  name: string;
  bloodGroup: string;
  gender: string;
  number1: string;
  number2: string;
  donationCount: string;
  contactConsent: boolean;
}

const resolver = localizedZodResolver<FormValues, DonorInfo>(donorInfoBody);

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
  const form = useForm<FormValues, unknown, DonorInfo>({
    resolver,
    defaultValues: {
      name: donor.name,
      bloodGroup: donor.bloodGroup,
      gender: donor.gender,
      number1: donor.number1,
      number2: donor.number2 ?? '',
      donationCount: String(donor.donationCount),
      contactConsent: donor.contactConsent,
    },
  });
  const { register, handleSubmit, setError, formState } = form;
  useRecheckOnLanguageSwitch(form);
  const errors = formState.errors;
  const props = (name: keyof FormValues) => ({
    id: `edit-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    ...register(name),
  });

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
        <FormField id="edit-name" label={t.fields.name} error={errors.name?.message}>
          <input {...props('name')} />
        </FormField>
        <FormField
          id="edit-bloodGroup"
          label={t.fields.bloodGroup}
          error={errors.bloodGroup?.message}
        >
          <select {...props('bloodGroup')}>
            <option value="">…</option>
            {BLOOD_GROUPS.map((g) => (
              <option key={g} value={g}>
                {BLOOD_GROUP_LABELS[g]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="edit-gender" label={t.fields.gender} error={errors.gender?.message}>
          <select {...props('gender')}>
            <option value="">…</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {t.genderLabels[g]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="edit-donationCount" label={t.fields.donationCount} error={errors.donationCount?.message}>
          <input {...props('donationCount')} type="text" inputMode="numeric" />
        </FormField>
        <FormField id="edit-number1" label={t.fields.number1} error={errors.number1?.message}>
          <input {...props('number1')} type="tel" inputMode="numeric" />
        </FormField>
        <FormField id="edit-number2" label={t.fields.number2} error={errors.number2?.message}>
          <input {...props('number2')} type="tel" inputMode="numeric" />
        </FormField>
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
