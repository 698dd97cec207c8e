import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { API_KEY_PREFIX, type ApiAbility } from '@cabinet/contract';
import type { Database } from '../db/schema.js';
import type { Clock } from '../clock.js';
import { credentialOwner, ownerColumns, type CredentialOwner } from './credential-owner.js';
import { CallerCache } from './caller-cache.js';

/** Writing the last use on every call costs a write per call; once a minute (or a new address) is enough. */
const TOUCH_EVERY_MS = 60_000;
const KEY_FORMAT = /^cabk_[A-Za-z0-9_-]{43}$/;

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

/** A live key's owner, with what the key may do. */
export interface KeyOwner extends CredentialOwner {
  keyId: number;
  abilities: ApiAbility[];
}

/** A key row as verification needs it, kept in the cache between two reads. */
interface KeyRecord {
  owner: KeyOwner;
  expiresAt: number | null;
  lastUsedAt: number | null;
  lastUsedIp: string | null;
  refused: boolean;
}

/**
 * API keys for machines: `cabk_` and 32 random bytes, of which only the SHA-256 is kept (a key is
 * found by its hash: it carries no id). No idle expiry: a key lives until revoked or its own end.
 */
export class ApiKeyStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly cache = new CallerCache<KeyRecord>(0),
  ) {}

  /** A new key's text (shown once) and what is stored of it. */
  static mint(): { key: string; keyStart: string; keyHash: string } {
    const key = `${API_KEY_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
    return { key, keyStart: key.slice(0, API_KEY_PREFIX.length + 6), keyHash: sha256(key) };
  }

  /** The owner of a live key, noting its use; undefined for a key unknown, revoked or past its end. */
  async verify(plain: string, address: string): Promise<KeyOwner | undefined> {
    if (!KEY_FORMAT.test(plain)) return undefined;
    const hash = sha256(plain);
    const record = this.cache.get(hash) ?? (await this.read(hash));
    const now = this.clock.now().getTime();
    if (!record || record.refused) return undefined;
    if (record.expiresAt !== null && now >= record.expiresAt) return undefined;
    const stale = record.lastUsedAt === null || now - record.lastUsedAt >= TOUCH_EVERY_MS;
    if (stale || record.lastUsedIp !== address) {
      record.lastUsedAt = now;
      record.lastUsedIp = address.slice(0, 64);
      await this.db
        .updateTable('api_keys')
        .set({ last_used_at: new Date(now).toISOString(), last_used_ip: record.lastUsedIp })
        .where('id', '=', record.owner.keyId)
        .execute();
    }
    return record.owner;
  }

  /** The key, its owner and the owner's permissions: one statement. */
  private async read(hash: string): Promise<KeyRecord | undefined> {
    const row = await this.db
      .selectFrom('api_keys as k')
      .innerJoin('users as u', 'u.id', 'k.user_id')
      .select([
        'k.id',
        'k.user_id',
        'k.abilities',
        'k.expires_at',
        'k.revoked_at',
        'k.last_used_at',
        'k.last_used_ip',
        ...ownerColumns(this.db),
      ])
      .where('k.key_hash', '=', hash)
      .executeTakeFirst();
    if (!row) return undefined;
    const abilities = JSON.parse(row.abilities) as ApiAbility[];
    const record: KeyRecord = {
      owner: { keyId: row.id, ...credentialOwner(row), abilities },
      expiresAt: row.expires_at ? Date.parse(row.expires_at) : null,
      lastUsedAt: row.last_used_at ? Date.parse(row.last_used_at) : null,
      lastUsedIp: row.last_used_ip,
      refused: row.revoked_at !== null || row.blocked_at !== null,
    };
    this.cache.set(hash, record);
    return record;
  }
}
