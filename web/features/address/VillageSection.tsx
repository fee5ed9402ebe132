import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Village } from '../../../common/schemas/geo.ts';
import { ApiError } from '../../app/api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Modal } from '../../components/Modal.tsx';
import { toast } from '../../components/toast.tsx';
import { addressText as T } from '../../i18n/address.ts';
import { AddressTable, type Column } from './AddressTable.tsx';
import { AddressToolbar } from './AddressToolbar.tsx';
import { useEditPlace } from './EditPlaceForm.tsx';
import { AddPlaceForm, villagePlace } from './AddPlaceForm.tsx';
import { digits } from '../../i18n/language.ts';
import { deleteVillage, refreshPlaces, useAddressList } from './address-api.ts';

/** All Village: search, Add Village, page size, and delete after a confirmation that names the village. */
export function VillageSection() {
  const list = useAddressList('village');
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const edit = useEditPlace('village');
  const [deleting, setDeleting] = useState<Village | null>(null);

  const remove = useMutation({
    mutationFn: (village: Village) => deleteVillage(village._id),
    onSuccess: async (answer) => {
      setDeleting(null);
      if (answer.deletedCount > 0) {
        toast.success(T.toast.villageDeleted);
        if (list.query.data?.rows.length === 1) list.setPage(list.page - 1);
      }
      await refreshPlaces(queryClient);
    },
    onError: (error) => {
      setDeleting(null);
      if (error instanceof ApiError && error.status === 403)
        toast.error(T.toast.onlySuperDeleteVillage);
      // other delete failures show nothing
    },
  });

  const columns: Column<Village>[] = [
    { header: T.columns.englishName, card: 'title', cell: (v) => v.name },
    { header: T.columns.banglaName, cell: (v) => v.bn_name },
    { header: T.columns.unionId, cell: (v) => digits(v.union_id) },
    {
      header: T.columns.action,
      className: 'col-action',
      card: 'actions',
      cell: (v) => (
        <div className="row-actions">
          {edit.button(v)}
          <button
            type="button"
            className="btn btn-danger btn-small"
            aria-label={T.deleteLabel(v.name)}
            onClick={() => setDeleting(v)}
          >
            {T.delete}
          </button>
        </div>
      ),
    },
  ];

  return (
    <section className="card address-section" aria-labelledby="all-village">
      <div className="address-head">
        <h2 id="all-village">{T.villageHeading}</h2>
        <button type="button" className="btn btn-primary btn-small" onClick={() => setAdding(true)}>
          {T.addVillage}
        </button>
      </div>
      <AddressToolbar list={list} searchLabel={T.search.village} />
      <AddressTable
        list={list}
        caption={T.villageHeading}
        columns={columns}
        rowKey={(v) => v._id}
        testId="village-list"
      />
      <Modal open={adding} title={T.addVillage} onClose={() => setAdding(false)}>
        <AddPlaceForm
          place={villagePlace}
          onClose={() => setAdding(false)}
          onAdded={() => list.setPage(0)}
        />
      </Modal>
      {edit.modal}
      <ConfirmDialog
        open={deleting !== null}
        title={T.confirm.village}
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
