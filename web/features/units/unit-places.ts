import { useState } from 'react';
import type { UseFormSetError, UseFormSetValue } from 'react-hook-form';
import { toast } from '../../components/toast.tsx';
import { placeIds, type ChosenPlace, type UnitFormValues } from './unit-form.ts';
import { unitRefusal } from './unit-refusal.ts';

/**
 * The places a unit form holds (the picker's chips, written into the form's three id lists) and
 * where the server's refusal shows: an overlap under the places, a field's under that field (the
 * fields this form has), anything else as a toast. The new-unit and edit forms share it.
 */
export function useUnitPlaces(
  initial: ChosenPlace[],
  setValue: UseFormSetValue<UnitFormValues>,
  setError: UseFormSetError<UnitFormValues>,
  hasField: (field: string) => boolean = () => true,
) {
  const [places, setPlaces] = useState<ChosenPlace[]>(initial);
  const [placesError, setPlacesError] = useState<{ text: string; detail?: string } | null>(null);
  const choosePlaces = (next: ChosenPlace[]) => {
    setPlaces(next);
    setPlacesError(null);
    const ids = placeIds(next);
    setValue('divisionIds', ids.divisionIds);
    setValue('districtIds', ids.districtIds);
    setValue('upazilaIds', ids.upazilaIds);
  };
  const showRefusal = (error: unknown) => {
    const refusal = unitRefusal(error);
    if (refusal.at === 'places') setPlacesError(refusal);
    else if (refusal.at === 'field' && hasField(refusal.field))
      setError(refusal.field, { message: refusal.text }, { shouldFocus: true });
    else toast.error(refusal.text);
  };
  return {
    places,
    placesError,
    choosePlaces,
    clearPlacesError: () => setPlacesError(null),
    showRefusal,
  };
}
