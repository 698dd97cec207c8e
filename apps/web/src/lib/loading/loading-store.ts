import { createStore } from 'zustand/vanilla';

/** Spec section 9: the overlay appears after `delay` ms (default 0) with an 80 px spinner. */
export const DEFAULT_LOADING_DELAY = 0;
export const SPINNER_SIZE = 80;

export const loadingStore = createStore<{ visible: boolean; message?: string }>(() => ({
  visible: false,
}));

let pending = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Shows the overlay; every show needs its hide. Nested shows keep it up until the last hide; a
 * later show with a shorter delay does not make an earlier delayed one appear sooner or later.
 */
export function showLoading(options: { delay?: number; message?: string } = {}): void {
  const delay = Math.max(0, options.delay ?? DEFAULT_LOADING_DELAY);
  pending += 1;
  if (loadingStore.getState().visible) return;
  if (delay === 0) {
    clearTimeout(timer);
    timer = undefined;
    loadingStore.setState({ visible: true, message: options.message });
  } else if (timer === undefined) {
    timer = setTimeout(() => {
      timer = undefined;
      if (pending > 0) loadingStore.setState({ visible: true, message: options.message });
    }, delay);
  }
}

export function hideLoading(): void {
  if (pending === 0) return;
  pending -= 1;
  if (pending > 0) return;
  clearTimeout(timer);
  timer = undefined;
  loadingStore.setState({ visible: false, message: undefined });
}

/** Runs `work` under the overlay and hides it whatever happens. */
export async function withLoading<T>(work: () => Promise<T>, delay?: number): Promise<T> {
  showLoading({ delay });
  try {
    return await work();
  } finally {
    hideLoading();
  }
}

export function isLoading(): boolean {
  return pending > 0;
}
