import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { answer, publicApi } from '../../foundation/api-client.ts';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { LinkPageState, retryUnlessAnswered } from '../../components/LinkPageState.tsx';
import { patientStatusText as t } from '../../i18n/patient-status.ts';
import { formatDate } from '../../shared/format.ts';
import donorLinkStylesheet from '../donor-link/donor-link.css?url';
import sharedStylesheet from '../../styles/shared.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(donorLinkStylesheet);
requireStylesheet(sharedStylesheet);

/** The status behind a guardian's link (read only by this page). */
export const patientStatusKeys = {
  one: (token: string) => ['patient-status', token] as const,
};

/**
 * The guardian's status page of a recurring patient (/p/{token}, decisions/062): the hospital,
 * how often, and each session of the next 90 days with whether donors are confirmed, set, or not
 * yet. Nothing of the patient or the donors (the server sends none). An unknown or turned-off
 * link gets a plain not-found message.
 */
export function PatientStatusPage() {
  const token = useParams().token ?? '';
  const status = useQuery({
    queryKey: patientStatusKeys.one(token),
    queryFn: () =>
      answer(publicApi.GET('/api/patient-status/{token}', { params: { path: { token } } })),
    retry: retryUnlessAnswered,
  });

  return (
    <section className="page narrow request-status patient-status">
      <PageTitle title={t.title} />
      <div className="donor-link-head">
        <h1>{t.title}</h1>
        <LanguageSwitch className="btn btn-outline btn-small language-switch" />
      </div>
      <LinkPageState
        query={status}
        notFound={{ testId: 'patient-status-not-found', text: t.notFound, home: t.home }}
        failed={{ text: t.loadFailed, retry: t.retry }}
      >
        {(row) => (
          <div className="card" data-testid="patient-status">
            <p className="muted">{t.intro}</p>
            <p>
              {t.hospital}: <strong>{row.hospital}</strong>
              <br />
              {t.every(row.intervalDays)} · {t.bags(row.bagsPerSession)}
            </p>
            <h2>{t.window(row.days)}</h2>
            {row.paused ? (
              <p role="status" data-testid="patient-status-paused">
                {t.paused}
              </p>
            ) : row.sessions.length === 0 ? (
              <p className="muted">{t.none}</p>
            ) : (
              <ol className="patient-sessions">
                {row.sessions.map((s) => {
                  const state = s.confirmed ? 'confirmed' : s.covered ? 'covered' : 'uncovered';
                  return (
                    <li
                      key={s.date}
                      className={`patient-session card-outline patient-session-${state}`}
                      data-testid="patient-session"
                      data-state={state}
                    >
                      <strong>{formatDate(s.date)}</strong>
                      <span className={state === 'confirmed' ? 'answer-yes' : undefined}>
                        {t[state]}
                      </span>
                    </li>
                  );
                })}
              </ol>
            )}
            <p className="muted small">{t.privacy}</p>
          </div>
        )}
      </LinkPageState>
    </section>
  );
}

export default PatientStatusPage;
