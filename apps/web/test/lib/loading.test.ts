import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import {
  hideLoading,
  isLoading,
  loadingStore,
  showLoading,
  SPINNER_SIZE,
  withLoading,
} from '../../src/lib/loading';

const visible = () => loadingStore.getState().visible;

describe('loading overlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    while (isLoading()) hideLoading();
    vi.useRealTimers();
  });

  it('shows at once by default with an 80 px spinner, and hides', () => {
    expect(SPINNER_SIZE).toBe(80);
    showLoading();
    expect(visible()).toBe(true);
    hideLoading();
    expect(visible()).toBe(false);
  });

  it('waits for the delay, and never shows when hidden before it', () => {
    showLoading({ delay: 300 });
    vi.advanceTimersByTime(299);
    expect(visible()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(visible()).toBe(true);
    hideLoading();

    showLoading({ delay: 300 });
    vi.advanceTimersByTime(100);
    hideLoading();
    vi.advanceTimersByTime(1000);
    expect(visible()).toBe(false);
  });

  it('nested shows stay up until the last hide', () => {
    showLoading();
    showLoading();
    hideLoading();
    expect(visible()).toBe(true);
    hideLoading();
    expect(visible()).toBe(false);
    hideLoading(); // an extra hide is harmless
    showLoading();
    expect(visible()).toBe(true);
  });

  it('withLoading hides after a failure too', async () => {
    await expect(withLoading(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(visible()).toBe(false);
    expect(isLoading()).toBe(false);
  });
});
