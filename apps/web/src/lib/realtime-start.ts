/**
 * The longest a page load holds the realtime client back, and the longest the signed-in layout
 * waits for its first screen's data before taking it as shown (app/layout/first-screen.ts).
 */
export const FIRST_SCREEN_AT_MOST_MS = 2000;

let held: Promise<void> | undefined;
let release: () => void = () => undefined;

/**
 * Holds the realtime client back while a signed-in page loads (issue 43): its first screen does
 * not wait for the client's code and socket. The signed-in layout releases it once that screen
 * shows (app/layout/first-screen.ts); FIRST_SCREEN_AT_MOST_MS at most.
 */
export function holdRealtime(): void {
  held = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, FIRST_SCREEN_AT_MOST_MS);
  });
}

export function releaseRealtime(): void {
  release();
}

/** Runs `load` now, or once the realtime client is released if a page load holds it. */
export function whenRealtimeMayLoad(load: () => void): void {
  if (held) void held.then(load);
  else load();
}
