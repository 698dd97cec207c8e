import { useState } from 'react';
import { Permission } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { monthLabel } from '../../../lib/dates';
import { usePermission } from '../../../lib/session';
import { formatMoment, localeOf, withZone } from '../../../lib/format';
import {
  PagedTable,
  type Column,
  type TableQuery,
  type TableQueryUpdate,
} from '../../../lib/table';
import { notify } from '../../../lib/notify';
import { ConfirmDialog } from '../../../lib/ui';
import { documentsApi, type DocumentsResult, type StoredDocument } from '../api';
import { useFileDownload } from '../hooks/use-file-download';
import { formatSize, periodText } from '../period';
import { useRemoveDocument } from '../queries';
import { ShaCell } from './ShaCell';

export const DOCUMENT_SORT = ['createdAt', 'period', 'kind', 'size', 'title'] as const;
export type DocumentSortKey = (typeof DOCUMENT_SORT)[number];

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
  const canEdit = usePermission(Permission.documentsEdit);
  const { download, busy } = useFileDownload();
  const remove = useRemoveDocument();
  // The document stays while its dialog closes, so that the closing dialog keeps its text.
  const [removing, setRemoving] = useState<{ document: StoredDocument; open: boolean } | null>(
    null,
  );

  const columns: Column<StoredDocument, DocumentSortKey>[] = [
    {
      id: 'kind',
      label: t('fields.kind'),
      sortKey: 'kind',
      hideBelow: 'md',
      render: (row) => (
        <Chip
          size="small"
          variant="outlined"
          color={row.kind === 'application1' ? 'primary' : 'default'}
          label={t(`kinds.${row.kind}`)}
        />
      ),
    },
    ...(showPartner
      ? [
          {
            id: 'partner',
            label: t('fields.partner'),
            render: (row: StoredDocument) => row.ownerName,
            sx: { minWidth: 120 },
          },
        ]
      : []),
    {
      id: 'user',
      label: t('fields.user'),
      hideBelow: 'sm',
      render: (row) => (
        <Box component="span" sx={{ overflowWrap: 'anywhere' }} data-testid="document-user">
          {row.subjectLogin}
        </Box>
      ),
    },
    {
      id: 'title',
      label: t('fields.title'),
      sortKey: 'title',
      render: (row) => (
        <Stack spacing={0.25} sx={{ minWidth: { xs: 0, md: 180 } }}>
          <Box component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            <Box
              component={row.superseded ? 'del' : 'span'}
              sx={{ textDecorationThickness: '1px' }}
            >
              {row.title}
            </Box>
            {row.draft && (
              <Tooltip title={t('list.draftHint')}>
                <Chip
                  size="small"
                  color="error"
                  variant="outlined"
                  label={t('list.draft')}
                  data-testid="draft"
                  sx={{ ml: 1 }}
                />
              </Tooltip>
            )}
            {row.superseded && (
              <Chip
                size="small"
                color="warning"
                variant="outlined"
                label={t('list.superseded')}
                data-testid="superseded"
                sx={{ ml: 1 }}
              />
            )}
          </Box>
          {row.reason && (
            <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
              {t('list.reason', { reason: row.reason })}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[row.fileName, row.closing ? t('list.closing') : undefined]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: { xs: 'block', md: 'none' } }}
          >
            <Box component="span" sx={{ display: { sm: 'none' } }}>
              {/* the user's column shows from sm up */}
              {`${row.subjectLogin} · `}
            </Box>
            {[
              t(`kinds.${row.kind}`),
              formatSize(row.size, localeOf(lang)),
              row.number
                ? t('list.numbered', { number: row.number, version: row.version })
                : undefined,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Stack>
      ),
    },
    {
      id: 'number',
      label: t('fields.number'),
      hideBelow: 'sm',
      render: (row) => (
        <Stack spacing={0.25} sx={{ whiteSpace: 'nowrap', alignItems: 'flex-start' }}>
          <span>{row.number ?? '—'}</span>
          {row.closing && (
            <Typography variant="caption" color="text.secondary">
              {t('list.version', { version: row.version })}
            </Typography>
          )}
          {row.sha256 && <ShaCell sha256={row.sha256} title={row.title} />}
        </Stack>
      ),
    },
    {
      id: 'period',
      label: t('fields.period'),
      sortKey: 'period',
      hideBelow: 'sm',
      render: (row) => periodText(row, lang),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      id: 'service',
      label: t('fields.service'),
      hideBelow: 'lg',
      render: (row) => row.serviceName ?? '—',
    },
    {
      id: 'size',
      label: t('fields.size'),
      sortKey: 'size',
      hideBelow: 'md',
      align: 'right',
      render: (row) => formatSize(row.size, localeOf(lang)),
      sx: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    },
    {
      id: 'createdAt',
      label: withZone(t('fields.createdAt'), lang),
      sortKey: 'createdAt',
      hideBelow: 'lg',
      render: (row) => formatMoment(row.createdAt, lang),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      id: 'actions',
      label: t('common.actions'),
      hiddenLabel: true,
      align: 'right',
      render: (row) => {
        const key = String(row.id);
        return (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Tooltip title={t('list.download')}>
              <span>
                <IconButton
                  aria-label={`${t('list.download')}: ${row.title}`}
                  disabled={busy(key)}
                  onClick={() => void download(key, () => documentsApi.downloadStored(row))}
                >
                  {busy(key) ? <CircularProgress size={20} aria-hidden /> : <DownloadIcon />}
                </IconButton>
              </span>
            </Tooltip>
            {canEdit && !row.closing && (
              <Tooltip title={t('list.remove')}>
                <IconButton
                  aria-label={`${t('list.remove')}: ${row.title}`}
                  onClick={() => setRemoving({ document: row, open: true })}
                >
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        );
      },
    },
  ];

  return (
    <>
      <PagedTable
        label={label}
        columns={columns}
        result={result}
        query={query}
        update={update}
        rowKey={(row) => row.id}
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
