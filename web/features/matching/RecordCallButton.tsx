import { useState } from 'react';
import { matchingText as t } from '../../i18n/matching.ts';
import dashboardStylesheet from '../../styles/dashboard.css?url';
import { lazyDialog } from '../../components/lazy-dialog.tsx';
import type { CalledDonor } from './RecordCallModal.tsx';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(dashboardStylesheet);

// The call form (and the form library) loads when a call is first recorded, not with every list.
const RecordCallModal = lazyDialog(() =>
  import('./RecordCallModal.tsx').then((m) => m.RecordCallModal),
);

interface Props {
  donor: CalledDonor;
  requestId?: string | null;
  className?: string;
}

/** 'Record call' with its own form, so that any donor list or profile can offer it in one line. */
export function RecordCallButton({
  donor,
  requestId = null,
  className = 'btn btn-small btn-outline',
}: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={t.calls.recordFor(donor.name)}
        onClick={() => setOpen(true)}
      >
        {t.calls.record}
      </button>
      {open && (
        <RecordCallModal donor={donor} requestId={requestId} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
