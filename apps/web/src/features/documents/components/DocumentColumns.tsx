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
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../lib/session';
import { formatMoment, localeOf, withZone } from '../../../lib/format';
import { actionsColumn, type Column } from '../../../lib/table';
import { documentsApi, type StoredDocument } from '../api';
import { useFileDownload } from '../hooks/use-file-download';
import { formatSize, periodText } from '../period';
import { ShaCell } from './ShaCell';

export const DOCUMENT_SORT = ['createdAt', 'period', 'kind', 'size', 'title'] as const;
export type DocumentSortKey = (typeof DOCUMENT_SORT)[number];

/** The documents' columns; `showPartner` adds whose document each row is. */
export function useDocumentColumns({
  showPartner,
  onRemove,
}: {
  showPartner?: boolean;
  onRemove: (document: StoredDocument) => void;
}): Column<StoredDocument, DocumentSortKey>[] {
  const { t, i18n } = useTranslation('documents');
  const lang = i18n.language;
  const canEdit = usePermission(Permission.documentsEdit);
  return [
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
      render: (row) => <TitleCell row={row} />,
    },
    {
      id: 'number',
      label: t('fields.number'),
      hideBelow: 'sm',
      render: (row) => <NumberCell row={row} />,
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
    actionsColumn(t('common.actions'), (row) => (
      <RowActions row={row} canEdit={canEdit} onRemove={onRemove} />
    )),
  ];
}

/** A document's title (struck through when replaced), its marks, reason, file and, narrow, its facts. */
function TitleCell({ row }: { row: StoredDocument }) {
  const { t, i18n } = useTranslation('documents');
  const lang = i18n.language;
  return (
    <Stack spacing={0.25} sx={{ minWidth: { xs: 0, md: 180 } }}>
      <Box component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        <Box component={row.superseded ? 'del' : 'span'} sx={{ textDecorationThickness: '1px' }}>
          {row.title}
        </Box>
        {row.draft && (
          <Tooltip title={t('list.draftHint')}>
            <TitleMark color="error" label={t('list.draft')} testId="draft" />
          </Tooltip>
        )}
        {row.superseded && (
          <TitleMark color="warning" label={t('list.superseded')} testId="superseded" />
        )}
      </Box>
      {row.reason && (
        <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
          {t('list.reason', { reason: row.reason })}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {[row.fileName, row.closing ? t('list.closing') : undefined].filter(Boolean).join(' · ')}
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
          row.number ? t('list.numbered', { number: row.number, version: row.version }) : undefined,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </Stack>
  );
}

/** A final document's number, version and SHA-256. */
function NumberCell({ row }: { row: StoredDocument }) {
  const { t } = useTranslation('documents');
  return (
    <Stack spacing={0.25} sx={{ whiteSpace: 'nowrap', alignItems: 'flex-start' }}>
      <span>{row.number ?? '—'}</span>
      {row.closing && (
        <Typography variant="caption" color="text.secondary">
          {t('list.version', { version: row.version })}
        </Typography>
      )}
      {row.sha256 && <ShaCell sha256={row.sha256} title={row.title} />}
    </Stack>
  );
}

/** Download, and remove for an editor (never a final document). */
function RowActions({
  row,
  canEdit,
  onRemove,
}: {
  row: StoredDocument;
  canEdit: boolean;
  onRemove: (document: StoredDocument) => void;
}) {
  const { t } = useTranslation('documents');
  const { download, busy } = useFileDownload();
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
            onClick={() => onRemove(row)}
          >
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}

/** A small outlined mark after a document's title (a draft, a superseded one). */
function TitleMark({
  color,
  label,
  testId,
}: {
  color: 'error' | 'warning';
  label: string;
  testId: string;
}) {
  return (
    <Chip
      size="small"
      color={color}
      variant="outlined"
      label={label}
      data-testid={testId}
      sx={{ ml: 1 }}
    />
  );
}
