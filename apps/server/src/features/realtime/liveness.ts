import type { WebSocket } from 'ws';

/**
 * Pings every client each interval; one that has not answered the previous ping by the next (a
 * connection gone without a close: a lost network, a frozen tab) is terminated, which frees its
 * place among its address's connections. Browsers and ws answer pings by themselves.
 */
export function liveness(intervalMs: number) {
  const watched = new Map<WebSocket, () => void>();
  const unanswered = new Set<WebSocket>();
  const tick = () => {
    for (const [socket, onSilent] of watched) {
      if (unanswered.has(socket)) {
        onSilent();
        socket.terminate();
        continue;
      }
      unanswered.add(socket);
      socket.ping();
    }
  };
  let timer: NodeJS.Timeout | undefined;
  return {
    watch(socket: WebSocket, onSilent: () => void) {
      watched.set(socket, onSilent);
      socket.on('pong', () => unanswered.delete(socket));
      socket.once('close', () => {
        watched.delete(socket);
        unanswered.delete(socket);
      });
    },
    start() {
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}
