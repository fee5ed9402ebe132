import { useState } from 'react';
import { LIST_PAGE_SIZES } from '../../../common/constants.ts';
import type { DonorRow } from '../../../common/schemas/donors.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { serial } from '../../components/list.ts';
import { PageSizeSelect } from '../../components/PageSizeSelect.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { toast } from '../../components/toast.tsx';
import { donorsText as t } from '../../i18n/donors.ts';
import { DonateModal } from './DonateModal.tsx';
import { useDeleteDonor, useDonorList } from './donor-api.ts';
import { DonorAvatar } from './DonorAvatar.tsx';
import { DonorFilterPanel } from './DonorFilterPanel.tsx';
import { DonorProfileModal } from './DonorProfileModal.tsx';
import { EditDonorModal } from './EditDonorModal.tsx';
import { ageOf, bloodLabel } from './format.ts';
import { useDonorListState } from './list-state.ts';
import { SortSelect } from './SortSelect.tsx';
import './donors.css';

/** Available donors: verified donors who may give now. */
export function AvailableDonorsPage() {
  const state = useDonorListState();
  const list = useDonorList('available', state.params);
  const remove = useDeleteDonor();
  const [profile, setProfile] = useState<DonorRow | null>(null);
  const [editing, setEditing] = useState<DonorRow | null>(null);
  const [donating, setDonating] = useState<DonorRow | null>(null);
  const [deleting, setDeleting] = useState<DonorRow | null>(null);
  const rows = list.data?.rows ?? [];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: (answer) => {
        if (answer.deletedCount > 0) toast.success(t.toasts.donorDeleted);
        setDeleting(null);
      },
    });
  };

  return (
    <div>
      <div className="toolbar donor-toolbar">
        <div className="donor-toolbar-group">
          <PageSizeSelect value={state.limit} sizes={LIST_PAGE_SIZES} onChange={state.setLimit} label={t.list.show} />
          <SortSelect
            value={state.sortByDonateCount}
            onChange={state.setSortByDonateCount}
            countLabel={t.list.sortCount}
          />
        </div>
        <DonorFilterPanel filters={state.filters} onChange={state.setFilters} />
      </div>
      {list.data && <p className="muted small list-total">{t.list.total(list.data.totalCount)}</p>}
      {list.isLoading ? (
        <Spinner />
      ) : (
        <div className={list.isFetching ? 'table-wrap is-loading' : 'table-wrap'}>
          <table className="table donors-table" aria-label={t.titles.available}>
            <thead>
              <tr>
                <th>{t.table.serial}</th>
                <th>{t.table.profile}</th>
                <th>{t.table.name}</th>
                <th>{t.table.group}</th>
                <th>{t.table.age}</th>
                <th>{t.table.gender}</th>
                <th>{t.table.number}</th>
                <th>{t.table.upazila}</th>
                <th>{t.table.union}</th>
                <th>{t.table.village}</th>
                <th>{t.table.totalDonations}</th>
                <th>{t.table.edit}</th>
                <th>{t.table.presence}</th>
                <th>{t.table.action}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((donor, i) => (
                <tr key={donor._id}>
                  <td>{serial(state.limit, state.page, i)}</td>
                  <td>
                    <DonorAvatar gender={donor.gender} label={t.table.openProfile(donor.name)} onOpen={() => setProfile(donor)} />
                  </td>
                  <td>{donor.name}</td>
                  <td>
                    <span className="blood-label">{bloodLabel(donor.bloodGroup)}</span>
                  </td>
                  <td>{ageOf(donor.age)}</td>
                  <td>{t.genderLabels[donor.gender] ?? donor.gender}</td>
                  <td>
                    <a href={`tel:${donor.number1}`}>{donor.number1}</a>
                  </td>
                  <td>{donor.upazila}</td>
                  <td>{donor.union}</td>
                  <td>{donor.village}</td>
                  <td>{donor.donationCount}</td>
                  <td>
                    <button type="button" className="btn btn-small btn-outline" onClick={() => setEditing(donor)}>
                      {t.table.edit}
                    </button>
                  </td>
                  <td>
                    <button type="button" className="btn btn-small btn-success" onClick={() => setDonating(donor)}>
                      {t.list.donate}
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
              ))}
            </tbody>
          </table>
          {rows.length === 0 && <p className="empty">{t.table.empty}</p>}
        </div>
      )}
      <Pagination pageCount={list.data?.pageCount ?? 0} page={state.page} onPageChange={state.setPage} />

      <DonorProfileModal donor={profile} onClose={() => setProfile(null)} />
      <EditDonorModal donor={editing} onClose={() => setEditing(null)} />
      <DonateModal donor={donating} onClose={() => setDonating(null)} />
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

export default AvailableDonorsPage;
