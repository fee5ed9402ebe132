import { useState } from 'react';
import type { DonorRow } from '../../../common/schemas/donors.ts';
import { donorsText as t } from '../../i18n/donors.ts';
import { DeleteDonorDialog } from './DeleteDonorDialog.tsx';
import { DonateModal } from './DonateModal.tsx';
import {
  ageColumn,
  avatarColumn,
  bloodGroupColumn,
  callColumn,
  deleteColumn,
  editColumn,
  genderColumn,
  nameColumn,
  phoneColumn,
  placeColumns,
  serialColumn,
} from './donor-columns.tsx';
import { useDonorList } from './donor-api.ts';
import { DonorListToolbar } from './DonorListToolbar.tsx';
import { DonorProfileModal } from './DonorProfileModal.tsx';
import { DonorTable, type DonorColumn } from './DonorTable.tsx';
import { EditDonorModal } from './EditDonorModal.tsx';
import { ListTotal } from './ListTotal.tsx';
import { useDonorListState } from './list-state.ts';
import './donors.css';

/** Available donors: verified donors who may give now. */
export function AvailableDonorsPage() {
  const state = useDonorListState();
  const list = useDonorList('available', state.params);
  const [profile, setProfile] = useState<DonorRow | null>(null);
  const [editing, setEditing] = useState<DonorRow | null>(null);
  const [donating, setDonating] = useState<DonorRow | null>(null);
  const [deleting, setDeleting] = useState<DonorRow | null>(null);

  const columns: DonorColumn[] = [
    serialColumn(state.limit, state.page),
    avatarColumn(setProfile),
    nameColumn,
    bloodGroupColumn,
    ageColumn,
    genderColumn,
    phoneColumn,
    callColumn,
    ...placeColumns,
    { header: t.table.totalDonations, cell: (donor) => donor.donationCount },
    editColumn(setEditing),
    {
      header: t.table.presence,
      cell: (donor) => (
        <button type="button" className="btn btn-small btn-success" onClick={() => setDonating(donor)}>
          {t.list.donate}
        </button>
      ),
    },
    deleteColumn(setDeleting),
  ];

  return (
    <div>
      <DonorListToolbar state={state} countLabel={t.list.sortCount} />
      <ListTotal count={list.data?.totalCount} />
      <DonorTable
        label={t.titles.available}
        columns={columns}
        rows={list.data?.rows ?? []}
        emptyText={t.table.empty}
        query={list}
        page={state.page}
        onPageChange={state.setPage}
      />

      <DonorProfileModal donor={profile} onClose={() => setProfile(null)} />
      <EditDonorModal donor={editing} onClose={() => setEditing(null)} />
      <DonateModal donor={donating} onClose={() => setDonating(null)} />
      <DeleteDonorDialog
        donor={deleting}
        subject="donor"
        onCancel={() => setDeleting(null)}
        onDeleted={() => setDeleting(null)}
      />
    </div>
  );
}

export default AvailableDonorsPage;
