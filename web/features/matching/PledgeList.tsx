import { useState } from 'react';
import type { PledgeRow } from '../../../common/schemas/matching.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Modal } from '../../components/Modal.tsx';
import { toast } from '../../components/toast.tsx';
import { bloodRequestTexts } from '../../i18n/blood-requests.ts';
import { alertsText } from '../../i18n/alerts.ts';
import { matchingText as t } from '../../i18n/matching.ts';
import { DonationForm } from '../../shared/DonationForm.tsx';
import { bloodLabel, formatDate } from '../../shared/format.ts';
import { PhoneIcon } from '../../components/icons.tsx';
import type { NewDonation } from '../../shared/donation-form.ts';
import { todayInBangladesh } from '../../../common/dates.ts';
import { refusalText, useMarkGiven, usePledges, useWithdrawPledge } from './matching-api.ts';
import { RecordCallModal } from './RecordCallModal.tsx';

interface Props {
  requestId: string;
  /**
   * A closed request. Cancelled: its list (if any) without actions. Done: who gave; an open
   * pledge may still be recorded as given (the server takes it), nothing invites new calls (the
   * server refuses a call about a closed request).
   */
  closed?: 'done' | 'cancelled';
  /** Nothing at all until someone has pledged. */
  hideWhenEmpty?: boolean;
  /** Where the blood is given (the request's hospital): "Donation given" starts with it. */
  place?: string;
}

/** The donors who said they will give: "Donation given" records the donation, "Withdraw" drops the pledge. */
export function PledgeList({ requestId, closed, hideWhenEmpty, place }: Props) {
  const pledges = usePledges(requestId);
  const given = useMarkGiven();
  const withdraw = useWithdrawPledge();
  const [withdrawing, setWithdrawing] = useState<PledgeRow | null>(null);
  const [giving, setGiving] = useState<PledgeRow | null>(null);
  // A donor's own "yes" by link is confirmed by a call recorded as "will donate".
  const [confirming, setConfirming] = useState<PledgeRow | null>(null);
  const rows = pledges.data?.pledges ?? [];
  const busy = given.isPending || withdraw.isPending;

  /** Records the pledged donation with the date, kind and place the admin confirmed. */
  const recordGiven = async (pledge: PledgeRow, donation: NewDonation) => {
    const result = await given.mutateAsync({
      requestId,
      pledgeId: pledge._id,
      body: { donatedOn: donation.donatedAt, kind: donation.kind, place: donation.place ?? null },
    });
    toast.success(t.pledges.givenToast);
    // Enough bags given closes the request: say so as the Done button does.
    if (result.request.state === 'done') toast.success(bloodRequestTexts.toasts.done);
  };

  // A cancelled request with no pledges has nothing to show: its reason says what happened.
  if ((hideWhenEmpty || closed === 'cancelled') && rows.length === 0 && !pledges.isError)
    return null;

  const confirmWithdraw = () => {
    if (!withdrawing) return;
    withdraw.mutate(
      { requestId, pledgeId: withdrawing._id },
      {
        onSuccess: () => {
          toast.success(t.pledges.withdrawnToast);
          setWithdrawing(null);
        },
        onError: (error) => {
          toast.error(refusalText(error, t.pledges.failed));
          setWithdrawing(null);
        },
      },
    );
  };

  return (
    <section className="pledges" aria-label={t.pledges.heading} data-testid="pledges">
      <h3>{closed ? t.pledges.closedHeading : t.pledges.heading}</h3>
      {pledges.isLoading ? null : pledges.isError ? (
        <p className="muted" role="alert">
          {t.pledges.failed}
        </p>
      ) : rows.length === 0 ? (
        <p className="muted small" data-testid="pledges-none">
          {closed ? t.pledges.noneDone : t.pledges.none}
        </p>
      ) : (
        <ul className="pledge-list">
          {rows.map((pledge) => (
            <li key={pledge._id} className="pledge" data-testid="pledge" data-state={pledge.state}>
              <div className="pledge-who">
                <strong>{pledge.donorName}</strong>{' '}
                <span className="blood-label">{bloodLabel(pledge.bloodGroup)}</span>
                <br />
                <span
                  className={`state-badge state-${pledge.state === 'given' ? 'done' : pledge.state === 'withdrawn' ? 'cancelled' : 'managed'}`}
                >
                  {pledge.state === 'given' && pledge.donatedOn
                    ? t.pledges.givenOn(formatDate(pledge.donatedOn))
                    : t.pledges.states[pledge.state]}
                </span>
                {pledge.source === 'donorLink' && pledge.state === 'pledged' && (
                  <span
                    className={pledge.confirmedAt ? 'alert-state' : 'alert-state answer-yes'}
                    data-testid="pledge-offer"
                  >
                    {pledge.confirmedAt ? alertsText.confirmed : alertsText.offer}
                  </span>
                )}
              </div>
              {/* The number the volunteer calls to check the donor is on the way: a full-size tap target. */}
              <a
                className="tel-link secondary pledge-call"
                href={`tel:${pledge.number1}`}
                aria-label={t.matches.call(pledge.number1)}
              >
                <PhoneIcon size={20} /> {pledge.number1}
              </a>
              {pledge.state === 'pledged' && closed !== 'cancelled' && (
                <div className="pledge-actions">
                  {pledge.source === 'donorLink' && !pledge.confirmedAt && !closed && (
                    <button
                      type="button"
                      className="btn btn-primary btn-small"
                      aria-label={t.calls.recordFor(pledge.donorName)}
                      onClick={() => setConfirming(pledge)}
                    >
                      {t.calls.record}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-success btn-small"
                    disabled={busy}
                    aria-label={t.pledges.givenFor(pledge.donorName)}
                    onClick={() => setGiving(pledge)}
                  >
                    {t.pledges.given}
                  </button>
                  {!closed && (
                    <button
                      type="button"
                      className="btn btn-outline btn-small"
                      disabled={busy}
                      aria-label={t.pledges.withdrawFor(pledge.donorName)}
                      onClick={() => setWithdrawing(pledge)}
                    >
                      {t.pledges.withdraw}
                    </button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Modal open={!!giving} title={t.pledges.givenTitle} onClose={() => setGiving(null)}>
        {giving && (
          <DonationForm
            idPrefix={`pledge-given-${giving._id}`}
            title={t.pledges.givenFor(giving.donorName)}
            submitLabel={t.pledges.givenSave}
            initialDate={todayInBangladesh()}
            initialPlace={place}
            headingLevel={3}
            pending={given.isPending}
            save={(donation) => recordGiven(giving, donation)}
            failureText={(error) => refusalText(error, t.pledges.failed)}
            onSaved={() => setGiving(null)}
            onCancel={() => setGiving(null)}
          />
        )}
      </Modal>
      <RecordCallModal
        donor={confirming ? { _id: confirming.donorId, name: confirming.donorName } : null}
        requestId={requestId}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={!!withdrawing}
        title={t.pledges.withdrawTitle}
        detail={withdrawing?.donorName}
        text={t.pledges.withdrawHint}
        confirmLabel={t.pledges.withdraw}
        pending={withdraw.isPending}
        onConfirm={confirmWithdraw}
        onCancel={() => setWithdrawing(null)}
      />
    </section>
  );
}
