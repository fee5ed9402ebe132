import { RECENT_CALL_DAYS } from '../../../common/constants.ts';
import type { DonorCallSummary } from '../../../common/schemas/matching.ts';
import { matchingText as t } from '../../i18n/matching.ts';
import dashboardStylesheet from '../../styles/dashboard.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(dashboardStylesheet);

interface Props {
  /** The donor's call figures as the lists and matches answer them (absent on older answers). */
  summary: Partial<DonorCallSummary>;
}

/**
 * 'Called N times in 3 days, last by X', and the wrong-number flag: shown wherever a donor
 * appears, so that four volunteers do not ring the same donor within ten minutes.
 */
export function CallBadge({ summary }: Props) {
  const calls = summary.callsLast3Days ?? 0;
  if (calls <= 0 && !summary.wrongNumberAt) return null;
  return (
    <span className="cell-badges">
      {calls > 0 && (
        <span className="call-badge" data-testid="call-badge">
          {t.calls.badge(RECENT_CALL_DAYS, calls, summary.lastCalledBy ?? null)}
        </span>
      )}
      {summary.wrongNumberAt && (
        <span className="wrong-number-flag" data-testid="wrong-number-flag">
          ⚠ {t.calls.wrongNumber}
        </span>
      )}
    </span>
  );
}
