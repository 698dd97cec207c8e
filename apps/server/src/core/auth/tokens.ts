import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { MAX_ROW_ID, type UserGroup } from '@cabinet/contract';
import type { Database } from '../db/schema.js';
import type { Clock } from '../clock.js';
import { MINUTE, HOUR } from '../clock.js';

export interface TokenPolicy {
  idleMinutes: number;
  maxHours: number;
}

/** A valid token's owner and the token's own id (to revoke it on logout). */
export interface TokenOwner {
  tokenId: number;
  userId: number;
  /** The owner's group and partner, read with the token, so that the guard need not read them. */
  group: UserGroup;
  parentId: number | null;
}

const TOKEN_FORMAT = /^(\d{1,10})\|([A-Za-z0-9_-]{20,128})$/;
/** Writing last_used_at on every request costs a write per read; a few seconds' slack is enough. */
const TOUCH_EVERY_MS = 10_000;

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** Sanctum-style personal access tokens: `id|secret`, of which only sha256(secret) is stored. */
export class TokenStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly policy: TokenPolicy,
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
    const row = await this.db
      .selectFrom('personal_access_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select([
        't.id',
        't.user_id',
        't.token_hash',
        't.last_used_at',
        't.expires_at',
        'u.blocked_at',
        'u.group',
        'u.parent_id',
      ])
      .where('t.id', '=', id)
      .executeTakeFirst();
    if (!row || !timingSafeEqualHex(row.token_hash, sha256(match[2]!))) return undefined;

    const now = this.clock.now().getTime();
    const idleUntil = Date.parse(row.last_used_at) + this.policy.idleMinutes * MINUTE;
    if (row.blocked_at || now >= idleUntil || now >= Date.parse(row.expires_at)) {
      await this.revoke(row.id);
      return undefined;
    }
    if (now - Date.parse(row.last_used_at) >= TOUCH_EVERY_MS) {
      await this.db
        .updateTable('personal_access_tokens')
        .set({ last_used_at: new Date(now).toISOString() })
        .where('id', '=', row.id)
        .execute();
    }
    return { tokenId: row.id, userId: row.user_id, group: row.group, parentId: row.parent_id };
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
