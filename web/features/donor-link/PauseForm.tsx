import { PAUSE_DAYS_MAX } from '../../../common/constants.ts';
import { pauseBody, type PauseBody } from '../../../common/schemas/donor-link.ts';
import { useClock } from '../../foundation/use-clock.ts';
import { bindField } from '../../components/bind-field.ts';
import { InputField } from '../../components/InputField.tsx';
import { toast } from '../../components/toast.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { donorLinkText as t } from '../../i18n/donor-link.ts';
import { addDays, todayInBangladesh } from '../../../common/dates.ts';
import { linkFailure, usePause } from './donor-link-api.ts';

/** "Not available until [date]": no alert and no match list until then; or end a pause early. */
export function PauseForm({ token, pausedUntil }: { token: string; pausedUntil: string | null }) {
  const pause = usePause(token);
  const clock = useClock();
  const { register, handleSubmit, reset, formState } = useZodForm<{ until: string }, PauseBody>(
    pauseBody,
    {
      until: '',
    },
  );
  const field = bindField('pause', register, formState.errors);
  const paused = !!pausedUntil && clock !== null && new Date(pausedUntil) > clock;

  const save = (body: PauseBody, done: string) =>
    pause.mutate(body, {
      onSuccess: () => {
        toast.success(done);
        reset();
      },
      onError: (error) => toast.error(linkFailure(error)),
    });

  const today = clock ? todayInBangladesh(clock) : undefined;
  return (
    <form
      className="card"
      noValidate
      onSubmit={handleSubmit((body) => save(body, t.pause.saved))}
      aria-labelledby="pause-heading"
      data-testid="pause"
    >
      <h2 id="pause-heading">{t.pause.heading}</h2>
      <p className="muted">{t.pause.hint}</p>
      <InputField
        label={t.pause.until}
        type="date"
        min={today}
        max={today ? addDays(today, PAUSE_DAYS_MAX) : undefined}
        {...field('until')}
      />
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={pause.isPending}>
          {t.pause.submit}
        </button>
        {paused && (
          <button
            type="button"
            className="btn btn-outline"
            disabled={pause.isPending}
            onClick={() => save({ until: null }, t.pause.ended)}
          >
            {t.pause.end}
          </button>
        )}
      </div>
    </form>
  );
}
