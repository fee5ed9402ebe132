import { useState } from 'react';
import { LIST_PAGE_SIZES } from '../../../common/constants.ts';
import type { DonorRow } from '../../../common/schemas/donors.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { serial } from '../../components/list.ts';
import { PageSizeSelect } from '../../components/PageSizeSelect.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { toast } from '../../components/toast.tsx';
import { donorsText as t } from '../../i18n/donors.ts';
import { useAcceptDonor, useDeleteDonor, useDonorRequests } from './donor-api.ts';
import { DonorAvatar } from './DonorAvatar.tsx';
import { DonorProfileModal } from './DonorProfileModal.tsx';
import { ageOf, bloodLabel } from './format.ts';
import './donors.css';

/** All Blood Donor Requests: pending registrations to accept or delete. */
export function DonorRequestsPage() {
  const [limit, setLimit] = useState(10);
  const [paging, setPaging] = useState({ limit, page: 0 });
  const page = paging.limit === limit ? paging.page : 0;
  const requests = useDonorRequests(limit, page);
  const accept = useAcceptDonor();
  const remove = useDeleteDonor();
  const [profile, setProfile] = useState<DonorRow | null>(null);
  const [deleting, setDeleting] = useState<DonorRow | null>(null);
  const rows = requests.data?.allDonorRequest ?? [];

  const acceptDonor = (donor: DonorRow) =>
    accept.mutate(donor._id, {
      onSuccess: () => {
        toast.success(t.toasts.verified);
        setProfile(null);
      },
    });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: (answer) => {
        if (answer.deletedCount > 0) toast.success(t.toasts.requestDeleted);
        setDeleting(null);
        setProfile(null);
      },
    });
  };

  return (
    <section>
      <PageTitle title={t.titles.requests} />
      <h1>{t.titles.requests}</h1>
      <div className="toolbar donor-toolbar">
        <PageSizeSelect value={limit} sizes={LIST_PAGE_SIZES} onChange={setLimit} label={t.list.show} />
        {requests.data && <p className="muted small list-total">{t.list.total(requests.data.totalCount)}</p>}
      </div>
      {requests.isLoading ? (
        <Spinner />
      ) : (
        <div className={requests.isFetching ? 'table-wrap is-loading' : 'table-wrap'}>
          <table className="table donors-table" aria-label={t.titles.requests}>
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
                <th>{t.table.accept}</th>
                <th>{t.table.action}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((donor, i) => (
                <tr key={donor._id}>
                  <td>{serial(limit, page, i)}</td>
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
                  <td>
                    <button
                      type="button"
                      className="btn btn-small btn-success"
                      aria-label={`${t.table.accept} ${donor.name}`}
                      disabled={accept.isPending}
                      onClick={() => acceptDonor(donor)}
                    >
                      {t.table.accept}
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
          {rows.length === 0 && <p className="empty">{t.table.emptyRequests}</p>}
        </div>
      )}
      <Pagination pageCount={requests.data?.pageCount ?? 0} page={page} onPageChange={(p) => setPaging({ limit, page: p })} />

      <DonorProfileModal
        donor={profile}
        onClose={() => setProfile(null)}
        actions={
          profile && (
            <>
              <button type="button" className="btn btn-danger" onClick={() => setDeleting(profile)}>
                {t.table.delete}
              </button>
              <button type="button" className="btn btn-success" disabled={accept.isPending} onClick={() => acceptDonor(profile)}>
                {t.table.accept}
              </button>
            </>
          )
        }
      />
      <ConfirmDialog
        open={!!deleting}
        title={t.modals.deleteRequest}
        detail={deleting?.name}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

export default DonorRequestsPage;
