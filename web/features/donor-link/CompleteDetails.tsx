import { useState, type FormEvent } from 'react';
import type { DonorDetail } from '../../../common/constants.ts';
import { todayInBangladesh } from '../../../common/dates.ts';
import type { DonorLinkDonor } from '../../../common/schemas/donor-link.ts';
import {
  completeDetailsBody,
  type CompleteDetailsInput,
} from '../../../common/schemas/invitations.ts';
import { ApiError } from '../../foundation/api-client.ts';
import { FormField } from '../../components/FormField.tsx';
import { toast } from '../../components/toast.tsx';
import { donorLinkText as t } from '../../i18n/donor-link.ts';
import {
  LocationSelects,
  NO_LOCATION,
  locationIds,
  type LocationChoice,
} from '../../shared/LocationSelects.tsx';
import { linkFailure, useCompleteDetails } from './donor-link-api.ts';

// The registration form's four answers: 'unknown' is the donor's own "I'd rather not say".
const GENDER_CHOICES = ['male', 'female', 'third', 'unknown'] as const;

/** The field a refusal or a schema issue names → the detail it is about ('place.unionId' → place). */
const fieldOf = (path: string) => (path.startsWith('place') ? 'place' : path);

/**
 * The first section of the page for a donor whose record is incomplete or who has not said yes
 * (decisions/052): the choice about blood requests and only the details the record lacks, saved
 * together through the link. What is already known is not shown (the page never carries the address).
 */
export function CompleteDetails({
  token,
  donor,
  onSaved,
}: {
  token: string;
  donor: DonorLinkDonor;
  onSaved: () => void;
}) {
  const save = useCompleteDetails(token);
  const missing = new Set<DonorDetail>(donor.missing);
  const [consent, setConsent] = useState<'' | 'yes' | 'no'>(donor.contactConsent ? 'yes' : '');
  const [birthDate, setBirthDate] = useState('');
  const [gender, setGender] = useState('');
  const [place, setPlace] = useState<LocationChoice>(NO_LOCATION);
  const [village, setVillage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ids = locationIds(place);
    const body: CompleteDetailsInput = { contactConsent: consent === 'yes' };
    const wrong: Record<string, string> = {};
    if (!consent) wrong.contactConsent = t.details.errors.contactConsent!;
    if (missing.has('birthDate') && birthDate) body.birthDate = birthDate;
    if (missing.has('gender') && gender) body.gender = gender;
    if (missing.has('village') && village.trim()) body.village = village;
    if (missing.has('place') && ids.divisionId) {
      if (!ids.unionId) wrong.place = t.details.errors.place!;
      else
        body.place = {
          divisionId: Number(ids.divisionId),
          districtId: Number(ids.districtId),
          upazilaId: Number(ids.upazilaId),
          unionId: Number(ids.unionId),
        };
    }
    const checked = completeDetailsBody.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = fieldOf(issue.path.join('.'));
        wrong[field] ??= t.details.errors[field] ?? t.failed;
      }
    }
    setErrors(wrong);
    if (Object.keys(wrong).length || !checked.success) return;
    // The promise, not mutate's own callbacks: the saved view is read again before they would run,
    // and this form, with nothing left to ask, is gone by then (its callbacks with it).
    save.mutateAsync(body).then(
      () => {
        toast.success(t.details.saved);
        onSaved();
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.field && error.status === 400) {
          const field = fieldOf(error.field);
          setErrors({ [field]: t.details.errors[field] ?? t.failed });
        } else toast.error(linkFailure(error));
      },
    );
  };

  const fieldError = (field: string) => errors[field];
  return (
    <form
      className="card donor-details"
      noValidate
      onSubmit={submit}
      aria-labelledby="details-heading"
      data-testid="complete-details"
    >
      <h2 id="details-heading">{t.details.heading}</h2>
      <p className="muted">{t.details.intro}</p>
      <fieldset
        className="check-group details-choice"
        aria-describedby={errors.contactConsent ? 'details-consent-error' : undefined}
      >
        <legend>{t.details.consent}</legend>
        {(['yes', 'no'] as const).map((choice) => (
          <label key={choice} className="choice-row">
            <input
              type="radio"
              name="details-consent"
              value={choice}
              checked={consent === choice}
              onChange={() => setConsent(choice)}
            />
            <span>{choice === 'yes' ? t.details.consentYes : t.details.consentNo}</span>
          </label>
        ))}
        {errors.contactConsent && (
          <p className="field-error" id="details-consent-error" role="alert">
            {errors.contactConsent}
          </p>
        )}
      </fieldset>
      {missing.size > 0 && <h3 className="details-missing-heading">{t.details.missing}</h3>}
      {missing.has('birthDate') && (
        <FormField
          id="details-birth-date"
          label={t.details.birthDate}
          error={fieldError('birthDate')}
        >
          <input
            id="details-birth-date"
            type="date"
            max={todayInBangladesh()}
            value={birthDate}
            aria-invalid={!!fieldError('birthDate')}
            onChange={(e) => setBirthDate(e.target.value)}
          />
        </FormField>
      )}
      {missing.has('gender') && (
        <fieldset className="check-group details-choice">
          <legend>{t.details.gender}</legend>
          {GENDER_CHOICES.map((code) => (
            <label key={code} className="choice-row">
              <input
                type="radio"
                name="details-gender"
                value={code}
                checked={gender === code}
                onChange={() => setGender(code)}
              />
              <span>{t.details.genders[code]}</span>
            </label>
          ))}
          {fieldError('gender') && (
            <p className="field-error" role="alert">
              {fieldError('gender')}
            </p>
          )}
        </fieldset>
      )}
      {missing.has('place') && (
        <fieldset className="check-group details-place">
          <legend>{t.details.place}</legend>
          <LocationSelects
            value={place}
            onChange={setPlace}
            labels={{
              division: t.details.division,
              district: t.details.district,
              upazila: t.details.upazila,
              union: t.details.union,
              choose: t.details.choose,
              parentFirst: t.details.parentFirst,
            }}
          />
          {fieldError('place') && (
            <p className="field-error" role="alert">
              {fieldError('place')}
            </p>
          )}
        </fieldset>
      )}
      {missing.has('village') && (
        <FormField id="details-village" label={t.details.village} error={fieldError('village')}>
          <input
            id="details-village"
            type="text"
            maxLength={60}
            autoComplete="address-level4"
            value={village}
            aria-invalid={!!fieldError('village')}
            onChange={(e) => setVillage(e.target.value)}
          />
        </FormField>
      )}
      <button type="submit" className="btn btn-primary details-save" disabled={save.isPending}>
        {save.isPending ? t.details.saving : t.details.save}
      </button>
    </form>
  );
}
