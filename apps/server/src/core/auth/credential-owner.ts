import type { Kysely } from 'kysely';
import type { UserGroup } from '@cabinet/contract';
import type { Database } from '../db/schema.js';
import { permissionsColumn, permissionSet, type Caller } from './current-user.js';

/**
 * The one caller query of a credential (a session token, an API key): its owner, joined as `u`,
 * is read with it in the same statement, permissions included, so that the guard reads nothing.
 */
export const ownerColumns = (db: Kysely<Database>) =>
  [
    'u.blocked_at',
    'u.group',
    'u.parent_id',
    permissionsColumn(db, 'u.id').as('permissions'),
  ] as const;

/** A credential's row read with `ownerColumns`. */
interface OwnerRow {
  user_id: number;
  group: UserGroup;
  parent_id: number | null;
  permissions: string | null;
}

/** Who holds a credential, as the guard checks it: its caller, permissions included. */
export interface CredentialOwner {
  caller: Caller;
}

/** The owner a credential's row (with `ownerColumns`) stands for. */
export const credentialOwner = (row: OwnerRow): CredentialOwner => ({
  caller: {
    id: row.user_id,
    group: row.group,
    parentId: row.parent_id,
    permissions: permissionSet(row.permissions),
  },
});
