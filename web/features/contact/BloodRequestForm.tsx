import { useState } from 'react';
import { addDays, todayInBangladesh } from '../../../common/dates.ts';
import { ApiError } from '../../foundation/api-client.ts';
import { errorText, serverMessage } from '../../foundation/error-text.ts';
import { toast } from '../../components/toast.tsx';
import { bindField } from '../../components/bind-field.ts';
import { FormSubmit } from '../../components/FormSubmit.tsx';
import { InputField } from '../../components/InputField.tsx';
import { PhoneField } from '../../components/PhoneField.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { clearDraft, useDraft } from '../../components/use-draft.ts';
import {
  BLOOD_GROUP_LABELS,
  BLOOD_GROUPS,
  BLOOD_QUANTITIES,
  DONATION_PLACE_MAX,
  PATIENT_PROBLEM_MAX,
} from '../../../common/constants.ts';
import {
  bloodRequestBody,
  NEED_DATE_MAX_DAYS,
  type BloodRequestBody,
} from '../../../common/schemas/blood-requests.ts';
import { bloodRequestTexts as t } from '../../i18n/blood-requests.ts';
import { digits } from '../../i18n/language.ts';
import { offlineText } from '../../i18n/offline.ts';
import { isConnectionFailure, keepForLater } from '../../shared/offline/outbox.tsx';
import { useKeptForLater } from '../../shared/offline/use-kept.ts';
import { useSubmissionKeys } from '../../shared/idempotency-key.ts';
import { LocationSelects, locationIds, NO_LOCATION } from '../../shared/LocationSelects.tsx';
import { useSendBloodRequest } from './api.ts';
import { StatusLink } from './StatusLink.tsx';
import { UnitOfPlace } from './UnitOfPlace.tsx';
import { useClock } from '../../foundation/use-clock.ts';

/** What the inputs hold; the shared schema turns it into the request body (digits, ISO time). */
interface FormValues {
  patient_name: string;
  requested_bloodGroup: string;
  date: string;
  blood_quantity: string;
  hemoglobin: string;
  patient_problem: string;
  donation_place: string;
  number1: string;
  number2: string;
}

const empty: FormValues = {
  patient_name: '',
  requested_bloodGroup: '',
  date: '',
  blood_quantity: '',
  hemoglobin: '',
  patient_problem: '',
  donation_place: '',
  number1: '',
  number2: '',
};

const fieldNames = Object.keys(empty) as (keyof FormValues)[];
const bloodGroupOptions = BLOOD_GROUPS.map((group) => ({
  value: group,
  label: BLOOD_GROUP_LABELS[group],
}));
// The stored value is the code ('6+'); the label is written in the page's digits.
const quantityOptions = () =>
  BLOOD_QUANTITIES.map((quantity) => ({ value: quantity, label: digits(quantity) }));

/** The picker's bounds: today in Bangladesh to NEED_DATE_MAX_DAYS ahead (the server checks again). */
function neededWindow(now: Date | null) {
  if (!now) return {};
  const today = todayInBangladesh(now);
  // The whole last day the server is sure to take (its window ends NEED_DATE_MAX_DAYS days from now).
  return { min: `${today}T00:00`, max: `${addDays(today, NEED_DATE_MAX_DAYS - 1)}T23:59` };
}

/** The patient information form of the public contact page. */
export function BloodRequestForm() {
  const send = useSendBloodRequest();
  const clock = useClock();
  const form = useZodForm<FormValues, BloodRequestBody>(bloodRequestBody, empty);
  const { register, handleSubmit, reset, setError, formState } = form;
  // A reload or an accidental Back keeps what was typed (this tab only); sending clears it.
  useDraft('bloodRequest', form);
  const field = bindField('br', register, formState.errors);
  // Where the patient is: optional, any level deep; only the chosen ids are sent.
  const [location, setLocation] = useState(NO_LOCATION);
  // Submitted without a connection: kept on the phone, sent when it returns (web/shared/offline).
  const [kept, setKept] = useKeptForLater('bloodRequest');
  // The requester's own status link, shown once the request is sent.
  const [statusUrl, setStatusUrl] = useState<string | null>(null);
  // One Idempotency-Key per filled form: sending the same request again cannot make a second one.
  const submissions = useSubmissionKeys();

  const onSubmit = handleSubmit(async (body) => {
    const ids = Object.fromEntries(
      Object.entries(locationIds(location)).filter(([, id]) => id !== null),
    );
    // The location comes from the cascade below, not from the form's own fields.
    const request = {
      ...body,
      divisionId: undefined,
      districtId: undefined,
      upazilaId: undefined,
      unionId: undefined,
      ...ids,
    };
    const idempotencyKey = submissions.keyFor(request);
    const cleared = () => {
      submissions.forget();
      reset(empty);
      clearDraft('bloodRequest');
      setLocation(NO_LOCATION);
    };
    setKept(false);
    setStatusUrl(null);
    try {
      if (!navigator.onLine) throw new TypeError('offline');
      const answer = await send.mutateAsync({ input: request, idempotencyKey });
      if (!answer.insertedId) throw new Error('no insertedId');
      toast.success(t.form.sent);
      setStatusUrl(answer.statusUrl ?? null);
      cleared();
    } catch (error) {
      if (isConnectionFailure(error)) {
        try {
          await keepForLater('bloodRequest', request, body.patient_name, idempotencyKey);
          setKept(true);
          cleared();
        } catch {
          toast.error(t.form.failed);
        }
      } else if (
        error instanceof ApiError &&
        error.status === 400 &&
        fieldNames.includes(error.field as keyof FormValues)
      ) {
        const message = serverMessage(error.message);
        setError(error.field as keyof FormValues, { message }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.status === 400 && error.field?.endsWith('Id')) {
        toast.error(serverMessage(error.message));
      } else if (error instanceof ApiError && error.status === 429) {
        toast.error(errorText(error));
      } else {
        toast.error(t.form.failed);
      }
    }
  });

  return (
    <form
      className="blood-request-form card"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="blood-request-heading"
    >
      <h2 id="blood-request-heading">{t.form.heading}</h2>
      <p className="muted">{t.form.intro}</p>
      <div className="form-grid">
        <InputField
          label={t.form.patientName}
          type="text"
          autoComplete="off"
          {...field('patient_name')}
        />
        <SelectField
          label={t.form.bloodGroup}
          placeholder={t.form.chooseBloodGroup}
          options={bloodGroupOptions}
          {...field('requested_bloodGroup')}
        />
        <InputField
          label={t.form.date}
          type="datetime-local"
          {...neededWindow(clock)}
          {...field('date')}
        />
        <SelectField
          label={t.form.quantity}
          placeholder={t.form.chooseQuantity}
          options={quantityOptions()}
          {...field('blood_quantity')}
        />
        <InputField
          label={t.form.hemoglobin}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          {...field('hemoglobin')}
        />
        <InputField
          label={t.form.problem}
          type="text"
          maxLength={PATIENT_PROBLEM_MAX + 10}
          autoComplete="off"
          {...field('patient_problem')}
        />
        <InputField
          label={t.form.place}
          type="text"
          maxLength={DONATION_PLACE_MAX + 10}
          autoComplete="off"
          {...field('donation_place')}
        />
        <fieldset className="request-location">
          <legend>{t.location.heading}</legend>
          <p className="muted small">{t.location.hint}</p>
          <div className="form-grid">
            <LocationSelects value={location} onChange={setLocation} labels={t.location} />
            <UnitOfPlace place={locationIds(location)} />
          </div>
        </fieldset>
        <PhoneField label={t.form.number1} autoComplete="tel" example {...field('number1')} />
        <PhoneField label={t.form.number2} example {...field('number2')} />
      </div>
      <FormSubmit
        label={t.form.submit}
        sendingLabel={t.form.sending}
        sending={formState.isSubmitting}
      />
      {kept && (
        <p className="offline-queued" role="status" data-testid="offline-queued">
          {offlineText.queued.bloodRequest}
        </p>
      )}
      {statusUrl && <StatusLink url={statusUrl} />}
    </form>
  );
}
