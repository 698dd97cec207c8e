import { z } from 'zod';

/** `POST /broadcasting/auth`, as pusher-js sends it (form-encoded or JSON). */
export const BroadcastAuthRequest = z.object({
  socket_id: z.string().regex(/^\d{1,12}\.\d{1,12}$/),
  channel_name: z.string().min(1).max(200),
});
export type BroadcastAuthRequest = z.infer<typeof BroadcastAuthRequest>;

/** Pusher's answer: the subscription's signature, `<key>:<hex HMAC>`. */
export const BroadcastAuthResponse = z.object({ auth: z.string() });
export type BroadcastAuthResponse = z.infer<typeof BroadcastAuthResponse>;
