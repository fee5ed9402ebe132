import type { UnitCreateBody } from '../../../common/schemas/units.ts';
import { bindField } from '../../components/bind-field.ts';
import { InputField } from '../../components/InputField.tsx';
import { ModalFormActions } from '../../components/ModalFormActions.tsx';
import { PhoneField } from '../../components/PhoneField.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { toast } from '../../components/toast.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { liveTexts } from '../../i18n/language.ts';
import { unitsText } from '../../i18n/units.ts';
import { PlacePicker } from './PlacePicker.tsx';
import { useUnitPlaces } from './unit-places.ts';
import { parentChoices, unitName } from './unit-tree.ts';
import { EMPTY_UNIT_FORM, unitForm, type UnitFormValues } from './unit-form.ts';
import { useCreateUnit, type Unit, type UnitMembership } from './units-api.ts';
import { drawnIn } from '../../shared/unit-directory.ts';

const t = liveTexts(() => unitsText.form);

interface NewUnitFormProps {
  units: readonly Unit[];
  mine: readonly UnitMembership[];
  superAdmin: boolean;
  onDone: () => void;
}

/**
 * A new unit: its names in both languages, the unit it goes under (a super admin may leave it
 * none: a new zone), the places it covers and its contact number. The server's refusal of the
 * places (an overlap with another unit's, which it names) shows under the places.
 */
export function NewUnitForm({ units, mine, superAdmin, onDone }: NewUnitFormProps) {
  const create = useCreateUnit();
  const parents = parentChoices(units, mine, superAdmin);
  const { register, handleSubmit, setValue, setError, formState } = useZodForm<
    UnitFormValues,
    UnitCreateBody
  >(unitForm, {
    ...EMPTY_UNIT_FORM,
    // An admin makes units under their own; with one choice it is chosen.
    parentId: !superAdmin && parents.length === 1 ? parents[0]!.id : '',
  });
  const field = bindField('new-unit', register, formState.errors);

  const { places, placesError, choosePlaces, clearPlacesError, showRefusal } = useUnitPlaces(
    [],
    setValue,
    setError,
  );

  const onSubmit = handleSubmit(async (body) => {
    clearPlacesError();
    // Only a super admin makes a top-level unit.
    if (!superAdmin && !body.parentId) {
      setError('parentId', { message: t.parentRequired }, { shouldFocus: true });
      return;
    }
    try {
      await create.mutateAsync(body);
      toast.success(t.created(unitName(body)));
      onDone();
    } catch (error) {
      showRefusal(error);
    }
  });

  return (
    <form className="unit-form" noValidate onSubmit={onSubmit} data-testid="new-unit-form">
      <InputField label={t.nameBn} autoComplete="off" hint={t.nameHint} {...field('name.bn')} />
      <InputField label={t.nameEn} autoComplete="off" hint={t.nameEnHint} {...field('name.en')} />
      <SelectField
        label={t.parent}
        placeholder={superAdmin ? t.parentNone : t.parentChoose}
        options={parents.map((unit) => ({
          value: unit.id,
          label: `${drawnIn(unit.depth)}${unitName(unit)}`,
        }))}
        {...field('parentId')}
      />
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
        submitLabel={formState.isSubmitting ? t.creating : t.create}
        pending={formState.isSubmitting}
      />
    </form>
  );
}
