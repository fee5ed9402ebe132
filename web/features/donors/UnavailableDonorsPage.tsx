import { useQueryClient } from '@tanstack/react-query';
import { digits } from '../../i18n/language.ts';
import { useEffect, useRef, useState } from 'react';
import type { DonorRow } from '../../../common/schemas/donors.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { toast } from '../../components/toast.tsx';
import { donorsText as t } from '../../i18n/donors.ts';
import { buttonColumn } from './donor-columns.tsx';
import { donorKeys } from '../../shared/query-keys/donors.ts';
import { useMakeAvailable } from './donor-api.ts';
import { DonorProfileModal } from './donor-dialogs.ts';
import { useDonorListPage } from './donor-list-page.tsx';
import { DonorListView } from './DonorListView.tsx';
import { formatDateTime, remaining, useNow } from '../../shared/format.ts';
import sharedStylesheet from '../../styles/shared.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(sharedStylesheet);

/** Unavailable donors: verified donors who gave recently, with a countdown to when they may give again. */
export function UnavailableDonorsPage() {
  const page = useDonorListPage('unavailable');
  const { list, setProfile } = page;
  const done = useMakeAvailable();
  const client = useQueryClient();
  const now = useNow(1000);
  const [details, setDetails] = useState<DonorRow | null>(null);
  /** The donor whose rest Done would end: one tap asks first, since it makes the donor available at once. */
  const [ending, setEnding] = useState<DonorRow | null>(null);
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
        setEnding(null);
        setProfile(null);
        setDetails(null);
      },
    });
  const left = (donor: DonorRow) => remaining(donor.time, now);
  /** The rest still to run, in days and hours. */
  const restLeft = (donor: DonorRow) => {
    const r = left(donor);
    return t.countdown.short(r.days, r.hours);
  };

  const columns = page.columns({
    name: {
      id: 'name',
      header: t.table.name,
      card: 'title',
      cell: (donor) => (
        <button type="button" className="link-button" onClick={() => setDetails(donor)}>
          {donor.name}
        </button>
      ),
    },
    age: false,
    donations: {
      // In the row's Details on a laptop: with the countdown and Done this table has the most
      // columns, and it must fit its box in English too (longer headers than Bengali).
      fold: true,
      cell: (donor) => t.leaderBoard.times(donor.donationCount),
    },
    actions: [
      {
        id: 'remaining',
        header: t.table.timeRemaining,
        cell: (donor) => {
          const r = left(donor);
          return (
            <span className="countdown" data-testid="countdown">
              {r.done ? t.countdown.due : t.countdown.format(r.days, r.hours, r.minutes)}
            </span>
          );
        },
      },
      buttonColumn({
        id: 'done',
        header: t.table.complete,
        label: t.list.done,
        tone: 'success',
        onClick: setEnding,
        disabled: done.isPending,
        // The note is a number; none and 0 say nothing, so no badge.
        badge: (donor) =>
          !!donor.note && (
            <span className="badge note-badge" title={t.modals.note}>
              {digits(donor.note)}
            </span>
          ),
      }),
    ],
  });

  return (
    <div>
      <DonorListView
        state={page.state}
        list={list}
        columns={columns}
        label={t.titles.unavailable}
        countLabel={t.list.sortCountUnavailable}
        testId="unavailable-donors"
      />

      {details && (
        <DonorProfileModal
          donor={details}
          title={t.modals.unavailableData}
          onClose={() => setDetails(null)}
          extra={
            <>
              <dt>{t.modals.lastDonation}</dt>
              <dd>{formatDateTime(details.donateTime)}</dd>
              <dt>{t.modals.nextEligible}</dt>
              <dd>{formatDateTime(details.time)}</dd>
              <dt>{t.modals.note}</dt>
              <dd>{details.note ?? 0}</dd>
            </>
          }
          actions={
            <button
              type="button"
              className="btn btn-success"
              onClick={() => {
                setDetails(null);
                setEnding(details);
              }}
            >
              {t.list.done}
            </button>
          }
        />
      )}
      {page.profile && (
        <DonorProfileModal
          donor={page.profile}
          onClose={() => setProfile(null)}
          actions={page.moveAction(page.profile)}
          extra={
            <>
              <dt>{t.modals.remaining}</dt>
              <dd className="countdown">{restLeft(page.profile)}</dd>
            </>
          }
        />
      )}
      <ConfirmDialog
        open={!!ending}
        title={t.list.endRestTitle}
        detail={ending?.name}
        text={ending ? t.list.endRestText(restLeft(ending)) : ''}
        confirmLabel={t.list.done}
        pending={done.isPending}
        onConfirm={() => ending && makeAvailable(ending)}
        onCancel={() => setEnding(null)}
      />
      {page.dialogs}
    </div>
  );
}

export default UnavailableDonorsPage;
