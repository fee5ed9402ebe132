import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FAMILY_ANSWERS, type FamilyAnswer as Answer } from '../../../common/constants.ts';
import type { RequestStatus } from '../../../common/schemas/alerts.ts';
import { answer, ApiError, publicApi } from '../../foundation/api-client.ts';
import { requestStatusText as t } from '../../i18n/donor-link.ts';
import { requestStatusKeys } from './status-keys.ts';

/**
 * "Was the blood given?" once the day it was needed has come (docs/decisions/063): three big
 * buttons, the answer given pressed; a new press replaces it. The volunteers see it on the
 * request; it records no donation.
 */
export function FamilyAnswer({ token, current }: { token: string; current: Answer | null }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (choice: Answer) =>
      answer(
        publicApi.PUT('/api/request-status/{token}/answer', {
          params: { path: { token } },
          body: { answer: choice },
        }),
      ),
    onSuccess: (result) =>
      queryClient.setQueryData<RequestStatus>(requestStatusKeys.one(token), (old) =>
        old ? { ...old, familyAnswer: result.familyAnswer } : old,
      ),
  });
  const shown = save.isPending ? save.variables : current;
  const refusal =
    save.isError &&
    (save.error instanceof ApiError && save.error.code === 'RATE_LIMITED'
      ? t.answer.later
      : t.answer.failed);
  return (
    <section
      className="family-answer card-outline"
      aria-labelledby="family-answer-heading"
      data-testid="family-answer"
    >
      <h3 id="family-answer-heading">{t.answer.question}</h3>
      <p className="muted small">{t.answer.hint}</p>
      <div className="family-answer-buttons">
        {FAMILY_ANSWERS.map((choice) => (
          <button
            key={choice}
            type="button"
            className={shown === choice ? 'btn btn-primary' : 'btn btn-outline'}
            aria-pressed={shown === choice}
            disabled={save.isPending}
            data-answer={choice}
            onClick={() => save.mutate(choice)}
          >
            {t.answer[choice]}
          </button>
        ))}
      </div>
      {current && !save.isPending && (
        <p role="status" className="eligible-now" data-testid="family-answer-saved">
          {t.answer.saved(t.answer[current])}
        </p>
      )}
      {refusal && <p role="alert">{refusal}</p>}
    </section>
  );
}
