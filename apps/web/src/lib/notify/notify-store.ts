import { createStore } from 'zustand/vanilla';
import { resolveNotify, type MisuseLogger, type NotifyOptions, type NotifySettings } from './rules';

export interface Notification extends NotifySettings {
  id: number;
  /** How many identical notifications this one stands for (shown as a badge above 1). */
  count: number;
}

export interface NotifyHandle {
  dismiss(): void;
  /** Changes a visible notification, e.g. an ongoing one that turned into a result. */
  update(changes: Partial<NotifyOptions>): void;
}

export const notifyStore = createStore<{ items: Notification[] }>(() => ({ items: [] }));

const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;
let logMisuse: MisuseLogger = (message, value) => console.error(message, value);

/** Tests watch misuse through this; the app keeps console.error. */
export function setMisuseLogger(logger: MisuseLogger): void {
  logMisuse = logger;
}

function schedule(item: Notification) {
  clearTimeout(timers.get(item.id));
  timers.delete(item.id);
  if (item.timeout > 0)
    timers.set(
      item.id,
      setTimeout(() => dismiss(item.id), item.timeout),
    );
}

export function dismiss(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  notifyStore.setState((s) => ({ items: s.items.filter((item) => item.id !== id) }));
}

export function dismissAll(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  notifyStore.setState({ items: [] });
}

const sameKind = (a: NotifySettings, b: NotifySettings) =>
  a.type === b.type &&
  a.message === b.message &&
  a.caption === b.caption &&
  a.position === b.position;

function handleOf(id: number): NotifyHandle {
  return {
    dismiss: () => dismiss(id),
    update: (changes) => {
      const current = notifyStore.getState().items.find((item) => item.id === id);
      if (!current) return;
      const settings = resolveNotify({ ...current, ...changes }, logMisuse);
      if (!settings) return;
      const updated: Notification = { ...current, ...settings };
      notifyStore.setState((s) => ({
        items: s.items.map((item) => (item.id === id ? updated : item)),
      }));
      schedule(updated);
    },
  };
}

const noop: NotifyHandle = { dismiss: () => undefined, update: () => undefined };

/**
 * Shows a notification (spec sections 4, 5, 9). A repeat of one already on screen is grouped into
 * it with a counter badge. Misuse is only logged.
 */
export function notify(options: NotifyOptions | string): NotifyHandle {
  const settings = resolveNotify(options, logMisuse);
  if (!settings) return noop;
  const twin = notifyStore.getState().items.find((item) => sameKind(item, settings));
  if (twin && !settings.spinner) {
    const grouped = { ...twin, ...settings, count: twin.count + 1 };
    notifyStore.setState((s) => ({
      items: s.items.map((item) => (item.id === twin.id ? grouped : item)),
    }));
    schedule(grouped);
    return handleOf(twin.id);
  }
  const item: Notification = { ...settings, id: nextId++, count: 1 };
  notifyStore.setState((s) => ({ items: [...s.items, item] }));
  schedule(item);
  return handleOf(item.id);
}
