import { useState } from 'react';
import type { AuditEntry } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import DownloadIcon from '@mui/icons-material/Download';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoment, withZone } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { PagedTable, toApiQuery, useTableQuery, type Column } from '../../../lib/table';
import { PageHeader, VisuallyHidden } from '../../../lib/ui';
import { auditApi } from '../api';
import { AuditEntryDialog } from '../components/AuditEntryDialog';
import { AuditFilters } from '../components/AuditFilters';
import { auditKeys } from '../queries';
import { saveFile } from '../../../lib/http/files';
import { useAuditFilters } from '../use-audit-filters';

const SORTABLE = ['at', 'action', 'objectType'] as const;
type SortKey = (typeof SORTABLE)[number];

const defined = (values: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;

/** «Журнал изменений»: every change staff see, a partner its own circle's; filters in the address. */
export default function AuditPage() {
  const { t, i18n } = useTranslation('audit');
  const lang = i18n.language;
  const { query, update } = useTableQuery(SORTABLE, { sortBy: 'at', descending: true });
  const [filters, setFilters] = useAuditFilters();
  const apiQuery = { ...toApiQuery(query), ...defined({ ...filters }) };
  const list = useQuery({
    queryKey: auditKeys.list(apiQuery),
    queryFn: () => auditApi.list(apiQuery),
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<AuditEntry>();
  const download = useMutation({
    mutationFn: () => auditApi.csv(defined({ ...filters })),
    onSuccess: (file) => saveFile(file.blob, file.fileName ?? 'audit.csv'),
    onError: () => notify({ type: 'negative', message: t('downloadFailed') }),
  });

  const columns: Column<AuditEntry, SortKey>[] = [
    {
      id: 'at',
      label: withZone(t('at'), lang),
      sortKey: 'at',
      render: (entry) => (
        <Link
          component="button"
          type="button"
          onClick={() => setOpen(entry)}
          sx={{ textAlign: 'left' }}
        >
          {formatMoment(entry.at, lang)}
          <VisuallyHidden>
            {`, ${t('open')}: ${entry.action} ${entry.objectId ?? ''}`}
          </VisuallyHidden>
        </Link>
      ),
      sx: { whiteSpace: 'nowrap' },
    },
    { id: 'actor', label: t('actor'), render: (e) => e.actorLogin ?? e.actorId ?? '—' },
    { id: 'action', label: t('action'), sortKey: 'action', render: (e) => e.action },
    {
      id: 'object',
      label: t('object'),
      sortKey: 'objectType',
      render: (e) =>
        `${t(`objects.${e.objectType}`, { defaultValue: e.objectType })} ${e.objectId ?? ''}`,
    },
    { id: 'ip', label: t('ip'), hideBelow: 'md', render: (e) => e.ip ?? '—' },
  ];

  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader
        title={t('routes.auditPage', { ns: 'common' })}
        subtitle={t('intro')}
        actions={
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => download.mutate()}
            disabled={download.isPending}
          >
            {t('download')}
          </Button>
        }
      />
      <AuditFilters value={filters} onChange={setFilters} />
      <PagedTable
        label={t('routes.auditPage', { ns: 'common' })}
        columns={columns}
        result={list}
        query={query}
        update={update}
        rowKey={(entry) => entry.id}
        rowProps={(entry) => ({ 'data-audit-id': String(entry.id), 'data-action': entry.action })}
        empty={t('empty')}
      />
      <AuditEntryDialog entry={open} onClose={() => setOpen(undefined)} />
    </Box>
  );
}
