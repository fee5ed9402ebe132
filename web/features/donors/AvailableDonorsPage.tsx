import { useState } from 'react';
import type { DonorRow } from '../../../common/schemas/donors.ts';
import { donorsText as t } from '../../i18n/donors.ts';
import { digits } from '../../i18n/language.ts';
import { DeleteDonorDialog } from './DeleteDonorDialog.tsx';
import {
  ageColumn,
  avatarColumn,
  buttonColumn,
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
import { donorListQuery, useDonorList } from './donor-api.ts';
import type { ScreenReads } from '../../app/route-reads.ts';
import { geoReads } from '../../shared/geo.ts';
import { DonateModal, DonorProfileModal, EditDonorModal } from './donor-dialogs.ts';
import { DonorListView } from './DonorListView.tsx';
import { donorListAt, useDonorListState } from './list-state.ts';
import sharedStylesheet from '../../styles/shared.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(sharedStylesheet);

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
    buttonColumn({
      id: 'donate',
      header: t.table.presence,
      label: t.list.donate,
      tone: 'success',
      onClick: setDonating,
    }),
    deleteColumn(setDeleting),
  ];

  return (
    <div>
      <DonorListView
        state={state}
        list={list}
        columns={columns}
        label={t.titles.available}
        countLabel={t.list.sortCount}
        testId="available-donors"
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

/** The list the address shows, and its filter's place selects (app/route-reads.ts). */
export const reads: ScreenReads = ({ url, queryClient }) => {
  const { params, filters } = donorListAt(url.searchParams);
  return [donorListQuery(queryClient, 'available', params), ...geoReads(filters)];
};
