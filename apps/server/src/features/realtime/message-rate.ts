/**
 * Counts a connection's messages in one-second windows; `accept` is false once a window holds more
 * than the limit. Real time, not the app's clock: a rate is about the load a client causes.
 */
export function messageRate(maxPerSecond: number) {
  let windowStart = performance.now();
  let count = 0;
  return {
    accept(): boolean {
      const now = performance.now();
      if (now - windowStart >= 1000) {
        windowStart = now;
        count = 0;
      }
      count += 1;
      return count <= maxPerSecond;
    },
  };
}
