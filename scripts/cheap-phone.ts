import type { BrowserContext, Page } from '@playwright/test';

const kbps = (n: number) => (n * 1000) / 8;

/**
 * A cheap Android phone's browser, as Lighthouse's mobile profile names it: the server draws a
 * dashboard screen in the phone's layout when the browser says it is a phone.
 */
export const CHEAP_PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

/**
 * A cheap phone on slow mobile data, as Lighthouse's mobile profile: 4x CPU slowdown and slow 4G
 * (150 ms round trip, 1.6 Mbps down, 750 kbps up). Shared by the measure:* scripts.
 */
export async function throttleLikeACheapPhone(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: kbps(1600),
    uploadThroughput: kbps(750),
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
