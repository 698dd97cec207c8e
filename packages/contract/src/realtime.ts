import { z } from 'zod';
import { Permission } from './permissions.js';

/** `POST /broadcasting/auth`, as pusher-js sends it (form-encoded or JSON). */
export const BroadcastAuthRequest = z.object({
  socket_id: z.string().regex(/^\d{1,12}\.\d{1,12}$/),
  channel_name: z.string().min(1).max(200),
});
export type BroadcastAuthRequest = z.infer<typeof BroadcastAuthRequest>;

/** Pusher's answer: the subscription's signature, `<key>:<hex HMAC>`. */
export const BroadcastAuthResponse = z.object({ auth: z.string() });
export type BroadcastAuthResponse = z.infer<typeof BroadcastAuthResponse>;

/**
 * Broadcast on the private channels of the users, partners and provider whose usage a batch of
 * ingestion has just recorded (at most a few a second per channel: bursts are coalesced), so that
 * open dashboards refresh their figures without polling.
 */
export const USAGE_RECORDED_EVENT = 'UsageRecorded';
export const UsageRecordedEvent = z.object({
  /** Records accepted since the channel's previous event. */
  accepted: z.number().int(),
  /** When the last of them was recorded (ISO instant). */
  at: z.string(),
});
export type UsageRecordedEvent = z.infer<typeof UsageRecordedEvent>;

/** The provider's staff's channel (administrators): events about every partner's usage. */
export const PROVIDER_CHANNEL = 'private-provider';
/** A user's own channel, named as Laravel names it for `App\Models\User`. */
export const userChannel = (userId: number) => `private-App.Models.User.${userId}`;
/** A partner's channel: events about the partner's whole circle (its users' usage counts). */
export const partnerChannel = (partnerId: number) => `private-partner.${partnerId}`;

/**
 * The permissions that let a partner's user act for the whole partner (its alert rules, its
 * webhook endpoints): who holds one may hear the partner's channel.
 */
export const PARTNER_WIDE_PERMISSIONS: readonly Permission[] = [
  Permission.alertsManage,
  Permission.webhooksManage,
];

/**
 * Whose partner channel an account may hear: a partner its own; a partner's user only when its
 * permissions reach the whole partner; anybody else none (null). A client hears only itself.
 */
export function partnerChannelOwner(account: {
  id: number;
  isPartner: boolean;
  parentId: number | null;
  permissions: Iterable<string>;
}): number | null {
  if (account.isPartner) return account.id;
  const held = new Set(account.permissions);
  return PARTNER_WIDE_PERMISSIONS.some((permission) => held.has(permission))
    ? account.parentId
    : null;
}
