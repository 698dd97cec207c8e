import { lazyPages } from '../../lib/i18n';

/** The outbox page (/Mail), loaded with its route. */
export const outboxPages = lazyPages('outbox', import.meta.glob('./pages/*.tsx'), ['OutboxPage']);
