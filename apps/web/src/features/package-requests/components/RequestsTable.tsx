import { useState } from 'react';
import type { PackageRequest } from '@cabinet/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDay, formatMoment, formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { actionsColumn, PagedTable, usePagedList, type Column } from '../../../lib/table';
import { ConfirmDialog } from '../../../lib/ui';
import { packageRequestsApi as api } from '../api';
import { requestKeys, requestsList } from '../queries';
import { StatusChip } from './StatusChip';

const SORTABLE = ['createdAt', 'status'] as const;
type Sort = (typeof SORTABLE)[number];

/** Every request the caller may see, newest first; pending ones may be withdrawn. */
export function RequestsTable({ label, canCancel }: { label: string; canCancel: boolean }) {
  const { t, i18n } = useTranslation('package-requests');
  const lang = i18n.language;
  const client = useQueryClient();
  const list = usePagedList(SORTABLE, { sortBy: 'createdAt', descending: true }, requestsList);
  const [cancelling, setCancelling] = useState<PackageRequest>();
  const cancel = useMutation({
    mutationFn: (id: number) => api.cancel(id),
    onSuccess: async (answer) => {
      notify({ type: 'positive', message: answer.message ?? '' });
      setCancelling(undefined);
      await client.invalidateQueries({ queryKey: requestKeys.all });
    },
  });

  const columns: Column<PackageRequest, Sort>[] = [
    {
      id: 'created',
      label: t('columns.created'),
      sortKey: 'createdAt',
      hideBelow: 'md',
      render: (row) => formatMoment(row.createdAt, lang),
    },
    {
      id: 'user',
      label: t('columns.user'),
      hideBelow: 'sm',
      render: (row) => row.userName || row.userLogin,
    },
    {
      id: 'service',
      label: t('columns.service'),
      render: (row) => (
        <>
          {row.serviceName}
          <Typography variant="body2" color="text.secondary">
            {t('period', {
              from: formatDay(row.validFrom, lang),
              to: formatDay(row.validTo, lang),
            })}
          </Typography>
        </>
      ),
    },
    {
      id: 'quota',
      label: t('columns.quota'),
      align: 'right',
      render: (row) => formatCount(row.quota, lang),
    },
    {
      id: 'status',
      label: t('columns.status'),
      sortKey: 'status',
      render: (row) => (
        <>
          <StatusChip status={row.status} />
          {row.decisionNote && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('note', { note: row.decisionNote })}
            </Typography>
          )}
        </>
      ),
    },
    {
      id: 'price',
      label: t('columns.price'),
      align: 'right',
      hideBelow: 'md',
      render: (row) =>
        row.priceMinor !== null && row.currency
          ? formatMoney(row.priceMinor, row.currency, lang)
          : '—',
    },
  ];
  if (canCancel)
    columns.push(
      actionsColumn(
        t('common.actions'),
        (row) =>
          row.status === 'pending' && (
            <Button
              size="small"
              onClick={() => setCancelling(row)}
              aria-label={`${t('cancel')}: ${row.serviceName}`}
            >
              {t('cancel')}
            </Button>
          ),
      ),
    );

  return (
    <Box>
      <PagedTable
        label={label}
        columns={columns}
        {...list}
        rowProps={(row) => ({ 'data-status': row.status })}
        empty={t('empty')}
      />
      <ConfirmDialog
        open={cancelling !== undefined}
        title={t('cancel')}
        text={
          cancelling
            ? t('cancelConfirm', {
                quota: formatCount(cancelling.quota, lang),
                service: cancelling.serviceName,
              })
            : ''
        }
        confirmLabel={t('cancel')}
        busy={cancel.isPending}
        onConfirm={() => cancelling && cancel.mutate(cancelling.id)}
        onClose={() => setCancelling(undefined)}
      />
    </Box>
  );
}
