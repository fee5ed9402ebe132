import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PhoneIcon } from '../../components/icons.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { toast } from '../../components/toast.tsx';
import { answer, api, readApi } from '../../foundation/api-client.ts';
import { errorText } from '../../foundation/error-text.ts';
import { analyticsText as T } from '../../i18n/analytics.ts';
import { patientsText } from '../../i18n/patients.ts';
import { bloodLabel } from '../../shared/format.ts';
import { patientKeys } from '../../shared/query-keys/patients.ts';

/** Read again as often as a volunteer would glance at it; an answer through a donor's link shows. */
const REFRESH_MS = 60_000;

/** Today's bridge sessions: the card's read, and the dashboard's on the server. */
export const todaySessionsQuery = {
  queryKey: [...patientKeys.all, 'today'] as const,
  queryFn: () => answer(readApi.GET('/api/bridge-sessions/today')),
};

/** A donor still to give today: the volunteer may record the donation once it is given. */
const CAN_GIVE = new Set(['planned', 'asked', 'confirmed', 'backfill']);

/**
 * Today's blood-bridge sessions (docs/decisions/057) on the dashboard, like a request's pledges:
 * each patient with a session today, the donors planned or answering with a number to tap, and
 * "Given", which records the donation in the donor's history. Nothing shows on a day without one.
 */
export function TodaySessions() {
  const client = useQueryClient();
  const query = useQuery({ ...todaySessionsQuery, refetchInterval: REFRESH_MS });
  const given = useMutation({
    mutationFn: ({
      patientId,
      donorId,
      date,
    }: {
      patientId: string;
      donorId: string;
      date: string;
    }) =>
      answer(
        api.POST('/api/patients/{id}/session-answers', {
          params: { path: { id: patientId } },
          body: { date, donorId, state: 'given' },
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: patientKeys.all }),
    onError: (error) => toast.error(errorText(error) || T.today.failed),
  });
  if (query.isSuccess && query.data.sessions.length === 0) return null;
  return (
    <section
      className="card analytics-card today-card"
      aria-labelledby="today-sessions-heading"
      data-testid="today-sessions"
    >
      <div className="analytics-card-head">
        <h2 id="today-sessions-heading">{T.today.heading}</h2>
      </div>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p role="alert">{T.today.loadFailed}</p>
      ) : (
        <ul className="today-list">
          {query.data.sessions.map((s) => (
            <li key={s.patientId} className="today-session" data-testid="today-session">
              <div className="today-session-head">
                <span className="group-big">{bloodLabel(s.bloodGroup)}</span>
                <div>
                  <Link to={`/dashboard/patients/${s.patientId}`} className="today-patient">
                    {s.name}
                  </Link>
                  <span className="small muted">{T.today.where(s.hospital, s.bags)}</span>
                  {!s.covered && <span className="badge trouble-dueSoon">{T.today.short}</span>}
                </div>
              </div>
              <ul className="today-donors">
                {s.donors.map((d) => (
                  <li key={d.donorId} className="today-donor" data-testid="today-donor">
                    <span>
                      <strong>{d.name}</strong>{' '}
                      <span className="small muted" data-state={d.state}>
                        {patientsText.states[d.state]}
                      </span>
                    </span>
                    <a
                      className="btn btn-outline today-call"
                      href={`tel:${d.phone}`}
                      aria-label={T.today.call(d.name, d.phone)}
                    >
                      <PhoneIcon size={18} /> {d.phone}
                    </a>
                    {CAN_GIVE.has(d.state) && (
                      <button
                        type="button"
                        className="btn btn-primary today-given"
                        disabled={given.isPending}
                        aria-label={T.today.givenBy(d.name)}
                        onClick={() =>
                          given.mutate({
                            patientId: s.patientId,
                            donorId: d.donorId,
                            date: query.data.date,
                          })
                        }
                      >
                        {T.today.given}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
