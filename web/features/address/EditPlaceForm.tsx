import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import {
  unionRenameBody,
  upazilaRenameBody,
  villageRenameBody,
} from '../../../common/schemas/address.ts';
import type { Union, Upazila, Village } from '../../../common/schemas/geo.ts';
import { ApiError } from '../../app/api.ts';
import { FormField } from '../../components/FormField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { ModalFormActions } from '../../components/ModalFormActions.tsx';
import { toast } from '../../components/toast.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { addressText as T } from '../../i18n/address.ts';
import { refreshPlaces, renamePlace, type AddressKind } from './address-api.ts';
import { fieldRefusal } from './server-errors.ts';

interface NameValues {
  name: string;
  bn_name: string;
}

/** What one Edit form changes and says. */
interface Rename {
  kind: AddressKind;
  /** Only the Bangla name of an upazila may change; its English name is the government's. */
  englishEditable: boolean;
  schema: z.ZodType<Partial<NameValues>, FieldValues>;
  englishName: string;
  banglaName: string;
  updated: string;
  onlySuper: string;
}

const RENAMES: Record<AddressKind, Rename> = {
  union: {
    kind: 'union',
    englishEditable: true,
    schema: unionRenameBody as z.ZodType<Partial<NameValues>, FieldValues>,
    get englishName() {
      return T.form.unionEnglishName;
    },
    get banglaName() {
      return T.form.unionBanglaName;
    },
    get updated() {
      return T.toast.unionUpdated;
    },
    get onlySuper() {
      return T.toast.onlySuperEditUnion;
    },
  },
  village: {
    kind: 'village',
    englishEditable: true,
    schema: villageRenameBody as z.ZodType<Partial<NameValues>, FieldValues>,
    get englishName() {
      return T.form.villageEnglishName;
    },
    get banglaName() {
      return T.form.villageBanglaName;
    },
    get updated() {
      return T.toast.villageUpdated;
    },
    get onlySuper() {
      return T.toast.onlySuperEditVillage;
    },
  },
  upazila: {
    kind: 'upazila',
    englishEditable: false,
    // The English name is shown but not sent.
    schema: upazilaRenameBody.extend({ name: z.string() }) as unknown as z.ZodType<
      Partial<NameValues>,
      FieldValues
    >,
    get englishName() {
      return T.form.upazilaEnglishName;
    },
    get banglaName() {
      return T.form.upazilaBanglaName;
    },
    get updated() {
      return T.toast.upazilaUpdated;
    },
    get onlySuper() {
      return T.toast.onlySuperEditUpazila;
    },
  },
};

interface Props {
  kind: AddressKind;
  place: Union | Village | Upazila;
  onClose: () => void;
}

/** Edit a union's or village's names, or an upazila's Bangla name, inside its modal. */
export function EditPlaceForm({ kind, place, onClose }: Props) {
  const rename = RENAMES[kind];
  const queryClient = useQueryClient();
  const form = useZodForm<NameValues, Partial<NameValues>>(rename.schema, {
    name: place.name,
    bn_name: place.bn_name,
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: (values: NameValues) =>
      renamePlace(kind, place._id, rename.englishEditable ? values : { bn_name: values.bn_name }),
    onSuccess: async () => {
      toast.success(rename.updated);
      onClose();
      await refreshPlaces(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403) {
        onClose();
        toast.error(rename.onlySuper);
        return;
      }
      const refusal = fieldRefusal(error, ['name', 'bn_name']);
      if (refusal)
        form.setError(
          refusal.field as keyof NameValues,
          { message: refusal.message },
          { shouldFocus: true },
        );
      else if (!(error instanceof ApiError && error.status === 401))
        toast.error(T.server.editFailed);
    },
  });

  const id = (field: keyof NameValues) => `edit-${kind}-${field}`;
  const invalid = (field: keyof NameValues) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id(field)}-error` : undefined,
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        mutation.mutate({
          name: values.name ?? place.name,
          bn_name: values.bn_name ?? place.bn_name,
        }),
      )}
    >
      <FormField
        id={id('name')}
        label={rename.englishName}
        error={errors.name?.message}
        hint={rename.englishEditable ? undefined : T.form.upazilaEnglishHint}
      >
        <input
          id={id('name')}
          autoComplete="off"
          readOnly={!rename.englishEditable}
          {...form.register('name')}
          {...invalid('name')}
        />
      </FormField>
      <FormField
        id={id('bn_name')}
        label={rename.banglaName}
        error={errors.bn_name?.message}
        hint={T.form.renameHint}
      >
        <input
          id={id('bn_name')}
          lang="bn"
          autoComplete="off"
          {...form.register('bn_name')}
          {...invalid('bn_name')}
        />
      </FormField>
      <ModalFormActions
        cancelLabel={T.form.cancel}
        onCancel={onClose}
        submitLabel={T.form.save}
        pending={mutation.isPending}
      />
    </form>
  );
}

const EDIT_TITLES: Record<AddressKind, string> = {
  get union() {
    return T.editUnion;
  },
  get village() {
    return T.editVillage;
  },
  get upazila() {
    return T.editUpazila;
  },
};

/** An address list's Edit: the row's button and the one modal it opens. */
export function useEditPlace(kind: AddressKind) {
  const [editing, setEditing] = useState<Union | Village | Upazila | null>(null);
  const button = (place: Union | Village | Upazila) => (
    <button
      type="button"
      className="btn btn-outline btn-small"
      aria-label={T.editLabel(place.name)}
      onClick={() => setEditing(place)}
    >
      {T.edit}
    </button>
  );
  const modal = (
    <Modal open={editing !== null} title={EDIT_TITLES[kind]} onClose={() => setEditing(null)} wide>
      {editing && (
        <EditPlaceForm
          key={editing._id}
          kind={kind}
          place={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Modal>
  );
  return { button, modal };
}
