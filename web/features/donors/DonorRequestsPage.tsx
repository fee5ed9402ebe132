import { useState } from 'react';
import { CONSENT_FILTERS, LIST_PAGE_SIZES } from '../../../common/constants.ts';
import type { DonorRow } from '../../../common/schemas/donors.ts';
import { DataList } from '../../components/DataList.tsx';
import { useUrlList } from '../../components/url-list.ts';
import { PageSizeSelect } from '../../components/PageSizeSelect.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { toast } from '../../components/toast.tsx';
import { donorsText as t } from '../../i18n/donors.ts';
import { DeleteDonorDialog } from './DeleteDonorDialog.tsx';
import {
  ageColumn,
  avatarColumn,
  buttonColumn,
  bloodGroupColumn,
  consentColumn,
  deleteColumn,
  genderColumn,
  nameColumn,
  phoneColumn,
  placeColumns,
  serialColumn,
  type DonorColumn,
} from './donor-columns.tsx';
import { useAcceptDonor, useDonorRequests } from './donor-api.ts';
import { DonorProfileModal } from './DonorProfileModal.tsx';
import { ListTotal } from './ListTotal.tsx';
import { useMoveDonorAction } from './move-donor-action.tsx';
import { consentIn } from './list-state.ts';
import { PhoneChanges } from '../alerts/PhoneChanges.tsx';
import sharedStylesheet from '../../styles/shared.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(sharedStylesheet);

/** All Blood Donor Requests: pending registrations to accept or delete. */
export function DonorRequestsPage() {
  const url = useUrlList({ sizes: LIST_PAGE_SIZES });
  const { size: limit, setSize: setLimit, page, setPage } = url;
  const consent = consentIn(url.get('consent'));
  const requests = useDonorRequests(limit, page, consent);
  const accept = useAcceptDonor();
  const [profile, setProfile] = useState<DonorRow | null>(null);
  const [deleting, setDeleting] = useState<DonorRow | null>(null);
  // A zone's admin assigns a queue donor (no unit covers their place) to a unit here.
  const move = useMoveDonorAction(() => setProfile(null));

  const acceptDonor = (donor: DonorRow) =>
    accept.mutate(donor._id, {
      onSuccess: () => {
        toast.success(t.toasts.verified);
        setProfile(null);
      },
    });

  const columns: DonorColumn[] = [
    serialColumn(limit, page),
    avatarColumn(setProfile),
    nameColumn,
    bloodGroupColumn,
    ageColumn,
    genderColumn,
    phoneColumn,
    consentColumn,
    ...placeColumns,
    buttonColumn({
      id: 'accept',
      header: t.table.accept,
      label: t.table.accept,
      tone: 'success',
      onClick: acceptDonor,
      disabled: accept.isPending,
    }),
    deleteColumn(setDeleting),
  ];

  return (
    <section>
      <PageTitle title={t.titles.requests} />
      <h1>{t.titles.requests}</h1>
      {/* New numbers donors asked for through their private links: approved here, like new donors. */}
      <PhoneChanges />
      <div className="toolbar donor-toolbar">
        <PageSizeSelect
          value={limit}
          sizes={LIST_PAGE_SIZES}
          onChange={setLimit}
          label={t.list.show}
        />
        <div className="inline-field">
          <label htmlFor="requests-consent">{t.consent.filter}</label>
          <select
            id="requests-consent"
            value={consent}
            onChange={(e) => url.set({ consent: e.target.value })}
          >
            <option value="">{t.list.default}</option>
            {CONSENT_FILTERS.map((c) => (
              <option key={c} value={c}>
                {t.consent[c]}
              </option>
            ))}
          </select>
        </div>
        <ListTotal count={requests.data?.totalCount} />
      </div>
      <DataList
        label={t.titles.requests}
        testId="donor-requests"
        columns={columns}
        rows={requests.data?.allDonorRequest}
        rowKey={(donor) => donor._id}
        emptyText={t.table.emptyRequests}
        query={requests}
        pageSize={limit}
        page={page}
        pageCount={requests.data?.pageCount ?? 0}
        onPageChange={setPage}
      />

      <DonorProfileModal
        donor={profile}
        onClose={() => setProfile(null)}
        actions={
          profile && (
            <>
              {move.button(profile)}
              <button type="button" className="btn btn-danger" onClick={() => setDeleting(profile)}>
                {t.table.delete}
              </button>
              <button
                type="button"
                className="btn btn-success"
                disabled={accept.isPending}
                onClick={() => acceptDonor(profile)}
              >
                {t.table.accept}
              </button>
            </>
          )
        }
      />
      {move.dialog}
      <DeleteDonorDialog
        donor={deleting}
        subject="request"
        onCancel={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          setProfile(null);
        }}
      />
    </section>
  );
}

export default DonorRequestsPage;
