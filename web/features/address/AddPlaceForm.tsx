import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormField } from '../../components/FormField.tsx';
import { toast } from '../../components/toast.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { addressText as T } from '../../i18n/address.ts';
import { refreshPlaces } from './address-api.ts';
import { idFromText } from './id-input.ts';
import { invalidProps, NameFields, onPlaceRefused, PlaceForm } from './place-form.tsx';
import type { IdField, PlaceSectionDescriptor, PlaceValues } from './place-sections.ts';

type PlaceField = 'name' | 'bn_name' | IdField;

interface AddPlaceFormProps {
  /** The union's or the village's descriptor (place-sections.ts): words, ids, schema and call. */
  place: PlaceSectionDescriptor;
  /** Closes the modal; the form is unmounted with it, which clears it. */
  onClose: () => void;
  onAdded: () => void;
}

/** The Add Union or Add Village form of the address page, inside its modal. */
export function AddPlaceForm({ place, onClose, onAdded }: AddPlaceFormProps) {
  const queryClient = useQueryClient();
  const form = useZodForm<PlaceValues, PlaceValues>(place.schema, { name: '', bn_name: '' });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: (body: PlaceValues) => place.create(body),
    onSuccess: async (answer) => {
      if (!answer.insertedId) return void toast.error(T.server.addFailed);
      toast.success(place.added);
      onAdded();
      onClose();
      await refreshPlaces(queryClient);
    },
    onError: (error) =>
      onPlaceRefused<PlaceField>(error, {
        fields: ['name', 'bn_name', ...place.ids.map((id) => id.field)],
        setError: form.setError,
        close: () => {
          form.reset();
          onClose();
        },
        onlySuper: place.onlySuperAdd,
        failed: T.server.addFailed,
      }),
  });

  const id = (field: PlaceField) => `${place.kind}-${field}`;

  // Called from the JSX, so the ids register after the names (errors focus the first registered).
  const idFields = () =>
    place.ids.map(({ field, label, hint }) => (
      <FormField
        key={field}
        id={id(field)}
        label={label}
        error={errors[field]?.message}
        hint={hint}
      >
        <input
          id={id(field)}
          inputMode="numeric"
          autoComplete="off"
          {...form.register(field, { setValueAs: idFromText })}
          {...invalidProps(id(field), errors[field])}
        />
      </FormField>
    ));

  return (
    <PlaceForm
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
      onCancel={onClose}
      submitLabel={place.add}
      pending={mutation.isPending}
    >
      <NameFields
        prefix={place.kind}
        register={(field) => form.register(field)}
        errors={errors}
        englishName={place.englishName}
        banglaName={place.banglaName}
      />
      {/* Two ids sit side by side; a single one takes the whole row. */}
      {place.ids.length > 1 ? <div className="form-grid">{idFields()}</div> : idFields()}
    </PlaceForm>
  );
}
