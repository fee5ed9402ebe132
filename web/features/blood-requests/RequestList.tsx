import { useState } from 'react';
import { Link } from 'react-router';
import { BLOOD_GROUP_LABELS, LIST_PAGE_SIZES } from '../../../common/constants.ts';
import type { BloodRequestRow } from '../../../common/schemas/blood-requests.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { TrashIcon } from '../../components/icons.tsx';
import { serial } from '../../components/list.ts';
import { PageSizeSelect } from '../../components/PageSizeSelect.tsx';
import { DataList, PhoneLink, type ListColumn } from '../../components/DataList.tsx';
import { useUrlList } from '../../components/url-list.ts';
import { digits } from '../../i18n/language.ts';
import { toast } from '../../components/toast.tsx';
import { bloodRequestTexts as t } from '../../i18n/blood-requests.ts';
import { useDeleteRequest, useMarkDone, useRequestPage, type RequestKind } from './api.ts';
import { splitDateTime } from '../../shared/format.ts';
import { RequestDetails } from './RequestDetails.tsx';
import { BagProgress } from '../matching/BagProgress.tsx';
import { matchesPath } from '../matching/paths.ts';
import { isOpen, requestState } from '../matching/request-state.ts';
import { RequestStateBadge } from '../matching/RequestStateBadge.tsx';
import { matchingText } from '../../i18n/matching.ts';
import './blood-requests.css';

type Confirming = { request: BloodRequestRow; action: 'delete' | 'decline' } | null;

/** The Complete or Incomplete table with its page size, pagination, profile modal and confirm dialog. */
export function RequestList({ kind }: { kind: RequestKind }) {
  const url = useUrlList({ sizes: LIST_PAGE_SIZES });
  const { size: limit, page, setPage } = url;
  const [shown, setShown] = useState<BloodRequestRow | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const list = useRequestPage(kind, limit, page);
  const markDone = useMarkDone();
  const remove = useDeleteRequest();
  const rows = list.data?.rows ?? [];
  const busy = markDone.isPending || remove.isPending;

  /** After the last row of a page goes, show the page before it. */
  const afterRowGone = () => {
    if (rows.length === 1 && page > 0) setPage(page - 1);
  };

  const done = (request: BloodRequestRow) =>
    markDone.mutate(request._id, {
      onSuccess: () => {
        toast.success(t.toasts.done);
        setShown(null);
        afterRowGone();
      },
    });

  const patientButton = (request: BloodRequestRow) => (
    <button
      type="button"
      className="link-button patient-link"
      aria-label={t.table.open(request.patient_name)}
      onClick={() => setShown(request)}
    >
      {request.patient_name}
    </button>
  );
  const findDonorsLink = (request: BloodRequestRow) =>
    isOpen(request) && (
      <Link
        className="btn btn-primary btn-small find-donors"
        to={matchesPath(request._id)}
        aria-label={matchingText.findDonorsFor(request.patient_name)}
      >
        {matchingText.findDonors}
      </Link>
    );

  const confirmDelete = () => {
    if (!confirming) return;
    remove.mutate(confirming.request._id, {
      onSuccess: (answer) => {
        if (answer.deletedCount > 0) {
          toast.success(
            kind === 'complete' ? t.toasts.completeDeleted : t.toasts.incompleteDeleted,
          );
          afterRowGone();
        }
        setConfirming(null);
        setShown(null);
      },
    });
  };

  const columns: ListColumn<BloodRequestRow>[] = [
    {
      id: 'serial',
      header: t.table.serial,
      card: 'none',
      cell: (_r, index) => digits(serial(limit, page, index)),
    },
    {
      id: 'patient',
      header: t.table.patientName,
      card: 'title',
      className: 'cell-name',
      cell: (request) => (
        <>
          {patientButton(request)}
          {findDonorsLink(request)}
        </>
      ),
      cardCell: (request) => patientButton(request),
    },
    {
      id: 'group',
      header: t.table.bloodGroup,
      card: 'lead',
      nowrap: true,
      cell: (request) => (
        <span className="group-label">
          {BLOOD_GROUP_LABELS[request.requested_bloodGroup] ?? request.requested_bloodGroup}
        </span>
      ),
    },
    {
      id: 'quantity',
      header: t.table.quantity,
      nowrap: true,
      // In the row's Details on a laptop: the status beside it says the same ("Needed 2 · ..."),
      // and the place needs the room.
      fold: true,
      cell: (request) => t.table.bags(request.blood_quantity),
    },
    {
      id: 'hemoglobin',
      header: t.table.hemoglobin,
      fold: true,
      cell: (request) => (request.hemoglobin ? digits(request.hemoglobin) : '...'),
    },
    {
      id: 'date',
      header: t.table.date,
      nowrap: true,
      cell: (request) => <DateCell iso={request.date} />,
    },
    {
      id: 'phone',
      header: t.table.phone,
      nowrap: true,
      cell: (request) => (
        <span className="phone-links">
          <PhoneLink number={request.number1} />
          {request.number2 && <PhoneLink number={request.number2} />}
        </span>
      ),
    },
    {
      id: 'problem',
      header: t.table.problem,
      fold: true,
      cell: (request) => request.patient_problem || '...',
    },
    { id: 'place', header: t.table.place, cell: (request) => request.donation_place },
    {
      id: 'status',
      header: t.table.status,
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
    },
    {
      id: 'find',
      header: matchingText.findDonors,
      card: 'actions',
      table: false,
      cell: findDonorsLink,
    },
    ...(kind === 'incomplete'
      ? [
          {
            id: 'done',
            header: t.table.complete,
            card: 'actions',
            cell: (request: BloodRequestRow) => (
              <button
                type="button"
                className="btn btn-success btn-small"
                disabled={busy}
                onClick={() => done(request)}
              >
                {t.actions.done}
              </button>
            ),
          } satisfies ListColumn<BloodRequestRow>,
        ]
      : []),
    {
      id: 'delete',
      header: t.table.action,
      card: 'actions',
      cell: (request) => (
        <button
          type="button"
          className="icon-btn delete-btn"
          aria-label={t.table.delete(request.patient_name)}
          onClick={() => setConfirming({ request, action: 'delete' })}
        >
          <TrashIcon size={20} />
        </button>
      ),
    },
  ];

  return (
    <div className="request-list">
      <div className="toolbar">
        <PageSizeSelect
          value={limit}
          sizes={LIST_PAGE_SIZES}
          label={t.actions.show}
          onChange={url.setSize}
        />
      </div>
      <DataList
        label={kind === 'complete' ? t.tabs.complete : t.tabs.incomplete}
        testId={`${kind}-requests`}
        columns={columns}
        rows={list.data?.rows}
        rowKey={(request) => request._id}
        emptyText={t.table.none}
        query={list}
        pageSize={limit}
        page={page}
        pageCount={list.data?.pageCount ?? 0}
        onPageChange={setPage}
      />

      {/* The open request as the list now has it (a call or pledge changes its counts). */}
      <RequestDetails
        request={(shown && rows.find((row) => row._id === shown._id)) ?? shown}
        onClose={() => setShown(null)}
      >
        {shown && kind === 'complete' && (
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => setConfirming({ request: shown, action: 'delete' })}
          >
            {t.actions.delete}
          </button>
        )}
        {shown && kind === 'incomplete' && (
          <>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => setConfirming({ request: shown, action: 'decline' })}
            >
              {t.actions.decline}
            </button>
            <button
              type="button"
              className="btn btn-success"
              disabled={busy}
              onClick={() => done(shown)}
            >
              {t.actions.done}
            </button>
          </>
        )}
      </RequestDetails>

      <ConfirmDialog
        open={!!confirming}
        title={confirming?.action === 'decline' ? t.confirm.decline : t.confirm.delete}
        detail={confirming?.request.patient_name}
        archives
        confirmLabel={confirming?.action === 'decline' ? t.actions.decline : t.actions.delete}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}

function DateCell({ iso }: { iso: string }) {
  const { date, time } = splitDateTime(iso);
  return (
    <time dateTime={iso} className="date-cell">
      <span>{date}</span>
      <span className="muted small">{time}</span>
    </time>
  );
}
