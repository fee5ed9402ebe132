import { useState } from 'react';
import { errorText } from '../../foundation/error-text.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { toast } from '../../components/toast.tsx';
import { donorsText as t } from '../../i18n/donors.ts';
import { AddDonationForm } from './AddDonationForm.tsx';
import { formatDate, useNow } from '../../shared/format.ts';
import { useDonationHistory, useRemoveDonation, type Donation } from './history-api.ts';
import { digits } from '../../i18n/language.ts';

/**
 * The donor's donation history in the profile: the total (history plus donations before
 * joining), the next date they may give, every donation newest first, and the admin's two
 * corrections: add a past donation, remove one recorded by mistake.
 */
export function DonationHistory({ donorId }: { donorId: string }) {
  const history = useDonationHistory(donorId);
  const remove = useRemoveDonation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Donation | null>(null);
  const now = useNow(60_000);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      { donorId, donationId: removing._id },
      {
        onSuccess: () => {
          toast.success(t.history.removed);
          setRemoving(null);
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );
  };

  const data = history.data;
  const next = data?.nextEligibleAt ?? null;
  const eligibleNow = next !== null && new Date(next).getTime() <= now;

  return (
    <section className="donation-history" aria-labelledby={`history-${donorId}`}>
      <h3 id={`history-${donorId}`}>{t.history.heading}</h3>
      {history.isLoading && <p className="muted">{t.history.loading}</p>}
      {history.isError && <p className="field-error">{t.history.failed}</p>}
      {data && (
        <>
          <dl className="history-summary">
            <div>
              <dt>{t.history.total}</dt>
              <dd data-testid="history-total">{digits(data.donationCount)}</dd>
              {data.priorDonations > 0 && (
                <dd className="muted small">{t.history.prior(data.priorDonations)}</dd>
              )}
            </div>
            <div>
              <dt>{t.history.nextEligible}</dt>
              <dd data-testid="history-next-eligible">
                {next === null
                  ? t.history.never
                  : eligibleNow
                    ? t.history.eligibleNow
                    : formatDate(next)}
              </dd>
            </div>
          </dl>
          {data.donations.length === 0 ? (
            <p className="muted">{t.history.empty}</p>
          ) : (
            <ol className="history-list">
              {data.donations.map((donation) => (
                <li key={donation._id} className="history-item" data-testid="history-item">
                  <div>
                    <p className="history-date">
                      {formatDate(donation.donatedAt)} ·{' '}
                      <span>{t.kinds[donation.kind] ?? donation.kind}</span>
                    </p>
                    <p className="muted small">
                      {donation.place ?? (donation.bloodRequestId ? t.history.fromRequest : '')}
                    </p>
                    <p className="muted small">
                      {t.history.recordedBy}: {donation.recordedBy ?? t.history.unknownRecorder}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="btn btn-small btn-outline"
                    aria-label={t.history.removeLabel(formatDate(donation.donatedAt))}
                    onClick={() => setRemoving(donation)}
                  >
                    {t.history.remove}
                  </button>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
      {adding ? (
        <AddDonationForm donorId={donorId} onDone={() => setAdding(false)} />
      ) : (
        <button
          type="button"
          className="btn btn-outline history-add"
          onClick={() => setAdding(true)}
        >
          {t.history.add}
        </button>
      )}
      <ConfirmDialog
        open={!!removing}
        title={t.history.removeTitle}
        detail={
          removing
            ? `${formatDate(removing.donatedAt)} · ${t.kinds[removing.kind] ?? removing.kind}`
            : undefined
        }
        text={t.history.removeText}
        confirmLabel={t.history.remove}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
