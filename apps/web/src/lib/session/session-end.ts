type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Caches of one user's data register here to be emptied when the session ends, without the session
 * code loading them (the signed-out screens do not need the query cache).
 */
export function onSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function sessionEnded(): void {
  for (const listener of listeners) listener();
}
