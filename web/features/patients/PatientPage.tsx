import { RELIABILITY_CALLS, RELIABILITY_MISSES } from '../../../common/constants.ts';
import { Link, useParams } from 'react-router';
import { todayInBangladesh } from '../../../common/dates.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { toast } from '../../components/toast.tsx';
import { errorText } from '../../foundation/error-text.ts';
import { patientsText as t } from '../../i18n/patients.ts';
import { bloodLabel, formatDate, formatDateTime } from '../../shared/format.ts';
import { requireStylesheet } from '../../shared/stylesheets.ts';
import dashboardStylesheet from '../../styles/dashboard.css?url';
import {
  useAnswerSession,
  usePatient,
  usePausePatient,
  useSessions,
  useSetBridge,
  useSuggestions,
  type Patient,
  type Sessions,
} from './patients-api.ts';
import { HospitalPlace } from './HospitalPlace.tsx';
import { StatusLinkCard } from './StatusLinkCard.tsx';

requireStylesheet(dashboardStylesheet);

/** The screen reads on its own (its address carries the patient's id). */
export const reads = () => [];

const ANSWERS = ['asked', 'confirmed', 'declined', 'given'] as const;

/**
 * One recurring patient (decisions/057): their details, their bridge (donors removed or added from
 * the compatible donors the server suggests, saved at once) and the 90-day rota planned from it,
 * with a warning when the bridge leaves sessions short, and each donor's state to mark; the
 * guardian's status link (decisions/062).
 */
export default function PatientPage() {
  const { patientId = '' } = useParams();
  const patient = usePatient(patientId);
  const pause = usePausePatient(patientId);
  if (patient.isLoading) return <Spinner />;
  if (patient.isError || !patient.data)
    return (
      <div className="card" role="alert">
        <p>{t.loadFailed}</p>
        <Link to="/dashboard/patients">{t.patient.back}</Link>
      </div>
    );
  const p = patient.data;
  return (
    <section className="patient-page" data-testid="patient-page">
      <PageTitle title={p.name} />
      <p>
        <Link to="/dashboard/patients">{t.patient.back}</Link>
      </p>
      <h1>
        {p.name} <span className="blood-badge">{bloodLabel(p.bloodGroup)}</span>
      </h1>
      <p className="muted">
        {t.every(p.intervalDays)} · {t.bags(p.bagsPerSession)} · {t.patient.hospital}: {p.hospital}
        {' · '}
        {t.patient.guardian}: <a href={`tel:${p.guardianPhone}`}>{p.guardianPhone}</a>
      </p>
      <HospitalPlace patient={p} />
      {p.notes && (
        <p>
          {t.patient.notes}: {p.notes}
        </p>
      )}
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => pause.mutate(!p.paused, { onError: (e) => toast.error(errorText(e)) })}
      >
        {p.paused ? t.patient.resume : t.patient.pause}
      </button>
      <Bridge patient={p} />
      <Rota patientId={p.id} />
      <StatusLinkCard patientId={p.id} name={p.name} />
    </section>
  );
}

export function Bridge({ patient }: { patient: Patient }) {
  const suggestions = useSuggestions(patient.id);
  const save = useSetBridge(patient.id);
  const ids = patient.bridge.map((m) => m.donorId);
  const store = (next: string[]) =>
    save.mutate(next, {
      onSuccess: () => toast.success(t.patient.bridgeSaved),
      onError: (e) => toast.error(errorText(e)),
    });
  return (
    <section className="card patient-bridge" data-testid="patient-bridge">
      <h2>{t.patient.bridge}</h2>
      <p className="muted">{t.patient.bridgeIntro}</p>
      {patient.bridge.length === 0 ? (
        <p className="muted">{t.patient.noBridge}</p>
      ) : (
        <ul className="bridge-list">
          {patient.bridge.map((m) => (
            <li key={m.donorId} data-testid="bridge-member">
              <span>{m.name}</span> <span className="blood-badge">{bloodLabel(m.bloodGroup)}</span>{' '}
              <span className="muted">{t.patient.agreement[m.agreement]}</span>{' '}
              <button
                type="button"
                className="btn btn-outline btn-small"
                disabled={save.isPending}
                onClick={() => store(ids.filter((id) => id !== m.donorId))}
              >
                {t.patient.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <h3>{t.patient.suggestions}</h3>
      {suggestions.isLoading ? (
        <Spinner />
      ) : !suggestions.data?.donors.length ? (
        <p className="muted">{t.patient.noSuggestions}</p>
      ) : (
        <ul className="bridge-list" data-testid="bridge-suggestions">
          {suggestions.data.donors.map((d) => (
            <li key={d.donorId} data-testid="bridge-suggestion">
              <span>{d.name}</span> <span className="blood-badge">{bloodLabel(d.bloodGroup)}</span>{' '}
              {d.upazila && <span className="muted">{d.upazila}</span>}{' '}
              {d.missedCalls >= RELIABILITY_MISSES && (
                <span className="muted small" data-testid="suggestion-missed">
                  {t.patient.missedCalls(d.missedCalls, RELIABILITY_CALLS)}
                </span>
              )}{' '}
              <button
                type="button"
                className="btn btn-primary btn-small"
                disabled={save.isPending}
                onClick={() => store([...ids, d.donorId])}
              >
                {t.patient.addDonor}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The rota of one patient: each session, its donors with their state (and why one could not be asked). */
export function Rota({ patientId }: { patientId: string }) {
  const rota = useSessions(patientId);
  const answer = useAnswerSession(patientId);
  const today = todayInBangladesh();
  if (rota.isLoading) return <Spinner />;
  if (!rota.data) return null;
  const { sessions, uncovered } = rota.data;
  return (
    <section className="card patient-rota" data-testid="patient-rota">
      <h2>{t.patient.rota}</h2>
      {uncovered > 0 && (
        <p className="rota-warning" role="status" data-testid="rota-warning">
          {t.patient.shortWarning(uncovered)}
        </p>
      )}
      {sessions.length === 0 ? (
        <p className="muted">{t.patient.noSessions}</p>
      ) : (
        <ol className="rota-list">
          {sessions.map((s) => (
            <li
              key={s.date}
              className={s.covered ? 'rota-session' : 'rota-session rota-short'}
              data-testid="rota-session"
            >
              <strong>{formatDate(s.date)}</strong>{' '}
              <span className={s.covered ? 'cover-tag cover-ok' : 'cover-tag cover-short'}>
                {s.covered ? t.covered : t.uncovered}
              </span>{' '}
              <span className="muted">{t.patient.needed(s.bags)}</span>{' '}
              {s.date > today && (
                <span className="muted">{t.patient.askFrom(formatDate(s.askFrom))}</span>
              )}
              {s.donors.length === 0 ? (
                <p className="muted">{t.patient.nobody}</p>
              ) : (
                <ul>
                  {s.donors.map((d) => (
                    <li key={d.donorId}>
                      {d.name} · {t.states[d.state]}{' '}
                      {d.reason && (
                        <span className="muted" data-testid="unreachable-reason">
                          ({t.unreachable[d.reason]}){' '}
                        </span>
                      )}
                      {d.askedAt && (
                        <span className="muted">
                          ({t.patient.askedOn(formatDateTime(d.askedAt))}){' '}
                        </span>
                      )}
                      {d.state !== 'given' && (
                        <select
                          aria-label={`${t.patient.mark}: ${d.name}`}
                          value=""
                          disabled={answer.isPending}
                          onChange={(e) =>
                            answer.mutate(
                              {
                                date: s.date,
                                donorId: d.donorId,
                                state: e.target.value as (typeof ANSWERS)[number],
                              },
                              { onError: (err) => toast.error(errorText(err)) },
                            )
                          }
                        >
                          <option value="">{t.patient.mark}</option>
                          {ANSWERS.filter((a) => a !== 'given' || s.date <= today).map((a) => (
                            <option key={a} value={a}>
                              {t.states[a]}
                            </option>
                          ))}
                        </select>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              {s.matches && <SessionMatches matches={s.matches} />}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The general matches offered for a session the bridge cannot fill (decisions/061), to call. */
function SessionMatches({
  matches,
}: {
  matches: NonNullable<Sessions['sessions'][number]['matches']>;
}) {
  return (
    <div className="rota-matches" data-testid="rota-matches">
      <p className="rota-warning">{t.patient.matches}</p>
      {matches.length === 0 ? (
        <p className="muted">{t.patient.noMatches}</p>
      ) : (
        <ul className="bridge-list">
          {matches.map((m) => (
            <li key={m.donorId} data-testid="rota-match">
              <span>{m.name}</span> <span className="blood-badge">{bloodLabel(m.bloodGroup)}</span>{' '}
              {m.upazila && <span className="muted">{m.upazila}</span>}{' '}
              <a className="btn btn-outline btn-small" href={`tel:${m.phone}`}>
                {m.phone}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
