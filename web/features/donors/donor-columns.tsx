import type { ReactNode } from 'react';
import type { DonorRow } from '../../../common/schemas/donors.ts';
import { PhoneLink, type ListColumn } from '../../components/DataList.tsx';
import { serial } from '../../components/list.ts';
import { donorsText as t } from '../../i18n/donors.ts';
import { digits } from '../../i18n/language.ts';
import { listsText } from '../../i18n/lists.ts';
import { DonorAvatar } from './DonorAvatar.tsx';
import { MissingBadge } from './MissingBadge.tsx';
import { ageOf, bloodLabel } from '../../shared/format.ts';
import { placeName } from '../../shared/geo.ts';
import { CallBadge } from '../matching/CallBadge.tsx';
import { RecordCallButton } from '../matching/RecordCallButton.tsx';
import { matchingText } from '../../i18n/matching.ts';
import { ConsentBadge } from './ConsentBadge.tsx';

/** One column of a donor list (table and card). */
export type DonorColumn = ListColumn<DonorRow>;

/** The columns the donor lists share. Each screen lists its columns itself, with its own in between. */

export const serialColumn = (limit: number, page: number): DonorColumn => ({
  id: 'serial',
  header: t.table.serial,
  card: 'none',
  cell: (_donor, rowIndex) => digits(serial(limit, page, rowIndex)),
});

export const avatarColumn = (openProfile: (donor: DonorRow) => void): DonorColumn => ({
  id: 'profile',
  header: t.table.profile,
  card: 'title',
  cell: (donor) => (
    <DonorAvatar
      gender={donor.gender}
      label={t.table.openProfile(donor.name)}
      onOpen={() => openProfile(donor)}
    />
  ),
});

export const nameColumn: DonorColumn = {
  id: 'name',
  get header() {
    return t.table.name;
  },
  card: 'title',
  cell: (donor) => (
    <>
      {donor.name}
      <MissingBadge donor={donor} />
    </>
  ),
};

export const bloodGroupColumn: DonorColumn = {
  id: 'group',
  get header() {
    return t.table.group;
  },
  card: 'lead',
  nowrap: true,
  cell: (donor) => <span className="blood-label">{bloodLabel(donor.bloodGroup)}</span>,
};

export const ageColumn: DonorColumn = {
  id: 'age',
  get header() {
    return t.table.age;
  },
  fold: true,
  cell: (donor) => (donor.age ? digits(ageOf(donor.age)) : '–'),
};

export const genderColumn: DonorColumn = {
  id: 'gender',
  get header() {
    return t.table.gender;
  },
  fold: true,
  cell: (donor) =>
    donor.missing?.includes('gender') ? '–' : (t.genderLabels[donor.gender] ?? donor.gender),
};

/** Both numbers as tap-to-call links. */
export const phoneColumn: DonorColumn = {
  id: 'phone',
  get header() {
    return t.table.number;
  },
  nowrap: true,
  cell: (donor) => (
    <span className="phone-links">
      <PhoneLink number={donor.number1} />
      {donor.number2 && <PhoneLink number={donor.number2} />}
      {donor.blocked && (
        <span className="badge" data-testid="blocked-number">
          {matchingText.blockedNumber}
        </span>
      )}
    </span>
  ),
};

/** Calls: the 'called N times in 3 days' badge, the wrong-number flag, and Record call. */
export const callColumn: DonorColumn = {
  id: 'calls',
  get header() {
    return matchingText.calls.column;
  },
  cell: (donor) => (
    <div className="call-cell">
      <CallBadge summary={donor} />
      <RecordCallButton donor={donor} />
    </div>
  ),
};

/** Upazila, union and village: folded into the table's Details, one Place line on a card. */
export const placeColumns: DonorColumn[] = [
  {
    id: 'upazila',
    get header() {
      return t.table.upazila;
    },
    fold: true,
    card: 'none',
    cell: (donor) => placeName(donor.placeNames?.upazila, donor.upazila),
  },
  {
    id: 'union',
    get header() {
      return t.table.union;
    },
    fold: true,
    card: 'none',
    cell: (donor) => placeName(donor.placeNames?.union, donor.union),
  },
  {
    id: 'village',
    get header() {
      return t.table.village;
    },
    fold: true,
    card: 'none',
    cell: (donor) => donor.village,
  },
  {
    id: 'place',
    get header() {
      return listsText.place;
    },
    table: false,
    cell: (donor) =>
      [
        donor.village,
        placeName(donor.placeNames?.union, donor.union),
        placeName(donor.placeNames?.upazila, donor.upazila),
      ]
        .filter(Boolean)
        .join(', '),
  },
];

/** A column of one button per row; its accessible name adds the donor's name to the label. */
export function buttonColumn({
  id,
  header,
  label,
  tone,
  onClick,
  disabled,
  badge,
}: {
  id: string;
  header: string;
  label: string;
  tone: 'success' | 'outline' | 'danger';
  onClick: (donor: DonorRow) => void;
  disabled?: boolean;
  /** Shown after the label, inside the button (a count). */
  badge?: (donor: DonorRow) => ReactNode;
}): DonorColumn {
  return {
    id,
    header,
    card: 'actions',
    cell: (donor) => (
      <button
        type="button"
        className={`btn btn-small btn-${tone}`}
        aria-label={`${label} ${donor.name}`}
        disabled={disabled}
        onClick={() => onClick(donor)}
      >
        {label}
        {badge?.(donor)}
      </button>
    ),
  };
}

export const editColumn = (edit: (donor: DonorRow) => void): DonorColumn =>
  buttonColumn({
    id: 'edit',
    header: t.table.edit,
    label: t.table.edit,
    tone: 'outline',
    onClick: edit,
  });

export const deleteColumn = (askToDelete: (donor: DonorRow) => void): DonorColumn =>
  buttonColumn({
    id: 'delete',
    header: t.table.action,
    label: t.table.delete,
    tone: 'danger',
    onClick: askToDelete,
  });

/**
 * Consented to be contacted, or not: a small badge, a labelled line on a phone's card and in the
 * wide table's Details (a column of its own pushed the lists' last buttons out of a laptop's view).
 */
export const consentColumn: DonorColumn = {
  id: 'consent',
  get header() {
    return t.consent.column;
  },
  fold: true,
  cell: (donor) => <ConsentBadge donor={donor} />,
};
