import { describe, expect, it } from 'vitest';
import { plainEvents } from '../../../src/features/realtime/echo';

describe('events heard through listenToAll', () => {
  it('reach the features once, by their plain name, though the server sends two frames', () => {
    const heard: Array<[string, unknown]> = [];
    const handler = plainEvents((event, data) => heard.push([event, data]));
    // How Echo's listenToAll names the two frames of one event (class name and plain name).
    handler('NotificationsChanged', { unread: 1 });
    handler('.NotificationsChanged', { unread: 1 });
    // A dotted broadcastAs name comes in one frame only.
    handler('.invoice.ready', { month: '2026-10' });
    expect(heard).toEqual([
      ['NotificationsChanged', { unread: 1 }],
      ['invoice.ready', { month: '2026-10' }],
    ]);
  });
});
