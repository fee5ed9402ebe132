import { useForm, useWatch } from 'react-hook-form';
import { ALERTS_PER_BAG, ALERTS_PER_REQUEST_MAX } from '../../../common/constants.ts';
import { sendAlertsBody, type SendAlertsResult } from '../../../common/schemas/alerts.ts';
import { Modal } from '../../components/Modal.tsx';
import { toast } from '../../components/toast.tsx';
import { alertsText as t } from '../../i18n/alerts.ts';
import { adminFailure } from './admin-failure.ts';
import { useAlerts, useSendAlerts } from './alerts-api.ts';
import { AlertText } from './AlertText.tsx';
import { useState } from 'react';
import { formatDateTime } from '../../shared/format.ts';

interface Props {
  open: boolean;
  requestId: string;
  /** Bags the request needs: the server's default is three donors per bag. */
  bagsNeeded: number;
  /** The donors the volunteer ticked on the matches screen, with their names. */
  ticked: { id: string; name: string }[];
  /** Names of the donors on screen, to say who was skipped. */
  names: Map<string, string>;
  onClose: () => void;
  /** After alerts were queued: the ticks are cleared. */
  onSent: () => void;
}

interface Values {
  who: 'top' | 'ticked';
  urgent: boolean;
}

/**
 * "Alert donors": the top matches (three per bag, as the server picks them) or exactly the donors
 * ticked, with an urgent switch for quiet hours. The answer says how many were queued and why any
 * were skipped; with SMS only logged, the texts to copy or send by WhatsApp follow.
 */
export function AlertDonorsModal(props: Props) {
  return (
    <Modal open={props.open} title={t.send.title} onClose={props.onClose}>
      {props.open && <AlertForm {...props} />}
    </Modal>
  );
}

function AlertForm({ requestId, bagsNeeded, ticked, names, onClose, onSent }: Props) {
  const send = useSendAlerts(requestId);
  const alerts = useAlerts(requestId);
  const [result, setResult] = useState<SendAlertsResult | null>(null);
  const { register, handleSubmit, control } = useForm<Values>({
    defaultValues: { who: ticked.length > 0 ? 'ticked' : 'top', urgent: false },
  });
  const who = useWatch({ control, name: 'who' });
  const top = Math.min(Math.max(1, bagsNeeded) * ALERTS_PER_BAG, ALERTS_PER_REQUEST_MAX);

  const onSubmit = handleSubmit((values) => {
    const body = sendAlertsBody.safeParse(
      values.who === 'ticked'
        ? { donorIds: ticked.map((donor) => donor.id), urgent: values.urgent }
        : { urgent: values.urgent },
    );
    if (!body.success) {
      toast.error(t.send.failed);
      return;
    }
    send.mutate(body.data, {
      onSuccess: (answer) => {
        setResult(answer);
        if (answer.queued > 0) onSent();
      },
      onError: (error) => toast.error(adminFailure(error, t.send.failed)),
    });
  });

  if (result) {
    // Only the donors this send alerted, and only when their alerts go now (not held).
    const texts = (result.texts ?? []).map((text) => ({
      ...text,
      donorName: names.get(text.donorId) ?? t.send.aDonor,
    }));
    return (
      <div className="alert-result" data-testid="alert-result">
        <p role="status">
          <strong data-testid="alerts-queued">{t.send.queued(result.queued)}</strong>
        </p>
        {result.heldUntil && (
          <p className="small warn" data-testid="alerts-held">
            {t.send.held(formatDateTime(result.heldUntil))}
          </p>
        )}
        {result.skipped.length > 0 && (
          <>
            <p>{t.send.skippedHeading(result.skipped.length)}</p>
            <ul className="skip-rows" data-testid="alerts-skipped">
              {result.skipped.map((skip) => (
                <li key={skip.donorId}>
                  {names.get(skip.donorId) ?? t.send.aDonor}: {t.skip[skip.reason] ?? skip.reason}
                </li>
              ))}
            </ul>
          </>
        )}
        {texts.length > 0 && (
          <>
            <p className="small warn">{t.list.logNote}</p>
            <div className="alert-texts">
              {texts.map((alert) => (
                <AlertText key={alert.donorId} alert={alert} />
              ))}
            </div>
          </>
        )}
        <div className="modal-actions">
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t.send.close}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className="alert-send-form" noValidate onSubmit={onSubmit}>
      <p className="muted small">{t.send.intro}</p>
      <fieldset className="choice-group">
        <legend>{t.send.who}</legend>
        <label className="radio-row">
          <input type="radio" value="top" {...register('who')} />
          <span>{t.send.top(top)}</span>
        </label>
        <label className="radio-row">
          <input type="radio" value="ticked" disabled={ticked.length === 0} {...register('who')} />
          <span>{ticked.length > 0 ? t.send.ticked(ticked.length) : t.send.tickedNone}</span>
        </label>
      </fieldset>
      {who === 'ticked' && ticked.length > 0 && (
        <p className="small">{ticked.map((donor) => donor.name).join(', ')}</p>
      )}
      <label className="switch-row">
        <input type="checkbox" role="switch" {...register('urgent')} />
        <span>
          {alerts.data
            ? t.send.urgentHours(alerts.data.quietHours.start, alerts.data.quietHours.end)
            : t.send.urgent}
        </span>
      </label>
      <div className="modal-actions">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t.send.close}
        </button>
        <button type="submit" className="btn btn-primary" disabled={send.isPending}>
          {send.isPending ? t.send.sending : t.send.submit}
        </button>
      </div>
    </form>
  );
}
