import type { BrowserContext, Page } from '@playwright/test';

const kbps = (n: number) => (n * 1000) / 8;

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
