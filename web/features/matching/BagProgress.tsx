import { digits as bn } from '../../i18n/language.ts';
import { matchingText as t } from '../../i18n/matching.ts';
import type { RequestStateFacts } from './request-state.ts';

/** Bags needed, pledged and given; `compact` is one short line for a table cell. */
export function BagProgress({
  request,
  compact,
}: {
  request: RequestStateFacts;
  compact?: boolean;
}) {
  const needed = request.bagsNeeded ?? request.blood_quantity;
  const pledged = request.pledgedCount ?? 0;
  const given = request.givenCount ?? 0;
  if (compact) {
    return (
      <span className="muted small" data-testid="bag-progress">
        {t.progress.summary(String(needed), pledged, given)}
      </span>
    );
  }
  return (
    <ul className="bag-progress" aria-label={t.progress.label} data-testid="bag-progress">
      <li>
        {t.progress.needed} <strong>{bn(needed)}</strong>
      </li>
      <li>
        {t.progress.pledged} <strong data-testid="bags-pledged">{bn(pledged)}</strong>
      </li>
      <li>
        {t.progress.given} <strong data-testid="bags-given">{bn(given)}</strong>
      </li>
    </ul>
  );
}
