import type { WebhookEndpoint } from '@cabinet/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/format';
import { actionsColumn, ChipList, SimpleTable, type Column } from '../../../lib/table';
import { RowMenu } from '../../../lib/ui';
import { eventKey } from '../api';

type Act = (endpoint: WebhookEndpoint) => void;

/**
 * The endpoints: URL and description, whose (for staff), events, the secret's start, state, and
 * per endpoint its delivery log and the menu of changes.
 */
export function EndpointsTable({
  endpoints,
  withOwner,
  onLog,
  onEdit,
  onToggle,
  onRotate,
  onRemove,
}: {
  endpoints: WebhookEndpoint[];
  withOwner: boolean;
  onLog: Act;
  onEdit: Act;
  onToggle: Act;
  onRotate: Act;
  onRemove: Act;
}) {
  const { t, i18n } = useTranslation('webhooks');
  const lang = i18n.language;
  const columns: (Column<WebhookEndpoint> | false)[] = [
    {
      id: 'url',
      label: t('url'),
      sx: { wordBreak: 'break-all' },
      render: (endpoint) => (
        <>
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
        </>
      ),
    },
    withOwner && {
      id: 'owner',
      label: t('owner'),
      render: (endpoint) =>
        endpoint.partner ? (
          <>
            <Typography variant="body2">{endpoint.partner.login}</Typography>
            <Typography variant="caption" color="text.secondary">
              {endpoint.partner.name}
            </Typography>
          </>
        ) : (
          t('provider')
        ),
    },
    {
      id: 'events',
      label: t('events'),
      hideBelow: 'md',
      render: (endpoint) => (
        <ChipList values={endpoint.events} labelOf={(type) => t(`eventNames.${eventKey(type)}`)} />
      ),
    },
    {
      id: 'secret',
      label: t('secret'),
      hideBelow: 'sm',
      render: (endpoint) => (
        <>
          <Typography variant="caption" sx={{ fontFamily: 'ui-monospace, Menlo, monospace' }}>
            {endpoint.secretStart}…
          </Typography>
          {endpoint.previousSecretUntil && (
            <Typography variant="caption" color="text.secondary" component="div">
              {t('rotatingUntil', { time: formatMoment(endpoint.previousSecretUntil, lang) })}
            </Typography>
          )}
        </>
      ),
    },
    {
      id: 'status',
      label: t('status'),
      render: (endpoint) => (
        <>
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
        </>
      ),
    },
    actionsColumn(
      t('actions'),
      (endpoint) => (
        <>
          <Button size="small" onClick={() => onLog(endpoint)}>
            {t('log')}
          </Button>
          <RowMenu
            label={t('actionsLabel', { url: endpoint.url })}
            items={[
              { label: t('edit'), onClick: () => onEdit(endpoint) },
              {
                label: t(endpoint.enabled ? 'disable' : 'enable'),
                onClick: () => onToggle(endpoint),
              },
              { label: t('rotate'), onClick: () => onRotate(endpoint) },
              { label: t('remove'), onClick: () => onRemove(endpoint), color: 'error.main' },
            ]}
          />
        </>
      ),
      { whiteSpace: 'nowrap' },
    ),
  ];
  return (
    <SimpleTable
      label={t('routes.webhooksPage', { ns: 'common' })}
      columns={columns}
      rows={endpoints}
      rowProps={(endpoint) => ({ 'data-endpoint-id': String(endpoint.id) })}
      hover={false}
    />
  );
}
