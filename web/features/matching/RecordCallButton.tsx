import { useState } from 'react';
import { matchingText as t } from '../../i18n/matching.ts';
import './matching.css';
import { RecordCallModal, type CalledDonor } from './RecordCallModal.tsx';

interface Props {
  donor: CalledDonor;
  requestId?: string | null;
  className?: string;
}

/** 'Record call' with its own form, so that any donor list or profile can offer it in one line. */
export function RecordCallButton({ donor, requestId = null, className = 'btn btn-small btn-outline' }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-label={t.calls.recordFor(donor.name)} onClick={() => setOpen(true)}>
        {t.calls.record}
      </button>
      <RecordCallModal donor={open ? donor : null} requestId={requestId} onClose={() => setOpen(false)} />
    </>
  );
}
