import { useDeferredValue, type ReactNode } from 'react';

/**
 * Its children one render later: the screen's first render commits without them, and React renders
 * them in the background right after (issue 43: the home's figures come before its menu and its
 * chart and rankings).
 */
export function Deferred({ children }: { children: ReactNode }) {
  return useDeferredValue(true, false) ? children : null;
}
