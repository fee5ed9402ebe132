import { useState } from 'react';
import { Link } from 'react-router';
import { BLOOD_GROUPS } from '../../../common/constants.ts';
import { todayInBangladesh } from '../../../common/dates.ts';
import type { PatientCreateBody } from '../../../common/schemas/patients.ts';
import { bindField } from '../../components/bind-field.ts';
import { InputField } from '../../components/InputField.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { toast } from '../../components/toast.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { errorText } from '../../foundation/error-text.ts';
import { patientsText as t } from '../../i18n/patients.ts';
import { bloodLabel, formatDate } from '../../shared/format.ts';
import { LocationSelects, locationPlaceIds, NO_LOCATION } from '../../shared/LocationSelects.tsx';
import { requireStylesheet } from '../../shared/stylesheets.ts';
import { useUnitDirectory } from '../../shared/unit-directory.ts';
import dashboardStylesheet from '../../styles/dashboard.css?url';
import { patientListQuery, usePatients, useRegisterPatient } from './patients-api.ts';
import { patientForm, EMPTY_PATIENT_FORM, type PatientFormValues } from './patient-form.ts';

requireStylesheet(dashboardStylesheet);

/** The screen's first read (web/foundation/route-reads.ts). */
export const reads = () => [patientListQuery];

/**
 * Recurring patients (decisions/057): every patient of the caller's units with their next session,
 * those whose next session lacks donors first, and the form that registers a new one.
 */
export default function PatientsPage() {
  const list = usePatients();
  const [adding, setAdding] = useState(false);
  return (
    <section className="patients-page" data-testid="patients-page">
      <PageTitle title={t.title} />
      <h1>{t.heading}</h1>
      <p className="muted">{t.intro}</p>
      {adding ? (
        <NewPatientForm onDone={() => setAdding(false)} />
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
          {t.add}
        </button>
      )}
      {list.isLoading ? (
        <Spinner />
      ) : list.isError || !list.data ? (
        <div className="card" role="alert">
          <p>{t.loadFailed}</p>
          <button type="button" className="btn btn-outline" onClick={() => void list.refetch()}>
            {t.retry}
          </button>
        </div>
      ) : list.data.patients.length === 0 ? (
        <p className="muted">{t.empty}</p>
      ) : (
        <ul className="patient-list" data-testid="patient-list">
          {list.data.patients.map((p) => (
            <li key={p.id} className="card patient-row" data-testid="patient-row">
              <Link to={`/dashboard/patients/${p.id}`} className="patient-name">
                {p.name}
              </Link>
              <span className="blood-badge">{bloodLabel(p.bloodGroup)}</span>
              <span className="muted">
                {t.every(p.intervalDays)} · {t.bags(p.bagsPerSession)} ·{' '}
                {t.bridgeSize(p.bridgeSize)}
              </span>
              {p.paused ? (
                <span className="cover-tag">{t.paused}</span>
              ) : p.nextSession ? (
                <span
                  className={p.nextSession.covered ? 'cover-tag cover-ok' : 'cover-tag cover-short'}
                >
                  {t.next}: {formatDate(p.nextSession.date)} ·{' '}
                  {p.nextSession.covered ? t.covered : t.uncovered}
                </span>
              ) : (
                <span className="cover-tag">{t.noSession}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Registering a patient: the fields the server asks for, and the guardian's consent ticked. */
function NewPatientForm({ onDone }: { onDone: () => void }) {
  const register = useRegisterPatient();
  const directory = useUnitDirectory();
  const form = useZodForm<PatientFormValues, PatientCreateBody>(patientForm, {
    ...EMPTY_PATIENT_FORM,
    nextSessionAt: todayInBangladesh(),
  });
  const field = bindField('new-patient', form.register, form.formState.errors);
  // Where the hospital is: optional, any level deep, from the same cascade as a request's place.
  const [hospitalPlace, setHospitalPlace] = useState(NO_LOCATION);
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await register.mutateAsync({ ...body, ...locationPlaceIds(hospitalPlace) });
      toast.success(t.form.saved);
      onDone();
    } catch (error) {
      toast.error(errorText(error));
    }
  });
  return (
    <form
      className="card patient-form"
      noValidate
      onSubmit={onSubmit}
      data-testid="new-patient-form"
    >
      <h2>{t.form.heading}</h2>
      {directory.federation && (
        <SelectField
          label={t.form.unit}
          placeholder={t.form.chooseUnit}
          options={directory.units.map((u) => ({ value: u.id, label: directory.nameOf(u.id)! }))}
          {...field('unitId')}
        />
      )}
      <InputField label={t.form.name} autoComplete="off" {...field('name')} />
      <SelectField
        label={t.form.bloodGroup}
        placeholder={t.form.chooseGroup}
        options={BLOOD_GROUPS.map((g) => ({ value: g, label: bloodLabel(g) }))}
        {...field('bloodGroup')}
      />
      <InputField
        label={t.form.guardianPhone}
        type="tel"
        inputMode="tel"
        {...field('guardianPhone')}
      />
      <InputField label={t.form.hospital} autoComplete="off" {...field('hospital')} />
      <fieldset className="hospital-place" data-testid="hospital-place">
        <legend>{t.hospitalPlace.heading}</legend>
        <p className="muted small">{t.hospitalPlace.hint}</p>
        <LocationSelects
          value={hospitalPlace}
          onChange={setHospitalPlace}
          labels={t.hospitalPlace}
          disabled={register.isPending}
        />
      </fieldset>
      <InputField label={t.form.intervalDays} inputMode="numeric" {...field('intervalDays')} />
      <InputField label={t.form.bagsPerSession} inputMode="numeric" {...field('bagsPerSession')} />
      <InputField label={t.form.nextSessionAt} type="date" {...field('nextSessionAt')} />
      <InputField label={t.form.notes} autoComplete="off" {...field('notes')} />
      <label className="checkbox-line">
        <input type="checkbox" {...form.register('consent')} data-testid="patient-consent" />{' '}
        {t.form.consent}
      </label>
      {form.formState.errors.consent && (
        <p className="field-error" role="alert">
          {form.formState.errors.consent.message}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={register.isPending}>
          {t.form.save}
        </button>
        <button type="button" className="btn btn-outline" onClick={onDone}>
          {t.form.cancel}
        </button>
      </div>
    </form>
  );
}
