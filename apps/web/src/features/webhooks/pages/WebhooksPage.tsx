import { useState } from 'react';
import type { WebhookEndpoint } from '@cabinet/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useAuth } from '../../../lib/session';
import { AddButton, ConfirmDialog, EmptyPanel, PageHeader, ListState } from '../../../lib/ui';
import { webhooksApi, type EndpointWithSecret } from '../api';
import { webhooksKeys } from '../queries';
import { EndpointDialog } from '../components/EndpointDialog';
import { DeliveriesDialog } from '../components/DeliveriesDialog';
import { EndpointsTable } from '../components/EndpointsTable';
import { SecretDialog } from '../components/SecretDialog';

/**
 * «Вебхуки»: the endpoints the caller manages (every one for staff, its own for a partner);
 * adding one (its secret shown once), changing its URL, description and events, rotating the secret, switching on and off, deleting, and
 * the delivery log with «Повторить».
 */
export default function WebhooksPage() {
  const { t } = useTranslation('webhooks');
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
        actions={<AddButton onClick={() => setAdding(true)}>{t('add')}</AddButton>}
      />
      <ListState query={endpoints} empty={<EmptyPanel message={t('empty')} />}>
        {(list) => (
          <EndpointsTable
            endpoints={list}
            withOwner={isAdmin}
            onLog={setLogOf}
            onEdit={setEditing}
            onToggle={(endpoint) => toggle.mutate(endpoint)}
            onRotate={setRotating}
            onRemove={setRemoving}
          />
        )}
      </ListState>
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
