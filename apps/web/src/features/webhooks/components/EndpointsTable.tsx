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
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/format';
import { RowMenu, VisuallyHidden } from '../../../lib/ui';
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
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('routes.webhooksPage', { ns: 'common' })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('url')}</TableCell>
            {withOwner && <TableCell>{t('owner')}</TableCell>}
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('events')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('secret')}</TableCell>
            <TableCell>{t('status')}</TableCell>
            <TableCell>
              <VisuallyHidden>{t('actions')}</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {endpoints.map((endpoint) => (
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
              {withOwner && (
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
                <Typography variant="caption" sx={{ fontFamily: 'ui-monospace, Menlo, monospace' }}>
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
                    {
                      label: t('remove'),
                      onClick: () => onRemove(endpoint),
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
  );
}
