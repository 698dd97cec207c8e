import type { Selectable } from 'kysely';
import {
  billableOutcomesOf,
  FormDefinition,
  MessageKey,
  type Service,
  type ServiceInput,
} from '@cabinet/contract';
import type { z } from 'zod';
import { pageOf, sortOf, spanOf, type ListQuery } from '../../core/db/paged.js';
import type { ServicesTable, Db } from '../../core/db/schema.js';
import { containsAnyText } from '../../core/db/search.js';
import { invalid, notFound } from '../../core/http/errors.js';
import { isUniqueViolation } from '../../core/db/errors.js';
import { keepStoredSecrets } from './upstream-url.js';

type Input = z.output<typeof ServiceInput>;

const SORT_COLUMNS = {
  code: 'code',
  name: 'name',
  status: 'status',
  createdAt: 'created_at',
} as const;

export function toService(row: Selectable<ServicesTable>): Service {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    documentation: row.documentation,
    status: row.status,
    billableOutcomes: row.billable_outcomes,
    upstreamUrl: row.upstream_url,
    form: FormDefinition.parse(JSON.parse(row.form_definition)),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listServices(
  db: Db,
  query: ListQuery<keyof typeof SORT_COLUMNS>,
  withDisabled: boolean,
) {
  const search = query.search
    ? containsAnyText(['code', 'name', 'description'], query.search)
    : undefined;
  const base = db
    .selectFrom('services')
    .$if(search !== undefined, (q) => q.where(search!))
    .$if(!withDisabled, (q) => q.where('status', '=', 'active'));
  const { column, direction } = sortOf(SORT_COLUMNS, query, { sortBy: 'name' });
  const { rows, total } = await pageOf(
    base,
    (q) => q.selectAll().orderBy(column, direction).orderBy('id'),
    spanOf(query),
  );
  return { rows: rows.map(toService), total };
}

async function one(row: Selectable<ServicesTable> | undefined): Promise<Service> {
  if (!row) throw notFound(MessageKey.serviceNotFound);
  return toService(row);
}

export const findService = async (db: Db, id: number) =>
  one(await db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirst());

/** The service of a code, if there is one. */
export async function serviceByCode(db: Db, code: string): Promise<Service | undefined> {
  const row = await db
    .selectFrom('services')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst();
  return row && toService(row);
}

export const findServiceByCode = async (db: Db, code: string) =>
  one(await db.selectFrom('services').selectAll().where('code', '=', code).executeTakeFirst());

const columns = (input: Input, stored: Service | undefined, now: string) => ({
  code: input.code,
  name: input.name,
  description: input.description,
  documentation: input.documentation,
  status: input.status,
  // An input naming no rule (an older client) keeps the stored one; a new service bills successes.
  billable_outcomes: billableOutcomesOf(input) ?? stored?.billableOutcomes ?? 'success',
  upstream_url: input.upstreamUrl,
  form_definition: JSON.stringify(input.form),
  updated_at: now,
});

/**
 * Creates a service, or updates the one with `id`; the code stays unique. A masked upstream keeps
 * the stored credentials.
 */
export async function saveService(
  db: Db,
  id: number | undefined,
  edited: Input,
  now: string,
): Promise<Service> {
  const stored = id === undefined ? undefined : await findService(db, id);
  const upstreamUrl = keepStoredSecrets(edited.upstreamUrl, stored?.upstreamUrl ?? null);
  const input = { ...edited, upstreamUrl };
  try {
    const saved =
      id === undefined
        ? await db
            .insertInto('services')
            .values({ ...columns(input, stored, now), created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow()
        : await db
            .updateTable('services')
            .set(columns(input, stored, now))
            .where('id', '=', id)
            .returning('id')
            .executeTakeFirstOrThrow();
    return findService(db, saved.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid('code', MessageKey.serviceCodeTaken);
    throw error;
  }
}
