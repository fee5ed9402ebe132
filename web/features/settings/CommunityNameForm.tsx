import { useEffect } from 'react';
import { communitySettings, type CommunitySettings } from '../../../common/schemas/donations.ts';
import { ApiError } from '../../foundation/api.ts';
import { errorText, serverMessage } from '../../foundation/error-text.ts';
import { bindField } from '../../components/bind-field.ts';
import { FormSubmit } from '../../components/FormSubmit.tsx';
import { InputField } from '../../components/InputField.tsx';
import { toast } from '../../components/toast.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { settingsText as t } from '../../i18n/settings.ts';
import { useSaveCommunityName, type SettingsAnswer } from './settings-api.ts';

type Values = Record<keyof CommunitySettings, string>;
const NAMES = ['bn', 'en'] as const;

/**
 * The community's own name, in Bengali and English: who is asking, in the SMS that invites a listed
 * donor (docs/decisions/052). A super admin edits it, an admin reads it.
 */
export function CommunityNameForm({
  settings,
  canEdit,
}: {
  settings: SettingsAnswer;
  canEdit: boolean;
}) {
  const save = useSaveCommunityName();
  const current = settings.community;
  const { register, handleSubmit, reset, setError, formState } = useZodForm<
    Values,
    CommunitySettings
  >(communitySettings, {
    bn: '',
    en: '',
  });
  const field = bindField('community-name', register, formState.errors);
  useEffect(() => {
    if (current) reset(current);
  }, [current, reset]);
  if (!current) return null;

  const onSubmit = handleSubmit(async (community) => {
    try {
      const answer = await save.mutateAsync({ eligibility: settings.eligibility, community });
      if (answer.community) reset(answer.community);
      toast.success(t.community.saved);
    } catch (error) {
      const name = error instanceof ApiError ? error.field?.replace(/^community\./, '') : undefined;
      const known = NAMES.find((n) => n === name);
      if (error instanceof ApiError && error.status === 400 && known) {
        setError(known, { message: serverMessage(error.message) }, { shouldFocus: true });
      } else {
        toast.error(errorText(error));
      }
    }
  });

  const defaults = settings.communityDefaults;
  return (
    <form
      className="card settings-card"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="community-name-heading"
    >
      <h2 id="community-name-heading">{t.community.heading}</h2>
      <p className="muted">{t.community.intro}</p>
      <fieldset className="community-name" disabled={!canEdit}>
        <legend className="visually-hidden">{t.community.heading}</legend>
        <InputField
          label={t.community.bn}
          autoComplete="off"
          hint={t.community.hint}
          {...field('bn')}
        />
        <InputField
          label={t.community.en}
          autoComplete="off"
          hint={t.community.hint}
          {...field('en')}
        />
      </fieldset>
      {defaults && <p className="muted small">{t.community.defaults(defaults.bn, defaults.en)}</p>}
      {canEdit && (
        <FormSubmit
          label={t.community.save}
          sendingLabel={t.eligibility.saving}
          sending={formState.isSubmitting}
        />
      )}
    </form>
  );
}
