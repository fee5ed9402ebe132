import type { DonorLinkDonation } from '../../../common/schemas/donor-link.ts';
import { donorLinkText as t } from '../../i18n/donor-link.ts';
import { formatDate } from '../../shared/format.ts';

/** The donor's donations, newest first, as the history holds them. */
export function LinkDonations({ donations }: { donations: DonorLinkDonation[] }) {
  return (
    <section className="card" aria-labelledby="link-donations-heading" data-testid="link-donations">
      <h2 id="link-donations-heading">{t.history.heading}</h2>
      {donations.length === 0 ? (
        <p className="muted">{t.history.none}</p>
      ) : (
        <ul className="link-donations">
          {donations.map((donation) => (
            <li key={`${donation.donatedAt}-${donation.kind}`} data-testid="link-donation">
              <strong>{formatDate(donation.donatedAt)}</strong> ·{' '}
              {t.kinds[donation.kind] ?? donation.kind}
              {donation.place && <> · {donation.place}</>}
              {donation.reportedByDonor && (
                <span className="muted small"> ({t.history.reportedByYou})</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
