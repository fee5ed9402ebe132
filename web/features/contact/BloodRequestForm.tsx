import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { ApiError } from '../../app/api.ts';
import { toast } from '../../components/toast.tsx';
import { FormField } from '../../components/FormField.tsx';
import {
  BLOOD_GROUP_LABELS,
  BLOOD_GROUPS,
  BLOOD_QUANTITIES,
  DONATION_PLACE_MAX,
  PATIENT_PROBLEM_MAX,
} from '../../../common/constants.ts';
import { bloodRequestBody, type BloodRequestBody } from '../../../common/schemas/blood-requests.ts';
import { bloodRequestTexts as t } from '../../i18n/blood-requests.ts';
import { useSendBloodRequest } from './api.ts';

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

/** The patient information form of the public contact page (spec 5, Blood request form). */
export function BloodRequestForm() {
  const send = useSendBloodRequest();
  const { register, handleSubmit, reset, setError, formState } = useForm<
    FormValues,
    unknown,
    BloodRequestBody
  >({
    resolver: zodResolver(bloodRequestBody) as unknown as Resolver<
      FormValues,
      unknown,
      BloodRequestBody
    >,
    defaultValues: empty,
  });
  const errors = formState.errors;
  const field = (name: keyof FormValues) => ({
    id: `br-${name}`,
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `br-${name}-error` : undefined,
    ...register(name),
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const answer = await send.mutateAsync(body);
      if (!answer.insertedId) throw new Error('no insertedId');
      toast.success(t.form.sent);
      reset(empty);
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.status === 400 &&
        fieldNames.includes(error.field as keyof FormValues)
      ) {
        const message = (error.message.split('; ')[0] ?? '').replace(/^[^:]*: /, '');
        setError(error.field as keyof FormValues, { message }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.status === 429) {
        toast.error(error.message);
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
        <FormField
          id="br-patient_name"
          label={t.form.patientName}
          error={errors.patient_name?.message}
        >
          <input type="text" autoComplete="off" {...field('patient_name')} />
        </FormField>
        <FormField
          id="br-requested_bloodGroup"
          label={t.form.bloodGroup}
          error={errors.requested_bloodGroup?.message}
        >
          <select {...field('requested_bloodGroup')}>
            <option value="">{t.form.chooseBloodGroup}</option>
            {BLOOD_GROUPS.map((group) => (
              <option key={group} value={group}>
                {BLOOD_GROUP_LABELS[group]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="br-date" label={t.form.date} error={errors.date?.message}>
          <input type="datetime-local" {...field('date')} />
        </FormField>
        <FormField
          id="br-blood_quantity"
          label={t.form.quantity}
          error={errors.blood_quantity?.message}
        >
          <select {...field('blood_quantity')}>
            <option value="">{t.form.chooseQuantity}</option>
            {BLOOD_QUANTITIES.map((quantity) => (
              <option key={quantity} value={quantity}>
                {quantity}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="br-hemoglobin" label={t.form.hemoglobin} error={errors.hemoglobin?.message}>
          <input type="text" inputMode="decimal" autoComplete="off" {...field('hemoglobin')} />
        </FormField>
        <FormField
          id="br-patient_problem"
          label={t.form.problem}
          error={errors.patient_problem?.message}
        >
          <input
            type="text"
            maxLength={PATIENT_PROBLEM_MAX + 10}
            autoComplete="off"
            {...field('patient_problem')}
          />
        </FormField>
        <FormField
          id="br-donation_place"
          label={t.form.place}
          error={errors.donation_place?.message}
        >
          <input
            type="text"
            maxLength={DONATION_PLACE_MAX + 10}
            autoComplete="off"
            {...field('donation_place')}
          />
        </FormField>
        <FormField id="br-number1" label={t.form.number1} error={errors.number1?.message}>
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder="01XXXXXXXXX"
            {...field('number1')}
          />
        </FormField>
        <FormField id="br-number2" label={t.form.number2} error={errors.number2?.message}>
          <input type="tel" inputMode="numeric" placeholder="01XXXXXXXXX" {...field('number2')} />
        </FormField>
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t.form.sending : t.form.submit}
        </button>
      </div>
    </form>
  );
}
