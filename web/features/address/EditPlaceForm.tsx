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
import { Modal } from '../../components/Modal.tsx';
import { toast } from '../../components/toast.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { addressText as T } from '../../i18n/address.ts';
import { refreshPlaces, renamePlace, type AddressKind } from './address-api.ts';
import { NameFields, onPlaceRefused, PlaceForm, RowButton } from './place-form.tsx';

interface NameValues {
  name: string;
  bn_name: string;
}

/** The schema each kind's Edit form checks with: an upazila's English name is shown but not sent. */
const SCHEMAS: Record<AddressKind, z.ZodType<Partial<NameValues>, FieldValues>> = {
  union: unionRenameBody as z.ZodType<Partial<NameValues>, FieldValues>,
  village: villageRenameBody as z.ZodType<Partial<NameValues>, FieldValues>,
  upazila: upazilaRenameBody.extend({ name: z.string() }) as unknown as z.ZodType<
    Partial<NameValues>,
    FieldValues
  >,
};

const Kind = { union: 'Union', village: 'Village', upazila: 'Upazila' } as const;

interface Props {
  kind: AddressKind;
  place: Union | Village | Upazila;
  onClose: () => void;
}

/** Edit a union's or village's names, or an upazila's Bangla name, inside its modal. */
export function EditPlaceForm({ kind, place, onClose }: Props) {
  const K = Kind[kind];
  /** Only the Bangla name of an upazila may change; its English name is the government's. */
  const englishEditable = kind !== 'upazila';
  const queryClient = useQueryClient();
  const form = useZodForm<NameValues, Partial<NameValues>>(SCHEMAS[kind], {
    name: place.name,
    bn_name: place.bn_name,
  });
  const mutation = useMutation({
    mutationFn: (values: NameValues) =>
      renamePlace(kind, place._id, englishEditable ? values : { bn_name: values.bn_name }),
    onSuccess: async () => {
      toast.success(T.toast[`${kind}Updated`]);
      onClose();
      await refreshPlaces(queryClient);
    },
    onError: (error) =>
      onPlaceRefused<keyof NameValues>(error, {
        fields: ['name', 'bn_name'],
        setError: form.setError,
        close: onClose,
        onlySuper: T.toast[`onlySuperEdit${K}`],
        failed: T.server.editFailed,
      }),
  });

  return (
    <PlaceForm
      onSubmit={form.handleSubmit((values) =>
        mutation.mutate({
          name: values.name ?? place.name,
          bn_name: values.bn_name ?? place.bn_name,
        }),
      )}
      onCancel={onClose}
      submitLabel={T.form.save}
      pending={mutation.isPending}
    >
      <NameFields
        prefix={`edit-${kind}`}
        register={(field) => form.register(field)}
        errors={form.formState.errors}
        englishName={T.form[`${kind}EnglishName`]}
        banglaName={T.form[`${kind}BanglaName`]}
        englishHint={englishEditable ? undefined : T.form.upazilaEnglishHint}
        banglaHint={T.form.renameHint}
        englishReadOnly={!englishEditable}
      />
    </PlaceForm>
  );
}

/** An address list's Edit: the row's button and the one modal it opens. */
export function useEditPlace(kind: AddressKind) {
  const [editing, setEditing] = useState<Union | Village | Upazila | null>(null);
  const button = (place: Union | Village | Upazila) => (
    <RowButton tone="outline" label={T.editLabel(place.name)} onClick={() => setEditing(place)}>
      {T.edit}
    </RowButton>
  );
  const modal = (
    <Modal
      open={editing !== null}
      title={T[`edit${Kind[kind]}`]}
      onClose={() => setEditing(null)}
      wide
    >
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
