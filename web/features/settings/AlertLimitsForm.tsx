import { useEffect } from 'react';
import type { AlertSettings } from '../../../common/schemas/alerts.ts';
import { errorText } from '../../foundation/error-text.ts';
import { bindField } from '../../components/bind-field.ts';
import { FormSubmit } from '../../components/FormSubmit.tsx';
import { InputField } from '../../components/InputField.tsx';
import { toast } from '../../components/toast.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { digits } from '../../i18n/language.ts';
import { settingsText as t } from '../../i18n/settings.ts';
import { useSaveAlertLimits, type SettingsAnswer } from './settings-api.ts';
import { alertLimitsForm } from './settings-form.ts';

/**
 * The form's text fields: the limits, and the waves' interval in minutes (empty: the default). How
 * many days ahead bridge donors are asked is kept as it is (set per unit on the Units screen's API).
 */
type Values = Record<
  Exclude<keyof AlertSettings, 'waveSeconds' | 'bridgeAskDays'> | 'waveMinutes',
  string
>;

const asText = (limits: AlertSettings): Values => ({
  perDay: digits(limits.perDay),
  perWeek: digits(limits.perWeek),
  quietStart: digits(limits.quietStart),
  quietEnd: digits(limits.quietEnd),
  waveMinutes: limits.waveSeconds === undefined ? '' : digits(Math.round(limits.waveSeconds / 60)),
});

/**
 * How often one donor may be alerted, the quiet hours and the time between automatic waves
 * (decisions/059, 063): a super admin edits them, an admin reads.
 */
export function AlertLimitsForm({
  settings,
  canEdit,
}: {
  settings: SettingsAnswer;
  canEdit: boolean;
}) {
  const save = useSaveAlertLimits();
  const limits = settings.alerts;
  const { register, handleSubmit, reset, formState } = useZodForm<Values, AlertSettings>(
    alertLimitsForm,
    {
      perDay: '',
      perWeek: '',
      quietStart: '',
      quietEnd: '',
      waveMinutes: '',
    },
  );
  const field = bindField('alert-limits', register, formState.errors);
  useEffect(() => {
    if (limits) reset(asText(limits));
  }, [limits, reset]);
  if (!limits) return null;

  const onSubmit = handleSubmit(async (alerts) => {
    try {
      const answer = await save.mutateAsync({
        eligibility: settings.eligibility,
        alerts: {
          ...alerts,
          ...(limits.bridgeAskDays === undefined ? {} : { bridgeAskDays: limits.bridgeAskDays }),
        },
      });
      if (answer.alerts) reset(asText(answer.alerts));
      toast.success(t.alerts.saved);
    } catch (error) {
      toast.error(errorText(error));
    }
  });

  const defaults = settings.alertDefaults;
  return (
    <form
      className="card settings-card"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="alert-limits-heading"
    >
      <h2 id="alert-limits-heading">{t.alerts.heading}</h2>
      <p className="muted">{t.alerts.intro}</p>
      <fieldset className="alert-limits" disabled={!canEdit}>
        <legend className="visually-hidden">{t.alerts.heading}</legend>
        <InputField
          label={`${t.alerts.perDay} (${t.alerts.times})`}
          inputMode="numeric"
          {...field('perDay')}
        />
        <InputField
          label={`${t.alerts.perWeek} (${t.alerts.times})`}
          inputMode="numeric"
          {...field('perWeek')}
        />
        {/* Text, not type="time": the browser's time field speaks the browser's language and digits, not the page's. */}
        <InputField
          label={`${t.alerts.quietStart} (${t.alerts.clock})`}
          placeholder={digits('22:00')}
          maxLength={5}
          inputMode="numeric"
          autoComplete="off"
          {...field('quietStart')}
        />
        <InputField
          label={`${t.alerts.quietEnd} (${t.alerts.clock})`}
          placeholder={digits('07:00')}
          maxLength={5}
          inputMode="numeric"
          autoComplete="off"
          {...field('quietEnd')}
        />
        <InputField
          label={`${t.alerts.wave} (${t.alerts.minutes})`}
          inputMode="numeric"
          autoComplete="off"
          placeholder={
            defaults?.waveSeconds ? digits(Math.round(defaults.waveSeconds / 60)) : undefined
          }
          hint={
            defaults?.waveSeconds
              ? t.alerts.waveHint(Math.round(defaults.waveSeconds / 60))
              : undefined
          }
          {...field('waveMinutes')}
        />
      </fieldset>
      {defaults && (
        <p className="muted small">
          {t.alerts.defaults(
            defaults.perDay,
            defaults.perWeek,
            defaults.quietStart,
            defaults.quietEnd,
          )}
        </p>
      )}
      {canEdit && (
        <FormSubmit
          label={t.alerts.save}
          sendingLabel={t.eligibility.saving}
          sending={formState.isSubmitting}
        />
      )}
    </form>
  );
}
