import type { Generated } from 'kysely';
import type { UserGroup } from '@cabinet/contract';
import type { Timestamp } from './timestamp.js';

/**
 * Accounts, roles and their credentials: users, roles and rules, tokens and API keys, mail,
 * partners' profiles and places.
 */

export interface UsersTable {
  id: Generated<number>;
  login: string;
  email: string;
  name: string;
  surname: string;
  description: string;
  password_hash: string;
  group: UserGroup;
  parent_id: number | null;
  last_login_at: Timestamp | null;
  blocked_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set once the owner opened the confirmation link sent to `email`; null again on a change. */
  email_confirmed_at: Generated<Timestamp | null>;
}

export interface EmailConfirmationsTable {
  id: Generated<number>;
  user_id: number;
  email: string;
  token_hash: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface RolesTable {
  id: Generated<number>;
  key: string;
  name: string;
  description: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RuleGroupsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
}

export interface RulesTable {
  id: Generated<number>;
  group_id: number;
  slug: string;
  name: string;
  description: string;
}

export interface RoleRulesTable {
  role_id: number;
  rule_id: number;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface PersonalAccessTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: string;
  last_used_at: Timestamp;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  key_start: string;
  key_hash: string;
  /** JSON list of abilities (`usage:write`, `services:call`, `reports:read`). */
  abilities: string;
  created_by: number | null;
  created_at: Timestamp;
  expires_at: Timestamp | null;
  last_used_at: Timestamp | null;
  last_used_ip: string | null;
  revoked_at: Timestamp | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  error: string | null;
}

export interface PartnerProfilesTable {
  user_id: number;
  company_name: string;
  tax_id: string;
  contract_number: string;
  /** A calendar date, `YYYY-MM-DD`. */
  contract_date: string | null;
  legal_address: string;
  city: string;
  phone: string;
  contact_email: string;
  bank_name: string;
  iban: string;
  bic: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A partner's city on the map (migration 0008). */
export interface PartnerLocationsTable {
  user_id: number;
  city_code: string;
  latitude: number | null;
  longitude: number | null;
  updated_at: string;
}
