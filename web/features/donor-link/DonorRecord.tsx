import type { DonorLinkDonor } from '../../../common/schemas/donor-link.ts';
import { donorLinkText as t } from '../../i18n/donor-link.ts';
import { bloodLabel, formatDate, remaining, useNow } from '../../shared/format.ts';
import sharedStylesheet from '../../styles/shared.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(sharedStylesheet);

/** The donor's own record: name, group, when they may give again (with a countdown), a pause, a pending number. */
export function DonorRecord({ donor }: { donor: DonorLinkDonor }) {
  const now = useNow(60_000);
  const left = remaining(donor.nextEligibleAt, now);
  const paused = donor.pausedUntil && new Date(donor.pausedUntil).getTime() > now;
  return (
    <section
      className="card donor-record"
      aria-labelledby="donor-record-heading"
      data-testid="donor-record"
    >
      <h2 id="donor-record-heading" className="visually-hidden">
        {t.record.heading}
      </h2>
      <div className="donor-record-head">
        <span
          className="group-big"
          aria-label={`${t.record.group}: ${bloodLabel(donor.bloodGroup)}`}
        >
          {bloodLabel(donor.bloodGroup)}
        </span>
        <strong className="donor-record-name">{donor.name}</strong>
      </div>
      {left.done ? (
        <p className="eligible-now" data-testid="eligible-now">
          {t.record.canGiveNow}
        </p>
      ) : (
        <p data-testid="next-eligible">
          {t.record.nextEligible} <strong>{formatDate(donor.nextEligibleAt)}</strong>
          <br />
          <span className="muted">{t.record.countdown(left.days, left.hours)}</span>
        </p>
      )}
      {paused && (
        <p className="muted" data-testid="paused-until">
          {/* pausedUntil is the start of the day after the last day not available. */}
          {t.record.pausedUntil(
            formatDate(new Date(new Date(donor.pausedUntil!).getTime() - 1).toISOString()),
          )}
        </p>
      )}
      {donor.phoneChangePending && (
        <p className="muted" data-testid="phone-change-pending">
          {t.record.phoneChangePending}
        </p>
      )}
    </section>
  );
}
