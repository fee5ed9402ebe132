import type { DonorRow } from '../../../common/schemas/donors.ts';
import { donorsText as t } from '../../i18n/donors.ts';

/**
 * Whether the donor agreed to be contacted, as a small pill in the lists: "Consented" or "No
 * consent"; its title and the words a screen reader hears say how (a call, a paper form, the registration...).
 */
export function ConsentBadge({
  donor,
}: {
  donor: Pick<DonorRow, 'contactConsent' | 'consentSource'>;
}) {
  const how = donor.consentSource ? t.consent.sources[donor.consentSource] : null;
  const full = donor.contactConsent
    ? how
      ? t.consent.given(how)
      : t.consent.givenPlain
    : t.consent.notGiven;
  return (
    <span
      className={donor.contactConsent ? 'consent-badge consent-badge-yes' : 'consent-badge'}
      data-testid="consent-badge"
      data-consent={donor.contactConsent ? 'yes' : 'no'}
      title={full}
    >
      <span aria-hidden="true">{donor.contactConsent ? `✓ ${t.consent.yes}` : t.consent.no}</span>
      <span className="visually-hidden">{full}</span>
    </span>
  );
}
