import { matchingText as t } from '../../i18n/matching.ts';
import { requestState, type RequestStateFacts } from './request-state.ts';

/** Incomplete, managed, done or cancelled, as a coloured label. */
export function RequestStateBadge({ request }: { request: RequestStateFacts }) {
  const state = requestState(request);
  return (
    <span className={`state-badge state-${state}`} data-testid="request-state" data-state={state}>
      {t.states[state]}
    </span>
  );
}
