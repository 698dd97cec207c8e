import type { WebhookDelivery, WebhookEndpoint } from '@cabinet/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { QueryState, VisuallyHidden } from '../../../lib/ui';
import { eventKey, webhooksApi } from '../api';
import { webhooksKeys } from '../queries';

const STATUS_COLOR = { pending: 'warning', succeeded: 'success', failed: 'error' } as const;

/** An endpoint's delivery log: each delivery's status and attempts, and «Повторить». */
export function DeliveriesDialog({
  endpoint,
  onClose,
}: {
  endpoint?: WebhookEndpoint;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('webhooks');
  const lang = i18n.language;
  const titleId = useId();
  const queryClient = useQueryClient();
  const id = endpoint?.id ?? 0;
  const deliveries = useQuery({
    queryKey: webhooksKeys.deliveries(id),
    queryFn: () => webhooksApi.deliveries(id),
    enabled: Boolean(endpoint),
    // A resend or a retry lands within seconds: the open log follows it.
    refetchInterval: 5000,
  });
  const resend = useMutation({
    mutationFn: webhooksApi.resend,
    onSuccess: () => notify({ type: 'positive', message: t('resent') }),
    // A refusal (still waiting, too many resends) is announced with the server's message.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: webhooksKeys.deliveries(id) }),
  });

  const attempts = (delivery: WebhookDelivery) =>
    delivery.log.map((attempt) => (
      <Typography key={attempt.attempt} variant="caption" component="div" color="text.secondary">
        #{attempt.attempt} · {formatMoment(attempt.at, lang)} ·{' '}
        {attempt.statusCode ?? attempt.error ?? t('noAnswer')} ·{' '}
        {t('durationMs', { ms: attempt.durationMs })}
        {attempt.manual ? ` · ${t('manual')}` : ''}
      </Typography>
    ));

  return (
    <Dialog
      open={Boolean(endpoint)}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
    >
      <DialogTitle id={titleId}>{t('deliveriesTitle', { url: endpoint?.url ?? '' })}</DialogTitle>
      <DialogContent>
        <QueryState
          query={deliveries}
          isEmpty={(list) => list.length === 0}
          empty={<Typography color="text.secondary">{t('noDeliveries')}</Typography>}
        >
          {(list) => (
            <Table size="small" aria-label={t('log')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('time')}</TableCell>
                  <TableCell>{t('event')}</TableCell>
                  <TableCell>{t('status')}</TableCell>
                  <TableCell>{t('attempt')}</TableCell>
                  <TableCell>{t('answer')}</TableCell>
                  <TableCell>{t('duration')}</TableCell>
                  <TableCell>
                    <VisuallyHidden>{t('resend')}</VisuallyHidden>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((delivery) => (
                  <TableRow key={delivery.id} data-delivery-id={delivery.id}>
                    <TableCell>
                      {formatMoment(delivery.lastAttemptAt ?? delivery.createdAt, lang)}
                      {attempts(delivery)}
                    </TableCell>
                    <TableCell>
                      {t(`eventNames.${eventKey(delivery.eventType)}`)}
                      <Typography variant="caption" component="div" color="text.secondary">
                        {delivery.messageId}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={STATUS_COLOR[delivery.status]}
                        label={t(`deliveryStatus.${delivery.status}`)}
                      />
                      {delivery.nextAttemptAt && (
                        <Typography variant="caption" component="div" color="text.secondary">
                          {t('nextAttempt', { time: formatMoment(delivery.nextAttemptAt, lang) })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{delivery.attempts}</TableCell>
                    <TableCell>{delivery.lastStatusCode ?? t('noAnswer')}</TableCell>
                    <TableCell>
                      {delivery.lastDurationMs === null
                        ? '—'
                        : t('durationMs', { ms: delivery.lastDurationMs })}
                    </TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        // One still waiting or in flight is sent by its own retry.
                        disabled={resend.isPending || delivery.status === 'pending'}
                        onClick={() => resend.mutate(delivery.id)}
                        aria-label={t('resendLabel', { id: delivery.messageId })}
                      >
                        {t('resend')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
