import { useState } from 'react';
import { bloodRequestTexts as t } from '../../i18n/blood-requests.ts';
import { locationIds } from '../../shared/LocationSelects.tsx';
import { PlaceEditor } from '../../shared/PlaceEditor.tsx';
import { useSetLocation, type RequestPlace } from './api.ts';

/**
 * Where the patient is, in the request's modal: shown as text, and an admin sets or fixes it
 * with the same cascade as the public form (or clears it).
 */
export function RequestLocation({ requestId, place }: { requestId: string; place: RequestPlace }) {
  // The modal shows the row it was opened with; after a save, the server's answer is the truth.
  const [current, setCurrent] = useState<RequestPlace>(place);
  const save = useSetLocation();
  return (
    <PlaceEditor
      place={current}
      words={t.location}
      saving={save.isPending}
      name="request-location"
      textTestId="request-location"
      actionsClassName="modal-actions"
      onSave={async (choice) =>
        setCurrent(await save.mutateAsync({ id: requestId, body: locationIds(choice) }))
      }
    />
  );
}
