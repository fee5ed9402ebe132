import type { ReactNode } from 'react';
import type { DonorRow } from '../../../common/schemas/donors.ts';
import { Modal } from '../../components/Modal.tsx';
import { donorsText as t } from '../../i18n/donors.ts';
import { DonationHistory } from './DonationHistory.tsx';
import { DonorCertificates } from './DonorCertificates.tsx';
import { DonorCalls } from '../matching/DonorCalls.tsx';
import { DonorLinkPanel } from '../alerts/DonorLinkPanel.tsx';
import { DonorAvatar } from './DonorAvatar.tsx';
import { MissingBadge } from './MissingBadge.tsx';
import { ageOf, bloodLabel } from '../../shared/format.ts';
import { placeName } from '../../shared/geo.ts';
import { digits } from '../../i18n/language.ts';

interface Props {
  donor: DonorRow | null;
  title?: string;
  onClose: () => void;
  /** Extra rows (remaining time, dates) and actions. */
  extra?: ReactNode;
  actions?: ReactNode;
}

/**
 * The profile modal: name, blood group, age, phones, address, gender and donation count; for a
 * verified donor also the donation history with its totals and corrections.
 */
export function DonorProfileModal({
  donor,
  title = t.modals.profile,
  onClose,
  extra,
  actions,
}: Props) {
  return (
    <Modal open={!!donor} title={title} onClose={onClose} wide>
      {donor && (
        <>
          <div className="profile-head">
            <DonorAvatar gender={donor.gender} label="" size={64} />
            <div>
              <h3>
                {donor.name}
                <MissingBadge donor={donor} />
              </h3>
              <span className="blood-label">{bloodLabel(donor.bloodGroup)}</span>
            </div>
          </div>
          <dl className="details">
            <dt>{t.fields.age}</dt>
            <dd>
              {donor.age
                ? `${t.table.years(ageOf(donor.age))} (${digits(donor.age)})`
                : t.profile.unknown}
            </dd>
            <dt>{t.fields.number1}</dt>
            <dd>
              <a href={`tel:${donor.number1}`}>{donor.number1}</a>
            </dd>
            <dt>{t.fields.number2}</dt>
            <dd>
              {donor.number2 ? (
                <a href={`tel:${donor.number2}`}>{donor.number2}</a>
              ) : (
                t.profile.secondNumberEmpty
              )}
            </dd>
            <dt>{t.fields.division}</dt>
            <dd>{placeName(donor.placeNames?.division, donor.division) || t.profile.unknown}</dd>
            <dt>{t.fields.district}</dt>
            <dd>{placeName(donor.placeNames?.district, donor.district) || t.profile.unknown}</dd>
            <dt>{t.fields.upazila}</dt>
            <dd>{placeName(donor.placeNames?.upazila, donor.upazila) || t.profile.unknown}</dd>
            <dt>{t.fields.union}</dt>
            <dd>{placeName(donor.placeNames?.union, donor.union) || t.profile.unknown}</dd>
            <dt>{t.fields.village}</dt>
            <dd>{donor.village || t.profile.unknown}</dd>
            <dt>{t.fields.gender}</dt>
            <dd>
              {donor.missing?.includes('gender')
                ? t.profile.unknown
                : (t.genderLabels[donor.gender] ?? donor.gender)}
            </dd>
            {donor.status === 'verified' && (
              <>
                <dt>{t.fields.donationCount}</dt>
                <dd data-testid="profile-donation-count">{digits(donor.donationCount)}</dd>
              </>
            )}
            {extra}
          </dl>
          {actions && <div className="modal-actions">{actions}</div>}
          {donor.status === 'verified' && <DonorLinkPanel donor={donor} />}
          {donor.status === 'verified' && <DonorCalls donor={donor} />}
          {donor.status === 'verified' && <DonationHistory donorId={donor._id} />}
          {donor.status === 'verified' && <DonorCertificates donorId={donor._id} />}
        </>
      )}
    </Modal>
  );
}
