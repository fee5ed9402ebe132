import type { AlertRow } from '../../../common/schemas/alerts.ts';
import { PhoneIcon } from '../../components/icons.tsx';
import { alertsText as t } from '../../i18n/alerts.ts';
import { bloodLabel, formatDateTime } from '../../shared/format.ts';
import { useAlerts } from './alerts-api.ts';
import { AlertText } from './AlertText.tsx';
import dashboardStylesheet from '../../styles/dashboard.css?url';
import sharedStylesheet from '../../styles/shared.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(dashboardStylesheet);
requireStylesheet(sharedStylesheet);

/** The words and style of an alert's state: its answer once answered. */
export function alertBadge(alert: Pick<AlertRow, 'state' | 'answer'>): {
  text: string;
  className: string;
} {
  if (alert.answer === 'yes') return { text: t.list.yes, className: 'alert-state answer-yes' };
  if (alert.answer === 'no') return { text: t.list.no, className: 'alert-state' };
  return {
    text: t.list.states[alert.state] ?? alert.state,
    className: `alert-state state-${alert.state}`,
  };
}

const withText = (alert: AlertRow): alert is AlertRow & { text: string } => alert.text !== null;

/**
 * The alerts sent for a request, newest first: to whom, how, their state and the donor's answer
 * (a "yes" is an offer: call to confirm). It reads itself again every few seconds while the
 * request is open. With SMS only logged, each unanswered alert's text is there to copy or WhatsApp.
 */
export function AlertList({ requestId, live = true }: { requestId: string; live?: boolean }) {
  const alerts = useAlerts(requestId, live);
  const rows = alerts.data?.alerts ?? [];
  if (alerts.isError) {
    return (
      <p className="muted small" role="alert">
        {t.list.failedToLoad}
      </p>
    );
  }
  if (rows.length === 0) return null;
  const logged = alerts.data?.smsProvider === 'log';
  return (
    <section
      className="alert-list"
      aria-labelledby={`alert-list-${requestId}`}
      data-testid="alert-list"
    >
      <h3 id={`alert-list-${requestId}`}>{t.list.heading}</h3>
      <p className="muted small">{t.list.refreshing}</p>
      {logged && rows.some((alert) => alert.answer === null && withText(alert)) && (
        <p className="small warn">{t.list.logNote}</p>
      )}
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
              {alert.state === 'queued' && alert.notBefore && (
                <p className="muted small">{t.list.heldUntil(formatDateTime(alert.notBefore))}</p>
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
              {logged && alert.answer === null && withText(alert) && <AlertText alert={alert} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
