import { plainEvents, sharedEcho } from './echo';

/**
 * Listens on private channels (their full names, `private-…`) for the signed-in user, handing
 * every event to `onEvent`; the server signs only the user's own channels. Returns the way to
 * leave them (at sign-out, or when the user changes).
 */
export function listenPrivately(
  channels: readonly string[],
  onEvent: (event: string, data: unknown) => void,
): () => void {
  const echo = sharedEcho();
  const names = channels.map((channel) => channel.replace(/^private-/, ''));
  for (const name of names) echo.private(name).listenToAll(plainEvents(onEvent));
  return () => {
    for (const name of names) echo.leave(name);
  };
}
