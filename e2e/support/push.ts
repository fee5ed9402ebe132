import { expect, type CDPSession, type Page } from '@playwright/test';

/** A push message as the server sends it (web/sw.ts reads it). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}

interface BrowserEvent {
  service: string;
  eventName: string;
  instanceId: string;
  eventMetadata: { key: string; value: string }[];
}

/**
 * Push messages handed to the app's service worker through the browser's DevTools protocol, as
 * the push service would hand them, with the browser's own account of what became of each.
 *
 * What is waited on, and why no reading of the notifications while a push is being shown:
 * - A push goes to the registration only once its worker is `activated` (the browser reports each
 *   worker version's state), not merely once the page's `navigator.serviceWorker.ready` resolves.
 * - After a push, the browser reports that the worker's push event has finished and how
 *   ("Push event completed", Status), and that a notification was put on display ("Notification
 *   displayed", with its tag): the DevTools background-services record, the one Chromium keeps for
 *   its Application panel. Only then does the test read `getNotifications()`.
 * - Chromium's `getNotifications()` keeps a stored notification only if the platform already lists
 *   it as displayed or it was written after the call began, and deletes any other from its
 *   database. A read made between the worker writing a notification and the platform showing it
 *   loses that notification for good (it stays on screen, and no later read lists it). Polling the
 *   list while a push was being shown did exactly that on a busy machine; a read after the
 *   browser says "displayed" cannot.
 */
export class PushChannel {
  private readonly events: BrowserEvent[] = [];
  private registrationId = '';

  private constructor(
    private readonly page: Page,
    private readonly cdp: CDPSession,
  ) {}

  /** Opens the channel on a page whose service worker is registered (or being registered). */
  static async open(page: Page): Promise<PushChannel> {
    const cdp = await page.context().newCDPSession(page);
    const channel = new PushChannel(page, cdp);
    cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent }) =>
      channel.events.push(backgroundServiceEvent),
    );
    for (const service of ['pushMessaging', 'notifications'] as const) {
      await cdp.send('BackgroundService.startObserving', { service });
      await cdp.send('BackgroundService.setRecording', { service, shouldRecord: true });
    }
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const active = versions.find(
        (v) => v.status === 'activated' && new URL(v.scriptURL).pathname === '/sw.js',
      );
      if (active) channel.registrationId = active.registrationId;
    });
    await cdp.send('ServiceWorker.enable');
    await expect
      .poll(() => channel.registrationId, {
        message: "the app's service worker is activated",
        timeout: 30_000,
      })
      .not.toBe('');
    return channel;
  }

  /** This page's origin, as the push service knows the subscription's. */
  get origin(): string {
    return new URL(this.page.url()).origin;
  }

  /**
   * Delivers one push and waits until the worker's push event has succeeded and the browser has
   * put a notification with `tag` on display.
   */
  async deliver(payload: PushPayload, tag: string): Promise<void> {
    const from = this.events.length;
    const since = () => this.events.slice(from);
    await this.cdp.send('ServiceWorker.deliverPushMessage', {
      origin: this.origin,
      registrationId: this.registrationId,
      data: JSON.stringify(payload),
    });
    await expect
      .poll(
        () =>
          since()
            .find((e) => e.service === 'pushMessaging' && e.eventName === 'Push event completed')
            ?.eventMetadata.find((m) => m.key === 'Status')?.value,
        { message: 'the push event finished in the service worker', timeout: 30_000 },
      )
      .toBe('Success');
    expect(
      since()
        .filter((e) => e.service === 'notifications' && e.eventName === 'Notification displayed')
        .map((e) => e.instanceId),
      'the notification the push showed, by its tag',
    ).toContain(tag);
  }

  /** The notifications on display for the app's service worker, read once (see above). */
  shown(): Promise<{ title: string; body: string; url: string }[]> {
    return this.page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        url: (n.data as { url: string }).url,
      })),
    );
  }
}
