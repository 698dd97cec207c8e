import type { WebhookEndpoint } from '@cabinet/contract';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { SimpleTable } from '../../../lib/table';
import { ListState } from '../../../lib/ui';
import { TitledDialog } from '../../../lib/ui/TitledDialog';
import { webhooksApi } from '../api';
import { useDeliveryColumns } from './delivery-columns';
import { webhooksKeys } from '../queries';

/** An endpoint's delivery log: each delivery's status and attempts, and «Повторить». */
export function DeliveriesDialog({
  endpoint,
  onClose,
}: {
  endpoint?: WebhookEndpoint;
  onClose: () => void;
}) {
  const { t } = useTranslation('webhooks');
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

  const columns = useDeliveryColumns(resend);

  return (
    <TitledDialog
      open={Boolean(endpoint)}
      onClose={onClose}
      title={t('deliveriesTitle', { url: endpoint?.url ?? '' })}
      fullWidth
      maxWidth="lg"
    >
      <DialogContent>
        <ListState
          query={deliveries}
          empty={<Typography color="text.secondary">{t('noDeliveries')}</Typography>}
        >
          {(list) => (
            <SimpleTable
              label={t('log')}
              size="small"
              outlined={false}
              hover={false}
              columns={columns}
              rows={list}
              rowProps={(delivery) => ({ 'data-delivery-id': String(delivery.id) })}
            />
          )}
        </ListState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </TitledDialog>
  );
}
