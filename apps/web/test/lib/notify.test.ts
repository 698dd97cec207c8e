import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissAll,
  notify,
  notifyStore,
  resolveNotify,
  setMisuseLogger,
  type NotifyOptions,
} from '../../src/lib/notify';

const items = () => notifyStore.getState().items;

describe('notify rules', () => {
  const log = vi.fn();

  beforeEach(() => log.mockReset());

  it('defaults: info, bottom, 5000 ms, badge top-right', () => {
    expect(resolveNotify({ message: 'Saved' }, log)).toEqual({
      message: 'Saved',
      caption: undefined,
      type: 'info',
      position: 'bottom',
      timeout: 5000,
      badgePosition: 'top-right',
      spinner: false,
    });
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    'top-left',
    'top-right',
    'bottom-left',
    'bottom-right',
    'top',
    'bottom',
    'left',
    'right',
    'center',
  ] as const)('accepts position %s', (position) => {
    expect(resolveNotify({ message: 'x', position }, log)?.position).toBe(position);
    expect(log).not.toHaveBeenCalled();
  });

  it("logs 'wrong position' and keeps the default", () => {
    const settings = resolveNotify(
      { message: 'x', position: 'middle' } as unknown as NotifyOptions,
      log,
    );
    expect(log).toHaveBeenCalledWith('wrong position', 'middle');
    expect(settings?.position).toBe('bottom');
  });

  it('accepts a non-negative integer timeout, 0 meaning until dismissed', () => {
    expect(resolveNotify({ message: 'x', timeout: 0 }, log)?.timeout).toBe(0);
    expect(resolveNotify({ message: 'x', timeout: 1200 }, log)?.timeout).toBe(1200);
    expect(log).not.toHaveBeenCalled();
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '300'])(
    "logs 'wrong timeout' for %s and keeps 5000",
    (timeout) => {
      const settings = resolveNotify({ message: 'x', timeout } as unknown as NotifyOptions, log);
      expect(log).toHaveBeenCalledWith('wrong timeout', timeout);
      expect(settings?.timeout).toBe(5000);
    },
  );

  it('accepts the four corners as badge position', () => {
    for (const badgePosition of ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const) {
      expect(resolveNotify({ message: 'x', badgePosition }, log)?.badgePosition).toBe(
        badgePosition,
      );
    }
    expect(log).not.toHaveBeenCalled();
  });

  it.each(['top', 'center', 'left'])("logs 'wrong badgePosition' for %s", (badgePosition) => {
    const settings = resolveNotify(
      { message: 'x', badgePosition } as unknown as NotifyOptions,
      log,
    );
    expect(log).toHaveBeenCalledWith('wrong badgePosition', badgePosition);
    expect(settings?.badgePosition).toBe('top-right');
  });

  it.each([undefined, null, {}, { message: '' }])(
    "logs 'parameter required' and shows nothing for %j",
    (input) => {
      expect(resolveNotify(input, log)).toBeNull();
      expect(log).toHaveBeenCalledWith('parameter required', 'message');
    },
  );

  it('ongoing has no timeout and shows a spinner', () => {
    const settings = resolveNotify({ message: 'Exporting', type: 'ongoing', timeout: 3000 }, log);
    expect(settings).toMatchObject({ type: 'ongoing', timeout: 0, spinner: true });
  });

  it('misuse never throws', () => {
    expect(() =>
      resolveNotify({ message: 'x', position: 1, timeout: 'soon', badgePosition: {} }, log),
    ).not.toThrow();
    expect(log.mock.calls.map(([message]) => message)).toEqual([
      'wrong position',
      'wrong timeout',
      'wrong badgePosition',
    ]);
  });
});

describe('notify()', () => {
  const log = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    setMisuseLogger(log);
  });

  afterEach(() => {
    dismissAll();
    vi.useRealTimers();
    setMisuseLogger((message, value) => console.error(message, value));
    log.mockReset();
  });

  it('shows a notification and dismisses it after the default 5000 ms', () => {
    notify({ type: 'positive', message: 'Role saved' });
    expect(items()).toHaveLength(1);
    expect(items()[0]).toMatchObject({ type: 'positive', message: 'Role saved', count: 1 });
    vi.advanceTimersByTime(4999);
    expect(items()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(items()).toHaveLength(0);
  });

  it('keeps a notification with timeout 0 until it is dismissed', () => {
    const handle = notify({ message: 'Read me', timeout: 0 });
    vi.advanceTimersByTime(60_000);
    expect(items()).toHaveLength(1);
    handle.dismiss();
    expect(items()).toHaveLength(0);
  });

  it('an ongoing notification stays until the code that opened it dismisses it', () => {
    const handle = notify({ type: 'ongoing', message: 'Building the CSV…' });
    vi.advanceTimersByTime(600_000);
    expect(items()[0]).toMatchObject({ spinner: true, timeout: 0 });
    handle.dismiss();
    expect(items()).toHaveLength(0);
  });

  it('an ongoing notification can turn into a result that then times out', () => {
    const handle = notify({ type: 'ongoing', message: 'Building the CSV…' });
    handle.update({ type: 'positive', message: 'Done', timeout: 1000 });
    expect(items()[0]).toMatchObject({ type: 'positive', spinner: false, message: 'Done' });
    vi.advanceTimersByTime(1000);
    expect(items()).toHaveLength(0);
  });

  it('groups a repeat into one notification with a counter', () => {
    notify({ type: 'negative', message: 'Server error' });
    notify({ type: 'negative', message: 'Server error' });
    notify({ type: 'negative', message: 'Another error' });
    expect(items().map((item) => [item.message, item.count])).toEqual([
      ['Server error', 2],
      ['Another error', 1],
    ]);
  });

  it('logs misuse through the logger and still shows the message with defaults', () => {
    notify({ message: 'x', position: 'nowhere' } as unknown as NotifyOptions);
    expect(log).toHaveBeenCalledWith('wrong position', 'nowhere');
    expect(items()[0]?.position).toBe('bottom');
  });

  it('logs a missing message and shows nothing', () => {
    const handle = notify(undefined as unknown as NotifyOptions);
    expect(log).toHaveBeenCalledWith('parameter required', 'message');
    expect(items()).toHaveLength(0);
    expect(() => handle.dismiss()).not.toThrow();
  });
});
