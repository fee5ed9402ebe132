import type { UnitUpdateBody } from '../../../common/schemas/units.ts';
import { bindField } from '../../components/bind-field.ts';
import { InputField } from '../../components/InputField.tsx';
import { ModalFormActions } from '../../components/ModalFormActions.tsx';
import { PhoneField } from '../../components/PhoneField.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { toast } from '../../components/toast.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { liveTexts } from '../../i18n/language.ts';
import { unitsText } from '../../i18n/units.ts';
import { placeLabel } from '../../shared/geo.ts';
import { PlacePicker } from './PlacePicker.tsx';
import {
  chosenPlaces,
  placeIds,
  unitEditForm,
  type ChosenPlace,
  type UnitFormValues,
} from './unit-form.ts';
import { useUnitPlaces } from './unit-places.ts';
import { unitName } from './unit-tree.ts';
import { usePlaceNames, useUpdateUnit, type Unit } from './units-api.ts';

const t = liveTexts(() => unitsText.form);

interface EditUnitFormProps {
  unit: Unit;
  onDone: () => void;
}

/**
 * A unit's names, contact number and places, changed (PATCH /api/units/{id}). Its places are ids:
 * the form first reads the places' names (the public lists) to name them on their chips.
 */
export function EditUnitForm({ unit, onDone }: EditUnitFormProps) {
  const names = usePlaceNames(unit.upazilaIds.length > 0);
  if (names.isLoading) return <Spinner label={t.placesLoading} />;
  if (names.isError)
    return (
      <div role="alert">
        <p>{t.placesFailed}</p>
        <button type="button" className="btn btn-outline" onClick={names.refetch}>
          {unitsText.retry}
        </button>
      </div>
    );
  return (
    <EditUnitFields
      unit={unit}
      initialPlaces={chosenPlaces(unit, names.lists, placeLabel)}
      onDone={onDone}
    />
  );
}

function EditUnitFields({
  unit,
  initialPlaces,
  onDone,
}: EditUnitFormProps & { initialPlaces: ChosenPlace[] }) {
  const update = useUpdateUnit(unit.id);
  const { register, handleSubmit, setValue, setError, formState } = useZodForm<
    UnitFormValues,
    UnitUpdateBody
  >(unitEditForm, {
    name: { ...unit.name },
    parentId: unit.parentId ?? '',
    phone: unit.phone ?? '',
    ...placeIds(initialPlaces),
  });
  const field = bindField('edit-unit', register, formState.errors);

  // The parent is not changed here: a refusal naming it shows as a toast.
  const { places, placesError, choosePlaces, clearPlacesError, showRefusal } = useUnitPlaces(
    initialPlaces,
    setValue,
    setError,
    (name) => name !== 'parentId',
  );

  const onSubmit = handleSubmit(async (body) => {
    clearPlacesError();
    try {
      const { modifiedCount } = await update.mutateAsync(body);
      if (modifiedCount) toast.success(t.saved(unitName({ name: body.name ?? unit.name })));
      else toast(t.unchanged);
      onDone();
    } catch (error) {
      showRefusal(error);
    }
  });

  return (
    <form className="unit-form" noValidate onSubmit={onSubmit} data-testid="edit-unit-form">
      <InputField label={t.nameBn} autoComplete="off" hint={t.nameHint} {...field('name.bn')} />
      <InputField label={t.nameEn} autoComplete="off" hint={t.nameEnHint} {...field('name.en')} />
      <PlacePicker
        places={places}
        onChange={choosePlaces}
        error={placesError?.text}
        detail={placesError?.detail}
      />
      <PhoneField label={t.phone} hint={t.phoneHint} example {...field('phone')} />
      <ModalFormActions
        cancelLabel={t.cancel}
        onCancel={onDone}
        submitLabel={formState.isSubmitting ? t.saving : t.save}
        pending={formState.isSubmitting}
      />
    </form>
  );
}
