type PublicEventHandler = (data: unknown) => void;
const handlers = new Map<string, Set<PublicEventHandler>>();

/**
 * Calls `handler` with the data of every `event` the realtime public channel brings: a feature
 * says here what it does with its own events, without the realtime connection knowing it.
 */
export function onPublicEvent(event: string, handler: PublicEventHandler): () => void {
  const set = handlers.get(event) ?? new Set<PublicEventHandler>();
  set.add(handler);
  handlers.set(event, set);
  return () => set.delete(handler);
}

/** Hands an event of the public channel to its handlers. */
export function emitPublicEvent(event: string, data: unknown): void {
  for (const handler of handlers.get(event) ?? []) handler(data);
}
