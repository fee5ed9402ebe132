import { useForm } from 'react-hook-form';
import { DONOR_SHARINGS, type DonorSharing } from '../../../common/constants.ts';
import { sharingBody } from '../../../common/schemas/donor-link.ts';
import { toast } from '../../components/toast.tsx';
import { donorLinkText as t } from '../../i18n/donor-link.ts';
import { linkFailure, useSharing } from './donor-link-api.ts';

/**
 * Who may find the donor: their own unit only, or every unit of the federation (their unit named
 * in the others' matches). The page shows it only when the community has more than one unit.
 */
export function SharingForm({ token, sharing }: { token: string; sharing: DonorSharing }) {
  const save = useSharing(token);
  const { register, handleSubmit } = useForm<{ sharing: DonorSharing }>({
    values: { sharing },
  });

  const onSubmit = handleSubmit((values) =>
    save.mutate(sharingBody.parse(values), {
      onSuccess: () => toast.success(t.sharing.saved),
      onError: (error) => toast.error(linkFailure(error)),
    }),
  );

  return (
    <form
      className="card sharing"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="sharing-heading"
      data-testid="sharing"
    >
      <h2 id="sharing-heading">{t.sharing.heading}</h2>
      <p className="muted">{t.sharing.hint}</p>
      <fieldset className="check-group">
        <legend className="visually-hidden">{t.sharing.heading}</legend>
        {DONOR_SHARINGS.map((choice) => (
          <label key={choice} className="choice-row">
            <input type="radio" value={choice} {...register('sharing')} />
            <span>{t.sharing[choice]}</span>
          </label>
        ))}
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t.sharing.save}
        </button>
      </div>
    </form>
  );
}
