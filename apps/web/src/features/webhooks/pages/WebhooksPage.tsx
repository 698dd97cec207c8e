import { useState } from 'react';
import type { WebhookEndpoint } from '@cabinet/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useAuth } from '../../../lib/session';
import {
  ConfirmDialog,
  EmptyPanel,
  PageHeader,
  QueryState,
  RowMenu,
  VisuallyHidden,
} from '../../../lib/ui';
import { eventKey, webhooksApi, webhooksKeys, type EndpointWithSecret } from '../api';
import { EndpointDialog } from '../components/EndpointDialog';
import { DeliveriesDialog } from '../components/DeliveriesDialog';
import { SecretDialog } from '../components/SecretDialog';

/**
 * «Вебхуки»: the endpoints the caller manages (every one for staff, its own for a partner);
 * adding one (its secret shown once), changing its URL, description and events, rotating the secret, switching on and off, deleting, and
 * the delivery log with «Повторить».
 */
export default function WebhooksPage() {
  const { t, i18n } = useTranslation('webhooks');
  const lang = i18n.language;
  const isAdmin = useAuth((state) => state.user?.groups.includes('Admin') ?? false);
  const queryClient = useQueryClient();
  const endpoints = useQuery({ queryKey: webhooksKeys.all, queryFn: webhooksApi.list });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<WebhookEndpoint>();
  const [secretShown, setSecretShown] = useState<EndpointWithSecret>();
  const [removing, setRemoving] = useState<WebhookEndpoint>();
  const [rotating, setRotating] = useState<WebhookEndpoint>();
  const [logOf, setLogOf] = useState<WebhookEndpoint>();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: webhooksKeys.all });

  const remove = useMutation({
    mutationFn: webhooksApi.remove,
    onSuccess: () => {
      notify({ type: 'positive', message: t('removed') });
      setRemoving(undefined);
      refresh();
    },
  });
  const rotate = useMutation({
    mutationFn: webhooksApi.rotate,
    onSuccess: (endpoint) => {
      setRotating(undefined);
      setSecretShown(endpoint);
      refresh();
    },
  });
  const toggle = useMutation({
    mutationFn: (endpoint: WebhookEndpoint) =>
      webhooksApi.update(endpoint.id, { enabled: !endpoint.enabled }),
    onSuccess: (endpoint) => {
      notify({ type: 'positive', message: t(endpoint.enabled ? 'switchedOn' : 'switchedOff') });
      refresh();
    },
  });

  return (
    <>
      <PageHeader
        title={t('routes.webhooksPage', { ns: 'common' })}
        subtitle={t('intro')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('add')}
          </Button>
        }
      />
      <QueryState
        query={endpoints}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyPanel message={t('empty')} />}
      >
        {(list) => (
          <TableContainer component={Paper} variant="outlined">
            <Table aria-label={t('routes.webhooksPage', { ns: 'common' })}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('url')}</TableCell>
                  {isAdmin && <TableCell>{t('owner')}</TableCell>}
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {t('events')}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {t('secret')}
                  </TableCell>
                  <TableCell>{t('status')}</TableCell>
                  <TableCell>
                    <VisuallyHidden>{t('actions')}</VisuallyHidden>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((endpoint) => (
                  <TableRow key={endpoint.id} data-endpoint-id={endpoint.id}>
                    <TableCell sx={{ wordBreak: 'break-all' }}>
                      <Typography variant="body2" sx={{ fontWeight: 500 }}>
                        {endpoint.url}
                      </Typography>
                      {endpoint.description && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {endpoint.description}
                        </Typography>
                      )}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {t('created')} {formatMoment(endpoint.createdAt, lang)}
                      </Typography>
                      {endpoint.disabledReason && (
                        <Alert severity="error" sx={{ mt: 1 }}>
                          {endpoint.disabledReason}
                        </Alert>
                      )}
                    </TableCell>
                    {isAdmin && (
                      <TableCell>
                        {endpoint.partner ? (
                          <>
                            <Typography variant="body2">{endpoint.partner.login}</Typography>
                            <Typography variant="caption" color="text.secondary">
                              {endpoint.partner.name}
                            </Typography>
                          </>
                        ) : (
                          t('provider')
                        )}
                      </TableCell>
                    )}
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                      <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                        {endpoint.events.map((type) => (
                          <Chip key={type} size="small" label={t(`eventNames.${eventKey(type)}`)} />
                        ))}
                      </Stack>
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      <Typography
                        variant="caption"
                        sx={{ fontFamily: 'ui-monospace, Menlo, monospace' }}
                      >
                        {endpoint.secretStart}…
                      </Typography>
                      {endpoint.previousSecretUntil && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {t('rotatingUntil', {
                            time: formatMoment(endpoint.previousSecretUntil, lang),
                          })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant={endpoint.enabled ? 'filled' : 'outlined'}
                        color={endpoint.enabled ? 'success' : 'default'}
                        label={t(endpoint.enabled ? 'enabled' : 'disabled')}
                      />
                      {endpoint.pausedUntil && (
                        <>
                          <Chip size="small" color="warning" label={t('paused')} sx={{ ml: 0.5 }} />
                          <Typography variant="caption" color="text.secondary" component="div">
                            {t('pausedUntil', { time: formatMoment(endpoint.pausedUntil, lang) })}
                          </Typography>
                        </>
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" onClick={() => setLogOf(endpoint)}>
                        {t('log')}
                      </Button>
                      <RowMenu
                        label={t('actionsLabel', { url: endpoint.url })}
                        items={[
                          { label: t('edit'), onClick: () => setEditing(endpoint) },
                          {
                            label: t(endpoint.enabled ? 'disable' : 'enable'),
                            onClick: () => toggle.mutate(endpoint),
                          },
                          { label: t('rotate'), onClick: () => setRotating(endpoint) },
                          {
                            label: t('remove'),
                            onClick: () => setRemoving(endpoint),
                            color: 'error.main',
                          },
                        ]}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryState>
      <EndpointDialog
        open={adding || Boolean(editing)}
        editing={editing}
        chooseOwner={isAdmin}
        onClose={() => {
          setAdding(false);
          setEditing(undefined);
        }}
        onCreated={(endpoint) => {
          setAdding(false);
          setSecretShown(endpoint);
          refresh();
        }}
        onSaved={() => {
          setEditing(undefined);
          notify({ type: 'positive', message: t('saved') });
          refresh();
        }}
      />
      <SecretDialog endpoint={secretShown} onClose={() => setSecretShown(undefined)} />
      <DeliveriesDialog endpoint={logOf} onClose={() => setLogOf(undefined)} />
      <ConfirmDialog
        open={Boolean(rotating)}
        title={t('rotateTitle')}
        text={t('rotateText')}
        confirmLabel={t('rotate')}
        confirmColor="warning"
        busy={rotate.isPending}
        onConfirm={() => rotating && rotate.mutate(rotating.id)}
        onClose={() => setRotating(undefined)}
      />
      <ConfirmDialog
        open={Boolean(removing)}
        title={t('removeTitle')}
        text={t('removeText', { url: removing?.url ?? '' })}
        confirmLabel={t('remove')}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onClose={() => setRemoving(undefined)}
      />
    </>
  );
}
