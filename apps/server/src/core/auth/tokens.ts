import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { MAX_ROW_ID } from '@cabinet/contract';
import type { Database } from '../db/schema.js';
import type { Clock } from '../clock.js';
import { MINUTE, HOUR } from '../clock.js';
import { credentialOwner, ownerColumns, type CredentialOwner } from './credential-owner.js';
import { CallerCache } from './caller-cache.js';

export interface TokenPolicy {
  idleMinutes: number;
  maxHours: number;
}

/** A valid token's owner and the token's own id (to revoke it on logout). */
export interface TokenOwner extends CredentialOwner {
  tokenId: number;
}

/** A token row as verification needs it, kept in the cache between two reads. */
interface TokenRecord {
  owner: TokenOwner;
  hash: string;
  lastUsedAt: number;
  expiresAt: number;
  blocked: boolean;
}

const TOKEN_FORMAT = /^(\d{1,10})\|([A-Za-z0-9_-]{20,128})$/;
/**
 * Writing last_used_at on every request costs a write per read: it is written when a minute old,
 * so the idle limit counts from a use at most a minute before the last one (SECURITY.md).
 */
export const TOUCH_EVERY_MS = 60_000;

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** Sanctum-style personal access tokens: `id|secret`, of which only sha256(secret) is stored. */
export class TokenStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly policy: TokenPolicy,
    private readonly cache = new CallerCache<TokenRecord>(0),
  ) {}

  async issue(userId: number, name: string): Promise<string> {
    const secret = crypto.randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const row = await this.db
      .insertInto('personal_access_tokens')
      .values({
        user_id: userId,
        name: name.slice(0, 100),
        token_hash: sha256(secret),
        last_used_at: now.toISOString(),
        expires_at: new Date(now.getTime() + this.policy.maxHours * HOUR).toISOString(),
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return `${row.id}|${secret}`;
  }

  /** The owner of a live token, sliding its idle expiry; undefined for anything else. */
  async verify(plain: string): Promise<TokenOwner | undefined> {
    const match = TOKEN_FORMAT.exec(plain);
    if (!match) return undefined;
    const id = Number(match[1]);
    // PostgreSQL fails a query for an id beyond its serials instead of finding none.
    if (id > MAX_ROW_ID) return undefined;
    const record = this.cache.get(String(id)) ?? (await this.read(id));
    if (!record || !timingSafeEqualHex(record.hash, sha256(match[2]!))) return undefined;

    const now = this.clock.now().getTime();
    const idleUntil = record.lastUsedAt + this.policy.idleMinutes * MINUTE;
    if (record.blocked || now >= idleUntil || now >= record.expiresAt) {
      await this.revoke(id);
      return undefined;
    }
    if (now - record.lastUsedAt >= TOUCH_EVERY_MS) {
      record.lastUsedAt = now;
      await this.db
        .updateTable('personal_access_tokens')
        .set({ last_used_at: new Date(now).toISOString() })
        .where('id', '=', id)
        .execute();
    }
    return record.owner;
  }

  /** The token, its owner and the owner's permissions: one statement. */
  private async read(id: number): Promise<TokenRecord | undefined> {
    const row = await this.db
      .selectFrom('personal_access_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select([
        't.token_hash',
        't.last_used_at',
        't.expires_at',
        't.user_id',
        ...ownerColumns(this.db),
      ])
      .where('t.id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const record: TokenRecord = {
      owner: { tokenId: id, ...credentialOwner(row) },
      hash: row.token_hash,
      lastUsedAt: Date.parse(row.last_used_at),
      expiresAt: Date.parse(row.expires_at),
      blocked: row.blocked_at !== null,
    };
    this.cache.set(String(id), record);
    return record;
  }

  async revoke(tokenId: number): Promise<void> {
    await this.db.deleteFrom('personal_access_tokens').where('id', '=', tokenId).execute();
  }

  async revokeAll(userId: number): Promise<void> {
    await this.db.deleteFrom('personal_access_tokens').where('user_id', '=', userId).execute();
  }
}

function timingSafeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
