import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/toast.tsx';
import { errorText } from '../../foundation/error-text.ts';
import { answer, api } from '../../foundation/api-client.ts';
import { wavesText as t } from '../../i18n/waves.ts';
import { formatDateTime } from '../../shared/format.ts';
import { alertKeys, useAlerts, useSendAlerts } from './alerts-api.ts';

/**
 * Automatic alert waves on Find donors (decisions/059): start them (urgent or not), see each wave
 * and how far it reached, when the next is due or why they stopped, and stop them.
 */
export function AutoWaves({ requestId, open }: { requestId: string; open: boolean }) {
  const alerts = useAlerts(requestId, open);
  const send = useSendAlerts(requestId);
  const client = useQueryClient();
  const [urgent, setUrgent] = useState(false);
  const stop = useMutation({
    mutationFn: () =>
      answer(
        api.POST('/api/blood-request/{id}/alerts/stop', { params: { path: { id: requestId } } }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.alerts(requestId) }),
    onError: (error) => toast.error(errorText(error) || t.failed),
  });
  const auto = alerts.data?.auto ?? null;
  if (!open && !auto) return null;
  return (
    <section className="auto-waves" data-testid="auto-waves" aria-labelledby={`waves-${requestId}`}>
      <h3 id={`waves-${requestId}`}>{t.heading}</h3>
      {auto?.waves.length ? (
        <ol className="auto-wave-list" data-testid="auto-wave-list">
          {auto.waves.map((w) => (
            <li key={w.number}>{t.wave(w.number, t.reach[w.reach], w.queued)}</li>
          ))}
        </ol>
      ) : null}
      {auto?.running ? (
        <>
          <p role="status">
            {t.running(auto.waves.length, auto.nextAt ? formatDateTime(auto.nextAt) : '')}
          </p>
          <button
            type="button"
            className="btn btn-outline"
            disabled={stop.isPending}
            onClick={() => stop.mutate()}
          >
            {t.stop}
          </button>
        </>
      ) : (
        <>
          {auto?.stopReason && <p role="status">{t.stopped[auto.stopReason]}</p>}
          {open && (
            <>
              <p className="muted small">{t.intro}</p>
              <label className="radio-row">
                <input
                  type="checkbox"
                  checked={urgent}
                  onChange={(e) => setUrgent(e.currentTarget.checked)}
                />
                <span>{t.urgent}</span>
              </label>
              <button
                type="button"
                className="btn btn-primary"
                disabled={send.isPending}
                data-testid="auto-waves-start"
                onClick={() =>
                  send.mutate(
                    { auto: true, urgent },
                    { onError: (error) => toast.error(errorText(error) || t.failed) },
                  )
                }
              >
                {t.start}
              </button>
            </>
          )}
        </>
      )}
    </section>
  );
}
