import { useState } from 'react';
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
  clear: string;
  cancel: string;
};

/**
 * A stored place shown as text, and set, fixed or cleared with the public form's cascade: a blood
 * request's place in its modal, a recurring patient's hospital on their page. `onSave` sends the
 * choice (NO_LOCATION to clear) and calls `done` once the server took it; the editor then closes
 * and, opened again, starts from `place` as the caller holds it.
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
  onSave: (choice: LocationChoice, done: () => void) => void;
  /** The class stem: `{name}-edit` on the editor, `{name}-label` on its label. */
  name: string;
  textTestId: string;
  actionsClassName?: string;
}) {
  const [editing, setEditing] = useState(false);
  const [choice, setChoice] = useState(() => locationChoice(place));
  const shown = placeText(place);
  const send = (next: LocationChoice) => onSave(next, () => setEditing(false));

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
            send(choice);
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
                onClick={() => send(NO_LOCATION)}
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
