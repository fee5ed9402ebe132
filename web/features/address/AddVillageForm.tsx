import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { villageBody, type VillageBody, type VillageInput } from '../../../common/schemas/address.ts';
import { ApiError } from '../../app/api.ts';
import { FormField } from '../../components/FormField.tsx';
import { toast } from '../../components/toast.tsx';
import { addressText as T } from '../../i18n/address.ts';
import { addVillage, refreshPlaces } from './address-api.ts';
import { fieldRefusal } from './server-errors.ts';
import { idFromText } from './id-input.ts';

const FIELDS = ['name', 'bn_name', 'union_id'] as const;

interface AddVillageFormProps {
  /** Closes the modal; the form is unmounted with it, which clears it. */
  onClose: () => void;
  onAdded: () => void;
}

/** Add Village (spec 5): English and Bangla names and the Union ID, sent as a number. */
export function AddVillageForm({ onClose, onAdded }: AddVillageFormProps) {
  const queryClient = useQueryClient();
  const form = useForm<VillageInput, unknown, VillageBody>({
    resolver: zodResolver(villageBody),
    defaultValues: { name: '', bn_name: '' },
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: (body: VillageBody) => addVillage(body),
    onSuccess: async (answer) => {
      if (!answer.insertedId) return void toast.error(T.server.addFailed);
      toast.success(T.toast.villageAdded);
      onAdded();
      onClose();
      await refreshPlaces(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403) {
        form.reset();
        onClose();
        toast.error(T.toast.onlySuperAddVillage);
        return;
      }
      const refusal = fieldRefusal(error, FIELDS);
      if (refusal) form.setError(refusal.field as (typeof FIELDS)[number], { message: refusal.message }, { shouldFocus: true });
      else if (!(error instanceof ApiError && error.status === 401)) toast.error(T.server.addFailed);
    },
  });

  const invalid = (field: (typeof FIELDS)[number]) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `village-${field}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((body) => mutation.mutate(body))}>
      <FormField id="village-name" label={T.form.villageEnglishName} error={errors.name?.message}>
        <input id="village-name" autoComplete="off" {...form.register('name')} {...invalid('name')} />
      </FormField>
      <FormField id="village-bn_name" label={T.form.villageBanglaName} error={errors.bn_name?.message}>
        <input id="village-bn_name" lang="bn" autoComplete="off" {...form.register('bn_name')} {...invalid('bn_name')} />
      </FormField>
      <FormField
        id="village-union_id"
        label={T.form.unionId}
        error={errors.union_id?.message}
        hint={T.form.villageUnionIdHint}
      >
        <input
          id="village-union_id"
          inputMode="numeric"
          autoComplete="off"
          {...form.register('union_id', { setValueAs: idFromText })}
          {...invalid('union_id')}
        />
      </FormField>
      <div className="modal-actions">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {T.form.cancel}
        </button>
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {T.addVillage}
        </button>
      </div>
    </form>
  );
}
