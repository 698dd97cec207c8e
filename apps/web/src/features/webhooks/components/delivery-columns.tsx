import type { WebhookDelivery } from '@cabinet/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/format';
import { actionsColumn, type Column } from '../../../lib/table';
import { eventKey } from '../api';

const STATUS_COLOR = { pending: 'warning', succeeded: 'success', failed: 'error' } as const;

/** The delivery log's columns: time with each attempt, event, status, answer, and «Повторить». */
export function useDeliveryColumns(
  resend: Pick<UseMutationResult<unknown, Error, number>, 'isPending' | 'mutate'>,
): Column<WebhookDelivery>[] {
  const { t, i18n } = useTranslation('webhooks');
  const lang = i18n.language;
  const attempts = (delivery: WebhookDelivery) =>
    delivery.log.map((attempt) => (
      <Typography key={attempt.attempt} variant="caption" component="div" color="text.secondary">
        #{attempt.attempt} · {formatMoment(attempt.at, lang)} ·{' '}
        {attempt.statusCode ?? attempt.error ?? t('noAnswer')} ·{' '}
        {t('durationMs', { ms: attempt.durationMs })}
        {attempt.manual ? ` · ${t('manual')}` : ''}
      </Typography>
    ));

  return [
    {
      id: 'time',
      label: t('time'),
      render: (delivery) => (
        <>
          {formatMoment(delivery.lastAttemptAt ?? delivery.createdAt, lang)}
          {attempts(delivery)}
        </>
      ),
    },
    {
      id: 'event',
      label: t('event'),
      render: (delivery) => (
        <>
          {t(`eventNames.${eventKey(delivery.eventType)}`)}
          <Typography variant="caption" component="div" color="text.secondary">
            {delivery.messageId}
          </Typography>
        </>
      ),
    },
    {
      id: 'status',
      label: t('status'),
      render: (delivery) => (
        <>
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
        </>
      ),
    },
    { id: 'attempt', label: t('attempt'), render: (delivery) => delivery.attempts },
    {
      id: 'answer',
      label: t('answer'),
      render: (delivery) => delivery.lastStatusCode ?? t('noAnswer'),
    },
    {
      id: 'duration',
      label: t('duration'),
      render: (delivery) =>
        delivery.lastDurationMs === null ? '—' : t('durationMs', { ms: delivery.lastDurationMs }),
    },
    actionsColumn(t('resend'), (delivery) => (
      <Button
        size="small"
        // One still waiting or in flight is sent by its own retry.
        disabled={resend.isPending || delivery.status === 'pending'}
        onClick={() => resend.mutate(delivery.id)}
        aria-label={t('resendLabel', { id: delivery.messageId })}
      >
        {t('resend')}
      </Button>
    )),
  ];
}
