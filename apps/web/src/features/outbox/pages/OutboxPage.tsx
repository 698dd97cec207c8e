import { useEffect, useState } from 'react';
import type { OutboxMessage } from '@cabinet/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatMoment } from '../../../lib/format';
import { queryClient } from '../../../lib/query-client';
import {
  addressColumn,
  PagedTable,
  SearchField,
  usePagedList,
  type Column,
} from '../../../lib/table';
import { PageHeader } from '../../../lib/ui';
import { ensureSession, loginAddress } from '../../../lib/session';
import { MessageDialog } from '../components/MessageDialog';
import { outboxList } from '../queries';

const SORTABLE = ['createdAt', 'to', 'subject'] as const;
type SortKey = (typeof SORTABLE)[number];
const STATUS_COLOR = { kept: 'default', sent: 'success', failed: 'error' } as const;

function Outbox() {
  const { t, i18n } = useTranslation('outbox');
  const lang = i18n.language;
  const list = usePagedList(SORTABLE, { sortBy: 'createdAt', descending: true }, outboxList);
  const { query, update } = list;
  const [openId, setOpenId] = useState<number>();

  const columns: Column<OutboxMessage, SortKey>[] = [
    {
      id: 'subject',
      label: t('subject'),
      sortKey: 'subject',
      render: (message) => (
        <Stack spacing={0.25} sx={{ minWidth: 0 }}>
          <Link
            component="button"
            type="button"
            onClick={() => setOpenId(message.id)}
            sx={{ textAlign: 'left', fontWeight: 500 }}
            aria-label={`${t('open')}: ${message.subject}, ${message.to}`}
          >
            {message.subject}
          </Link>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: { sm: 'none' }, overflowWrap: 'anywhere' }}
          >
            {message.to}
          </Typography>
        </Stack>
      ),
    },
    addressColumn({
      id: 'to',
      label: t('to'),
      sortKey: 'to',
      hideBelow: 'sm',
      render: (message) => message.to,
    }),
    {
      id: 'created',
      label: t('created'),
      sortKey: 'createdAt',
      render: (message) => formatMoment(message.createdAt, lang),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      id: 'status',
      label: t('status'),
      hideBelow: 'md',
      render: (message) => (
        <Tooltip title={message.status === 'kept' ? t('keptHint') : ''}>
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLOR[message.status]}
            label={t(`statuses.${message.status}`)}
          />
        </Tooltip>
      ),
    },
  ];

  return (
    <>
      <Box sx={{ mb: 2 }}>
        <SearchField
          value={query.search}
          onChange={(search) => update({ search }, { replace: true })}
          label={t('search')}
        />
      </Box>
      <PagedTable
        label={t('routes.mailPage')}
        columns={columns}
        {...list}
        rowProps={(message) => ({ 'data-mail-id': String(message.id) })}
        empty={t('empty')}
      />
      <MessageDialog id={openId} onClose={() => setOpenId(undefined)} />
    </>
  );
}

/**
 * /Mail, the outbox. The route is an unguarded extra (spec section 2) in the public layout, so
 * the page checks the session itself and brings its own query cache; the data needs outbox.view.
 */
export default function OutboxPage() {
  const { t } = useTranslation('outbox');
  const [signedIn, setSignedIn] = useState<boolean>();
  useEffect(() => {
    let live = true;
    void ensureSession().then((ok) => live && setSignedIn(ok));
    return () => {
      live = false;
    };
  }, []);
  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader title={t('routes.mailPage')} subtitle={t('intro')} />
      {signedIn === undefined ? (
        <Typography role="status">{t('checking')}</Typography>
      ) : signedIn ? (
        <QueryClientProvider client={queryClient}>
          <Outbox />
        </QueryClientProvider>
      ) : (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={loginAddress('/Mail')} color="inherit" size="small">
              {t('signInAction')}
            </Button>
          }
        >
          {t('signIn')}
        </Alert>
      )}
    </Box>
  );
}
