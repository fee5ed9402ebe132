import { offlineText as t } from '../../i18n/offline.ts';
import { useOnline } from './use-online.ts';

/** A small line under the top bar while the phone has no connection (pages come from the cache). */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="offline-notice" role="status" data-testid="offline-notice">
      {t.notice}
    </p>
  );
}
