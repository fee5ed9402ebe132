import { useRef } from 'react';
import type { AlertShareText } from '../../../common/schemas/alerts.ts';
import { toast } from '../../components/toast.tsx';
import { alertsText as t } from '../../i18n/alerts.ts';
import { whatsAppTo } from './alerts-api.ts';
import sharedStylesheet from '../../styles/shared.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(sharedStylesheet);

/**
 * An alert's message when SMS is only logged: the volunteer copies it or sends it by WhatsApp. It
 * holds the donor's link, so it comes only in the answer that queued the alert (never in the list).
 */
export function AlertText({ alert }: { alert: AlertShareText & { donorName: string } }) {
  const box = useRef<HTMLTextAreaElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(alert.text);
      toast.success(t.list.copied);
    } catch {
      box.current?.select();
      toast.error(t.list.copyFailed);
    }
  };
  const id = `alert-text-${alert.donorId}`;
  return (
    <div className="alert-text card-outline" data-testid="alert-text">
      <label htmlFor={id} className="small">
        {t.list.textFor(alert.donorName)}
      </label>
      <textarea id={id} ref={box} readOnly value={alert.text} />
      <div className="link-actions">
        <button type="button" className="btn btn-outline" onClick={() => void copy()}>
          {t.list.copy}
        </button>
        <a
          className="btn btn-success"
          href={whatsAppTo(alert.number1, alert.text)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t.list.whatsApp}
        </a>
      </div>
    </div>
  );
}
