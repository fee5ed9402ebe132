import { useState } from 'react';
import { LIST_PAGE_SIZES } from '../../../common/constants.ts';
import type { BloodRequestRow } from '../../../common/schemas/blood-requests.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageSizeSelect } from '../../components/PageSizeSelect.tsx';
import { DataList } from '../../components/DataList.tsx';
import { useUrlList } from '../../components/url-list.ts';
import { toast } from '../../components/toast.tsx';
import { bloodRequestTexts as t } from '../../i18n/blood-requests.ts';
import { useDeleteRequest, useMarkDone, useRequestPage, type RequestKind } from './api.ts';
import { RequestDetails } from './RequestDetails.tsx';
import {
  bloodGroupColumn,
  dateColumn,
  deleteColumn,
  doneColumn,
  findDonorsColumn,
  hemoglobinColumn,
  patientColumn,
  phoneColumn,
  placeColumn,
  problemColumn,
  quantityColumn,
  serialColumn,
  statusColumn,
  type RequestColumn,
} from './request-columns.tsx';
import dashboardStylesheet from '../../styles/dashboard.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(dashboardStylesheet);

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

  const columns: RequestColumn[] = [
    serialColumn(limit, page),
    patientColumn(setShown),
    bloodGroupColumn,
    quantityColumn,
    hemoglobinColumn,
    dateColumn,
    phoneColumn,
    problemColumn,
    placeColumn,
    statusColumn(kind),
    findDonorsColumn,
    ...(kind === 'incomplete' ? [doneColumn(done, busy)] : []),
    deleteColumn((request) => setConfirming({ request, action: 'delete' })),
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
