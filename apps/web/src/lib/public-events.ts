type PublicEventHandler = (data: unknown) => void;
const handlers = new Map<string, Set<PublicEventHandler>>();

let openChannel: (() => void) | undefined;
let wanted = false;

/**
 * Calls `handler` with the data of every `event` the realtime public channel brings: a feature
 * says here what it does with its own events, without the realtime connection knowing it. The
 * channel itself opens once somebody signs in (app/boot/steps/realtime.ts).
 */
export function onPublicEvent(event: string, handler: PublicEventHandler): () => void {
  const set = handlers.get(event) ?? new Set<PublicEventHandler>();
  set.add(handler);
  handlers.set(event, set);
  return () => set.delete(handler);
}

/** As `onPublicEvent`, and opens the channel now if it is not open yet (a screen that needs it). */
export function listenPublicEvent(event: string, handler: PublicEventHandler): () => void {
  const stop = onPublicEvent(event, handler);
  wanted = true;
  openChannel?.();
  return stop;
}

/** The start-up says here how the channel is opened; a screen may have asked for it already. */
export function onPublicChannelWanted(open: () => void): void {
  openChannel = open;
  if (wanted) open();
}

/** Hands an event of the public channel to its handlers. */
export function emitPublicEvent(event: string, data: unknown): void {
  for (const handler of handlers.get(event) ?? []) handler(data);
}
