import type { Page } from 'playwright-core';

/**
 * The throttled profile of the browser measurements (issue 43): a fast mobile or slow office link,
 * as Lighthouse's desktop preset has it: 40 ms round trip, 10 Mbit/s down, 5 up; the CPU as the
 * machine gives it (its load is printed beside the figures).
 */
export const THROTTLED = {
  name: '40 ms RTT, 10 Mbit/s down, 5 Mbit/s up',
  latencyMs: 40,
  downloadBytesPerSecond: (10 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (5 * 1024 * 1024) / 8,
  cpuSlowdown: 1,
} as const;

export type NetworkProfile = typeof THROTTLED;

/** Applies the profile to the page (Chromium only), before it loads anything. */
export async function throttle(page: Page, profile: NetworkProfile = THROTTLED): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.downloadBytesPerSecond,
    uploadThroughput: profile.uploadBytesPerSecond,
  });
  if (profile.cpuSlowdown > 1)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}
