/** A frame the server sends on a channel, e.g. `{ channel: 'public', event: 'SendAliveEvent', data }`. */
export interface RealtimeFrame {
  channel: string;
  event: string;
  data: unknown;
}

export interface RealtimeOptions {
  url: string;
  channels: string[];
  onFrame: (frame: RealtimeFrame) => void;
  /** Reconnect delays grow from `minDelayMs` by doubling up to `maxDelayMs`, with jitter. */
  minDelayMs?: number;
  maxDelayMs?: number;
  createSocket?: (url: string) => WebSocket;
}

export interface RealtimeConnection {
  close(): void;
}

const isFrame = (value: unknown): value is RealtimeFrame =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RealtimeFrame).channel === 'string' &&
  typeof (value as RealtimeFrame).event === 'string';

/** `ws(s)://<this host>/ws`. */
export function realtimeUrl(location: Location = window.location): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}/ws`;
}

/**
 * Keeps a WebSocket open: subscribes to the channels on every (re)connection and reconnects with
 * exponential backoff after the server goes away (a restart, a deploy).
 */
export function connectRealtime({
  url,
  channels,
  onFrame,
  minDelayMs = 1000,
  maxDelayMs = 30_000,
  createSocket = (address) => new WebSocket(address),
}: RealtimeOptions): RealtimeConnection {
  let socket: WebSocket | undefined;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const scheduleReconnect = () => {
    if (closed || timer) return;
    const delay = Math.min(maxDelayMs, minDelayMs * 2 ** attempt);
    attempt += 1;
    timer = setTimeout(
      () => {
        timer = undefined;
        open();
      },
      delay / 2 + Math.random() * (delay / 2),
    );
  };

  const open = () => {
    if (closed) return;
    try {
      socket = createSocket(url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket.addEventListener('open', () => {
      attempt = 0;
      for (const channel of channels) socket?.send(JSON.stringify({ event: 'subscribe', channel }));
    });
    socket.addEventListener('message', (event: MessageEvent) => {
      try {
        const frame: unknown = JSON.parse(String(event.data));
        if (isFrame(frame)) onFrame(frame);
      } catch {
        // not ours: ignored
      }
    });
    socket.addEventListener('close', scheduleReconnect);
  };

  open();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      socket?.close();
    },
  };
}
