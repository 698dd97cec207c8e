import { useState } from 'react';
import type { AuditEntry } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoment, withZone } from '../../../lib/format';
import { definedOnly, useFileDownload, usePageQuery } from '../../../lib/query';
import {
  DownloadButton,
  PagedTable,
  toApiQuery,
  useTableQuery,
  type Column,
} from '../../../lib/table';
import { PageHeader, VisuallyHidden } from '../../../lib/ui';
import { auditApi } from '../api';
import { AuditEntryDialog } from '../components/AuditEntryDialog';
import { AuditFilters } from '../components/AuditFilters';
import { auditKeys } from '../queries';
import { useAuditFilters } from '../use-audit-filters';

const SORTABLE = ['at', 'action', 'objectType'] as const;
type SortKey = (typeof SORTABLE)[number];

/** «Журнал изменений»: every change staff see, a partner its own circle's; filters in the address. */
export default function AuditPage() {
  const { t, i18n } = useTranslation('audit');
  const lang = i18n.language;
  const { query, update } = useTableQuery(SORTABLE, { sortBy: 'at', descending: true });
  const [filters, setFilters] = useAuditFilters();
  const apiQuery = { ...toApiQuery(query), ...definedOnly({ ...filters }) };
  const list = usePageQuery(auditKeys.list(apiQuery), () => auditApi.list(apiQuery));
  const [open, setOpen] = useState<AuditEntry>();
  const download = useFileDownload(
    () => auditApi.csv(definedOnly({ ...filters })),
    'audit.csv',
    t('downloadFailed'),
  );

  const objectText = (type: string) => t(`objects.${type}`, { defaultValue: type });
  // `alert-rule.create` → «Создание: Оповещение»; an unknown code is shown as it is.
  const actionText = (code: string) => {
    const dot = code.lastIndexOf('.');
    if (dot < 0) return t(`verbs.${code}`, { defaultValue: code });
    const verb = t(`verbs.${code.slice(dot + 1)}`, { defaultValue: '' });
    return verb ? `${verb}: ${objectText(code.slice(0, dot))}` : code;
  };

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
            {`, ${t('open')}: ${actionText(entry.action)} ${entry.objectId ?? ''}`}
          </VisuallyHidden>
        </Link>
      ),
      sx: { whiteSpace: 'nowrap' },
    },
    { id: 'actor', label: t('actor'), render: (e) => e.actorLogin ?? e.actorId ?? '—' },
    {
      id: 'action',
      label: t('action'),
      sortKey: 'action',
      render: (e) => <WithCode text={actionText(e.action)} code={e.action} />,
    },
    {
      id: 'object',
      label: t('object'),
      sortKey: 'objectType',
      render: (e) => (
        <WithCode
          text={`${objectText(e.objectType)} ${e.objectId ?? ''}`.trim()}
          code={`${e.objectType} ${e.objectId ?? ''}`.trim()}
        />
      ),
    },
    { id: 'ip', label: t('ip'), hideBelow: 'md', render: (e) => e.ip ?? '—' },
  ];

  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader
        title={t('routes.auditPage', { ns: 'common' })}
        subtitle={t('intro')}
        actions={<DownloadButton download={download} label={t('download')} />}
      />
      <AuditFilters value={filters} onChange={setFilters} />
      <PagedTable
        label={t('routes.auditPage', { ns: 'common' })}
        columns={columns}
        result={list}
        query={query}
        update={update}
        rowProps={(entry) => ({ 'data-audit-id': String(entry.id), 'data-action': entry.action })}
        empty={t('empty')}
      />
      <AuditEntryDialog entry={open} onClose={() => setOpen(undefined)} />
    </Box>
  );
}

/** A readable name, with the code it stands for beneath (and as its title), for search and support. */
function WithCode({ text, code }: { text: string; code: string }) {
  return (
    <Box component="span" title={code} sx={{ display: 'block' }}>
      {text}
      <Typography
        component="span"
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', fontFamily: 'monospace' }}
      >
        {code}
      </Typography>
    </Box>
  );
}
