import { useEffect, useState } from 'react';
import { queryClient } from '../../lib/query-client';
import { FIRST_SCREEN_AT_MOST_MS, releaseRealtime } from '../../lib/realtime-start';

const idle = (run: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(run, { timeout: 500 })
    : setTimeout(run, 50);

let shown: Promise<void> | undefined;

/**
 * Resolves once the signed-in area's first screen is on show (issue 43): the first answer of the
 * query cache has come (or FIRST_SCREEN_AT_MOST_MS have passed) and the browser, done drawing it, is idle. The
 * realtime client (its code, socket and channels) loads then, so that the home's first figures do
 * not wait for it.
 */
export function firstScreenShown(): Promise<void> {
  shown ??= new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop();
      idle(() => {
        releaseRealtime();
        resolve();
      });
    };
    const timer = setTimeout(done, FIRST_SCREEN_AT_MOST_MS);
    const stop = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && ['success', 'error'].includes(event.action.type)) done();
    });
  });
  return shown;
}

/** `firstScreenShown` as a component's state: false until then. */
export function useFirstScreenShown(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let mounted = true;
    void firstScreenShown().then(() => mounted && setDone(true));
    return () => {
      mounted = false;
    };
  }, []);
  return done;
}
