import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import {
  ADMIN_CONSENT_SOURCES,
  BLOOD_GROUP_LABELS,
  BLOOD_GROUPS,
  DONOR_SHARINGS,
  GENDERS,
  type AdminConsentSource,
  type DonorSharing,
} from '../../../common/constants.ts';
import { donorInfoBody, type DonorInfo, type DonorRow } from '../../../common/schemas/donors.ts';
import { ApiError } from '../../foundation/api-client.ts';
import { errorText } from '../../foundation/error-text.ts';
import { bindField } from '../../components/bind-field.ts';
import { InputField } from '../../components/InputField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { ModalFormActions } from '../../components/ModalFormActions.tsx';
import { PhoneField } from '../../components/PhoneField.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { toast } from '../../components/toast.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { donorsText as t } from '../../i18n/donors.ts';
import { useUnitDirectory } from '../../shared/unit-directory.ts';
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
  /** How the donor consented (ADMIN_CONSENT_SOURCES), '' when not chosen. */
  consentSource: string;
  /** Who may find the donor, as the donor said (shown only in a federation of several units). */
  sharing: DonorSharing;
}

const bloodGroupOptions = BLOOD_GROUPS.map((group) => ({
  value: group,
  label: BLOOD_GROUP_LABELS[group],
}));
const genderOptions = () =>
  GENDERS.map((gender) => ({ value: gender, label: t.genderLabels[gender] ?? gender }));
const consentSourceOptions = () =>
  ADMIN_CONSENT_SOURCES.map((source) => ({ value: source, label: t.consent.sources[source] }));

const isAdminSource = (source: string | null): source is AdminConsentSource =>
  (ADMIN_CONSENT_SOURCES as readonly (string | null)[]).includes(source);

/** Rows from before units carry no sharing: they are the unit's own. */
const storedSharing = (donor: DonorRow): DonorSharing =>
  donor.sharing === 'federation' ? 'federation' : 'unit';

/**
 * The form's check: donorInfoBody, with the consent box and its way left out of the body while
 * they say what is stored (absent: the server keeps consent as it is), and the way left out when
 * the box is unticked (a withdrawal); the sharing likewise sent only when it differs from the
 * stored one. Compared with the stored values, not with what the form counts as touched.
 */
function editSchema(donor: DonorRow) {
  const storedSource =
    donor.contactConsent && isAdminSource(donor.consentSource) ? donor.consentSource : '';
  return z.preprocess((input) => {
    const { contactConsent, consentSource, sharing, ...values } = input as FormValues;
    const rest = sharing === storedSharing(donor) ? values : { ...values, sharing };
    if (
      contactConsent === donor.contactConsent &&
      (!contactConsent || consentSource === storedSource)
    )
      return rest;
    return contactConsent
      ? { ...rest, contactConsent, consentSource }
      : { ...rest, contactConsent };
  }, donorInfoBody) as unknown as z.ZodType<DonorInfo, FieldValues>;
}

/**
 * 'Update Donor Info': name, blood group, gender, phones and donation count, consent, and (in a
 * federation of several units) who may find the donor.
 */
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
  const { register, handleSubmit, setError, formState, watch } = useZodForm<FormValues, DonorInfo>(
    editSchema(donor),
    {
      name: donor.name,
      bloodGroup: donor.bloodGroup,
      // Never said (a donor from a list): left to choose, and not sent until chosen.
      gender: donor.missing?.includes('gender') ? '' : donor.gender,
      number1: donor.number1,
      number2: donor.number2 ?? '',
      donationCount: String(donor.donationCount),
      contactConsent: donor.contactConsent,
      consentSource:
        donor.contactConsent && isAdminSource(donor.consentSource) ? donor.consentSource : '',
      sharing: storedSharing(donor),
    },
  );
  // The choice means something only where there is more than one live unit.
  const { federation } = useUnitDirectory();
  const field = bindField('edit', register, formState.errors);
  const consenting = watch('contactConsent');
  // Consent the donor gave some other way (registration, their link, an import) is said under the way.
  const otherWay =
    donor.contactConsent && donor.consentSource && !isAdminSource(donor.consentSource)
      ? t.consent.given(t.consent.sources[donor.consentSource])
      : undefined;

  const onSubmit = handleSubmit((body) => {
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
        <InputField
          label={t.fields.donationCount}
          type="text"
          inputMode="numeric"
          {...field('donationCount')}
        />
        <PhoneField label={t.fields.number1} {...field('number1')} />
        <PhoneField label={t.fields.number2} {...field('number2')} />
      </div>
      <label className="consent-row" htmlFor="edit-contactConsent">
        <input id="edit-contactConsent" type="checkbox" {...register('contactConsent')} />
        <span>{t.registration.consentEdit}</span>
      </label>
      {consenting && (
        <div className="consent-source">
          <SelectField
            label={t.consent.source}
            placeholder={t.registration.choose}
            options={consentSourceOptions()}
            hint={otherWay}
            {...field('consentSource')}
          />
        </div>
      )}
      {federation && (
        <fieldset className="sharing-choice" aria-describedby="edit-sharing-hint">
          <legend>{t.sharing.legend}</legend>
          <p className="muted small" id="edit-sharing-hint">
            {t.sharing.hint}
          </p>
          {DONOR_SHARINGS.map((choice) => (
            <label key={choice} className="sharing-option" htmlFor={`edit-sharing-${choice}`}>
              <input
                id={`edit-sharing-${choice}`}
                type="radio"
                value={choice}
                {...register('sharing')}
              />
              <span>{t.sharing[choice]}</span>
            </label>
          ))}
        </fieldset>
      )}
      <ModalFormActions
        cancelLabel={t.modals.cancel}
        submitLabel={t.modals.save}
        pending={update.isPending}
        onCancel={onClose}
      />
    </form>
  );
}
