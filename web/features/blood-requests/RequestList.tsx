import { useState } from 'react';
import { Link } from 'react-router';
import { BLOOD_GROUP_LABELS, LIST_PAGE_SIZES } from '../../../common/constants.ts';
import type { BloodRequestRow } from '../../../common/schemas/blood-requests.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { TrashIcon } from '../../components/icons.tsx';
import { serial } from '../../components/list.ts';
import { PageSizeSelect } from '../../components/PageSizeSelect.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { toast } from '../../components/toast.tsx';
import { bloodRequestTexts as t } from '../../i18n/blood-requests.ts';
import { useDeleteRequest, useMarkDone, useRequestPage, type RequestKind } from './api.ts';
import { splitDateTime } from './format.ts';
import { RequestDetails } from './RequestDetails.tsx';
import { BagProgress } from '../matching/BagProgress.tsx';
import { matchesPath } from '../matching/paths.ts';
import { isOpen, requestState } from '../matching/request-state.ts';
import { RequestStateBadge } from '../matching/RequestStateBadge.tsx';
import { matchingText } from '../../i18n/matching.ts';
import './blood-requests.css';
import { digits } from '../../i18n/language.ts';

type Confirming = { request: BloodRequestRow; action: 'delete' | 'decline' } | null;

/** The Complete or Incomplete table with its page size, pagination, profile modal and confirm dialog. */
export function RequestList({ kind }: { kind: RequestKind }) {
  const [limit, setLimit] = useState(10);
  const [page, setPage] = useState(0);
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

  return (
    <div className="request-list">
      <div className="toolbar">
        <PageSizeSelect
          value={limit}
          sizes={LIST_PAGE_SIZES}
          label={t.actions.show}
          onChange={(size) => {
            setLimit(size);
            setPage(0);
          }}
        />
      </div>
      {list.isLoading ? (
        <Spinner />
      ) : list.isError ? (
        <p className="empty" role="alert">
          {t.table.loadFailed}
        </p>
      ) : (
        <div className="table-wrap">
          <table className="table request-table" data-testid={`${kind}-requests`}>
            <thead>
              <tr>
                <th scope="col">{t.table.serial}</th>
                <th scope="col">{t.table.patientName}</th>
                <th scope="col">{t.table.bloodGroup}</th>
                <th scope="col">{t.table.quantity}</th>
                <th scope="col">{t.table.hemoglobin}</th>
                <th scope="col">{t.table.date}</th>
                <th scope="col">{t.table.phone}</th>
                <th scope="col">{t.table.problem}</th>
                <th scope="col">{t.table.place}</th>
                {kind === 'incomplete' && <th scope="col">{t.table.complete}</th>}
                <th scope="col">{t.table.status}</th>
                <th scope="col">{t.table.action}</th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={kind === 'incomplete' ? 12 : 11} className="empty">
                    {t.table.none}
                  </td>
                </tr>
              )}
              {rows.map((request, index) => (
                <tr key={request._id}>
                  <td>{digits(serial(limit, page, index))}</td>
                  <td className="cell-name">
                    <button
                      type="button"
                      className="link-button patient-link"
                      aria-label={t.table.open(request.patient_name)}
                      onClick={() => setShown(request)}
                    >
                      {request.patient_name}
                    </button>
                    {isOpen(request) && (
                      <Link
                        className="btn btn-primary btn-small find-donors"
                        to={matchesPath(request._id)}
                        aria-label={matchingText.findDonorsFor(request.patient_name)}
                      >
                        {matchingText.findDonors}
                      </Link>
                    )}
                  </td>
                  <td>
                    <span className="group-label">
                      {BLOOD_GROUP_LABELS[request.requested_bloodGroup] ??
                        request.requested_bloodGroup}
                    </span>
                  </td>
                  <td>{t.table.bags(request.blood_quantity)}</td>
                  <td>{request.hemoglobin || '...'}</td>
                  <td>
                    <DateCell iso={request.date} />
                  </td>
                  <td>
                    <a href={`tel:${request.number1}`}>{request.number1}</a>
                  </td>
                  <td className="cell-text">{request.patient_problem || '...'}</td>
                  <td className="cell-text">{request.donation_place}</td>
                  {kind === 'incomplete' && (
                    <td>
                      <button
                        type="button"
                        className="btn btn-success btn-small"
                        disabled={busy}
                        onClick={() => done(request)}
                      >
                        {t.actions.done}
                      </button>
                    </td>
                  )}
                  <td>
                    {kind === 'complete' ? (
                      requestState(request) === 'done' && (
                        <span className="status-tick" role="img" aria-label={t.table.doneStatus}>
                          ✓
                        </span>
                      )
                    ) : (
                      <span
                        className="spinner small"
                        role="img"
                        aria-label={t.table.waitingStatus}
                      />
                    )}
                    <span className="cell-badges">
                      <RequestStateBadge request={request} />
                      <BagProgress request={request} compact />
                    </span>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="icon-btn delete-btn"
                      aria-label={t.table.delete(request.patient_name)}
                      onClick={() => setConfirming({ request, action: 'delete' })}
                    >
                      <TrashIcon size={20} />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination pageCount={list.data?.pageCount ?? 0} page={page} onPageChange={setPage} />

      {/* The open request as the list now has it (a call or pledge changes its counts). */}
      <RequestDetails request={(shown && rows.find((row) => row._id === shown._id)) ?? shown} onClose={() => setShown(null)}>
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
