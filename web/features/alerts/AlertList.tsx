import { useState } from 'react';
import type { AlertRow, AlertShareText } from '../../../common/schemas/alerts.ts';
import { PhoneIcon } from '../../components/icons.tsx';
import { alertsText as t } from '../../i18n/alerts.ts';
import { bloodLabel, formatDateTime } from '../../shared/format.ts';
import { useAlerts, useGetAlertText } from './alerts-api.ts';
import { AlertText } from './AlertText.tsx';
import { toast } from '../../components/toast.tsx';
import dashboardStylesheet from '../../styles/dashboard.css?url';
import sharedStylesheet from '../../styles/shared.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(dashboardStylesheet);
requireStylesheet(sharedStylesheet);

/** The words and style of an alert's state: its answer once answered. */
export function alertBadge(alert: Pick<AlertRow, 'state' | 'answer' | 'pledge'>): {
  text: string;
  className: string;
} {
  // A "yes" follows the volunteer's call: to call, confirmed, or withdrawn after it.
  if (alert.answer === 'yes' && alert.pledge === 'confirmed')
    return { text: t.list.yesConfirmed, className: 'alert-state answer-yes' };
  if (alert.answer === 'yes' && alert.pledge === 'withdrawn')
    return { text: t.list.yesWithdrawn, className: 'alert-state' };
  if (alert.answer === 'yes') return { text: t.list.yes, className: 'alert-state answer-yes' };
  if (alert.answer === 'no') return { text: t.list.no, className: 'alert-state' };
  return {
    text: t.list.states[alert.state] ?? alert.state,
    className: `alert-state state-${alert.state}`,
  };
}

/**
 * The alerts sent for a request, newest first: to whom, how, their state and the donor's answer
 * (a "yes" is an offer: call to confirm). It reads itself again every few seconds while the
 * request is open. The list never carries a donor's text (it holds the donor's link): the answer
 * that queued the alert shows it once, and with SMS_PROVIDER=log an alert held by quiet hours is
 * "ready to copy" once they end, with a button that fetches its text once (docs/decisions/066),
 * shown here until the screen is left.
 */
export function AlertList({ requestId, live = true }: { requestId: string; live?: boolean }) {
  const alerts = useAlerts(requestId, live);
  const getText = useGetAlertText(requestId);
  const [texts, setTexts] = useState<Record<string, AlertShareText>>({});
  const rows = alerts.data?.alerts ?? [];
  const fetchText = (donorId: string) =>
    getText.mutate(donorId, {
      onSuccess: (given) => setTexts((now) => ({ ...now, [donorId]: given })),
      onError: () => toast.error(t.list.getTextFailed),
    });
  if (alerts.isError) {
    return (
      <p className="muted small" role="alert">
        {t.list.failedToLoad}
      </p>
    );
  }
  if (rows.length === 0) return null;
  return (
    <section
      className="alert-list"
      aria-labelledby={`alert-list-${requestId}`}
      data-testid="alert-list"
    >
      <h3 id={`alert-list-${requestId}`}>{t.list.heading}</h3>
      <p className="muted small">{t.list.refreshing}</p>
      <ul className="alert-rows">
        {rows.map((alert) => {
          const badge = alertBadge(alert);
          return (
            <li
              key={`${alert.donorId}-${alert.channel}`}
              className="alert-row card-outline"
              data-testid="alert-row"
              data-state={alert.state}
              data-answer={alert.answer ?? ''}
            >
              <div className="alert-row-head">
                <strong>{alert.donorName}</strong>
                <span className="blood-label">{bloodLabel(alert.bloodGroup)}</span>
                <span className="muted small">
                  {t.list.channel[alert.channel] ?? alert.channel}
                </span>
                <span className={badge.className} role="status">
                  {badge.text}
                </span>
              </div>
              {alert.state === 'queued' && alerts.data?.requestClosed && (
                <p className="muted small" data-testid="alert-not-going">
                  {t.list.notGoing}
                </p>
              )}
              {alert.state === 'queued' && alert.notBefore && (
                <p className="muted small">{t.list.heldUntil(formatDateTime(alert.notBefore))}</p>
              )}
              {alert.state === 'readyToCopy' && !texts[alert.donorId] && (
                <div className="alert-get-text">
                  <p className="muted small">{t.list.getTextNote}</p>
                  <button
                    type="button"
                    className="btn btn-primary"
                    disabled={getText.isPending}
                    onClick={() => fetchText(alert.donorId)}
                  >
                    {t.list.getText}
                  </button>
                </div>
              )}
              {texts[alert.donorId] && (
                <AlertText alert={{ ...texts[alert.donorId]!, donorName: alert.donorName }} />
              )}
              {alert.answer === 'yes' && (
                <a
                  className="tel-link"
                  href={`tel:${alert.number1}`}
                  aria-label={t.list.call(alert.number1)}
                >
                  <PhoneIcon size={20} /> {alert.number1}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
