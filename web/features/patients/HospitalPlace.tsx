import { useState } from 'react';
import { errorText } from '../../foundation/error-text.ts';
import { toast } from '../../components/toast.tsx';
import { patientsText as t } from '../../i18n/patients.ts';
import { placeText } from '../../shared/geo.ts';
import {
  LocationSelects,
  locationChoice,
  locationPlaceIds,
  NO_LOCATION,
} from '../../shared/LocationSelects.tsx';
import { useUpdatePatient, type Patient } from './patients-api.ts';

/**
 * Where a patient's hospital is (decisions/065), on the patient's page: shown as text, and set,
 * fixed or cleared with the same cascade as a blood request's place. The bridge's suggestions
 * rank donors nearest it.
 */
export function HospitalPlace({ patient }: { patient: Patient }) {
  const [editing, setEditing] = useState(false);
  const [choice, setChoice] = useState(() => locationChoice(patient));
  const save = useUpdatePatient(patient.id);
  const shown = placeText(patient);

  const send = (next: typeof choice) =>
    save.mutate(locationPlaceIds(next), {
      onSuccess: () => {
        toast.success(t.hospitalPlace.saved);
        setEditing(false);
      },
      onError: (error) => toast.error(errorText(error)),
    });

  return (
    <div className="hospital-place-edit" data-testid="hospital-place-edit">
      <p>
        <span className="hospital-place-label">{t.hospitalPlace.place}: </span>
        <span data-testid="hospital-place-text">{shown || t.hospitalPlace.notSet}</span>
      </p>
      {editing ? (
        <form
          noValidate
          aria-label={t.hospitalPlace.edit}
          onSubmit={(e) => {
            e.preventDefault();
            send(choice);
          }}
        >
          <LocationSelects
            value={choice}
            onChange={setChoice}
            labels={t.hospitalPlace}
            disabled={save.isPending}
          />
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>
              {t.hospitalPlace.save}
            </button>
            {shown && (
              <button
                type="button"
                className="btn btn-outline"
                disabled={save.isPending}
                onClick={() => send(NO_LOCATION)}
              >
                {t.hospitalPlace.clear}
              </button>
            )}
            <button type="button" className="btn btn-outline" onClick={() => setEditing(false)}>
              {t.hospitalPlace.cancel}
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            setChoice(locationChoice(patient));
            setEditing(true);
          }}
        >
          {t.hospitalPlace.edit}
        </button>
      )}
    </div>
  );
}
