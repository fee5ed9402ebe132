import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { todayInBangladesh, yearsBefore } from '../../../common/dates.ts';
import {
  BLOOD_GROUP_LABELS,
  BLOOD_GROUPS,
  GENDERS,
  MIN_DONOR_AGE_YEARS,
  VILLAGE_NAME_MAX,
} from '../../../common/constants.ts';
import { donorRegistrationBody, type DonorRegistration } from '../../../common/schemas/donors.ts';
import type { PlaceRef } from '../../../common/schemas/place-ref.ts';
import { ApiError } from '../../foundation/api-client.ts';
import { errorText } from '../../foundation/error-text.ts';
import { useClock } from '../../foundation/use-clock.ts';
import { bindField } from '../../components/bind-field.ts';
import { FormSubmit } from '../../components/FormSubmit.tsx';
import { InputField } from '../../components/InputField.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { PhoneField } from '../../components/PhoneField.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { toast } from '../../components/toast.tsx';
import { clearDraft, useDraft } from '../../components/use-draft.ts';
import { useZodForm } from '../../components/use-zod-form.ts';
import { donorsText as t } from '../../i18n/donors.ts';
import { currentLanguage } from '../../i18n/language.ts';
import { offlineText } from '../../i18n/offline.ts';
import { geoQueries, NO_PLACE, useGeoCascade, type GeoOption } from '../../shared/geo.ts';
import { isConnectionFailure, keepForLater } from '../../shared/offline/outbox.tsx';
import { useKeptForLater } from '../../shared/offline/use-kept.ts';
import { useSubmissionKeys } from '../../shared/idempotency-key.ts';
import {
  sendDonorRegistration,
  type DonorRegistrationInput,
} from '../../shared/donor-registration-send.ts';
import type { ScreenReads } from '../../foundation/route-reads.ts';
import sharedStylesheet from '../../styles/shared.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(sharedStylesheet);

/** The body of POST /api/donor-request, as the generated API client types it. */
type RegistrationBody = DonorRegistrationInput;

/**
 * What the inputs hold: every field of the body as text (the shared schema checks it and turns
 * the places into ids or typed names), and the consent box. The language is the page's, not an input.
 */
type FormValues = Record<
  Exclude<keyof RegistrationBody, 'contactConsent' | 'language' | 'onLeaderboard'>,
  string
> & {
  contactConsent: boolean;
  onLeaderboard: boolean;
};

const EMPTY: FormValues = {
  name: '',
  bloodGroup: '',
  age: '',
  number1: '',
  number2: '',
  gender: '',
  division: '',
  district: '',
  upazila: '',
  union: '',
  village: '',
  contactConsent: false,
  onLeaderboard: false,
};

/** A place as the server takes it: the id the form read, or a name as it was typed. */
const placeValue = (ref: PlaceRef) => (typeof ref === 'number' ? ref : ref.name);

/** The checked form as the body of POST /api/donor-request, in the screen's language. */
const registrationBody = (values: DonorRegistration): RegistrationBody => ({
  ...values,
  division: placeValue(values.division),
  district: placeValue(values.district),
  upazila: placeValue(values.upazila),
  union: placeValue(values.union),
  language: currentLanguage(),
});

/** The latest birth date a donor may have today (at least 18 years old). */
function latestBirthDate(now: Date): string {
  return yearsBefore(todayInBangladesh(now), MIN_DONOR_AGE_YEARS);
}

const bloodGroupOptions = BLOOD_GROUPS.map((group) => ({
  value: group,
  label: BLOOD_GROUP_LABELS[group],
}));
const genderOptions = () =>
  GENDERS.map((gender) => ({ value: gender, label: t.genderLabels[gender] ?? gender }));
/** The village list's last choice: the village is not listed, type it. */
const TYPED_VILLAGE = '__typed__';

const levels = ['division', 'district', 'upazila', 'union', 'village'] as const;

/** Blood Donor Registration (public): the donor's details and the five-level address cascade. */
export function DonorRegistrationPage() {
  const form = useZodForm<FormValues, DonorRegistration>(donorRegistrationBody, EMPTY, {
    mode: 'onTouched',
  });
  const { register, handleSubmit, control, setValue, getValues, reset, setError, formState } = form;
  // A reload or an accidental Back keeps what was typed (this tab only); sending clears it.
  useDraft('donorRegistration', form);
  /** Sent: the confirmation is said on the page too (the toast announces it), and the page scrolls to it. */
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent) sentRef.current?.scrollIntoView({ block: 'center' });
  }, [sent]);
  const errors = formState.errors;
  const clock = useClock();
  const [division, district, upazila, union] = useWatch({
    control,
    name: ['division', 'district', 'upazila', 'union'],
  });
  const geo = useGeoCascade({ division, district, upazila, union });
  // A kept draft's place: each select shows its value once its options have arrived.
  const optionCounts = [geo.divisions, geo.districts, geo.upazilas, geo.unions, geo.villages]
    .map((l) => l.options.length)
    .join();
  useEffect(() => {
    for (const level of levels) {
      const value = getValues(level);
      const select = document.getElementById(`reg-${level}`);
      if (value && select instanceof HTMLSelectElement && select.value !== value)
        setValue(level, value);
    }
  }, [optionCounts, getValues, setValue]);
  const [typingVillage, setTypingVillage] = useState(false);
  const warned = useRef(false);
  // Submitted without a connection: kept on the phone, sent when it returns (web/shared/offline).
  const [kept, setKept] = useKeptForLater('donorRegistration');
  // One Idempotency-Key per filled form: sending the same registration again registers once.
  const submissions = useSubmissionKeys();

  // No division found → a Bengali toast asking to retry after 30 seconds.
  const noDivision =
    geo.divisions.failed || (geo.divisions.loaded && geo.divisions.options.length === 0);
  useEffect(() => {
    if (noDivision && !warned.current) {
      warned.current = true;
      toast.error(t.registration.noDivision);
    }
  }, [noDivision]);

  const submit = useMutation({
    // Sent now or never by TanStack Query: offline, the page keeps it on the phone instead.
    networkMode: 'always',
    mutationFn: async (values: DonorRegistration) => {
      if (!navigator.onLine) throw new TypeError('offline');
      const body = registrationBody(values);
      return sendDonorRegistration(body, submissions.keyFor(body));
    },
    onMutate: () => {
      setKept(false);
      setSent(false);
    },
    onSuccess: (answer) => {
      if (!answer.insertedId) {
        toast.error(t.registration.failed);
        return;
      }
      toast.success(t.registration.sent);
      submissions.forget();
      reset(EMPTY);
      clearDraft('donorRegistration');
      setSent(true);
      setTypingVillage(false);
    },
    onError: async (error, values) => {
      if (isConnectionFailure(error)) {
        try {
          const body = registrationBody(values);
          await keepForLater('donorRegistration', body, values.name, submissions.keyFor(body));
          submissions.forget();
          setKept(true);
          reset(EMPTY);
          clearDraft('donorRegistration');
          setTypingVillage(false);
        } catch {
          toast.error(t.registration.failed);
        }
        return;
      }
      if (error instanceof ApiError && error.field && error.field in EMPTY) {
        setError(
          error.field as keyof FormValues,
          { message: errorText(error) },
          { shouldFocus: true },
        );
      }
      toast.error(
        error instanceof ApiError && error.status < 500 ? errorText(error) : t.registration.failed,
      );
    },
  });

  /** Choosing a level clears every level below it. */
  const clearBelow = (level: (typeof levels)[number]) => {
    for (const lower of levels.slice(levels.indexOf(level) + 1)) setValue(lower, '');
    if (level !== 'village') setTypingVillage(false);
  };

  const villagesListed = geo.villages.options.length > 0;
  const showVillageInput = !!union && geo.villages.loaded && (!villagesListed || typingVillage);
  const field = bindField('reg', register, errors);

  /** A level of the place: waits for its parent; choosing it clears every level below. */
  const geoSelect = (
    level: Exclude<(typeof levels)[number], 'village'>,
    label: string,
    options: GeoOption[],
    loading: boolean,
    parentChosen: boolean,
  ) => (
    <SelectField
      id={`reg-${level}`}
      label={label}
      error={errors[level]?.message}
      registration={register(level, { onChange: () => clearBelow(level) })}
      placeholder={
        !parentChosen ? t.registration.chooseParentFirst : loading ? '…' : t.registration.choose
      }
      options={options}
      disabled={!parentChosen}
    />
  );

  return (
    <section className="page narrow donor-registration">
      <PageTitle title={t.titles.registration} />
      <h1 className="visually-hidden">{t.titles.registration}</h1>
      <div className="card">
        <h2 className="form-heading">{t.registration.heading}</h2>
        <p className="muted">{t.registration.intro}</p>
        {geo.divisions.loading ? (
          <Spinner />
        ) : (
          <form noValidate onSubmit={handleSubmit((values) => submit.mutate(values))}>
            <div className="form-grid">
              <InputField label={t.fields.name} autoComplete="name" {...field('name')} />
              <SelectField
                label={t.fields.bloodGroup}
                placeholder={t.registration.choose}
                options={bloodGroupOptions}
                {...field('bloodGroup')}
              />
              <InputField
                label={t.fields.age}
                hint={t.registration.ageHint}
                type="date"
                max={clock ? latestBirthDate(clock) : undefined}
                {...field('age')}
              />
              <SelectField
                label={t.fields.gender}
                placeholder={t.registration.choose}
                options={genderOptions()}
                {...field('gender')}
              />
              <PhoneField
                label={t.fields.number1}
                hint={t.registration.phoneHint}
                autoComplete="tel"
                {...field('number1')}
              />
              <PhoneField label={t.fields.number2} {...field('number2')} />
              {geoSelect('division', t.fields.division, geo.divisions.options, false, true)}
              {geoSelect(
                'district',
                t.fields.district,
                geo.districts.options,
                geo.districts.loading,
                !!division,
              )}
              {geoSelect(
                'upazila',
                t.fields.upazila,
                geo.upazilas.options,
                geo.upazilas.loading,
                !!district,
              )}
              {geoSelect(
                'union',
                t.fields.union,
                geo.unions.options,
                geo.unions.loading,
                !!upazila,
              )}
              {showVillageInput ? (
                <InputField
                  label={villagesListed ? t.fields.typedVillage : t.fields.village}
                  maxLength={VILLAGE_NAME_MAX}
                  {...field('village')}
                >
                  {villagesListed && (
                    <button
                      type="button"
                      className="link-button small village-switch"
                      onClick={() => {
                        setTypingVillage(false);
                        setValue('village', '');
                      }}
                    >
                      {t.registration.villageBackToList}
                    </button>
                  )}
                </InputField>
              ) : (
                <SelectField
                  id="reg-village-list"
                  label={t.fields.village}
                  error={errors.village?.message}
                  registration={register('village', {
                    onChange: (e: { target: { value: string } }) => {
                      if (e.target.value === TYPED_VILLAGE) {
                        setTypingVillage(true);
                        setValue('village', '');
                      }
                    },
                  })}
                  placeholder={union ? t.registration.choose : t.registration.chooseParentFirst}
                  options={
                    union
                      ? [
                          ...geo.villages.options,
                          { value: TYPED_VILLAGE, label: t.registration.villageNotListed },
                        ]
                      : geo.villages.options
                  }
                  disabled={!union || geo.villages.loading}
                />
              )}
            </div>
            {/* Asked explicitly and never ticked in advance: alerts go only to donors who agreed. */}
            <label className="consent-row" htmlFor="reg-contactConsent">
              <input id="reg-contactConsent" type="checkbox" {...register('contactConsent')} />
              <span>{t.registration.contactConsent}</span>
            </label>
            {/* Recognition the donor chooses (decisions/060): asked, never ticked in advance. */}
            <label className="consent-row" htmlFor="reg-onLeaderboard">
              <input id="reg-onLeaderboard" type="checkbox" {...register('onLeaderboard')} />
              <span>{t.registration.onLeaderboard}</span>
            </label>
            <FormSubmit
              label={t.registration.submit}
              sendingLabel={t.registration.submitting}
              sending={submit.isPending}
            />
            {kept && (
              <p className="offline-queued" role="status" data-testid="offline-queued">
                {offlineText.queued.donorRegistration}
              </p>
            )}
            {sent && (
              <p className="form-sent" data-testid="registration-sent" ref={sentRef}>
                {t.registration.sent}
              </p>
            )}
          </form>
        )}
      </div>
    </section>
  );
}

export default DonorRegistrationPage;

/** The place selects of an empty form (foundation/route-reads.ts). */
export const reads: ScreenReads = () => [geoQueries(NO_PLACE).divisions];
