import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Union, Village } from '../../../common/schemas/geo.ts';
import { ApiError } from '../../foundation/api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Modal } from '../../components/Modal.tsx';
import { toast } from '../../components/toast.tsx';
import { addressText as T } from '../../i18n/address.ts';
import { AddPlaceForm } from './AddPlaceForm.tsx';
import { AddressTable, type Column } from './AddressTable.tsx';
import { AddressToolbar } from './AddressToolbar.tsx';
import { refreshPlaces, useAddressList } from './address-api.ts';
import { useEditPlace } from './EditPlaceForm.tsx';
import { RowButton } from './place-form.tsx';
import { idColumns, placeDetail, type PlaceSectionDescriptor } from './place-sections.ts';

/**
 * All Union or All Village (one descriptor each, place-sections.ts): search, Add, page size, edit,
 * and delete after a confirmation that names the place.
 */
export function PlaceSection({ section }: { section: PlaceSectionDescriptor }) {
  const list = useAddressList(section.kind);
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const edit = useEditPlace(section.kind);
  const [deleting, setDeleting] = useState<Union | Village | null>(null);

  const remove = useMutation({
    mutationFn: (row: Union | Village) => section.remove(row._id),
    onSuccess: async (answer) => {
      setDeleting(null);
      if (answer.deletedCount > 0) {
        toast.success(section.deleted);
        if (list.query.data?.rows.length === 1) list.setPage(list.page - 1);
      }
      await refreshPlaces(queryClient);
    },
    onError: (error) => {
      setDeleting(null);
      if (error instanceof ApiError && error.status === 403) toast.error(section.onlySuperDelete);
      else if (error instanceof ApiError && error.status === 409) toast.error(section.inUse);
      else toast.error(T.server.deleteFailed);
    },
  });

  const columns: Column<Union | Village>[] = [
    { header: T.columns.englishName, card: 'title', cell: (row) => row.name },
    { header: T.columns.banglaName, cell: (row) => row.bn_name },
    ...idColumns(section),
    {
      header: T.columns.action,
      className: 'col-action',
      card: 'actions',
      cell: (row) => (
        <div className="row-actions">
          {edit.button(row)}
          <RowButton tone="danger" label={T.deleteLabel(row.name)} onClick={() => setDeleting(row)}>
            {T.delete}
          </RowButton>
        </div>
      ),
    },
  ];

  const headingId = `all-${section.kind}`;
  return (
    <section className="card address-section" aria-labelledby={headingId}>
      <div className="address-head">
        <h2 id={headingId}>{section.heading}</h2>
        <button type="button" className="btn btn-primary btn-small" onClick={() => setAdding(true)}>
          {section.add}
        </button>
      </div>
      <AddressToolbar list={list} searchLabel={section.search} />
      <AddressTable
        list={list}
        caption={section.heading}
        columns={columns}
        rowKey={(row) => row._id}
        testId={`${section.kind}-list`}
      />
      <Modal
        open={adding}
        title={section.add}
        onClose={() => setAdding(false)}
        wide={section.ids.length > 1}
      >
        <AddPlaceForm
          place={section}
          onClose={() => setAdding(false)}
          onAdded={() => list.setPage(0)}
        />
      </Modal>
      {edit.modal}
      <ConfirmDialog
        open={deleting !== null}
        title={section.confirm}
        detail={
          deleting ? `${deleting.name} (${deleting.bn_name}), ${placeDetail(deleting)}` : undefined
        }
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
