import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

type Loader = (db: Kysely<Database>, id: string) => Promise<unknown>;

/**
 * What a mutating route records, declared beside its access rule:
 * `audit: { action: 'tariff.update', table: 'tariffs', id: 'id' }`.
 * - `action`: `<object type>.<verb>`; the object type is the part before the dot;
 * - `table` reads the object's row by id, or `load` reads it another way (a partner with its
 *   profile, a role with its rules); without either, `after` is the answer's `data`;
 * - `id`: the path parameter naming the object, or a function of the request; without it, the
 *   id is the answer's `data.id` (a create);
 * - `after`: what is recorded as `after` instead, from the request (a call that changes nothing
 *   but is recorded, such as a simulation, keeps what was asked).
 */
export interface AuditDeclaration {
  action: string;
  table?: keyof Database;
  load?: Loader;
  id?: string | ((request: FastifyRequest) => unknown);
  after?: (request: FastifyRequest) => unknown;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditDeclaration;
  }
}

export const objectTypeOf = (declaration: AuditDeclaration) =>
  declaration.action.split('.')[0] ?? declaration.action;

export function declaredId(declaration: AuditDeclaration, request: FastifyRequest) {
  const { id } = declaration;
  if (id === undefined) return undefined;
  const value =
    typeof id === 'function' ? id(request) : (request.params as Record<string, unknown>)[id];
  return value === undefined || value === null ? undefined : String(value);
}

/** The object as it stands, read as the route declares. */
export async function loadObject(
  db: Kysely<Database>,
  declaration: AuditDeclaration,
  id: string,
): Promise<unknown> {
  if (declaration.load) return declaration.load(db, id);
  if (!declaration.table) return undefined;
  const numeric = Number(id);
  if (!Number.isSafeInteger(numeric)) return undefined;
  // Every table an audited route names has an integer `id`.
  const row = await (db as unknown as Kysely<Record<string, { id: number }>>)
    .selectFrom(declaration.table)
    .selectAll()
    .where('id', '=', numeric)
    .executeTakeFirst();
  return row ?? null;
}
