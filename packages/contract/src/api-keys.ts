import { z } from 'zod';
import { MAX_ROW_ID, success } from './common.js';
import { MessageKey } from './messages.js';

/** What a key may do: record usage, call services, read reports and the register. */
export const API_ABILITIES = ['usage:write', 'services:call', 'reports:read'] as const;
export const ApiAbility = z.enum(API_ABILITIES);
export type ApiAbility = z.infer<typeof ApiAbility>;

/** Every key starts so, for secret scanners to find a leaked one. */
export const API_KEY_PREFIX = 'cabk_';

export const ApiKeyStatus = z.enum(['active', 'expired', 'revoked']);

export const ApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters, to recognise it by (the rest is never shown again). */
  keyStart: z.string(),
  abilities: z.array(ApiAbility),
  owner: z.object({ id: z.number().int(), login: z.string(), name: z.string() }),
  status: ApiKeyStatus,
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

export const ApiKeysResponse = success(z.array(ApiKey));

/** A new key: for `userId` (an administrator's choice; a partner's keys are its own). */
export const ApiKeyCreateInput = z
  .strictObject({
    name: z
      .string({ error: MessageKey.required })
      .trim()
      .min(1, { error: MessageKey.required })
      .max(100),
    userId: z.number().int().positive().max(MAX_ROW_ID).optional(),
    abilities: z.array(ApiAbility).min(1, { error: MessageKey.required }).max(API_ABILITIES.length),
    /** The last day the key works (inclusive); none: until revoked. */
    expiresOn: z.iso.date().nullable().default(null),
  })
  .describe(
    '`userId` (an administrator’s choice) must name an Integrator or a partner; a partner issues keys to itself only.',
  );
export type ApiKeyCreateInput = z.input<typeof ApiKeyCreateInput>;

/** The key itself comes back once, in this answer only. */
export const ApiKeyCreatedResponse = success(ApiKey.extend({ key: z.string() }));
