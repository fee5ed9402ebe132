import { useState } from 'react';
import type { AlertAnswer } from '../../../common/constants.ts';
import type { DonorLinkAlert } from '../../../common/schemas/donor-link.ts';
import { toast } from '../../components/toast.tsx';
import { donorLinkText as t } from '../../i18n/donor-link.ts';
import { bloodLabel, formatDateTime } from '../../shared/format.ts';
import { linkFailure, useAnswerAlert } from './donor-link-api.ts';
import sharedStylesheet from '../../styles/shared.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(sharedStylesheet);

/** The requests the donor was alerted to: "I can donate" / "Not this time", or the answer given. */
export function LinkAlerts({ token, alerts }: { token: string; alerts: DonorLinkAlert[] }) {
  const answer = useAnswerAlert(token);
  // An answered alert shows its answer; "Change my answer" shows the two buttons again.
  const [changing, setChanging] = useState<string | null>(null);

  const send = (requestId: string, value: AlertAnswer) =>
    answer.mutate(
      { requestId, answer: value },
      {
        onSuccess: () => {
          setChanging(null);
          toast.success(value === 'yes' ? t.alerts.savedYes : t.alerts.savedNo);
        },
        onError: (error) => toast.error(linkFailure(error)),
      },
    );

  return (
    <section className="card" aria-labelledby="link-alerts-heading" data-testid="link-alerts">
      <h2 id="link-alerts-heading">{t.alerts.heading}</h2>
      {alerts.length === 0 ? (
        <p className="muted">{t.alerts.none}</p>
      ) : (
        <ul className="link-alerts">
          {alerts.map((alert) => {
            const asking = !alert.closed && (alert.answer === null || changing === alert.requestId);
            return (
              <li
                key={alert.requestId}
                className="link-alert card-outline"
                data-testid="link-alert"
                data-answer={alert.answer ?? ''}
              >
                <p className="link-alert-need">
                  <strong>{t.alerts.need(bloodLabel(alert.bloodGroup), alert.bagsNeeded)}</strong>
                </p>
                <p>
                  {t.alerts.where}: {alert.place}
                  <br />
                  {t.alerts.when}: {formatDateTime(alert.neededAt)}
                </p>
                {alert.closed ? (
                  <p className="muted">{t.alerts.closed}</p>
                ) : asking ? (
                  <div className="answer-buttons">
                    <button
                      type="button"
                      className="btn btn-primary"
                      disabled={answer.isPending}
                      onClick={() => send(alert.requestId, 'yes')}
                    >
                      {t.alerts.yes}
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline"
                      disabled={answer.isPending}
                      onClick={() => send(alert.requestId, 'no')}
                    >
                      {t.alerts.no}
                    </button>
                  </div>
                ) : (
                  <>
                    <p className={alert.answer === 'yes' ? 'answer-yes' : 'muted'} role="status">
                      {alert.answer === 'yes' ? t.alerts.answeredYes : t.alerts.answeredNo}
                    </p>
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => setChanging(alert.requestId)}
                    >
                      {t.alerts.change}
                    </button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
