import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { readToken } from '../../lib/cookies';

/**
 * Laravel Echo as a Laravel application's `resources/js/echo.js` sets it up for Reverb, with the
 * same `VITE_REVERB_*` settings; by default the cabinet's own address, where the server speaks the
 * Pusher protocol at `/app/{key}`. pusher-js reconnects by itself.
 */
export function createEcho(location: Location = window.location): Echo<'reverb'> {
  const env = import.meta.env;
  const scheme = env.VITE_REVERB_SCHEME ?? location.protocol.replace(':', '');
  const secure = scheme === 'https';
  const port = Number(env.VITE_REVERB_PORT ?? location.port) || (secure ? 443 : 80);
  return new Echo({
    broadcaster: 'reverb',
    key: env.VITE_REVERB_APP_KEY ?? 'cabinet',
    wsHost: env.VITE_REVERB_HOST ?? location.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: secure,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    Pusher,
    authEndpoint: '/broadcasting/auth',
    // Private channels: the session's bearer token as it is when a channel is signed (it is
    // renewed and replaced while the page lives), never a copy taken at start.
    channelAuthorization: {
      endpoint: '/broadcasting/auth',
      transport: 'ajax',
      headersProvider: () => {
        const token = readToken();
        return token ? { Authorization: `Bearer ${token}` } : {};
      },
    },
  });
}

let shared: Echo<'reverb'> | undefined;

/** The page's one connection: the public channel and the signed-in user's private ones share it. */
export function sharedEcho(): Echo<'reverb'> {
  shared ??= createEcho();
  return shared;
}

/**
 * A `listenToAll` handler that hands each event on once, by its plain name: the server sends an
 * event named like a Laravel class twice, as `App\Events\Name` (which Echo reports as `Name`)
 * and as `Name` (reported as `.Name`), so that `listen` hears it either way.
 */
export const plainEvents =
  (onEvent: (event: string, data: unknown) => void) => (event: string, data: unknown) => {
    if (event.startsWith('.')) onEvent(event.slice(1), data);
  };
