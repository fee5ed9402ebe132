import { useState } from 'react';
import type { DonorRow } from '../../../common/schemas/donors.ts';
import { donorsText as t } from '../../i18n/donors.ts';
import { digits } from '../../i18n/language.ts';
import { DeleteDonorDialog } from './DeleteDonorDialog.tsx';
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
  type DonorColumn,
} from './donor-columns.tsx';
import { DataList } from '../../components/DataList.tsx';
import { useDonorList } from './donor-api.ts';
import { DonateModal, DonorProfileModal, EditDonorModal } from './donor-dialogs.ts';
import { DonorListToolbar } from './DonorListToolbar.tsx';
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
    {
      id: 'donations',
      header: t.table.totalDonations,
      cell: (donor) => digits(donor.donationCount),
    },
    editColumn(setEditing),
    {
      id: 'donate',
      header: t.table.presence,
      card: 'actions',
      cell: (donor) => (
        <button
          type="button"
          className="btn btn-small btn-success"
          aria-label={`${t.list.donate} ${donor.name}`}
          onClick={() => setDonating(donor)}
        >
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
      <DataList
        label={t.titles.available}
        testId="available-donors"
        columns={columns}
        rows={list.data?.rows}
        rowKey={(donor) => donor._id}
        emptyText={t.table.empty}
        query={list}
        pageSize={state.limit}
        page={state.page}
        pageCount={list.data?.pageCount ?? 0}
        onPageChange={state.setPage}
      />

      {profile && <DonorProfileModal donor={profile} onClose={() => setProfile(null)} />}
      {editing && <EditDonorModal donor={editing} onClose={() => setEditing(null)} />}
      {donating && <DonateModal donor={donating} onClose={() => setDonating(null)} />}
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
