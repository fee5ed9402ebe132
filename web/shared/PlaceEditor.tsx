import { useState } from 'react';
import { toast } from '../components/toast.tsx';
import { errorText } from '../foundation/error-text.ts';
import { placeText } from './geo.ts';
import {
  LocationSelects,
  locationChoice,
  NO_LOCATION,
  type LocationChoice,
  type LocationSelectsProps,
} from './LocationSelects.tsx';

type Place = Parameters<typeof locationChoice>[0] & Parameters<typeof placeText>[0];

/** The words of a place editor: the selects' labels and its own. */
export type PlaceEditorWords = LocationSelectsProps['labels'] & {
  place: string;
  notSet: string;
  edit: string;
  save: string;
  /** Said once the server took the place. */
  saved: string;
  clear: string;
  cancel: string;
};

/**
 * A stored place shown as text, and set, fixed or cleared with the public form's cascade: a blood
 * request's place in its modal, a recurring patient's hospital on their page. `onSave` sends the
 * choice (NO_LOCATION to clear); once it resolves the editor says so and closes, and, opened again,
 * starts from `place` as the caller holds it. A refusal is said and the editor stays open.
 */
export function PlaceEditor({
  place,
  words,
  saving,
  onSave,
  name,
  textTestId,
  actionsClassName = 'form-actions',
}: {
  place: Place;
  words: PlaceEditorWords;
  saving: boolean;
  onSave: (choice: LocationChoice) => Promise<unknown>;
  /** The class stem: `{name}-edit` on the editor, `{name}-label` on its label. */
  name: string;
  textTestId: string;
  actionsClassName?: string;
}) {
  const [editing, setEditing] = useState(false);
  const [choice, setChoice] = useState(() => locationChoice(place));
  const shown = placeText(place);
  const send = (next: LocationChoice) =>
    onSave(next).then(
      () => {
        toast.success(words.saved);
        setEditing(false);
      },
      (error: unknown) => toast.error(errorText(error)),
    );

  return (
    <div className={`${name}-edit`} data-testid={`${name}-edit`}>
      <p>
        <span className={`${name}-label`}>{words.place}: </span>
        <span data-testid={textTestId}>{shown || words.notSet}</span>
      </p>
      {editing ? (
        <form
          noValidate
          aria-label={words.edit}
          onSubmit={(e) => {
            e.preventDefault();
            void send(choice);
          }}
        >
          <div className="form-grid">
            <LocationSelects value={choice} onChange={setChoice} labels={words} disabled={saving} />
          </div>
          <div className={actionsClassName}>
            <button type="button" className="btn btn-outline" onClick={() => setEditing(false)}>
              {words.cancel}
            </button>
            {shown && (
              <button
                type="button"
                className="btn btn-outline"
                disabled={saving}
                onClick={() => void send(NO_LOCATION)}
              >
                {words.clear}
              </button>
            )}
            <button type="submit" className="btn btn-primary" disabled={saving}>
              {words.save}
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            setChoice(locationChoice(place));
            setEditing(true);
          }}
        >
          {words.edit}
        </button>
      )}
    </div>
  );
}
