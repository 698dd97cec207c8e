import { useEffect, useRef } from 'react';

type PrivateEventHandler = (data: unknown) => void;
const handlers = new Map<string, Set<PrivateEventHandler>>();

/**
 * Calls `handler` with the data of every `event` the signed-in user's private channels bring (its
 * own, its partner's, the provider's for staff): a feature says here what it does with its events,
 * without the realtime connection knowing it.
 */
export function onPrivateEvent(event: string, handler: PrivateEventHandler): () => void {
  const set = handlers.get(event) ?? new Set<PrivateEventHandler>();
  set.add(handler);
  handlers.set(event, set);
  return () => set.delete(handler);
}

/** Hands an event of a private channel to its handlers. */
export function emitPrivateEvent(event: string, data: unknown): void {
  for (const handler of handlers.get(event) ?? []) handler(data);
}

/** `onPrivateEvent` for as long as a component is shown (the latest handler is called). */
export function usePrivateEvent(event: string, handler: PrivateEventHandler): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onPrivateEvent(event, (data) => latest.current(data)), [event]);
}
