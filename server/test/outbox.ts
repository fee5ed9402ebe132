import { AlertOutbox } from '../alerts/outbox.ts';
import type { FakeGateway } from '../alerts/fake-gateway.ts';
import { HttpSms } from '../alerts/sms.ts';
import { readAlertSettings } from '../data/settings.ts';
import type { TestApp } from './app.ts';

/**
 * An outbox worker for tests of what the app sends (reminders, thanks, bridge asks): SMS to a
 * fake gateway on a local port, no push, the installation's quiet hours, 50 rows a round.
 */
export const gatewayOutbox = (t: TestApp, gateway: FakeGateway) =>
  new AlertOutbox({
    db: t.db,
    sms: new HttpSms({ url: gateway.template, method: 'GET', timeoutMs: 2000 }),
    push: null,
    linkKey: t.app.alerts.linkKey,
    baseUrl: t.app.alerts.baseUrl,
    batch: 50,
    maxAttempts: 3,
    leaseSeconds: 30,
    retryBaseMs: 60_000,
    pollMs: 1000,
    quietHours: () => readAlertSettings(t.db),
  });
