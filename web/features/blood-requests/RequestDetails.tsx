import { BLOOD_GROUP_LABELS } from '../../../common/constants.ts';
import type { BloodRequestRow } from '../../../common/schemas/blood-requests.ts';
import { Modal } from '../../components/Modal.tsx';
import { bloodRequestTexts as t } from '../../i18n/blood-requests.ts';
import { digits } from '../../i18n/language.ts';
import type { RequestPlace } from './api.ts';
import { formatDateTime } from '../../shared/format.ts';
import { RequestLocation } from './RequestLocation.tsx';
import { RequestMatchingPanel } from '../matching/RequestMatchingPanel.tsx';
import { RequestStateBadge } from '../matching/RequestStateBadge.tsx';
import { requestState } from '../matching/request-state.ts';

interface RequestDetailsProps {
  request: BloodRequestRow | null;
  onClose: () => void;
  /** The buttons under the details: Delete (complete) or Decline and Done (incomplete). */
  children: React.ReactNode;
}

/** The profile modal of one blood request. */
export function RequestDetails({ request, onClose, children }: RequestDetailsProps) {
  return (
    <Modal open={!!request} title={t.details.title} onClose={onClose} wide>
      {request && (
        <>
          <dl className="details">
            <dt>{t.table.patientName}</dt>
            <dd>{request.patient_name}</dd>
            <dt>{t.table.bloodGroup}</dt>
            <dd>
              {BLOOD_GROUP_LABELS[request.requested_bloodGroup] ?? request.requested_bloodGroup}
            </dd>
            <dt>{t.table.quantity}</dt>
            <dd>{t.table.bags(request.blood_quantity)}</dd>
            <dt>{t.table.hemoglobin}</dt>
            <dd>{request.hemoglobin ? digits(request.hemoglobin) : t.details.empty}</dd>
            <dt>{t.table.date}</dt>
            <dd>{formatDateTime(request.date)}</dd>
            <dt>{t.table.phone}</dt>
            <dd>
              <a href={`tel:${request.number1}`}>{request.number1}</a>
            </dd>
            <dt>{t.details.number2}</dt>
            <dd>
              {request.number2 ? (
                <a href={`tel:${request.number2}`}>{request.number2}</a>
              ) : (
                t.details.empty
              )}
            </dd>
            <dt>{t.table.problem}</dt>
            <dd>{request.patient_problem || t.details.empty}</dd>
            <dt>{t.table.place}</dt>
            <dd>{request.donation_place}</dd>
            <dt>{t.table.status}</dt>
            <dd>
              <RequestStateBadge request={request} />
            </dd>
            {/* The API's submissionTime of a blood request is when it was closed: done or cancelled. */}
            {request.submissionTime && (
              <>
                <dt>
                  {requestState(request) === 'cancelled'
                    ? t.details.cancelledAt
                    : t.details.completedAt}
                </dt>
                <dd>{formatDateTime(request.cancelledAt ?? request.submissionTime)}</dd>
              </>
            )}
          </dl>
          <RequestLocation
            key={request._id}
            requestId={request._id}
            place={request as BloodRequestRow & RequestPlace}
          />
          <RequestMatchingPanel
            key={`m-${request._id}`}
            request={request}
            onCancelled={onClose}
            showState={false}
          />
          <div className="modal-actions">{children}</div>
        </>
      )}
    </Modal>
  );
}
