import { useEffect } from 'react';
import { ApiError } from '../../foundation/api.ts';
import { errorText, serverMessage } from '../../foundation/error-text.ts';
import { FormSubmit } from '../../components/FormSubmit.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { toast } from '../../components/toast.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { digits } from '../../i18n/language.ts';
import { settingsText as t } from '../../i18n/settings.ts';
import { useAuth } from '../../shared/auth-context.ts';
import {
  ELIGIBILITY_FIELDS,
  useSaveSettings,
  useSettings,
  type EligibilitySettings,
} from './settings-api.ts';
import { eligibilityForm, INTERVAL_MAX_DAYS, INTERVAL_MIN_DAYS } from './settings-form.ts';
import { AlertLimitsForm } from './AlertLimitsForm.tsx';
import { CommunityNameForm } from './CommunityNameForm.tsx';
import dashboardStylesheet from '../../styles/dashboard.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(dashboardStylesheet);

type FormValues = Record<keyof EligibilitySettings, string>;

const asText = (values: EligibilitySettings): FormValues => ({
  wholeBloodMaleDays: digits(values.wholeBloodMaleDays),
  wholeBloodFemaleDays: digits(values.wholeBloodFemaleDays),
  wholeBloodOtherDays: digits(values.wholeBloodOtherDays),
  plateletsDays: digits(values.plateletsDays),
});

/**
 * The installation's settings: the four eligibility intervals, each with what it means and
 * where its default comes from. A super admin edits them; an admin reads them.
 */
export function SettingsPage() {
  const auth = useAuth();
  const canEdit = auth.role === 'superAdmin';
  const settings = useSettings();
  const save = useSaveSettings();
  const { register, handleSubmit, reset, setError, formState } = useZodForm<
    FormValues,
    EligibilitySettings
  >(eligibilityForm, {
    wholeBloodMaleDays: '',
    wholeBloodFemaleDays: '',
    wholeBloodOtherDays: '',
    plateletsDays: '',
  });
  const current = settings.data?.eligibility;
  useEffect(() => {
    if (current) reset(asText(current));
  }, [current, reset]);

  const onSubmit = handleSubmit(async (eligibility) => {
    try {
      const answer = await save.mutateAsync(eligibility);
      reset(asText(answer.eligibility));
      toast.success(t.eligibility.saved);
    } catch (error) {
      const name =
        error instanceof ApiError ? error.field?.replace(/^eligibility\./, '') : undefined;
      if (
        error instanceof ApiError &&
        error.status === 400 &&
        ELIGIBILITY_FIELDS.some((f) => f === name)
      ) {
        setError(
          name as keyof FormValues,
          { message: serverMessage(error.message) },
          { shouldFocus: true },
        );
      } else {
        toast.error(errorText(error));
      }
    }
  });

  const defaults = settings.data?.defaults;
  return (
    <section className="settings">
      <PageTitle title={t.title} />
      <h1>{t.heading}</h1>
      {settings.isLoading && <Spinner />}
      {settings.isError && <p className="field-error">{t.eligibility.failed}</p>}
      {settings.data && (
        <form
          className="card settings-card"
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="eligibility-heading"
        >
          <h2 id="eligibility-heading">{t.eligibility.heading}</h2>
          <p className="muted">{t.eligibility.intro}</p>
          {!canEdit && (
            <p className="settings-readonly" role="note">
              {t.eligibility.readOnly}
            </p>
          )}
          <div className="settings-intervals">
            {ELIGIBILITY_FIELDS.map((name) => {
              const text = t.eligibility.fields[name];
              const id = `settings-${name}`;
              const error = formState.errors[name]?.message;
              return (
                <div key={name} className="interval">
                  <label htmlFor={id} className="interval-label">
                    {text.label}
                  </label>
                  <p className="small">{text.meaning}</p>
                  <div className="interval-input">
                    <input
                      id={id}
                      type="text"
                      inputMode="numeric"
                      min={INTERVAL_MIN_DAYS}
                      max={INTERVAL_MAX_DAYS}
                      readOnly={!canEdit}
                      aria-invalid={!!error}
                      aria-describedby={`${id}-source${error ? ` ${id}-error` : ''}`}
                      {...register(name)}
                    />
                    <span>{t.eligibility.days}</span>
                  </div>
                  <p className="muted small" id={`${id}-source`}>
                    {text.source} {defaults && `(${t.eligibility.defaultIs(defaults[name])})`}
                  </p>
                  {error && (
                    <p className="field-error" id={`${id}-error`} role="alert">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
          {canEdit && (
            <div className="settings-actions">
              {defaults && (
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => reset(asText(defaults), { keepDefaultValues: true })}
                >
                  {t.eligibility.reset}
                </button>
              )}
              <FormSubmit
                label={t.eligibility.save}
                sendingLabel={t.eligibility.saving}
                sending={formState.isSubmitting}
              />
            </div>
          )}
        </form>
      )}
      {settings.data && <AlertLimitsForm settings={settings.data} canEdit={canEdit} />}
      {settings.data && <CommunityNameForm settings={settings.data} canEdit={canEdit} />}
    </section>
  );
}

export default SettingsPage;
