import { patientsText as t } from '../../i18n/patients.ts';
import { locationPlaceIds } from '../../shared/LocationSelects.tsx';
import { PlaceEditor } from '../../shared/PlaceEditor.tsx';
import { useUpdatePatient, type Patient } from './patients-api.ts';

/**
 * Where a patient's hospital is (decisions/065), on the patient's page: shown as text, and set,
 * fixed or cleared with the same cascade as a blood request's place. The bridge's suggestions
 * rank donors nearest it.
 */
export function HospitalPlace({ patient }: { patient: Patient }) {
  const save = useUpdatePatient(patient.id);
  return (
    <PlaceEditor
      place={patient}
      words={t.hospitalPlace}
      saving={save.isPending}
      name="hospital-place"
      textTestId="hospital-place-text"
      onSave={(choice) => save.mutateAsync(locationPlaceIds(choice))}
    />
  );
}
