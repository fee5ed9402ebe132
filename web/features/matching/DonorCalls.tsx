import type { DonorCallSummary } from '../../../common/schemas/matching.ts';
import { matchingText as t } from '../../i18n/matching.ts';
import { formatDateTime } from '../../shared/format.ts';
import { CallBadge } from './CallBadge.tsx';
import { useDonorCalls } from './matching-api.ts';
import { RecordCallButton } from './RecordCallButton.tsx';
import dashboardStylesheet from '../../styles/dashboard.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(dashboardStylesheet);

interface Props {
  donor: Partial<DonorCallSummary> & { _id: string; name: string };
}

/** In a donor's profile: the call badge, Record call, and the latest calls with who made them. */
export function DonorCalls({ donor }: Props) {
  const calls = useDonorCalls(donor._id);
  const rows = calls.data?.calls ?? [];
  return (
    <section className="call-history" aria-label={t.calls.history} data-testid="donor-calls">
      <h4>{t.calls.history}</h4>
      <CallBadge summary={donor} />
      <p>
        <RecordCallButton donor={donor} className="btn btn-outline" />
      </p>
      {calls.isLoading ? null : calls.isError ? (
        <p className="muted" role="alert">
          {t.calls.historyFailed}
        </p>
      ) : rows.length === 0 ? (
        <p className="muted small">{t.calls.historyEmpty}</p>
      ) : (
        <ul>
          {rows.map((call) => (
            <li key={call._id} data-testid="call-row">
              <strong>{t.calls.outcomes[call.outcome] ?? call.outcome}</strong>
              <span className="muted small">
                {' · '}
                {formatDateTime(call.calledAt)}
                {call.calledBy && ` · ${t.calls.by(call.calledBy)}`}
              </span>
              {call.note && <div className="small">{call.note}</div>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
