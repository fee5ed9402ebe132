import type { z } from 'zod';
import type { donorBridgesAnswer } from '../../../common/schemas/patients.ts';
import { toast } from '../../components/toast.tsx';
import { donorLinkText as t } from '../../i18n/donor-link.ts';
import { formatDate } from '../../shared/format.ts';
import {
  linkFailure,
  useBridgeAgreement,
  useDonorBridges,
  useSessionAnswer,
} from './donor-link-api.ts';

type DonorBridge = z.infer<typeof donorBridgesAnswer>['bridges'][number];

/**
 * The blood bridges the donor is asked onto (decisions/057, 062): the hospital and about how often,
 * never the patient; join or leave; their own next sessions with "I will give" / "Not this time".
 * Nothing is shown to a donor on no bridge.
 */
export function LinkBridges({ token }: { token: string }) {
  const bridges = useDonorBridges(token);
  if (bridges.isError)
    return (
      <p className="card" role="alert">
        {t.bridges.loadFailed}{' '}
        <button type="button" className="link-button" onClick={() => void bridges.refetch()}>
          {t.retry}
        </button>
      </p>
    );
  if (!bridges.data || bridges.data.bridges.length === 0) return null;
  return (
    <section className="card" aria-labelledby="link-bridges-heading" data-testid="link-bridges">
      <h2 id="link-bridges-heading">{t.bridges.heading}</h2>
      <p className="muted">{t.bridges.intro}</p>
      <ul className="link-bridges">
        {bridges.data.bridges.map((bridge) => (
          <BridgeCard key={bridge.patientId} token={token} bridge={bridge} />
        ))}
      </ul>
    </section>
  );
}

function BridgeCard({ token, bridge }: { token: string; bridge: DonorBridge }) {
  const agreement = useBridgeAgreement(token);
  const session = useSessionAnswer(token);
  const busy = agreement.isPending || session.isPending;

  // Through the promise, not mutate's callbacks: the toast does not depend on the card's
  // observers having subscribed (the card appears after a fetch).
  const setAgreement = (value: 'agreed' | 'left') =>
    agreement.mutateAsync({ patientId: bridge.patientId, agreement: value }).then(
      () => toast.success(value === 'agreed' ? t.bridges.joined : t.bridges.left),
      (error: unknown) => toast.error(linkFailure(error)),
    );
  const answerSession = (date: string, value: 'confirmed' | 'declined') =>
    session.mutateAsync({ patientId: bridge.patientId, date, answer: value }).then(
      () => toast.success(value === 'confirmed' ? t.bridges.confirmed : t.bridges.declined),
      (error: unknown) => toast.error(linkFailure(error)),
    );

  return (
    <li
      className="link-bridge card-outline"
      data-testid="link-bridge"
      data-agreement={bridge.agreement}
    >
      <p className="link-bridge-where">
        <strong>{bridge.hospital}</strong>
        <br />
        {t.bridges.every(Math.round(bridge.intervalDays / 7))}
      </p>
      <p className={bridge.agreement === 'agreed' ? 'answer-yes' : 'muted'} role="status">
        {t.bridges.agreement[bridge.agreement]}
      </p>
      {bridge.agreement === 'pending' && (
        <div className="answer-buttons">
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => void setAgreement('agreed')}
          >
            {t.bridges.join}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            onClick={() => void setAgreement('left')}
          >
            {t.bridges.leave}
          </button>
        </div>
      )}
      {bridge.agreement !== 'left' && (
        <>
          <h3 className="link-bridge-sessions-heading">{t.bridges.sessionsHeading}</h3>
          {bridge.sessions.length === 0 ? (
            <p className="muted">{t.bridges.noSessions}</p>
          ) : (
            <ul className="link-bridge-sessions">
              {bridge.sessions.map((s) => (
                <li
                  key={s.date}
                  className="link-bridge-session"
                  data-testid="link-bridge-session"
                  data-state={s.state}
                >
                  <p>
                    <strong>{formatDate(s.date)}</strong>
                    <br />
                    <span className={s.state === 'confirmed' ? 'answer-yes' : undefined}>
                      {t.bridges.states[s.state]}
                    </span>
                  </p>
                  {bridge.agreement === 'agreed' && s.state !== 'given' && (
                    <div className="answer-buttons">
                      <button
                        type="button"
                        className="btn btn-primary"
                        disabled={busy || s.state === 'confirmed'}
                        onClick={() => void answerSession(s.date, 'confirmed')}
                      >
                        {t.bridges.confirm}
                      </button>
                      <button
                        type="button"
                        className="btn btn-outline"
                        disabled={busy || s.state === 'declined'}
                        onClick={() => void answerSession(s.date, 'declined')}
                      >
                        {t.bridges.decline}
                      </button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          {bridge.agreement === 'pending' ? (
            <p className="muted small">{t.bridges.joinFirst}</p>
          ) : (
            <button
              type="button"
              className="link-button link-bridge-leave"
              disabled={busy}
              onClick={() => void setAgreement('left')}
            >
              {t.bridges.leaveAgreed}
            </button>
          )}
        </>
      )}
    </li>
  );
}
