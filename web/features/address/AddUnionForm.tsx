import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { unionBody, type UnionBody, type UnionInput } from '../../../common/schemas/address.ts';
import { ApiError } from '../../app/api.ts';
import { FormField } from '../../components/FormField.tsx';
import { toast } from '../../components/toast.tsx';
import { addressText as T } from '../../i18n/address.ts';
import { addUnion, refreshPlaces } from './address-api.ts';
import { fieldRefusal } from './server-errors.ts';
import { idFromText } from './id-input.ts';

const FIELDS = ['name', 'bn_name', 'union_id', 'upazila_id'] as const;

interface AddUnionFormProps {
  /** Closes the modal; the form is unmounted with it, which clears it. */
  onClose: () => void;
  onAdded: () => void;
}

/** Add Union (spec 5): English and Bangla names, Union ID and Upazila ID, sent as numbers. */
export function AddUnionForm({ onClose, onAdded }: AddUnionFormProps) {
  const queryClient = useQueryClient();
  const form = useForm<UnionInput, unknown, UnionBody>({
    resolver: zodResolver(unionBody),
    defaultValues: { name: '', bn_name: '' },
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: (body: UnionBody) => addUnion(body),
    onSuccess: async (answer) => {
      if (!answer.insertedId) return void toast.error(T.server.addFailed);
      toast.success(T.toast.unionAdded);
      onAdded();
      onClose();
      await refreshPlaces(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403) {
        // Spec 8: the modal closes, the form resets, and the toast says who may add.
        form.reset();
        onClose();
        toast.error(T.toast.onlySuperAddUnion);
        return;
      }
      const refusal = fieldRefusal(error, FIELDS);
      if (refusal) form.setError(refusal.field as (typeof FIELDS)[number], { message: refusal.message }, { shouldFocus: true });
      else if (!(error instanceof ApiError && error.status === 401)) toast.error(T.server.addFailed);
    },
  });

  const invalid = (field: (typeof FIELDS)[number]) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `union-${field}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((body) => mutation.mutate(body))}>
      <FormField id="union-name" label={T.form.unionEnglishName} error={errors.name?.message}>
        <input id="union-name" autoComplete="off" {...form.register('name')} {...invalid('name')} />
      </FormField>
      <FormField id="union-bn_name" label={T.form.unionBanglaName} error={errors.bn_name?.message}>
        <input id="union-bn_name" lang="bn" autoComplete="off" {...form.register('bn_name')} {...invalid('bn_name')} />
      </FormField>
      <div className="form-grid">
        <FormField id="union-union_id" label={T.form.unionId} error={errors.union_id?.message} hint={T.form.unionIdHint}>
          <input
            id="union-union_id"
            inputMode="numeric"
            autoComplete="off"
            {...form.register('union_id', { setValueAs: idFromText })}
            {...invalid('union_id')}
          />
        </FormField>
        <FormField
          id="union-upazila_id"
          label={T.form.upazilaId}
          error={errors.upazila_id?.message}
          hint={T.form.upazilaIdHint}
        >
          <input
            id="union-upazila_id"
            inputMode="numeric"
            autoComplete="off"
            {...form.register('upazila_id', { setValueAs: idFromText })}
            {...invalid('upazila_id')}
          />
        </FormField>
      </div>
      <div className="modal-actions">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {T.form.cancel}
        </button>
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {T.addUnion}
        </button>
      </div>
    </form>
  );
}
