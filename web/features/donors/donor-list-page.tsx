import { useState } from 'react';
import type { DonorRow } from '../../../common/schemas/donors.ts';
import { donorsText as t } from '../../i18n/donors.ts';
import { DeleteDonorDialog } from './DeleteDonorDialog.tsx';
import { useDonorList } from './donor-api.ts';
import {
  ageColumn,
  avatarColumn,
  bloodGroupColumn,
  callColumn,
  consentColumn,
  deleteColumn,
  editColumn,
  genderColumn,
  phoneColumn,
  placeColumns,
  serialColumn,
  type DonorColumn,
} from './donor-columns.tsx';
import { EditDonorModal } from './donor-dialogs.ts';
import { useMoveDonorAction } from './move-donor-action.tsx';
import { useDonorListState } from './list-state.ts';

/** What a donor list page puts in the shared columns: the rest is the same for both lists. */
interface ColumnParts {
  /** The name: a plain column, or a button that opens the page's own details. */
  name: DonorColumn;
  /** The age column (the available list has one). */
  age: boolean;
  /** How the donations count is shown, and whether it folds into the row's Details. */
  donations: Pick<DonorColumn, 'cell' | 'fold'>;
  /** The page's own actions, between Edit and Delete. */
  actions: DonorColumn[];
}

/**
 * What the Available and Unavailable donor pages share: the URL's list state, the list, the
 * profile the avatar opens, the columns around each page's own, and the Edit and Delete dialogs.
 */
export function useDonorListPage(status: 'available' | 'unavailable') {
  const state = useDonorListState();
  const list = useDonorList(status, state.params);
  const [profile, setProfile] = useState<DonorRow | null>(null);
  const [editing, setEditing] = useState<DonorRow | null>(null);
  const [deleting, setDeleting] = useState<DonorRow | null>(null);
  const move = useMoveDonorAction(() => setProfile(null));

  const columns = ({ name, age, donations, actions }: ColumnParts): DonorColumn[] => [
    serialColumn(state.limit, state.page),
    avatarColumn(setProfile),
    name,
    bloodGroupColumn,
    ...(age ? [ageColumn] : []),
    genderColumn,
    phoneColumn,
    consentColumn,
    callColumn,
    ...placeColumns,
    { id: 'donations', header: t.table.totalDonations, ...donations },
    editColumn(setEditing),
    ...actions,
    deleteColumn(setDeleting),
  ];

  const dialogs = (
    <>
      {editing && <EditDonorModal donor={editing} onClose={() => setEditing(null)} />}
      {move.dialog}
      <DeleteDonorDialog
        donor={deleting}
        subject="donor"
        onCancel={() => setDeleting(null)}
        onDeleted={() => setDeleting(null)}
      />
    </>
  );

  /** The profile's Move to another unit (a federation's only). */
  const moveAction = move.button;

  return { state, list, profile, setProfile, columns, dialogs, moveAction };
}
