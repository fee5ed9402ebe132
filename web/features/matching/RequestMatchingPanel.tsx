import { useState } from 'react';
import { Link } from 'react-router';
import type { BloodRequestRow } from '../../../common/schemas/blood-requests.ts';
import { matchingText as t } from '../../i18n/matching.ts';
import { BagProgress } from './BagProgress.tsx';
import { CancelRequestModal } from './CancelRequestModal.tsx';
import { HandoverRequestModal } from './HandoverRequestModal.tsx';
import { useUnitDirectory } from '../../shared/unit-directory.ts';
import { matchesPath } from './paths.ts';
import { usePledges } from './matching-api.ts';
import { PledgeList } from './PledgeList.tsx';
import { isOpen, requestState } from './request-state.ts';
import { RequestStateBadge } from './RequestStateBadge.tsx';
import { ShareRequestModal } from './ShareRequestModal.tsx';
import { AlertList } from '../alerts/AlertList.tsx';
import { AutoWaves } from '../alerts/AutoWaves.tsx';
import dashboardStylesheet from '../../styles/dashboard.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(dashboardStylesheet);

interface Props {
  request: BloodRequestRow;
  /** After a cancel or a handover (the list closes the modal). */
  onCancelled?: () => void;
  /** The matches screen already is Find donors: no link to itself. */
  hideFindDonors?: boolean;
  /** Show the pledges only once there are some (the matches screen puts the donors first). */
  hidePledgesWhenEmpty?: boolean;
  /** The state label (the request's modal shows it among its details instead). */
  showState?: boolean;
}

/**
 * A request's place in the loop from request to donation: its state, the bags needed, pledged
 * and given, the pledges, and Find donors, Share and Cancel while it is open. A closed one says
 * what happened (who gave, or why it was cancelled) and offers nothing that no longer applies.
 */
export function RequestMatchingPanel({
  request: row,
  onCancelled,
  hideFindDonors,
  hidePledgesWhenEmpty,
  showState = true,
}: Props) {
  // The row is the list's snapshot; the pledges' answer carries the counts as they are now.
  const fresh = usePledges(row._id).data;
  const request: BloodRequestRow = fresh
    ? {
        ...row,
        state: fresh.state,
        bagsNeeded: fresh.bagsNeeded,
        pledgedCount: fresh.pledgedCount,
        givenCount: fresh.givenCount,
      }
    : row;
  const [sharing, setSharing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [handing, setHanding] = useState(false);
  // Handing over is offered only when the installation has more than one unit.
  const { federation } = useUnitDirectory();
  const open = isOpen(request);
  const state = requestState(request);
  return (
    <div className="request-matching" data-testid="request-matching">
      <div className="request-summary-head">
        {showState && <RequestStateBadge request={request} />}
        <BagProgress request={request} />
      </div>
      {state === 'cancelled' && request.cancelReason && (
        <p className="muted" data-testid="cancel-reason">
          {t.cancelledBecause(request.cancelReason)}
        </p>
      )}
      <div className="request-extra-actions">
        {open && !hideFindDonors && (
          <Link className="btn btn-primary" to={matchesPath(request._id)}>
            {t.findDonors}
          </Link>
        )}
        {open && (
          <>
            <button type="button" className="btn btn-outline" onClick={() => setSharing(true)}>
              {t.share.open}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setCancelling(true)}>
              {t.cancel.open}
            </button>
            {federation && (
              <button type="button" className="btn btn-outline" onClick={() => setHanding(true)}>
                {t.handover.open}
              </button>
            )}
          </>
        )}
      </div>
      <PledgeList
        requestId={request._id}
        closed={state === 'cancelled' ? 'cancelled' : state === 'done' ? 'done' : undefined}
        hideWhenEmpty={hidePledgesWhenEmpty}
        place={request.donation_place}
      />
      <AutoWaves requestId={request._id} open={open} />
      <AlertList requestId={request._id} live={open} />
      <ShareRequestModal request={sharing ? request : null} onClose={() => setSharing(false)} />
      <CancelRequestModal
        request={cancelling ? request : null}
        onClose={() => setCancelling(false)}
        onCancelled={onCancelled}
      />
      <HandoverRequestModal
        request={handing ? request : null}
        onClose={() => setHanding(false)}
        onHandedOver={onCancelled}
      />
    </div>
  );
}
