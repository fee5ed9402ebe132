import { Link } from 'react-router';
import { BLOOD_GROUP_LABELS } from '../../../common/constants.ts';
import type { BloodRequestRow } from '../../../common/schemas/blood-requests.ts';
import { PhoneLink, type ListColumn } from '../../components/DataList.tsx';
import { TrashIcon } from '../../components/icons.tsx';
import { serial } from '../../components/list.ts';
import { bloodRequestTexts as t } from '../../i18n/blood-requests.ts';
import { digits } from '../../i18n/language.ts';
import { matchingText } from '../../i18n/matching.ts';
import { splitDateTime } from '../../shared/format.ts';
import { BagProgress } from '../matching/BagProgress.tsx';
import { matchesPath } from '../matching/paths.ts';
import { isOpen, requestState } from '../matching/request-state.ts';
import { RequestStateBadge } from '../matching/RequestStateBadge.tsx';
import type { RequestKind } from './api.ts';

/** One column of a blood request list (table and card). */
export type RequestColumn = ListColumn<BloodRequestRow>;

/** The columns of the request lists. RequestList puts them in order, with its own callbacks. */

export const serialColumn = (limit: number, page: number): RequestColumn => ({
  id: 'serial',
  get header() {
    return t.table.serial;
  },
  card: 'none',
  cell: (_request, index) => digits(serial(limit, page, index)),
});

/** "Find donors" for a request still open; nothing for a closed one. */
export const findDonorsLink = (request: BloodRequestRow) =>
  isOpen(request) && (
    <Link
      className="btn btn-primary btn-small find-donors"
      to={matchesPath(request._id)}
      aria-label={matchingText.findDonorsFor(request.patient_name)}
    >
      {matchingText.findDonors}
    </Link>
  );

/** The patient's name opens the request; in the table Find donors sits under it, on a card among the actions. */
export const patientColumn = (open: (request: BloodRequestRow) => void): RequestColumn => {
  const patientButton = (request: BloodRequestRow) => (
    <button
      type="button"
      className="link-button patient-link"
      aria-label={t.table.open(request.patient_name)}
      onClick={() => open(request)}
    >
      {request.patient_name}
    </button>
  );
  return {
    id: 'patient',
    get header() {
      return t.table.patientName;
    },
    card: 'title',
    className: 'cell-name',
    cell: (request) => (
      <>
        {patientButton(request)}
        {findDonorsLink(request)}
      </>
    ),
    cardCell: patientButton,
  };
};

export const bloodGroupColumn: RequestColumn = {
  id: 'group',
  get header() {
    return t.table.bloodGroup;
  },
  card: 'lead',
  nowrap: true,
  cell: (request) => (
    <span className="group-label">
      {BLOOD_GROUP_LABELS[request.requested_bloodGroup] ?? request.requested_bloodGroup}
    </span>
  ),
};

export const quantityColumn: RequestColumn = {
  id: 'quantity',
  get header() {
    return t.table.quantity;
  },
  nowrap: true,
  // In the row's Details on a laptop: the status beside it says the same ("Needed 2 · ..."),
  // and the place needs the room.
  fold: true,
  cell: (request) => t.table.bags(request.blood_quantity),
};

export const hemoglobinColumn: RequestColumn = {
  id: 'hemoglobin',
  get header() {
    return t.table.hemoglobin;
  },
  fold: true,
  cell: (request) => (request.hemoglobin ? digits(request.hemoglobin) : '...'),
};

function DateCell({ iso }: { iso: string }) {
  const { date, time } = splitDateTime(iso);
  return (
    <time dateTime={iso} className="date-cell">
      <span>{date}</span>
      <span className="muted small">{time}</span>
    </time>
  );
}

export const dateColumn: RequestColumn = {
  id: 'date',
  get header() {
    return t.table.date;
  },
  nowrap: true,
  cell: (request) => <DateCell iso={request.date} />,
};

/** Both numbers as tap-to-call links. */
export const phoneColumn: RequestColumn = {
  id: 'phone',
  get header() {
    return t.table.phone;
  },
  nowrap: true,
  cell: (request) => (
    <span className="phone-links">
      <PhoneLink number={request.number1} />
      {request.number2 && <PhoneLink number={request.number2} />}
      {request.blocked && (
        <span className="badge" data-testid="blocked-number">
          {matchingText.blockedNumber}
        </span>
      )}
    </span>
  ),
};

export const problemColumn: RequestColumn = {
  id: 'problem',
  get header() {
    return t.table.problem;
  },
  fold: true,
  cell: (request) => request.patient_problem || '...',
};

export const placeColumn: RequestColumn = {
  id: 'place',
  get header() {
    return t.table.place;
  },
  cell: (request) => request.donation_place,
};

/** Done (a tick) or waiting (a small spinner), with the request's state and its bags. */
export const statusColumn = (kind: RequestKind): RequestColumn => ({
  id: 'status',
  get header() {
    return t.table.status;
  },
  cell: (request) => (
    <span className="status-cell">
      {kind === 'complete' ? (
        requestState(request) === 'done' && (
          <span className="status-tick" role="img" aria-label={t.table.doneStatus}>
            ✓
          </span>
        )
      ) : (
        <span className="spinner small" role="img" aria-label={t.table.waitingStatus} />
      )}
      <span className="cell-badges">
        <RequestStateBadge request={request} />
        <BagProgress request={request} compact />
      </span>
    </span>
  ),
});

/** Find donors as a card's action (in the table it is under the patient's name). */
export const findDonorsColumn: RequestColumn = {
  id: 'find',
  get header() {
    return matchingText.findDonors;
  },
  card: 'actions',
  table: false,
  cell: findDonorsLink,
};

/** Done: the request moves to the complete list. */
export const doneColumn = (
  done: (request: BloodRequestRow) => void,
  busy: boolean,
): RequestColumn => ({
  id: 'done',
  get header() {
    return t.table.complete;
  },
  card: 'actions',
  cell: (request) => (
    <button
      type="button"
      className="btn btn-success btn-small"
      disabled={busy}
      onClick={() => done(request)}
    >
      {t.actions.done}
    </button>
  ),
});

/** The bin: asks before the request goes to the archive. */
export const deleteColumn = (askToDelete: (request: BloodRequestRow) => void): RequestColumn => ({
  id: 'delete',
  get header() {
    return t.table.action;
  },
  card: 'actions',
  cell: (request) => (
    <button
      type="button"
      className="icon-btn delete-btn"
      aria-label={t.table.delete(request.patient_name)}
      onClick={() => askToDelete(request)}
    >
      <TrashIcon size={20} />
    </button>
  ),
});
