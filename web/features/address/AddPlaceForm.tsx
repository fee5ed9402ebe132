import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unionBody, villageBody } from '../../../common/schemas/address.ts';
import { ApiError } from '../../app/api.ts';
import { FormField } from '../../components/FormField.tsx';
import { ModalFormActions } from '../../components/ModalFormActions.tsx';
import { toast } from '../../components/toast.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { addressText as T } from '../../i18n/address.ts';
import { addUnion, addVillage, refreshPlaces } from './address-api.ts';
import { fieldRefusal } from './server-errors.ts';
import { idFromText } from './id-input.ts';

type IdField = 'union_id' | 'upazila_id';
type PlaceField = 'name' | 'bn_name' | IdField;

/** What the inputs hold: the two names, and ids that idFromText has turned into numbers. */
interface PlaceValues {
  name: string;
  bn_name: string;
  union_id?: unknown;
  upazila_id?: unknown;
}

/** What one Add form asks for and says: the rest of the two forms is the same. */
export interface Place {
  /** Prefix of the inputs' ids: `union-name`, `village-union_id`, ... */
  kind: 'union' | 'village';
  schema: typeof unionBody | typeof villageBody;
  add: (body: PlaceValues) => Promise<{ insertedId?: string }>;
  englishName: string;
  banglaName: string;
  ids: { field: IdField; label: string; hint: string }[];
  submit: string;
  added: string;
  /** The toast for an admin who is not a super admin (only super admins add places). */
  onlySuper: string;
}

/** Add Union: English and Bangla names, Union ID and Upazila ID, sent as numbers. */
export const unionPlace: Place = {
  kind: 'union',
  schema: unionBody,
  // The form's values have passed this schema already; parsing gives them its type.
  add: (values) => addUnion(unionBody.parse(values)),
  get englishName() {
    return T.form.unionEnglishName;
  },
  get banglaName() {
    return T.form.unionBanglaName;
  },
  ids: [
    {
      field: 'union_id',
      get label() {
        return T.form.unionId;
      },
      get hint() {
        return T.form.unionIdHint;
      },
    },
    {
      field: 'upazila_id',
      get label() {
        return T.form.upazilaId;
      },
      get hint() {
        return T.form.upazilaIdHint;
      },
    },
  ],
  get submit() {
    return T.addUnion;
  },
  get added() {
    return T.toast.unionAdded;
  },
  get onlySuper() {
    return T.toast.onlySuperAddUnion;
  },
};

/** Add Village: English and Bangla names and the Union ID, sent as a number. */
export const villagePlace: Place = {
  kind: 'village',
  schema: villageBody,
  add: (values) => addVillage(villageBody.parse(values)),
  get englishName() {
    return T.form.villageEnglishName;
  },
  get banglaName() {
    return T.form.villageBanglaName;
  },
  ids: [
    {
      field: 'union_id',
      get label() {
        return T.form.unionId;
      },
      get hint() {
        return T.form.villageUnionIdHint;
      },
    },
  ],
  get submit() {
    return T.addVillage;
  },
  get added() {
    return T.toast.villageAdded;
  },
  get onlySuper() {
    return T.toast.onlySuperAddVillage;
  },
};

interface AddPlaceFormProps {
  place: Place;
  /** Closes the modal; the form is unmounted with it, which clears it. */
  onClose: () => void;
  onAdded: () => void;
}

/** The Add Union or Add Village form of the address page, inside its modal. */
export function AddPlaceForm({ place, onClose, onAdded }: AddPlaceFormProps) {
  const queryClient = useQueryClient();
  const form = useZodForm<PlaceValues, PlaceValues>(place.schema, { name: '', bn_name: '' });
  const fields: PlaceField[] = ['name', 'bn_name', ...place.ids.map((id) => id.field)];
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: (body: PlaceValues) => place.add(body),
    onSuccess: async (answer) => {
      if (!answer.insertedId) return void toast.error(T.server.addFailed);
      toast.success(place.added);
      onAdded();
      onClose();
      await refreshPlaces(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403) {
        // Refused: the modal closes, the form resets, and the toast says who may add.
        form.reset();
        onClose();
        toast.error(place.onlySuper);
        return;
      }
      const refusal = fieldRefusal(error, fields);
      if (refusal) {
        form.setError(
          refusal.field as PlaceField,
          { message: refusal.message },
          { shouldFocus: true },
        );
      } else if (!(error instanceof ApiError && error.status === 401)) {
        toast.error(T.server.addFailed);
      }
    },
  });

  const id = (field: PlaceField) => `${place.kind}-${field}`;
  const invalid = (field: PlaceField) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id(field)}-error` : undefined,
  });

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
          {...invalid(field)}
        />
      </FormField>
    ));

  return (
    <form noValidate onSubmit={form.handleSubmit((body) => mutation.mutate(body))}>
      <FormField id={id('name')} label={place.englishName} error={errors.name?.message}>
        <input id={id('name')} autoComplete="off" {...form.register('name')} {...invalid('name')} />
      </FormField>
      <FormField id={id('bn_name')} label={place.banglaName} error={errors.bn_name?.message}>
        <input
          id={id('bn_name')}
          lang="bn"
          autoComplete="off"
          {...form.register('bn_name')}
          {...invalid('bn_name')}
        />
      </FormField>
      {/* Two ids sit side by side; a single one takes the whole row. */}
      {place.ids.length > 1 ? <div className="form-grid">{idFields()}</div> : idFields()}
      <ModalFormActions
        cancelLabel={T.form.cancel}
        onCancel={onClose}
        submitLabel={place.submit}
        pending={mutation.isPending}
      />
    </form>
  );
}
