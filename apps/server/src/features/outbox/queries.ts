import type { OutboxMessage, OutboxMessageDetail, OutboxQuery } from '@cabinet/contract';
import type { Db } from '../../core/db/schema.js';
import { pageOf, sortOf, spanOf } from '../../core/db/paged.js';
import { containsAnyText } from '../../core/db/search.js';
import { maskSecrets } from './mask.js';

const SORT_COLUMNS = { createdAt: 'created_at', to: 'to_address', subject: 'subject' } as const;

const statusOf = (row: { sent_at: string | null; error: string | null }) =>
  row.sent_at ? ('sent' as const) : row.error ? ('failed' as const) : ('kept' as const);

/** A message as the list shows it: to whom, what, when, and whether it went. */
const toMessage = (row: {
  id: number;
  to_address: string;
  subject: string;
  created_at: string;
  sent_at: string | null;
  error: string | null;
}): OutboxMessage => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  createdAt: row.created_at,
  sentAt: row.sent_at,
  status: statusOf(row),
});

export async function outboxPage(db: Db, query: OutboxQuery) {
  const base = db
    .selectFrom('mail_outbox')
    .$if(Boolean(query.search), (q) =>
      q.where(containsAnyText(['to_address', 'subject'], query.search!)),
    );
  const { column, direction } = sortOf(SORT_COLUMNS, query, { sortBy: 'createdAt' });
  const { rows, total } = await pageOf(
    base,
    (q) =>
      q
        .select(['id', 'to_address', 'subject', 'created_at', 'sent_at', 'error'])
        .orderBy(column, direction)
        .orderBy('id', direction),
    spanOf(query),
  );
  return { rows: rows.map(toMessage), total };
}

export async function outboxMessage(db: Db, id: number): Promise<OutboxMessageDetail | undefined> {
  const row = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { text, masked } = maskSecrets(row.body_text);
  return {
    ...toMessage(row),
    text,
    masked,
    // a transport's error may quote the message; the kind of failure is what an admin needs
    error: row.error ? maskSecrets(row.error).text : null,
  };
}
