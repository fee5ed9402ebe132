import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FAMILY_NOTE_MAX } from '../../../common/milestones.ts';
import {
  familyNoteBody,
  type FamilyNoteBody,
  type RequestStatus,
} from '../../../common/schemas/alerts.ts';
import { useZodForm } from '../../components/use-zod-form.ts';
import { answer, ApiError, publicApi } from '../../foundation/api-client.ts';
import { requestStatusText as t } from '../../i18n/donor-link.ts';
import { digits } from '../../i18n/language.ts';
import { requestStatusKeys } from './status-keys.ts';

/**
 * The family's thank-you to the donors who gave (docs/decisions/060), shown once a donation was
 * given: at most FAMILY_NOTE_MAX characters (the count is on screen); the server masks numbers and
 * keeps the note on the donors' pages. A new note replaces the old.
 */
export function FamilyNoteForm({ token, note }: { token: string; note: string | null }) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, watch, formState } = useZodForm<{ note: string }, FamilyNoteBody>(
    familyNoteBody,
    { note: note ?? '' },
  );
  const save = useMutation({
    mutationFn: (body: FamilyNoteBody) =>
      answer(
        publicApi.PUT('/api/request-status/{token}/note', { params: { path: { token } }, body }),
      ),
    onSuccess: (result) =>
      queryClient.setQueryData<RequestStatus>(requestStatusKeys.one(token), (old) =>
        old ? { ...old, familyNote: result.familyNote } : old,
      ),
  });
  const used = (watch('note') ?? '').length;
  const error = formState.errors.note?.message;
  const refusal =
    save.isError &&
    (save.error instanceof ApiError && save.error.code === 'RATE_LIMITED'
      ? t.note.later
      : t.note.failed);
  return (
    <form
      className="family-note card-outline"
      noValidate
      onSubmit={handleSubmit((body) => save.mutate(body))}
      aria-labelledby="family-note-heading"
      data-testid="family-note"
    >
      <h3 id="family-note-heading">{t.note.heading}</h3>
      <p className="muted small">{t.note.hint}</p>
      <label htmlFor="family-note-text">{t.note.label}</label>
      <textarea
        id="family-note-text"
        rows={3}
        maxLength={FAMILY_NOTE_MAX}
        aria-invalid={!!error}
        aria-describedby="family-note-count"
        {...register('note')}
      />
      <p id="family-note-count" className="muted small" data-testid="family-note-count">
        {t.note.count(digits(used), digits(FAMILY_NOTE_MAX))}
      </p>
      {error && <p role="alert">{error}</p>}
      {refusal && <p role="alert">{refusal}</p>}
      {save.isSuccess && (
        <p role="status" className="eligible-now" data-testid="family-note-saved">
          {t.note.saved}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {t.note.send}
      </button>
    </form>
  );
}
