import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Union } from '../../../common/schemas/geo.ts';
import { ApiError } from '../../app/api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Modal } from '../../components/Modal.tsx';
import { toast } from '../../components/toast.tsx';
import { addressText as T } from '../../i18n/address.ts';
import { AddressTable, type Column } from './AddressTable.tsx';
import { AddressToolbar } from './AddressToolbar.tsx';
import { useEditPlace } from './EditPlaceForm.tsx';
import { AddPlaceForm, unionPlace } from './AddPlaceForm.tsx';
import { digits } from '../../i18n/language.ts';
import { deleteUnion, refreshPlaces, useAddressList } from './address-api.ts';

/** All Union: search, Add Union, page size, and delete after a confirmation that names the union. */
export function UnionSection() {
  const list = useAddressList('union');
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const edit = useEditPlace('union');
  const [deleting, setDeleting] = useState<Union | null>(null);

  const remove = useMutation({
    mutationFn: (union: Union) => deleteUnion(union._id),
    onSuccess: async (answer) => {
      setDeleting(null);
      if (answer.deletedCount > 0) {
        toast.success(T.toast.unionDeleted);
        if (list.query.data?.rows.length === 1) list.setPage(list.page - 1);
      }
      await refreshPlaces(queryClient);
    },
    onError: (error) => {
      setDeleting(null);
      if (!(error instanceof ApiError)) return; // other delete failures show nothing
      if (error.status === 403) toast.error(T.toast.onlySuperDeleteUnion);
      else if (error.status === 409) toast.error(T.server.unionInUse);
    },
  });

  const columns: Column<Union>[] = [
    { header: T.columns.englishName, card: 'title', cell: (u) => u.name },
    { header: T.columns.banglaName, cell: (u) => u.bn_name },
    { header: T.columns.unionId, cell: (u) => digits(u.union_id) },
    { header: T.columns.upazilaId, cell: (u) => digits(u.upazila_id) },
    {
      header: T.columns.action,
      className: 'col-action',
      card: 'actions',
      cell: (u) => (
        <div className="row-actions">
          {edit.button(u)}
          <button
            type="button"
            className="btn btn-danger btn-small"
            aria-label={T.deleteLabel(u.name)}
            onClick={() => setDeleting(u)}
          >
            {T.delete}
          </button>
        </div>
      ),
    },
  ];

  return (
    <section className="card address-section" aria-labelledby="all-union">
      <div className="address-head">
        <h2 id="all-union">{T.unionHeading}</h2>
        <button type="button" className="btn btn-primary btn-small" onClick={() => setAdding(true)}>
          {T.addUnion}
        </button>
      </div>
      <AddressToolbar list={list} searchLabel={T.search.union} />
      <AddressTable
        list={list}
        caption={T.unionHeading}
        columns={columns}
        rowKey={(u) => u._id}
        testId="union-list"
      />
      <Modal open={adding} title={T.addUnion} onClose={() => setAdding(false)} wide>
        <AddPlaceForm
          place={unionPlace}
          onClose={() => setAdding(false)}
          onAdded={() => list.setPage(0)}
        />
      </Modal>
      {edit.modal}
      <ConfirmDialog
        open={deleting !== null}
        title={T.confirm.union}
        detail={
          deleting
            ? `${deleting.name} (${deleting.bn_name}), ${T.columns.unionId} ${digits(deleting.union_id)}`
            : undefined
        }
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
