import type { DonorRow } from '../../../common/schemas/donors.ts';
import { serial } from '../../components/list.ts';
import { donorsText as t } from '../../i18n/donors.ts';
import { DonorAvatar } from './DonorAvatar.tsx';
import type { DonorColumn } from './DonorTable.tsx';
import { ageOf, bloodLabel } from './format.ts';
import { CallBadge } from '../matching/CallBadge.tsx';
import { RecordCallButton } from '../matching/RecordCallButton.tsx';
import { matchingText } from '../../i18n/matching.ts';
import { digits } from '../../i18n/language.ts';

/** The columns the donor tables share. Each screen lists its columns itself, with its own in between. */

export const serialColumn = (limit: number, page: number): DonorColumn => ({
  header: t.table.serial,
  cell: (_donor, rowIndex) => digits(serial(limit, page, rowIndex)),
});

export const avatarColumn = (openProfile: (donor: DonorRow) => void): DonorColumn => ({
  header: t.table.profile,
  cell: (donor) => <DonorAvatar gender={donor.gender} label={t.table.openProfile(donor.name)} onOpen={() => openProfile(donor)} />,
});

export const nameColumn: DonorColumn = { header: t.table.name, cell: (donor) => donor.name };

export const bloodGroupColumn: DonorColumn = {
  header: t.table.group,
  cell: (donor) => <span className="blood-label">{bloodLabel(donor.bloodGroup)}</span>,
};

export const ageColumn: DonorColumn = { header: t.table.age, cell: (donor) => digits(ageOf(donor.age)) };

export const genderColumn: DonorColumn = { header: t.table.gender, cell: (donor) => t.genderLabels[donor.gender] ?? donor.gender };

export const phoneColumn: DonorColumn = {
  header: t.table.number,
  cell: (donor) => <a href={`tel:${donor.number1}`}>{donor.number1}</a>,
};

/** Calls: the 'called N times in 3 days' badge, the wrong-number flag, and Record call. */
export const callColumn: DonorColumn = {
  header: matchingText.calls.column,
  cell: (donor) => (
    <div className="call-cell">
      <CallBadge summary={donor} />
      <RecordCallButton donor={donor} />
    </div>
  ),
};

/** Upazila, union and village. */
export const placeColumns: DonorColumn[] = [
  { header: t.table.upazila, cell: (donor) => donor.upazila },
  { header: t.table.union, cell: (donor) => donor.union },
  { header: t.table.village, cell: (donor) => donor.village },
];

export const editColumn = (edit: (donor: DonorRow) => void): DonorColumn => ({
  header: t.table.edit,
  cell: (donor) => (
    <button type="button" className="btn btn-small btn-outline" onClick={() => edit(donor)}>
      {t.table.edit}
    </button>
  ),
});

export const deleteColumn = (askToDelete: (donor: DonorRow) => void): DonorColumn => ({
  header: t.table.action,
  cell: (donor) => (
    <button
      type="button"
      className="btn btn-small btn-danger"
      aria-label={`${t.table.delete} ${donor.name}`}
      onClick={() => askToDelete(donor)}
    >
      {t.table.delete}
    </button>
  ),
});
