import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { monthLabel } from '../../../lib/dates';
import {
  PagedTable,
  useTableQuery,
  type TableQuery,
  type TableQueryUpdate,
} from '../../../lib/table';
import { notify } from '../../../lib/notify';
import { ConfirmDialog } from '../../../lib/ui';
import type { DocumentsResult, StoredDocument } from '../api';
import { useRemoveDocument } from '../queries';
import { DOCUMENT_SORT, useDocumentColumns, type DocumentSortKey } from './DocumentColumns';

export type { DocumentSortKey } from './DocumentColumns';

/**
 * The documents table's state in the address, by month with each month's Application 1 first (the
 * server orders a period's documents so), and the page it asks for.
 */
export function useDocumentsTableQuery() {
  const { query, update } = useTableQuery(DOCUMENT_SORT, { sortBy: 'period', descending: true });
  const { page, rowsPerPage, sortBy, descending } = query;
  return { query, update, paging: { page, rowsPerPage, sortBy, descending } };
}

interface Props {
  label: string;
  result: UseQueryResult<DocumentsResult>;
  query: TableQuery<DocumentSortKey>;
  update: TableQueryUpdate<DocumentSortKey>;
  empty: string;
  /** invoicesPartners: whose document each row is. */
  showPartner?: boolean;
}

/**
 * Documents with their type, period, service, size and date; a final one's number, version, reason
 * and SHA-256, a replaced one struck through, a preliminary one (made while its month was open)
 * marked so; download, and delete for admins (never a final one).
 */
export function DocumentsTable({ label, result, query, update, empty, showPartner }: Props) {
  const { t, i18n } = useTranslation('documents');
  const lang = i18n.language;
  const remove = useRemoveDocument();
  // The document stays while its dialog closes, so that the closing dialog keeps its text.
  const [removing, setRemoving] = useState<{ document: StoredDocument; open: boolean } | null>(
    null,
  );
  const columns = useDocumentColumns({
    showPartner,
    onRemove: (document) => setRemoving({ document, open: true }),
  });

  return (
    <>
      <PagedTable
        label={label}
        columns={columns}
        result={result}
        query={query}
        update={update}
        rowProps={(row) => ({
          'data-document-id': String(row.id),
          'data-kind': row.kind,
          'data-superseded': row.superseded ? 'true' : undefined,
          'data-draft': row.draft ? 'true' : undefined,
        })}
        empty={empty}
        groupOf={
          query.sortBy === 'period'
            ? (row) => ({ key: `${row.year}-${row.month}`, label: monthLabel(row, lang) })
            : undefined
        }
      />
      <ConfirmDialog
        open={removing?.open ?? false}
        title={t('remove.title')}
        text={t('remove.text', { title: removing?.document.title ?? '' })}
        confirmLabel={t('remove.confirm')}
        busy={remove.isPending}
        onClose={() => setRemoving((current) => current && { ...current, open: false })}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.document.id, {
            onSuccess: (body) => notify({ type: 'positive', message: body.message }),
            onSettled: () => setRemoving((current) => current && { ...current, open: false }),
          });
        }}
      />
    </>
  );
}
