import { useState } from 'react';
import { errorText } from '../../foundation/error-text.ts';
import { toast } from '../../components/toast.tsx';
import { bloodRequestTexts as t } from '../../i18n/blood-requests.ts';
import { placeText } from '../../shared/geo.ts';
import {
  LocationSelects,
  locationChoice,
  locationIds,
  NO_LOCATION,
} from '../../shared/LocationSelects.tsx';
import { useSetLocation, type RequestPlace } from './api.ts';

/**
 * Where the patient is, in the request's modal: shown as text, and an admin sets or fixes it
 * with the same cascade as the public form (or clears it).
 */
export function RequestLocation({ requestId, place }: { requestId: string; place: RequestPlace }) {
  const [editing, setEditing] = useState(false);
  // The modal shows the row it was opened with; after a save, the server's answer is the truth.
  const [current, setCurrent] = useState<RequestPlace>(place);
  const [choice, setChoice] = useState(() => locationChoice(place));
  const save = useSetLocation();
  const shown = placeText(current);

  const send = (next: typeof choice) =>
    save.mutate(
      { id: requestId, body: locationIds(next) },
      {
        onSuccess: (answer) => {
          toast.success(t.location.saved);
          setCurrent(answer);
          setChoice(locationChoice(answer));
          setEditing(false);
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );

  return (
    <div className="request-location-edit">
      <p>
        <span className="request-location-label">{t.location.place}: </span>
        <span data-testid="request-location">{shown || t.location.notSet}</span>
      </p>
      {editing ? (
        <form
          noValidate
          aria-label={t.location.edit}
          onSubmit={(e) => {
            e.preventDefault();
            send(choice);
          }}
        >
          <div className="form-grid">
            <LocationSelects
              value={choice}
              onChange={setChoice}
              labels={t.location}
              disabled={save.isPending}
            />
          </div>
          <div className="modal-actions">
            <button type="button" className="btn btn-outline" onClick={() => setEditing(false)}>
              {t.location.cancel}
            </button>
            {shown && (
              <button
                type="button"
                className="btn btn-outline"
                disabled={save.isPending}
                onClick={() => send(NO_LOCATION)}
              >
                {t.location.clear}
              </button>
            )}
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>
              {t.location.save}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="btn btn-outline" onClick={() => setEditing(true)}>
          {t.location.edit}
        </button>
      )}
    </div>
  );
}
