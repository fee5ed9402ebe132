import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { LIST_PAGE_SIZES } from '../../../common/constants.ts';
import type { DonorRow } from '../../../common/schemas/donors.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { serial } from '../../components/list.ts';
import { PageSizeSelect } from '../../components/PageSizeSelect.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { toast } from '../../components/toast.tsx';
import { donorsText as t } from '../../i18n/donors.ts';
import { donorKeys, useDeleteDonor, useDonorList, useMakeAvailable } from './donor-api.ts';
import { DonorAvatar } from './DonorAvatar.tsx';
import { DonorFilterPanel } from './DonorFilterPanel.tsx';
import { DonorProfileModal } from './DonorProfileModal.tsx';
import { EditDonorModal } from './EditDonorModal.tsx';
import { bloodLabel, formatDateTime, remaining, useNow } from './format.ts';
import { useDonorListState } from './list-state.ts';
import { SortSelect } from './SortSelect.tsx';
import './donors.css';

/** Unavailable donors: verified donors who gave recently, with a countdown to when they may give again. */
export function UnavailableDonorsPage() {
  const state = useDonorListState();
  const list = useDonorList('unavailable', state.params);
  const remove = useDeleteDonor();
  const done = useMakeAvailable();
  const client = useQueryClient();
  const now = useNow(1000);
  const [details, setDetails] = useState<DonorRow | null>(null);
  const [profile, setProfile] = useState<DonorRow | null>(null);
  const [editing, setEditing] = useState<DonorRow | null>(null);
  const [deleting, setDeleting] = useState<DonorRow | null>(null);
  const rows = list.data?.rows ?? [];

  // At zero the server already lists the donor as available: refresh both lists once per donor.
  const refreshed = useRef(new Set<string>());
  const dueIds = rows
    .filter((d) => remaining(d.time, now).done)
    .map((d) => d._id)
    .join(',');
  useEffect(() => {
    const fresh = dueIds.split(',').filter((id) => id && !refreshed.current.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) refreshed.current.add(id);
    void client.invalidateQueries({ queryKey: donorKeys.all });
  }, [dueIds, client]);

  const makeAvailable = (donor: DonorRow) =>
    done.mutate(donor._id, {
      onSuccess: () => {
        toast.success(t.toasts.nowAvailable(donor.name));
        setProfile(null);
        setDetails(null);
      },
    });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: (answer) => {
        if (answer.deletedCount > 0) toast.success(t.toasts.donorDeleted);
        setDeleting(null);
      },
    });
  };
  const left = (donor: DonorRow) => remaining(donor.time, now);

  return (
    <div>
      <div className="toolbar donor-toolbar">
        <div className="donor-toolbar-group">
          <PageSizeSelect value={state.limit} sizes={LIST_PAGE_SIZES} onChange={state.setLimit} label={t.list.show} />
          <SortSelect
            value={state.sortByDonateCount}
            onChange={state.setSortByDonateCount}
            countLabel={t.list.sortCountUnavailable}
          />
        </div>
        <DonorFilterPanel filters={state.filters} onChange={state.setFilters} />
      </div>
      {list.data && <p className="muted small list-total">{t.list.total(list.data.totalCount)}</p>}
      {list.isLoading ? (
        <Spinner />
      ) : (
        <div className={list.isFetching ? 'table-wrap is-loading' : 'table-wrap'}>
          <table className="table donors-table" aria-label={t.titles.unavailable}>
            <thead>
              <tr>
                <th>{t.table.serial}</th>
                <th>{t.table.profile}</th>
                <th>{t.table.name}</th>
                <th>{t.table.group}</th>
                <th>{t.table.gender}</th>
                <th>{t.table.number}</th>
                <th>{t.table.upazila}</th>
                <th>{t.table.union}</th>
                <th>{t.table.village}</th>
                <th>{t.table.totalDonations}</th>
                <th>{t.table.edit}</th>
                <th>{t.table.timeRemaining}</th>
                <th>{t.table.complete}</th>
                <th>{t.table.action}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((donor, i) => {
                const r = left(donor);
                return (
                  <tr key={donor._id}>
                    <td>{serial(state.limit, state.page, i)}</td>
                    <td>
                      <DonorAvatar gender={donor.gender} label={t.table.openProfile(donor.name)} onOpen={() => setProfile(donor)} />
                    </td>
                    <td>
                      <button type="button" className="link-button" onClick={() => setDetails(donor)}>
                        {donor.name}
                      </button>
                    </td>
                    <td>
                      <span className="blood-label">{bloodLabel(donor.bloodGroup)}</span>
                    </td>
                    <td>{t.genderLabels[donor.gender] ?? donor.gender}</td>
                    <td>
                      <a href={`tel:${donor.number1}`}>{donor.number1}</a>
                    </td>
                    <td>{donor.upazila}</td>
                    <td>{donor.union}</td>
                    <td>{donor.village}</td>
                    <td>
                      {donor.donationCount} {t.leaderBoard.times}
                    </td>
                    <td>
                      <button type="button" className="btn btn-small btn-outline" onClick={() => setEditing(donor)}>
                        {t.table.edit}
                      </button>
                    </td>
                    <td>
                      <span className="countdown" data-testid="countdown">
                        {r.done ? t.countdown.due : t.countdown.format(r.days, r.hours, r.minutes)}
                      </span>
                    </td>
                    <td>
                      <button type="button" className="btn btn-small btn-success" onClick={() => makeAvailable(donor)} disabled={done.isPending}>
                        {t.list.done}
                        {donor.note !== null && (
                          <span className="badge note-badge" title={t.modals.note}>
                            {donor.note}
                          </span>
                        )}
                      </button>
                    </td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-small btn-danger"
                        aria-label={`${t.table.delete} ${donor.name}`}
                        onClick={() => setDeleting(donor)}
                      >
                        {t.table.delete}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {rows.length === 0 && <p className="empty">{t.table.empty}</p>}
        </div>
      )}
      <Pagination pageCount={list.data?.pageCount ?? 0} page={state.page} onPageChange={state.setPage} />

      <DonorProfileModal
        donor={details}
        title={t.modals.unavailableData}
        onClose={() => setDetails(null)}
        extra={
          details && (
            <>
              <dt>{t.modals.lastDonation}</dt>
              <dd>{formatDateTime(details.donateTime)}</dd>
              <dt>{t.modals.nextEligible}</dt>
              <dd>{formatDateTime(details.time)}</dd>
              <dt>{t.modals.note}</dt>
              <dd>{details.note ?? 0}</dd>
            </>
          )
        }
        actions={
          details && (
            <button type="button" className="btn btn-success" onClick={() => makeAvailable(details)}>
              {t.list.done}
            </button>
          )
        }
      />
      <DonorProfileModal
        donor={profile}
        onClose={() => setProfile(null)}
        extra={
          profile && (
            <>
              <dt>{t.modals.remaining}</dt>
              <dd className="countdown">{t.countdown.short(left(profile).days, left(profile).hours)}</dd>
            </>
          )
        }
      />
      <EditDonorModal donor={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={!!deleting}
        title={t.modals.deleteDonor}
        detail={deleting?.name}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

export default UnavailableDonorsPage;
